import {company} from '../company';
import {reviewedBy, type ConformanceEvidence, type ReportRow} from './report';

/**
 * The conformance report as an OpenACR document (GSA's machine-readable ACR
 * format, schema 0.1.0, catalog "2.5-edition-wcag-2.2-en"; issue 64, D100):
 * the same rows as the page, written at build time beside it
 * (`/TrendSoft/Accessibility-Conformance-Report.yaml`). Validated against the
 * schema in ./openacr/ by the tests.
 */
export const openAcrPath = '/TrendSoft/Accessibility-Conformance-Report.yaml';

export interface OpenAcrCriterion {
  num: string;
  components: {name: 'web'; adherence: {level: string; notes: string}}[];
}

export interface OpenAcrReport {
  title: string;
  product: {name: string; version: string; description: string};
  author: {name: string; company_name: string; email: string; website: string};
  vendor: {name: string; company_name: string; email: string; website: string};
  report_date: string;
  last_modified_date: string;
  notes: string;
  evaluation_methods_used: string;
  legal_disclaimer: string;
  license: string;
  catalog: string;
  chapters: {
    success_criteria_level_a: {notes: string; criteria: OpenAcrCriterion[]};
    success_criteria_level_aa: {notes: string; criteria: OpenAcrCriterion[]};
    success_criteria_level_aaa: {disabled: boolean; notes: string};
  };
}

/** A row's notes: its remark, then what is due, then how it was checked. */
function notesOf(row: ReportRow): string {
  const checks = row.automated.checks.map((check) => `${check.title}: ${check.passed ? 'passed' : 'failed'} (${check.runs.join(', ')})`);
  const reviewed = row.review ? [reviewedBy(row.review)] : [];
  const parts = [row.remarks, ...(row.due ? [row.due] : []), ...reviewed, ...(checks.length > 0 ? [`Checks: ${checks.join('; ')}.`] : [])];
  return parts.join('\n\n');
}

export function openAcrReport(rows: readonly ReportRow[], evidence: ConformanceEvidence, siteUrl: string): OpenAcrReport {
  const contact = {name: company.fullName, company_name: company.fullName, email: company.email, website: siteUrl};
  const date = evidence.generated.slice(0, 10);
  const criteriaAt = (level: 'A' | 'AA') =>
    rows
      .filter((row) => row.criterion.level === level)
      .map((row) => ({num: row.criterion.id, components: [{name: 'web' as const, adherence: {level: row.level, notes: notesOf(row)}}]}));
  return {
    title: `${company.fullName} Accessibility Conformance Report`,
    product: {
      name: `${company.fullName} website`,
      version: evidence.commit,
      description: `The public website ${siteUrl}, every page in English and Hindi (${evidence.pageCount} pages).`,
    },
    author: contact,
    vendor: contact,
    report_date: date,
    last_modified_date: date,
    notes:
      'Generated from the website’s own automated checks and recorded reviews on every release. A level of not-evaluated on an A or AA row means a decision is due: the row’s notes say why.',
    evaluation_methods_used: `axe-core ${evidence.axeVersion} in Chromium, Firefox and WebKit at phone and desktop widths; the W3C Nu HTML Checker; scripted keyboard, focus, zoom, reflow, orientation, text-spacing, forced-colours, language, hover and form checks on every page; and reviews where a criterion needs judgement, each naming its reviewer, whether a person confirmed it, and its method.`,
    legal_disclaimer: 'This report describes the website as checked on the date given. It is not a warranty.',
    license: 'CC-BY-4.0',
    catalog: '2.5-edition-wcag-2.2-en',
    chapters: {
      success_criteria_level_a: {notes: 'WCAG 2.2 Level A, with 4.1.1 Parsing as the VPAT 2.5 lists it.', criteria: criteriaAt('A')},
      success_criteria_level_aa: {notes: 'WCAG 2.2 Level AA.', criteria: criteriaAt('AA')},
      success_criteria_level_aaa: {disabled: true, notes: 'Level AAA is not claimed and was not evaluated.'},
    },
  };
}
