import type {PoolClient} from 'pg';
import type {PgDatabase} from '../postgres';
import {now, numbered} from '../sql';
import {keptError, outboxInsert, outboxStatements, type Notification, type OutboxRepository, type OutboxRow, type OutboxState} from '.';

/** Queues a notification on `client`, inside the caller's transaction when there is one; returns its id. */
export async function queueNotification(client: PoolClient, notification: Notification): Promise<number> {
  const insert = outboxInsert(notification);
  const {rows} = await client.query<{id: number}>(`${numbered(insert.sql)} RETURNING id`, [...insert.params]);
  return rows[0]!.id;
}

/** Appended to an outbox update: only the instance whose lease holds the row may record its outcome (D34). */
const leaseHeldBy = ' AND locked_by = ?';

/**
 * The outbox in PostgreSQL, shared by the instances: rows are claimed with
 * FOR UPDATE SKIP LOCKED under a lease that names its owner (D34).
 */
export class PgOutbox implements OutboxRepository {
  constructor(private readonly database: PgDatabase) {}

  async enqueue(notification: Notification): Promise<number> {
    const client = await this.database.pool.connect();
    try {
      return await queueNotification(client, notification);
    } finally {
      client.release();
    }
  }

  /**
   * D34: the oldest due row nobody holds, locked for this statement with
   * SKIP LOCKED (so instances claiming at once take different rows, never
   * wait on each other) and leased until `at + leaseMs`. A lease left by a
   * killed instance is claimable again once it has expired.
   */
  async claimNextNotification(at: number, leaseMs: number, owner: string): Promise<OutboxRow | undefined> {
    const {rows} = await this.database.pool.query<OutboxRow & {locked_by: string | null}>(
      `UPDATE outbox SET locked_until = $1, locked_by = $3 WHERE id = (
         SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $2
           AND (locked_until IS NULL OR locked_until <= $2)
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [at + leaseMs, at, owner],
    );
    return rows[0];
  }

  async markSent(id: number, keptBody: string): Promise<void> {
    await this.database.pool.query(numbered(outboxStatements.sent), [now(), keptBody, id]);
  }

  async markFailed(id: number, owner: string, error: string, retryAt: number): Promise<boolean> {
    const result = await this.database.pool.query(numbered(outboxStatements.retry + leaseHeldBy), [keptError(error), retryAt, id, owner]);
    return result.rowCount === 1;
  }

  async markGivenUp(id: number, owner: string, error: string, keptBody: string): Promise<boolean> {
    const result = await this.database.pool.query(numbered(outboxStatements.giveUp + leaseHeldBy), [keptError(error), keptBody, id, owner]);
    return result.rowCount === 1;
  }

  async outboxState(): Promise<OutboxState> {
    const {rows} = await this.database.pool.query<OutboxState>(outboxStatements.state);
    return rows[0]!;
  }
}
