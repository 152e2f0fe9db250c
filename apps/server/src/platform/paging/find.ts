import { and, asc, eq, getTableColumns, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { GraphQLResolveInfo } from 'graphql';
import { badInput } from '../errors';
import { buildSearch, buildWhere } from './conditions';
import { decodeCursor, encodeCursor, keysetCondition } from './cursor';
import { keyTexts, orderOf, sortKeys } from './order';
import { bindValue, boundScope, directStatement, identity, keptStatement, placeholderBinder, type Bind, type BoundScope, type Executable, type Selected } from './prepared';
import { pageSelection, type PageSelection } from './selection';
import { COUNT_CAP, MAX_PAGE_SIZE, lookUp, type ListJoin, type ListSource, type Page, type PageInput, type QueryInput, type RowCount } from './types';

function prepare<Row>(source: ListSource<Row>, input: QueryInput | null | undefined, bind: Bind = bindValue) {
  const filters = buildWhere(source.fields, input?.filters, bind);
  const search = buildSearch(source.fields, input?.search, bind);
  const sorts = input?.sorts?.length ? input.sorts : source.defaultSorts;
  const keys = sortKeys(source.fields, sorts, source.idColumn);
  return { where: and(source.scope, filters, search), keys };
}

function checkPaging(input: PageInput): void {
  const { page, size } = input;
  if (!Number.isSafeInteger(page) || page < 1) throw badInput('page must be a positive integer.', { page: 'Must be at least 1.' });
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badInput(`size must be between 1 and ${MAX_PAGE_SIZE}.`, { size: `Must be between 1 and ${MAX_PAGE_SIZE}.` });
  }
  if (input.after && input.before) throw badInput('Give after or before, not both.');
}

/**
 * A limit written into the statement's text, not bound: a prepared statement's generic plan then
 * knows how few rows it reads. With the limit a parameter PostgreSQL assumes a tenth of the table,
 * so on a large one the generic plan looked costly: each request was planned again, and a generic
 * plan past `jit_above_cost` would be compiled on each run (115 ms on 10 million orders).
 */
const LIMIT = (rows: number) => sql.raw(String(Math.trunc(rows)));

/** Counts at most COUNT_CAP + 1 matching rows: the count never reads more of a big table than that. */
function cappedCount<Row>(source: ListSource<Row>, where: SQL | undefined): SQL<number> {
  const filter = where ? sql` where ${where}` : sql``;
  return sql<number>`(select count(*) from (select 1 from ${source.table}${filter} limit ${LIMIT(COUNT_CAP + 1)}) as counted)`.mapWith(Number);
}

const toRowCount = (counted: number): RowCount =>
  counted > COUNT_CAP ? { totalRows: COUNT_CAP, totalRowsExact: false } : { totalRows: counted, totalRowsExact: true };

/**
 * The columns a selection of row fields needs: a field's own column, its `xId` for a nested `x`,
 * the column a list field declares, or `columnsOf`; the id always. Undefined (every column) when a
 * field is none of these, so a computed field never lacks its inputs.
 */
function columnsFor<Row>(source: ListSource<Row>, fields: ReadonlySet<string> | undefined): Record<string, AnyPgColumn> | undefined {
  if (!fields) return undefined;
  const all = getTableColumns(source.table) as Record<string, AnyPgColumn>;
  const keyOf = new Map(Object.entries(all).map(([key, column]) => [column as unknown, key]));
  const chosen: Record<string, AnyPgColumn> = {};
  const add = (key: string | undefined) => {
    if (key === undefined || !Object.hasOwn(all, key)) return false;
    chosen[key] = all[key]!;
    return true;
  };
  add(keyOf.get(source.idColumn));
  for (const name of fields) {
    if (name === '__typename') continue;
    const declared = source.columnsOf && Object.hasOwn(source.columnsOf, name) ? source.columnsOf[name]! : undefined;
    const join = source.joins && Object.hasOwn(source.joins, name) ? source.joins[name] : undefined;
    const found = [add(name), add(`${name}Id`), add(keyOf.get(lookUp(source.fields, name)?.column)), add(keyOf.get(join?.column)), ...(declared ?? []).map(add)];
    if (!found.some(Boolean) && declared === undefined) return undefined;
  }
  return chosen;
}

