import type { GridPaginationModel } from '@mui/x-data-grid';
import { INT_MAX, MAX_FILTER_OPTIONS as MAX_CONDITIONS, MAX_PAGE_SIZE, MAX_TEXT_LENGTH } from '@back-office/domain';
import {
  endOfDayIso,
  isCompleteCondition,
  startOfDayIso,
  valueCountFor,
  type FilterCondition,
  type FilterField,
  type FilterKind,
  type FilterOperator,
  type FilterOption,
  type FilterType,
  type ListDefaults,
  type ListSort,
  type ListState,
  type PageInput,
} from './filter-model';

/*
 * The state of a server-paged list kept in the URL, so that reload, Back and a shared link all show
 * the same view; the request it makes; and the grid's models of it.
 */

export * from './filter-model';
export * from './grid-state';
import { gridPaginationToState } from './grid-state';

function findField(fields: readonly FilterField[], name: string): FilterField | undefined {
  return fields.find((field) => field.field === name);
}

// ---------------------------------------------------------------------------------------------
// URL
//
//   ?page=2&size=50&sort=name.desc&op=or&f=name.like*ali&f=createdTime.between*2024-01-01*2024-01-31
//
// One `f` per condition: `field.type`, then `*value` for each value. Inside a value `%` and `*` are
// written %25 and %2A; URLSearchParams then encodes the whole, so every string round-trips while the
// usual values (words, numbers, days) stay readable. `*`, `.`, `-` and `_` are never percent-encoded.

const TYPE_CODES: Record<FilterType, string> = {
  EQUAL: 'eq',
  NOT_EQUAL: 'ne',
  LIKE: 'like',
  BETWEEN: 'between',
  GREATER_THAN: 'gt',
  LESS_THAN: 'lt',
  GREATER_THAN_EQUAL: 'gte',
  LESS_THAN_EQUAL: 'lte',
  NULL: 'null',
  NOT_NULL: 'notnull',
  IN: 'in',
  NOT_IN: 'notin',
};
// A hand-written URL may also use the server's names, in any case.
const TYPES_BY_CODE = new Map<string, FilterType>(
  (Object.entries(TYPE_CODES) as [FilterType, string][]).flatMap(([type, code]) => [
    [code, type],
    [type.toLowerCase(), type],
  ]),
);

/** The params this module owns; a page's other params are left alone. */
export const LIST_PARAMS = ['page', 'size', 'sort', 'op', 'f', 'q', 'after', 'before'] as const;
const CURSOR = /^[A-Za-z0-9_-]{1,8000}$/;
const NO_SORT = 'none';
const FIELD_NAME = /^[A-Za-z_][\w.]{0,99}$/;

function escapeValue(value: string): string {
  return value.replace(/%/g, '%25').replace(/\*/g, '%2A');
}

function unescapeValue(value: string): string {
  return value.replace(/%(25|2A)/gi, (escape) => (escape === '%25' ? '%' : '*'));
}

export function encodeCondition(condition: FilterCondition): string {
  return `${condition.field}.${TYPE_CODES[condition.type]}${condition.values.map((value) => `*${escapeValue(value)}`).join('')}`;
}

export function decodeCondition(text: string): FilterCondition | undefined {
  const [head = '', ...values] = text.split('*');
  const dot = head.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const type = TYPES_BY_CODE.get(head.slice(dot + 1).toLowerCase());
  if (!type) return undefined;
  return { field: head.slice(0, dot), type, values: values.map(unescapeValue) };
}

