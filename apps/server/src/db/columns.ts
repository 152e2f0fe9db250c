import { sql } from 'drizzle-orm';
import { boolean, serial, text, timestamp, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';

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
