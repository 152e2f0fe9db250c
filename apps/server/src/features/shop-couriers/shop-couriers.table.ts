import { boolean, index, integer, pgTable, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';
import { users } from '../../platform/identity/users.table';
import { shopHubs } from '../shop-hubs/shop-hubs.table';

/*
 * Our own couriers (spec point 3, Courier): a user who delivers shop orders, and when they work for
 * which outlet. Deliveries by a vendor (GoSend) need no courier row.
 */
export const shopCouriers = pgTable(
  'shop_couriers',
  {
    ...recordColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('shop_couriers_user_unique').on(table.userId)],
);

/** When a courier works for an outlet: a day of the week (1 Monday … 7 Sunday), start and end in the outlet's time zone. */
export const shopCourierOperationals = pgTable(
  'shop_courier_operationals',
  {
    ...recordColumns(),
    shopCourierId: integer('shop_courier_id')
      .notNull()
      .references(() => shopCouriers.id, { onDelete: 'cascade' }),
    shopHubId: integer('shop_hub_id')
      .notNull()
      .references(() => shopHubs.id),
    day: integer('day').notNull(),
    start: time('start').notNull(),
    end: time('end').notNull(),
  },
  (table) => [index('shop_courier_operationals_courier_idx').on(table.shopCourierId), index('shop_courier_operationals_hub_day_idx').on(table.shopHubId, table.day)],
);
