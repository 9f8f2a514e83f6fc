// Fails when `npm install` did not install exactly what package-lock.json pins
// (D36). `.ci/run` copies the committed lockfile aside before installing and
// runs: tsx scripts/check-lockfile.ts <copy of the committed lockfile>
import {readFileSync} from 'node:fs';
import {compareLockfiles, type Lockfile} from './lib/lockfile';

const pinnedPath = process.argv[2];
if (!pinnedPath) {
  console.error('usage: tsx scripts/check-lockfile.ts <the committed package-lock.json>');
  process.exit(2);
}

function read(path: string): Lockfile {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Lockfile;
  } catch (error) {
    console.error(`Cannot read ${path}: ${(error as Error).message}`);
    process.exit(1);
  }
}

const pinned = read(pinnedPath);
const installed = read('node_modules/.package-lock.json');
const {problems, optionalChanges} = compareLockfiles(pinned, installed, read('package-lock.json'));

// Both counts leave out the root project's own entry.
const pinnedCount = Object.keys(pinned.packages ?? {}).length - 1;
const installedCount = Object.keys(installed.packages ?? {}).length - 1;
if (optionalChanges.length > 0) {
  console.log(`package-lock.json: npm listed ${optionalChanges.length} optional platform builds differently today (allowed):`);
  for (const change of optionalChanges) console.log(`  ${change}`);
}
if (problems.length > 0) {
  console.error(`The install differs from package-lock.json in ${problems.length} packages:`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Run `npm install` and commit package-lock.json if the change is meant.');
  process.exit(1);
}
console.log(
  `Installed ${installedCount} packages, each at the version and integrity package-lock.json pins; ` +
    `the other ${pinnedCount - installedCount} of its ${pinnedCount} entries are optional builds for other platforms.`,
);
