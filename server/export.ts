/**
 * `npm run forms:export -- <enquiries|applications|signups|outbox> [--out FILE]`
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
  signups: ['id', 'created_at', 'email'],
  outbox: ['id', 'created_at', 'inbox', 'subject', 'reply_to', 'status', 'attempts', 'last_error', 'sent_at', 'body_text'],
} as const;

type TableName = keyof typeof exportTables;

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run forms:export -- <${Object.keys(exportTables).join('|')}> [--out FILE]`);
  process.exit(2);
}

function main(argv: string[]): void {
  const [table, ...rest] = argv;
  if (!table || !(table in exportTables)) usage(table ? `Unknown table "${table}".` : 'Name a table to export.');
  let out: string | undefined;
  for (let index = 0; index < rest.length; index += 1) {
    if (rest[index] === '--out' && rest[index + 1]) out = rest[++index];
    else usage(`Unexpected argument "${rest[index]}".`);
  }
  const {dataDir} = loadConfig();
  const file = join(dataDir, databaseFileName);
  if (!existsSync(file)) usage(`No submissions yet: ${file} does not exist (DATA_DIR=${dataDir}).`);

  const columns = exportTables[table as TableName];
  const db = new Database(file, {readonly: true, fileMustExist: true});
  try {
    const rows = db.prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
    const csv = toCsv(columns, rows);
    if (out) {
      writeFileSync(out, csv);
      console.error(`${rows.length} ${table} rows written to ${out}`);
    } else {
      process.stdout.write(csv);
    }
  } finally {
    db.close();
  }
}

main(process.argv.slice(2));