function parsePositiveInt(text: string | null, max: number): number | undefined {
  if (text === null || !/^\d{1,10}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= 1 && number <= max ? number : undefined;
}

function parseSort(text: string | null, defaults: ListDefaults, sortFields?: readonly string[]): ListSort | undefined {
  if (text === null) return defaults.sort;
  if (text === NO_SORT) return undefined;
  const dot = text.lastIndexOf('.');
  if (dot <= 0) return defaults.sort;
  const field = text.slice(0, dot);
  const direction = text.slice(dot + 1).toUpperCase();
  const known = sortFields ? sortFields.includes(field) : FIELD_NAME.test(field);
  if (!known || (direction !== 'ASC' && direction !== 'DESC')) return defaults.sort;
  return { field, direction };
}

/**
 * The list state in `searchParams`. Anything unusable falls back to the default or is dropped: a
 * hand-edited URL must neither crash the page nor make a request the server refuses. `sortFields`,
 * when given, are the only fields a sort may name.
 */
export function parseListState(
  searchParams: URLSearchParams,
  defaults: ListDefaults,
  fields: readonly FilterField[],
  sortFields?: readonly string[],
): ListState {
  const conditions = searchParams
    .getAll('f')
    .flatMap((text) => {
      const condition = decodeCondition(text);
      const field = condition && findField(fields, condition.field);
      return condition && field && isCompleteCondition(condition, field) ? [condition] : [];
    })
    .slice(0, MAX_CONDITIONS);
  return {
    page: parsePositiveInt(searchParams.get('page'), INT_MAX) ?? 1,
    size: parsePositiveInt(searchParams.get('size'), MAX_PAGE_SIZE) ?? defaults.size,
    sort: parseSort(searchParams.get('sort'), defaults, sortFields),
    operator: searchParams.get('op')?.toUpperCase() === 'OR' ? 'OR' : 'AND',
    conditions,
    ...cursorOf(searchParams),
    ...(searchParams.get('q')?.trim() ? { search: searchParams.get('q')!.slice(0, MAX_TEXT_LENGTH) } : {}),
  };
}

/** A cursor only stands beside a page past the first; a malformed one is dropped. */
function cursorOf(searchParams: URLSearchParams): Pick<ListState, 'after' | 'before'> {
  const page = searchParams.get('page');
  if (page === null || page === '1') return {};
  const after = searchParams.get('after');
  const before = searchParams.get('before');
  if (after && CURSOR.test(after)) return { after };
  if (before && CURSOR.test(before)) return { before };
  return {};
}

function sameSort(a: ListSort | undefined, b: ListSort | undefined): boolean {
  return a?.field === b?.field && a?.direction === b?.direction;
}

/** The URL params of a state; those equal to the defaults are left out, so a plain list has a plain URL. */
export function listStateToSearchParams(state: ListState, defaults: ListDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.size !== defaults.size) params.set('size', String(state.size));
  if (!sameSort(state.sort, defaults.sort)) {
    params.set('sort', state.sort ? `${state.sort.field}.${state.sort.direction.toLowerCase()}` : NO_SORT);
  }
  if (state.operator === 'OR') params.set('op', 'or');
  for (const condition of state.conditions) params.append('f', encodeCondition(condition));
  if (state.search) params.set('q', state.search);
  if (state.after) params.set('after', state.after);
  else if (state.before) params.set('before', state.before);
  return params;
}

/** `current` with our params replaced by `list`'s, keeping whatever else the page keeps in its URL. */
export function mergeSearchParams(current: URLSearchParams, list: URLSearchParams): URLSearchParams {
  const merged = new URLSearchParams();
  current.forEach((value, key) => {
    if (!(LIST_PARAMS as readonly string[]).includes(key)) merged.append(key, value);
  });
  list.forEach((value, key) => merged.append(key, value));
  return merged;
}

// ---------------------------------------------------------------------------------------------
// The request

function toFilterOption(condition: FilterCondition, field: FilterField): FilterOption {
  const { type } = condition;
  const values = valueCountFor(type) === 'many' ? [...new Set(condition.values)] : condition.values;
  if (type === 'BETWEEN') {
    // A reversed range would match nothing; the user meant the range between the two.
    const [low, high] = orderPair(values[0]!, values[1]!, field.kind);
    return field.kind === 'date'
      ? { field: field.field, type, values: [startOfDayIso(low), endOfDayIso(high)] }
      : { field: field.field, type, values: [low, high] };
  }
  if (field.kind === 'date' && values.length === 1) {
    const day = values[0]!;
    if (type === 'EQUAL') return { field: field.field, type: 'BETWEEN', values: [startOfDayIso(day), endOfDayIso(day)] };
    if (type === 'LESS_THAN_EQUAL') return { field: field.field, type, values: [endOfDayIso(day)] };
    return { field: field.field, type, values: [startOfDayIso(day)] };
  }
  return { field: field.field, type, values };
}

