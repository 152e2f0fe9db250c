import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from '../db/client';

/*
 * A statement that runs on every request (the session lookup) is written once: its text rendered
 * from drizzle at start, with numbered parameters, and sent straight to the driver, where drizzle
 * would build the same text again on each call. On PostgreSQL it is a named prepared statement, so
 * each connection parses and plans it once.
 */

const dialect = new PgDialect();

/**
 * Named prepared statements, on unless DATABASE_PREPARED_STATEMENTS=false: a pooler in transaction
 * mode in front of PostgreSQL (PgBouncer before 1.21, or without max_prepared_statements) cannot keep
 * them, since each statement may reach another server connection.
 */
export const NAMED_STATEMENTS = process.env.DATABASE_PREPARED_STATEMENTS?.trim().toLowerCase() !== 'false';

export interface FixedStatement<Values extends string> {
  name: string;
  text: string;
  /** The value for each $n, by its name in `values`. */
  order: readonly Values[];
}

/** Renders `build`'s statement once; `value(name)` stands for a parameter given at each run. */
export function fixedStatement<Values extends string>(name: string, build: (value: (name: Values) => SQL) => SQL): FixedStatement<Values> {
  const query = dialect.sqlToQuery(build((value) => sql.placeholder(value) as unknown as SQL));
  const order = query.params.map((param) => {
    const placeholder = param as { name?: Values };
    if (typeof placeholder !== 'object' || placeholder === null || placeholder.name === undefined) {
      throw new Error(`The statement "${name}" may only take its values as parameters.`);
    }
    return placeholder.name;
  });
  return { name, text: query.sql, order };
}

/** Runs a fixed statement with its values; rows as objects keyed by column name. */
export async function runFixed<Row, Values extends string>(db: Database, statement: FixedStatement<Values>, values: Record<Values, unknown>): Promise<Row[]> {
  const parameters = statement.order.map((name) => values[name]);
  const client = (db as unknown as { $client: pg.Pool | pg.Client | PGlite }).$client;
  if ('waitReady' in client) return (await client.query<Row>(statement.text, parameters)).rows;
  const name = NAMED_STATEMENTS ? statement.name : undefined;
  const result = await (client as pg.Pool).query<Row & pg.QueryResultRow>({ name, text: statement.text, values: parameters });
  return result.rows;
}
