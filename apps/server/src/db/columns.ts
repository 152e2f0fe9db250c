import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSequence, serial, text, timestamp, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';

/** Columns every record has: an id and when it was created and last changed. */
export const recordColumns = () => ({
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A named record: units, clusters, hub types and the like. */
export const namedColumns = () => ({
  ...recordColumns(),
  name: text('name').notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
});

/** Names are unique whatever their case: "Gram" and "gram" are one unit. */
export const uniqueName = (indexName: string, name: PgColumn) => uniqueIndex(indexName).on(sql`lower(${name})`);

/** A trigram (pg_trgm) index per text column, named `<table>_<column>_trgm_idx`: a LIKE '%text%' search reads the index, not the table. */
export const trigramIndexes = (tableName: string, columns: Record<string, PgColumn>) =>
  Object.entries(columns).map(([name, column]) => index(`${tableName}_${name}_trgm_idx`).using('gin', sql`${column} gin_trgm_ops`));

/** Numbers priorities: a new row gets one above every row before it, so it goes last. */
export const priorities = pgSequence('priorities');

/** A priority, lowest first: a new row goes last, and a one-step move swaps it with its neighbour's. */
export const priorityColumn = () => integer('priority').notNull().default(sql`nextval('priorities')`);