function orderPair(a: string, b: string, kind: FilterKind): [string, string] {
  // Days in YYYY-MM-DD order as strings; numbers must be compared as numbers.
  const reversed = kind === 'date' ? a > b : Number(a) > Number(b);
  return reversed ? [b, a] : [a, b];
}

/**
 * The GraphQL PageInput of a state; conditions that are incomplete or do not fit their field are left
 * out. The quick search looks for its text in `searchFields`.
 */
export function toPageInput(state: ListState, fields: readonly FilterField[], searchFields: readonly string[] = [], fixedFilters: readonly FilterOption[] = []): PageInput {
  const input: PageInput = {
    page: Number.isSafeInteger(state.page) && state.page >= 1 ? Math.min(state.page, INT_MAX) : 1,
    size: Math.min(Math.max(Math.trunc(state.size) || 1, 1), MAX_PAGE_SIZE),
  };
  if (state.sort) input.sorts = [{ field: state.sort.field, direction: state.sort.direction }];
  const options = state.conditions
    .flatMap((condition) => {
      const field = findField(fields, condition.field);
      return field && isCompleteCondition(condition, field) ? [toFilterOption(condition, field)] : [];
    })
    .slice(0, MAX_CONDITIONS);
  // A list kept to part of the records (one kind of promo) holds its own conditions too: all of them then apply together.
  if (fixedFilters.length > 0) input.filters = { operator: 'AND', options: [...fixedFilters, ...options].slice(0, MAX_CONDITIONS + fixedFilters.length) };
  else if (options.length > 0) input.filters = { operator: state.operator, options };
  const search = state.search?.trim();
  if (search && searchFields.length > 0) input.search = { fields: [...searchFields], value: search };
  if (state.after) input.after = state.after;
  else if (state.before) input.before = state.before;
  return input;
}

// ---------------------------------------------------------------------------------------------
// Transitions: a new sort or filter starts again at page 1, since the old page number means nothing.

const firstPage = ({ after: _after, before: _before, ...state }: ListState): ListState => ({ ...state, page: 1 });

export function withSort(state: ListState, sort: ListSort | undefined): ListState {
  return firstPage({ ...state, sort });
}

export function withFilters(state: ListState, operator: FilterOperator, conditions: FilterCondition[]): ListState {
  return firstPage({ ...state, operator, conditions });
}

export function withSearch(state: ListState, search: string): ListState {
  return firstPage({ ...state, search: search || undefined });
}

/**
 * The page the grid moves to. Next and previous go by the shown page's cursors when it has them;
 * any other move (a new size, a jump) goes by number.
 */
export function withPagination(state: ListState, model: GridPaginationModel, cursors?: { startCursor?: string | null; endCursor?: string | null }): ListState {
  const { after: _after, before: _before, ...rest } = state;
  const next = { ...rest, ...gridPaginationToState(model, state) };
  if (next.page === 1 || next.size !== state.size) return next;
  if (next.page === state.page + 1 && cursors?.endCursor) return { ...next, after: cursors.endCursor };
  if (next.page === state.page - 1 && cursors?.startCursor) return { ...next, before: cursors.startCursor };
  return next;
}

/** Structural equality of two states, to skip a history entry that would change nothing. */
export function sameListState(a: ListState, b: ListState): boolean {
  return (
    a.page === b.page &&
    a.size === b.size &&
    sameSort(a.sort, b.sort) &&
    a.operator === b.operator &&
    a.search === b.search &&
    a.after === b.after &&
    a.before === b.before &&
    JSON.stringify(a.conditions) === JSON.stringify(b.conditions)
  );
}
