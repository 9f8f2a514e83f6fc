import {createHash, randomUUID} from 'node:crypto';
import {mkdir, open, readdir, rename, rm, stat} from 'node:fs/promises';
import {join} from 'node:path';

/**
 * Files visitors send (resumes, and any later upload): stored under DATA_DIR,
 * outside build/, where no route serves them (D18). Each kind has its folder.
 */
export const storedFileFolders = {resumes: 'resumes', quotes: 'quotes'} as const;
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

/** How many bytes of a received file's start and end are kept to recognise its type. */
const sampleBytes = 64 * 1024;

/**
 * A visitor's file streamed to a hidden `.partial` file (0600, fsynced) while
 * it arrives, so a large upload never sits in memory. `commit` gives it its
 * stored name; `discard` removes it. Until one of them runs it is invisible
 * to everything but the startup sweep.
 */
export class ReceivedFile {
  private settled = false;

  constructor(
    private readonly dir: string,
    private readonly partialPath: string,
    /** Bytes written (at most the limit the file was received with). */
    readonly bytes: number,
    readonly sha256: string,
    /** The file's first and last 64 KiB joined: the whole file when it is small. */
    readonly sample: Buffer,
  ) {}

  /** Renames the file to a random stored name with `extension`, durably, and returns that name. */
  async commit(extension: string): Promise<string> {
    const storedName = `${randomUUID()}${extension}`;
    await rename(this.partialPath, join(this.dir, storedName));
    this.settled = true;
    await syncDirectory(this.dir);
    return storedName;
  }

  async discard(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    await rm(this.partialPath, {force: true});
  }
}

/**
 * Streams `source` into a `.partial` file under the folder, keeping at most
 * `maxBytes` (the rest is read and dropped, so the request can go on to its
 * other parts). A failed read or write removes the partial file and throws.
 */
export async function receiveStoredFile(
  dataDir: string,
  folder: StoredFileFolder,
  source: AsyncIterable<Buffer>,
  maxBytes: number,
  /**
   * Told of each chunk before it is written; may throw to refuse the rest (the storage budget,
   * D105), or return a promise to wait for (the budget's next reservation, D112).
   */
  beforeWrite: (bytes: number) => Promise<void> | undefined = () => undefined,
): Promise<ReceivedFile> {
  const dir = storedFilesDir(dataDir, folder);
  await mkdir(dir, {recursive: true, mode: 0o700});
  const partialPath = join(dir, `.${randomUUID()}${partialSuffix}`);
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let written = 0;
  try {
    const handle = await open(partialPath, 'wx', 0o600);
    try {
      for await (const chunk of source) {
        const admitted = beforeWrite(chunk.length);
        // Awaited only when there is something to wait for: most chunks fit the reservation.
        if (admitted) await admitted;
        const room = maxBytes - written;
        const kept = chunk.length > room ? chunk.subarray(0, Math.max(room, 0)) : chunk;
        if (kept.length === 0) continue;
        await handle.write(kept);
        hash.update(kept);
        written += kept.length;
        if (head.length < sampleBytes) head = Buffer.concat([head, kept.subarray(0, sampleBytes - head.length)]);
        tail = Buffer.concat([tail, kept]).subarray(-sampleBytes);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(partialPath, {force: true});
    throw error;
  }
  // A small file's head already holds all of it; a large one's head and tail do not overlap.
  const sample =
    written <= sampleBytes ? head : Buffer.concat([head, written >= 2 * sampleBytes ? tail : tail.subarray(2 * sampleBytes - written)]);
  return new ReceivedFile(dir, partialPath, written, hash.digest('hex'), sample);
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
  isReferenced: (storedName: string) => Promise<boolean>,
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
    else if (!(await isReferenced(name))) result.orphans.push(name);
    else continue;
    await rm(path, {force: true});
  }
  if (result.partials.length + result.orphans.length > 0) await syncDirectory(dir);
  return result;
}
