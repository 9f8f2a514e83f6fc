import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, rmSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {isIslandsScriptFile} from '../src/islands/contract';
import {localePrefixes} from '../src/data/locales';
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
 * Removes from each locale's `assets/js` the scripts no page runs: Docusaurus's
 * client app, which is compiled only for the stylesheet it gathers (D57, D97),
 * so that what is deployed is what pages load. Returns how many files and bytes went.
 */
export function removeUnloadedScripts(buildDir: string): {files: number; bytes: number} {
  const removed = {files: 0, bytes: 0};
  for (const dir of ['', ...localePrefixes].map((prefix) => join(buildDir, prefix, 'assets', 'js'))) {
    // A build of one locale (`npm run build -- --locale hi`) has no folder for the other.
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (!entry.isFile() || isIslandsScriptFile(entry.name)) continue;
      const file = join(dir, entry.name);
      removed.bytes += statSync(file).size;
      removed.files += 1;
      rmSync(file);
    }
  }
  return removed;
}

/**
 * Runs the production build of both locales into buildDir, removes the scripts
 * no page runs, then writes the compressed copies the server sends
 * (scripts/precompress.ts); throws if it fails.
 */
export async function buildSite(projectDir: string, buildDir: string, docusaurusArgs: string[] = []): Promise<void> {
  const docusaurus = join(projectDir, 'node_modules', '.bin', 'docusaurus');
  const result = spawnSync(docusaurus, ['build', '--out-dir', buildDir, ...docusaurusArgs], {cwd: projectDir, stdio: 'inherit'});
  if (result.status !== 0) throw new Error(`docusaurus build failed (exit ${result.status ?? result.signal})`);
  const removed = removeUnloadedScripts(buildDir);
  console.log(`Removed ${removed.files} scripts that no page runs (${Math.round(removed.bytes / 1024)} KiB): the client app`);
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
