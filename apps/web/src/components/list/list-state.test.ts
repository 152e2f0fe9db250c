import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeCondition,
  encodeCondition,
  filterTypesFor,
  filterTypesForField,
  isCompleteCondition,
  listStateToSearchParams,
  mergeSearchParams,
  parseListState,
  sameListState,
  toPageInput,
  valueCountFor,
  type FilterCondition,
  type FilterKind,
  type ListState,
} from './list-state';
import { BASE, DEFAULTS, FIELDS, parse } from './list-test-fixtures';

const url = (state: ListState) => listStateToSearchParams(state, DEFAULTS).toString();


describe('filter types', () => {
  it('fit each kind', () => {
    expect(filterTypesFor('text')).toEqual(['LIKE', 'EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN', 'NULL', 'NOT_NULL']);
    expect(filterTypesFor('boolean')).toEqual(['EQUAL']);
    expect(filterTypesFor('date')).not.toContain('LIKE');
    expect(filterTypesFor('date')).not.toContain('GREATER_THAN');
    expect(filterTypesFor('enum')).toEqual(['IN', 'NOT_IN', 'EQUAL', 'NOT_EQUAL']);
    expect(filterTypesFor('int')).toContain('BETWEEN');
    expect(filterTypesFor('float')).not.toContain('LIKE');
  });

  it('compare a reference id only for equality', () => {
    expect(filterTypesForField(FIELDS[6]!)).toEqual(['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN', 'NULL', 'NOT_NULL']);
    expect(filterTypesForField(FIELDS[1]!)).toContain('GREATER_THAN');
  });

  it('take the number of values the server expects', () => {
    expect(valueCountFor('NULL')).toBe('none');
    expect(valueCountFor('NOT_NULL')).toBe('none');
    expect(valueCountFor('BETWEEN')).toBe('two');
    expect(valueCountFor('IN')).toBe('many');
    expect(valueCountFor('NOT_IN')).toBe('many');
    expect(valueCountFor('LIKE')).toBe('one');
    expect(valueCountFor('LESS_THAN_EQUAL')).toBe('one');
  });
});

describe('condition encoding', () => {
  it('is readable for ordinary values', () => {
    expect(encodeCondition({ field: 'name', type: 'LIKE', values: ['ali'] })).toBe('name.like*ali');
    expect(encodeCondition({ field: 'age', type: 'BETWEEN', values: ['1', '9'] })).toBe('age.between*1*9');
    expect(encodeCondition({ field: 'age', type: 'NULL', values: [] })).toBe('age.null');
    expect(url({ ...BASE, conditions: [{ field: 'name', type: 'LIKE', values: ['a.b'] }] })).toBe('f=name.like*a.b');
  });

  it('escapes the separator and the escape character', () => {
    const condition: FilterCondition = { field: 'name', type: 'IN', values: ['a*b', '100%', '%2A', 'x,y', ''] };
    expect(encodeCondition(condition)).toBe('name.in*a%2Ab*100%25*%252A*x,y*');
    expect(decodeCondition(encodeCondition(condition))).toEqual(condition);
  });

  it('accepts the server names of types in any case', () => {
    expect(decodeCondition('age.GREATER_THAN_EQUAL*5')).toEqual({ field: 'age', type: 'GREATER_THAN_EQUAL', values: ['5'] });
    expect(decodeCondition('age.Gte*5')).toEqual({ field: 'age', type: 'GREATER_THAN_EQUAL', values: ['5'] });
    expect(decodeCondition('age.almost*5')).toBeUndefined();
    expect(decodeCondition('.eq*5')).toBeUndefined();
    expect(decodeCondition('age')).toBeUndefined();
  });
});

