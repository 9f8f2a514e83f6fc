import {
  careerApplicationFields,
  contactEnquiryFields,
  type CareerApplicationFields,
  type ContactEnquiry,
  keepApplicationValue,
  type FieldSpecs,
  type FieldsOf,
} from '../src/forms/rules';
import {quoteRequestFields, type QuoteRequestFields} from '../src/forms/quoteRules';
import {createHash} from 'node:crypto';
import type {StoredFileFolder} from './files';

/**
 * Where submissions and their notifications are kept (D33): one interface,
 * two implementations. SQLite (server/sqliteStore.ts) is the default, one
 * file under DATA_DIR; PostgreSQL (server/pgStore.ts) when DATABASE_URL is
 * set, for several instances on one database. No SQL lives outside them.
 * Uploaded files stay under DATA_DIR with either store (server/files.ts).
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

/** A WHERE condition with `?` for each parameter, in order. */
export interface Condition {
  sql: string;
  params: readonly (string | number | null)[];
}

/** One statement of a removal, and the table whose deleted rows it counts (none for a query). */
export interface RemovalStatement extends Condition {
  counts?: RemovableTable;
}

/**
 * The statements that remove the submissions each condition selects, in the
 * same SQL for both stores (a store turns `?` into its own placeholders):
 * first the queries for the stored files the rows name, then the deletes,
 * children before parents. A submission's e-mails go with it (outbox.reference).
 */
export function removalStatements(
  selected: Record<SubmissionTable, Condition>,
  also: {signups?: Condition; outbox?: Condition} = {},
): {files: Condition[]; deletes: RemovalStatement[]} {
  const {enquiries, applications, quotes} = selected;
  const outbox = outboxOf(selected, also.outbox);
  return {
    files: storedFilesOf(selected),
    deletes: [
      {sql: `DELETE FROM outbox WHERE ${outbox.sql}`, params: outbox.params, counts: 'outbox'},
      {sql: `DELETE FROM quote_files WHERE ${quoteFilesOf(quotes)}`, params: quotes.params, counts: 'quote_files'},
      {sql: `DELETE FROM enquiries WHERE ${enquiries.sql}`, params: enquiries.params, counts: 'enquiries'},
      {sql: `DELETE FROM applications WHERE ${applications.sql}`, params: applications.params, counts: 'applications'},
      {sql: `DELETE FROM quotes WHERE ${quotes.sql}`, params: quotes.params, counts: 'quotes'},
      ...(also.signups ? [{...also.signups, sql: `DELETE FROM signups WHERE ${also.signups.sql}`, counts: 'signups' as const}] : []),
    ],
  };
}

/** The condition on quote_files for the quotes `quotes` selects (its parameters are the quotes'). */
function quoteFilesOf(quotes: Condition): string {
  return `quote_id IN (SELECT id FROM quotes WHERE ${quotes.sql})`;
}

/** The outbox rows of the selected submissions, and any others `extra` selects. */
function outboxOf(selected: Record<SubmissionTable, Condition>, extra?: Condition): Condition {
  const tables = ['enquiries', 'applications', 'quotes'] as const;
  const conditions = tables.map((table) => `reference IN (SELECT reference FROM ${table} WHERE ${selected[table].sql})`);
  return {
    sql: [...conditions, ...(extra ? [`(${extra.sql})`] : [])].join(' OR '),
    params: [...tables.flatMap((table) => selected[table].params), ...(extra?.params ?? [])],
  };
}

/** The queries for the stored files the selected submissions name. */
function storedFilesOf(selected: Record<SubmissionTable, Condition>): Condition[] {
  const {applications, quotes} = selected;
  return [
    {
      sql: `SELECT 'resumes' AS folder, resume_file AS stored_name FROM applications WHERE ${applications.sql}`,
      params: applications.params,
    },
    {sql: `SELECT 'quotes' AS folder, stored_file AS stored_name FROM quote_files WHERE ${quoteFilesOf(quotes)}`, params: quotes.params},
  ];
}

/**
 * The submissions, sign-ups and e-mails of one address (D40). Addresses are
 * compared without regard to case, as the sign-up list always has; the
 * e-mails are found by their submission, their Reply-To and their recipient.
 */
function addressConditions(email: string): {selected: Record<SubmissionTable, Condition>; signups: Condition; outbox: Condition} {
  const byEmail = {sql: 'lower(email) = lower(?)', params: [email]};
  return {
    selected: {enquiries: byEmail, applications: byEmail, quotes: byEmail},
    signups: byEmail,
    outbox: {sql: 'lower(reply_to) = lower(?) OR lower(to_address) = lower(?)', params: [email, email]},
  };
}

