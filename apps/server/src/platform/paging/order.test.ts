import { describe, it, expect } from 'vitest';
import { badInputError, buildOrderBy, fields, findAll, findPage, ids, items, MAX_PAGE_SIZE, queryCount, source, sortIds, useItems, type SortInput } from './fixture';

useItems();

describe('sorting', () => {
  it('applies several sorts in order, then the id', async () => {
    expect(
      await sortIds([
        { field: 'kind', direction: 'ASC' },
        { field: 'quantity', direction: 'DESC' },
      ]),
    ).toEqual([4, 8, 6, 2, 7, 3, 1, 5]);
    // PostgreSQL puts NULLs first when descending; the id breaks their tie descending too.
    expect(await sortIds([{ field: 'note', direction: 'DESC' }])).toEqual([6, 4, 2, 7, 3, 8, 1, 5]);
  });

  it('breaks ties by id in the direction of the last sort', async () => {
    expect(await sortIds([{ field: 'quantity', direction: 'ASC' }])).toEqual([8, 5, 4, 1, 3, 7, 2, 6]);
    expect(await sortIds([{ field: 'quantity', direction: 'DESC' }])).toEqual([6, 2, 7, 3, 1, 4, 5, 8]);
  });

  it('sorts by the id itself without a second tie-breaker', async () => {
    expect(await sortIds([{ field: 'id', direction: 'DESC' }])).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(buildOrderBy(fields, [{ field: 'id', direction: 'DESC' }], items.id)).toHaveLength(1);
    expect(buildOrderBy(fields, [{ field: 'name', direction: 'ASC' }], items.id)).toHaveLength(2);
    expect(buildOrderBy(fields, null, items.id)).toHaveLength(1);
  });

  it('uses the default sorts only when the client gives none', async () => {
    const defaultSorts: SortInput[] = [{ field: 'createdAt', direction: 'DESC' }];
    expect(ids(await findAll(source({ defaultSorts }), null))).toEqual([7, 6, 5, 4, 3, 2, 1, 8]);
    expect(ids(await findAll(source({ defaultSorts }), { sorts: [] }))).toEqual([7, 6, 5, 4, 3, 2, 1, 8]);
    expect(await sortIds([{ field: 'price', direction: 'ASC' }], { defaultSorts })).toEqual([6, 2, 8, 7, 3, 1, 4, 5]);
  });

  it('sorts by an sql expression field', async () => {
    expect(await sortIds([{ field: 'total', direction: 'DESC' }])).toEqual([5, 3, 4, 1, 7, 2, 6, 8]);
  });
});

describe('paging', () => {
  const defaultSorts: SortInput[] = [{ field: 'createdAt', direction: 'DESC' }];
  const order = [7, 6, 5, 4, 3, 2, 1, 8];

  it('returns pages of the requested size, says whether more follow, and counts', async () => {
    const first = await findPage(source({ defaultSorts }), { page: 1, size: 3 });
    expect(first).toMatchObject({ currentPage: 1, hasNextPage: true, hasPreviousPage: false });
    expect(await first.count()).toEqual({ totalRows: 8, totalRowsExact: true });
    expect(ids(first.results)).toEqual(order.slice(0, 3));

    const last = await findPage(source({ defaultSorts }), { page: 3, size: 3 });
    expect(last).toMatchObject({ currentPage: 3, hasNextPage: false, hasPreviousPage: true });
    expect(ids(last.results)).toEqual(order.slice(6));

    const beyond = await findPage(source({ defaultSorts }), { page: 4, size: 3 });
    expect(beyond.results).toEqual([]);
    expect(await beyond.count()).toEqual({ totalRows: 8, totalRowsExact: true });
  });

  it('walks forward and back by cursor through every order, NULLs and ties included', async () => {
    const orders: SortInput[][] = [
      [],
      [{ field: 'note', direction: 'ASC' }],
      [{ field: 'note', direction: 'DESC' }],
      [{ field: 'quantity', direction: 'DESC' }],
      [{ field: 'active', direction: 'ASC' }, { field: 'createdAt', direction: 'DESC' }],
      [{ field: 'total', direction: 'ASC' }],
    ];
    for (const sorts of orders) {
      const all = ids(await findAll(source(), { sorts }));
      const forward: number[][] = [];
      let page = await findPage(source(), { page: 1, size: 3, sorts });
      forward.push(ids(page.results));
      while (page.hasNextPage) {
        page = await findPage(source(), { page: forward.length + 1, size: 3, sorts, after: page.endCursor });
        forward.push(ids(page.results));
      }
      expect(forward.flat()).toEqual(all);
      const backward: number[][] = [ids(page.results)];
      while (page.hasPreviousPage && backward.length < forward.length) {
        page = await findPage(source(), { page: 1, size: 3, sorts, before: page.startCursor });
        backward.unshift(ids(page.results));
      }
      expect(backward).toEqual(forward);
    }
  });

  it('refuses a cursor of another order or a forged one', async () => {
    const page = await findPage(source(), { page: 1, size: 2, sorts: [{ field: 'name', direction: 'ASC' }] });
    const message = async (after: string) => (await badInputError(() => findPage(source(), { page: 2, size: 2, after }))).message;
    expect(await message(page.endCursor!)).toMatch(/not valid/);
    expect(await message('nonsense')).toMatch(/not valid/);
    const forged = Buffer.from(JSON.stringify({ o: 'id:ASC', v: ["1' or 1=1"] })).toString('base64url');
    expect(await message(forged)).toMatch(/not valid/);
  });

  it('counts only the filtered rows and allows the maximum size', async () => {
    const filters = { operator: 'AND' as const, options: [{ field: 'kind', type: 'EQUAL' as const, values: ['TOOL'] }] };
    const page = await findPage(source(), { page: 1, size: MAX_PAGE_SIZE, filters });
    expect(await page.count()).toEqual({ totalRows: 3, totalRowsExact: true });
    expect(ids(page.results)).toEqual([1, 3, 5]);
  });

  it('reads the page and its count in one statement', async () => {
    const before = queryCount;
    const page = await findPage(source(), { page: 1, size: 5 });
    await page.count();
    expect(queryCount - before).toBe(1);
  });

  it('returns whole rows', async () => {
    const [row] = (await findPage(source(), { page: 1, size: 1 })).results;
    expect(row).toEqual({
      id: 1,
      name: 'Hammer',
      quantity: 10,
      price: 12.5,
      active: true,
      createdAt: new Date('2024-01-05T10:00:00Z'),
      kind: 'TOOL',
      note: 'heavy',
    });
  });
});
