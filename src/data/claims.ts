/**
 * Every figure and claim about the company that the copy may make (docs/product.md
 * §9, D2), in one place. `npm run check:content` fails on a figure or claim in a
 * page that none of these matches, so a writer cannot add "500+ certified
 * auditors" without it being listed here first, in a reviewed change.
 *
 * None is confirmed by the company yet: `evidence` is where one would say what
 * backs it (a contract count, a certificate, a support rota) and who confirmed it.
 */
export interface Claim {
  id: string;
  /** The claim as the English copy words it. */
  says: string;
  /** Matches the claim as the pages write it, in English and in Hindi (global: every place it is made). */
  matches: RegExp;
  /** What backs the claim and who confirmed it; unset until the company does. */
  evidence?: string;
}

export const claims: readonly Claim[] = [
  {id: 'happy-clients', says: '500+ happy clients', matches: /500\+\s*(?:happy clients|संतुष्ट ग्राहक)/gi},
  {id: 'clients-served', says: '150+ clients served', matches: /150\+\s*(?:clients|ग्राहक)/gi},
  {id: 'projects', says: '200+ projects', matches: /200\+\s*(?:projects|परियोजना)/gi},
  {id: 'countries', says: '50+ countries', matches: /50\+\s*(?:countries|देश)/gi},
  {id: 'client-retention', says: '98% client retention', matches: /98\s*%\s*(?:client retention|ग्राहक)/gi},
  {id: 'support-24-7', says: '24/7 support', matches: /24\s*\/\s*7(?:\s+(?:support|सहायता))?/gi},
  {id: 'fortune-500', says: 'Trusted by Fortune 500 companies', matches: /(?:Trusted by )?Fortune 500(?: companies| कंपनियों)?/gi},
  {id: 'wcag-certified', says: 'WCAG 2.1 AA certified', matches: /WCAG 2\.1 AA (?:certified|प्रमाणित)/gi},
  {
    id: 'risky-applications',
    says: 'In our own assessments, 90% of applications carry medium-to-high-risk flaws',
    matches: /90\s*%\s*(?:of applications|एप्लिकेशन)/gi,
  },
];
