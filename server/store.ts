import {chmodSync, closeSync, mkdirSync, openSync} from 'node:fs';
import {join} from 'node:path';
import {randomUUID} from 'node:crypto';
import Database from 'better-sqlite3';
import type {CareerApplicationFields, ContactEnquiry} from '../src/forms/rules';
import type {QuoteRequestFields} from '../src/forms/quoteRules';

export const databaseFileName = 'trendsoft.sqlite';

/** Which inbox a notification goes to; the address is looked up when it is sent. */
export type Inbox = 'sales' | 'hr';

export interface OutboxRow {
  id: number;
  created_at: string;
  inbox: Inbox;
  reply_to: string | null;
  subject: string;
  body_text: string;
  /** 'failed': given up after a permanent SMTP refusal or OUTBOX_MAX_ATTEMPTS attempts. */
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  last_error: string | null;
  sent_at: string | null;
}

export interface StoredQuoteFile extends StoredResume {
  sha256: string;
}

export interface StoredResume {
  storedName: string;
  originalName: string;
  detectedType: string;
  bytes: number;
}

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
];

function now(): string {
  return new Date().toISOString();
}

/** The SQLite store: one file under DATA_DIR, WAL mode, schema migrated on open. */
export class Store {
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
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('foreign_keys = ON');
    this.migrate();
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
    notification: Notification,
    idempotency: IdempotencyKey | undefined,
    /** Writes the submission's dependent rows, in the same transaction, given its row id. */
    addChildren: (rowId: number) => void = () => {},
  ): string {
    const reference = randomUUID();
    const row: Record<string, string | number | null> = {
      reference,
      created_at: now(),
      ...columns,
      idempotency_key: idempotency?.key ?? null,
      request_hash: idempotency?.requestHash ?? null,
    };
    const names = Object.keys(row);
    this.db.transaction(() => {
      const inserted = this.db
        .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((name) => `@${name}`).join(', ')})`)
        .run(row);
      addChildren(Number(inserted.lastInsertRowid));
      this.enqueue(withReference(notification, reference));
    })();
    return reference;
  }

  /** The submission an idempotency key already stored, if any. */
  submissionByKey(table: SubmissionTable, key: string): StoredSubmission | undefined {
    return this.db.prepare(`SELECT reference, request_hash AS requestHash FROM ${table} WHERE idempotency_key = ?`).get(key) as
      | StoredSubmission
      | undefined;
  }

  /** Stores an enquiry (the "sheet" row of docs/product.md §7) with its notification. */
  addEnquiry(enquiry: ContactEnquiry, notification: Notification, idempotency?: IdempotencyKey): string {
    const columns = {
      name: enquiry.name,
      phone_number: enquiry.phoneNumber,
      email: enquiry.email,
      company_name: enquiry.companyName,
      enquiries: enquiry.enquiries,
    };
    return this.addSubmission('enquiries', columns, notification, idempotency);
  }

  /** Records the contact form's second call; false when no enquiry has this reference. A repeat changes nothing. */
  confirmEnquiry(reference: string): boolean {
    const result = this.db
      .prepare('UPDATE enquiries SET confirmed_at = COALESCE(confirmed_at, ?) WHERE reference = ?')
      .run(now(), reference);
    return result.changes === 1;
  }

  /** Stores an application, naming its stored resume, with its notification. */
  addApplication(
    application: CareerApplicationFields,
    resume: StoredResume,
    notification: Notification,
    idempotency?: IdempotencyKey,
  ): string {
    const columns = {
      name: application.name,
      email: application.email,
      phone_number: application.phoneNumber,
      position: application.position,
      resume_file: resume.storedName,
      resume_original_name: resume.originalName,
      resume_type: resume.detectedType,
      resume_bytes: resume.bytes,
    };
    return this.addSubmission('applications', columns, notification, idempotency);
  }

  /** Whether an application row points at this stored resume. */
  isResumeReferenced(storedName: string): boolean {
    return this.db.prepare('SELECT 1 FROM applications WHERE resume_file = ?').get(storedName) !== undefined;
  }

  /** Stores a quote request and its documents' rows with its notification. */
  addQuote(quote: QuoteRequestFields, files: readonly StoredQuoteFile[], notification: Notification, idempotency?: IdempotencyKey): string {
    const columns = {
      name: quote.name,
      email: quote.email,
      phone_number: quote.phoneNumber,
      company_name: quote.companyName,
      document_type: quote.documentType,
      pages: Number(quote.pages),
      target_standard: quote.targetStandard,
      deadline: quote.deadline === '' ? null : quote.deadline,
      notes: quote.notes,
    };
    const insertFile = this.db.prepare(
      `INSERT INTO quote_files (quote_id, position, stored_file, original_name, file_type, bytes, sha256)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    return this.addSubmission('quotes', columns, notification, idempotency, (quoteId) => {
      files.forEach((file, position) => {
        insertFile.run(quoteId, position + 1, file.storedName, file.originalName, file.detectedType, file.bytes, file.sha256);
      });
    });
  }

  /** Whether a quote request's row points at this stored document. */
  isQuoteFileReferenced(storedName: string): boolean {
    return this.db.prepare('SELECT 1 FROM quote_files WHERE stored_file = ?').get(storedName) !== undefined;
  }

  /** Stores a sign-up address once; a repeat is not an error. */
  addSignup(email: string): void {
    this.db.prepare('INSERT INTO signups (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING').run(email, now());
  }

  enqueue(notification: Notification): number {
    const result = this.db
      .prepare(
        `INSERT INTO outbox (created_at, inbox, reply_to, subject, body_text, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(now(), notification.inbox, notification.replyTo ?? null, notification.subject, notification.body, Date.now());
    return Number(result.lastInsertRowid);
  }

  /** Pending notifications whose time has come and that nobody is sending right now. */
  dueNotifications(at: number, limit = 20): OutboxRow[] {
    return this.db
      .prepare(
        `SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
           AND (locked_until IS NULL OR locked_until <= ?) ORDER BY id LIMIT ?`,
      )
      .all(at, at, limit) as OutboxRow[];
  }

  /** Locks a notification for one send attempt; false if another worker holds it or it is sent. */
  claimNotification(id: number, at: number, lockMs: number): boolean {
    const result = this.db
      .prepare(
        `UPDATE outbox SET locked_until = ? WHERE id = ? AND status = 'pending'
           AND (locked_until IS NULL OR locked_until <= ?)`,
      )
      .run(at + lockMs, id, at);
    return result.changes === 1;
  }

  markSent(id: number): void {
    this.db
      .prepare(`UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, locked_until = NULL, last_error = NULL WHERE id = ?`)
      .run(now(), id);
  }

  markFailed(id: number, error: string, retryAt: number): void {
    this.db
      .prepare(`UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = NULL WHERE id = ?`)
      .run(error.slice(0, 500), retryAt, id);
  }

  /** Gives a notification up: it is not retried, and the export shows it as failed. */
  markGivenUp(id: number, error: string): void {
    this.db
      .prepare(`UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, locked_until = NULL WHERE id = ?`)
      .run(error.slice(0, 500), id);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

/** The tables whose rows are visitors' submissions with a reference and an idempotency key. */
export type SubmissionTable = 'enquiries' | 'applications' | 'quotes';

/** One submission's idempotency key (sent by the browser) and the hash of what it submitted. */
export interface IdempotencyKey {
  key: string;
  requestHash: string;
}

/** A submission found by its idempotency key. */
export interface StoredSubmission {
  reference: string;
  requestHash: string | null;
}

/** True when an insert failed because another request stored the same idempotency key first. */
export function isDuplicateKey(error: unknown): boolean {
  return (error as {code?: string}).code === 'SQLITE_CONSTRAINT_UNIQUE' && /idempotency_key/.test(String((error as Error).message));
}

function withReference(notification: Notification, reference: string): Notification {
  return {...notification, body: `${notification.body}\nReference: ${reference}\n`};
}

export interface Notification {
  inbox: Inbox;
  replyTo?: string;
  subject: string;
  body: string;
}
