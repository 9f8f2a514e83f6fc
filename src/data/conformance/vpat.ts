import type {OpenAcrReport} from './openacr';
import type {ReportRow, RowLevel} from './report';

/**
 * The conformance report in the VPAT® 2.5 WCAG edition's layout, as one
 * printable HTML document (issue 64, D100): the product facts, the evaluation
 * methods, the standards table, the terms, then Table 1 (Level A) and Table 2
 * (Level AA) with the template's three columns. It is written at build time
 * from the same OpenACR object as the YAML beside it, so the two never differ,
 * and stands alone (no script, its own styles) so it prints and saves as it is.
 */
export const vpatPath = '/TrendSoft/Accessibility-Conformance-Report-VPAT.html';

/** The VPAT's own terms for the levels; an undecided A or AA row says what it is. */
const vpatLevelNames: Record<RowLevel, string> = {
  supports: 'Supports',
  'partially-supports': 'Partially Supports',
  'does-not-support': 'Does Not Support',
  'not-applicable': 'Not Applicable',
  'not-evaluated': 'Decision due',
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Plain text with its blank-line paragraphs kept. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');

const styles = `
:root { color: #1a1a2e; background: #fff; font: 100%/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
body { max-width: 70rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.75rem; line-height: 1.2; }
h2 { margin-top: 2.5rem; font-size: 1.35rem; }
a { color: #0b4ea2; }
a:focus-visible { outline: 3px solid #0b4ea2; outline-offset: 2px; }
dt { font-weight: 700; }
dd { margin: 0 0 0.75rem; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; font-size: 0.9375rem; }
caption { text-align: start; font-weight: 700; padding-bottom: 0.5rem; }
th, td { border: 1px solid #6b6b80; padding: 0.5rem; text-align: start; vertical-align: top; }
thead th { background: #e8ecf4; }
td p { margin: 0 0 0.5rem; }
td p:last-child { margin-bottom: 0; }
.level { white-space: nowrap; font-weight: 700; }
@media print {
  body { max-width: none; padding: 0; font-size: 10pt; }
  a { color: inherit; }
  tr { break-inside: avoid; }
  thead { display: table-header-group; }
}
`;

function criteriaTable(caption: string, rows: readonly ReportRow[], notes: Map<string, string>): string {
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(`${row.criterion.id} ${row.criterion.name}`)} (Level ${row.criterion.level})</th>` +
        `<td class="level">${vpatLevelNames[row.level]}</td><td>${paragraphs(notes.get(row.criterion.id) ?? row.remarks)}</td></tr>`,
    )
    .join('\n');
  return `<table><caption>${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">Criteria</th><th scope="col">Conformance Level</th><th scope="col">Remarks and Explanations</th></tr></thead>
<tbody>
${body}
</tbody></table>`;
}

/** The whole document. `reportUrl` is the page it prints, which it links back to. */
export function vpatDocument(report: OpenAcrReport, rows: readonly ReportRow[], reportUrl: string, openAcrUrl: string): string {
  const notes = new Map(
    [...report.chapters.success_criteria_level_a.criteria, ...report.chapters.success_criteria_level_aa.criteria].map((criterion) => [
      criterion.num,
      criterion.components[0]!.adherence.notes,
    ]),
  );
  const facts: [string, string][] = [
    ['Name of Product/Version', `${report.product.name}, release ${report.product.version}`],
    ['Report Date', report.report_date],
    ['Product Description', report.product.description],
    ['Contact Information', `${report.vendor.company_name}, ${report.vendor.email}`],
    ['Notes', report.notes],
    ['Evaluation Methods Used', report.evaluation_methods_used],
  ];
  const standards: [string, string][] = [
    ['Web Content Accessibility Guidelines 2.0', 'Level A (Yes), Level AA (Yes), Level AAA (No)'],
    ['Web Content Accessibility Guidelines 2.1', 'Level A (Yes), Level AA (Yes), Level AAA (No)'],
    ['Web Content Accessibility Guidelines 2.2', 'Level A (Yes), Level AA (Yes), Level AAA (No)'],
  ];
  const terms: [string, string][] = [
    [
      'Supports',
      'The functionality of the product has at least one method that meets the criterion without known defects or meets with equivalent facilitation.',
    ],
    ['Partially Supports', 'Some functionality of the product does not meet the criterion.'],
    ['Does Not Support', 'The majority of product functionality does not meet the criterion.'],
    ['Not Applicable', 'The criterion is not relevant to the product.'],
    [
      'Decision due',
      'Not a VPAT term. This report is generated on every release; a row reads so while the checks or a person’s review that decide it are missing or out of date, and its remarks say why.',
    ],
  ];
  const definitionList = (items: [string, string][]) =>
    `<dl>${items.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(report.title)} (VPAT® 2.5 WCAG edition)</title>
<meta name="robots" content="noindex">
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(report.title)}</h1>
<p>Based on VPAT® Version 2.5 (WCAG edition). The same report as <a href="${escapeHtml(reportUrl)}">the web page</a>, and as <a href="${escapeHtml(openAcrUrl)}" type="application/yaml">OpenACR (YAML)</a>.</p>
${definitionList(facts)}
<h2>Applicable Standards/Guidelines</h2>
<table><caption>Standards and guidelines this report covers</caption>
<thead><tr><th scope="col">Standard/Guideline</th><th scope="col">Included In Report</th></tr></thead>
<tbody>${standards.map(([standard, included]) => `<tr><th scope="row">${standard}</th><td>${included}</td></tr>`).join('')}</tbody></table>
<h2>Terms</h2>
${definitionList(terms)}
<h2>WCAG 2.x Report</h2>
<p>${escapeHtml(report.chapters.success_criteria_level_a.notes)}</p>
${criteriaTable(
  'Table 1: Success Criteria, Level A',
  rows.filter((row) => row.criterion.level === 'A'),
  notes,
)}
${criteriaTable(
  'Table 2: Success Criteria, Level AA',
  rows.filter((row) => row.criterion.level === 'AA'),
  notes,
)}
<p>Table 3: Success Criteria, Level AAA. ${escapeHtml(report.chapters.success_criteria_level_aaa.notes)}</p>
<h2>Legal Disclaimer (${escapeHtml(report.vendor.company_name)})</h2>
<p>${escapeHtml(report.legal_disclaimer)} VPAT® is a registered trademark of the Information Technology Industry Council (ITI).</p>
</main>
</body>
</html>
`;
}
