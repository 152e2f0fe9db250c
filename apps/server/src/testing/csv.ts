import { expect } from 'vitest';

/** Reads a CSV file the server wrote, for tests. RFC 4180 (lines may also end in a bare LF, as PostgreSQL's COPY writes them): quoted cells may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && text[index + 1] === '\n')) {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (char === '\r') index += 1;
    } else cell += char;
  }
  // The file ends with a line break: nothing is left half read.
  expect(cell).toBe('');
  expect(row).toEqual([]);
  return rows;
}
