import {poolFor} from '../postgres';
import {exportQuery, quoteFileEntry, type ExportTable} from '.';

/** A quote's files in one text, in upload order. */
const quoteFilesList = `(SELECT string_agg(${quoteFileEntry}, '; ' ORDER BY position) FROM quote_files WHERE quote_id = quotes.id)`;

/** One table's rows for the staff export, read in a read-only transaction. */
export async function exportPgRows(databaseUrl: string, table: ExportTable): Promise<Record<string, unknown>[]> {
  const pool = poolFor(databaseUrl, 1);
  try {
    const client = await pool.connect();
    try {
      await client.query('BEGIN READ ONLY');
      try {
        const {rows} = await client.query<Record<string, unknown>>(exportQuery(table, quoteFilesList));
        return rows;
      } catch (error) {
        // undefined_table: no server has started on this database yet.
        if ((error as {code?: string}).code === '42P01')
          throw new Error('No submissions yet: the database at DATABASE_URL has no tables (start the server once).');
        throw error;
      } finally {
        await client.query('ROLLBACK').catch(() => {});
      }
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
