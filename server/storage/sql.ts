import {createHash} from 'node:crypto';

/**
 * What every repository's SQL is written with. Each concern (./submissions,
 * ./newsletter, ./outbox, ./privacy, ./health, ./uploadBudget, ./export) writes the SQL both
 * stores run once, in its index.ts, with `?` placeholders (PostgreSQL's
 * repositories number them, `numbered`); its sqlite.ts and postgres.ts keep
 * only their dialect (locking, leases, upserts). No SQL lives outside
 * server/storage.
 */

/** A statement's placeholders as PostgreSQL numbers them: `?` becomes $1, $2, … in order. */
export function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
}

/** A statement, or a WHERE condition, with `?` for each parameter, in order. */
export interface Condition {
  sql: string;
  params: readonly (string | number | null)[];
}

/** A client's address as the counts keep it (the rate limit's, D34; the upload budget's, D112): only a hash. */
export function clientHash(client: string): string {
  return createHash('sha256').update(client).digest('hex');
}

/** The time as both stores keep it: ISO 8601 text, UTC. */
export function now(): string {
  return new Date().toISOString();
}
