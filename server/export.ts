/**
 * `npm run forms:export -- <enquiries|applications|quotes|quote_files|signups|outbox> [--out FILE]`
 * writes one table as CSV to FILE, or to standard output.
 */
import {existsSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import Database from 'better-sqlite3';
import {loadConfig} from './config';
import {toCsv} from './csv';
import {databaseFileName} from './store';

/** The columns staff see, in order, per table. */
export const exportTables = {
  enquiries: ['id', 'reference', 'created_at', 'name', 'email', 'phone_number', 'company_name', 'enquiries'],
  applications: [
    'id',
    'reference',
    'created_at',
    'name',
    'email',
    'phone_number',
    'position',
    'resume_file',
    'resume_original_name',
    'resume_type',
    'resume_bytes',
  ],
  quotes: [
    'id',
    'reference',
    'created_at',
    'name',
    'email',
    'phone_number',
    'company_name',
    'document_type',
    'pages',
    'target_standard',
    'deadline',
    'notes',
    'file_count',
    'files',
  ],
  quote_files: ['id', 'quote_reference', 'position', 'original_name', 'file_type', 'bytes', 'stored_file', 'sha256'],
  signups: ['id', 'created_at', 'email'],
  outbox: ['id', 'created_at', 'inbox', 'subject', 'reply_to', 'status', 'attempts', 'last_error', 'sent_at', 'body_text'],
} as const;

type TableName = keyof typeof exportTables;

/** Columns made from other tables: a quote's files on its own row, a file's quote by reference. */
const computedColumns: Partial<Record<TableName, Record<string, string>>> = {
  quotes: {
    file_count: '(SELECT count(*) FROM quote_files WHERE quote_id = quotes.id)',
    files: `(SELECT group_concat(original_name || ' (' || bytes || ' bytes) as quotes/' || stored_file, '; ')
               FROM (SELECT * FROM quote_files WHERE quote_id = quotes.id ORDER BY position))`,
  },
  quote_files: {
    quote_reference: '(SELECT reference FROM quotes WHERE quotes.id = quote_files.quote_id)',
  },
};

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run forms:export -- <${Object.keys(exportTables).join('|')}> [--out FILE]`);
  process.exit(2);
}

/** One table of the store in DATA_DIR as CSV text, with its row count. */
export function exportCsv(dataDir: string, table: TableName): {csv: string; rows: number} {
  const file = join(dataDir, databaseFileName);
  if (!existsSync(file)) throw new Error(`No submissions yet: ${file} does not exist (DATA_DIR=${dataDir}).`);
  const columns = exportTables[table];
  const db = new Database(file, {readonly: true, fileMustExist: true});
  try {
    const computed = computedColumns[table] ?? {};
    const select = columns.map((column) => (computed[column] ? `${computed[column]} AS ${column}` : column));
    const rows = db.prepare(`SELECT ${select.join(', ')} FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
    return {csv: toCsv(columns, rows), rows: rows.length};
  } finally {
    db.close();
  }
}

function isTable(name: string | undefined): name is TableName {
  return name !== undefined && Object.hasOwn(exportTables, name);
}

function main(argv: string[]): void {
  const [table, ...rest] = argv;
  if (!isTable(table)) usage(table ? `Unknown table "${table}".` : 'Name a table to export.');
  let out: string | undefined;
  for (let index = 0; index < rest.length; index += 1) {
    if (rest[index] === '--out' && rest[index + 1]) out = rest[++index];
    else usage(`Unexpected argument "${rest[index]}".`);
  }
  let result: {csv: string; rows: number};
  try {
    result = exportCsv(loadConfig().dataDir, table);
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  if (out) {
    writeFileSync(out, result.csv);
    console.error(`${result.rows} ${table} rows written to ${out}`);
  } else {
    process.stdout.write(result.csv);
  }
}

// Run as the CLI, not when a test imports exportCsv.
if (require.main === module) main(process.argv.slice(2));
