import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FilterOperatorName, FilterTypeName, SortDirectionName } from '@back-office/domain';
import type { Queryable } from '../../db/client';

/*
 * The paging engine behind every list query: a client names fields, filter types and sort directions,
 * and each list declares which fields it exposes. Client strings only ever select a declared field or
 * become bound parameters; they are never spliced into SQL.
 */

export {
  COUNT_CAP,
  FILTER_OPERATORS,
  FILTER_TYPES,
  MAX_FILTER_OPTIONS,
  MAX_IN_VALUES,
  MAX_PAGE_SIZE,
  MAX_SORTS,
  MAX_TEXT_LENGTH,
  SORT_DIRECTIONS,
} from '@back-office/domain';

export type FilterType = FilterTypeName;
export type FilterOperator = FilterOperatorName;
export type SortDirection = SortDirectionName;

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

/** The quick search: `value` anywhere in any of `fields` (text fields a list may filter). */
export interface SearchInput {
  fields: readonly string[];
  value: string;
}

export interface QueryInput {
  sorts?: readonly SortInput[] | null;
  filters?: FilterInput | null;
  search?: SearchInput | null;
}

export interface PageInput extends QueryInput {
  /** From 1: the page to show, or with a cursor the number of the page it leads to. */
  page: number;
  size: number;
  /** The rows after this cursor (an endCursor), instead of jumping to `page`. */
  after?: string | null;
  /** The rows before this cursor (a startCursor). */
  before?: string | null;
}

/** What the count of a page says: exact up to COUNT_CAP rows, else "more than COUNT_CAP". */
export interface RowCount {
  totalRows: number;
  totalRowsExact: boolean;
}

export interface Page<Row> {
  results: Row[];
  currentPage: number;
  size: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
  /** The capped count: read with the page when it was asked for, else counted on first use. */
  count: () => Promise<RowCount>;
}

export interface ListSource<Row = Record<string, unknown>> {
  db: Queryable;
  table: PgTable;
  fields: PagingFields;
  idColumn: AnyPgColumn;
  /** A condition always ANDed with the client's filters, e.g. the rows a user may see. */
  scope?: SQL;
  /** Used when the client gives no sorts. */
  defaultSorts?: readonly SortInput[];
  /** The table columns a GraphQL field reads when its name is no column, e.g. displayName: ['name', 'buildingName']. */
  columnsOf?: Record<string, readonly string[]>;
  /** Reference fields a page may read in its own statement, e.g. an order's `hub`: see ListJoin. */
  joins?: Record<string, ListJoin>;
  /** Never set: only carries the row type. */
  readonly rowType?: Row;
}

/**
 * A reference a page reads in its own statement when the selection asks only for columns of the
 * referenced row (`hub { id name }`): the row is joined by `column` under the target's scope and
 * handed to the field as an object (null when missing or out of scope), instead of being loaded by
 * id in a second round trip. The field's resolver answers that object, else the id to load.
 */
export interface ListJoin {
  table: PgTable;
  idColumn: AnyPgColumn;
  /** The list's column holding the referenced id. */
  column: AnyPgColumn;
  /** Which referenced rows the caller may see; made only when the page joins. */
  scope?: () => SQL | undefined;
}

/** Own properties only, so a field named "constructor" or "__proto__" is simply unknown. */
export function lookUp(fields: PagingFields, name: string): PagingField | undefined {
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

export function includes<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}