/** The removal of everything held for an address (D40). */
export function erasureStatements(email: string): ReturnType<typeof removalStatements> {
  const {selected, signups, outbox} = addressConditions(email);
  return removalStatements(selected, {signups, outbox});
}

/** The queries that read everything held for an address, per table, and the files it names (D40). */
export function heldStatements(email: string): {rows: Record<RemovableTable, Condition>; files: Condition[]} {
  const {selected, signups, outbox: extraOutbox} = addressConditions(email);
  const outbox = outboxOf(selected, extraOutbox);
  const all = (table: string, condition: Condition) => ({
    sql: `SELECT * FROM ${table} WHERE ${condition.sql} ORDER BY id`,
    params: condition.params,
  });
  return {
    rows: {
      enquiries: all('enquiries', selected.enquiries),
      applications: all('applications', selected.applications),
      quotes: all('quotes', selected.quotes),
      quote_files: {sql: `SELECT * FROM quote_files WHERE ${quoteFilesOf(selected.quotes)} ORDER BY id`, params: selected.quotes.params},
      signups: all('signups', signups),
      outbox: all('outbox', outbox),
    },
    files: storedFilesOf(selected),
  };
}

/**
 * The audit row of a data-subject request (D40): the action, when, the
 * counts, and sha256 of the address as compared (lower case), so staff can
 * show a request was handled without keeping the address it was about.
 */
export function privacyRequestInsert(
  action: 'find' | 'export' | 'erase',
  email: string,
  counts: Record<RemovableTable, number>,
): Condition {
  return {
    sql: 'INSERT INTO privacy_requests (created_at, action, address_hash, counts) VALUES (?, ?, ?, ?)',
    params: [now(), action, createHash('sha256').update(email.trim().toLowerCase()).digest('hex'), JSON.stringify(counts)],
  };
}

/**
 * Unsubscribing (D41): the e-mails to the address go first, then the
 * sign-up itself, whose deleted count (the last statement's) says whether
 * the token was known.
 */
export function unsubscribeStatements(unsubscribeTokenHash: string): Condition[] {
  const signup = 'SELECT lower(email) FROM signups WHERE unsubscribe_token_hash = ?';
  return [
    {sql: `DELETE FROM outbox WHERE inbox = 'subscriber' AND lower(to_address) IN (${signup})`, params: [unsubscribeTokenHash]},
    {sql: 'DELETE FROM signups WHERE unsubscribe_token_hash = ?', params: [unsubscribeTokenHash]},
  ];
}

/** The export's sign-up state, read from the row (D41). */
export const signupComputedColumns = {state: "CASE WHEN confirmed_at IS NULL THEN 'pending' ELSE 'confirmed' END"};

/** The removal of everything past its period (D39, D41). */
export function expiryStatements(cutoffs: RetentionCutoffs): ReturnType<typeof removalStatements> {
  const signups = {sql: 'confirmed_at IS NULL AND created_at < ?', params: [cutoffs.unconfirmedSignups]};
  // Their confirmation e-mails go with them; the outbox is emptied before the sign-ups.
  const outbox = {
    sql: `inbox = 'subscriber' AND lower(to_address) IN (SELECT lower(email) FROM signups WHERE ${signups.sql})`,
    params: signups.params,
  };
  return removalStatements(expiredConditions(cutoffs), {signups, outbox});
}

