import type Database from 'better-sqlite3';
import {redactedToken} from '../../tokens';
import {now} from '../sql';
import {sendScrubBusyMs, type SqliteDatabase} from '../sqlite';
import {keptError, outboxInsert, outboxStatements, type Notification, type OutboxRepository, type OutboxRow, type OutboxState} from '.';

/** Queues a notification on `db`, inside the caller's transaction when there is one; returns its id. */
export function queueNotification(db: Database.Database, notification: Notification): number {
  const insert = outboxInsert(notification);
  return Number(db.prepare(insert.sql).run(...insert.params).lastInsertRowid);
}

/** The outbox in the SQLite file. One process uses the file, so a lease's owner is not kept. */
export class SqliteOutbox implements OutboxRepository {
  constructor(private readonly database: SqliteDatabase) {}

  private get db(): Database.Database {
    return this.database.db;
  }

  async enqueue(notification: Notification): Promise<number> {
    return queueNotification(this.db, notification);
  }

  /** One statement, so atomic: a row is locked by one claim only. One process uses the file, so `owner` is not kept. */
  async claimNextNotification(at: number, leaseMs: number, _owner: string): Promise<OutboxRow | undefined> {
    return this.db
      .prepare(
        `UPDATE outbox SET locked_until = ? WHERE id = (
           SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
             AND (locked_until IS NULL OR locked_until <= ?) ORDER BY id LIMIT 1)
         RETURNING *`,
      )
      .get(at + leaseMs, at, at) as OutboxRow | undefined;
  }

  async markSent(id: number, keptBody: string): Promise<void> {
    this.db.prepare(outboxStatements.sent).run(now(), keptBody, id);
    this.scrubIfRedacted(keptBody);
  }

  /** A kept text that lost its links' tokens: the log still holds them, working, until scrubbed. */
  private scrubIfRedacted(keptBody: string): void {
    if (keptBody.includes(`token=${redactedToken}`)) this.database.scrubWal(sendScrubBusyMs);
  }

  // One process claims from the file, so the lease is always its own (see claimNextNotification).
  async markFailed(id: number, _owner: string, error: string, retryAt: number): Promise<boolean> {
    return this.db.prepare(outboxStatements.retry).run(keptError(error), retryAt, id).changes === 1;
  }

  async markGivenUp(id: number, _owner: string, error: string, keptBody: string): Promise<boolean> {
    const givenUp = this.db.prepare(outboxStatements.giveUp).run(keptError(error), keptBody, id).changes === 1;
    if (givenUp) this.scrubIfRedacted(keptBody);
    return givenUp;
  }

  async outboxState(): Promise<OutboxState> {
    return this.db.prepare(outboxStatements.state).get() as OutboxState;
  }
}
