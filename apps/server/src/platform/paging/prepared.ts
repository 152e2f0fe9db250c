import { Column, is, isSQLWrapper, Param, Placeholder, SQL, sql, StringChunk, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { NAMED_STATEMENTS } from '../statements';

/*
 * A list statement is built once for each shape of request and kept: the same list, the same
 * columns, sorts, kinds of filter and number of values, the same kind of paging and the same scope
 * give the same statement text, with only the client's values changing. drizzle builds and renders
 * a statement's text again on every call (7-11% of the server's time under load); a kept statement
 * is filled with the request's values instead. The client's values are still read and checked on
 * every request, as the statement's parameters.
 *
 * On PostgreSQL a kept statement that holds no caller's values (no scope with parameters) is a named
 * prepared statement, so each connection also parses and plans it once.
 */

/** How a value reaches a statement: as drizzle binds it (the value itself), or as a named placeholder. */
export type Bind = (value: unknown, column?: SQLWrapper) => unknown;

/** Binds as drizzle does by default: the value itself, encoded by the column it is compared with. */
export const bindValue: Bind = (value) => value;

const isEncoder = (column: SQLWrapper | undefined): column is SQLWrapper & { mapToDriverValue(value: unknown): unknown } =>
  typeof (column as { mapToDriverValue?: unknown } | undefined)?.mapToDriverValue === 'function';

/** A binder that stands each value in for a placeholder p0, p1, … and keeps the values for them. */
export function placeholderBinder(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let count = 0;
  const bind: Bind = (value, column) => {
    const name = `p${count++}`;
    values[name] = value;
    const placeholder = sql.placeholder(name);
    // Encoded by its column when filled in, as drizzle encodes a value compared with a column.
    return isEncoder(column) ? new Param(placeholder, column) : placeholder;
  };
  return { bind, values };
}

/**
 * `condition` with each of its values (a user's id in a scope) bound by `bind`: callers whose
 * conditions differ only in their values then share one statement. Subqueries made with
 * sql`` or a query builder are walked too; a chunk that holds no value is kept as it is.
 */
export function withPlaceholders(condition: SQL, bind: Bind): SQL {
  const walk = (chunk: unknown): unknown => {
    if (chunk === undefined || is(chunk, StringChunk) || is(chunk, Column) || is(chunk, Placeholder)) return chunk;
    if (Array.isArray(chunk)) return chunk.map(walk);
    if (is(chunk, SQL)) return (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams ? chunk : new SQL(chunk.queryChunks.map(walk) as SQL['queryChunks']);
    if (is(chunk, Param)) return is(chunk.value, Placeholder) ? chunk : bind(chunk.value, chunk.encoder as unknown as SQLWrapper);
    if (typeof chunk !== 'object' || chunk === null) return bind(chunk);
    // A query builder (exists(select ...)) or a table, name or enum: a builder is rendered in parentheses, as drizzle does.
    const builder = chunk as SQLWrapper & { shouldOmitSQLParens?: () => boolean; getSelectedFields?: unknown };
    if (isSQLWrapper(builder) && builder.getSelectedFields !== undefined) {
      const inner = walk(builder.getSQL());
      return builder.shouldOmitSQLParens?.() ? inner : sql`(${inner})`;
    }
    return chunk;
  };
  return walk(condition) as SQL;
}

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** A number standing for an object (a table, a list's fields) in a statement's key. */
export function identity(object: object): number {
  let id = identities.get(object);
  if (id === undefined) identities.set(object, (id = ++lastIdentity));
  return id;
}

const dialect = new PgDialect();

/**
 * A condition's text, placeholders and values as a key: conditions built per request (a scope) key
 * by what they say. It ends in `,[]]` when the condition holds no value, only placeholders.
 */
export function conditionKey(condition: SQL | undefined): string {
  if (!condition) return '';
  const { sql: text, params } = dialect.sqlToQuery(condition);
  const placeholderOf = (param: unknown) => (is(param, Param) ? param.value : param);
  const placeholders = params.map((param) => (is(placeholderOf(param), Placeholder) ? (placeholderOf(param) as Placeholder).name : null));
  const held = params.filter((param) => !is(placeholderOf(param), Placeholder));
  return JSON.stringify([text, placeholders, held], (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));
}

export interface Executable<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** Statements kept per database (or transaction) handle, by key; the least recently used go first. */
const kept = new WeakMap<object, Map<string, Executable<unknown>>>();
const KEPT_PER_DATABASE = 500;
let lastName = 0;

/**
 * The statement kept under `key` for `db`, built by `build` the first time. `build` gets a name for
 * a prepared statement when `named`, else undefined (an unnamed statement, parsed each time).
 */
export function keptStatement<Result>(db: object, key: string, named: boolean, build: (name: string | undefined) => Executable<Result>): Executable<Result> {
  let statements = kept.get(db);
  if (!statements) kept.set(db, (statements = new Map()));
  let statement = statements.get(key) as Executable<Result> | undefined;
  if (statement) {
    statements.delete(key);
  } else {
    if (statements.size >= KEPT_PER_DATABASE) statements.delete(statements.keys().next().value!);
    statement = build(named && NAMED_STATEMENTS ? `back_office_list_${++lastName}` : undefined);
  }
  statements.set(key, statement as Executable<unknown>);
  return statement;
}

/** How many statements are kept for `db` (for tests). */
export function keptCount(db: object): number {
  return kept.get(db)?.size ?? 0;
}
