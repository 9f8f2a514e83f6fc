import {readdir, stat, statfs} from 'node:fs/promises';
import {join} from 'node:path';
import {storedFileFolders, storedFilesDir, type StoredFileFolder} from './files';
import {ApiError} from './http';
import {ruleMessages} from '../src/forms/rules';

/**
 * The storage budget (issue 65, D105): one valid quote request stored 50 MB in a third of a
 * second, so one address could fill the disk, and a full disk takes every form down. Uploaded
 * bytes are counted per client and in total as they stream, before they are written:
 * - a client past UPLOAD_CLIENT_BUDGET_BYTES in UPLOAD_CLIENT_WINDOW_MS gets 429 with Retry-After;
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

/** Most clients counted at once; the least recently seen are forgotten first. */
const maxClients = 10_000;

export type RefusalReason = 'client_budget' | 'storage';

export class UploadBudget {
  private readonly clients = new Map<string, {bytes: number; endsAt: number}>();
  private stored: {bytes: number; countedAt: number} | undefined;

  constructor(
    private readonly dataDir: string,
    readonly limits: UploadLimits,
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

  private usage(client: string, at = Date.now()): {bytes: number; endsAt: number} {
    const existing = this.clients.get(client);
    const window = existing && existing.endsAt > at ? existing : {bytes: 0, endsAt: at + this.limits.clientWindowMs};
    // Re-inserted, so the Map's order is the order of last use.
    this.clients.delete(client);
    this.clients.set(client, window);
    if (this.clients.size > maxClients) this.clients.delete(this.clients.keys().next().value!);
    return window;
  }

  private refuseClient(endsAt: number): never {
    this.onRefused('client_budget');
    throw new ApiError(429, 'Too many files from your address today; please try again later, or send your enquiry without files', {}, [], {
      'retry-after': String(Math.max(1, Math.ceil((endsAt - Date.now()) / 1000))),
    });
  }

  /**
   * Before a byte of an upload is read: 507 when uploads are paused, 429 when the client has
   * used its budget or declares more than is left of it.
   */
  async admit(client: string, declaredBytes: number | undefined, fileField = 'files'): Promise<void> {
    // Larger than any upload may be: the route refuses it with 413 before reading it, which says more.
    if (declaredBytes !== undefined && declaredBytes > largestUploadBytes) return;
    const state = await this.state();
    const expected = declaredBytes ?? largestUploadBytes;
    if (state.refusing || state.freeBytes - expected < this.limits.minFreeBytes) {
      this.onRefused('storage');
      // On the form's own file field, so the form shows it there, in the visitor's language.
      throw new ApiError(507, uploadsPausedMessage, {[fileField]: uploadsPausedMessage});
    }
    const window = this.usage(client);
    if (
      window.bytes >= this.limits.clientBudgetBytes ||
      (declaredBytes !== undefined && window.bytes + declaredBytes > this.limits.clientBudgetBytes)
    ) {
      this.refuseClient(window.endsAt);
    }
  }

  /** Counts `bytes` of a file as they arrive, before they are written; 429 once the client's budget is spent. */
  take(client: string, bytes: number): void {
    const window = this.usage(client);
    window.bytes += bytes;
    if (this.stored) this.stored.bytes += bytes;
    if (window.bytes > this.limits.clientBudgetBytes) this.refuseClient(window.endsAt);
  }
}

/** What the visitor reads when uploads are paused; the forms show it in their language (`uploadsPaused`). */
export const uploadsPausedMessage = ruleMessages.uploadsPaused;
