import {readdir, stat, statfs} from 'node:fs/promises';
import {join} from 'node:path';
import {storedFileFolders, storedFilesDir, type StoredFileFolder} from './files';
import {ApiError} from './http';
import {ruleMessages} from '../src/forms/rules';
import type {UploadBudgetRepository} from './storage/uploadBudget';

/**
 * The storage budget (issue 65, D105): one valid quote request stored 50 MB in a third of a
 * second, so one address could fill the disk, and a full disk takes every form down. Uploaded
 * bytes are counted per client and in total as they stream, before they are written:
 * - a client past UPLOAD_CLIENT_BUDGET_BYTES in UPLOAD_CLIENT_WINDOW_MS gets 429 with Retry-After,
 *   counted in the database so the budget holds across instances (D112): a request reserves its
 *   declared length before it is read and gives back what it did not use once answered;
 * - once the stored uploads reach UPLOAD_STORAGE_MAX_BYTES, or the free space of DATA_DIR's
 *   disk falls below UPLOAD_MIN_FREE_BYTES, every upload gets 507, and forms without files
 *   (enquiries, sign-ups) keep working in the space left;
 * - health says `degraded` from twice that free space, or 80% of the storage maximum, on.
 */
export interface UploadLimits {
  /** Bytes one client (address) may upload per window. */
  clientBudgetBytes: number;
  clientWindowMs: number;
  /** Stored uploads (resumes and quote documents) beyond which no upload is taken. */
  storageMaxBytes: number;
  /** Free space on DATA_DIR's disk below which no upload is taken. */
  minFreeBytes: number;
}

/** What health and the metrics read. */
export interface StorageState {
  storedBytes: number;
  freeBytes: number;
  /** Why uploads are refused now, if they are. */
  refusing: string | undefined;
  /** Why an operator should look before uploads are refused, if so. */
  degraded: string | undefined;
}

/** The largest upload a request may bring (a quote: 50 MB and its fields), when it declares no length. */
export const largestUploadBytes = 50 * 1024 * 1024 + 256 * 1024;

/** How long the stored bytes counted from the folders are trusted before they are counted again. */
const recountMs = 30_000;

/**
 * What a request without a declared length reserves of its sender's budget at a time, and
 * more once it has used that: one database round trip per megabyte streamed, not per chunk.
 */
export const reserveSliceBytes = 1024 * 1024;

/** How often ended windows are deleted from the database, so no address hash outlives its window. */
const forgetEveryMs = 60_000;

export type RefusalReason = 'client_budget' | 'storage';

/** Who sends an upload: the request itself (each has its own reservation) and the address the rate limit uses. */
export interface Uploader {
  readonly ip: string;
}

/** One request's share of its sender's budget: reserved in the database, and used. */
interface Allowance {
  reserved: number;
  taken: number;
  windowEnds: number;
}

