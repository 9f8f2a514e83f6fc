import {spawnSync} from 'node:child_process';
import {readdirSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {precompressBuild} from './precompress';

/** What the built site is made from: a newer file here means build/ is stale. */
export const buildSources = ['pages', 'src', 'plugins', 'i18n', 'resources', 'static', 'docusaurus.config.ts', 'sidebars.ts'];

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

/**
 * Runs the production build of both locales into buildDir (the islands plugin deletes the client
 * app's scripts, which no page runs: plugins/islands), then writes the compressed copies the
 * server sends (scripts/precompress.ts); throws if it fails.
 */
export async function buildSite(projectDir: string, buildDir: string, docusaurusArgs: string[] = []): Promise<void> {
  const docusaurus = join(projectDir, 'node_modules', '.bin', 'docusaurus');
  const result = spawnSync(docusaurus, ['build', '--out-dir', buildDir, ...docusaurusArgs], {cwd: projectDir, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`docusaurus build failed (exit ${result.status ?? result.signal})`);
  const summary = await precompressBuild(buildDir);
  console.log(`Precompressed ${summary.files} files (brotli and gzip) in ${buildDir}`);
}

// `npm run build [-- docusaurus options]`: the build the server serves.
if (require.main === module) {
  const projectDir = join(__dirname, '..');
  const args = process.argv.slice(2);
  const outDirAt = args.indexOf('--out-dir');
  const buildDir = resolve(outDirAt === -1 ? join(projectDir, 'build') : args.splice(outDirAt, 2)[1]!);
  buildSite(projectDir, buildDir, args).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
