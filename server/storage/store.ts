import type {CareerApplicationFields, ContactEnquiry} from '../../src/forms/rules';
import type {QuoteRequestFields} from '../../src/forms/quoteRules';
import type {StoredFileFolder} from '../files';
import type {Inbox, SpecialistTeam} from '../inboxes';

/**
 * Where submissions and their notifications are kept (D33): this interface,
 * two implementations. SQLite (./sqlite.ts) is the default, one file under
 * DATA_DIR; PostgreSQL (./postgres.ts) when DATABASE_URL is set, for several
 * instances on one database. The SQL both run is written once (./sql.ts);
 * each keeps only its dialect (migrations, locking, leases). No SQL lives
 * outside server/storage. Uploaded files stay under DATA_DIR with either
 * store (server/files.ts).
 */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** The submission an idempotency key already stored, if any. */
  submissionByKey(table: SubmissionTable, key: string): Promise<StoredSubmission | undefined>;
  /**
   * Stores an enquiry with its notification in one transaction; returns its reference.
   * `contentHash` (requestHash of the enquiry) lets acknowledgeEnquiry find it.
   */
  addEnquiry(
    enquiry: ContactEnquiry,
    notification: SubmissionNotification,
    contentHash: string,
    idempotency?: IdempotencyKey,
  ): Promise<string>;
  /** Records the contact form's second call; false when no enquiry has this reference. A repeat changes nothing. */
  confirmEnquiry(reference: string): Promise<boolean>;
  /**
   * The second call with the enquiry's own body and no reference (docs/product.md §7, D38):
   * acknowledges the latest enquiry with this content (`contentHash`) stored at or
   * after `since`, or, when there is none, stores it, acknowledged, with its
   * notification. One transaction, serialised per content, so calls that race
   * store one row.
   */
  acknowledgeEnquiry(
    enquiry: ContactEnquiry,
    notification: SubmissionNotification,
    contentHash: string,
    since: string,
  ): Promise<{reference: string; stored: boolean}>;
  /** Stores an application, naming its stored resume, with its notification. */
  addApplication(
    application: CareerApplicationFields,
    resume: StoredResume,
    notification: SubmissionNotification,
    idempotency?: IdempotencyKey,
  ): Promise<string>;
  /** Whether an application row points at this stored resume. */
  isResumeReferenced(storedName: string): Promise<boolean>;
  /** Stores a quote request and its documents' rows with its notification. */
  addQuote(
    quote: QuoteRequestFields,
    files: readonly StoredQuoteFile[],
    notification: SubmissionNotification,
    idempotency?: IdempotencyKey,
  ): Promise<string>;
  /** Whether a quote request's row points at this stored document. */
  isQuoteFileReferenced(storedName: string): Promise<boolean>;
  /**
   * A sign-up (D41), in one transaction: a new address is stored pending,
   * with its tokens' hashes, and its confirmation e-mail is queued; a pending
   * address whose last confirmation was sent before `resendBefore` gets new
   * tokens and a new e-mail; anything else (a confirmed address, a recent
   * pending one) is left as it is. Addresses compare without regard to case.
   */
  addSignup(signup: NewSignup, resendBefore: string): Promise<'queued' | 'unchanged'>;
  /** Confirms the pending sign-up whose confirmation token hashes to this; false when none does (unknown or used). */
  confirmSignup(confirmTokenHash: string): Promise<boolean>;
  /** Deletes the sign-up whose unsubscribe token hashes to this, with the e-mails to its address; false when none does. */
  unsubscribe(unsubscribeTokenHash: string): Promise<boolean>;
  /** Queues a notification on its own (the submissions queue theirs in their transaction). */
  enqueue(notification: Notification): Promise<number>;
  /**
   * Claims the oldest due notification that nobody holds, for one send
   * attempt: it is leased to `owner` until `at + leaseMs`. Several instances
   * may claim at once; each row goes to one of them (D34). Undefined when
   * nothing is due.
   */
  claimNextNotification(at: number, leaseMs: number, owner: string): Promise<OutboxRow | undefined>;
  /**
   * Records the send. `keptBody` replaces the body: the sent text with its
   * link tokens redacted, and the unsubscribe address goes (issue 42).
   */
  markSent(id: number, keptBody: string): Promise<void>;
  /**
   * Records a failed attempt and when to try again. Only the lease's `owner` may:
   * false when the lease ran out and another instance has claimed the row, which
   * then records its own attempt (clearing its lease would let a third send too).
   */
  markFailed(id: number, owner: string, error: string, retryAt: number): Promise<boolean>;
  /**
   * Gives a notification up: it is not retried, and the export shows it as
   * failed. Only the lease's owner may, as for markFailed. Its tokens go as in
   * markSent: the links can no longer reach anyone.
   */
  markGivenUp(id: number, owner: string, error: string, keptBody: string): Promise<boolean>;
  /**
   * Deletes, in one transaction, every submission whose period has ended
   * (stored before its kind's cutoff), with its documents' rows and its
   * e-mails; returns the counts and the stored files the rows named, which
   * the caller removes once this has committed (Privacy Policy §3, D39).
   */
  removeExpired(cutoffs: RetentionCutoffs): Promise<RemovedData>;
  /**
   * Every row held for an e-mail address (D40), per table, and the stored
   * files those rows name. Records the request (`find` or `export`) in
   * privacy_requests, with a hash of the address, never the address.
   */
  findByEmail(email: string, action: 'find' | 'export'): Promise<HeldData>;
  /**
   * Deletes every row held for an e-mail address, its documents' rows and its
   * e-mails, queued or sent, and records the erasure, in one transaction;
   * returns the counts and the stored files to remove once it has committed.
   */
  eraseByEmail(email: string): Promise<RemovedData>;
  /** Resolves when the database answers a query; the health check asks it. */
  ping(): Promise<void>;
  /** The outbox as operators watch it (the metrics, issue 42): unsent and given-up notifications. */
  outboxState(): Promise<OutboxState>;
  /** Set when the store is shared by instances: the rate limit counts in it (D34). */
  readonly rateLimitCounter?: RateLimitCounter;
  close(): Promise<void>;
}

