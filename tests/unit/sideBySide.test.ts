/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

// Issue 67: `npm test` runs the jest suites beside the server suite's PostgreSQL pass
// (scripts/side-by-side.ts). Either one failing must fail the run, and the log must show both.

const root = join(__dirname, '..', '..');
let project: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'side-by-side-'));
  const scripts = {
    passes: 'node -e "console.log(\'the first suite passed\')"',
    fails: 'node -e "console.log(\'the second suite failed\'); process.exit(3)"',
    slowPass: 'node -e "setTimeout(() => console.log(\'the second suite passed\'), 300)"',
  };
  writeFileSync(join(project, 'package.json'), JSON.stringify({name: 'side-by-side-fixture', private: true, scripts}));
});
afterEach(() => rmSync(project, {recursive: true, force: true}));

const sideBySide = (...scripts: string[]) =>
  spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'side-by-side.ts'), ...scripts], {
    cwd: project,
    encoding: 'utf8',
  });

test('two scripts that pass: the run passes and shows what each printed, the second after the first', () => {
  const run = sideBySide('passes', 'slowPass');
  expect(run.status).toBe(0);
  expect(run.stdout.indexOf('the first suite passed')).toBeGreaterThanOrEqual(0);
  expect(run.stdout.indexOf('the second suite passed')).toBeGreaterThan(run.stdout.indexOf('the first suite passed'));
});

test('the second script failing fails the run with its exit code, and says which failed', () => {
  const run = sideBySide('passes', 'fails');
  expect(run.status).toBe(3);
  expect(run.stdout).toContain('the second suite failed');
  expect(run.stderr).toContain('npm run fails failed (exit 3)');
});

test('the first script failing fails the run too', () => {
  const run = sideBySide('fails', 'passes');
  expect(run.status).toBe(3);
  expect(run.stderr).toContain('npm run fails failed (exit 3)');
});
