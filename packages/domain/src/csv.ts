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


/*
 * CSV import: the same format read back. Lines may end in CRLF or LF; a quoted cell may hold commas,
 * doubled quotes and line breaks; a leading byte order mark is dropped, and so is the apostrophe
 * `cellText` put before a cell that would be a formula, so a file written here reads back the same.
 */

/** A column of a CSV import (apps/server/src/platform/csv-import.ts): its key in the row, its header in the file, and the template's example. */
export interface CsvImportColumn<Key extends string = string> {
  key: Key;
  header: string;
  example: string;
  /** What a person must know to fill it in, shown beside the upload. */
  note: string;
  required: boolean;
}

/** The largest CSV file an import takes, and the most rows. */
export const CSV_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 20_000;
export const CSV_IMPORT_TOO_LARGE = `A CSV file may be at most ${CSV_IMPORT_MAX_BYTES / (1024 * 1024)} MB.`;

/** One record of a CSV file and the line it starts on (1 is the first line). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A file that is not CSV, and the line where it stops making sense. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const GUARDED_FORMULA = /^'[=+\-@\t\r]/;

/** A cell as its writer meant it: `cellText`'s apostrophe before a formula removed. */
const unguarded = (cell: string) => (GUARDED_FORMULA.test(cell) ? cell.slice(1) : cell);

/** Reads CSV text into records with their line numbers; blank lines are skipped. `delimiter` is `,` unless a format says otherwise (`;`). */
export function parseCsv(text: string, delimiter = ','): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quotedFrom = 0;
  let index = 0;
  const endCell = () => {
    cells.push(unguarded(cell));
    cell = '';
  };
  const endRecord = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
  };
  while (index < source.length) {
    const char = source[index]!;
    if (quotedFrom > 0) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (char === '"') {
        quotedFrom = 0;
        const next = source[index + 1];
        if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') throw new CsvSyntaxError(line, `Line ${line}: a quoted cell must end at a ${delimiter === ',' ? 'comma' : `"${delimiter}"`} or at the line's end.`);
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && cell === '') quotedFrom = line;
    else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      endRecord();
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      line += 1;
      recordLine = line;
    } else cell += char;
    index += 1;
  }
  if (quotedFrom > 0) throw new CsvSyntaxError(quotedFrom, `Line ${quotedFrom}: a quoted cell is never closed.`);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** What a row of a CSV import does, in words. */
export const csvImportActionLabels = { CREATE: 'Create', CHANGE: 'Change' } satisfies Record<'CREATE' | 'CHANGE', string>;
