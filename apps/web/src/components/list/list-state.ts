import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { FilterInput, FilterOperator, FilterOption, FilterType, PageInput, SortDirection, SortInput } from '../../gql/types';

/*
 * The state of a server-paged list (page, size, sort, filters), kept in the URL so that reload, Back
 * and a shared link all show the same view. Everything here is pure: the URL is untrusted input, so
 * parsing only ever yields a state that makes a valid request, and the server's limits are mirrored.
 */

export type { FilterInput, FilterOperator, FilterOption, FilterType, PageInput, SortDirection, SortInput };

/** The server's limits (apps/server/src/platform/paging.ts); a request past them is refused. */
export const MAX_PAGE_SIZE = 100;
export const MAX_CONDITIONS = 50;
export const MAX_IN_VALUES = 1000;
export const MAX_TEXT_LENGTH = 500;
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

// ---------------------------------------------------------------------------------------------
// Our model

/** `date` is a datetime column that the user filters by whole calendar days in the browser's zone. */
export type FilterKind = 'text' | 'int' | 'float' | 'boolean' | 'date' | 'enum';

export interface FilterField {
  field: string;
  label: string;
  kind: FilterKind;
  /** The values of an enum, or the choices of an int that refers to another entity (e.g. role ids). */
  options?: { value: string; label: string }[];
}

export interface FilterCondition {
  field: string;
  type: FilterType;
  /** Strings as the server takes them; for `date` fields, days as YYYY-MM-DD. */
  values: string[];
}

export interface ListSort {
  field: string;
  direction: SortDirection;
}

export interface ListState {
  /** From 1. */
  page: number;
  size: number;
  sort?: ListSort;
  operator: FilterOperator;
  conditions: FilterCondition[];
}

export interface ListDefaults {
  size: number;
  sort?: ListSort;
}

export type ValueCount = 'none' | 'one' | 'two' | 'many';

const TYPES_BY_KIND: Record<FilterKind, readonly FilterType[]> = {
  text: ['LIKE', 'EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN', 'NULL', 'NOT_NULL'],
  int: ['EQUAL', 'NOT_EQUAL', 'GREATER_THAN', 'LESS_THAN', 'GREATER_THAN_EQUAL', 'LESS_THAN_EQUAL', 'BETWEEN', 'IN', 'NOT_IN', 'NULL', 'NOT_NULL'],
  float: ['EQUAL', 'NOT_EQUAL', 'GREATER_THAN', 'LESS_THAN', 'GREATER_THAN_EQUAL', 'LESS_THAN_EQUAL', 'BETWEEN', 'IN', 'NOT_IN', 'NULL', 'NOT_NULL'],
  boolean: ['EQUAL'],
  // EQUAL ("on") is added for dates: picking one day is the commonest date filter, and it is sent as
  // BETWEEN the start and end of that day, since an instant never equals a whole day.
  date: ['BETWEEN', 'EQUAL', 'GREATER_THAN_EQUAL', 'LESS_THAN_EQUAL', 'NULL', 'NOT_NULL'],
  enum: ['IN', 'NOT_IN', 'EQUAL', 'NOT_EQUAL'],
};

// An id that refers to another entity is picked by name, so ordering comparisons on it mean nothing.
const REFERENCE_TYPES: readonly FilterType[] = ['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN', 'NULL', 'NOT_NULL'];

/** The filter types that fit a kind of field, the first being the default. */
export function filterTypesFor(kind: FilterKind): readonly FilterType[] {
  return TYPES_BY_KIND[kind];
}

/** Like filterTypesFor, and an int with options (a reference to another entity) is only compared for equality. */
export function filterTypesForField(field: FilterField): readonly FilterType[] {
  if (field.kind === 'int' && field.options) return REFERENCE_TYPES;
  return TYPES_BY_KIND[field.kind];
}

export function valueCountFor(type: FilterType): ValueCount {
  switch (type) {
    case 'NULL':
    case 'NOT_NULL':
      return 'none';
    case 'BETWEEN':
      return 'two';
    case 'IN':
    case 'NOT_IN':
      return 'many';
    default:
      return 'one';
  }
}

// ---------------------------------------------------------------------------------------------
// Values

