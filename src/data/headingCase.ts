/**
 * Issue 43, D78: headings are in sentence case, except the labels the product
 * fixes and the names of things (services, documents, standards, places). Read
 * by check:content from the pages' sources, where a writer sees it in seconds,
 * and by tests/e2e/heading-case.spec.ts from the built pages, where components'
 * headings are too. A page's own name (its h1, the route table's) is fixed too.
 */

/** Headings whose wording docs/product.md fixes, or that are a name as a whole. */
export const fixedHeadings: ReadonlySet<string> = new Set([
  // Labels docs/product.md §3 and §4 fix.
  'Want to Know More?',
  'Want to Join Our Team?',
  'Get In Touch',
  'Solutions We Offer',
  'Our Clients',
  'Far More Than Just a Career.',
  'Eligibility Criteria',
  // The industries of product §4 and the services of the menus: names.
  'Finance & Banking',
  'Retail & E-commerce',
  'Non-Profit Organizations',
  'Media & Entertainment',
  'Web App Security',
  'Mobile App Security',
  // Documents' names.
  'Accessibility Statement',
  'Accessibility Conformance Report',
  'Terms of Service',
  'Site Map',
  // The VPAT 2.5 template's own headings, which the report's VPAT-layout document keeps (D100).
  'Trendsoft Technologies Accessibility Conformance Report',
  'WCAG 2.x Report',
  'Legal Disclaimer (Trendsoft Technologies)',
]);

/** Names inside a heading: products, tools, panels, places and standards, as their owners write them. */
export const namesInHeadings = [
  'Trendsoft',
  'Word',
  'Acrobat',
  'Object Export Options',
  'Articles',
  'Windows 10 Mobile',
  'OWASP API Security Top 10',
  'OWASP Top 10',
  'Hyderabad',
  'Telangana',
  'Mangalagiri',
  'Andhra Pradesh',
  'Leander',
  'Texas',
  // Languages (the component library's Hindi examples, D114).
  'Hindi',
];

/** An OWASP entry is headed by its code and its official title ("A01:2021 Broken Access Control"). */
export const owaspEntry = /^(A\d{2}|API\d{1,2}):\d{4} /;

/** The words after the first that start with a capital and are not an acronym or a mixed-case name (PDF, InDesign). */
export function titleCaseWords(heading: string, alsoFixed: ReadonlySet<string> = new Set()): string[] {
  if (fixedHeadings.has(heading) || alsoFixed.has(heading) || owaspEntry.test(heading)) return [];
  // The first word is capitalised in any case; a numbered heading's first word follows its number.
  let withoutNames = heading;
  for (const name of namesInHeadings) withoutNames = withoutNames.replaceAll(name, 'name');
  // WCAG's conformance levels are names too: "level A", "levels A and AA".
  withoutNames = withoutNames.replace(/\blevels? A{1,3}(?: and A{1,3})?\b/g, 'level name');
  const afterFirst = withoutNames.replace(/^\d+\.\s+/, '').replace(/^\S+\s*/, '');
  return afterFirst.split(/\s+/).filter((word) => /^[A-Z]/.test(word) && word.replace(/[^A-Z]/g, '').length === 1);
}
