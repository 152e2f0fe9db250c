/*
 * CSV export (RFC 4180). Files are opened in spreadsheet apps, so two things go beyond the RFC: a
 * UTF-8 byte order mark, without which Excel reads the file in the legacy code page and garbles
 * non-ASCII names, and the neutralising of cells that a spreadsheet would run as a formula.
 */

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

const BOM = '\uFEFF';
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

/** A CSV document: a header line, then one line per row, each ending in CRLF, starting with a BOM. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => quote(cellText(column.header)))];
  for (const row of rows) lines.push(columns.map((column) => quote(cellText(column.value(row)))));
  return BOM + lines.map((cells) => cells.join(',') + CRLF).join('');
}

/** Saves `text` as a file through a temporary object URL. */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the URL is only needed for the click.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
