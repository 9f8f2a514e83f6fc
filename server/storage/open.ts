import {mkdirSync} from 'node:fs';
import type {ServerConfig} from '../config';
import {exportPgRows, PgStore} from './postgres';
import {exportSqliteRows, SqliteStore} from './sqlite';
import type {ExportTable} from './sql';
import type {Store} from './store';

interface Logger {
  error(message: string): void;
}

/** The configured store (D33): PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR. */
export async function openStore(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>, log?: Logger): Promise<Store> {
  if (config.databaseUrl) {
    // Uploads stay under DATA_DIR (D33): the folder holds personal data, as the SQLite store creates it.
    mkdirSync(config.dataDir, {recursive: true, mode: 0o700});
    return PgStore.open(config.databaseUrl, {poolSize: config.databasePoolSize, log});
  }
  return new SqliteStore(config.dataDir);
}

/** One table's rows for the staff export, from whichever store is configured. */
export async function exportRows(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  table: ExportTable,
): Promise<Record<string, unknown>[]> {
  if (config.databaseUrl) return exportPgRows(config.databaseUrl, table);
  return exportSqliteRows(config.dataDir, table);
}
