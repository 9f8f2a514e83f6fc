import {spawnSync} from 'node:child_process';
import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

/** What the built site is made from: a newer file here means build/ is stale. */
export const buildSources = ['pages', 'src', 'i18n', 'resources', 'static', 'docusaurus.config.ts', 'sidebars.ts'];

function newestMtime(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, {withFileTypes: true})) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** The build's age: its oldest locale home page (both locales must have been built). */
function buildTime(buildDir: string): number | undefined {
  try {
    return Math.min(statSync(join(buildDir, 'index.html')).mtimeMs, statSync(join(buildDir, 'hi', 'index.html')).mtimeMs);
  } catch {
    return undefined;
  }
}

/** Why build/ must be rebuilt, or undefined when it is up to date. */
export function staleReason(projectDir: string, buildDir: string): string | undefined {
  const builtAt = buildTime(buildDir);
  if (builtAt === undefined) return `${buildDir} is missing or incomplete`;
  const changed = buildSources.find((source) => newestMtime(join(projectDir, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** Runs the production build of both locales into buildDir; throws if it fails. */
export function buildSite(projectDir: string, buildDir: string): void {
  const docusaurus = join(projectDir, 'node_modules', '.bin', 'docusaurus');
  const result = spawnSync(docusaurus, ['build', '--out-dir', buildDir], {cwd: projectDir, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`docusaurus build failed (exit ${result.status ?? result.signal})`);
}
