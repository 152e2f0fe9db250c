import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Live events waiting to be published (docs/live-updates.md). A change writes its event here in its
 * own transaction, so a rolled-back change publishes nothing; after the commit the publisher sends
 * the row to every instance's subscribers (through Redis when REDIS_URL is set) and deletes it.
 */
export const eventOutbox = pgTable(
  'event_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The subscription topic, e.g. `orderPaid`. */
    topic: text('topic').notNull(),
    /** What a subscriber needs to find the change again: ids, never a copy of the record. */
    payload: jsonb('payload').$type<Record<string, number | string | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_outbox_created_idx').on(table.createdAt, table.id)],
);
