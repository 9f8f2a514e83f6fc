import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {successCriteria} from '@site/src/data/conformance/criteria';
import evidence from '@site/src/data/conformance/evidence.json';
import {conformanceRows, type CheckEvidence, type ConformanceEvidence} from '@site/src/data/conformance/report';
import type {CriterionReview} from '@site/src/data/conformance/reviews';

const root = join(__dirname, '..', '..');
const passing = (tags: string[], title = 'a check'): CheckEvidence => ({title, tags, runs: ['desktop-1280'], passed: true});
const base: ConformanceEvidence = {
  generated: '2026-11-27T00:00:00.000Z',
  commit: 'abc1234',
  axeVersion: '4.14.1',
  pageCount: 70,
  axeRules: {wcag111: ['image-alt'], wcag311: ['html-has-lang']},
  checks: [passing(['@axe'], 'axe'), passing(['@sc-1.2.1']), passing(['@sc-3.1.1'])],
};
const review: CriterionReview = {
  criterion: '1.1.1',
  level: 'supports',
  remarks: 'Every image has a fitting alternative.',
  method: 'Screen reader review of every page',
  reviewer: 'Accessibility auditor, Trendsoft',
  date: '2026-12-01',
};
const rowOf = (id: string, evidenceGiven = base, reviews: CriterionReview[] = []) =>
  conformanceRows(evidenceGiven, reviews).find((row) => row.criterion.id === id)!;

describe('the accessibility conformance report (D74)', () => {
  it('has one row per WCAG 2.2 A and AA success criterion: 31 at A, 24 at AA, no 4.1.1', () => {
    const rows = conformanceRows(base, []);
    expect(rows).toHaveLength(55);
    expect(rows.filter((row) => row.criterion.level === 'A')).toHaveLength(31);
    expect(rows.filter((row) => row.criterion.level === 'AA')).toHaveLength(24);
    expect(new Set(rows.map((row) => row.criterion.id)).size).toBe(55);
    expect(rows.map((row) => row.criterion.id)).not.toContain('4.1.1');
  });

  it('says "not evaluated" where only a person can judge, even when every automated check passed', () => {
    const row = rowOf('1.1.1');
    expect(row.level).toBe('not-evaluated');
    expect(row.remarks).toMatch(/^Not yet judged by a person: whether each text alternative/);
    expect(row.automated.axeRules).toEqual(['image-alt']);
  });

  it('says "supports" only where the checks decide the criterion alone and one tagged for it passed', () => {
    expect(rowOf('1.2.1').level).toBe('supports');
    expect(rowOf('3.1.1').level).toBe('supports');
    // Decided by its checks, but none tagged for it ran: not claimed.
    expect(rowOf('3.3.8').level).toBe('not-evaluated');
  });

  it('says "does not support" when a check of the criterion failed, and names the check', () => {
    const failing = {...base, checks: [...base.checks, {...passing(['@sc-1.2.1'], 'no media'), passed: false}]};
    expect(rowOf('1.2.1', failing)).toMatchObject({level: 'does-not-support', remarks: 'Failed: no media.'});
    const axeFailing = {...base, checks: [{...passing(['@axe'], 'axe'), passed: false}]};
    expect(rowOf('1.1.1', axeFailing).level).toBe('does-not-support');
  });

  it('takes a person’s review where there is one, and refuses one that contradicts a failed check', () => {
    expect(rowOf('1.1.1', base, [review])).toMatchObject({level: 'supports', remarks: review.remarks, review});
    const axeFailing = {...base, checks: [{...passing(['@axe'], 'axe'), passed: false}]};
    expect(() => conformanceRows(axeFailing, [review])).toThrow(/1\.1\.1: a review says it is supported, but automated checks fail: axe/);
    expect(() => conformanceRows(base, [{...review, criterion: '4.1.1'}])).toThrow(/4\.1\.1, which is not a WCAG 2\.2 A or AA/);
  });

  it('the committed evidence comes from every check the tests tag, and names only real criteria', () => {
    const recorded = evidence as ConformanceEvidence;
    const criteria = new Set(successCriteria.map((criterion) => `@sc-${criterion.id}`));
    const recordedTags = new Set(recorded.checks.flatMap((check) => check.tags));
    const sources = ['e2e', 'engines'].flatMap((folder) =>
      readdirSync(join(root, 'tests', folder))
        .filter((name) => name.endsWith('.spec.ts'))
        .map((name) => readFileSync(join(root, 'tests', folder, name), 'utf8')),
    );
    const taggedInTests = new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/(?:evidenceFor|axeEvidence)\(([^)]*)\)/g)].flatMap((match) =>
          [...match[1]!.matchAll(/'([\d.]+)'/g)].map((id) => `@sc-${id[1]}`),
        ),
      ),
    );
    for (const tag of taggedInTests) expect({tag, real: criteria.has(tag)}).toEqual({tag, real: true});
    // A tag added to a test without regenerating the report (npm run conformance) fails here.
    expect([...taggedInTests].filter((tag) => !recordedTags.has(tag)).sort()).toEqual([]);
    expect(recordedTags.has('@axe')).toBe(true);
    expect(recorded.pageCount).toBeGreaterThan(0);
  });
});
