/**
 * What a person has judged of the site against a success criterion (issues 43
 * and 64, D74, D100). A criterion whose `decision` is `review` (./criteria.ts)
 * reads "a decision is due" until it has an entry here; `npm run conformance`
 * and the report refuse an entry that says "supports" while an automated check
 * of the same criterion fails.
 *
 * A review covers the pages it names, each with the Git blob id of its source
 * when reviewed (`git hash-object <file>`, as translations record theirs, D66).
 * When a covered source changes, the row says a re-review is due and
 * `npm run launch-check` lists it: a review never claims more than it saw.
 */
export type ConformanceLevel = 'supports' | 'partially-supports' | 'does-not-support' | 'not-applicable';

export interface ReviewedPage {
  /** The page's source, from the project folder: `pages/About.mdx`. */
  source: string;
  /** Its Git blob id when it was reviewed. */
  fingerprint: string;
}

export interface CriterionReview {
  /** The success criterion's number, e.g. "1.4.11". */
  criterion: string;
  level: ConformanceLevel;
  /** What the person found, written for a buyer: where it holds, and any exception. */
  remarks: string;
  /** How it was judged: what was looked at, with which browsers and tools, and what was not used. */
  method: string;
  /** Who judged it, by role ("Accessibility auditor, Trendsoft"). */
  reviewer: string;
  /** When, as YYYY-MM-DD. */
  date: string;
  /** The pages it covered (WCAG-EM's sample: every template and form, both languages). */
  pages: readonly ReviewedPage[];
}

export const criterionReviews: readonly CriterionReview[] = [];
