import {careerApplicationFields, contactEnquiryFields, type FieldSpecs} from '../../../src/forms/rules';
import {quoteRequestFields} from '../../../src/forms/quoteRules';

/**
 * The staff export (`npm run forms:export`): one table's rows as staff read
 * them, through a connection of its own that writes nothing, so it runs beside
 * a serving instance.
 */

/** A form's field columns, in the rules' order. */
function columnNames(specs: FieldSpecs): string[] {
  return Object.values(specs).map((spec) => spec.column);
}

/**
 * The columns staff see, in order, per table (`npm run forms:export`). The
 * forms' own fields come from their rules (src/forms/rules.ts, quoteRules.ts).
 */
export const exportTables = {
  enquiries: ['id', 'reference', 'created_at', ...columnNames(contactEnquiryFields)],
  applications: [
    'id',
    'reference',
    'created_at',
    ...columnNames(careerApplicationFields),
    'resume_file',
    'resume_original_name',
    'resume_type',
    'resume_bytes',
  ],
  quotes: ['id', 'reference', 'created_at', ...columnNames(quoteRequestFields), 'file_count', 'files'],
  quote_files: ['id', 'quote_reference', 'position', 'original_name', 'file_type', 'bytes', 'stored_file', 'sha256'],
  signups: ['id', 'created_at', 'email', 'locale', 'state', 'confirmed_at'],
  outbox: ['id', 'created_at', 'inbox', 'team', 'subject', 'reply_to', 'status', 'attempts', 'last_error', 'sent_at', 'body_text'],
  // Data-subject requests (D40): the address only as a hash.
  privacy_requests: ['id', 'created_at', 'action', 'address_hash', 'counts'],
} satisfies Record<string, readonly string[]>;

export type ExportTable = keyof typeof exportTables;

/** The export's sign-up state, read from the row (D41). */
const signupComputedColumns = {state: "CASE WHEN confirmed_at IS NULL THEN 'pending' ELSE 'confirmed' END"};

/**
 * The staff export's query of one table: its columns in order, those made
 * from other tables computed. Only the list of a quote's files is dialect
 * (SQLite's group_concat, PostgreSQL's string_agg), so each store passes it.
 */
export function exportQuery(table: ExportTable, quoteFilesList: string): string {
  const computedColumns: Partial<Record<ExportTable, Record<string, string>>> = {
    quotes: {file_count: '(SELECT count(*) FROM quote_files WHERE quote_id = quotes.id)', files: quoteFilesList},
    quote_files: {quote_reference: '(SELECT reference FROM quotes WHERE quotes.id = quote_files.quote_id)'},
    signups: signupComputedColumns,
  };
  const computed = computedColumns[table] ?? {};
  const select = exportTables[table].map((column) => (computed[column] ? `${computed[column]} AS ${column}` : column));
  return `SELECT ${select.join(', ')} FROM ${table} ORDER BY id`;
}

/** How a quote's row lists its files in the export: "name (bytes) as quotes/stored", in upload order. */
export const quoteFileEntry = `original_name || ' (' || bytes || ' bytes) as quotes/' || stored_file`;