/** Submissions stored before these times (ISO 8601) have reached the end of their period. */
export interface RetentionCutoffs {
  enquiries: string;
  quotes: string;
  applications: string;
  /** Applications whose sender ticked "Keep my application for future openings". */
  keptApplications: string;
  /** Newsletter sign-ups never confirmed (D41). */
  unconfirmedSignups: string;
}

/** The tables rows are removed from, for retention and for erasure. */
export const removableTables = ['enquiries', 'applications', 'quotes', 'quote_files', 'signups', 'outbox'] as const;
export type RemovableTable = (typeof removableTables)[number];

/** What a removal took out: rows per table, and the stored files those rows named. */
export interface RemovedData {
  rows: Record<RemovableTable, number>;
  files: {folder: StoredFileFolder; storedName: string}[];
}

/** What is held for one address: its rows per table, as stored, and the stored files they name. */
export interface HeldData {
  rows: Record<RemovableTable, Record<string, unknown>[]>;
  files: RemovedData['files'];
}

export function noHeldRows(): HeldData['rows'] {
  return Object.fromEntries(removableTables.map((table) => [table, []])) as unknown as HeldData['rows'];
}

/** Rows per table, counted. */
export function countsOf(rows: Record<RemovableTable, readonly unknown[]>): Record<RemovableTable, number> {
  return Object.fromEntries(removableTables.map((table) => [table, rows[table].length])) as Record<RemovableTable, number>;
}

export function noRowsRemoved(): Record<RemovableTable, number> {
  return Object.fromEntries(removableTables.map((table) => [table, 0])) as Record<RemovableTable, number>;
}

/** Counts requests per endpoint and client in a shared store, for @fastify/rate-limit. */
export interface RateLimitCounter {
  /** Counts one request; returns the count in the current window and the milliseconds left in it. */
  rateLimitHit(route: string, client: string, windowMs: number, at: number): Promise<{current: number; ttl: number}>;
}

/** The site's languages: a sign-up's e-mails and pages follow the page it was made on. */
export type Locale = 'en' | 'hi';

/** A sign-up as Submissions prepares it, its tokens already hashed (D41). */
export interface NewSignup {
  email: string;
  locale: Locale;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
  /** The confirmation e-mail, to the address, queued with the row. */
  confirmation: Notification;
}

export interface OutboxState {
  /** Notifications not yet sent, due or waiting for a retry. */
  pending: number;
  /** When the oldest of them was queued (ISO time), or null when none waits. */
  oldestPendingAt: string | null;
  /** Notifications given up (status 'failed'): a lead nobody was told of. */
  failed: number;
}

export interface OutboxRow {
  id: number;
  created_at: string;
  inbox: Inbox;
  reply_to: string | null;
  subject: string;
  body_text: string;
  /** 'failed': given up after a permanent SMTP refusal or OUTBOX_MAX_ATTEMPTS attempts. */
  status: 'pending' | 'sent' | 'failed';
  /** The recipient of a 'subscriber' e-mail; null for the team's inboxes. */
  to_address: string | null;
  /** Where a subscriber e-mail's List-Unsubscribe header points (RFC 8058). */
  unsubscribe_url: string | null;
  /** The specialists of the sales inbox who read it, when a purpose names them. */
  team: SpecialistTeam | null;
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

/** An insert failed because another request stored the same idempotency key first. */
export class DuplicateKeyError extends Error {
  constructor(readonly table: SubmissionTable) {
    super(`Another request stored this idempotency key in ${table} first`);
  }
}

export interface Notification {
  inbox: Inbox;
  /** For the sales inbox: the specialists the visitor's purpose names. */
  team?: SpecialistTeam;
  replyTo?: string;
  /** The recipient, for the 'subscriber' inbox. */
  toAddress?: string;
  /** One-click unsubscribe URL for a subscriber e-mail's headers. */
  unsubscribeUrl?: string;
  subject: string;
  body: string;
}

/**
 * A submission's notification as Submissions finished it: its body names the
 * reference, which the submission's row gets too.
 */
export interface SubmissionNotification extends Notification {
  reference: string;
}

/** The time as both stores keep it: ISO 8601 text, UTC. */
export function now(): string {
  return new Date().toISOString();
}