/** Where a page row holds a joined reference's row: `@hub` for `hub`. */
const JOINED = '@';

/** The referenced row a page joined for the field `name` (see ListJoin), else undefined: the field then loads it by id. */
export function joinedRow(row: object, name: string): object | undefined {
  return ((row as Record<string, unknown>)[JOINED + name] as object | null | undefined) ?? undefined;
}

interface Joined {
  name: string;
  join: ListJoin;
  scope: BoundScope | undefined;
  columns: Record<string, AnyPgColumn>;
}

/**
 * The list's joins the selection can be answered from: those whose fields asked for each show one
 * column of the referenced row as it is (a computed field may need more than the row's columns).
 */
function joinsFor<Row>(source: ListSource<Row>, selection: PageSelection): Joined[] {
  const joined: Joined[] = [];
  for (const [name, join] of Object.entries(source.joins ?? {})) {
    const wanted = selection.nested?.get(name);
    if (!wanted || join.table === source.table) continue;
    const all = getTableColumns(join.table) as Record<string, AnyPgColumn>;
    const read = [...wanted.values()].filter((property) => property !== '__typename');
    if (!read.every((property) => property !== undefined && Object.hasOwn(all, property))) continue;
    const idKey = Object.keys(all).find((key) => all[key] === join.idColumn)!;
    const scope = join.scope?.();
    joined.push({ name, join, scope: scope && boundScope(scope, `j${joined.length}_`), columns: Object.fromEntries([idKey, ...(read as string[])].map((key) => [key, all[key]!])) });
  }
  return joined;
}

/**
 * One page of rows in one statement: the rows the selection needs, one more to know whether a next
 * page exists, and the capped count when the selection asks for it. With `after`/`before` the page
 * starts at a cursor by index range; otherwise `page` is reached by OFFSET.
 */
