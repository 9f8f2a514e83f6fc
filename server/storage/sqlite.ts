import {chmodSync, closeSync, mkdirSync, openSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {redactTokens} from '../tokens';
import {migrationsOf} from './migrations';

export const databaseFileName = 'trendsoft.sqlite';

/** How long scrubbing the log after an e-mail is sent may wait for another instance's readers. */
export const sendScrubBusyMs = 100;
const busyTimeoutMs = 5000;

/**
 * The SQLite store's one connection (the default store): one file under
 * DATA_DIR, WAL mode, schema migrated on open (./migrations/sqlite, PRAGMA
 * user_version records how far a file has come). Every SQLite repository
 * works on it.
 */
export class SqliteDatabase {
  readonly db: Database.Database;

  constructor(readonly dataDir: string) {
    // The database holds personal data: only the server's own user may read it.
    // SQLite gives its -wal and -shm files the database file's mode.
    mkdirSync(dataDir, {recursive: true, mode: 0o700});
    const file = join(dataDir, databaseFileName);
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // FULL: a commit is on disk before the visitor is told it was received (D18).
    this.db.pragma('synchronous = FULL');
    this.db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    // SQLite ignores REFERENCES unless asked: quote_files.quote_id must name a
    // quote, as PostgreSQL enforces for the same schema.
    this.db.pragma('foreign_keys = ON');
    // A deleted row's bytes are overwritten, not left in a free page until reused:
    // erased means deleted (Privacy Policy; issue 42 found an erased address with grep).
    this.db.pragma('secure_delete = ON');
    // The migration that redacts kept e-mails (issue 65) uses the same redaction as the outbox.
    this.db.function('redact_tokens', {deterministic: true}, (text: unknown) => (typeof text === 'string' ? redactTokens(text) : text));
    this.migrate();
  }

  /**
   * Copies the write-ahead log into the database (where secure_delete has overwritten
   * what was deleted) and empties it. The log keeps each page as it was before a change,
   * so an erased address or a redacted link token stayed readable in trendsoft.sqlite-wal
   * (issue 65). Waits `busyMs` at most for another instance's readers; when it cannot
   * finish, the next scrub (the next sent link, the daily sweep) empties the log.
   */
  scrubWal(busyMs = busyTimeoutMs): void {
    this.db.pragma(`busy_timeout = ${busyMs}`);
    try {
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      this.db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    }
  }

  /**
   * Runs `work` with commits that wait for no fsync (synchronous = NORMAL, which WAL keeps
   * atomic): for counts a power cut may lose without harm (the upload budget's, D112). The
   * next FULL commit, a stored form's, syncs the log with them.
   */
  withoutSync<T>(work: () => T): T {
    this.db.pragma('synchronous = NORMAL');
    try {
      return work();
    } finally {
      this.db.pragma('synchronous = FULL');
    }
  }

  private migrate(): void {
    const version = this.db.pragma('user_version', {simple: true}) as number;
    for (const migration of migrationsOf('sqlite').slice(version)) {
      this.db.transaction(() => {
        this.db.exec(migration.sql);
        this.db.pragma(`user_version = ${migration.version}`);
      })();
    }
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
