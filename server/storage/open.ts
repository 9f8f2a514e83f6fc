import {mkdirSync} from 'node:fs';
import type {ServerConfig} from '../config';
import {exportPgRows} from './export/postgres';
import {exportSqliteRows} from './export/sqlite';
import type {ExportTable} from './export';
import {PgHealth} from './health/postgres';
import {SqliteHealth} from './health/sqlite';
import {PgNewsletter} from './newsletter/postgres';
import {SqliteNewsletter} from './newsletter/sqlite';
import {PgOutbox} from './outbox/postgres';
import {SqliteOutbox} from './outbox/sqlite';
import {PgDatabase, type Logger} from './postgres';
import {PgPrivacy} from './privacy/postgres';
import {SqlitePrivacy} from './privacy/sqlite';
import {SqliteDatabase} from './sqlite';
import type {Store} from './store';
import {PgSubmissions} from './submissions/postgres';
import {SqliteSubmissions} from './submissions/sqlite';
import {PgUploadBudget} from './uploadBudget/postgres';
import {SqliteUploadBudget} from './uploadBudget/sqlite';

/** The SQLite store, with its connection, which a test may query beside it. */
export interface SqliteStore extends Store {
  readonly kind: 'sqlite';
  readonly database: SqliteDatabase;
}

/** The SQLite store on the file in `dataDir`: one connection, its schema migrated, shared by the repositories. */
export function openSqliteStore(dataDir: string): SqliteStore {
  const database = new SqliteDatabase(dataDir);
  return {
    kind: 'sqlite',
    database,
    submissions: new SqliteSubmissions(database),
    newsletter: new SqliteNewsletter(database),
    outbox: new SqliteOutbox(database),
    privacy: new SqlitePrivacy(database),
    health: new SqliteHealth(database),
    uploadBudget: new SqliteUploadBudget(database),
    close: async () => database.close(),
  };
}

/** The PostgreSQL store at `databaseUrl`: a pool, its schema migrated, shared by the repositories. */
export async function openPgStore(databaseUrl: string, options: {poolSize: number; log?: Logger}): Promise<Store> {
  const database = await PgDatabase.open(databaseUrl, options);
  const health = new PgHealth(database, options.log);
  return {
    kind: 'postgres',
    submissions: new PgSubmissions(database),
    newsletter: new PgNewsletter(database),
    outbox: new PgOutbox(database),
    privacy: new PgPrivacy(database),
    health,
    uploadBudget: new PgUploadBudget(database),
    close: async () => {
      health.stop();
      await database.close();
    },
  };
}

/** The configured store (D33): PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR. */
export async function openStore(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>, log?: Logger): Promise<Store> {
  if (config.databaseUrl) {
    // Uploads stay under DATA_DIR (D33): the folder holds personal data, as the SQLite store creates it.
    mkdirSync(config.dataDir, {recursive: true, mode: 0o700});
    return openPgStore(config.databaseUrl, {poolSize: config.databasePoolSize, log});
  }
  return openSqliteStore(config.dataDir);
}

/** One table's rows for the staff export, from whichever store is configured. */
export async function exportRows(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  table: ExportTable,
): Promise<Record<string, unknown>[]> {
  if (config.databaseUrl) return exportPgRows(config.databaseUrl, table);
  return exportSqliteRows(config.dataDir, table);
}
