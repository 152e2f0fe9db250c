import { and, between, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { INT_MAX, INT_MIN } from '@back-office/domain';
import { badInput } from '../errors';
import { bindValue, type Bind } from './prepared';
import {
  FILTER_OPERATORS,
  FILTER_TYPES,
  MAX_FILTER_OPTIONS,
  MAX_IN_VALUES,
  MAX_TEXT_LENGTH,
  includes,
  lookUp,
  type FieldKind,
  type FilterInput,
  type FilterOption,
  type FilterType,
  type PagingField,
  type PagingFields,
  type SearchInput,
} from './types';

export const MAX_SEARCH_FIELDS = 10;

/* The WHERE of a list: each filter option checked against its declared field, values bound as parameters. */

const ORDERED_TYPES: ReadonlySet<FilterType> = new Set([
  'BETWEEN',
  'GREATER_THAN',
  'LESS_THAN',
  'GREATER_THAN_EQUAL',
  'LESS_THAN_EQUAL',
]);
const ORDERED_KINDS: ReadonlySet<FieldKind> = new Set(['int', 'float', 'datetime']);

const KIND_NAMES: Record<FieldKind, string> = {
  text: 'text',
  int: 'integer',
  float: 'number',
  boolean: 'boolean',
  datetime: 'date or date-time',
  enum: 'value',
};

// ---------------------------------------------------------------------------------------------
// Values

const FLOAT_PATTERN = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const DATETIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** ISO 8601 date or date-time; without an offset it is read as UTC, so results never depend on the server's zone. */
function parseDatetime(value: string): Date | undefined {
  const match = DATETIME_PATTERN.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', offset = 'Z'] = match;
  // Date accepts 2024-02-30 and rolls it over to March, so check the calendar date itself.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return undefined;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction.slice(0, 4)}${offset.toUpperCase()}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function parseValue(name: string, field: PagingField, value: string): unknown {
  const invalid = () => badInput(`"${value}" is not a valid ${KIND_NAMES[field.kind]} for "${name}".`, { [name]: 'Invalid value.' });
  switch (field.kind) {
    case 'text':
      if (value.length > MAX_TEXT_LENGTH) {
        throw badInput(`The value for "${name}" must be at most ${MAX_TEXT_LENGTH} characters.`, { [name]: 'Too long.' });
      }
      return value;
    case 'int': {
      const number = Number(value);
      if (!/^-?\d+$/.test(value) || number < INT_MIN || number > INT_MAX) throw invalid();
      return number;
    }
    case 'float': {
      const number = Number(value);
      if (!FLOAT_PATTERN.test(value) || !Number.isFinite(number)) throw invalid();
      return number;
    }
    case 'boolean': {
      const lower = value.toLowerCase();
      if (lower !== 'true' && lower !== 'false') throw invalid();
      return lower === 'true';
    }
    case 'datetime': {
      const date = parseDatetime(value);
      if (!date) throw invalid();
      return date;
    }
    case 'enum': {
      const allowed = field.values ?? [];
      if (!allowed.includes(value)) {
        throw badInput(`"${value}" is not a valid value for "${name}"; expected one of: ${allowed.join(', ')}.`, {
          [name]: 'Invalid value.',
        });
      }
      return value;
    }
  }
}

function checkValueCount(name: string, type: FilterType, values: readonly string[]): void {
  const n = values.length;
  const fail = (expected: string) =>
    badInput(`${type} on "${name}" takes ${expected}, got ${n}.`, { [name]: 'Wrong number of values.' });
  switch (type) {
    case 'NULL':
    case 'NOT_NULL':
      if (n !== 0) throw fail('no values');
      return;
    case 'BETWEEN':
      if (n !== 2) throw fail('exactly 2 values');
      return;
    case 'IN':
    case 'NOT_IN':
      if (n < 1 || n > MAX_IN_VALUES) throw fail(`1 to ${MAX_IN_VALUES} values`);
      return;
    default:
      if (n !== 1) throw fail('exactly 1 value');
  }
}

/** `\` is PostgreSQL's default LIKE escape character; escaping it and the wildcards makes them match literally. */
function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// ---------------------------------------------------------------------------------------------
// Conditions

function buildCondition(fields: PagingFields, option: FilterOption, bind: Bind): SQL {
  const { field: name, type } = option;
  const field = lookUp(fields, name);
  if (!field || field.filter === false) throw badInput(`Cannot filter on "${name}".`, { [name]: 'Cannot filter on this field.' });
  if (!includes(FILTER_TYPES, type)) throw badInput(`Unknown filter type "${String(type)}" for "${name}".`);
  if (type === 'LIKE' && field.kind !== 'text') throw notApplicable(type, name);
  if (ORDERED_TYPES.has(type) && !ORDERED_KINDS.has(field.kind)) throw notApplicable(type, name);
  const values = option.values ?? [];
  checkValueCount(name, type, values);

  const column = field.column;
  const parsed = values.map((value) => parseValue(name, field, value));
  const [first, second] = parsed.map((value) => bind(value, column));
  switch (type) {
    case 'EQUAL':
      return eq(column, first);
    // NOT_EQUAL and NOT_IN keep SQL semantics: a NULL column is neither equal nor unequal, so such rows
    // are left out. A client that wants them adds a NULL option with OR.
    case 'NOT_EQUAL':
      return ne(column, first);
    case 'LIKE':
      return sql`${column} ilike ${bind(likePattern(parsed[0] as string))}`;
    case 'BETWEEN':
      return between(column, first, second);
    case 'GREATER_THAN':
      return gt(column, first);
    case 'LESS_THAN':
      return lt(column, first);
    case 'GREATER_THAN_EQUAL':
      return gte(column, first);
    case 'LESS_THAN_EQUAL':
      return lte(column, first);
    case 'NULL':
      return isNull(column);
    case 'NOT_NULL':
      return isNotNull(column);
    case 'IN':
      return inArray(column, parsed.map((value) => bind(value, column)));
    case 'NOT_IN':
      return notInArray(column, parsed.map((value) => bind(value, column)));
  }
}

function notApplicable(type: FilterType, name: string) {
  return badInput(`${type} does not apply to "${name}".`, { [name]: `${type} does not apply to this field.` });
}

/** The WHERE condition for the client's filters; undefined when there is nothing to filter. */
export function buildWhere(fields: PagingFields, filters: FilterInput | null | undefined, bind: Bind = bindValue): SQL | undefined {
  if (!filters) return undefined;
  if (!includes(FILTER_OPERATORS, filters.operator)) {
    throw badInput(`Unknown filter operator "${String(filters.operator)}"; use AND or OR.`);
  }
  const options = filters.options ?? [];
  if (options.length > MAX_FILTER_OPTIONS) {
    throw badInput(`At most ${MAX_FILTER_OPTIONS} filter options are allowed, got ${options.length}.`);
  }
  if (options.length === 0) return undefined;
  const conditions = options.map((option) => buildCondition(fields, option, bind));
  return filters.operator === 'AND' ? and(...conditions) : or(...conditions);
}

/** The quick search as a condition: the text, matched as LIKE, in any of the named text fields. */
export function buildSearch(fields: PagingFields, search: SearchInput | null | undefined, bind: Bind = bindValue): SQL | undefined {
  const value = search?.value.trim();
  if (!search || !value) return undefined;
  if (search.fields.length === 0 || search.fields.length > MAX_SEARCH_FIELDS) {
    throw badInput(`A search names 1 to ${MAX_SEARCH_FIELDS} fields, got ${search.fields.length}.`);
  }
  return or(...search.fields.map((field) => buildCondition(fields, { field, type: 'LIKE', values: [value] }, bind)));
}
