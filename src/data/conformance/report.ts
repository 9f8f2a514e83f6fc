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

/** A row's level: one of the VPAT's four for A and AA, or undecided until a person decides it. */
export type RowLevel = ConformanceLevel | 'not-evaluated';

export interface ReportRow {
  criterion: SuccessCriterion;
  principle: Principle;
  level: RowLevel;
  /** What the row says: the verdict and where it holds, or what is left to judge. */
  remarks: string;
  /** Why a person must look at it now: no review yet, a changed page, a condition that stopped holding. */
  due?: string;
  /** The automated checks of this criterion, and a person's review if there is one. */
  automated: {axeRules: string[]; checks: CheckEvidence[]};
  review?: CriterionReview;
}

/** The build plugin that gives the report its reviewed pages' fingerprints (plugins/conformance.ts). */
export const conformancePluginName = 'trendsoft-conformance';

/** The current Git blob id of a page source, by its path from the project folder (undefined if it is gone). */
export type SourceFingerprints = Readonly<Record<string, string | undefined>>;

/** Who reviewed a row, when, whether a person confirmed it, and how: one line for the page and both exports. */
export function reviewedBy(review: CriterionReview): string {
  const confirmation = review.confirmedBy ? `confirmed by ${review.confirmedBy}` : 'not yet confirmed by a person';
  return `Reviewed by ${review.reviewer} on ${review.date}, ${confirmation}: ${review.method}`;
}

/** The review's pages whose source changed since, or is gone. */
export function changedSince(review: CriterionReview, current: SourceFingerprints): string[] {
  return review.pages.filter((page) => current[page.source] !== page.fingerprint).map((page) => page.source);
}

/** The component folder a source belongs to (src/components/Hero), if it is a component's file. */
function componentFolderOf(source: string): string | undefined {
  return /^src\/components\/[^/]+(?=\/)/.exec(source)?.[0];
}

/**
 * Changed sources as a due row names them: several files of one component once, by its
 * folder, so the row stays a line or two on a phone; a lone file by its path.
 */
export function changedSourcesNamed(changed: readonly string[]): string[] {
  const named = changed.map((source) => {
    const folder = componentFolderOf(source);
    return folder && changed.filter((other) => componentFolderOf(other) === folder).length > 1 ? folder : source;
  });
  return [...new Set(named)];
}

/**
 * The report's rows, one per success criterion, from what was checked and
 * nothing else (D100): a failed check makes "Does Not Support" (or, for a
 * criterion that was not applicable, a decision due); checks that decide a
 * criterion alone make "Supports" when they passed; an absence the checks
 * show makes "Not Applicable"; a person's review decides the rest, and says a
 * re-review is due once a page it covered has changed.
 */
export function conformanceRows(
  evidence: ConformanceEvidence,
  reviews: readonly CriterionReview[],
  current: SourceFingerprints = {},
): ReportRow[] {
  const reviewed = new Map(reviews.map((review) => [review.criterion, review]));
  for (const review of reviews) {
    if (!successCriteria.some((criterion) => criterion.id === review.criterion)) {
      throw new Error(`A review names ${review.criterion}, which is not a WCAG 2.2 A or AA success criterion`);
    }
  }
  return successCriteria.map((criterion): ReportRow => {
    const axeRules = evidence.axeRules[axeTagOf(criterion.id)] ?? [];
    const tagged = evidence.checks.filter((check) => check.tags.includes(`@sc-${criterion.id}`));
    const checks = [...(axeRules.length > 0 ? evidence.checks.filter((check) => check.tags.includes('@axe')) : []), ...tagged];
    const failed = checks.filter((check) => !check.passed);
    const review = reviewed.get(criterion.id);
    const changed = review ? changedSince(review, current) : [];
    const reReview =
      changed.length > 0
        ? `A re-review is due: ${changedSourcesNamed(changed).join(', ')} changed since the review of ${review!.date}.`
        : undefined;
    const row = {criterion, principle: principleOf(criterion.id), automated: {axeRules, checks}, review};
    const fromReview = (): ReportRow => ({...row, level: review!.level, remarks: review!.remarks, ...(reReview ? {due: reReview} : {})});
    const failures = `Failed: ${failed.map((check) => check.title).join('; ')}.`;
    const {decision} = criterion;
    const notRun: ReportRow = {
      ...row,
      level: 'not-evaluated',
      remarks: 'Its check has not run.',
      due: 'A decision is due: its check has not run.',
    };

    if (failed.length > 0) {
      if (review?.level === 'supports' || review?.level === 'not-applicable') {
        throw new Error(
          `${criterion.id}: a review says ${review.level}, but automated checks fail: ${failed.map((check) => check.title).join('; ')}`,
        );
      }
      if (review) return fromReview();
      // What was absent is there now: whether it meets the criterion is for a person to say.
      if (decision.by === 'absence') {
        return {
          ...row,
          level: 'not-evaluated',
          remarks: `It applies now, and no one has decided it. ${failures}`,
          due: `A decision is due: the criterion now applies. ${failures}`,
        };
      }
      return {...row, level: 'does-not-support', remarks: failures};
    }
    switch (decision.by) {
      case 'obsolete':
        return {...row, level: 'supports', remarks: decision.remark};
      case 'checks':
        return tagged.length > 0 ? {...row, level: 'supports', remarks: decision.supports} : notRun;
      case 'absence':
        return tagged.length > 0 ? {...row, level: 'not-applicable', remarks: decision.notApplicable} : notRun;
      case 'review':
        return review
          ? fromReview()
          : {
              ...row,
              level: 'not-evaluated',
              remarks: `Not reviewed yet: ${decision.judgement}.`,
              due: 'A decision is due: no one has reviewed it yet.',
            };
    }
  });
}
