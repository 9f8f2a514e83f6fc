/**
 * The SQL both stores run, written once with `?` placeholders (PostgreSQL's
 * store numbers them, `numbered`): the statements that insert, find and
 * remove submissions, notifications and sign-ups, and the staff export's
 * columns. What differs between SQLite and PostgreSQL (migrations, claiming
 * with leases or SKIP LOCKED, advisory locks, upserts) stays in ./sqlite.ts
 * and ./postgres.ts.
 */
import {createHash} from 'node:crypto';
import {
  careerApplicationFields,
  contactEnquiryFields,
  keepApplicationValue,
  type CareerApplicationFields,
  type ContactEnquiry,
  type FieldSpecs,
  type FieldsOf,
} from '../../src/forms/rules';
import {quoteRequestFields, type QuoteRequestFields} from '../../src/forms/quoteRules';
import {
  now,
  type IdempotencyKey,
  type Notification,
  type RemovableTable,
  type RetentionCutoffs,
  type StoredResume,
  type SubmissionTable,
} from './store';

/** A statement's placeholders as PostgreSQL numbers them: `?` becomes $1, $2, … in order. */
export function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
}

/** Statements both stores run exactly as written here (PostgreSQL's numbered). */
export const sharedStatements = {
  /** The contact form's second call: an enquiry acknowledged once; a repeat changes nothing. */
  confirmEnquiry: 'UPDATE enquiries SET confirmed_at = COALESCE(confirmed_at, ?) WHERE reference = ?',
  /** The latest enquiry of this content stored since a time (D38). */
  latestEnquiryWithContent: 'SELECT reference FROM enquiries WHERE request_hash = ? AND created_at >= ? ORDER BY id DESC LIMIT 1',
  /** Whether an application names this stored resume. */
  resumeReferenced: 'SELECT 1 FROM applications WHERE resume_file = ?',
  /** One document of a quote request. */
  quoteFileInsert:
    'INSERT INTO quote_files (quote_id, position, stored_file, original_name, file_type, bytes, sha256) VALUES (?, ?, ?, ?, ?, ?, ?)',
  /** Whether a quote's document row names this stored file. */
  quoteFileReferenced: 'SELECT 1 FROM quote_files WHERE stored_file = ?',
  /** A new pending sign-up with its tokens' hashes (D41). */
  signupInsert:
    'INSERT INTO signups (email, created_at, locale, confirm_token_hash, confirm_sent_at, unsubscribe_token_hash) VALUES (?, ?, ?, ?, ?, ?)',
  /** A pending sign-up asked for again: new tokens and language. */
  signupRenew: 'UPDATE signups SET locale = ?, confirm_token_hash = ?, confirm_sent_at = ?, unsubscribe_token_hash = ? WHERE id = ?',
  /** Confirms the pending sign-up whose confirmation token hashes to this; the hash goes. */
  signupConfirm: 'UPDATE signups SET confirmed_at = ?, confirm_token_hash = NULL WHERE confirm_token_hash = ? AND confirmed_at IS NULL',
  /** Whether the database answers (health). */
  ping: 'SELECT 1',
  /** A notification sent: its kept text has its tokens redacted and the unsubscribe address goes (issue 42). */
  outboxSent: `UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, locked_until = NULL, last_error = NULL,
    body_text = ?, unsubscribe_url = NULL WHERE id = ?`,
  /**
   * A failed send of a still pending notification, tried again at a later time.
   * Parameters: error, retry time, id. PostgreSQL's store appends its lease
   * condition (`leaseHeldBy`): several instances share its outbox.
   */
  outboxRetry: `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = NULL
    WHERE id = ? AND status = 'pending'`,
  /** A still pending notification given up, its kept text redacted. Parameters: error, kept text, id; then as outboxRetry. */
  outboxGiveUp: `UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, locked_until = NULL,
    body_text = ?, unsubscribe_url = NULL WHERE id = ? AND status = 'pending'`,
} as const;

/** A submission's row inserted (PostgreSQL's store adds `RETURNING id`). */
export function submissionInsert(table: SubmissionTable, row: Record<string, string | number | null>): Condition {
  const names = Object.keys(row);
  return {
    sql: `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    params: names.map((name) => row[name] ?? null),
  };
}

/** The submission stored under an idempotency key: its reference and request hash. */
export function submissionByKeyQuery(table: SubmissionTable): string {
  return `SELECT reference, request_hash AS "requestHash" FROM ${table} WHERE idempotency_key = ?`;
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
const signupComputedColumns = {state: "CASE WHEN confirmed_at IS NULL THEN 'pending' ELSE 'confirmed' END"};

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

/** The outbox's state in one statement, the same on both stores. */
export const outboxStateQuery = `SELECT
    coalesce(sum(CASE WHEN status = 'pending' THEN 1 ELSE 0 END), 0) AS pending,
    min(CASE WHEN status = 'pending' THEN created_at END) AS "oldestPendingAt",
    coalesce(sum(CASE WHEN status = 'failed' THEN 1 ELSE 0 END), 0) AS failed
  FROM outbox`;

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

/**
 * The staff export's query of one table: its columns in order, those made
 * from other tables computed. Only the list of a quote's files is dialect
 * (SQLite's group_concat, PostgreSQL's string_agg), so each store passes it.
 */
export function exportQuery(table: ExportTable, quoteFilesList: string): string {
  const computedColumns: Partial<Record<ExportTable, Record<string, string>>> = {
    quotes: {file_count: '(SELECT count(*) FROM quote_files WHERE quote_id = quotes.id)', files: quoteFilesList},
    quote_files: {quote_reference: '(SELECT reference FROM quotes WHERE quotes.id = quote_files.quote_id)'},
    signups: signupComputedColumns,
  };
  const computed = computedColumns[table] ?? {};
  const select = exportTables[table].map((column) => (computed[column] ? `${computed[column]} AS ${column}` : column));
  return `SELECT ${select.join(', ')} FROM ${table} ORDER BY id`;
}

/** How a quote's row lists its files in the export: "name (bytes) as quotes/stored", in upload order. */
export const quoteFileEntry = `original_name || ' (' || bytes || ' bytes) as quotes/' || stored_file`;

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
