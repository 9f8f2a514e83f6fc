/**
 * Every figure and claim about the company that the copy may make (docs/product.md
 * §9, D2), in one place, each to be confirmed by the company before launch
 * (issue 43, D69). `npm run check:content` fails on a figure or claim in a page
 * that none of these matches, so a writer cannot add "500+ certified auditors"
 * without it being listed here first, in a reviewed change; `npm run
 * launch-check` lists every one still unconfirmed, and a production build for
 * the real address refuses them.
 *
 * To confirm a claim, fill in its `evidence`: what backs it, who at the company
 * confirmed it, and when. Until then the site keeps the product's wording.
 */
export interface ClaimEvidence {
  /** What backs the claim: a contract count, a certificate and its issuer, a support rota… */
  what: string;
  /** Who at the company confirmed it. */
  confirmedBy: string;
  /** When, as YYYY-MM-DD. */
  on: string;
}

export interface Claim {
  id: string;
  /** The claim as the English copy words it. */
  says: string;
  /** Matches the claim as the pages write it, in English and in Hindi (global: every place it is made). */
  matches: RegExp;
  /** Why this claim needs more than a confirmation: what a buyer would ask to see. */
  needsEvidence?: string;
  /** Where a figure is shown that the copy does not spell out (a counter's number, suffix and label). */
  shownIn?: string;
  /** Another claim a reader sees beside this one and cannot square with it. */
  contradicts?: {claim: string; why: string};
  /** Unset until the company confirms the claim. */
  evidence?: ClaimEvidence;
}

export const claims: readonly Claim[] = [
  {
    id: 'happy-clients',
    says: '500+ happy clients',
    matches: /500\+\s*(?:happy clients|संतुष्ट ग्राहक)/gi,
    contradicts: {
      claim: 'clients-served',
      why: 'the home page shows both on its first screen: 500+ clients in one place, 150+ in the next',
    },
  },
  {
    id: 'clients-served',
    says: '150+ clients served',
    matches: /150\+\s*(?:clients|ग्राहक)/gi,
    shownIn: 'the home hero\'s counters (src/data/home.ts, heroCounters "clients")',
  },
  {
    id: 'projects',
    says: '200+ projects delivered',
    matches: /200\+\s*(?:projects|परियोजना)/gi,
    shownIn: 'the home hero\'s counters (src/data/home.ts, heroCounters "projects")',
  },
  {
    id: 'countries',
    says: '50+ countries reached',
    matches: /50\+\s*(?:countries|देश)/gi,
    shownIn: 'the home page\'s stats (src/data/home.ts, homeStats "countries")',
  },
  {
    id: 'client-retention',
    says: '98% client retention',
    matches: /98\s*%\s*(?:client retention|ग्राहक)/gi,
    shownIn: 'the home page\'s stats (src/data/home.ts, homeStats "retention")',
  },
  {
    id: 'support-24-7',
    says: '24/7 support',
    matches: /24\s*\/\s*7(?:\s+(?:support|सहायता))?/gi,
    shownIn: 'the home hero\'s counters (src/data/home.ts, heroCounters "support")',
    needsEvidence: 'round-the-clock support needs a way to reach it: a phone number, or the channel and hours a client is given',
  },
  {
    id: 'fortune-500',
    says: 'Trusted by Fortune 500 companies',
    matches: /(?:Trusted by )?Fortune 500(?: companies| कंपनियों)?/gi,
    needsEvidence: 'a buyer will ask which companies: it needs at least one Fortune 500 client who agrees to be named',
  },
  {
    id: 'wcag-certified',
    says: 'WCAG 2.1 AA certified',
    matches: /WCAG 2\.1 AA (?:certified|प्रमाणित)/gi,
    needsEvidence:
      'the W3C certifies no one: a certification needs its issuer and what it covers (staff credentials such as IAAP CPACC/WAS, or a third-party audit of a named product); and every page sells WCAG 2.2 audits',
  },
  {
    id: 'risky-applications',
    says: 'In our own assessments, 90% of applications carry medium-to-high-risk flaws',
    matches: /90\s*%\s*(?:of applications|एप्लिकेशन)/gi,
    needsEvidence: 'a share of "our own assessments" needs the count behind it: how many assessments, over which period',
  },
];
