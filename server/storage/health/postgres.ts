import type {Logger, PgDatabase} from '../postgres';
import {clientHash as hashOf} from '../sql';
import {pingStatement, type HealthRepository, type RateLimitCounter} from '.';

/** How often ended rate-limit windows are deleted. */
const rateLimitSweepMs = 60_000;

/** PostgreSQL's health, and the rate limit counted in the database so it holds across instances (D34). */
export class PgHealth implements HealthRepository, RateLimitCounter {
  readonly rateLimitCounter: RateLimitCounter = this;
  /** Deletes the rate-limit rows whose window has ended, every minute, so no address hash outlives its count. */
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly database: PgDatabase,
    log: Logger | undefined,
  ) {
    this.sweeper = setInterval(() => {
      this.database.pool.query('DELETE FROM rate_limits WHERE window_ends <= $1', [Date.now()]).catch((error: unknown) => {
        log?.error(`database: rate-limit clean-up failed (${(error as Error).message})`);
      });
    }, rateLimitSweepMs);
    this.sweeper.unref();
  }

  async ping(): Promise<void> {
    await this.database.pool.query(pingStatement);
  }

  /**
   * One request counted in one statement (an upsert, so instances counting
   * the same client at once never lose a hit): a window starts with the first
   * request and ends `windowMs` later. The address is kept only as a hash,
   * and deleted within a minute of its window's end.
   */
  async rateLimitHit(route: string, client: string, windowMs: number, at: number): Promise<{current: number; ttl: number}> {
    const clientHash = hashOf(client);
    const {rows} = await this.database.pool.query<{hits: number; ttl: number}>(
      `INSERT INTO rate_limits AS r (route, client_hash, hits, window_ends) VALUES ($1, $2, 1, $3::bigint + $4::bigint)
       ON CONFLICT (route, client_hash) DO UPDATE SET
         hits = CASE WHEN r.window_ends <= $3 THEN 1 ELSE r.hits + 1 END,
         window_ends = CASE WHEN r.window_ends <= $3 THEN $3::bigint + $4::bigint ELSE r.window_ends END
       RETURNING hits, window_ends - $3 AS ttl`,
      [route, clientHash, at, windowMs],
    );
    return {current: rows[0]!.hits, ttl: rows[0]!.ttl};
  }

  /** Stops the sweeper, before the pool closes. */
  stop(): void {
    clearInterval(this.sweeper);
  }
}
