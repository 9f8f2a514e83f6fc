import {translate} from '@docusaurus/Translate';

/** A link in the header, footer or drawer. `to` is always a site path (D8: never `#`). */
export interface NavLink {
  id: string;
  label: string;
  to: string;
}

/** A service page in the menus: its id also names its icon (static/img/services). */
export interface ServiceLink extends NavLink {
  id: ServiceIconId;
}

export interface ServiceCategory {
  id: ServiceFamily;
  /** The category tab's name in the services panel and the drawer. */
  label: string;
  overview: NavLink;
  services: ServiceLink[];
}

/**
 * Every internal path the chrome links to, at the exact routes of docs/product.md §2.
 * Components and pages take paths from here, so a renamed route is changed once.
 */
export const paths = {
  home: '/',
  about: '/TrendSoft/about-Us',
  /** The same About page at its second path (D6). */
  aboutShort: '/About',
  whoWeServe: '/TrendSoft/WhoWeServe',
  careers: '/TrendSoft/Career',
  contact: '/TrendSoft/ContactUs',
  caseStudies: '/resources/case-studies',
  privacy: '/TrendSoft/Privacy-Policy',
  terms: '/TrendSoft/Terms-of-Service',
  accessibilityStatement: '/TrendSoft/Accessibility-Statement',
  /** Every page in one list, linked from the footer: a second way to each (WCAG 2.4.5, D111). */
  siteMap: '/TrendSoft/Site-Map',
  /** The site's own accessibility conformance report: the home hero's second action until case studies exist (issue 43). */
  conformanceReport: '/TrendSoft/Accessibility-Conformance-Report',
  digitalAccessibility: '/DigitalAccessibility',
  webAccessibility: '/TrendSoft/oursolutions/WebAccess-DigitalAccessibility',
  mobileAccessibility: '/TrendSoft/oursolutions/Mobile-Acessibility',
  inDesignAccessibility: '/TrendSoft/oursolutions/IndesignAccessibilitypage',
  documentAccessibility: '/TrendSoft/oursolutions/DocumentAccessibilityPage',
  pdfUa: '/TrendSoft/oursolutions/DocumentAccessibility/PDFUA',
  pdfForm: '/TrendSoft/oursolutions/DocumentAccessibility/PDF-Form',
  word: '/TrendSoft/oursolutions/DocumentAccessibility/word',
  powerPoint: '/TrendSoft/oursolutions/DocumentAccessibility/PPT',
  testing: '/TrendSoft/oursolutions/Testing',
  functionalTesting: '/TrendSoft/oursolutions/Testing/FunctionalTesting',
  performanceTesting: '/TrendSoft/oursolutions/Testing/PerformanceTesting',
  usabilityTesting: '/TrendSoft/oursolutions/Testing/UsabilityTesting',
  cyberSecurity: '/TrendSoft/oursolutions/CyberSecurity',
  webAppSecurity: '/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity',
  mobileAppSecurity: '/TrendSoft/oursolutions/CyberSecurity/MobApiSecurity',
  apiSecurity: '/TrendSoft/oursolutions/CyberSecurity/ApiKey',
  thickClientSecurity: '/TrendSoft/oursolutions/CyberSecurity/ThickClientPage',
  secureCodeReview: '/TrendSoft/oursolutions/CyberSecurity/SecureCodePage',
  databaseSecurity: '/TrendSoft/oursolutions/CyberSecurity/DataBaseSecurityPage',
} as const;

