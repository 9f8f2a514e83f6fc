/**
 * Marks a test as evidence for the accessibility conformance report (D74):
 * `npm run conformance` runs the tests tagged so and records, per WCAG success
 * criterion, which passed where. Tag a test only with criteria it checks.
 */
export function evidenceFor(...criteria: string[]): {tag: string[]} {
  return {tag: criteria.map((criterion) => `@sc-${criterion}`)};
}

/** A test that runs axe: its evidence is axe's rules for each criterion (their wcagNNN tags). */
export function axeEvidence(...criteria: string[]): {tag: string[]} {
  return {tag: ['@axe', ...evidenceFor(...criteria).tag]};
}