const INT_PATTERN = /^-?\d+$/;
// The server's own pattern, so a value passing here is never refused there.
const FLOAT_PATTERN = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD calendar day; years stop at 9998 so the end of any day stays a four-digit ISO year in every zone. */
export function parseDay(value: string): { year: number; month: number; day: number } | undefined {
  const match = DAY_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || year > 9998) return undefined;
  // Date rolls 2024-02-30 over to March; only a real calendar day comes back unchanged.
  const probe = new Date(Date.UTC(2000, month - 1, day));
  probe.setUTCFullYear(year);
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** Local midnight at the start of the day, `offset` days later; setFullYear because Date(y, …) maps years 0–99 to 19xx. */
function localMidnight(value: string, offset: number): Date {
  const { year, month, day } = parseDay(value)!;
  const date = new Date(0);
  date.setFullYear(year, month - 1, day + offset);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** The first instant of a local day, as the ISO string the server takes. */
export function startOfDayIso(day: string): string {
  return localMidnight(day, 0).toISOString();
}

/** The last millisecond of a local day: the next midnight less 1 ms, so days of 23 or 25 hours (DST) stay whole. */
export function endOfDayIso(day: string): string {
  return new Date(localMidnight(day, 1).getTime() - 1).toISOString();
}

export function isValidValue(field: FilterField, value: string): boolean {
  switch (field.kind) {
    case 'text':
      return value.trim() !== '' && value.length <= MAX_TEXT_LENGTH;
    case 'int': {
      const number = Number(value);
      return INT_PATTERN.test(value) && number >= INT_MIN && number <= INT_MAX;
    }
    case 'float':
      return FLOAT_PATTERN.test(value) && Number.isFinite(Number(value));
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'date':
      return parseDay(value) !== undefined;
    case 'enum':
      // Options may be absent while they load; the server then judges the value.
      return field.options?.length ? field.options.some((option) => option.value === value) : value !== '';
  }
}

/** Whether the condition can be sent: a type that fits the field, and the right number of valid values. */
export function isCompleteCondition(condition: FilterCondition, field: FilterField): boolean {
  if (condition.field !== field.field || !filterTypesForField(field).includes(condition.type)) return false;
  const n = condition.values.length;
  const countOk = { none: n === 0, one: n === 1, two: n === 2, many: n >= 1 && n <= MAX_IN_VALUES }[valueCountFor(condition.type)];
  return countOk && condition.values.every((value) => isValidValue(field, value));
}

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
export const LIST_PARAMS = ['page', 'size', 'sort', 'op', 'f'] as const;
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
  };
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

/** The GraphQL PageInput of a state; conditions that are incomplete or do not fit their field are left out. */
export function toPageInput(state: ListState, fields: readonly FilterField[]): PageInput {
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
  if (options.length > 0) input.filters = { operator: state.operator, options };
  return input;
}

// ---------------------------------------------------------------------------------------------
// The grid's models (MUI pages from 0, ours from 1; the grid's sort directions are lower case)

export function gridSortToState(model: GridSortModel): ListSort | undefined {
  const first = model[0];
  if (!first?.sort) return undefined;
  return { field: first.field, direction: first.sort === 'desc' ? 'DESC' : 'ASC' };
}

export function stateToGridSort(sort: ListSort | undefined): GridSortModel {
  return sort ? [{ field: sort.field, sort: sort.direction === 'DESC' ? 'desc' : 'asc' }] : [];
}

export function stateToGridPagination(state: Pick<ListState, 'page' | 'size'>): GridPaginationModel {
  return { page: state.page - 1, pageSize: state.size };
}

/**
 * The page and size for the grid's pagination model. When the size changes, the page is the one that
 * holds the first row seen so far, so the reader does not lose their place.
 */
export function gridPaginationToState(
  model: GridPaginationModel,
  current: Pick<ListState, 'page' | 'size'>,
): Pick<ListState, 'page' | 'size'> {
  const size = Math.min(Math.max(Math.trunc(model.pageSize) || current.size, 1), MAX_PAGE_SIZE);
  if (size !== current.size) return { page: Math.floor(((current.page - 1) * current.size) / size) + 1, size };
  return { page: Math.max(Math.trunc(model.page) || 0, 0) + 1, size };
}

// ---------------------------------------------------------------------------------------------
// Transitions: a new sort or filter starts again at page 1, since the old page number means nothing.

export function withSort(state: ListState, sort: ListSort | undefined): ListState {
  return { ...state, sort, page: 1 };
}

export function withFilters(state: ListState, operator: FilterOperator, conditions: FilterCondition[]): ListState {
  return { ...state, operator, conditions, page: 1 };
}

export function withPagination(state: ListState, model: GridPaginationModel): ListState {
  return { ...state, ...gridPaginationToState(model, state) };
}

/** Structural equality of two states, to skip a history entry that would change nothing. */
export function sameListState(a: ListState, b: ListState): boolean {
  return (
    a.page === b.page &&
    a.size === b.size &&
    sameSort(a.sort, b.sort) &&
    a.operator === b.operator &&
    JSON.stringify(a.conditions) === JSON.stringify(b.conditions)
  );
}
