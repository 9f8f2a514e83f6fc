import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {translate} from '@docusaurus/Translate';
import type {Principle} from '@site/src/data/conformance/criteria';
import evidence from '@site/src/data/conformance/evidence.json';
import {openAcrPath} from '@site/src/data/conformance/openacr';
import {vpatPath} from '@site/src/data/conformance/vpat';
import {
  conformancePluginName,
  conformanceRows,
  reviewedBy,
  type ReportRow,
  type RowLevel,
  type SourceFingerprints,
} from '@site/src/data/conformance/report';
import {criterionReviews} from '@site/src/data/conformance/reviews';
import {useDefaultHtmlLang} from '@site/src/components/UntranslatedNotice';
import tableStyles from '@site/src/css/stackedTable.module.css';
import styles from './styles.module.css';

// The VPAT 2.5's terms (D100); "Decision due" is no VPAT level but what an undecided row honestly is.
const levelNames: Record<RowLevel, string> = {
  supports: translate({id: 'conformance.level.supports', message: 'Supports'}),
  'partially-supports': translate({id: 'conformance.level.partiallySupports', message: 'Partially Supports'}),
  'does-not-support': translate({id: 'conformance.level.doesNotSupport', message: 'Does Not Support'}),
  'not-applicable': translate({id: 'conformance.level.notApplicable', message: 'Not Applicable'}),
  'not-evaluated': translate({id: 'conformance.level.decisionDue', message: 'Decision due'}),
};

const principleNames: Record<Principle, string> = {
  Perceivable: translate({id: 'conformance.principle.perceivable', message: '1. Perceivable'}),
  Operable: translate({id: 'conformance.principle.operable', message: '2. Operable'}),
  Understandable: translate({id: 'conformance.principle.understandable', message: '3. Understandable'}),
  Robust: translate({id: 'conformance.principle.robust', message: '4. Robust'}),
};

/** Playwright's project names, as a reader says them: "phone-375" → "Chromium 375 px". */
function runName(project: string): string {
  const [engine, width] = project.split('-');
  if (!width) return project;
  const browser = engine === 'firefox' ? 'Firefox' : engine === 'webkit' ? 'WebKit' : 'Chromium';
  return `${browser} ${width} px`;
}

/** How the row was decided: the checks with where they ran and their result, and the review. */
function Evidence({row}: {row: ReportRow}): ReactNode {
  const {axeRules, checks} = row.automated;
  return (
    <ul className={styles.evidence}>
      {row.review && <li>{reviewedBy(row.review)}</li>}
      {checks.map((check) => (
        <li key={check.title}>
          {check.title}
          {check.tags.includes('@axe') && axeRules.length > 0 && (
            <>
              {' '}
              (rules <span className={styles.rules}>{axeRules.join(', ')}</span>)
            </>
          )}
          {'. '}
          {check.runs.map(runName).join(', ')}: {check.passed ? 'passed' : 'failed'}.
        </li>
      ))}
      {checks.length === 0 && !row.review && <li>No check or review yet.</li>}
    </ul>
  );
}

interface ConformanceReportProps {
  /** The page's note on reading the report, written in MDX under a `##` heading: shown after the summary. */
  children?: ReactNode;
}

/**
 * The site's accessibility conformance report (issues 43 and 64, D74, D100):
 * what was evaluated and a count per level first, then the page's note on
 * reading it (the MDX children), then one row per WCAG 2.2 A
 * and AA criterion of the VPAT 2.5 catalog with its level and a short remark;
 * how it was decided (checks, where they ran, a review) waits behind a native
 * disclosure, so a buyer reads verdicts, not tool names. Criterion names and
 * remarks are the English of the standard and the evidence, marked so on the
 * Hindi page. Below 768 px each row stands as a block, so nothing scrolls
 * sideways at 320 px.
 */
