import {translate} from '@docusaurus/Translate';
import {paths} from '@site/src/data/navigation';

/**
 * One tab of a service overview's tab block (docs/product.md §4 overview tabs).
 * The link's visible text is built by the TabBlock from `title`, so every
 * 'learn more' link has its own accessible name.
 */
export interface SolutionTab {
  id: string;
  /** The short name on the tab itself. */
  label: string;
  /** The panel's heading, also used in the 'learn more' link. */
  title: string;
  /** The panel's paragraph. */
  content: string;
  /** The service page the panel leads to: always a canonical route (D5). */
  route: string;
  /**
   * docs/product.md §4 keeps a 'Get A Quote' label in the Testing data that the page
   * does not show; it is kept here for the day it is wanted, and not rendered.
   */
  quoteLabel?: string;
}

export type SolutionTabSetId = 'accessibility' | 'testing' | 'security';

const getAQuote = translate({id: 'solutions.getAQuote', message: 'Get A Quote'});

/** The Solutions tab block of /DigitalAccessibility (docs/product.md §4). */
const accessibilityTabs: SolutionTab[] = [
  {
    id: 'web-accessibility',
    label: translate({id: 'solutions.accessibility.web.label', message: 'Web Accessibility'}),
    title: translate({id: 'solutions.accessibility.web.title', message: 'Web Accessibility'}),
    content: translate({
      id: 'solutions.accessibility.web.content',
      message:
        'We audit websites and web applications against WCAG 2.2 AA with automated checks, manual review and screen reader testing, then help your team fix each issue and confirm the fix.',
    }),
    route: paths.webAccessibility,
  },
  {
    id: 'mobile-accessibility',
    label: translate({id: 'solutions.accessibility.mobile.label', message: 'Mobile Accessibility'}),
    title: translate({id: 'solutions.accessibility.mobile.title', message: 'Mobile Accessibility'}),
    content: translate({
      id: 'solutions.accessibility.mobile.content',
      message:
        'We test iOS and Android apps with VoiceOver, TalkBack, switch access and large text settings, and report each barrier against WCAG with the platform guidance to fix it.',
    }),
    route: paths.mobileAccessibility,
  },
  {
    id: 'indesign-accessibility',
    label: translate({id: 'solutions.accessibility.inDesign.label', message: 'InDesign Accessibility'}),
    title: translate({id: 'solutions.accessibility.inDesign.title', message: 'InDesign Accessibility'}),
    content: translate({
      id: 'solutions.accessibility.inDesign.content',
      message:
        'We set up InDesign files so that the PDFs and EPUBs exported from them carry a logical reading order, real headings, alternative text and tagged tables from the start.',
    }),
    route: paths.inDesignAccessibility,
  },
];

/** 'Solutions We Offer' on the Testing overview (docs/product.md §4, §9: three tabs). */
const testingTabs: SolutionTab[] = [
  {
    id: 'functional',
    label: translate({id: 'solutions.testing.functional.label', message: 'Functional'}),
    title: translate({id: 'solutions.testing.functional.title', message: 'Functional Testing'}),
    content: translate({
      id: 'solutions.testing.functional.content',
      message:
        'We check that every feature does what your requirements say, from single functions to complete user journeys, and keep regression suites that catch what a new release breaks.',
    }),
    route: paths.functionalTesting,
    quoteLabel: getAQuote,
  },
  {
    id: 'performance',
    label: translate({id: 'solutions.testing.performance.label', message: 'Performance'}),
    title: translate({id: 'solutions.testing.performance.title', message: 'Performance Testing'}),
    content: translate({
      id: 'solutions.testing.performance.content',
      message:
        'We measure response times and throughput under expected, peak and sustained load, find the point where the system degrades, and show which component causes it.',
    }),
    route: paths.performanceTesting,
    quoteLabel: getAQuote,
  },
  {
    id: 'usability',
    label: translate({id: 'solutions.testing.usability.label', message: 'Usability'}),
    title: translate({id: 'solutions.testing.usability.title', message: 'Usability Testing'}),
    content: translate({
      id: 'solutions.testing.usability.content',
      message:
        'We watch representative users attempt real tasks in your product, note where they hesitate or fail, and turn what we see into a ranked list of changes.',
    }),
    route: paths.usabilityTesting,
    quoteLabel: getAQuote,
  },
];

/** The Cyber Security overview's six tabs (docs/product.md §4, §9), linking to canonical routes (D5). */
const securityTabs: SolutionTab[] = [
  {
    id: 'web-app',
    label: translate({id: 'solutions.security.webApp.label', message: 'Web App Security'}),
    title: translate({id: 'solutions.security.webApp.title', message: 'Web App Security'}),
    content: translate({
      id: 'solutions.security.webApp.content',
      message:
        'Penetration testing of web applications against the OWASP Top 10 (2021), plus review of the firewall, bot and DDoS protections in front of them.',
    }),
    route: paths.webAppSecurity,
  },
  {
    id: 'mobile-app',
    label: translate({id: 'solutions.security.mobileApp.label', message: 'Mobile App Security'}),
    title: translate({id: 'solutions.security.mobileApp.title', message: 'Mobile App Security'}),
    content: translate({
      id: 'solutions.security.mobileApp.content',
      message:
        'Static analysis of the app package, dynamic testing of the running app and its back end, and a close look at how it stores data and talks to servers.',
    }),
    route: paths.mobileAppSecurity,
  },
  {
    id: 'api',
    label: translate({id: 'solutions.security.api.label', message: 'API Security'}),
    title: translate({id: 'solutions.security.api.title', message: 'API Security'}),
    content: translate({
      id: 'solutions.security.api.content',
      message:
        'Testing of REST, GraphQL, SOAP and gRPC APIs against the OWASP API Security Top 10 (2023), with protection against automated abuse and alerts into your SIEM.',
    }),
    route: paths.apiSecurity,
  },
  {
    id: 'thick-client',
    label: translate({id: 'solutions.security.thickClient.label', message: 'Thick Client Security'}),
    title: translate({id: 'solutions.security.thickClient.title', message: 'Thick Client Security'}),
    content: translate({
      id: 'solutions.security.thickClient.content',
      message:
        'Assessment of installed desktop applications: their binaries, local storage, memory, network traffic and the servers and databases they connect to.',
    }),
    route: paths.thickClientSecurity,
  },
  {
    id: 'secure-code-review',
    label: translate({id: 'solutions.security.secureCode.label', message: 'Secure Code Review'}),
    title: translate({id: 'solutions.security.secureCode.title', message: 'Secure Code Review'}),
    content: translate({
      id: 'solutions.security.secureCode.content',
      message:
        'Static analysis of your whole codebase and a manual review of its riskiest parts, to find vulnerabilities early, when they are cheapest to fix.',
    }),
    route: paths.secureCodeReview,
  },
  {
    id: 'database-security',
    label: translate({id: 'solutions.security.database.label', message: 'Database Security'}),
    title: translate({id: 'solutions.security.database.title', message: 'Database Security'}),
    content: translate({
      id: 'solutions.security.database.content',
      message:
        'Review of database configuration, accounts and privileges, encryption, auditing and backups, measured against recognised hardening benchmarks.',
    }),
    route: paths.databaseSecurity,
  },
];

/** The tab sets a page can show with `<TabBlock tabs="…" />`. */
export const solutionTabSets: Record<SolutionTabSetId, SolutionTab[]> = {
  accessibility: accessibilityTabs,
  testing: testingTabs,
  security: securityTabs,
};