export class UploadBudget {
  /** Each request's reservation, from its admission until it has been answered. */
  private readonly allowances = new WeakMap<Uploader, Allowance>();
  private stored: {bytes: number; countedAt: number} | undefined;
  private forgetting: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataDir: string,
    readonly limits: UploadLimits,
    /** The per-client counts, in the database every instance shares (D112). */
    private readonly counts: UploadBudgetRepository,
    private readonly onRefused: (reason: RefusalReason) => void = () => {},
  ) {}

  /** Bytes stored under DATA_DIR's upload folders, counted again every 30 s (retention and erasure remove files too). */
  private async storedBytes(): Promise<number> {
    if (this.stored && Date.now() - this.stored.countedAt < recountMs) return this.stored.bytes;
    let bytes = 0;
    for (const folder of Object.keys(storedFileFolders) as StoredFileFolder[]) {
      const dir = storedFilesDir(this.dataDir, folder);
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names)
        bytes += await stat(join(dir, name)).then(
          (info) => (info.isFile() ? info.size : 0),
          () => 0,
        );
    }
    this.stored = {bytes, countedAt: Date.now()};
    return bytes;
  }

  private async freeBytes(): Promise<number> {
    const info = await statfs(this.dataDir);
    return info.bavail * info.bsize;
  }

  async state(): Promise<StorageState> {
    const [storedBytes, freeBytes] = await Promise.all([this.storedBytes(), this.freeBytes()]);
    const {storageMaxBytes, minFreeBytes} = this.limits;
    const refusing =
      storedBytes >= storageMaxBytes
        ? `stored uploads (${storedBytes} bytes) have reached UPLOAD_STORAGE_MAX_BYTES`
        : freeBytes < minFreeBytes
          ? `free space (${freeBytes} bytes) is below UPLOAD_MIN_FREE_BYTES`
          : undefined;
    const degraded =
      refusing ??
      (storedBytes >= storageMaxBytes * 0.8
        ? `stored uploads (${storedBytes} bytes) are past 80% of UPLOAD_STORAGE_MAX_BYTES`
        : freeBytes < 2 * minFreeBytes
          ? `free space (${freeBytes} bytes) is below twice UPLOAD_MIN_FREE_BYTES`
          : undefined);
    return {storedBytes, freeBytes, refusing, degraded};
  }

  /** Deletes ended windows every minute, from when the server is ready until it closes. */
  start(log: {error(message: string): void}): void {
    this.forgetting = setInterval(() => {
      this.counts
        .forgetEnded(Date.now())
        .catch((error: unknown) => log.error(`upload budget: clean-up failed (${(error as Error).message})`));
    }, forgetEveryMs);
    this.forgetting.unref();
  }

  stop(): void {
    clearInterval(this.forgetting);
  }

  private refuseClient(windowEnds: number): never {
    this.onRefused('client_budget');
    throw new ApiError(429, 'Too many files from your address today; please try again later, or send your enquiry without files', {}, [], {
      'retry-after': String(Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000))),
    });
  }

  /** Reserves between `atLeast` and `atMost` more bytes for the request; 429 when its sender's budget has less than `atLeast` left. */
  private async reserve(uploader: Uploader, allowance: Allowance, atLeast: number, atMost: number): Promise<void> {
    const {clientBudgetBytes: budgetBytes, clientWindowMs: windowMs} = this.limits;
    const {granted, windowEnds} = await this.counts.reserve(uploader.ip, {atLeast, atMost, budgetBytes, windowMs, at: Date.now()});
    allowance.windowEnds = windowEnds;
    allowance.reserved += granted;
    if (granted === 0 || allowance.taken > allowance.reserved) this.refuseClient(windowEnds);
  }

  /**
   * Before a byte of an upload is read: 507 when uploads are paused, 429 when the client has
   * used its budget or declares more than is left of it. Reserves the declared length (or a
   * first slice, when none is declared) in the shared count, for `take` to use.
   */
  async admit(uploader: Uploader, declaredBytes: number | undefined, fileField = 'files'): Promise<void> {
    // Larger than any upload may be: the route refuses it with 413 before reading it, which says more.
    if (declaredBytes !== undefined && declaredBytes > largestUploadBytes) return;
    const state = await this.state();
    const expected = declaredBytes ?? largestUploadBytes;
    if (state.refusing || state.freeBytes - expected < this.limits.minFreeBytes) {
      this.onRefused('storage');
      // On the form's own file field, so the form shows it there, in the visitor's language.
      throw new ApiError(507, uploadsPausedMessage, {[fileField]: uploadsPausedMessage});
    }
    const allowance: Allowance = {reserved: 0, taken: 0, windowEnds: 0};
    this.allowances.set(uploader, allowance);
    // All of a declared length or nothing; without one, what is left of a slice, so a client with less left may still send a small file.
    if (declaredBytes !== undefined) await this.reserve(uploader, allowance, Math.max(declaredBytes, 1), Math.max(declaredBytes, 1));
    else await this.reserve(uploader, allowance, 1, reserveSliceBytes);
  }

  /**
   * Counts `bytes` of a file as they arrive, before they are written. Within the request's
   * reservation it answers at once; past it, it reserves another slice (a promise to await),
   * and 429 once the client's budget is spent.
   */
  take(uploader: Uploader, bytes: number): Promise<void> | undefined {
    let allowance = this.allowances.get(uploader);
    if (!allowance) {
      allowance = {reserved: 0, taken: 0, windowEnds: 0};
      this.allowances.set(uploader, allowance);
    }
    allowance.taken += bytes;
    if (this.stored) this.stored.bytes += bytes;
    const needed = allowance.taken - allowance.reserved;
    // What is left is taken even when it is less than the chunk, which is then refused: the
    // budget is spent, and the client's next upload is refused before a byte is read.
    return needed > 0 ? this.reserve(uploader, allowance, 1, Math.max(needed, reserveSliceBytes)) : undefined;
  }

  /** Once the request has been answered (or abandoned): gives back what it reserved and did not use. */
  async settle(uploader: Uploader): Promise<void> {
    const allowance = this.allowances.get(uploader);
    const unused = allowance ? allowance.reserved - allowance.taken : 0;
    if (!allowance || unused <= 0) return;
    allowance.reserved = allowance.taken;
    await this.counts.release(uploader.ip, unused, allowance.windowEnds);
  }
}

/** What the visitor reads when uploads are paused; the forms show it in their language (`uploadsPaused`). */
export const uploadsPausedMessage = ruleMessages.uploadsPaused;
