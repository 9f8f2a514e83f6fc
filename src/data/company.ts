/**
 * Company facts, kept in one place (D1). The short name forms every page title
 * (`Trendsoft | <Name> Page`); the copyright year is the one docs/product.md §9 gives (D28).
 */
export const company = {
  shortName: 'Trendsoft',
  fullName: 'Trendsoft Technologies',
  // Plain text, not translate(): docusaurus.config.ts loads this file in Node.
  tagline: 'Digital accessibility, software testing and cyber security services for enterprises',
  copyrightYear: 2024,
  /** D26: the tagged PDF that `npm run brochure` renders from brochure/. */
  brochurePath: '/brochure/trendsoft-brochure.pdf',
} as const;