export default function ConformanceReport({children}: ConformanceReportProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const englishLang = useDefaultHtmlLang();
  const dataLang = i18n.currentLocale === i18n.defaultLocale ? undefined : englishLang;
  // plugins/conformance.ts: the reviewed pages' sources as they are now, so a changed one shows a re-review due.
  const {fingerprints} = usePluginData(conformancePluginName) as {fingerprints: SourceFingerprints};
  const rows = conformanceRows(evidence, criterionReviews, fingerprints);
  const scopeId = useId();
  const summaryId = useId();
  const counts = (Object.keys(levelNames) as RowLevel[])
    .map((level) => ({level, count: rows.filter((row) => row.level === level).length}))
    .filter(({level, count}) => count > 0 || level !== 'not-evaluated');
  const checkedOn = new Date(evidence.generated).toLocaleDateString(i18n.localeConfigs[i18n.currentLocale]?.htmlLang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const reviewed = rows.filter((row) => row.review).length;
  const columns = {
    criterion: translate({id: 'conformance.column.criterion', message: 'Success criterion'}),
    conformance: translate({id: 'conformance.column.conformance', message: 'Conformance'}),
    remarks: translate({id: 'conformance.column.remarks', message: 'Remarks'}),
  };
  return (
    <div className={clsx('ts-container', styles.report)}>
      <section aria-labelledby={scopeId} className={styles.scope}>
        <h2 id={scopeId}>{translate({id: 'conformance.scope.heading', message: 'What was evaluated'})}</h2>
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>{translate({id: 'conformance.summary.standard', message: 'Standard'})}</dt>
            <dd>
              {translate(
                {
                  id: 'conformance.summary.standardValue',
                  message: 'WCAG 2.2, levels A and AA: the {count} criteria of the VPAT® 2.5 WCAG edition',
                },
                {count: rows.length},
              )}
            </dd>
          </div>
          <div>
            <dt className={styles.term}>{translate({id: 'conformance.summary.scope', message: 'Scope'})}</dt>
            <dd>
              {translate(
                {id: 'conformance.summary.scopeValue', message: 'Every page of this website in English and Hindi: {count} pages'},
                {count: evidence.pageCount},
              )}
            </dd>
          </div>
          <div>
            <dt className={styles.term}>{translate({id: 'conformance.summary.checked', message: 'Checks last run'})}</dt>
            <dd>
              {checkedOn} (<code>{evidence.commit}</code>)
            </dd>
          </div>
          <div>
            <dt className={styles.term}>{translate({id: 'conformance.summary.tools', message: 'Methods'})}</dt>
            <dd>
              {translate(
                {
                  id: 'conformance.summary.methodsValue',
                  message:
                    'axe-core {version} in three browsers, the W3C HTML checker, scripted checks on every page, and reviews of {reviewed} criteria, each naming its reviewer and method',
                },
                {version: evidence.axeVersion, reviewed},
              )}
            </dd>
          </div>
          <div>
            <dt className={styles.term}>{translate({id: 'conformance.summary.download', message: 'The report as files'})}</dt>
            <dd>
              {/* A file, not a page: a plain anchor, which the build's link check leaves alone. */}
              <a href={openAcrPath} type="application/yaml" hrefLang={dataLang} download>
                {translate({id: 'conformance.summary.openAcr', message: 'OpenACR (YAML)'})}
              </a>
              {', '}
              <a href={vpatPath} type="text/html" hrefLang={dataLang}>
                {translate({id: 'conformance.summary.vpat', message: 'VPAT® 2.5 layout, to print'})}
              </a>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby={summaryId} className={styles.summary}>
        <h2 id={summaryId}>{translate({id: 'conformance.summary.heading', message: 'Summary'})}</h2>
        <table aria-labelledby={summaryId} className={styles.countTable}>
          <thead>
            <tr>
              <th scope="col" className={styles.countHeader}>
                {columns.conformance}
              </th>
              <th scope="col" className={styles.countHeader}>
                {translate({id: 'conformance.summary.criteria', message: 'Criteria'})}
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map(({level, count}) => (
              <tr key={level}>
                <th scope="row">
                  <span className={clsx(styles.level, styles[level])}>{levelNames[level]}</span>
                </th>
                <td className={styles.count}>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {/* The page's own words on reading the rows (its MDX), after the facts a buyer looks for first. */}
      {children && <div className={styles.reading}>{children}</div>}
      {(Object.keys(principleNames) as Principle[]).map((principle) => (
        <PrincipleTable
          key={principle}
          heading={principleNames[principle]}
          rows={rows.filter((row) => row.principle === principle)}
          columns={columns}
          dataLang={dataLang}
        />
      ))}
    </div>
  );
}

interface PrincipleTableProps {
  heading: string;
  rows: ReportRow[];
  columns: Record<'criterion' | 'conformance' | 'remarks', string>;
  dataLang?: string;
}

function PrincipleTable({heading, rows, columns, dataLang}: PrincipleTableProps): ReactNode {
  const headingId = useId();
  const howChecked = translate({id: 'conformance.row.howChecked', message: 'Evidence'});
  return (
    <section aria-labelledby={headingId} className={styles.principle}>
      <h2 id={headingId}>{heading}</h2>
      <table aria-labelledby={headingId} className={styles.table}>
        <thead>
          <tr>
            {[columns.criterion, columns.conformance, columns.remarks].map((name) => (
              <th key={name} scope="col" className={tableStyles.columnHeader}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.criterion.id} id={`sc-${row.criterion.id.replaceAll('.', '-')}`} className={styles.row}>
              <th scope="row" lang={dataLang} className={styles.criterion}>
                {row.criterion.id} {row.criterion.name} <span className={styles.wcagLevel}>({row.criterion.level})</span>
              </th>
              <td className={styles.conformance}>
                <span className={clsx(styles.level, styles[row.level])}>{levelNames[row.level]}</span>
              </td>
              <td className={styles.remarksCell}>
                <div lang={dataLang}>
                  <p className={styles.remarks}>{row.remarks}</p>
                  {/* An undecided row's badge and remark already say so; a decided one shows a re-review due. */}
                  {row.due && row.level !== 'not-evaluated' && <p className={styles.due}>{row.due}</p>}
                </div>
                <details className={styles.details}>
                  <summary>{howChecked}</summary>
                  <div lang={dataLang}>
                    <Evidence row={row} />
                  </div>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
