import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** Runs git in `dir`; its output and whether it succeeded. */
export function git(dir: string, args: string[]): {ok: boolean; out: string} {
  const result = spawnSync('git', args, {cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  return {ok: result.status === 0, out: result.stdout ?? ''};
}

/**
 * The English changes since the version whose Git blob id is `fingerprint`,
 * word by word (a translator reads prose, not lines), or undefined when that
 * version is not in the repository at `siteDir` (a shallow clone).
 */
export function englishDiff(siteDir: string, fingerprint: string, englishPath: string): string | undefined {
  const old = git(siteDir, ['cat-file', 'blob', fingerprint]);
  if (!old.ok) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'translations-'));
  try {
    const before = join(dir, 'translated-from');
    writeFileSync(before, old.out);
    const diff = git(siteDir, ['diff', '--no-index', '--no-color', '--word-diff=plain', '--unified=1', before, join(siteDir, englishPath)]);
    // Drops the header, which names the temporary file: the report names both files.
    return diff.out.split('\n').slice(4).join('\n').trimEnd();
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
