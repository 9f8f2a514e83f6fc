import {successCriteria, principleOf, axeTagOf, type Principle, type SuccessCriterion} from './criteria';
import type {ConformanceLevel, CriterionReview} from './reviews';

/** One automated check as `npm run conformance` recorded it (./evidence.json). */
export interface CheckEvidence {
  /** The test's title, or the check's name. */
  title: string;
  /** The tags it carries: `@axe`, or `@sc-<criterion>`. */
  tags: string[];
  /** Where it ran: "chromium 375", "firefox 1280"… */
  runs: string[];
  passed: boolean;
}

export interface ConformanceEvidence {
  /** When the checks ran (ISO 8601) and on which commit. */
  generated: string;
  commit: string;
  axeVersion: string;
  /** The pages the checks covered, both languages. */
  pageCount: number;
  /** axe's rules run, by the criterion tag they carry (`wcag143` → rule ids). */
  axeRules: Record<string, string[]>;
  checks: CheckEvidence[];
}

export interface ReportRow {
  criterion: SuccessCriterion;
  principle: Principle;
  level: ConformanceLevel;
  /** What the row says: the verdict, the person's finding, or what is left to judge. */
  remarks: string;
  /** The automated checks of this criterion, and a person's review if there is one. */
  automated: {axeRules: string[]; checks: CheckEvidence[]};
  review?: CriterionReview;
}

/**
 * The report's rows, one per success criterion, from what was checked and
 * nothing else: a failed check makes "does not support"; checks that decide
 * a criterion alone (`decidedBy`) make "supports" when they passed; a
 * person's review decides the rest; without one the row is "not evaluated".
 */
export function conformanceRows(evidence: ConformanceEvidence, reviews: readonly CriterionReview[]): ReportRow[] {
  const reviewed = new Map(reviews.map((review) => [review.criterion, review]));
  for (const review of reviews) {
    if (!successCriteria.some((criterion) => criterion.id === review.criterion)) {
      throw new Error(`A review names ${review.criterion}, which is not a WCAG 2.2 A or AA success criterion`);
    }
  }
  return successCriteria.map((criterion) => {
    const axeRules = evidence.axeRules[axeTagOf(criterion.id)] ?? [];
    const tagged = evidence.checks.filter((check) => check.tags.includes(`@sc-${criterion.id}`));
    const checks = [...(axeRules.length > 0 ? evidence.checks.filter((check) => check.tags.includes('@axe')) : []), ...tagged];
    const failed = checks.filter((check) => !check.passed);
    const review = reviewed.get(criterion.id);
    const row = {criterion, principle: principleOf(criterion.id), automated: {axeRules, checks}, review};
    if (failed.length > 0) {
      if (review?.level === 'supports') {
        throw new Error(
          `${criterion.id}: a review says it is supported, but automated checks fail: ${failed.map((check) => check.title).join('; ')}`,
        );
      }
      return {
        ...row,
        level: review?.level ?? 'does-not-support',
        remarks: review?.remarks ?? `Failed: ${failed.map((check) => check.title).join('; ')}.`,
      };
    }
    if (review) return {...row, level: review.level, remarks: review.remarks};
    if (criterion.decidedBy !== undefined) {
      return tagged.length > 0
        ? {...row, level: 'supports', remarks: criterion.decidedBy}
        : {...row, level: 'not-evaluated', remarks: 'The check that decides it has not run.'};
    }
    return {...row, level: 'not-evaluated', remarks: `Not yet judged by a person: ${criterion.judgement}.`};
  });
}
