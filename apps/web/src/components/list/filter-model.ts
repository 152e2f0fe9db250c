import { INT_MAX, INT_MIN, MAX_IN_VALUES, MAX_TEXT_LENGTH } from '@back-office/domain';
import type { FilterInput, FilterOperator, FilterOption, FilterType, PageInput, SortDirection, SortInput } from '../../gql/types';

/*
 * The model of a server-paged list (page, size, sort, filters) and the checks of its filter values.
 * Everything here is pure: the URL is untrusted input, so parsing only ever yields a state that makes
 * a valid request.
 */

export type { FilterInput, FilterOperator, FilterOption, FilterType, PageInput, SortDirection, SortInput };

/** The server's limits, shared through the domain package; a request past them is refused. */
export { MAX_PAGE_SIZE, MAX_IN_VALUES, MAX_TEXT_LENGTH, MAX_FILTER_OPTIONS as MAX_CONDITIONS } from '@back-office/domain';

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
  /** The quick search's text. */
  search?: string;
  /** The cursor the page was reached by (the previous page's last row, or the next page's first): next and previous cost as little at page 10.000 as at page 1. */
  after?: string;
  before?: string;
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

/** The browser's time zone, the one the lists read their days in: sent where the server counts or writes days. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

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

/** Text fields a quick search looks in unless a list names its own: a record's names and codes. */
const MAIN_TEXT_FIELDS = ['name', 'displayName', 'buildingName', 'companyName', 'internalId', 'username', 'email', 'message', 'code'];

/** The fields a list's quick search looks in: the main text fields among its filters, else its first text field. */
export function defaultSearchFields(fields: readonly FilterField[]): string[] {
  const text = fields.filter((field) => field.kind === 'text' && !field.options);
  const main = text.filter((field) => MAIN_TEXT_FIELDS.includes(field.field));
  return (main.length > 0 ? main : text.slice(0, 1)).map((field) => field.field);
}
