/**
 * Writes `.br` and `.gz` beside every compressible file of a build, so the
 * server sends them as they are instead of compressing per request (issue 11:
 * brotli at its best setting costs far more CPU than sending a file).
 *
 * `npm run build` and the server's own build step run it after Docusaurus;
 * `tsx scripts/precompress.ts [buildDir]` runs it on an existing build.
 */
import {readdir, readFile, stat, unlink, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and PDFs are compressed already. */
export const compressibleExtensions = ['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest', '.yaml'];
/** Below this size a compressed copy saves less than its headers cost. */
export const minimumBytes = 1024;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({length: Math.min(limit, items.length)}, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(workers);
}

export async function precompressBuild(buildDir: string): Promise<PrecompressSummary> {
  const entries = await readdir(buildDir, {withFileTypes: true, recursive: true});
  const files = entries
    .filter((entry) => entry.isFile() && compressibleExtensions.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => join(entry.parentPath, entry.name));
  const summary: PrecompressSummary = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  await eachLimited(files, 4, async (file) => {
    const content = await readFile(file);
    const targets = [`${file}.br`, `${file}.gz`];
    if (content.length < minimumBytes) {
      // A copy left from an earlier, larger version would be served instead of the file.
      await Promise.all(targets.map((target) => unlink(target).catch(() => undefined)));
      return;
    }
    const [br, gz] = await Promise.all([
      brotli(content, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length}}),
      gzipAsync(content, {level: 9}),
    ]);
    await Promise.all([writeFile(targets[0]!, br), writeFile(targets[1]!, gz)]);
    summary.files += 1;
    summary.bytes += content.length;
    summary.brotliBytes += br.length;
    summary.gzipBytes += gz.length;
  });
  return summary;
}

/** True when the build's home page has a brotli copy at least as new as the page itself. */
export async function isPrecompressed(buildDir: string): Promise<boolean> {
  try {
    const [page, compressed] = await Promise.all([stat(join(buildDir, 'index.html')), stat(join(buildDir, 'index.html.br'))]);
    return compressed.mtimeMs >= page.mtimeMs;
  } catch {
    return false;
  }
}

if (require.main === module) {
  const buildDir = process.argv[2] ?? 'build';
  const started = Date.now();
  precompressBuild(buildDir).then(
    (summary) => {
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      console.log(
        `Precompressed ${summary.files} files in ${buildDir} (${((Date.now() - started) / 1000).toFixed(1)} s): ` +
          `${kib(summary.bytes)} → brotli ${kib(summary.brotliBytes)}, gzip ${kib(summary.gzipBytes)}`,
      );
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