/** The services mega-panel's categories (docs/product.md §3 Header), in menu order. */
export const serviceCategories: ServiceCategory[] = [
  {
    id: 'accessibility',
    label: translate({id: 'nav.category.accessibility', message: 'Digital Accessibility Services'}),
    overview: {
      id: 'accessibility-overview',
      label: translate({id: 'nav.overview.accessibility', message: 'Digital Accessibility overview'}),
      to: paths.digitalAccessibility,
    },
    services: [
      {
        id: 'web-accessibility',
        label: translate({id: 'nav.service.webAccessibility', message: 'Web Accessibility'}),
        to: paths.webAccessibility,
      },
      {
        id: 'mobile-accessibility',
        label: translate({id: 'nav.service.mobileAccessibility', message: 'Mobile Accessibility'}),
        to: paths.mobileAccessibility,
      },
      {
        id: 'indesign-accessibility',
        label: translate({id: 'nav.service.inDesignAccessibility', message: 'InDesign Accessibility'}),
        to: paths.inDesignAccessibility,
      },
      {
        id: 'document-accessibility',
        label: translate({id: 'nav.service.documentAccessibility', message: 'Document Accessibility'}),
        to: paths.documentAccessibility,
      },
    ],
  },
  {
    id: 'testing',
    label: translate({id: 'nav.category.testing', message: 'Testing Services'}),
    overview: {
      id: 'testing-overview',
      label: translate({id: 'nav.overview.testing', message: 'Testing services overview'}),
      to: paths.testing,
    },
    services: [
      {
        id: 'functional-testing',
        label: translate({id: 'nav.service.functionalTesting', message: 'Functional Testing'}),
        to: paths.functionalTesting,
      },
      {
        id: 'performance-testing',
        label: translate({id: 'nav.service.performanceTesting', message: 'Performance Testing'}),
        to: paths.performanceTesting,
      },
      {
        id: 'usability-testing',
        label: translate({id: 'nav.service.usabilityTesting', message: 'Usability Testing'}),
        to: paths.usabilityTesting,
      },
    ],
  },
  {
    id: 'security',
    label: translate({id: 'nav.category.security', message: 'Cyber Security'}),
    overview: {
      id: 'security-overview',
      label: translate({id: 'nav.overview.security', message: 'Cyber security overview'}),
      to: paths.cyberSecurity,
    },
    services: [
      {id: 'web-app-security', label: translate({id: 'nav.service.webAppSecurity', message: 'Web App Security'}), to: paths.webAppSecurity},
      {
        id: 'mobile-app-security',
        label: translate({id: 'nav.service.mobileAppSecurity', message: 'Mobile App Security'}),
        to: paths.mobileAppSecurity,
      },
      {id: 'api-security', label: translate({id: 'nav.service.apiSecurity', message: 'API Security'}), to: paths.apiSecurity},
      {
        id: 'thick-client-security',
        label: translate({id: 'nav.service.thickClientSecurity', message: 'Thick Client Security'}),
        to: paths.thickClientSecurity,
      },
      {
        id: 'secure-code-review',
        label: translate({id: 'nav.service.secureCodeReview', message: 'Secure Code Review'}),
        to: paths.secureCodeReview,
      },
      {
        id: 'database-security',
        label: translate({id: 'nav.service.databaseSecurity', message: 'Database Security'}),
        to: paths.databaseSecurity,
      },
    ],
  },
];

/** Paths that show the same page as a menu link's (D6: About has two). */
const samePage: Readonly<Record<string, readonly string[]>> = {
  [paths.about]: [paths.aboutShort],
};

/** Pages that belong under a menu link without a path below it: the document services under Document Accessibility. */
const pagesUnder: Readonly<Record<string, readonly string[]>> = {
  [paths.documentAccessibility]: [paths.pdfUa, paths.pdfForm, paths.word, paths.powerPoint],
};

/**
 * What a menu link is to the page shown, as `aria-current` says it: the page
 * itself ("page"), or the section the page belongs to ("true"), such as Careers
 * on a job's page or Document Accessibility on PDF/UA's (issue 43: the menus
 * marked only exact paths, so a job page or a document service showed no place
 * in them, and /About did not mark About).
 */
export function currentState(to: string, pathname: string): 'page' | 'true' | undefined {
  if (pathname === to || samePage[to]?.includes(pathname)) return 'page';
  if (pathname.startsWith(`${to}/`) || pagesUnder[to]?.includes(pathname)) return 'true';
  return undefined;
}

/** The service category the page shown belongs to, if any: its overview, a service or a page under one. */
export function currentCategory(pathname: string): ServiceCategory | undefined {
  return serviceCategories.find((category) =>
    [category.overview, ...category.services].some((link) => currentState(link.to, pathname) !== undefined),
  );
}

/** A service of the menus by its id, with the menus' own label for it. */
export function serviceLink(id: ServiceIconId): ServiceLink {
  const found = serviceCategories.flatMap((category) => category.services).find((service) => service.id === id);
  if (!found) throw new Error(`serviceLink: ${id} is not a service of the menus (src/data/navigation.ts)`);
  return found;
}

/**
 * The one name of every link that stands alone and leads to the contact page
 * (D109): the header's and footer's entries and every call to action.
 */
export const contactCallToAction = translate({id: 'nav.getInTouch', message: 'Get In Touch'});

