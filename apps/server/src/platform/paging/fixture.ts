/* The table of items the engine's own tests filter, sort and page. */
import { expect, beforeAll, afterAll } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { GraphQLError } from 'graphql';
import type { Queryable } from '../../db/client';
import {
  buildOrderBy,
  buildWhere,
  findAll,
  findPage,
  MAX_PAGE_SIZE,
  type FilterInput,
  type FilterOption,
  type ListSource,
  type PagingFields,
  type QueryInput,
  type SortInput,
} from '.';

export { buildOrderBy, buildWhere, findAll, findPage, MAX_PAGE_SIZE, type FilterInput, type FilterOption, type ListSource, type PagingFields, type QueryInput, type SortInput };

export const items = pgTable('items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  quantity: integer('quantity').notNull(),
  price: doublePrecision('price').notNull(),
  active: boolean('active').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  kind: text('kind').notNull(),
  note: text('note'),
});
export type Item = typeof items.$inferSelect;

export const fields: PagingFields = {
  id: { column: items.id, kind: 'int' },
  name: { column: items.name, kind: 'text' },
  quantity: { column: items.quantity, kind: 'int' },
  price: { column: items.price, kind: 'float' },
  active: { column: items.active, kind: 'boolean' },
  createdAt: { column: items.createdAt, kind: 'datetime' },
  kind: { column: items.kind, kind: 'enum', values: ['TOOL', 'PART', 'KIT'] },
  note: { column: items.note, kind: 'text' },
  total: { column: sql`${items.quantity} * ${items.price}`, kind: 'float' },
  hidden: { column: items.note, kind: 'text', filter: false, sort: false },
};

// ids 1..8 in insertion order; 3 and 7 share a quantity, 3 and 4 share a creation time.
export const rows = [
  { name: 'Hammer', quantity: 10, price: 12.5, active: true, createdAt: '2024-01-05T10:00:00Z', kind: 'TOOL', note: 'heavy' },
  { name: 'Nail 100%', quantity: 500, price: 0.05, active: true, createdAt: '2024-02-10T08:30:00Z', kind: 'PART', note: null },
  { name: 'Screw_driver', quantity: 25, price: 7.25, active: false, createdAt: '2024-03-15T12:00:00Z', kind: 'TOOL', note: 'phillips' },
  { name: 'Screwdriver set', quantity: 5, price: 30, active: true, createdAt: '2024-03-15T12:00:00Z', kind: 'KIT', note: null },
  { name: 'Drill', quantity: 3, price: 99.99, active: false, createdAt: '2024-04-01T00:00:00Z', kind: 'TOOL', note: 'cordless' },
  { name: 'Washer', quantity: 1000, price: 0.01, active: true, createdAt: '2024-05-20T00:00:00Z', kind: 'PART', note: null },
  { name: 'hammer HEAD', quantity: 25, price: 4.5, active: true, createdAt: '2024-06-30T23:59:59Z', kind: 'PART', note: 'spare' },
  { name: 'Back\\slash', quantity: 0, price: 1, active: false, createdAt: '2023-12-31T23:00:00Z', kind: 'KIT', note: 'odd' },
];

export let client: PGlite;
export let db: Queryable;
export let queryCount = 0;

/** Registers the hooks that create the items table for one test file. */
export function useItems() {
beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client, { logger: { logQuery: () => void queryCount++ } }) as unknown as Queryable;
  await client.exec(`
    create table items (
      id serial primary key,
      name text not null,
      quantity integer not null,
      price double precision not null,
      active boolean not null,
      created_at timestamptz not null,
      kind text not null,
      note text
    )`);
  await db.insert(items).values(rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })));
});

afterAll(async () => {
  await client.close();
});
}

export function source(extra: Partial<ListSource<Item>> = {}): ListSource<Item> {
  return { db, table: items, fields, idColumn: items.id, ...extra };
}

export const ids = (list: readonly Item[]) => list.map((row) => row.id);

/** Ids matching one filter option (or several), in id order. */
export async function filterIds(options: FilterOption | FilterOption[], operator: FilterInput['operator'] = 'AND', extra: Partial<ListSource<Item>> = {}) {
  const list = Array.isArray(options) ? options : [options];
  return ids(await findAll(source(extra), { filters: { operator, options: list } }));
}

export async function sortIds(sorts: SortInput[], extra: Partial<ListSource<Item>> = {}) {
  return ids(await findAll(source(extra), { sorts }));
}

/** Runs `run` and returns the BAD_USER_INPUT error it must throw. */
export async function badInputError(run: () => Promise<unknown>): Promise<GraphQLError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  const graphQLError = error as GraphQLError;
  expect(graphQLError.extensions.code).toBe('BAD_USER_INPUT');
  return graphQLError;
}

export const filterError = async (option: FilterOption) => (await badInputError(() => filterIds(option))).message;

