/**
 * Retention (Privacy Policy §3, D39): submissions are deleted, with their
 * stored files and their e-mails, once their period ends. The server sweeps
 * at start-up and then daily; `npm run forms:retention` sweeps once, for a
 * cron job or before a backup. Each sweep logs counts, never personal data.
 */
import type {RetentionDays, ServerConfig} from './config';
import {loadConfig} from './config';
import {removeStoredFile} from './files';
import {removableTables, type PrivacyRepository, type RemovedData, type RetentionCutoffs} from './storage/privacy';
import {openStore} from './storage/open';

const dayMs = 24 * 60 * 60_000;

/** How often the server sweeps. Periods are counted in days, so a day late at most. */
export const retentionSweepIntervalMs = dayMs;

export function retentionCutoffs(days: RetentionDays, at: Date): RetentionCutoffs {
  const before = (count: number) => new Date(at.getTime() - count * dayMs).toISOString();
  return {
    enquiries: before(days.enquiries),
    quotes: before(days.quotes),
    applications: before(days.applications),
    keptApplications: before(days.keptApplications),
    unconfirmedSignups: before(days.unconfirmedSignups),
  };
}

/** Deletes what has expired at `at`: rows in one transaction, then the files they named. */
export async function sweepExpired(
  privacy: PrivacyRepository,
  dataDir: string,
  days: RetentionDays,
  at = new Date(),
): Promise<RemovedData> {
  const removed = await privacy.removeExpired(retentionCutoffs(days, at));
  // After the commit: a file is never gone while a row still names it.
  for (const file of removed.files) await removeStoredFile(dataDir, file.folder, file.storedName);
  return removed;
}

/** The counts, for the log: "2 enquiries, 1 applications, …, 3 stored files". */
export function describeRemoved(removed: RemovedData): string {
  return [...removableTables.map((table) => `${removed.rows[table]} ${table}`), `${removed.files.length} stored files`].join(', ');
}

/** Sweeps now and then every `intervalMs` until stopped; an error is logged and the next sweep tries again. */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly privacy: PrivacyRepository,
    private readonly config: Pick<ServerConfig, 'dataDir' | 'retention'>,
    private readonly log: {info(message: string): void; error(message: string): void},
    private readonly intervalMs = retentionSweepIntervalMs,
  ) {}

  start(): void {
    this.sweep();
    this.timer = setInterval(() => this.sweep(), this.intervalMs);
    this.timer.unref();
  }

  private sweep(): void {
    this.running = this.running.then(async () => {
      try {
        const removed = await sweepExpired(this.privacy, this.config.dataDir, this.config.retention);
        this.log.info(`retention: removed ${describeRemoved(removed)}`);
      } catch (error) {
        this.log.error(`retention: the sweep failed (${error instanceof Error ? error.message : String(error)}); the next one tries again`);
      }
    });
  }

  /** Stops the timer and waits for a sweep in progress, so the store can close. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const store = await openStore(config);
  try {
    const removed = await sweepExpired(store.privacy, config.dataDir, config.retention);
    console.log(`Removed ${describeRemoved(removed)}.`);
  } finally {
    await store.close();
  }
}

// Run as the CLI (npm run forms:retention), not when the server or a test imports it.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
