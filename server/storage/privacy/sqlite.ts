import type Database from 'better-sqlite3';
import type {StoredFileFolder} from '../../files';
import type {Condition} from '../sql';
import type {SqliteDatabase} from '../sqlite';
import {
  countsOf,
  erasureStatements,
  expiryStatements,
  heldStatements,
  noRowsRemoved,
  privacyRequestInsert,
  removableTables,
  type HeldData,
  type PrivacyRepository,
  type RemovalStatement,
  type RemovedData,
  type RetentionCutoffs,
} from '.';

/**
 * Privacy requests and retention on the SQLite file: secure_delete overwrites
 * what a removal deletes, and the log is scrubbed after it, so nothing erased
 * stays readable in the file or its -wal (issue 42, issue 65).
 */
export class SqlitePrivacy implements PrivacyRepository {
  constructor(private readonly database: SqliteDatabase) {}

  private get db(): Database.Database {
    return this.database.db;
  }

  async removeExpired(cutoffs: RetentionCutoffs): Promise<RemovedData> {
    const removed = this.remove(expiryStatements(cutoffs));
    // What the sweep deleted, and any link token a busy scrub left, leave the log too.
    this.database.scrubWal();
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
    this.database.scrubWal();
    return removed;
  }

  private storedFiles(queries: readonly Condition[]): RemovedData['files'] {
    return queries
      .flatMap((query) => this.db.prepare(query.sql).all(...query.params) as {folder: StoredFileFolder; stored_name: string}[])
      .map((file) => ({folder: file.folder, storedName: file.stored_name}));
  }

  /** Runs a removal's statements in one write transaction, with the audit row `audit` makes of its counts. */
  private remove(statements: {files: Condition[]; deletes: RemovalStatement[]}, audit?: (removed: RemovedData) => Condition): RemovedData {
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
}
