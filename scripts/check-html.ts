/**
 * `npm run test:html`: the W3C's Nu HTML Checker over every page of the
 * production build, both locales (build/ holds build/hi/). Fails on any error,
 * printing file, line and message; lists warnings without failing (issue 32).
 * Run after `npm run build`; another folder may be named: npm run test:html -- DIR
 */
import {existsSync, readdirSync} from 'node:fs';
import {resolve} from 'node:path';
import {checkHtml, summarise} from './lib/htmlCheck';

const dir = resolve(process.argv[2] ?? 'build');
if (!existsSync(dir)) {
  console.error(`No ${dir}: run \`npm run build\` first.`);
  process.exit(1);
}

const started = Date.now();
let report;
try {
  report = summarise(checkHtml(dir), process.cwd());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const pages = readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.html')).length;

if (report.warnings.length > 0) {
  console.log('Warnings (allowed):');
  for (const warning of report.warnings) console.log(`  ${warning}`);
}
if (report.errors.length > 0) {
  console.error(`The Nu HTML Checker found ${report.errors.length} errors in the ${pages} pages of ${dir}:`);
  for (const error of report.errors) console.error(`  ${error}`);
  console.error(`(${seconds} s)`);
  process.exit(1);
}
console.log(`The Nu HTML Checker found no errors in the ${pages} pages of ${dir} (${report.infoCount} notes; ${seconds} s).`);
