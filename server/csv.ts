/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF rows, a UTF-8 byte-order mark
 * (so Excel reads Hindi and accents right), and formula injection defused:
 * a cell starting with = + - @ (or a tab or carriage return, which some
 * spreadsheets skip before looking) gets a leading apostrophe, so it is
 * shown as text and never evaluated (OWASP "CSV Injection").
 */
export function csvCell(value: unknown): string {
  // Cells are strings, numbers, booleans and dates; String() is how they are written.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- see above.
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
