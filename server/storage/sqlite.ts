import {chmodSync, closeSync, existsSync, mkdirSync, openSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import type {CareerApplicationFields, ContactEnquiry} from '../../src/forms/rules';
import type {QuoteRequestFields} from '../../src/forms/quoteRules';
import type {StoredFileFolder} from '../files';
import {redactedToken, redactTokens} from '../tokens';
import {
  applicationColumns,
  enquiryColumns,
  erasureStatements,
  expiryStatements,
  exportQuery,
  heldStatements,
  outboxInsert,
  outboxStateQuery,
  privacyRequestInsert,
  quoteColumns,
  removalStatements,
  sharedStatements,
  quoteFileEntry,
  submissionByKeyQuery,
  submissionInsert,
  submissionRow,
  unsubscribeStatements,
  type Condition,
  type ExportTable,
} from './sql';
import {
  countsOf,
  DuplicateKeyError,
  noRowsRemoved,
  now,
  removableTables,
  type HeldData,
  type IdempotencyKey,
  type NewSignup,
  type OutboxState,
  type Notification,
  type OutboxRow,
  type RemovedData,
  type RetentionCutoffs,
  type Store,
  type StoredQuoteFile,
  type StoredResume,
  type StoredSubmission,
  type SubmissionNotification,
  type SubmissionTable,
} from './store';

export const databaseFileName = 'trendsoft.sqlite';

// Each entry migrates the schema one version up; PRAGMA user_version records how far a file has come.
const migrations: string[] = [
  `CREATE TABLE enquiries (
     id INTEGER PRIMARY KEY,
     reference TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     name TEXT NOT NULL,
     phone_number TEXT NOT NULL,
     email TEXT NOT NULL,
     company_name TEXT NOT NULL,
     enquiries TEXT NOT NULL
   );
   CREATE TABLE applications (
     id INTEGER PRIMARY KEY,
     reference TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone_number TEXT NOT NULL,
     position TEXT NOT NULL,
     resume_file TEXT NOT NULL,
     resume_original_name TEXT NOT NULL,
     resume_type TEXT NOT NULL,
     resume_bytes INTEGER NOT NULL
   );
   CREATE TABLE signups (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     created_at TEXT NOT NULL
   );
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     inbox TEXT NOT NULL CHECK (inbox IN ('sales', 'hr')),
     reply_to TEXT,
     subject TEXT NOT NULL,
     body_text TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     locked_until INTEGER,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // A notification can be given up ('failed'); SQLite cannot change a CHECK
  // constraint in place, so the table is copied.
  `CREATE TABLE outbox_v2 (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     inbox TEXT NOT NULL CHECK (inbox IN ('sales', 'hr')),
     reply_to TEXT,
     subject TEXT NOT NULL,
     body_text TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     locked_until INTEGER,
     last_error TEXT,
     sent_at TEXT
   );
   INSERT INTO outbox_v2 SELECT id, created_at, inbox, reply_to, subject, body_text, status, attempts,
     next_attempt_at, locked_until, last_error, sent_at FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_v2 RENAME TO outbox;
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // Idempotent submissions: a browser's retry carries the same key and gets the
  // first answer back. The hash tells a retry from a different submission
  // reusing the key. confirmed_at records the contact form's second call.
  `ALTER TABLE enquiries ADD COLUMN idempotency_key TEXT;
   ALTER TABLE enquiries ADD COLUMN request_hash TEXT;
   ALTER TABLE enquiries ADD COLUMN confirmed_at TEXT;
   CREATE UNIQUE INDEX enquiries_idempotency_key ON enquiries (idempotency_key);
   ALTER TABLE applications ADD COLUMN idempotency_key TEXT;
   ALTER TABLE applications ADD COLUMN request_hash TEXT;
   CREATE UNIQUE INDEX applications_idempotency_key ON applications (idempotency_key);
   CREATE INDEX applications_resume_file ON applications (resume_file);`,
  // Quote requests with their documents (issue 13): one row per request, one
  // per file, in the order the visitor chose them.
  `CREATE TABLE quotes (
     id INTEGER PRIMARY KEY,
     reference TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone_number TEXT NOT NULL,
     company_name TEXT NOT NULL,
     document_type TEXT NOT NULL,
     pages INTEGER NOT NULL,
     target_standard TEXT NOT NULL,
     deadline TEXT,
     notes TEXT NOT NULL,
     idempotency_key TEXT,
     request_hash TEXT
   );
   CREATE UNIQUE INDEX quotes_idempotency_key ON quotes (idempotency_key);
   CREATE TABLE quote_files (
     id INTEGER PRIMARY KEY,
     quote_id INTEGER NOT NULL REFERENCES quotes (id),
     position INTEGER NOT NULL,
     stored_file TEXT NOT NULL UNIQUE,
     original_name TEXT NOT NULL,
     file_type TEXT NOT NULL,
     bytes INTEGER NOT NULL,
     sha256 TEXT NOT NULL,
     UNIQUE (quote_id, position)
   );`,
  // The contact form's second call without a reference finds its enquiry by content (D38).
  `CREATE INDEX enquiries_request_hash ON enquiries (request_hash, created_at);`,
  // Retention and erasure (D39): an e-mail names the submission it belongs to,
  // so it goes with it; rows queued before this are matched by the reference
  // line that ends their body. An application may be kept for future openings.
  `ALTER TABLE outbox ADD COLUMN reference TEXT;
   UPDATE outbox SET reference = substr(body_text, length(body_text) - 36, 36)
     WHERE substr(body_text, length(body_text) - 47, 11) = 'Reference: ';
   CREATE INDEX outbox_reference ON outbox (reference);
   ALTER TABLE applications ADD COLUMN keep_for_future_openings TEXT NOT NULL DEFAULT '';`,
  // Data-subject requests (D40): who asked is kept only as a hash of the address.
  `CREATE TABLE privacy_requests (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN ('find', 'export', 'erase')),
     address_hash TEXT NOT NULL,
     counts TEXT NOT NULL
   );
   CREATE INDEX applications_email ON applications (lower(email));
   CREATE INDEX enquiries_email ON enquiries (lower(email));
   CREATE INDEX quotes_email ON quotes (lower(email));
   CREATE INDEX outbox_reply_to ON outbox (lower(reply_to));`,
  // Newsletter consent, confirmed (D41). An e-mail may go to a subscriber,
  // whose address the row holds; SQLite cannot change a CHECK in place, so the
  // outbox is copied. A sign-up is pending until its confirmation link is
  // followed; only the tokens' hashes are stored.
  `CREATE TABLE outbox_v3 (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     inbox TEXT NOT NULL CHECK (inbox IN ('sales', 'hr', 'subscriber')),
     reply_to TEXT,
     subject TEXT NOT NULL,
     body_text TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     locked_until INTEGER,
     last_error TEXT,
     sent_at TEXT,
     reference TEXT,
     to_address TEXT,
     unsubscribe_url TEXT,
     CHECK ((inbox = 'subscriber') = (to_address IS NOT NULL))
   );
   INSERT INTO outbox_v3 (id, created_at, inbox, reply_to, subject, body_text, status, attempts, next_attempt_at,
       locked_until, last_error, sent_at, reference)
     SELECT id, created_at, inbox, reply_to, subject, body_text, status, attempts, next_attempt_at,
       locked_until, last_error, sent_at, reference FROM outbox;
   DROP TABLE outbox;
   ALTER TABLE outbox_v3 RENAME TO outbox;
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
   CREATE INDEX outbox_reference ON outbox (reference);
   CREATE INDEX outbox_reply_to ON outbox (lower(reply_to));
   CREATE INDEX outbox_to_address ON outbox (lower(to_address));
   ALTER TABLE signups ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
   ALTER TABLE signups ADD COLUMN confirmed_at TEXT;
   ALTER TABLE signups ADD COLUMN confirm_token_hash TEXT;
   ALTER TABLE signups ADD COLUMN confirm_sent_at TEXT;
   ALTER TABLE signups ADD COLUMN unsubscribe_token_hash TEXT;
   CREATE UNIQUE INDEX signups_confirm_token ON signups (confirm_token_hash);
   CREATE UNIQUE INDEX signups_unsubscribe_token ON signups (unsubscribe_token_hash);`,
  // The contact form's optional message (issue 31); earlier enquiries have none.
  `ALTER TABLE enquiries ADD COLUMN message TEXT NOT NULL DEFAULT '';`,
  // Enquiries go to the specialists of their purpose (issue 42); earlier ones to sales.
  `ALTER TABLE outbox ADD COLUMN team TEXT CHECK (team IN ('accessibility', 'testing', 'security'));`,
  // No working link token at rest (issue 65): an e-mail sent or given up before its kept
  // text lost its tokens loses them now, with its List-Unsubscribe address.
  `UPDATE outbox SET body_text = redact_tokens(body_text), unsubscribe_url = NULL
     WHERE status <> 'pending' AND (body_text LIKE '%token=%' OR unsubscribe_url IS NOT NULL);`,
];

/** How long scrubbing the log after an e-mail is sent may wait for another instance's readers. */
const sendScrubBusyMs = 100;
const busyTimeoutMs = 5000;

/** The SQLite store (the default): one file under DATA_DIR, WAL mode, schema migrated on open. */
export class SqliteStore implements Store {
  readonly kind = 'sqlite';
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
  private scrubWal(busyMs = busyTimeoutMs): void {
    this.db.pragma(`busy_timeout = ${busyMs}`);
    try {
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      this.db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    }
  }

  private migrate(): void {
    const version = this.db.pragma('user_version', {simple: true}) as number;
    for (let index = version; index < migrations.length; index += 1) {
      this.db.transaction(() => {
        this.db.exec(migrations[index]!);
        this.db.pragma(`user_version = ${index + 1}`);
      })();
    }
  }

  /**
   * Stores a submission's row and queues its notification in one
   * transaction; returns the row's public reference. `columns` are the
   * form's own; the reference, time and idempotency key are added here.
   */
  private addSubmission(
    table: SubmissionTable,
    columns: Record<string, string | number | null>,
    notification: SubmissionNotification,
    idempotency: IdempotencyKey | undefined,
    /** Writes the submission's dependent rows, in the same transaction, given its row id. */
    addChildren: (rowId: number) => void = () => {},
    /** The hash of what was submitted, kept when no idempotency key brought one. */
    contentHash: string | null = null,
  ): string {
    const {reference} = notification;
    const row = submissionRow(reference, columns, idempotency, contentHash);
    const insert = submissionInsert(table, row);
    try {
      this.db.transaction(() => {
        const inserted = this.db.prepare(insert.sql).run(...insert.params);
        addChildren(Number(inserted.lastInsertRowid));
        this.insertNotification(notification);
      })();
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateKeyError(table);
      throw error;
    }
    return reference;
  }

  async submissionByKey(table: SubmissionTable, key: string): Promise<StoredSubmission | undefined> {
    return this.db.prepare(submissionByKeyQuery(table)).get(key) as StoredSubmission | undefined;
  }

  /** Stores an enquiry (the "sheet" row of docs/product.md §7) with its notification. */
  async addEnquiry(
    enquiry: ContactEnquiry,
    notification: SubmissionNotification,
    contentHash: string,
    idempotency?: IdempotencyKey,
  ): Promise<string> {
    return this.addSubmission('enquiries', enquiryColumns(enquiry), notification, idempotency, undefined, contentHash);
  }

  async confirmEnquiry(reference: string): Promise<boolean> {
    return this.confirm(reference);
  }

  private confirm(reference: string): boolean {
    const result = this.db.prepare(sharedStatements.confirmEnquiry).run(now(), reference);
    return result.changes === 1;
  }

  async acknowledgeEnquiry(
    enquiry: ContactEnquiry,
    notification: SubmissionNotification,
    contentHash: string,
    since: string,
  ): Promise<{reference: string; stored: boolean}> {
    // IMMEDIATE takes the write lock first, so two calls cannot both find nothing and both store.
    return this.db
      .transaction(() => {
        const found = this.db.prepare(sharedStatements.latestEnquiryWithContent).get(contentHash, since) as {reference: string} | undefined;
        const reference =
          found?.reference ?? this.addSubmission('enquiries', enquiryColumns(enquiry), notification, undefined, undefined, contentHash);
        this.confirm(reference);
        return {reference, stored: !found};
      })
      .immediate();
  }

  async addApplication(
    application: CareerApplicationFields,
    resume: StoredResume,
    notification: SubmissionNotification,
    idempotency?: IdempotencyKey,
  ): Promise<string> {
    return this.addSubmission('applications', applicationColumns(application, resume), notification, idempotency);
  }

  async isResumeReferenced(storedName: string): Promise<boolean> {
    return this.db.prepare(sharedStatements.resumeReferenced).get(storedName) !== undefined;
  }

  async addQuote(
    quote: QuoteRequestFields,
    files: readonly StoredQuoteFile[],
    notification: SubmissionNotification,
    idempotency?: IdempotencyKey,
  ): Promise<string> {
    const insertFile = this.db.prepare(sharedStatements.quoteFileInsert);
    return this.addSubmission('quotes', quoteColumns(quote), notification, idempotency, (quoteId) => {
      files.forEach((file, position) => {
        insertFile.run(quoteId, position + 1, file.storedName, file.originalName, file.detectedType, file.bytes, file.sha256);
      });
    });
  }

  async isQuoteFileReferenced(storedName: string): Promise<boolean> {
    return this.db.prepare(sharedStatements.quoteFileReferenced).get(storedName) !== undefined;
  }

  async removeExpired(cutoffs: RetentionCutoffs): Promise<RemovedData> {
    const removed = this.remove(expiryStatements(cutoffs));
    // What the sweep deleted, and any link token a busy scrub left, leave the log too.
    this.scrubWal();
    return removed;
  }

  async findByEmail(email: string, action: 'find' | 'export'): Promise<HeldData> {
    return this.db
      .transaction(() => {
        const statements = heldStatements(email);
        const rows = Object.fromEntries(
          removableTables.map((table) => [table, this.db.prepare(statements.rows[table].sql).all(...statements.rows[table].params)]),
        ) as HeldData['rows'];
        const held = {rows, files: this.storedFiles(statements.files)};
        const audit = privacyRequestInsert(action, email, countsOf(rows));
        this.db.prepare(audit.sql).run(...audit.params);
        return held;
      })
      .immediate();
  }

  async eraseByEmail(email: string): Promise<RemovedData> {
    const removed = this.remove(erasureStatements(email), (removed) => privacyRequestInsert('erase', email, removed.rows));
    this.scrubWal();
    return removed;
  }

  private storedFiles(queries: readonly Condition[]): RemovedData['files'] {
    return queries
      .flatMap((query) => this.db.prepare(query.sql).all(...query.params) as {folder: StoredFileFolder; stored_name: string}[])
      .map((file) => ({folder: file.folder, storedName: file.stored_name}));
  }

  /** Runs a removal's statements in one write transaction, with the audit row `audit` makes of its counts. */
  private remove(statements: ReturnType<typeof removalStatements>, audit?: (removed: RemovedData) => Condition): RemovedData {
    return this.db
      .transaction(() => {
        const files = this.storedFiles(statements.files);
        const rows = noRowsRemoved();
        for (const statement of statements.deletes) {
          const {changes} = this.db.prepare(statement.sql).run(...statement.params);
          if (statement.counts) rows[statement.counts] += changes;
        }
        const removed = {rows, files};
        const auditRow = audit?.(removed);
        if (auditRow) this.db.prepare(auditRow.sql).run(...auditRow.params);
        return removed;
      })
      .immediate();
  }

  async addSignup(signup: NewSignup, resendBefore: string): Promise<'queued' | 'unchanged'> {
    return this.db
      .transaction(() => {
        const existing = this.db.prepare('SELECT id, confirmed_at, confirm_sent_at FROM signups WHERE email = ?').get(signup.email) as
          {id: number; confirmed_at: string | null; confirm_sent_at: string | null} | undefined;
        const at = now();
        if (!existing) {
          this.db
            .prepare(sharedStatements.signupInsert)
            .run(signup.email, at, signup.locale, signup.confirmTokenHash, at, signup.unsubscribeTokenHash);
        } else if (existing.confirmed_at === null && (existing.confirm_sent_at ?? '') < resendBefore) {
          this.db
            .prepare(sharedStatements.signupRenew)
            .run(signup.locale, signup.confirmTokenHash, at, signup.unsubscribeTokenHash, existing.id);
        } else return 'unchanged' as const;
        this.insertNotification(signup.confirmation);
        return 'queued' as const;
      })
      .immediate();
  }

  async confirmSignup(confirmTokenHash: string): Promise<boolean> {
    const result = this.db.prepare(sharedStatements.signupConfirm).run(now(), confirmTokenHash);
    return result.changes === 1;
  }

  async unsubscribe(unsubscribeTokenHash: string): Promise<boolean> {
    const unsubscribed = this.db
      .transaction(() => {
        const statements = unsubscribeStatements(unsubscribeTokenHash);
        for (const statement of statements.slice(0, -1)) this.db.prepare(statement.sql).run(...statement.params);
        const last = statements[statements.length - 1]!;
        return this.db.prepare(last.sql).run(...last.params).changes === 1;
      })
      .immediate();
    // The deleted address, and its e-mails' links if one was still waiting, leave the log.
    if (unsubscribed) this.scrubWal(sendScrubBusyMs);
    return unsubscribed;
  }

  private insertNotification(notification: Notification): number {
    const insert = outboxInsert(notification);
    return Number(this.db.prepare(insert.sql).run(...insert.params).lastInsertRowid);
  }

  async enqueue(notification: Notification): Promise<number> {
    return this.insertNotification(notification);
  }

  /** One statement, so atomic: a row is locked by one claim only. One process uses the file, so `owner` is not kept. */
  async claimNextNotification(at: number, leaseMs: number, _owner: string): Promise<OutboxRow | undefined> {
    return this.db
      .prepare(
        `UPDATE outbox SET locked_until = ? WHERE id = (
           SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
             AND (locked_until IS NULL OR locked_until <= ?) ORDER BY id LIMIT 1)
         RETURNING *`,
      )
      .get(at + leaseMs, at, at) as OutboxRow | undefined;
  }

  async markSent(id: number, keptBody: string): Promise<void> {
    this.db.prepare(sharedStatements.outboxSent).run(now(), keptBody, id);
    this.scrubIfRedacted(keptBody);
  }

  /** A kept text that lost its links' tokens: the log still holds them, working, until scrubbed. */
  private scrubIfRedacted(keptBody: string): void {
    if (keptBody.includes(`token=${redactedToken}`)) this.scrubWal(sendScrubBusyMs);
  }

  // One process claims from the file, so the lease is always its own (see claimNextNotification).
  async markFailed(id: number, _owner: string, error: string, retryAt: number): Promise<boolean> {
    return this.db.prepare(sharedStatements.outboxRetry).run(error.slice(0, 500), retryAt, id).changes === 1;
  }

  async markGivenUp(id: number, _owner: string, error: string, keptBody: string): Promise<boolean> {
    const givenUp = this.db.prepare(sharedStatements.outboxGiveUp).run(error.slice(0, 500), keptBody, id).changes === 1;
    if (givenUp) this.scrubIfRedacted(keptBody);
    return givenUp;
  }

  async ping(): Promise<void> {
    this.db.prepare(sharedStatements.ping).get();
  }

  async outboxState(): Promise<OutboxState> {
    return this.db.prepare(outboxStateQuery).get() as OutboxState;
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

/** True when an insert failed because another request stored the same idempotency key first. */
function isDuplicateKey(error: unknown): boolean {
  return (error as {code?: string}).code === 'SQLITE_CONSTRAINT_UNIQUE' && /idempotency_key/.test(String((error as Error).message));
}

/** A quote's files in one text, in upload order (SQLite's group_concat keeps its subquery's order). */
const quoteFilesList = `(SELECT group_concat(${quoteFileEntry}, '; ')
  FROM (SELECT * FROM quote_files WHERE quote_id = quotes.id ORDER BY position))`;

/** One table's rows for the staff export, read from the SQLite file in DATA_DIR without writing to it. */
export function exportSqliteRows(dataDir: string, table: ExportTable): Record<string, unknown>[] {
  const file = join(dataDir, databaseFileName);
  if (!existsSync(file)) throw new Error(`No submissions yet: ${file} does not exist (DATA_DIR=${dataDir}).`);
  const db = new Database(file, {readonly: true, fileMustExist: true});
  try {
    return db.prepare(exportQuery(table, quoteFilesList)).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}
