/**
 * `npm run forms:export -- <enquiries|applications|quotes|quote_files|signups|outbox|privacy_requests> [--out FILE]`
 * writes one table as CSV to FILE, or to standard output.
 */
import {chmodSync, writeFileSync} from 'node:fs';
import {loadConfig, type ServerConfig} from './config';
import {toCsv} from './csv';
import {exportTables, type ExportTable} from './storage/export';
import {exportRows} from './storage/open';
import {redactTokens} from './tokens';

export {exportTables};

type TableName = ExportTable;

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run forms:export -- <${Object.keys(exportTables).join('|')}> [--out FILE]`);
  process.exit(2);
}

/** One table of the configured store (SQLite in DATA_DIR, or DATABASE_URL) as CSV text, with its row count. */
export async function exportCsv(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  table: TableName,
): Promise<{csv: string; rows: number}> {
  const rows = await exportRows(config, table);
  // An e-mail still waiting keeps its links' tokens to send them; whoever reads an export must not (issue 42).
  const shown =
    table === 'outbox'
      ? rows.map((row) => ({...row, body_text: typeof row.body_text === 'string' ? redactTokens(row.body_text) : row.body_text}))
      : rows;
  return {csv: toCsv(exportTables[table], shown), rows: rows.length};
}

function isTable(name: string | undefined): name is TableName {
  return name !== undefined && Object.hasOwn(exportTables, name);
}

async function main(argv: string[]): Promise<void> {
  const [table, ...rest] = argv;
  if (!isTable(table)) usage(table ? `Unknown table "${table}".` : 'Name a table to export.');
  let out: string | undefined;
  for (let index = 0; index < rest.length; index += 1) {
    if (rest[index] === '--out' && rest[index + 1]) out = rest[++index];
    else usage(`Unexpected argument "${rest[index]}".`);
  }
  let result: {csv: string; rows: number};
  try {
    result = await exportCsv(loadConfig(), table);
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  if (out) {
    // Personal data: readable by its owner alone, as the privacy export is (issue 42).
    // The mode given to writeFileSync applies to a new file only, so an old one is changed too.
    writeFileSync(out, result.csv, {mode: 0o600});
    chmodSync(out, 0o600);
    console.error(`${result.rows} ${table} rows written to ${out}`);
  } else {
    process.stdout.write(result.csv);
  }
}

// Run as the CLI, not when a test imports exportCsv.
if (require.main === module) void main(process.argv.slice(2));
