import {translate} from '@docusaurus/Translate';

/**
 * A figure of the hero or the stats cards (D20). A number `value` counts up
 * and `suffix` follows it unchanged ("+", "%"); a text `value` such as "24/7"
 * names a service level, not a quantity, so it is shown as it is.
 */
export interface CounterRecord {
  id: string;
  value: number | string;
  suffix?: string;
  label: string;
}

/** A card of the "why us" row (docs/product.md §4 feature cards). */
export interface FeatureRecord {
  id: string;
  title: string;
  description: string;
  tags: string[];
}

/** The claims beside the home page's heading: docs/product.md §9, word for word. */
export const heroClaims: {id: string; text: string}[] = [
  {id: 'wcag', text: translate({id: 'home.claim.wcag', message: 'WCAG 2.1 AA certified'})},
  {id: 'fortune500', text: translate({id: 'home.claim.fortune500', message: 'Trusted by Fortune 500 companies'})},
  {id: 'clients', text: translate({id: 'home.claim.clients', message: '500+ happy clients'})},
];

/** docs/product.md §9: the hero counters, which count up on load. */
export const heroCounters: CounterRecord[] = [
  {id: 'projects', value: 200, suffix: '+', label: translate({id: 'home.counter.projects', message: 'Projects delivered'})},
  {id: 'clients', value: 150, suffix: '+', label: translate({id: 'home.counter.clients', message: 'Clients served'})},
  {id: 'support', value: '24/7', label: translate({id: 'home.counter.support', message: 'Support'})},
];

/**
 * docs/product.md §9: the stats beside the mission, which count up once
 * scrolled into view. Only the figures the hero does not show: each figure
 * appears once on the page (issue 31).
 */
export const homeStats: CounterRecord[] = [
  {id: 'countries', value: 50, suffix: '+', label: translate({id: 'home.stat.countries', message: 'Countries reached'})},
  {id: 'retention', value: 98, suffix: '%', label: translate({id: 'home.stat.retention', message: 'Client retention'})},
];

/** docs/product.md §4 Home page: agile testing, flexible team scaling, security-first. */
export const homeFeatures: FeatureRecord[] = [
  {
    id: 'agile-testing',
    title: translate({id: 'home.feature.agile.title', message: 'Agile testing'}),
    description: translate({
      id: 'home.feature.agile.description',
      message:
        'Our testers join your sprint rhythm: they review stories before development starts, test each build as it lands and report defects in your own tracker, so problems are fixed while the code is still fresh.',
    }),
    tags: [
      translate({id: 'home.feature.agile.tag.sprint', message: 'Sprint-aligned'}),
      translate({id: 'home.feature.agile.tag.regression', message: 'Regression suites'}),
      translate({id: 'home.feature.agile.tag.ci', message: 'CI integration'}),
    ],
  },
  {
    id: 'team-scaling',
    title: translate({id: 'home.feature.scaling.title', message: 'Flexible team scaling'}),
    description: translate({
      id: 'home.feature.scaling.description',
      message:
        'Start with one specialist for an audit and add testers or security analysts for a release or a remediation push. You pay for the capacity you use, and the people who know your product stay on it.',
    }),
    tags: [
      translate({id: 'home.feature.scaling.tag.onDemand', message: 'On-demand capacity'}),
      translate({id: 'home.feature.scaling.tag.dedicated', message: 'Dedicated teams'}),
      translate({id: 'home.feature.scaling.tag.timezones', message: 'India and USA offices'}),
    ],
  },
  {
    id: 'security-first',
    title: translate({id: 'home.feature.security.title', message: 'Security-first'}),
    description: translate({
      id: 'home.feature.security.description',
      message:
        'Your code, data and test accounts are handled under least-privilege access and agreed retention rules, and our test plans include checks drawn from the OWASP Top 10, whatever the engagement.',
    }),
    tags: [
      translate({id: 'home.tag.owaspTop10', message: 'OWASP Top 10'}),
      translate({id: 'home.feature.security.tag.leastPrivilege', message: 'Least-privilege access'}),
      translate({id: 'home.feature.security.tag.nda', message: 'Confidentiality by contract'}),
    ],
  },
];
