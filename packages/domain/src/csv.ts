/*
 * CSV export (RFC 4180). Files are opened in spreadsheet apps, so two things go beyond the RFC: a
 * UTF-8 byte order mark, without which Excel reads the file in the legacy code page and garbles
 * non-ASCII names, and the neutralising of cells that a spreadsheet would run as a formula.
 */

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

// Cells starting with these are formulas (or, for tab and CR, can be read as one) in Excel, LibreOffice
// and Google Sheets; the OWASP guidance is a leading apostrophe, which the apps show as plain text.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** The text of a cell, before quoting. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // -5 and +62 are numbers, not formulas; only text that a spreadsheet would evaluate is defused.
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of cells, ending in CRLF: for a server that streams a report row by row. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map((cell) => quote(cellText(cell))).join(',') + CRLF;
}

/** A CSV document: a header line, then one line per row, each ending in CRLF, starting with a BOM. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const header = csvLine(columns.map((column) => column.header));
  return CSV_BOM + header + rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
}

