import { Column, fillPlaceholders, is, isSQLWrapper, Param, Placeholder, SQL, sql, StringChunk, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
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

/** A binder that stands each value in for a placeholder p0, p1, … (or `prefix`0, …) and keeps the values for them. */
export function placeholderBinder(prefix = 'p'): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let count = 0;
  const bind: Bind = (value, column) => {
    const name = `${prefix}${count++}`;
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
function withPlaceholders(condition: SQL, bind: Bind): SQL {
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

/** A caller's scope ready for a kept statement: its values as placeholders, and what keys it. */
export interface BoundScope {
  condition: SQL;
  values: Record<string, unknown>;
  key: string;
  /** Whether it holds no value of its own, only placeholders: a statement with it can be a named one. */
  named: boolean;
}

/** `owner`'s map in `store`, made on first use: what is kept per database handle (or per SQL object) goes with it. */
export function mapOf<Owner extends object, Key, Value>(store: WeakMap<Owner, Map<Key, Value>>, owner: Owner): Map<Key, Value> {
  let map = store.get(owner);
  if (!map) store.set(owner, (map = new Map()));
  return map;
}

const boundScopes = new WeakMap<SQL, Map<string, BoundScope>>();

/**
 * `scope` with its values bound as placeholders `prefix`0, `prefix`1, … (`withPlaceholders`), and
 * its key (`conditionKey`). Kept per scope object and prefix: a scope built once for a caller and
 * given again (`mappingScope` keeps one per user) is not walked and rendered again on each request.
 */
export function boundScope(scope: SQL, prefix: string): BoundScope {
  const byPrefix = mapOf(boundScopes, scope);
  let bound = byPrefix.get(prefix);
  if (!bound) {
    const { bind, values } = placeholderBinder(prefix);
    const condition = withPlaceholders(scope, bind);
    const key = conditionKey(condition);
    bound = { condition, values, key, named: key.endsWith(',[]]') };
    byPrefix.set(prefix, bound);
  }
  return bound;
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
function conditionKey(condition: SQL | undefined): string {
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
  const statements = mapOf(kept, db);
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

/** What a kept list statement selects: a column or SQL per name, or a joined row's columns under one name. */
export type Selected = Record<string, SQLWrapper | Record<string, SQLWrapper>>;

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

// An SQL's decoder is what its mapWith set (drizzle keeps it on the object, untyped).
const decoderOf = (field: SQLWrapper): Decoder => (is(field, Column) ? field : (field as unknown as { decoder: Decoder }).decoder);

/** Timestamps, dates and intervals come as PostgreSQL wrote them, for their columns to decode, as drizzle has them. */
const AS_WRITTEN = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const keepText = (value: unknown) => value;
const TYPES = { getTypeParser: (id: number, format?: string) => (AS_WRITTEN.has(id) ? keepText : pg.types.getTypeParser(id, format as 'text')) };

/**
 * A list statement run straight on node-postgres: its text and parameters rendered once, each row
 * (an array) made into an object by decoders chosen once, where drizzle's prepared query looks up
 * each cell's decoder and path again on every row (a tenth of a page's server time). A joined row
 * whose columns are all null (no match) is null, as drizzle gives it. Undefined where `db` is not on
 * a node-postgres pool (the embedded database, a transaction): drizzle's own prepared query then.
 */
export function directStatement(db: object, query: SQLWrapper, selected: Selected, name: string | undefined): Executable<Record<string, unknown>[]> | undefined {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return undefined;
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const fields: { name: string; decoders: Decoder[]; names?: string[] }[] = Object.entries(selected).map(([field, value]) =>
    isSQLWrapper(value) ? { name: field, decoders: [decoderOf(value)] } : { name: field, names: Object.keys(value), decoders: Object.values(value).map(decoderOf) },
  );
  const decode = (decoder: Decoder, value: unknown) => (value === null ? null : decoder.mapFromDriverValue(value));
  const toObject = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    let at = 0;
    for (const field of fields) {
      if (!field.names) {
        result[field.name] = decode(field.decoders[0]!, row[at++]);
        continue;
      }
      const nested: Record<string, unknown> = {};
      let found = false;
      for (const [index, key] of field.names.entries()) {
        const value = row[at++];
        if (value !== null) found = true;
        nested[key] = decode(field.decoders[index]!, value);
      }
      result[field.name] = found ? nested : null;
    }
    return result;
  };
  return {
    async execute(values = {}) {
      const result = await pool.query<unknown[]>({ name, text, values: fillPlaceholders(params, values), rowMode: 'array', types: TYPES });
      return result.rows.map(toObject);
    },
  };
}
