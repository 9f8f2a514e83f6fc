/** @jest-environment node */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv from 'ajv';
import {parse, stringify} from 'yaml';
import evidence from '@site/src/data/conformance/evidence.json';
import {openAcrReport} from '@site/src/data/conformance/openacr';
import {conformanceRows} from '@site/src/data/conformance/report';
import {criterionReviews} from '@site/src/data/conformance/reviews';
import {currentFingerprints} from '@site/plugins/conformance';

// Issue 64, D100: the report is published as OpenACR, valid against GSA's schema (copied in
// src/data/conformance/openacr/), with the page's rows.
const root = join(__dirname, '..', '..');
const schema = JSON.parse(readFileSync(join(root, 'src/data/conformance/openacr/openacr-0.1.0.schema.json'), 'utf8')) as object;
const rows = conformanceRows(evidence, criterionReviews, currentFingerprints(root));
const report = openAcrReport(rows, evidence, 'https://www.trendsoft.example');

describe('the OpenACR report (D100)', () => {
  it('is valid against the OpenACR 0.1.0 schema, as the YAML the build writes', () => {
    const validate = new Ajv({allErrors: true, strict: false}).compile(schema);
    const written: unknown = parse(stringify(report, {lineWidth: 0, aliasDuplicateObjects: false}));
    expect(validate(written) ? [] : validate.errors).toEqual([]);
    // The schema requires little: the test would pass on an empty report without these.
    expect(validate({title: 'x', product: {name: 'x'}})).toBe(false);
  });

  it('has every A and AA row of the report, with its level, in the catalog’s chapters', () => {
    const {success_criteria_level_a: levelA, success_criteria_level_aa: levelAA} = report.chapters;
    expect(levelA.criteria).toHaveLength(32);
    expect(levelAA.criteria).toHaveLength(24);
    const written = [...levelA.criteria, ...levelAA.criteria].map((criterion) => [criterion.num, criterion.components[0]!.adherence.level]);
    expect(written).toEqual(
      [...rows.filter((row) => row.criterion.level === 'A'), ...rows.filter((row) => row.criterion.level === 'AA')].map((row) => [
        row.criterion.id,
        row.level,
      ]),
    );
    expect(report.catalog).toBe('2.5-edition-wcag-2.2-en');
    expect(report.chapters.success_criteria_level_aaa.disabled).toBe(true);
  });

  it('gives each row its remark, anything due, and the checks behind it', () => {
    const parsing = report.chapters.success_criteria_level_a.criteria.find((criterion) => criterion.num === '4.1.1')!;
    expect(parsing.components[0]!.adherence).toMatchObject({level: 'supports', notes: expect.stringMatching(/always satisfied/)});
    const captions = report.chapters.success_criteria_level_a.criteria.find((criterion) => criterion.num === '1.2.2')!;
    expect(captions.components[0]!.adherence.notes).toMatch(/no page holds audio, video, an embedded player or an object: passed/);
  });
});
