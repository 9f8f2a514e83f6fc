import {translate} from '@docusaurus/Translate';
import {paths, type ServiceIconId} from '@site/src/data/navigation';

/** docs/product.md §4 service cards: title, desc, tags; `to` is the service's page, whose icon (the id) the card shows. */
export interface ServiceCardRecord {
  id: ServiceIconId;
  title: string;
  desc: string;
  tags: string[];
  to: string;
}

/** The home page's six service cards (docs/product.md §9), two from each service line. */
export const serviceCards: ServiceCardRecord[] = [
  {
    id: 'web-accessibility',
    title: translate({id: 'home.service.webAccessibility.title', message: 'Web Accessibility'}),
    desc: translate({
      id: 'home.service.webAccessibility.desc',
      message:
        'Audits against WCAG 2.2 AA with screen readers, keyboard and zoom, a prioritised list of fixes, and a retest once your team has made them.',
    }),
    tags: [
      translate({id: 'home.service.tag.wcag', message: 'WCAG 2.2'}),
      translate({id: 'home.service.tag.section508', message: 'Section 508'}),
      translate({id: 'home.service.tag.screenReaders', message: 'Screen readers'}),
    ],
    to: paths.webAccessibility,
  },
  {
    id: 'document-accessibility',
    title: translate({id: 'home.service.documentAccessibility.title', message: 'Document Accessibility'}),
    desc: translate({
      id: 'home.service.documentAccessibility.desc',
      message:
        'Remediation of PDF files, PDF forms, Word documents and PowerPoint decks: tags, reading order, alternative text and form fields that assistive technology can use.',
    }),
    tags: [
      translate({id: 'home.service.tag.pdfUa', message: 'PDF/UA'}),
      translate({id: 'home.service.tag.office', message: 'Word and PowerPoint'}),
      translate({id: 'home.service.tag.forms', message: 'Accessible forms'}),
    ],
    to: paths.documentAccessibility,
  },
  {
    id: 'functional-testing',
    title: translate({id: 'home.service.functionalTesting.title', message: 'Functional Testing'}),
    desc: translate({
      id: 'home.service.functionalTesting.desc',
      message:
        'Test cases written from your requirements, run by hand and automated where it pays off, so each release does what your users expect.',
    }),
    tags: [
      translate({id: 'home.service.tag.manual', message: 'Manual testing'}),
      translate({id: 'home.service.tag.automation', message: 'Test automation'}),
      translate({id: 'home.service.tag.regression', message: 'Regression'}),
    ],
    to: paths.functionalTesting,
  },
  {
    id: 'performance-testing',
    title: translate({id: 'home.service.performanceTesting.title', message: 'Performance Testing'}),
    desc: translate({
      id: 'home.service.performanceTesting.desc',
      message:
        'Load, stress and endurance tests that show how your application behaves at peak traffic, and where the bottleneck is before your users find it.',
    }),
    tags: [
      translate({id: 'home.service.tag.load', message: 'Load testing'}),
      translate({id: 'home.service.tag.stress', message: 'Stress testing'}),
      translate({id: 'home.service.tag.capacity', message: 'Capacity planning'}),
    ],
    to: paths.performanceTesting,
  },
  {
    id: 'web-app-security',
    title: translate({id: 'home.service.webAppSecurity.title', message: 'Web App Security'}),
    desc: translate({
      id: 'home.service.webAppSecurity.desc',
      message:
        'Black box and white box assessments of your web applications against the OWASP Top 10, with findings ranked by risk and clear steps to fix them.',
    }),
    tags: [
      translate({id: 'home.tag.owaspTop10', message: 'OWASP Top 10'}),
      translate({id: 'home.service.tag.pentest', message: 'Penetration testing'}),
      translate({id: 'home.service.tag.waf', message: 'WAF'}),
    ],
    to: paths.webAppSecurity,
  },
  {
    id: 'api-security',
    title: translate({id: 'home.service.apiSecurity.title', message: 'API Security'}),
    desc: translate({
      id: 'home.service.apiSecurity.desc',
      message:
        'Testing of REST, GraphQL and SOAP APIs against the OWASP API Security Top 10, including broken authorisation, bot abuse and data exposure.',
    }),
    tags: [
      translate({id: 'home.service.tag.owaspApi', message: 'OWASP API Top 10'}),
      translate({id: 'home.service.tag.bots', message: 'Bot protection'}),
      translate({id: 'home.service.tag.siem', message: 'SIEM integration'}),
    ],
    to: paths.apiSecurity,
  },
];
