import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

/** A throw-away project folder holding `files` (path from the folder → text). */
export function siteWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
