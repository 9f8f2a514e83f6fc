import {createHash} from 'node:crypto';
import {keepApplicationValue} from '../../../src/forms/rules';
import type {StoredFileFolder} from '../../files';
import type {SubmissionTable} from '../submissions';
import {now, type Condition} from '../sql';

/**
 * Privacy and retention: what is held for an address, found, exported and
 * erased on request (D40), and what has passed its retention period, removed
 * by the daily sweep (Privacy Policy §3, D39). Each removal is one
 * transaction, its stored files removed by the caller once it has committed.
 */
export interface PrivacyRepository {
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
