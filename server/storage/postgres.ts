import {Pool, types as pgTypes, type PoolClient, type PoolConfig} from 'pg';
import {migrationsOf} from './migrations';
import {now} from './sql';

/** pg_advisory_lock key held while migrating, so instances starting together migrate one after the other. */
const migrationLockKey = 7_017_017_017;

// int8 (bigint, count(*)) arrives as text by default; every such value here is
// a millisecond time or a count, far below 2^53.
const int8Oid = 20;
const types: NonNullable<PoolConfig['types']> = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- pg types its parsers as returning any; the cast below restores pg's own signature.
    oid === int8Oid && format !== 'binary'
      ? (value: string) => Number(value)
      : pgTypes.getTypeParser(oid, format ?? 'text')) as NonNullable<PoolConfig['types']>['getTypeParser'],
};

export function poolFor(databaseUrl: string, max: number): Pool {
  return new Pool({connectionString: databaseUrl, max, types, application_name: 'trendsoft-forms'});
}

export interface Logger {
  error(message: string): void;
}

/**
 * The PostgreSQL store's pool of connections (DATABASE_URL), its schema
 * migrated at startup (./migrations/postgres, schema_migrations records which
 * have run). Several server instances may share the database; every
 * PostgreSQL repository works on this pool.
 */
export class PgDatabase {
  private constructor(readonly pool: Pool) {}

  static async open(databaseUrl: string, options: {poolSize: number; log?: Logger}): Promise<PgDatabase> {
    const pool = poolFor(databaseUrl, options.poolSize);
    // An idle connection that breaks (the database restarts) must not end the process.
    pool.on('error', (error) => options.log?.error(`database: idle connection failed (${error.message})`));
    try {
      await migrate(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PgDatabase(pool);
  }

  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  async inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** Runs the migrations not yet applied, under an advisory lock. */
async function migrate(pool: Pool): Promise<void> {
  const migrations = migrationsOf('postgres');
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at text NOT NULL)');
      const {rows} = await client.query<{version: number}>('SELECT coalesce(max(version), 0) AS version FROM schema_migrations');
      const version = rows[0]?.version ?? 0;
      if (version > migrations.length) {
        throw new Error(
          `The database schema is at version ${version}, newer than this server knows (${migrations.length}): update the server.`,
        );
      }
      for (const migration of migrations.slice(version)) {
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [migration.version, now()]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}
