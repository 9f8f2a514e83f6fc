/**
 * The ten industries of docs/product.md §4 in the page's order, written out here (not
 * read from src/data) so that a renamed or missing industry fails the tests.
 */
export const industryNames = [
  'Education',
  'Healthcare',
  'Government',
  'Finance & Banking',
  'Retail & E-commerce',
  'Legal',
  'Technology',
  'Hospitality',
  'Non-Profit Organizations',
  'Media & Entertainment',
];
