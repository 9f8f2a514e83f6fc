import type {PoolClient} from 'pg';
import type {StoredFileFolder} from '../../files';
import type {PgDatabase} from '../postgres';
import {numbered, type Condition} from '../sql';
import {
  countsOf,
  erasureStatements,
  expiryStatements,
  heldStatements,
  noHeldRows,
  noRowsRemoved,
  privacyRequestInsert,
  removableTables,
  type HeldData,
  type PrivacyRepository,
  type RemovalStatement,
  type RemovedData,
  type RetentionCutoffs,
} from '.';

/** The stored files the queries name, on the transaction's client. */
async function storedFiles(client: PoolClient, queries: readonly Condition[]): Promise<RemovedData['files']> {
  const files: RemovedData['files'] = [];
  for (const query of queries) {
    const {rows} = await client.query<{folder: StoredFileFolder; stored_name: string}>(numbered(query.sql), [...query.params]);
    files.push(...rows.map((row) => ({folder: row.folder, storedName: row.stored_name})));
  }
  return files;
}

/** Privacy requests and retention on PostgreSQL: an erasure rewrites the tables it touched (VACUUM FULL, issue 42). */
export class PgPrivacy implements PrivacyRepository {
  constructor(private readonly database: PgDatabase) {}

  async removeExpired(cutoffs: RetentionCutoffs): Promise<RemovedData> {
    return this.remove(expiryStatements(cutoffs));
  }

  async findByEmail(email: string, action: 'find' | 'export'): Promise<HeldData> {
    const statements = heldStatements(email);
    return this.database.inTransaction(async (client) => {
      const rows = noHeldRows();
      for (const table of removableTables) {
        rows[table] = (
          await client.query<Record<string, unknown>>(numbered(statements.rows[table].sql), [...statements.rows[table].params])
        ).rows;
      }
      const files = await storedFiles(client, statements.files);
      const audit = privacyRequestInsert(action, email, countsOf(rows));
      await client.query(numbered(audit.sql), [...audit.params]);
      return {rows, files};
    });
  }

  async eraseByEmail(email: string): Promise<RemovedData> {
    const removed = await this.remove(erasureStatements(email), (removed) => privacyRequestInsert('erase', email, removed.rows));
    // A deleted row stays in its table's pages, and its index entries in the
    // indexes', until the space is reused: erased means deleted (issue 42). VACUUM
    // FULL writes each touched table and its indexes anew and removes the old
    // files. It locks the table for the moment of the copy; these tables are small.
    // The write-ahead log keeps the change until its segments are recycled, as
    // every PostgreSQL write does (README, "Privacy requests").
    const touched = removableTables.filter((table) => removed.rows[table] > 0);
    if (touched.length > 0) await this.rewriteLeavingNoDeletedRow(touched);
    return removed;
  }

  /**
   * VACUUM (FULL) copies into the new file a deleted row that an open
   * transaction may still see ("recently dead": CI once found the erased
   * address in a table file after it). VERBOSE reports how many it kept; the
   * rewrite is repeated a moment later until it keeps none, for up to about
   * five seconds, and the erasure fails, saying so, if one is still kept.
   */
  private async rewriteLeavingNoDeletedRow(tables: readonly string[]): Promise<void> {
    const client = await this.database.pool.connect();
    let kept = 0;
    const countKept = (notice: {message?: string; detail?: string}) => {
      const match = /(\d+) dead row versions cannot be removed yet/.exec(`${notice.message ?? ''} ${notice.detail ?? ''}`);
      if (match) kept += Number(match[1]);
    };
    client.on('notice', countKept);
    try {
      for (let attempt = 0; attempt < 25; attempt += 1) {
        kept = 0;
        await client.query(`VACUUM (FULL, VERBOSE) ${tables.join(', ')}`);
        if (kept === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`${kept} erased row version(s) are still visible to an open transaction: run the erasure again once it has ended`);
    } finally {
      client.off('notice', countKept);
      client.release();
    }
  }

  /** Runs a removal's statements in one transaction, with the audit row `audit` makes of its counts. */
  private async remove(
    statements: {files: Condition[]; deletes: RemovalStatement[]},
    audit?: (removed: RemovedData) => Condition,
  ): Promise<RemovedData> {
    return this.database.inTransaction(async (client) => {
      const files = await storedFiles(client, statements.files);
      const rows = noRowsRemoved();
      for (const statement of statements.deletes) {
        const result = await client.query(numbered(statement.sql), [...statement.params]);
        if (statement.counts) rows[statement.counts] += result.rowCount ?? 0;
      }
      const removed = {rows, files};
      const auditRow = audit?.(removed);
      if (auditRow) await client.query(numbered(auditRow.sql), [...auditRow.params]);
      return removed;
    });
  }
}
