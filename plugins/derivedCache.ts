import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {extname, join} from 'node:path';
import {filesIn} from './contentFiles';

/**
 * What two plugins derive from the sources at every build, kept between builds (issue 66, D129).
 * The writers' preview rebuilds one locale on every save, and loading the site's content was
 * 5 to 6 s of its 10 to 12 s build: most of it reading every component's props with the
 * TypeScript checker (plugins/componentLibrary.ts) and subsetting the brand fonts
 * (plugins/brandFonts.ts), whose inputs a page's edit does not touch. Each value is stored under
 * the hash of everything it is made from, so a changed input makes it anew; nothing is kept for
 * an input that no longer exists (one entry per name).
 */
export const derivedCacheDirectory = 'node_modules/.cache/trendsoft-derived';

/** A short hash of the given parts: strings, buffers, or anything JSON can write. */
export function hashOf(...parts: unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(typeof part === 'string' || Buffer.isBuffer(part) ? part : (JSON.stringify(part) ?? 'undefined'));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Every file under `paths` (files or folders, relative to the site) whose extension is listed,
 * sorted, for `hashOfFiles`: the order a folder lists its files in must not change the hash.
 */
export function filesUnder(siteDir: string, paths: readonly string[], extensions: readonly string[]): string[] {
  return paths
    .map((path) => join(siteDir, path))
    .flatMap((path) => (extensions.includes(extname(path)) ? (existsSync(path) ? [path] : []) : filesIn(path, extensions)))
    .sort();
}

/** The hash of the files' paths and contents. */
export function hashOfFiles(files: readonly string[]): string {
  return hashOf(...files.flatMap((file) => [file, readFileSync(file)]));
}

function entryPath(siteDir: string, name: string, key: string): string {
  return join(siteDir, derivedCacheDirectory, `${name}.${key}.json`);
}

function readEntry<T>(siteDir: string, name: string, key: string): T | undefined {
  try {
    return JSON.parse(readFileSync(entryPath(siteDir, name, key), 'utf8')) as T;
  } catch {
    // Not made yet, or replaced meanwhile by a build with other inputs.
    return undefined;
  }
}

function writeEntry(siteDir: string, name: string, key: string, value: unknown): void {
  const directory = join(siteDir, derivedCacheDirectory);
  mkdirSync(directory, {recursive: true});
  const path = entryPath(siteDir, name, key);
  // Written whole, then renamed: a build stopped midway leaves no half entry to be read later.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(value));
  renameSync(partial, path);
  for (const entry of readdirSync(directory)) {
    if (entry.startsWith(`${name}.`) && entry.endsWith('.json') && join(directory, entry) !== path)
      rmSync(join(directory, entry), {force: true});
  }
}

/** `derive()`'s value for inputs hashed to `key`, from the cache when a build made it before. */
export function cachedSync<T>(siteDir: string, name: string, key: string, derive: () => T): T {
  const cached = readEntry<T>(siteDir, name, key);
  if (cached !== undefined) return cached;
  const value = derive();
  writeEntry(siteDir, name, key, value);
  return value;
}

/** As `cachedSync`, for a value made asynchronously. */
export async function cached<T>(siteDir: string, name: string, key: string, derive: () => Promise<T>): Promise<T> {
  const found = readEntry<T>(siteDir, name, key);
  if (found !== undefined) return found;
  const value = await derive();
  writeEntry(siteDir, name, key, value);
  return value;
}
