import type {Pool, PoolClient} from 'pg';
import type {CareerApplicationFields, ContactEnquiry} from '../../../src/forms/rules';
import type {QuoteRequestFields} from '../../../src/forms/quoteRules';
import type {SubmissionNotification} from '../outbox';
import {queueNotification} from '../outbox/postgres';
import type {PgDatabase} from '../postgres';
import {now, numbered} from '../sql';
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

/**
 * Inserts a submission's row, its dependent rows and its notification on
 * `client`, inside the caller's transaction; returns the row's reference.
 */
async function insertSubmission(
  client: PoolClient,
  table: SubmissionTable,
  columns: Record<string, string | number | null>,
  notification: SubmissionNotification,
  idempotency: IdempotencyKey | undefined,
  addChildren: (client: PoolClient, rowId: number) => Promise<void>,
  contentHash: string | null,
): Promise<string> {
  const {reference} = notification;
  const row = submissionRow(reference, columns, idempotency, contentHash);
  const insert = submissionInsert(table, row);
  const inserted = await client.query<{id: number}>(`${numbered(insert.sql)} RETURNING id`, [...insert.params]);
  await addChildren(client, inserted.rows[0]!.id);
  await queueNotification(client, notification);
  return reference;
}

/** Records the contact form's second call; false when no enquiry has this reference. */
async function confirmEnquiryIn(queryable: Pick<Pool, 'query'> | PoolClient, reference: string): Promise<boolean> {
  const result = await queryable.query(numbered(submissionStatements.confirmEnquiry), [now(), reference]);
  return result.rowCount === 1;
}

/** PostgreSQL's unique_violation on one of the idempotency-key constraints. */
function isDuplicateKey(error: unknown): boolean {
  const {code, constraint} = error as {code?: string; constraint?: string};
  return code === '23505' && typeof constraint === 'string' && constraint.endsWith('_idempotency_key');
}

/**
 * The submissions in PostgreSQL. An idempotency key is unique per table, so two
 * instances storing copies of one submission store it once (D34).
 */
export class PgSubmissions implements SubmissionsRepository {
  constructor(private readonly database: PgDatabase) {}

  private async addSubmission(
    table: SubmissionTable,
    columns: Record<string, string | number | null>,
    notification: SubmissionNotification,
    idempotency: IdempotencyKey | undefined,
    addChildren: (client: PoolClient, rowId: number) => Promise<void> = async () => {},
    /** The hash of what was submitted, kept when no idempotency key brought one. */
    contentHash: string | null = null,
  ): Promise<string> {
    try {
      return await this.database.inTransaction((client) =>
        insertSubmission(client, table, columns, notification, idempotency, addChildren, contentHash),
      );
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateKeyError(table);
      throw error;
    }
  }

  async submissionByKey(table: SubmissionTable, key: string): Promise<StoredSubmission | undefined> {
    const {rows} = await this.database.pool.query<StoredSubmission>(numbered(submissionByKeyQuery(table)), [key]);
    return rows[0];
  }

  async addEnquiry(
    enquiry: ContactEnquiry,
    notification: SubmissionNotification,
    contentHash: string,
    idempotency?: IdempotencyKey,
  ): Promise<string> {
    return this.addSubmission('enquiries', enquiryColumns(enquiry), notification, idempotency, undefined, contentHash);
  }

  async confirmEnquiry(reference: string): Promise<boolean> {
    return confirmEnquiryIn(this.database.pool, reference);
  }

  async acknowledgeEnquiry(
    enquiry: ContactEnquiry,
    notification: SubmissionNotification,
    contentHash: string,
    since: string,
  ): Promise<{reference: string; stored: boolean}> {
    return this.database.inTransaction(async (client) => {
      // Held to the end of the transaction: calls with the same content, on any instance, take turns.
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`enquiry:${contentHash}`]);
      const {rows} = await client.query<{reference: string}>(numbered(submissionStatements.latestEnquiryWithContent), [contentHash, since]);
      const found = rows[0]?.reference;
      const reference =
        found ??
        (await insertSubmission(client, 'enquiries', enquiryColumns(enquiry), notification, undefined, async () => {}, contentHash));
      await confirmEnquiryIn(client, reference);
      return {reference, stored: found === undefined};
    });
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
    return this.isReferenced(submissionStatements.resumeReferenced, storedName);
  }

  async addQuote(
    quote: QuoteRequestFields,
    files: readonly StoredQuoteFile[],
    notification: SubmissionNotification,
    idempotency?: IdempotencyKey,
  ): Promise<string> {
    return this.addSubmission('quotes', quoteColumns(quote), notification, idempotency, async (client, quoteId) => {
      for (const [position, file] of files.entries()) {
        await client.query(numbered(submissionStatements.quoteFileInsert), quoteFileParams(quoteId, position + 1, file));
      }
    });
  }

  async isQuoteFileReferenced(storedName: string): Promise<boolean> {
    return this.isReferenced(submissionStatements.quoteFileReferenced, storedName);
  }

  private async isReferenced(query: string, storedName: string): Promise<boolean> {
    const result = await this.database.pool.query(numbered(query), [storedName]);
    return result.rowCount !== null && result.rowCount > 0;
  }
}