describe('URL', () => {
  it('leaves out the defaults', () => {
    expect(url(BASE)).toBe('');
    expect(parse('')).toEqual(BASE);
  });

  it('writes short params', () => {
    const state: ListState = {
      page: 3,
      size: 50,
      sort: { field: 'age', direction: 'DESC' },
      operator: 'OR',
      conditions: [
        { field: 'name', type: 'LIKE', values: ['ali baba'] },
        { field: 'createdTime', type: 'BETWEEN', values: ['2024-01-01', '2024-01-31'] },
      ],
    };
    expect(url(state)).toBe('page=3&size=50&sort=age.desc&op=or&f=name.like*ali+baba&f=createdTime.between*2024-01-01*2024-01-31');
    expect(parse(url(state))).toEqual(state);
  });

  it('records a cleared sort when there is a default one', () => {
    const state = { ...BASE, sort: undefined };
    expect(url(state)).toBe('sort=none');
    expect(parse('sort=none').sort).toBeUndefined();
    expect(listStateToSearchParams(state, { size: 20 }).toString()).toBe('');
  });

  it('falls back to the defaults for bad numbers', () => {
    for (const page of ['0', '-1', 'x', '1.5', '1e3', '', '99999999999', ' 2']) expect(parse(`page=${encodeURIComponent(page)}`).page).toBe(1);
    for (const size of ['0', '101', 'abc', '-5', '20.5']) expect(parse(`size=${size}`).size).toBe(20);
    expect(parse('page=7&size=100')).toMatchObject({ page: 7, size: 100 });
    expect(parse('page=2147483647').page).toBe(2147483647);
  });

  it('falls back to the default sort for a bad one', () => {
    for (const sort of ['name', 'name.up', '.asc', 'na me.asc', 'x'.repeat(200) + '.asc']) {
      expect(parse(`sort=${encodeURIComponent(sort)}`).sort).toEqual(DEFAULTS.sort);
    }
    expect(parse('sort=age.DESC').sort).toEqual({ field: 'age', direction: 'DESC' });
    expect(parse('sort=age.desc', ['name']).sort).toEqual(DEFAULTS.sort);
    expect(parse('sort=name.desc', ['name']).sort).toEqual({ field: 'name', direction: 'DESC' });
  });

  it('takes only OR as the other operator', () => {
    expect(parse('op=OR').operator).toBe('OR');
    expect(parse('op=or').operator).toBe('OR');
    expect(parse('op=xor').operator).toBe('AND');
  });

  it('drops conditions that could not be sent', () => {
    const bad = [
      'nope.eq*1', // unknown field
      'name.gt*a', // a type that does not fit text
      'age.eq*abc', // not a number
      'age.eq*1.5', // not a whole number
      'age.eq*3000000000', // past a GraphQL Int
      'score.eq*1,5',
      'active.eq*yes',
      'status.in*OPEN*LOST', // not an option
      'createdTime.gte*2024-02-30', // not a day
      'createdTime.gte*2024-1-5',
      'createdTime.between*2024-01-01', // one end
      'age.between*1*2*3',
      'name.like', // no value
      'name.like*   ', // blank
      'name.null*x', // a value where none is taken
      'name.in',
      'garbage',
    ];
    const query = bad.map((f) => `f=${encodeURIComponent(f)}`).join('&');
    expect(parse(`${query}&f=age.gte*18`).conditions).toEqual([{ field: 'age', type: 'GREATER_THAN_EQUAL', values: ['18'] }]);
  });

  it('keeps at most 50 conditions', () => {
    const query = Array.from({ length: 60 }, (_, i) => `f=age.eq*${i}`).join('&');
    expect(parse(query).conditions).toHaveLength(50);
  });

  it('keeps the page\u2019s other params when merged', () => {
    const current = new URLSearchParams('tab=2&page=4&f=age.eq*1');
    const merged = mergeSearchParams(current, new URLSearchParams('size=50'));
    expect(merged.toString()).toBe('tab=2&size=50');
  });
});

// ---------------------------------------------------------------------------------------------
// Property: any valid state survives a trip through the URL unchanged.

