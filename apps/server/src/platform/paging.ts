import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { badInput } from './errors';

/*
 * The paging engine behind every list query: a client names fields, filter types and sort directions,
 * and each list declares which fields it exposes. Client strings only ever select a declared field or
 * become bound parameters; they are never spliced into SQL.
 */

export type FieldKind = 'text' | 'int' | 'float' | 'boolean' | 'datetime' | 'enum';

export interface PagingField {
  /** A Column or an sql`` expression. */
  column: SQLWrapper;
  kind: FieldKind;
  /** The allowed values of an enum field. */
  values?: readonly string[];
  /** Default true. */
  filter?: boolean;
  /** Default true. */
  sort?: boolean;
}

export type PagingFields = Record<string, PagingField>;

export const FILTER_TYPES = [
  'EQUAL',
  'NOT_EQUAL',
  'LIKE',
  'BETWEEN',
  'GREATER_THAN',
  'LESS_THAN',
  'GREATER_THAN_EQUAL',
  'LESS_THAN_EQUAL',
  'NULL',
  'NOT_NULL',
  'IN',
  'NOT_IN',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const FILTER_OPERATORS = ['AND', 'OR'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface SortInput {
  field: string;
  direction: SortDirection;
}

export interface FilterOption {
  field: string;
  values: readonly string[];
  type: FilterType;
}

export interface FilterInput {
  operator: FilterOperator;
  options: readonly FilterOption[];
}

export interface QueryInput {
  sorts?: readonly SortInput[] | null;
  filters?: FilterInput | null;
}

export interface PageInput extends QueryInput {
  page: number;
  size: number;
}

export interface Page<Row> {
  totalPages: number;
  currentPage: number;
  totalRows: number;
  results: Row[];
}

export const MAX_PAGE_SIZE = 100;
export const MAX_FILTER_OPTIONS = 50;
export const MAX_SORTS = 5;
export const MAX_IN_VALUES = 1000;
export const MAX_TEXT_LENGTH = 500;

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

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

/** Own properties only, so a field named "constructor" or "__proto__" is simply unknown. */
function lookUp(fields: PagingFields, name: string): PagingField | undefined {
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

function includes<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

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

function buildCondition(fields: PagingFields, option: FilterOption): SQL {
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
  const [first, second] = parsed;
  switch (type) {
    case 'EQUAL':
      return eq(column, first);
    // NOT_EQUAL and NOT_IN keep SQL semantics: a NULL column is neither equal nor unequal, so such rows
    // are left out. A client that wants them adds a NULL option with OR.
    case 'NOT_EQUAL':
      return ne(column, first);
    case 'LIKE':
      return sql`${column} ilike ${likePattern(first as string)}`;
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
      return inArray(column, parsed);
    case 'NOT_IN':
      return notInArray(column, parsed);
  }
}

function notApplicable(type: FilterType, name: string) {
  return badInput(`${type} does not apply to "${name}".`, { [name]: `${type} does not apply to this field.` });
}

/** The WHERE condition for the client's filters; undefined when there is nothing to filter. */
export function buildWhere(fields: PagingFields, filters: FilterInput | null | undefined): SQL | undefined {
  if (!filters) return undefined;
  if (!includes(FILTER_OPERATORS, filters.operator)) {
    throw badInput(`Unknown filter operator "${String(filters.operator)}"; use AND or OR.`);
  }
  const options = filters.options ?? [];
  if (options.length > MAX_FILTER_OPTIONS) {
    throw badInput(`At most ${MAX_FILTER_OPTIONS} filter options are allowed, got ${options.length}.`);
  }
  if (options.length === 0) return undefined;
  const conditions = options.map((option) => buildCondition(fields, option));
  return filters.operator === 'AND' ? and(...conditions) : or(...conditions);
}

/** ORDER BY for the client's sorts, then `tieBreaker` ascending so rows never swap between pages. */
export function buildOrderBy(
  fields: PagingFields,
  sorts: readonly SortInput[] | null | undefined,
  tieBreaker: SQLWrapper,
): SQL[] {
  const list = sorts ?? [];
  if (list.length > MAX_SORTS) throw badInput(`At most ${MAX_SORTS} sorts are allowed, got ${list.length}.`);
  let hasTieBreaker = false;
  const orderBy = list.map(({ field: name, direction }) => {
    const field = lookUp(fields, name);
    if (!field || field.sort === false) throw badInput(`Cannot sort on "${name}".`, { [name]: 'Cannot sort on this field.' });
    if (!includes(SORT_DIRECTIONS, direction)) {
      throw badInput(`Unknown sort direction "${String(direction)}" for "${name}"; use ASC or DESC.`);
    }
    if (field.column === tieBreaker) hasTieBreaker = true;
    return direction === 'ASC' ? asc(field.column) : desc(field.column);
  });
  if (!hasTieBreaker) orderBy.push(asc(tieBreaker));
  return orderBy;
}

// ---------------------------------------------------------------------------------------------
// Queries

export interface ListSource<Row = Record<string, unknown>> {
  db: Queryable;
  /** Rows are `select * from table`. */
  table: PgTable;
  fields: PagingFields;
  idColumn: AnyPgColumn;
  /** A condition always ANDed with the client's filters, e.g. the rows a user may see. */
  scope?: SQL;
  /** Used when the client gives no sorts. */
  defaultSorts?: readonly SortInput[];
  /** Never set: only carries the row type. */
  readonly rowType?: Row;
}

function prepare<Row>(source: ListSource<Row>, input: QueryInput | null | undefined) {
  const filters = buildWhere(source.fields, input?.filters);
  const sorts = input?.sorts?.length ? input.sorts : source.defaultSorts;
  const orderBy = buildOrderBy(source.fields, sorts, source.idColumn);
  return { where: and(source.scope, filters), orderBy };
}

function checkPaging(page: number, size: number): void {
  if (!Number.isSafeInteger(page) || page < 1) throw badInput('page must be a positive integer.', { page: 'Must be at least 1.' });
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badInput(`size must be between 1 and ${MAX_PAGE_SIZE}.`, { size: `Must be between 1 and ${MAX_PAGE_SIZE}.` });
  }
}

/** One page of rows plus the total; the two queries run side by side. */
export async function findPage<Row = Record<string, unknown>>(source: ListSource<Row>, input: PageInput): Promise<Page<Row>> {
  const { page, size } = input;
  checkPaging(page, size);
  const { where, orderBy } = prepare(source, input);
  const { db, table } = source;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return {
    totalPages: Math.ceil(total / size),
    currentPage: page,
    totalRows: total,
    results: rows as unknown as Row[],
  };
}

/** Every matching row, in the same order as the pages; for exports and small lists. */
export async function findAll<Row = Record<string, unknown>>(
  source: ListSource<Row>,
  input: QueryInput | null | undefined,
): Promise<Row[]> {
  const { where, orderBy } = prepare(source, input);
  const rows = await source.db
    .select()
    .from(source.table)
    .where(where)
    .orderBy(...orderBy);
  return rows as unknown as Row[];
}

/**
 * Every matching row in id order, one batch at a time, each batch found from where the last one
 * ended: a report streams a large list without holding it, and without OFFSET scans.
 */
export async function* findBatches<Row extends { id: number }>(
  source: ListSource<Row>,
  input: QueryInput | null | undefined,
  batchSize = 500,
): AsyncGenerator<Row[]> {
  const filters = buildWhere(source.fields, input?.filters);
  let after: number | undefined;
  for (;;) {
    const rows = (await source.db
      .select()
      .from(source.table)
      .where(and(source.scope, filters, after === undefined ? undefined : gt(source.idColumn, after)))
      .orderBy(asc(source.idColumn))
      .limit(batchSize)) as unknown as Row[];
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}