/** The header's links after 'Our Services' (docs/product.md §3 Header). */
export const headerLinks: NavLink[] = [
  {id: 'who-we-serve', label: translate({id: 'nav.whoWeServe', message: 'Who We Serve'}), to: paths.whoWeServe},
  {id: 'careers', label: translate({id: 'nav.careers', message: 'Careers'}), to: paths.careers},
  {id: 'about', label: translate({id: 'nav.about', message: 'About'}), to: paths.about},
  {id: 'contact', label: contactCallToAction, to: paths.contact},
];

/**
 * The footer's services: each family's overview, named as the services menu
 * names the family, so one destination has one name (D109).
 */
export const footerServiceLinks: NavLink[] = serviceCategories.map((category) => ({
  id: category.id,
  label: category.label,
  to: category.overview.to,
}));

export const footerCompanyLinks: NavLink[] = [
  {id: 'about', label: translate({id: 'footer.company.about', message: 'About'}), to: paths.about},
  {id: 'who-we-serve', label: translate({id: 'footer.company.whoWeServe', message: 'Who We Serve'}), to: paths.whoWeServe},
  {id: 'contact', label: contactCallToAction, to: paths.contact},
  {id: 'careers', label: translate({id: 'footer.company.careers', message: 'Careers'}), to: paths.careers},
];

/** D8: the Resources entries are real pages of the docs plugin (resources/, sidebars.ts). */
export const footerResourceLinks: NavLink[] = [
  {id: 'documentation', label: translate({id: 'footer.resources.documentation', message: 'Documentation'}), to: '/resources/documentation'},
  {
    id: 'best-practices',
    label: translate({id: 'footer.resources.bestPractices', message: 'Best practices'}),
    to: '/resources/best-practices',
  },
  {id: 'case-studies', label: translate({id: 'footer.resources.caseStudies', message: 'Case studies'}), to: paths.caseStudies},
  {id: 'support', label: translate({id: 'footer.resources.support', message: 'Support'}), to: '/resources/support'},
];

export const footerLegalLinks: NavLink[] = [
  {id: 'privacy', label: translate({id: 'footer.legal.privacy', message: 'Privacy Policy'}), to: paths.privacy},
  {id: 'terms', label: translate({id: 'footer.legal.terms', message: 'Terms of Service'}), to: paths.terms},
  {
    id: 'accessibility',
    label: translate({id: 'footer.legal.accessibility', message: 'Accessibility Statement'}),
    to: paths.accessibilityStatement,
  },
  {id: 'site-map', label: translate({id: 'footer.legal.siteMap', message: 'Site Map'}), to: paths.siteMap},
];

/** The three service families, as their categories above name them. */
export type ServiceFamily = 'accessibility' | 'testing' | 'security';

/** The service pages that have an icon of their own (issue 15): the menu's services and the four document types. */
export type ServiceIconId =
  | 'web-accessibility'
  | 'mobile-accessibility'
  | 'indesign-accessibility'
  | 'document-accessibility'
  | 'pdf-ua'
  | 'pdf-form'
  | 'word'
  | 'powerpoint'
  | 'functional-testing'
  | 'performance-testing'
  | 'usability-testing'
  | 'web-app-security'
  | 'mobile-app-security'
  | 'api-security'
  | 'thick-client-security'
  | 'secure-code-review'
  | 'database-security';

/**
 * Services whose icon and hero illustration are not drawn yet (issue 67, D115): a neutral
 * placeholder stands in for both (static/img/services/placeholder.svg and
 * static/img/heroes/placeholder.svg), so a new service can go in the menus before its
 * drawings exist, and `npm run launch-check` lists each as "drawing missing" until then.
 * Take the id off once its two drawings are in those folders; check:content says when.
 */
export const placeholderArt: readonly ServiceIconId[] = [];

/** The drawing a service shows: its own, or the placeholder while it is marked in placeholderArt. */
const drawingName = (id: ServiceIconId, placeholders: readonly ServiceIconId[]) => (placeholders.includes(id) ? 'placeholder' : id);

/** A service's icon, drawn for this site (static/img/services, 24-unit grid). */
export function serviceIconPath(id: ServiceIconId, placeholders: readonly ServiceIconId[] = placeholderArt): string {
  return `/img/services/${drawingName(id, placeholders)}.svg`;
}

/** A service page's own hero illustration, drawn for this site (static/img/heroes, 480 × 360; issue 43). */
export function serviceArtPath(id: ServiceIconId, placeholders: readonly ServiceIconId[] = placeholderArt): string {
  return `/img/heroes/${drawingName(id, placeholders)}.svg`;
}

/** A family's hero illustration, on its overview page (static/img/families, 480 × 360). */
export function familyArtPath(family: ServiceFamily): string {
  return `/img/families/${family}.svg`;
}
