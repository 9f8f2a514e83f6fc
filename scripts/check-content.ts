import {join} from 'node:path';
import {checkContent, formatProblem} from '../plugins/contentCheck';
import {defaultLocale, locales} from '../src/data/locales';

// `npm run check:content`: a writer's mistakes in every page, article and translation,
// each with its file and line (issue 44, D67). Exits 1 when there is one.
const started = Date.now();
const problems = checkContent(join(__dirname, '..'), locales, defaultLocale);
for (const problem of problems) console.error(formatProblem(problem));
console.log(`check:content: ${problems.length} problem(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = problems.length > 0 ? 1 : 0;
