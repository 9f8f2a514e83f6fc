/**
 * What a person has judged of the site against a success criterion (issue 43,
 * D74). Empty until an auditor has reviewed a criterion: the report never
 * claims beyond what was checked, so a criterion only a person can judge reads
 * "Not evaluated" until it has an entry here. `npm run conformance` refuses an
 * entry that says "supports" while an automated check of the same criterion
 * fails.
 */
export type ConformanceLevel = 'supports' | 'partially-supports' | 'does-not-support' | 'not-evaluated';

export interface CriterionReview {
  /** The success criterion's number, e.g. "1.4.11". */
  criterion: string;
  level: Exclude<ConformanceLevel, 'not-evaluated'>;
  /** What the person found, written for a buyer: where it holds, and any exception. */
  remarks: string;
  /** How it was judged: tools, assistive technologies, browsers and pages. */
  method: string;
  /** Who judged it, by role ("Accessibility auditor, Trendsoft"). */
  reviewer: string;
  /** When, as YYYY-MM-DD. */
  date: string;
}

export const criterionReviews: readonly CriterionReview[] = [];
