import {join} from 'node:path';
import {checkContent, formatProblem} from '../plugins/contentCheck';
import {defaultLocale, locales} from '../src/data/locales';

// `npm run check:content`: a writer's mistakes in every page, article and translation,
// each with its file and line (issue 44, D67; issue 67, D115). Exits 1 when there is one.
// It gives the check's time, and the time since the command started (Node, tsx and the
// TypeScript compiler, which the prop check reads the components' types with).
const started = performance.now();
void checkContent(join(__dirname, '..'), locales, defaultLocale).then((problems) => {
  for (const problem of problems) console.error(formatProblem(problem));
  const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
  console.log(
    `check:content: ${problems.length} problem(s) in ${seconds(performance.now() - started)} (${seconds(performance.now())} since the command started)`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
});
