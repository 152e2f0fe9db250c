import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shopHubs } from '../shop-hubs/shop-hubs.table';

/**
 * The last order number given at an outlet on a day (the outlet's own calendar day): raised by one
 * upsert per order, so two counters placing orders at the same moment never get the same number.
 */
export const shopOrderCounters = pgTable(
  'shop_order_counters',
  {
    shopHubId: integer('shop_hub_id')
      .notNull()
      .references(() => shopHubs.id),
    /** YYYYMMDD at the outlet. */
    day: text('day').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopHubId, table.day] })],
);
