import {translate} from '@docusaurus/Translate';
import type {ServiceIconId} from '@site/src/data/navigation';

/** An industry card on Who We Serve (docs/product.md §4). */
export interface Industry {
  id: string;
  name: string;
  /** What accessibility, testing and security mean for this industry. */
  description: string;
  /** The card's decorative icon, a path under static/ (D3: own artwork). */
  icon: string;
  /**
   * The services the card links onward to (issue 43): three its description
   * speaks of, so the links promise nothing the text does not. Each is a
   * service of the menus (serviceLink).
   */
  services: [ServiceIconId, ServiceIconId, ServiceIconId];
}

/** Every industry icon is drawn on the same square canvas. */
export const industryIconSize = 48;

const icon = (id: string) => `/img/industries/${id}.svg`;

/** The ten industries of docs/product.md §4, in the page's order. */
export const industries: Industry[] = [
  {
    id: 'education',
    name: translate({id: 'industry.education.name', message: 'Education'}),
    description: translate({
      id: 'industry.education.description',
      message:
        'Students and staff depend on learning platforms, course documents and portals. In the United States, Section 504 of the Rehabilitation Act applies to schools and colleges that receive federal funds, Title II of the ADA to public ones, and the 2024 Title II rule sets WCAG 2.1 AA for their web content. We audit courseware and PDFs, load-test enrolment and exam periods, and protect student records.',
    }),
    icon: icon('education'),
    services: ['web-accessibility', 'document-accessibility', 'performance-testing'],
  },
  {
    id: 'healthcare',
    name: translate({id: 'industry.healthcare.name', message: 'Healthcare'}),
    description: translate({
      id: 'industry.healthcare.description',
      message:
        'Patient portals, booking and telehealth must work for people with every kind of disability. The 2024 HHS rule under Section 504 sets WCAG 2.1 AA for the websites and apps of providers that receive HHS financial assistance. We test clinical workflows end to end and check systems against the HIPAA Security Rule safeguards for electronic health information.',
    }),
    icon: icon('healthcare'),
    services: ['web-accessibility', 'functional-testing', 'web-app-security'],
  },
  {
    id: 'government',
    name: translate({id: 'industry.government.name', message: 'Government'}),
    description: translate({
      id: 'industry.government.description',
      message:
        'Citizens cannot choose another provider, so public services have to work for everyone. Section 508 requires US federal agencies to make their technology accessible and, since its 2017 refresh, references WCAG 2.0 AA. We test forms and documents against it, check that services hold up at filing deadlines, and assess the security of citizen data.',
    }),
    icon: icon('government'),
    services: ['document-accessibility', 'performance-testing', 'database-security'],
  },
  {
    id: 'finance',
    name: translate({id: 'industry.finance.name', message: 'Finance & Banking'}),
    description: translate({
      id: 'industry.finance.description',
      message:
        'Customers need to check balances, pay and sign documents on their own, with a screen reader or a keyboard. The European Accessibility Act covers consumer banking services from June 2025. We test transaction flows for accuracy and load, and review applications and APIs that handle card data against PCI DSS requirements.',
    }),
    icon: icon('finance'),
    services: ['mobile-accessibility', 'functional-testing', 'api-security'],
  },
  {
    id: 'retail',
    name: translate({id: 'industry.retail.name', message: 'Retail & E-commerce'}),
    description: translate({
      id: 'industry.retail.description',
      message:
        'A checkout that cannot be completed with a keyboard or a screen reader loses the sale, and in the United States inaccessible shops are a frequent subject of ADA lawsuits. We test search, cart and checkout usability, load-test sale days, and check payment pages against PCI DSS.',
    }),
    icon: icon('retail'),
    services: ['web-accessibility', 'performance-testing', 'web-app-security'],
  },
  {
    id: 'legal',
    name: translate({id: 'industry.legal.name', message: 'Legal'}),
    description: translate({
      id: 'industry.legal.description',
      message:
        'Law firms and courts publish forms, filings and guidance that people must be able to read and complete. We remediate documents to PDF/UA (ISO 14289) and WCAG, test case and document management systems, and review how confidential client files are stored and shared.',
    }),
    icon: icon('legal'),
    services: ['document-accessibility', 'functional-testing', 'database-security'],
  },
  {
    id: 'technology',
    name: translate({id: 'industry.technology.name', message: 'Technology'}),
    description: translate({
      id: 'industry.technology.description',
      message:
        'Software vendors are asked by public and enterprise buyers for an Accessibility Conformance Report, usually written on the VPAT template, and a WCAG audit gives that report its evidence. We add accessibility and functional checks to release pipelines, and test web apps and APIs against the OWASP Top 10 and the OWASP API Security Top 10.',
    }),
    icon: icon('technology'),
    services: ['web-accessibility', 'web-app-security', 'api-security'],
  },
  {
    id: 'hospitality',
    name: translate({id: 'industry.hospitality.name', message: 'Hospitality'}),
    description: translate({
      id: 'industry.hospitality.description',
      message:
        'Under the ADA, US hotel reservation services must describe the accessible features of rooms and let guests book accessible rooms the same way as others. We test booking engines with assistive technology, load-test peak seasons, and protect guest and payment data.',
    }),
    icon: icon('hospitality'),
    services: ['web-accessibility', 'performance-testing', 'web-app-security'],
  },
  {
    id: 'non-profit',
    name: translate({id: 'industry.nonProfit.name', message: 'Non-Profit Organizations'}),
    description: translate({
      id: 'industry.nonProfit.description',
      message:
        'Donation forms, volunteer sign-ups and reports must reach everyone a cause serves, often on a small budget. We rank barriers by their effect on people so the first fixes count most, test forms across devices, and check how donor data is collected and kept.',
    }),
    icon: icon('non-profit'),
    services: ['web-accessibility', 'functional-testing', 'database-security'],
  },
  {
    id: 'media',
    name: translate({id: 'industry.media.name', message: 'Media & Entertainment'}),
    description: translate({
      id: 'industry.media.description',
      message:
        'Video needs captions and audio description (WCAG 1.2), and media players need controls that work with a keyboard and a screen reader. We test players and streaming under load, and protect accounts and content against credential stuffing and scraping.',
    }),
    icon: icon('media'),
    services: ['web-accessibility', 'performance-testing', 'web-app-security'],
  },
];