/** The conditions that select expired submissions (created_at is ISO 8601 text in both stores, so it compares as text). */
function expiredConditions(cutoffs: RetentionCutoffs): Record<SubmissionTable, Condition> {
  return {
    enquiries: {sql: 'created_at < ?', params: [cutoffs.enquiries]},
    quotes: {sql: 'created_at < ?', params: [cutoffs.quotes]},
    applications: {
      sql: `created_at < CASE WHEN keep_for_future_openings = '${keepApplicationValue}' THEN ? ELSE ? END`,
      params: [cutoffs.keptApplications, cutoffs.applications],
    },
  };
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

/** The team's inboxes; their addresses are looked up when a notification is sent. */
export type StaffInbox = 'sales' | 'hr';

/**
 * The specialists who read a sales enquiry, by the purpose the visitor chose
 * (the contact page promises it, issue 42). Each has its own address where
 * one is configured (MAIL_TO_ACCESSIBILITY, …); otherwise the sales inbox's.
 */
export const specialistTeams = ['accessibility', 'testing', 'security'] as const;
export type SpecialistTeam = (typeof specialistTeams)[number];

/**
 * Where a notification goes: a team inbox, or a newsletter subscriber, whose
 * address the row itself holds (`to_address`, D41).
 */
export type Inbox = StaffInbox | 'subscriber';

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

/** The outbox's state in one statement, the same on both stores. */
export const outboxStateQuery = `SELECT
    coalesce(sum(CASE WHEN status = 'pending' THEN 1 ELSE 0 END), 0) AS pending,
    min(CASE WHEN status = 'pending' THEN created_at END) AS "oldestPendingAt",
    coalesce(sum(CASE WHEN status = 'failed' THEN 1 ELSE 0 END), 0) AS failed
  FROM outbox`;

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

/**
 * A submission's row: the form's own `columns` plus its public reference, the
 * time, and the idempotency key and request hash (or, without a key, the hash of
 * the content, which the contact form's second call looks up, D38).
 */
export function submissionRow(
  reference: string,
  columns: Record<string, string | number | null>,
  idempotency: IdempotencyKey | undefined,
  contentHash: string | null,
): Record<string, string | number | null> {
  return {
    reference,
    created_at: now(),
    ...columns,
    idempotency_key: idempotency?.key ?? null,
    request_hash: idempotency?.requestHash ?? contentHash,
  };
}

/** The submission a notification belongs to, if it is a submission's. */
function referenceOf(notification: Notification): string | null {
  return 'reference' in notification && typeof notification.reference === 'string' ? notification.reference : null;
}

/** The insert that queues a notification, due now, in the shared SQL of both stores. */
export function outboxInsert(notification: Notification): Condition {
  return {
    sql: `INSERT INTO outbox (created_at, inbox, reply_to, subject, body_text, next_attempt_at, reference, to_address, unsubscribe_url, team)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    params: [
      now(),
      notification.inbox,
      notification.replyTo ?? null,
      notification.subject,
      notification.body,
      Date.now(),
      referenceOf(notification),
      notification.toAddress ?? null,
      notification.unsubscribeUrl ?? null,
      notification.team ?? null,
    ],
  };
}

export function now(): string {
  return new Date().toISOString();
}

/** A form's field columns, in the rules' order. */
function columnNames(specs: FieldSpecs): string[] {
  return Object.values(specs).map((spec) => spec.column);
}

/** Each field's value under its column. */
function fieldColumns<S extends FieldSpecs>(specs: S, values: FieldsOf<S>): Record<string, string> {
  return Object.fromEntries(Object.entries(specs).map(([field, spec]) => [spec.column, values[field as keyof S]]));
}

/**
 * The columns staff see, in order, per table (`npm run forms:export`). The
 * forms' own fields come from their rules (src/forms/rules.ts, quoteRules.ts).
 */
export const exportTables = {
  enquiries: ['id', 'reference', 'created_at', ...columnNames(contactEnquiryFields)],
  applications: [
    'id',
    'reference',
    'created_at',
    ...columnNames(careerApplicationFields),
    'resume_file',
    'resume_original_name',
    'resume_type',
    'resume_bytes',
  ],
  quotes: ['id', 'reference', 'created_at', ...columnNames(quoteRequestFields), 'file_count', 'files'],
  quote_files: ['id', 'quote_reference', 'position', 'original_name', 'file_type', 'bytes', 'stored_file', 'sha256'],
  signups: ['id', 'created_at', 'email', 'locale', 'state', 'confirmed_at'],
  outbox: ['id', 'created_at', 'inbox', 'team', 'subject', 'reply_to', 'status', 'attempts', 'last_error', 'sent_at', 'body_text'],
  // Data-subject requests (D40): the address only as a hash.
  privacy_requests: ['id', 'created_at', 'action', 'address_hash', 'counts'],
} satisfies Record<string, readonly string[]>;

export type ExportTable = keyof typeof exportTables;

/** An enquiry's columns (the "sheet" row of docs/product.md §7), as both stores keep them. */
export function enquiryColumns(enquiry: ContactEnquiry): Record<string, string> {
  return fieldColumns(contactEnquiryFields, enquiry);
}

/** A job application's columns, with its stored resume, as both stores keep them. */
export function applicationColumns(application: CareerApplicationFields, resume: StoredResume): Record<string, string | number> {
  return {
    ...fieldColumns(careerApplicationFields, application),
    resume_file: resume.storedName,
    resume_original_name: resume.originalName,
    resume_type: resume.detectedType,
    resume_bytes: resume.bytes,
  };
}

/** A quote request's own columns, as both stores keep them: pages is a number, a missing deadline NULL. */
export function quoteColumns(quote: QuoteRequestFields): Record<string, string | number | null> {
  return {
    ...fieldColumns(quoteRequestFields, quote),
    pages: Number(quote.pages),
    deadline: quote.deadline === '' ? null : quote.deadline,
  };
}
