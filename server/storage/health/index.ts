/**
 * What a running instance asks of the database itself rather than of its
 * data: whether it answers (the health check), and, when instances share
 * the database, the rate limit's counts (D34).
 */
export interface HealthRepository {
  /** Resolves when the database answers a query; the health check asks it. */
  ping(): Promise<void>;
  /** Set when the store is shared by instances: the rate limit counts in it (D34). */
  readonly rateLimitCounter?: RateLimitCounter;
}

/** Counts requests per endpoint and client in a shared store, for @fastify/rate-limit. */
export interface RateLimitCounter {
  /** Counts one request; returns the count in the current window and the milliseconds left in it. */
  rateLimitHit(route: string, client: string, windowMs: number, at: number): Promise<{current: number; ttl: number}>;
}

/** Whether the database answers (health), the same statement on both stores. */
export const pingStatement = 'SELECT 1';
