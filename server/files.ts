import {randomUUID} from 'node:crypto';
import {mkdir, open, readdir, rename, rm, stat} from 'node:fs/promises';
import {join} from 'node:path';

/**
 * Files visitors send (resumes, and any later upload): stored under DATA_DIR,
 * outside build/, where no route serves them (D18). Each kind has its folder.
 */
export const storedFileFolders = {resumes: 'resumes'} as const;
export type StoredFileFolder = keyof typeof storedFileFolders;

/** The folder of one kind of stored file. */
export function storedFilesDir(dataDir: string, folder: StoredFileFolder): string {
  return join(dataDir, storedFileFolders[folder]);
}

const partialSuffix = '.partial';

/** Opens a folder and fsyncs it, so a rename or unlink in it is on disk. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a visitor's file durably under a random name and returns that name.
 * The bytes go to a hidden `.partial` file first (0600), are fsynced, then
 * renamed and the folder fsynced: a crash leaves either nothing under the
 * final name or the whole file. A failed write removes the partial file.
 * All of it is asynchronous, so a large upload never stalls other requests.
 */
export async function saveStoredFile(dataDir: string, folder: StoredFileFolder, bytes: Uint8Array, extension: string): Promise<string> {
  const dir = storedFilesDir(dataDir, folder);
  await mkdir(dir, {recursive: true, mode: 0o700});
  const storedName = `${randomUUID()}${extension}`;
  const partial = join(dir, `.${storedName}${partialSuffix}`);
  try {
    const handle = await open(partial, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, join(dir, storedName));
    await syncDirectory(dir);
  } catch (error) {
    await rm(partial, {force: true});
    throw error;
  }
  return storedName;
}

/** Removes a stored file whose row could not be written. */
export async function removeStoredFile(dataDir: string, folder: StoredFileFolder, storedName: string): Promise<void> {
  await rm(join(storedFilesDir(dataDir, folder), storedName), {force: true});
}

export interface SweepResult {
  partials: string[];
  orphans: string[];
}

/**
 * Startup clean-up of one folder: `.partial` files left by a crash mid-write,
 * and files that no row references (written, then the row failed and the
 * clean-up did not run). Only files older than `minAgeMs` are touched, so an
 * upload another server instance is writing right now is left alone.
 */
export async function sweepStoredFiles(
  dataDir: string,
  folder: StoredFileFolder,
  isReferenced: (storedName: string) => boolean,
  minAgeMs: number,
  now: number = Date.now(),
): Promise<SweepResult> {
  const dir = storedFilesDir(dataDir, folder);
  const result: SweepResult = {partials: [], orphans: []};
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw error;
  }
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || now - info.mtimeMs < minAgeMs) continue;
    if (name.startsWith('.') && name.endsWith(partialSuffix)) result.partials.push(name);
    else if (!isReferenced(name)) result.orphans.push(name);
    else continue;
    await rm(path, {force: true});
  }
  if (result.partials.length + result.orphans.length > 0) await syncDirectory(dir);
  return result;
}
