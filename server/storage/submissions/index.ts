import {
  careerApplicationFields,
  contactEnquiryFields,
  type CareerApplicationFields,
  type ContactEnquiry,
  type FieldSpecs,
  type FieldsOf,
} from '../../../src/forms/rules';
import {quoteRequestFields, type QuoteRequestFields} from '../../../src/forms/quoteRules';
import type {SubmissionNotification} from '../outbox';
import {now, type Condition} from '../sql';

/**
 * The visitors' submissions: enquiries, job applications with their resume,
 * quote requests with their documents. Each is stored with its notification
 * in one transaction (the outbox's insert, ../outbox), and found again by its
 * idempotency key.
 */
export interface SubmissionsRepository {
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

/** Statements both stores run exactly as written here (PostgreSQL's numbered). */
export const submissionStatements = {
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
} as const;

/** A quote document's row, after its quote's id: the parameters of `quoteFileInsert`. */
export function quoteFileParams(quoteId: number, position: number, file: StoredQuoteFile): (string | number)[] {
  return [quoteId, position, file.storedName, file.originalName, file.detectedType, file.bytes, file.sha256];
}

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

/** Each field's value under its column. */
function fieldColumns<S extends FieldSpecs>(specs: S, values: FieldsOf<S>): Record<string, string> {
  return Object.fromEntries(Object.entries(specs).map(([field, spec]) => [spec.column, values[field as keyof S]]));
}

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
