/**
 * `npm run conformance`: regenerates the evidence of the site's accessibility
 * conformance report (issue 43, D74) from the project's own checks, run
 * against a fresh production build:
 *
 * - the tests tagged `@axe` (axe on every page, Chromium at 375 and 1280 px,
 *   Firefox and WebKit at both widths) and `@sc-<criterion>` (keyboard,
 *   reflow, text spacing, forced colours, focus, language…), through
 *   Playwright's JSON reporter, in both suites;
 * - the W3C Nu HTML Checker over every page (`npm run test:html`).
 *
 * It writes src/data/conformance/evidence.json, which the report page reads at
 * build time: what passed, where, on which commit. A failed check is recorded,
 * not hidden: its criteria read "Does not support" until it passes.
 * Takes about ten minutes. Options: --no-build to check the build/ as it is.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import axe from 'axe-core';
import type {CheckEvidence, ConformanceEvidence} from '../src/data/conformance/report';
import {axeTags} from '../tests/e2e/helpers';

const root = join(__dirname, '..');
const outFile = join(root, 'src', 'data', 'conformance', 'evidence.json');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
  return result.status ?? 1;
}

interface JsonSpec {
  title: string;
  tags: string[];
  file: string;
  tests: {projectName: string; status: 'expected' | 'unexpected' | 'flaky' | 'skipped'}[];
}
interface JsonSuite {
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}

function specsOf(suite: JsonSuite): JsonSpec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

/** Runs one Playwright suite's tagged tests and returns its checks: axe's per-page runs as one check. */
function taggedChecks(config: string, axeTitle: string): CheckEvidence[] {
  const report = join(mkdtempSync(join(tmpdir(), 'conformance-')), 'report.json');
  run('npx', ['playwright', 'test', '-c', config, '--grep', '@axe|@sc-', '--reporter=json'], {PLAYWRIGHT_JSON_OUTPUT_FILE: report});
  // The JSON reporter may give tags without their "@".
  const specs = specsOf(JSON.parse(readFileSync(report, 'utf8')) as JsonSuite)
    .filter((spec) => spec.tests.some((test) => test.status !== 'skipped'))
    .map((spec) => ({...spec, tags: spec.tags.map((tag) => (tag.startsWith('@') ? tag : `@${tag}`))}));
  const checks: CheckEvidence[] = [];
  const toCheck = (title: string, tags: string[], group: JsonSpec[]): CheckEvidence => {
    const ran = group.flatMap((spec) => spec.tests.filter((test) => test.status !== 'skipped'));
    return {
      title,
      tags,
      runs: [...new Set(ran.map((test) => test.projectName))].sort(),
      passed: ran.every((test) => test.status === 'expected' || test.status === 'flaky'),
    };
  };
  const axeSpecs = specs.filter((spec) => spec.tags.includes('@axe'));
  if (axeSpecs.length > 0) checks.push(toCheck(axeTitle.replace('PAGES', String(axeSpecs.length)), ['@axe'], axeSpecs));
  // One check per test: a per-page test's pages (its title starts with the path) together,
  // and a test run at both widths once. The axe tests' own assertions (titles, focus rings) too.
  const byTitle = new Map<string, JsonSpec[]>();
  for (const spec of specs.filter((each) => each.tags.some((tag) => tag.startsWith('@sc-')))) {
    const title = spec.title.replace(/^\/\S*\s*/, '').replace(/ @(mobile|desktop)\b/g, '');
    byTitle.set(title, [...(byTitle.get(title) ?? []), spec]);
  }
  for (const [title, group] of byTitle) {
    const tags = [...new Set(group.flatMap((spec) => spec.tags.filter((tag) => tag.startsWith('@sc-'))))].sort();
    // A test written once per page starts its title with the page's path.
    const pages = group.filter((spec) => spec.title.startsWith('/')).length;
    checks.push(toCheck(pages > 1 ? `${title} (${pages} pages)` : title, tags, group));
  }
  return checks;
}

function pageCount(): number {
  return ['sitemap.xml', join('hi', 'sitemap.xml')].reduce(
    (count, file) => count + [...readFileSync(join(root, 'build', file), 'utf8').matchAll(/<loc>/g)].length,
    0,
  );
}

function axeRulesByCriterion(): Record<string, string[]> {
  const rules: Record<string, string[]> = {};
  for (const rule of axe.getRules(axeTags)) {
    for (const tag of rule.tags.filter((tag) => /^wcag\d{3,}$/.test(tag))) rules[tag] = [...(rules[tag] ?? []), rule.ruleId].sort();
  }
  return rules;
}

/** The working tree's state: tests read sources while they run (translation records, content), so it must not change. */
function treeState(): string {
  const git = (args: string[]) => spawnSync('git', args, {cwd: root, encoding: 'utf8'}).stdout;
  return git(['status', '--porcelain']) + git(['diff']);
}

const treeAtStart = treeState();
if (!process.argv.includes('--no-build') && run('npm', ['run', 'build']) !== 0) process.exit(1);
const checks = [
  ...taggedChecks('playwright.config.ts', 'axe-core in Chromium (PAGES pages)'),
  ...taggedChecks('playwright.engines.config.ts', 'axe-core in Firefox and WebKit (PAGES pages, both languages)'),
  {
    title: 'W3C Nu HTML Checker: every page valid HTML',
    tags: ['@sc-1.3.1', '@sc-4.1.2'],
    runs: ['built pages'],
    passed: run('npm', ['run', 'test:html']) === 0,
  },
];
const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).stdout.trim();
// Checks run on uncommitted changes name their base commit with a "+", so nobody takes them for that commit's.
const modified = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {cwd: root, encoding: 'utf8'}).stdout.trim() !== '';
const commit = modified ? `${head}+` : head;
const evidence: ConformanceEvidence = {
  generated: new Date().toISOString(),
  commit,
  axeVersion: axe.version,
  pageCount: pageCount(),
  axeRules: axeRulesByCriterion(),
  checks,
};
if (treeState() !== treeAtStart) {
  console.error(
    'The working tree changed while the checks ran, so their results match no one state of it: nothing written. Run again without editing.',
  );
  process.exit(1);
}
writeFileSync(outFile, `${JSON.stringify(evidence, null, 2)}\n`);
const failed = checks.filter((check) => !check.passed);
console.log(
  `Wrote ${outFile}: ${checks.length} checks, ${failed.length} failed${failed.length ? `: ${failed.map((check) => check.title).join('; ')}` : ''}.`,
);
