import {existsSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {databaseFileName} from '../sqlite';
import {exportQuery, quoteFileEntry, type ExportTable} from '.';

/** A quote's files in one text, in upload order (SQLite's group_concat keeps its subquery's order). */
const quoteFilesList = `(SELECT group_concat(${quoteFileEntry}, '; ')
  FROM (SELECT * FROM quote_files WHERE quote_id = quotes.id ORDER BY position))`;

/** One table's rows for the staff export, read from the SQLite file in DATA_DIR without writing to it. */
export function exportSqliteRows(dataDir: string, table: ExportTable): Record<string, unknown>[] {
  const file = join(dataDir, databaseFileName);
  if (!existsSync(file)) throw new Error(`No submissions yet: ${file} does not exist (DATA_DIR=${dataDir}).`);
  const db = new Database(file, {readonly: true, fileMustExist: true});
  try {
    return db.prepare(exportQuery(table, quoteFilesList)).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}
