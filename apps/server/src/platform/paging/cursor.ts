import { and, or, sql, type SQL } from 'drizzle-orm';
import { INT_MAX, INT_MIN } from '@back-office/domain';
import { badInput } from '../errors';
import { MAX_TEXT_LENGTH, type SortDirection } from './types';
import type { SortKey } from './order';
import { bindValue, type Bind } from './prepared';

/*
 * A cursor is the position of one row in a list's order: the text of its sort-key values and id,
 * with the order they belong to, base64url-encoded. The page after (or before) it is found by an
 * index range, so the next page costs the same at page 10.000 as at page 1.
 */

interface CursorBody {
  /** The order, e.g. "time:DESC,id:DESC": a cursor of another order is refused. */
  o: string;
  /** The key values as PostgreSQL prints them; null for NULL. */
  v: (string | null)[];
}

const orderName = (keys: readonly SortKey[]) => keys.map((key) => `${key.name}:${key.direction}`).join(',');

export function encodeCursor(keys: readonly SortKey[], row: Record<string, unknown>): string {
  const body: CursorBody = { o: orderName(keys), v: keys.map((_key, index) => (row[`__key${index}`] as string | null) ?? null) };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const VALUE_PATTERNS: Record<SortKey['kind'], RegExp> = {
  int: /^-?\d{1,10}$/,
  float: /^(-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?|-?Infinity|NaN)$/i,
  boolean: /^(true|false)$/,
  datetime: /^\d{4,6}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?)?([+-]\d{2}(:\d{2}){0,2})?( BC)?$/,
  text: /^[\s\S]*$/,
  enum: /^[\s\S]*$/,
};

function invalid(): Error {
  return badInput('This cursor is not valid for this list; start again from the first page.', { after: 'Invalid cursor.' });
}

/** The key values a cursor holds, checked against the list's order and each key's kind. */
export function decodeCursor(keys: readonly SortKey[], cursor: string): (string | null)[] {
  let body: CursorBody;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorBody;
  } catch {
    throw invalid();
  }
  if (cursor.length > 4 * MAX_TEXT_LENGTH * keys.length || !body || body.o !== orderName(keys) || !Array.isArray(body.v)) throw invalid();
  if (body.v.length !== keys.length) throw invalid();
  return body.v.map((value, index) => {
    const key = keys[index]!;
    if (value === null && !key.notNull) return null;
    if (typeof value !== 'string' || value.length > MAX_TEXT_LENGTH || !VALUE_PATTERNS[key.kind].test(value)) throw invalid();
    if (key.kind === 'int' && (Number(value) < INT_MIN || Number(value) > INT_MAX)) throw invalid();
    return value;
  });
}

/** Rows strictly after `value` on one key, with PostgreSQL's NULL placement (last ascending, first descending). */
function after(key: SortKey, direction: SortDirection, value: string | null, bind: Bind): SQL | undefined {
  if (direction === 'ASC') {
    if (value === null) return sql`false`;
    const greater = sql`${key.column} > ${bind(value)}`;
    return key.notNull ? greater : sql`(${greater} or ${key.column} is null)`;
  }
  if (value === null) return sql`${key.column} is not null`;
  return sql`${key.column} < ${bind(value)}`;
}

function equal(key: SortKey, value: string | null, bind: Bind): SQL {
  return value === null ? sql`${key.column} is null` : sql`${key.column} = ${bind(value)}`;
}

/**
 * The condition for rows after the cursor's position (or before it, `backwards`). Keys all in one
 * direction and never NULL become one row comparison, which an index on the keys reads as a range.
 */
export function keysetCondition(keys: readonly SortKey[], values: readonly (string | null)[], backwards: boolean, bind: Bind = bindValue): SQL | undefined {
  const directionOf = (key: SortKey): SortDirection => ((key.direction === 'ASC') !== backwards ? 'ASC' : 'DESC');
  const first = directionOf(keys[0]!);
  if (keys.every((key, index) => directionOf(key) === first && key.notNull && values[index] !== null)) {
    const columns = sql.join(keys.map((key) => sql`${key.column}`), sql`, `);
    const bound = sql.join(values.map((value) => sql`${bind(value)}`), sql`, `);
    return first === 'ASC' ? sql`(${columns}) > (${bound})` : sql`(${columns}) < (${bound})`;
  }
  // (a after) or (a equal and b after) or (a equal and b equal and id after) …
  return or(
    ...keys.map((key, index) =>
      and(...keys.slice(0, index).map((earlier, at) => equal(earlier, values[at]!, bind)), after(key, directionOf(key), values[index]!, bind)),
    ),
  );
}
