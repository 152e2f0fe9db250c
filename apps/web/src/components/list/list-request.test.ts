import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  defaultSearchFields,
  endOfDayIso,
  gridPaginationToState,
  gridSortToState,
  listStateToSearchParams,
  parseDay,
  parseListState,
  startOfDayIso,
  stateToGridPagination,
  stateToGridSort,
  toPageInput,
  withFilters,
  withPagination,
  withSearch,
  withSort,
  type FilterCondition,
  type ListState,
} from './list-state';
import { BASE, DEFAULTS, FIELDS, parse } from './list-test-fixtures';


function withTimeZone(zone: string) {
  let previous: string | undefined;
  beforeEach(() => {
    previous = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}

describe('PageInput', () => {
  it('maps page, size and sort', () => {
    expect(toPageInput({ ...BASE, page: 3, size: 50, sort: { field: 'age', direction: 'DESC' } }, FIELDS)).toEqual({
      page: 3,
      size: 50,
      sorts: [{ field: 'age', direction: 'DESC' }],
    });
  });

  it('omits sorts and filters when there are none', () => {
    const input = toPageInput({ ...BASE, sort: undefined }, FIELDS);
    expect(input).toEqual({ page: 1, size: 20 });
    expect('filters' in input).toBe(false);
    expect('sorts' in input).toBe(false);
  });

  it('drops incomplete conditions and keeps the rest with the operator', () => {
    const conditions: FilterCondition[] = [
      { field: 'name', type: 'LIKE', values: [] },
      { field: 'age', type: 'BETWEEN', values: ['1'] },
      { field: 'age', type: 'IN', values: [] },
      { field: 'name', type: 'EQUAL', values: ['  '] },
      { field: 'unknown', type: 'EQUAL', values: ['1'] },
      { field: 'active', type: 'LIKE', values: ['true'] },
      { field: 'active', type: 'EQUAL', values: ['false'] },
      { field: 'name', type: 'NOT_NULL', values: [] },
    ];
    expect(toPageInput({ ...BASE, operator: 'OR', conditions }, FIELDS).filters).toEqual({
      operator: 'OR',
      options: [
        { field: 'active', type: 'EQUAL', values: ['false'] },
        { field: 'name', type: 'NOT_NULL', values: [] },
      ],
    });
    expect(toPageInput({ ...BASE, conditions: conditions.slice(0, 6) }, FIELDS).filters).toBeUndefined();
  });

  it('orders a reversed numeric range and removes repeated IN values', () => {
    const input = toPageInput(
      {
        ...BASE,
        conditions: [
          { field: 'age', type: 'BETWEEN', values: ['10', '9'] },
          { field: 'status', type: 'IN', values: ['OPEN', 'OPEN', 'CLOSED'] },
        ],
      },
      FIELDS,
    );
    expect(input.filters?.options).toEqual([
      { field: 'age', type: 'BETWEEN', values: ['9', '10'] },
      { field: 'status', type: 'IN', values: ['OPEN', 'CLOSED'] },
    ]);
  });
});

describe('days in Jakarta (UTC+7)', () => {
  withTimeZone('Asia/Jakarta');

  it('cover whole local days', () => {
    expect(startOfDayIso('2024-03-01')).toBe('2024-02-29T17:00:00.000Z');
    expect(endOfDayIso('2024-03-01')).toBe('2024-03-01T16:59:59.999Z');
  });

  it('become instants in the request', () => {
    const options = toPageInput(
      {
        ...BASE,
        conditions: [
          { field: 'createdTime', type: 'BETWEEN', values: ['2024-01-31', '2024-01-01'] },
          { field: 'createdTime', type: 'GREATER_THAN_EQUAL', values: ['2024-01-01'] },
          { field: 'createdTime', type: 'LESS_THAN_EQUAL', values: ['2024-01-01'] },
          { field: 'createdTime', type: 'EQUAL', values: ['2024-01-01'] },
          { field: 'createdTime', type: 'NULL', values: [] },
        ],
      },
      FIELDS,
    ).filters?.options;
    expect(options).toEqual([
      { field: 'createdTime', type: 'BETWEEN', values: ['2023-12-31T17:00:00.000Z', '2024-01-31T16:59:59.999Z'] },
      { field: 'createdTime', type: 'GREATER_THAN_EQUAL', values: ['2023-12-31T17:00:00.000Z'] },
      { field: 'createdTime', type: 'LESS_THAN_EQUAL', values: ['2024-01-01T16:59:59.999Z'] },
      { field: 'createdTime', type: 'BETWEEN', values: ['2023-12-31T17:00:00.000Z', '2024-01-01T16:59:59.999Z'] },
      { field: 'createdTime', type: 'NULL', values: [] },
    ]);
  });
});

describe('days in New York, across daylight saving', () => {
  withTimeZone('America/New_York');

  it('has a 23-hour day in spring and a 25-hour day in autumn', () => {
    expect(startOfDayIso('2024-03-10')).toBe('2024-03-10T05:00:00.000Z');
    expect(endOfDayIso('2024-03-10')).toBe('2024-03-11T03:59:59.999Z');
    expect(startOfDayIso('2024-11-03')).toBe('2024-11-03T04:00:00.000Z');
    expect(endOfDayIso('2024-11-03')).toBe('2024-11-04T04:59:59.999Z');
  });

  it('keeps years before 100 as written', () => {
    expect(startOfDayIso('0050-06-15').startsWith('0050-06-15')).toBe(true);
  });
});

describe('parseDay', () => {
  it('accepts real days only', () => {
    expect(parseDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDay('2023-02-29')).toBeUndefined();
    expect(parseDay('2024-13-01')).toBeUndefined();
    expect(parseDay('2024-00-10')).toBeUndefined();
    expect(parseDay('9999-12-31')).toBeUndefined();
    expect(parseDay('2024-01-01T00:00')).toBeUndefined();
  });
});

describe('grid models', () => {
  it('map sorts both ways', () => {
    expect(gridSortToState([{ field: 'name', sort: 'desc' }])).toEqual({ field: 'name', direction: 'DESC' });
    expect(gridSortToState([{ field: 'name', sort: 'asc' }])).toEqual({ field: 'name', direction: 'ASC' });
    expect(gridSortToState([{ field: 'name', sort: null }])).toBeUndefined();
    expect(gridSortToState([])).toBeUndefined();
    expect(stateToGridSort({ field: 'age', direction: 'DESC' })).toEqual([{ field: 'age', sort: 'desc' }]);
    expect(stateToGridSort(undefined)).toEqual([]);
  });

  it('gives the grid no sort on a field it has no column for, so the grid has nothing to drop', () => {
    expect(stateToGridSort({ field: 'createdTime', direction: 'DESC' }, ['name', 'age'])).toEqual([]);
    expect(stateToGridSort({ field: 'age', direction: 'ASC' }, ['name', 'age'])).toEqual([{ field: 'age', sort: 'asc' }]);
  });

  it('map 0-based grid pages to 1-based ones', () => {
    expect(stateToGridPagination({ page: 3, size: 20 })).toEqual({ page: 2, pageSize: 20 });
    expect(gridPaginationToState({ page: 0, pageSize: 20 }, { page: 3, size: 20 })).toEqual({ page: 1, size: 20 });
    expect(gridPaginationToState({ page: 4, pageSize: 20 }, { page: 1, size: 20 })).toEqual({ page: 5, size: 20 });
  });

  it('keep the first row in view when the size changes', () => {
    // Rows 41-60 were shown; with 50 a page, row 41 is on page 1; with 10, on page 5.
    expect(gridPaginationToState({ page: 2, pageSize: 50 }, { page: 3, size: 20 })).toEqual({ page: 1, size: 50 });
    expect(gridPaginationToState({ page: 2, pageSize: 10 }, { page: 3, size: 20 })).toEqual({ page: 5, size: 10 });
  });

  it('feed a PageInput from grid events', () => {
    let state = parse('');
    state = withPagination(state, { page: 2, pageSize: 20 });
    expect(toPageInput(state, FIELDS)).toMatchObject({ page: 3, size: 20 });
    state = withSort(state, gridSortToState([{ field: 'age', sort: 'desc' }]));
    expect(toPageInput(state, FIELDS)).toEqual({ page: 1, size: 20, sorts: [{ field: 'age', direction: 'DESC' }] });
    state = withPagination(state, { page: 1, pageSize: 20 });
    state = withFilters(state, 'AND', [{ field: 'name', type: 'LIKE', values: ['x'] }]);
    expect(toPageInput(state, FIELDS)).toEqual({
      page: 1,
      size: 20,
      sorts: [{ field: 'age', direction: 'DESC' }],
      filters: { operator: 'AND', options: [{ field: 'name', type: 'LIKE', values: ['x'] }] },
    });
  });
});

describe('cursors and the quick search', () => {
  const cursors = { startCursor: 'start', endCursor: 'end' };

  it('goes to the next and previous page by the shown page cursors, and by number otherwise', () => {
    const second = withPagination(BASE, { page: 1, pageSize: 20 }, cursors);
    expect(second).toMatchObject({ page: 2, after: 'end' });
    expect(second.before).toBeUndefined();
    expect(withPagination({ ...second, page: 3 }, { page: 1, pageSize: 20 }, cursors)).toMatchObject({ page: 2, before: 'start' });
    expect(withPagination(second, { page: 0, pageSize: 20 }, cursors)).toEqual({ ...BASE, page: 1 });
    expect(withPagination(BASE, { page: 4, pageSize: 20 }, cursors)).toEqual({ ...BASE, page: 5 });
    expect(withPagination(second, { page: 1, pageSize: 50 }, cursors).after).toBeUndefined();
  });

  it('keeps the cursor and the search in the URL and sends them', () => {
    const state: ListState = { ...BASE, page: 3, after: 'abc_-1', search: 'kopi' };
    const parsed = parseListState(listStateToSearchParams(state, DEFAULTS), DEFAULTS, FIELDS);
    expect(parsed).toEqual(state);
    expect(toPageInput(parsed, FIELDS, ['name'])).toMatchObject({ page: 3, after: 'abc_-1', search: { fields: ['name'], value: 'kopi' } });
    // A cursor that is not one, or one beside page 1, is dropped.
    expect(parseListState(new URLSearchParams('page=3&after=a%20b'), DEFAULTS, FIELDS).after).toBeUndefined();
    expect(parseListState(new URLSearchParams('after=abc'), DEFAULTS, FIELDS).after).toBeUndefined();
  });

  it('starts again at page 1 without a cursor when the search changes', () => {
    expect(withSearch({ ...BASE, page: 4, before: 'x' }, 'ali')).toEqual({ ...BASE, search: 'ali' });
    expect(withSearch({ ...BASE, search: 'ali' }, '')).toEqual(BASE);
  });

  it('searches a list in its main text fields', () => {
    expect(defaultSearchFields(FIELDS)).toEqual(['name']);
    expect(defaultSearchFields([{ field: 'note', label: 'Note', kind: 'text' }, { field: 'kind', label: 'Kind', kind: 'enum' }])).toEqual(['note']);
  });
});
