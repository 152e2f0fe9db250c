import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { shopCustomers } from '../shop-customers/shop-customers.table';

/**
 * How many times a customer has used a promo (SHOP or POS, by the promo's id) or a voucher code
 * (VOUCHER, by the code's id) in orders that still count: one row per promo and customer, raised in
 * the order's own transaction under the promo's limit per customer and lowered again when the order
 * expires or is missed (docs/shop-orders.md).
 */
export const shopPromoUses = pgTable(
  'shop_promo_uses',
  {
    kind: text('kind').$type<'SHOP' | 'POS' | 'VOUCHER'>().notNull(),
    promoId: integer('promo_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => shopCustomers.id),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.kind, table.promoId, table.customerId] }), check('shop_promo_uses_not_negative', sql`${table.uses} >= 0`)],
);