export async function findPage<Row = Record<string, unknown>>(list: ListSource<Row>, input: PageInput, info?: GraphQLResolveInfo): Promise<Page<Row>> {
  checkPaging(input);
  const { page, size } = input;
  // The client's values, and those of the caller's scope, become placeholders filled in below: the
  // statement itself is kept per shape, shared by every caller, and prepared once per connection.
  const { bind, values } = placeholderBinder();
  const scope = list.scope && boundScope(list.scope, 's');
  const source = { ...list, scope: scope?.condition };
  const { where, keys } = prepare(source, input, bind);
  const selection = pageSelection(info);
  const cursor = input.after ?? input.before;
  const backwards = Boolean(input.before);
  // Paged by number past the first page: the statement then has an offset.
  const hasOffset = !cursor && page > 1;
  const cursorValues = cursor ? decodeCursor(keys, cursor) : undefined;
  const keyset = cursorValues ? keysetCondition(keys, cursorValues, backwards, bind) : undefined;
  const columns = columnsFor(source, selection.fields) ?? getTableColumns(source.table);
  const joined = joinsFor(source, selection);
  const scopes = [scope, ...joined.map((join) => join.scope)];
  const key = JSON.stringify([
    identity(source.table),
    identity(source.fields),
    Object.keys(columns),
    selection.count,
    keys.map((sortKey) => `${sortKey.name}:${sortKey.direction}`),
    shapeOfFilters(input),
    cursorValues ? [backwards, cursorValues.map((value) => value === null)] : null,
    // The page's limit is in the text (LIMIT); an offset only past the first page.
    size,
    hasOffset,
    joined.map(({ name, columns: read }) => [name, Object.keys(read)]),
    scopes.map((bound) => bound?.key ?? ''),
  ]);
  // A statement still holding a caller's values is kept unnamed, so PostgreSQL holds no plan per caller.
  const named = scopes.every((bound) => !bound || bound.named);
  const statement = keptStatement<Record<string, unknown>[]>(source.db, key, named, (name) => {
    const selected: Selected = {
      ...columns,
      ...keyTexts(keys),
      ...(selection.count ? { __count: cappedCount(source, where) } : {}),
      ...Object.fromEntries(joined.map(({ name: field, columns: read }) => [JOINED + field, read])),
    };
    let query = source.db
      .select(selected as Record<string, AnyPgColumn>)
      .from(source.table)
      .$dynamic() as PgSelect;
    for (const { join, scope: joinScope } of joined) query = query.leftJoin(join.table, and(eq(join.idColumn, join.column), joinScope?.condition));
    query = query
      .where(and(where, keyset))
      .orderBy(...orderOf(keys, backwards))
      .limit(LIMIT(size + 1) as unknown as number);
    if (hasOffset) query = query.offset(sql.placeholder('offset'));
    return directStatement(source.db, query, selected, name) ?? (query.prepare(name as string) as Executable<Record<string, unknown>[]>);
  });
  const scopeValues = Object.assign({}, ...scopes.map((bound) => bound?.values));
  const fetched = await statement.execute({ ...values, ...scopeValues, offset: (page - 1) * size });
  const more = fetched.length > size;
  const rows = fetched.slice(0, size);
  if (backwards) rows.reverse();

  // The count came with the rows; a first page with no rows (no cursor, no offset) means none match.
  const firstPage = !cursor && !hasOffset;
  let counted: Promise<RowCount> | undefined =
    fetched.length > 0 && selection.count ? Promise.resolve(toRowCount(fetched[0]!.__count as number)) : fetched.length === 0 && firstPage ? Promise.resolve(toRowCount(0)) : undefined;
  const count = () =>
    (counted ??= source.db
      .select({ n: cappedCount(source, where) })
      .from(sql`(select 1) as one`)
      .execute({ ...values, ...scopeValues })
      .then(([row]) => toRowCount(row!.n)));
  return {
    results: rows.map(withoutKeys) as Row[],
    currentPage: page,
    size,
    hasNextPage: backwards ? true : more,
    hasPreviousPage: backwards ? more : Boolean(input.after) || page > 1,
    startCursor: rows.length ? encodeCursor(keys, rows[0]!) : null,
    endCursor: rows.length ? encodeCursor(keys, rows.at(-1)!) : null,
    count,
  };
}

/** What shapes a list statement's WHERE besides the scope: each filter's field, type and number of values, and the search's fields. */
function shapeOfFilters(input: QueryInput): unknown {
  const filters = input.filters && [input.filters.operator, (input.filters.options ?? []).map((option) => [option.field, option.type, option.values?.length ?? 0])];
  const search = input.search?.value.trim() ? input.search.fields : null;
  return [filters, search];
}

/** A row as the list returns it, without the key texts and count read beside it. */
function withoutKeys(row: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key in row) if (!key.startsWith('__')) kept[key] = row[key];
  return kept;
}

/** Every matching row, in the same order as the pages; for exports and small lists. */
export async function findAll<Row = Record<string, unknown>>(source: ListSource<Row>, input: QueryInput | null | undefined): Promise<Row[]> {
  const { where, keys } = prepare(source, input);
  const rows = await source.db
    .select()
    .from(source.table)
    .where(where)
    .orderBy(...orderOf(keys));
  return rows as unknown as Row[];
}

/**
 * Every matching row in id order, one batch at a time, each batch found from where the last one
 * ended: a report streams a large list without holding it, and without OFFSET scans.
 */
export async function* findBatches<Row extends { id: number }>(source: ListSource<Row>, input: QueryInput | null | undefined, batchSize = 500): AsyncGenerator<Row[]> {
  const filters = and(buildWhere(source.fields, input?.filters), buildSearch(source.fields, input?.search));
  let last: number | undefined;
  for (;;) {
    const rows = (await source.db
      .select()
      .from(source.table)
      .where(and(source.scope, filters, last === undefined ? undefined : gt(source.idColumn, last)))
      .orderBy(asc(source.idColumn))
      .limit(batchSize)) as unknown as Row[];
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1]!.id;
  }
}
