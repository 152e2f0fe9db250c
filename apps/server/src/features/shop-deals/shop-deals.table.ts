import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { namedColumns, priorityColumn, recordColumns, uniqueName } from '../../db/columns';
import { shopPartners } from '../shop-catalogue/shop-catalogue.table';

/*
 * Deals: a partner's landing page in the ordering app, opened by its path name (a link or a QR
 * code), showing third-party promos in the deal's own order. Also the point-of-sale partners and
 * sales types, and the most discount one POS transaction may get.
 */

/** A banner for another business's offer, opening its https address; counts how often it was seen and clicked. */
export const shopThirdPartyPromos = pgTable(
  'shop_third_party_promos',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    url: text('url').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    impression: integer('impression').notNull().default(0),
    click: integer('click').notNull().default(0),
    active: boolean('active').notNull().default(true),
    priority: priorityColumn(),
  },
  (table) => [index('shop_third_party_promos_priority_idx').on(table.priority)],
);

/** A partner's deal, reached at its path name; counts its page views (impression) and QR scans. */
export const shopDeals = pgTable(
  'shop_deals',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => shopPartners.id),
    description: text('description'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    pathName: text('path_name').notNull(),
    active: boolean('active').notNull().default(true),
    impression: integer('impression').notNull().default(0),
    scanned: integer('scanned').notNull().default(0),
  },
  (table) => [uniqueIndex('shop_deals_path_name_unique').on(sql`lower(${table.pathName})`), index('shop_deals_partner_idx').on(table.partnerId)],
);

/** A third-party promo shown on a deal, in the deal's order (priority within the deal). */
export const shopDealThirdPartyPromos = pgTable(
  'shop_deal_third_party_promos',
  {
    ...recordColumns(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => shopDeals.id, { onDelete: 'cascade' }),
    thirdPartyPromoId: integer('third_party_promo_id')
      .notNull()
      .references(() => shopThirdPartyPromos.id),
    priority: priorityColumn(),
  },
  (table) => [
    uniqueIndex('shop_deal_third_party_promos_unique').on(table.dealId, table.thirdPartyPromoId),
    index('shop_deal_third_party_promos_priority_idx').on(table.dealId, table.priority),
    index('shop_deal_third_party_promos_promo_idx').on(table.thirdPartyPromoId),
  ],
);

/** A business whose customers the POS gives promos to (a delivery app, an office). */
export const shopPosPartners = pgTable('shop_pos_partners', namedColumns(), (table) => [uniqueName('shop_pos_partners_name_unique', table.name)]);

/** How a POS sale was made (Dine in, Take away, GoFood). */
export const shopPosSalesTypes = pgTable('shop_pos_sales_types', namedColumns(), (table) => [uniqueName('shop_pos_sales_types_name_unique', table.name)]);

/** The most rupiah of discount one POS transaction may get, after every promo; null for no maximum. One row, id 1. */
export const shopDiscountMaximumAmount = pgTable(
  'shop_discount_maximum_amount',
  {
    id: integer('id').primaryKey().default(1),
    amount: integer('amount'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('shop_discount_maximum_amount_single_row', sql`${table.id} = 1`), check('shop_discount_maximum_amount_not_negative', sql`${table.amount} >= 0`)],
);
