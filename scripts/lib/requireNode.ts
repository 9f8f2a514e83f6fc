/**
 * The first module `npm start` runs (scripts/start.ts imports it before any other): on a
 * Node outside package.json's `engines`, the server died with exit status 139 and no
 * message once the SQLite binding loaded (issue 65). This stops first, and says what to
 * install. It imports only Node's own modules, which every Node has.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

type Version = [number, number, number];

function parseVersion(text: string): Version | undefined {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: Version, b: Version): number {
  for (let index = 0; index < 3; index += 1) if (a[index] !== b[index]) return a[index]! - b[index]!;
  return 0;
}

/**
 * Whether `version` is in `range`, written as npm's `engines` are here: comparators
 * (`>=24.14 <25`), alternatives joined by `||`. Anything else throws, so a new form of
 * range is noticed by the tests rather than waved through.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const current = parseVersion(version.split('-')[0] ?? '');
  if (!current) throw new Error(`not a Node version: "${version}"`);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const match = /^(>=|<=|>|<|=)?(.+)$/.exec(comparator);
        const bound = match ? parseVersion(match[2]!) : undefined;
        if (!match || !bound) throw new Error(`engines range not understood: "${range}"`);
        const order = compare(current, bound);
        switch (match[1]) {
          case '>=':
            return order >= 0;
          case '<=':
            return order <= 0;
          case '>':
            return order > 0;
          case '<':
            return order < 0;
          default:
            return order === 0;
        }
      }),
  );
}

/** The message for a Node outside `range`, or undefined when it is inside. */
export function wrongNodeMessage(version: string, range: string): string | undefined {
  if (satisfiesRange(version, range)) return undefined;
  return (
    `This site needs Node ${range} (package.json "engines"), and this is Node ${version}.\n` +
    'Install Node 24 LTS (https://nodejs.org/en/download, or `nvm install 24`), then run `npm install` and `npm start` again.'
  );
}

const engines = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {engines: {node: string}}).engines;
const message = wrongNodeMessage(process.versions.node, engines.node);
if (message) {
  console.error(message);
  process.exit(1);
}
