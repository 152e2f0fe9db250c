import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shopOrders } from '../shop-orders/shop-orders.table';

/**
 * Each order the ordering app placed, under the app's own id of the attempt: a retry after a lost
 * answer finds the order placed the first time instead of placing a second one.
 */
export const shopAppRequests = pgTable('shop_app_requests', {
  requestId: text('request_id').primaryKey(),
  shopOrderId: integer('shop_order_id')
    .notNull()
    .references(() => shopOrders.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
