import type Database from 'better-sqlite3';
import type {CareerApplicationFields, ContactEnquiry} from '../../../src/forms/rules';
import type {QuoteRequestFields} from '../../../src/forms/quoteRules';
import type {SubmissionNotification} from '../outbox';
import {queueNotification} from '../outbox/sqlite';
import {now} from '../sql';
import type {SqliteDatabase} from '../sqlite';
import {
  applicationColumns,
  DuplicateKeyError,
  enquiryColumns,
  quoteColumns,
  quoteFileParams,
  submissionByKeyQuery,
  submissionInsert,
  submissionRow,
  submissionStatements,
  type IdempotencyKey,
  type StoredQuoteFile,
  type StoredResume,
  type StoredSubmission,
  type SubmissionsRepository,
  type SubmissionTable,
} from '.';

/** The submissions in the SQLite file: one writer at a time, so a transaction taken IMMEDIATE serialises what must be. */
export class SqliteSubmissions implements SubmissionsRepository {
  constructor(private readonly database: SqliteDatabase) {}

  private get db(): Database.Database {
    return this.database.db;
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
        queueNotification(this.db, notification);
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
    const result = this.db.prepare(submissionStatements.confirmEnquiry).run(now(), reference);
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
        const found = this.db.prepare(submissionStatements.latestEnquiryWithContent).get(contentHash, since) as
          {reference: string} | undefined;
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
    return this.db.prepare(submissionStatements.resumeReferenced).get(storedName) !== undefined;
  }

  async addQuote(
    quote: QuoteRequestFields,
    files: readonly StoredQuoteFile[],
    notification: SubmissionNotification,
    idempotency?: IdempotencyKey,
  ): Promise<string> {
    const insertFile = this.db.prepare(submissionStatements.quoteFileInsert);
    return this.addSubmission('quotes', quoteColumns(quote), notification, idempotency, (quoteId) => {
      files.forEach((file, position) => {
        insertFile.run(...quoteFileParams(quoteId, position + 1, file));
      });
    });
  }

  async isQuoteFileReferenced(storedName: string): Promise<boolean> {
    return this.db.prepare(submissionStatements.quoteFileReferenced).get(storedName) !== undefined;
  }
}

/** True when an insert failed because another request stored the same idempotency key first. */
function isDuplicateKey(error: unknown): boolean {
  return (error as {code?: string}).code === 'SQLITE_CONSTRAINT_UNIQUE' && /idempotency_key/.test(String((error as Error).message));
}
