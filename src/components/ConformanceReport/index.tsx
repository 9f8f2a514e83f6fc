import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {Principle} from '@site/src/data/conformance/criteria';
import evidence from '@site/src/data/conformance/evidence.json';
import {conformanceRows, type ReportRow} from '@site/src/data/conformance/report';
import {criterionReviews, type ConformanceLevel} from '@site/src/data/conformance/reviews';
import {useDefaultHtmlLang} from '@site/src/components/UntranslatedNotice';
import tableStyles from '@site/src/css/stackedTable.module.css';
import styles from './styles.module.css';

const levelNames: Record<ConformanceLevel, string> = {
  supports: translate({id: 'conformance.level.supports', message: 'Supports'}),
  'partially-supports': translate({id: 'conformance.level.partiallySupports', message: 'Partially supports'}),
  'does-not-support': translate({id: 'conformance.level.doesNotSupport', message: 'Does not support'}),
  'not-evaluated': translate({id: 'conformance.level.notEvaluated', message: 'Not evaluated'}),
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

function Evidence({row}: {row: ReportRow}): ReactNode {
  const {axeRules, checks} = row.automated;
  if (checks.length === 0 && !row.review) return null;
  return (
    <ul className={styles.evidence}>
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
      {row.review && (
        <li>
          {row.review.method} ({row.review.reviewer}, {row.review.date}).
        </li>
      )}
    </ul>
  );
}

/**
 * The site's accessibility conformance report (issue 43, D74): one row per
 * WCAG 2.2 A and AA success criterion, its level worked out from what was
 * checked (src/data/conformance), with how it was checked. Criterion names and
 * remarks are the English of the standard and of the evidence, marked so on
 * the Hindi page. A table on wide screens; below 768 px each row stands as a
 * block, its cells labelled, so nothing scrolls sideways at 320 px.
 */
export default function ConformanceReport(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const englishLang = useDefaultHtmlLang();
  const dataLang = i18n.currentLocale === i18n.defaultLocale ? undefined : englishLang;
  const rows = conformanceRows(evidence, criterionReviews);
  const summaryId = useId();
  const counts = (Object.keys(levelNames) as ConformanceLevel[]).map((level) => ({
    level,
    count: rows.filter((row) => row.level === level).length,
  }));
  const checkedOn = new Date(evidence.generated).toLocaleDateString(i18n.localeConfigs[i18n.currentLocale]?.htmlLang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const columns = {
    criterion: translate({id: 'conformance.column.criterion', message: 'Success criterion'}),
    level: translate({id: 'conformance.column.level', message: 'Level'}),
    conformance: translate({id: 'conformance.column.conformance', message: 'Conformance'}),
    remarks: translate({id: 'conformance.column.remarks', message: 'Remarks and how it was checked'}),
  };
  return (
    <div className={clsx('ts-container', styles.report)}>
      <section aria-labelledby={summaryId} className={styles.summary}>
        <h2 id={summaryId}>{translate({id: 'conformance.summary.heading', message: 'Summary'})}</h2>
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>{translate({id: 'conformance.summary.standard', message: 'Standard'})}</dt>
            <dd>
              {translate(
                {id: 'conformance.summary.standardValue', message: 'WCAG 2.2, levels A and AA ({count} success criteria)'},
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
            <dt className={styles.term}>{translate({id: 'conformance.summary.tools', message: 'Automated checks'})}</dt>
            <dd>
              {translate(
                {
                  id: 'conformance.summary.toolsValue',
                  message:
                    'axe-core {version} in Chromium, Firefox and WebKit; the W3C Nu HTML Checker; keyboard, reflow, text-spacing, forced-colours and focus tests',
                },
                {version: evidence.axeVersion},
              )}
            </dd>
          </div>
        </dl>
        <ul className={styles.counts}>
          {counts.map(({level, count}) => (
            <li key={level}>
              <span className={styles.count}>{count}</span> {levelNames[level]}
            </li>
          ))}
        </ul>
      </section>
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
  columns: Record<'criterion' | 'level' | 'conformance' | 'remarks', string>;
  dataLang?: string;
}

function PrincipleTable({heading, rows, columns, dataLang}: PrincipleTableProps): ReactNode {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.principle}>
      <h2 id={headingId}>{heading}</h2>
      <table aria-labelledby={headingId} className={styles.table}>
        <thead>
          <tr>
            {[columns.criterion, columns.level, columns.conformance, columns.remarks].map((name) => (
              <th key={name} scope="col" className={tableStyles.columnHeader}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.criterion.id} id={`sc-${row.criterion.id.replaceAll('.', '-')}`}>
              <th scope="row" lang={dataLang} className={styles.criterion}>
                {row.criterion.id} {row.criterion.name}
              </th>
              <td data-label={columns.level}>{row.criterion.level}</td>
              <td data-label={columns.conformance}>
                <span className={clsx(styles.level, styles[row.level])}>{levelNames[row.level]}</span>
              </td>
              <td data-label={columns.remarks}>
                <div lang={dataLang}>
                  <p className={styles.remarks}>{row.remarks}</p>
                  <Evidence row={row} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
