import { describe, it, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  badInputError,
  buildWhere,
  fields,
  filterError,
  filterIds,
  findAll,
  findPage,
  ids,
  items,
  queryCount,
  source,
  sortIds,
  useItems,
  type FilterOption,
  type QueryInput,
  type SortInput,
} from './fixture';

useItems();

describe('filter types', () => {
  it('EQUAL matches text, int, enum, datetime and (case-insensitive) boolean values', async () => {
    expect(await filterIds({ field: 'name', type: 'EQUAL', values: ['Hammer'] })).toEqual([1]);
    expect(await filterIds({ field: 'quantity', type: 'EQUAL', values: ['25'] })).toEqual([3, 7]);
    expect(await filterIds({ field: 'kind', type: 'EQUAL', values: ['TOOL'] })).toEqual([1, 3, 5]);
    expect(await filterIds({ field: 'active', type: 'EQUAL', values: ['FALSE'] })).toEqual([3, 5, 8]);
    expect(await filterIds({ field: 'createdAt', type: 'EQUAL', values: ['2024-03-15T12:00:00Z'] })).toEqual([3, 4]);
  });

  it('NOT_EQUAL follows SQL semantics, leaving out NULL columns', async () => {
    expect(await filterIds({ field: 'kind', type: 'NOT_EQUAL', values: ['TOOL'] })).toEqual([2, 4, 6, 7, 8]);
    expect(await filterIds({ field: 'note', type: 'NOT_EQUAL', values: ['heavy'] })).toEqual([3, 5, 7, 8]);
  });

  it('LIKE is a case-insensitive substring match', async () => {
    expect(await filterIds({ field: 'name', type: 'LIKE', values: ['hammer'] })).toEqual([1, 7]);
    expect(await filterIds({ field: 'name', type: 'LIKE', values: ['SCREW'] })).toEqual([3, 4]);
  });

  it('LIKE matches %, _ and \\ literally', async () => {
    expect(await filterIds({ field: 'name', type: 'LIKE', values: ['%'] })).toEqual([2]);
    expect(await filterIds({ field: 'name', type: 'LIKE', values: ['_'] })).toEqual([3]);
    // Unescaped, "screw_" would also match "Screwd" in item 4.
    expect(await filterIds({ field: 'name', type: 'LIKE', values: ['screw_'] })).toEqual([3]);
    expect(await filterIds({ field: 'name', type: 'LIKE', values: ['\\'] })).toEqual([8]);
    expect(await filterIds({ field: 'name', type: 'LIKE', values: ['100%'] })).toEqual([2]);
  });

  it('BETWEEN is inclusive on both ends', async () => {
    expect(await filterIds({ field: 'quantity', type: 'BETWEEN', values: ['5', '25'] })).toEqual([1, 3, 4, 7]);
    expect(await filterIds({ field: 'price', type: 'BETWEEN', values: ['4.5', '12.5'] })).toEqual([1, 3, 7]);
    expect(await filterIds({ field: 'createdAt', type: 'BETWEEN', values: ['2024-03-01', '2024-04-01'] })).toEqual([3, 4, 5]);
  });

  it('GREATER_THAN and GREATER_THAN_EQUAL', async () => {
    expect(await filterIds({ field: 'price', type: 'GREATER_THAN', values: ['12.5'] })).toEqual([4, 5]);
    expect(await filterIds({ field: 'price', type: 'GREATER_THAN_EQUAL', values: ['12.5'] })).toEqual([1, 4, 5]);
    expect(await filterIds({ field: 'createdAt', type: 'GREATER_THAN', values: ['2024-05-20T00:00:00Z'] })).toEqual([7]);
    expect(await filterIds({ field: 'createdAt', type: 'GREATER_THAN_EQUAL', values: ['2024-05-20T02:00:00+02:00'] })).toEqual([6, 7]);
  });

  it('LESS_THAN and LESS_THAN_EQUAL', async () => {
    expect(await filterIds({ field: 'quantity', type: 'LESS_THAN', values: ['5'] })).toEqual([5, 8]);
    expect(await filterIds({ field: 'quantity', type: 'LESS_THAN_EQUAL', values: ['5'] })).toEqual([4, 5, 8]);
    expect(await filterIds({ field: 'createdAt', type: 'LESS_THAN', values: ['2024-01-01'] })).toEqual([8]);
    expect(await filterIds({ field: 'id', type: 'LESS_THAN_EQUAL', values: ['-1'] })).toEqual([]);
  });

  it('NULL and NOT_NULL', async () => {
    expect(await filterIds({ field: 'note', type: 'NULL', values: [] })).toEqual([2, 4, 6]);
    expect(await filterIds({ field: 'note', type: 'NOT_NULL', values: [] })).toEqual([1, 3, 5, 7, 8]);
  });

  it('IN and NOT_IN', async () => {
    expect(await filterIds({ field: 'id', type: 'IN', values: ['1', '3', '99'] })).toEqual([1, 3]);
    expect(await filterIds({ field: 'kind', type: 'IN', values: ['PART', 'KIT'] })).toEqual([2, 4, 6, 7, 8]);
    expect(await filterIds({ field: 'quantity', type: 'NOT_IN', values: ['25', '500'] })).toEqual([1, 4, 5, 6, 8]);
    expect(await filterIds({ field: 'note', type: 'NOT_IN', values: ['heavy', 'odd'] })).toEqual([3, 5, 7]);
  });

  it('filters on an sql expression field', async () => {
    // quantity * price: 125, 25, 181.25, 150, 299.97, 10, 112.5, 0
    expect(await filterIds({ field: 'total', type: 'GREATER_THAN', values: ['100'] })).toEqual([1, 3, 4, 5, 7]);
  });
});

