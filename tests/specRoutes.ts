/**
 * The route table of docs/product.md §2 with each page's title (D1). Written out here,
 * not derived from the site, so that a missing or renamed page fails the tests.
 */
export interface SpecRoute {
  path: string;
  title: string;
  /** The page's one h1. */
  heading: string;
}

export const specRoutes: SpecRoute[] = [
  {path: '/', title: 'Trendsoft | Home Page', heading: 'Accessible, tested and secure software for enterprises'},
  {path: '/About', title: 'Trendsoft | About Us Page', heading: 'About Trendsoft'},
  {path: '/DigitalAccessibility', title: 'Trendsoft | Digital Accessibility Page', heading: 'Digital Accessibility Services'},
  {
    path: '/TrendSoft/oursolutions/WebAccess-DigitalAccessibility',
    title: 'Trendsoft | Web Accessibility Page',
    heading: 'Web Accessibility',
  },
  {path: '/TrendSoft/oursolutions/Mobile-Acessibility', title: 'Trendsoft | Mobile Accessibility Page', heading: 'Mobile Accessibility'},
  {
    path: '/TrendSoft/oursolutions/DocumentAccessibilityPage',
    title: 'Trendsoft | Document Accessibility Page',
    heading: 'Document Accessibility',
  },
  {
    path: '/TrendSoft/oursolutions/DocumentAccessibility/PDFUA',
    title: 'Trendsoft | PDF/UA Remediation Page',
    heading: 'PDF/UA Remediation',
  },
  {
    path: '/TrendSoft/oursolutions/DocumentAccessibility/PDF-Form',
    title: 'Trendsoft | Accessible PDF Forms Page',
    heading: 'Accessible PDF Forms',
  },
  {
    path: '/TrendSoft/oursolutions/DocumentAccessibility/word',
    title: 'Trendsoft | Accessible Word Documents Page',
    heading: 'Accessible Word Documents',
  },
  {
    path: '/TrendSoft/oursolutions/DocumentAccessibility/PPT',
    title: 'Trendsoft | Accessible PowerPoint Page',
    heading: 'Accessible PowerPoint Presentations',
  },
  {
    path: '/TrendSoft/oursolutions/IndesignAccessibilitypage',
    title: 'Trendsoft | InDesign Accessibility Page',
    heading: 'InDesign Accessibility',
  },
  {path: '/TrendSoft/oursolutions/CyberSecurity', title: 'Trendsoft | Cyber Security Page', heading: 'Cyber Security Services'},
  {
    path: '/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity',
    title: 'Trendsoft | Web App Security Page',
    heading: 'Web Application Security',
  },
  {path: '/TrendSoft/oursolutions/CyberSecurity/ApiKey', title: 'Trendsoft | API Security Page', heading: 'API Security'},
  {
    path: '/TrendSoft/oursolutions/CyberSecurity/MobApiSecurity',
    title: 'Trendsoft | Mobile App Security Page',
    heading: 'Mobile Application Security',
  },
  {
    path: '/TrendSoft/oursolutions/CyberSecurity/ThickClientPage',
    title: 'Trendsoft | Thick Client Security Page',
    heading: 'Thick Client Security',
  },
  {
    path: '/TrendSoft/oursolutions/CyberSecurity/SecureCodePage',
    title: 'Trendsoft | Secure Code Review Page',
    heading: 'Secure Code Review',
  },
  {
    path: '/TrendSoft/oursolutions/CyberSecurity/DataBaseSecurityPage',
    title: 'Trendsoft | Database Security Page',
    heading: 'Database Security',
  },
  {path: '/TrendSoft/oursolutions/Testing', title: 'Trendsoft | Testing Services Page', heading: 'Software Testing Services'},
  {path: '/TrendSoft/oursolutions/Testing/FunctionalTesting', title: 'Trendsoft | Functional Testing Page', heading: 'Functional Testing'},
  {
    path: '/TrendSoft/oursolutions/Testing/PerformanceTesting',
    title: 'Trendsoft | Performance Testing Page',
    heading: 'Performance Testing',
  },
  {path: '/TrendSoft/oursolutions/Testing/UsabilityTesting', title: 'Trendsoft | Usability Testing Page', heading: 'Usability Testing'},
  {path: '/TrendSoft/ContactUs', title: 'Trendsoft | Contact Us Page', heading: 'Contact Us'},
  {path: '/TrendSoft/Privacy-Policy', title: 'Trendsoft | Privacy Policy Page', heading: 'Privacy Policy'},
  {path: '/TrendSoft/about-Us', title: 'Trendsoft | About Us Page', heading: 'About Trendsoft'},
  {path: '/TrendSoft/Career', title: 'Trendsoft | Careers Page', heading: 'Careers'},
  {
    path: '/TrendSoft/Career/epubaccessibility',
    title: 'Trendsoft | Epub Accessibility Developer Page',
    heading: 'Epub Accessibility Developer',
  },
  {path: '/TrendSoft/Career/fresher', title: 'Trendsoft | Fresher Page', heading: 'Fresher'},
  {path: '/TrendSoft/WhoWeServe', title: 'Trendsoft | Who We Serve Page', heading: 'We Understand Your Needs'},
];

/** The Hindi copy of an English route: `/` becomes `/hi/`, any other path gains the `/hi` prefix. */
export function hindiTwin(path: string): string {
  return path === '/' ? '/hi/' : `/hi${path}`;
}

/** Every route of the table followed by its Hindi twin. */
export const bothLocalePaths = specRoutes.flatMap((route) => [route.path, hindiTwin(route.path)]);