// Random text, and text made of the characters that the encoding or the URL treat specially.
const trickyChar = fc.constantFrom('*', '%', '2', 'A', 'a', '5', '.', ',', ' ', '+', '&', '=', '#', '?', '/', 'é', '😀');
const safeText = fc
  .oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.string({ unit: trickyChar, minLength: 1, maxLength: 12 }))
  .filter((s) => s.trim() !== '');
const dayArb = fc
  .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9998, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const valueArb: Record<FilterKind, fc.Arbitrary<string>> = {
  text: safeText,
  int: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map(String),
  float: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }).map((n) => n.toFixed(3)),
  boolean: fc.constantFrom('true', 'false'),
  date: dayArb,
  enum: fc.constantFrom('OPEN', 'CLOSED'),
};

const conditionArb: fc.Arbitrary<FilterCondition> = fc
  .constantFrom(...FIELDS)
  .chain((field) =>
    fc.constantFrom(...filterTypesForField(field)).chain((type) => {
      const value = field.field === 'roleId' ? fc.integer({ min: 1, max: 99 }).map(String) : valueArb[field.kind];
      const count = valueCountFor(type);
      const values =
        count === 'none' ? fc.constant([]) : count === 'one' ? fc.tuple(value) : count === 'two' ? fc.tuple(value, value) : fc.array(value, { minLength: 1, maxLength: 5 });
      return values.map((list): FilterCondition => ({ field: field.field, type, values: [...list] }));
    }),
  );

const stateArb: fc.Arbitrary<ListState> = fc.record({
  page: fc.integer({ min: 1, max: 2_147_483_647 }),
  size: fc.integer({ min: 1, max: 100 }),
  sort: fc.option(
    fc.record({ field: fc.constantFrom('name', 'age', 'created.time', 'none'), direction: fc.constantFrom('ASC' as const, 'DESC' as const) }),
    { nil: undefined },
  ),
  operator: fc.constantFrom('AND' as const, 'OR' as const),
  conditions: fc.array(conditionArb, { maxLength: 6 }),
});

describe('URL round trip', () => {
  it('gives back any valid state', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        // Through the string form too, as the address bar holds it.
        const text = listStateToSearchParams(state, DEFAULTS).toString();
        const back = parseListState(new URLSearchParams(text), DEFAULTS, FIELDS);
        expect(back).toEqual(state);
        expect(sameListState(back, state)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a list’s fixed conditions and joins them with the person’s own by AND', () => {
    const kind = { field: 'kind', type: 'EQUAL' as const, values: ['MENU'] };
    expect(toPageInput(BASE, FIELDS, [], [kind]).filters).toEqual({ operator: 'AND', options: [kind] });
    const state: ListState = { ...BASE, operator: 'OR', conditions: [{ field: 'name', type: 'LIKE', values: ['latte'] }] };
    expect(toPageInput(state, FIELDS, [], [kind]).filters).toEqual({ operator: 'AND', options: [kind, { field: 'name', type: 'LIKE', values: ['latte'] }] });
  });

  it('never yields a state that makes an invalid request, whatever the URL', () => {
    const paramArb = fc.tuple(fc.constantFrom('page', 'size', 'sort', 'op', 'f', 'x'), fc.string({ maxLength: 40 }));
    fc.assert(
      fc.property(fc.array(paramArb, { maxLength: 8 }), (params) => {
        const state = parseListState(new URLSearchParams(params), DEFAULTS, FIELDS);
        expect(state.page).toBeGreaterThanOrEqual(1);
        expect(state.size).toBeGreaterThanOrEqual(1);
        expect(state.size).toBeLessThanOrEqual(100);
        for (const condition of state.conditions) {
          const field = FIELDS.find((candidate) => candidate.field === condition.field)!;
          expect(isCompleteCondition(condition, field)).toBe(true);
        }
        const input = toPageInput(state, FIELDS);
        expect(input.filters?.options.length ?? 0).toBe(state.conditions.length);
      }),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------------------------------------