describe('combining filters', () => {
  const tool: FilterOption = { field: 'kind', type: 'EQUAL', values: ['TOOL'] };
  const active: FilterOption = { field: 'active', type: 'EQUAL', values: ['true'] };

  it('AND needs every option, OR any', async () => {
    expect(await filterIds([tool, active], 'AND')).toEqual([1]);
    expect(await filterIds([tool, active], 'OR')).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('no filters or no options return every row', async () => {
    expect(ids(await findAll(source(), null))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await filterIds([], 'OR')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(buildWhere(fields, { operator: 'AND', options: [] })).toBeUndefined();
    expect(buildWhere(fields, null)).toBeUndefined();
  });

  it('the scope is always ANDed, even with OR filters', async () => {
    const scope = eq(items.kind, 'PART');
    expect(await filterIds([active], 'AND', { scope })).toEqual([2, 6, 7]);
    expect(await filterIds([tool, active], 'OR', { scope })).toEqual([2, 6, 7]);
    expect(await filterIds({ field: 'quantity', type: 'GREATER_THAN', values: ['100'] }, 'OR', { scope })).toEqual([2, 6]);
    const page = await findPage(source({ scope }), { page: 1, size: 2 });
    expect(await page.count()).toEqual({ totalRows: 3, totalRowsExact: true });
    expect(ids(page.results)).toEqual([2, 6]);
  });
});

describe('bad input', () => {
  it('rejects unknown and non-filterable fields', async () => {
    expect(await filterError({ field: 'nope', type: 'EQUAL', values: ['1'] })).toBe('Cannot filter on "nope".');
    expect(await filterError({ field: 'hidden', type: 'NULL', values: [] })).toBe('Cannot filter on "hidden".');
    expect(await filterError({ field: 'constructor', type: 'NULL', values: [] })).toBe('Cannot filter on "constructor".');
  });

  it('rejects unknown and non-sortable sort fields', async () => {
    const message = async (sorts: SortInput[]) => (await badInputError(() => sortIds(sorts))).message;
    expect(await message([{ field: 'nope', direction: 'ASC' }])).toBe('Cannot sort on "nope".');
    expect(await message([{ field: 'hidden', direction: 'DESC' }])).toBe('Cannot sort on "hidden".');
    expect(await message([{ field: 'name', direction: 'UP' as 'ASC' }])).toMatch(/direction "UP"/);
  });

  it('rejects bad integers', async () => {
    expect(await filterError({ field: 'id', type: 'EQUAL', values: ['abc'] })).toBe('"abc" is not a valid integer for "id".');
    expect(await filterError({ field: 'quantity', type: 'EQUAL', values: ['1.5'] })).toBe('"1.5" is not a valid integer for "quantity".');
    expect(await filterError({ field: 'id', type: 'IN', values: ['1', '2147483648'] })).toBe(
      '"2147483648" is not a valid integer for "id".',
    );
    expect(await filterIds({ field: 'id', type: 'GREATER_THAN', values: ['-2147483648'] })).toHaveLength(8);
  });

  it('rejects bad floats', async () => {
    expect(await filterError({ field: 'price', type: 'EQUAL', values: ['Infinity'] })).toBe('"Infinity" is not a valid number for "price".');
    expect(await filterError({ field: 'price', type: 'EQUAL', values: [''] })).toBe('"" is not a valid number for "price".');
    expect(await filterError({ field: 'price', type: 'EQUAL', values: ['0x10'] })).toBe('"0x10" is not a valid number for "price".');
  });

  it('rejects bad booleans', async () => {
    expect(await filterError({ field: 'active', type: 'EQUAL', values: ['yes'] })).toBe('"yes" is not a valid boolean for "active".');
  });

  it('rejects bad datetimes', async () => {
    const message = (value: string) => `"${value}" is not a valid date or date-time for "createdAt".`;
    for (const value of ['yesterday', '2024-02-30', '2024-13-01', '2024-01-01T25:00:00Z', '2024-1-1']) {
      expect(await filterError({ field: 'createdAt', type: 'EQUAL', values: [value] })).toBe(message(value));
    }
  });

  it('rejects values outside an enum', async () => {
    expect(await filterError({ field: 'kind', type: 'EQUAL', values: ['tool'] })).toBe(
      '"tool" is not a valid value for "kind"; expected one of: TOOL, PART, KIT.',
    );
  });

  it('rejects text longer than 500 characters', async () => {
    expect(await filterError({ field: 'name', type: 'LIKE', values: ['x'.repeat(501)] })).toMatch(/at most 500 characters/);
  });

  it('rejects the wrong number of values', async () => {
    expect(await filterError({ field: 'quantity', type: 'BETWEEN', values: ['1'] })).toBe(
      'BETWEEN on "quantity" takes exactly 2 values, got 1.',
    );
    expect(await filterError({ field: 'note', type: 'NULL', values: ['x'] })).toBe('NULL on "note" takes no values, got 1.');
    expect(await filterError({ field: 'note', type: 'NOT_NULL', values: ['x'] })).toBe('NOT_NULL on "note" takes no values, got 1.');
    expect(await filterError({ field: 'name', type: 'EQUAL', values: [] })).toBe('EQUAL on "name" takes exactly 1 value, got 0.');
    expect(await filterError({ field: 'name', type: 'EQUAL', values: ['a', 'b'] })).toBe('EQUAL on "name" takes exactly 1 value, got 2.');
    expect(await filterError({ field: 'id', type: 'IN', values: [] })).toBe('IN on "id" takes 1 to 1000 values, got 0.');
    const tooMany = Array.from({ length: 1001 }, (_, index) => String(index));
    expect(await filterError({ field: 'id', type: 'NOT_IN', values: tooMany })).toBe('NOT_IN on "id" takes 1 to 1000 values, got 1001.');
  });

  it('rejects filter types that do not apply to the field kind', async () => {
    expect(await filterError({ field: 'active', type: 'LIKE', values: ['t'] })).toBe('LIKE does not apply to "active".');
    expect(await filterError({ field: 'quantity', type: 'LIKE', values: ['1'] })).toBe('LIKE does not apply to "quantity".');
    expect(await filterError({ field: 'name', type: 'GREATER_THAN', values: ['a'] })).toBe('GREATER_THAN does not apply to "name".');
    expect(await filterError({ field: 'kind', type: 'BETWEEN', values: ['KIT', 'TOOL'] })).toBe('BETWEEN does not apply to "kind".');
    expect(await filterError({ field: 'active', type: 'LESS_THAN_EQUAL', values: ['true'] })).toBe(
      'LESS_THAN_EQUAL does not apply to "active".',
    );
  });

  it('rejects unknown filter types and operators', async () => {
    expect(await filterError({ field: 'name', type: 'CONTAINS' as 'LIKE', values: ['a'] })).toMatch(/Unknown filter type "CONTAINS"/);
    const error = await badInputError(() => filterIds([], 'XOR' as 'AND'));
    expect(error.message).toMatch(/Unknown filter operator "XOR"/);
  });

  it('rejects too many filter options and sorts', async () => {
    const options = Array.from({ length: 51 }, (): FilterOption => ({ field: 'note', type: 'NULL', values: [] }));
    expect((await badInputError(() => filterIds(options))).message).toBe('At most 50 filter options are allowed, got 51.');
    expect(await filterIds(options.slice(0, 50))).toEqual([2, 4, 6]);

    const sorts = Array.from({ length: 6 }, (): SortInput => ({ field: 'name', direction: 'ASC' }));
    expect((await badInputError(() => sortIds(sorts))).message).toBe('At most 5 sorts are allowed, got 6.');
  });

  it('rejects bad page numbers and sizes', async () => {
    const message = async (page: number, size: number) => (await badInputError(() => findPage(source(), { page, size }))).message;
    expect(await message(1, 0)).toBe('size must be between 1 and 100.');
    expect(await message(1, 101)).toBe('size must be between 1 and 100.');
    expect(await message(1, 2.5)).toBe('size must be between 1 and 100.');
    expect(await message(0, 10)).toBe('page must be a positive integer.');
    expect(await message(-1, 10)).toBe('page must be a positive integer.');
    expect(await message(1.5, 10)).toBe('page must be a positive integer.');
  });

  it('reports errors before running any query', async () => {
    const before = queryCount;
    const input: QueryInput = { filters: { operator: 'AND', options: [{ field: 'id', type: 'EQUAL', values: ['x'] }] } };
    await badInputError(() => findAll(source(), input));
    await badInputError(() => findPage(source(), { ...input, page: 1, size: 10 }));
    expect(queryCount).toBe(before);
  });
});
