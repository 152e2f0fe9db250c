import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { badInput } from '../errors';
import { MAX_SORTS, SORT_DIRECTIONS, includes, lookUp, type FieldKind, type PagingFields, type SortDirection, type SortInput } from './types';

/** One term of a list's order: a declared field or the id that breaks ties. */
export interface SortKey {
  name: string;
  column: SQLWrapper;
  kind: FieldKind;
  direction: SortDirection;
  /** Known never to be NULL (a NOT NULL column), so keyset comparisons need no NULL cases. */
  notNull: boolean;
}

function isNotNullColumn(column: SQLWrapper): boolean {
  return (column as { notNull?: unknown }).notNull === true;
}

/**
 * The client's sorts as keys, then the id in the direction of the last sort, so rows never swap
 * between pages and an index on (field, id) serves the order read either way.
 */
export function sortKeys(fields: PagingFields, sorts: readonly SortInput[] | null | undefined, idColumn: SQLWrapper): SortKey[] {
  const list = sorts ?? [];
  if (list.length > MAX_SORTS) throw badInput(`At most ${MAX_SORTS} sorts are allowed, got ${list.length}.`);
  const keys = list.map(({ field: name, direction }): SortKey => {
    const field = lookUp(fields, name);
    if (!field || field.sort === false) throw badInput(`Cannot sort on "${name}".`, { [name]: 'Cannot sort on this field.' });
    if (!includes(SORT_DIRECTIONS, direction)) {
      throw badInput(`Unknown sort direction "${String(direction)}" for "${name}"; use ASC or DESC.`);
    }
    return { name, column: field.column, kind: field.kind, direction, notNull: isNotNullColumn(field.column) };
  });
  if (!keys.some((key) => key.column === idColumn)) {
    const direction = keys.at(-1)?.direction ?? 'ASC';
    keys.push({ name: 'id', column: idColumn, kind: 'int', direction, notNull: true });
  }
  return keys;
}

/** ORDER BY of the keys; `reversed` reads the same order backwards (for the page before a cursor). */
export function orderOf(keys: readonly SortKey[], reversed = false): SQL[] {
  return keys.map(({ column, direction }) => ((direction === 'ASC') !== reversed ? asc(column) : desc(column)));
}

/** ORDER BY for the client's sorts, then the id; kept for callers that only need the order. */
export function buildOrderBy(fields: PagingFields, sorts: readonly SortInput[] | null | undefined, tieBreaker: SQLWrapper): SQL[] {
  return orderOf(sortKeys(fields, sorts, tieBreaker));
}

/** The key values of a row as text, read in the same statement as the row, for its cursor. */
export function keyTexts(keys: readonly SortKey[]): Record<string, SQL<string | null>> {
  return Object.fromEntries(keys.map((key, index) => [`__key${index}`, sql<string | null>`(${key.column})::text`]));
}
