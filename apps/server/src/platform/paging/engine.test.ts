import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { keptCount } from './prepared';

/* The list engine as a client meets it: one list query over GraphQL, on a log of 10.050 rows. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.db.execute(sql`
    insert into user_activities (username, activity, message, time)
    select case when n % 2 = 0 then 'even' else 'odd' end, 'LOAD', 'Row ' || n, timestamptz '2026-01-01' + n * interval '1 minute' + (n % 7) * interval '1 microsecond'
    from generate_series(1, 10050) as n`);
});
afterAll(() => app.close());

interface Page {
  totalRows?: number;
  totalRowsExact?: boolean;
  totalPages?: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
  results: { id: number; message: string }[];
}

const PAGE = 'hasNextPage hasPreviousPage startCursor endCursor results { id message }';
const list = async (pageInput: Record<string, unknown>, extra = 'totalRows totalRowsExact totalPages') => {
  const result = await app.admin.request<{ userActivities: Page }>(
    `query ($pageInput: PageInput!) { userActivities(pageInput: $pageInput) { ${extra} ${PAGE} } }`,
    { pageInput },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.userActivities;
};
const loaded = { operator: 'AND', options: [{ field: 'activity', type: 'EQUAL', values: ['LOAD'] }] };

describe('the list engine over GraphQL', () => {
  it('caps the count at 10.000 and says it is not exact', async () => {
    const page = await list({ page: 1, size: 50, filters: loaded });
    expect(page).toMatchObject({ totalRows: 10000, totalRowsExact: false, totalPages: 200, hasNextPage: true, hasPreviousPage: false });
    expect(page.results.map((row) => row.message)).toEqual(Array.from({ length: 50 }, (_, index) => `Row ${10050 - index}`));
  });

  it('counts exactly below the cap', async () => {
    const filters = { operator: 'AND', options: [...loaded.options, { field: 'message', type: 'LIKE', values: ['Row 100'] }] };
    // Row 100, Row 1000..1009, Row 10000..10050: 1 + 10 + 51 rows.
    expect(await list({ page: 1, size: 10, filters })).toMatchObject({ totalRows: 62, totalRowsExact: true, totalPages: 7 });
  });

  it('counts an empty page: none on a first page that matches nothing, all of them on a page past the end', async () => {
    const none = { operator: 'AND', options: [...loaded.options, { field: 'message', type: 'EQUAL', values: ['No such row'] }] };
    expect(await list({ page: 1, size: 10, filters: none })).toMatchObject({ totalRows: 0, totalRowsExact: true, totalPages: 0, results: [], hasNextPage: false });
    const few = { operator: 'AND', options: [...loaded.options, { field: 'message', type: 'LIKE', values: ['Row 100'] }] };
    expect(await list({ page: 8, size: 10, filters: few })).toMatchObject({ totalRows: 62, totalRowsExact: true, totalPages: 7, results: [], hasPreviousPage: true });
    const last = await list({ page: 7, size: 10, filters: few });
    expect(await list({ page: 8, size: 10, filters: few, after: last.endCursor })).toMatchObject({ totalRows: 62, totalRowsExact: true, results: [] });
  });

  it('pages by cursor forward and back, the same rows as by number, microseconds and all', async () => {
    const sorts = [{ field: 'time', direction: 'ASC' }];
    const second = await list({ page: 2, size: 25, sorts, filters: loaded }, '');
    const first = await list({ page: 1, size: 25, sorts, filters: loaded }, '');
    const next = await list({ page: 2, size: 25, sorts, filters: loaded, after: first.endCursor }, '');
    expect(next.results).toEqual(second.results);
    expect(next).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const back = await list({ page: 1, size: 25, sorts, filters: loaded, before: next.startCursor }, '');
    expect(back.results).toEqual(first.results);
    expect(back.hasPreviousPage).toBe(false);
  });

  it('reaches the last page by cursor and knows it is the last', async () => {
    const filters = { operator: 'AND', options: [...loaded.options, { field: 'username', type: 'EQUAL', values: ['odd'] }] };
    let page = await list({ page: 1, size: 100, filters }, '');
    let pages = 1;
    const seen = new Set(page.results.map((row) => row.id));
    while (page.hasNextPage) {
      page = await list({ page: ++pages, size: 100, filters, after: page.endCursor }, '');
      for (const row of page.results) seen.add(row.id);
    }
    expect(pages).toBe(51);
    expect(seen.size).toBe(5025);
  });

  it('finds the quick search text in any of the named fields, beside the filters', async () => {
    const search = { fields: ['username', 'message'], value: 'row 100' };
    expect(await list({ page: 1, size: 10, filters: loaded, search })).toMatchObject({ totalRows: 62, totalRowsExact: true });
    const odd = await list({ page: 1, size: 10, filters: loaded, search: { fields: ['username', 'message'], value: 'od' } });
    expect(odd).toMatchObject({ totalRows: 5025 });
    const result = await app.admin.request('query { userActivities(pageInput: { page: 1, size: 5, search: { fields: ["time"], value: "1" } }) { totalRows } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'LIKE does not apply to "time".', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a cursor that was tampered with as bad input', async () => {
    const result = await app.admin.request('query { userActivities(pageInput: { page: 2, size: 5, after: "eyJvIjoxfQ" }) { results { id } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('selects only some columns, and nested objects still load', async () => {
    const result = await app.admin.request<{ users: { results: { username: string; role: { name: string } }[] } }>(
      'query { users(pageInput: { page: 1, size: 5 }) { results { username role { name } } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.users.results).toContainEqual({ username: 'admin', role: { name: 'Administrator' } });
  });

  it('keeps one statement per shape of request, filled with the values of each request', async () => {
    const byUser = (username: string) => ({ operator: 'AND', options: [{ field: 'username', type: 'EQUAL', values: [username] }] });
    const before = keptCount(app.db);
    const odd = await list({ page: 3, size: 7, filters: byUser('odd') });
    const kept = keptCount(app.db);
    expect(kept).toBe(before + 1);
    const even = await list({ page: 3, size: 7, filters: byUser('even') });
    const nobody = await list({ page: 3, size: 7, filters: byUser('nobody') });
    // Same shape, other values: the kept statement, with the rows and counts of its own values.
    expect(keptCount(app.db)).toBe(kept);
    expect(odd.results.map((row) => row.id).every((id) => !even.results.some((other) => other.id === id))).toBe(true);
    expect(odd).toMatchObject({ totalRows: 5025, hasPreviousPage: true });
    expect(nobody).toMatchObject({ totalRows: 0, results: [], hasNextPage: false });
    // Past the last page the count is read on its own, with the same values.
    expect(await list({ page: 2000, size: 7, filters: byUser('even') })).toMatchObject({ totalRows: 5025, results: [], hasNextPage: false });
    // Another shape (two values for IN) is a statement of its own.
    const both = { operator: 'AND', options: [{ field: 'username', type: 'IN', values: ['odd', 'even'] }] };
    expect(await list({ page: 3, size: 7, filters: both })).toMatchObject({ totalRows: 10000, totalRowsExact: false });
    expect(keptCount(app.db)).toBe(kept + 1);
    // So are another page size and the first page (its limit is in the statement's text, and it has no offset).
    expect((await list({ page: 3, size: 8, filters: byUser('odd') })).results).toHaveLength(8);
    expect(await list({ page: 1, size: 7, filters: byUser('odd') })).toMatchObject({ totalRows: 5025, hasPreviousPage: false, hasNextPage: true });
    expect(keptCount(app.db)).toBe(kept + 3);
  });
});
