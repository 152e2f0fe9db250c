import { jakartaDay } from '@back-office/domain';
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

/** Someone signed in to the test app: their calls and their cookies. */
interface Caller {
  cookies: Map<string, string>;
}

/** Fetches a report address with the caller's session, as a browser does, and reads its CSV as records keyed by header. */
export async function downloadCsv(app: { fetch: (url: string, init: RequestInit) => Response | Promise<Response> }, path: string, caller: Caller, fileName: string) {
  const cookie = [...caller.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const dayBefore = jakartaDay();
  const response = await app.fetch(`http://localhost${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  // Named by the company's (Jakarta) day; either side of its midnight when the call straddles it.
  const names = new Set([dayBefore, jakartaDay()].map((day) => `attachment; filename="${fileName}-${day}.csv"`));
  expect(names).toContain(response.headers.get('content-disposition'));
  const text = (await response.text()).replace(/^\uFEFF/, '');
  const [header, ...lines] = parseCsv(text);
  for (const line of lines) expect(line).toHaveLength(header!.length);
  return { header: header!, records: lines.map((line) => Object.fromEntries(header!.map((name, index) => [name, line[index]!]))) };
}
