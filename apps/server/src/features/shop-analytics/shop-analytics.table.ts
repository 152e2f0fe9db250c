import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ShopOrderType, ShopPaymentMethod } from '@back-office/domain';
import { shopHubs } from '../shop-hubs/shop-hubs.table';

/*
 * The shop's analytics rollups (docs/shop-analytics.md): kept as orders are paid (and taken back when
 * a paid order is missed) and as the ordering app reports its events, so a chart reads a few
 * thousand rollup rows rather than millions of orders. Every write adds to a row with
 * `on conflict do update`, so two payments at the same moment both count.
 */

const amount = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Paid orders per outlet, hour (Asia/Jakarta, the hour's start), channel, order type and payment method. */
export const shopSalesHourly = pgTable(
  'shop_sales_hourly',
  {
    shopHubId: integer('shop_hub_id')
      .notNull()
      .references(() => shopHubs.id),
    /** The hour's start as a Jakarta wall-clock time (its day is the company's day). */
    hour: timestamp('hour', { mode: 'string' }).notNull(),
    channel: text('channel').$type<'APP' | 'POS'>().notNull(),
    orderType: text('order_type').$type<ShopOrderType>().notNull(),
    paymentMethod: text('payment_method').$type<ShopPaymentMethod>().notNull(),
    orders: integer('orders').notNull().default(0),
    items: integer('items').notNull().default(0),
    /** Rupiah: before discounts, the discounts, what was paid, and the cost of goods. */
    gross: amount('gross'),
    discount: amount('discount'),
    net: amount('net'),
    cogs: amount('cogs'),
    /** Orders that were a registered customer's first paid order, and the first on a later day of a customer seen before. */
    newCustomers: integer('new_customers').notNull().default(0),
    returningCustomers: integer('returning_customers').notNull().default(0),
    /** Orders that used a voucher, and orders that used a shop or counter promo. */
    voucherOrders: integer('voucher_orders').notNull().default(0),
    promoOrders: integer('promo_orders').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'shop_sales_hourly_pk', columns: [table.hour, table.shopHubId, table.channel, table.orderType, table.paymentMethod] }),
    index('shop_sales_hourly_hub_hour_idx').on(table.shopHubId, table.hour),
  ],
);

/** What each menu sold per outlet and Jakarta day. */
export const shopProductSalesDaily = pgTable(
  'shop_product_sales_daily',
  {
    shopHubId: integer('shop_hub_id')
      .notNull()
      .references(() => shopHubs.id),
    day: date('day').notNull(),
    /** The menu's id, or 0 for a line without one. */
    menuId: integer('menu_id').notNull(),
    /** The name the line was sold under (the latest one seen that day). */
    name: text('name').notNull(),
    items: integer('items').notNull().default(0),
    net: amount('net'),
    cogs: amount('cogs'),
  },
  (table) => [primaryKey({ name: 'shop_product_sales_daily_pk', columns: [table.day, table.shopHubId, table.menuId] })],
);

/** Each registered customer who has paid an order: the Jakarta days of the first and the latest, for new and returning counts. */
export const shopAnalyticsCustomers = pgTable('shop_analytics_customers', {
  customerId: integer('customer_id').primaryKey(),
  firstPaidDay: date('first_paid_day').notNull(),
  lastPaidDay: date('last_paid_day').notNull(),
  paidOrders: integer('paid_orders').notNull().default(0),
});

export const SHOP_APP_EVENT_KINDS = ['BANNER_VIEW', 'BANNER_CLICK', 'DEAL_CLICK', 'INSTALL_PROMPT_SHOWN', 'INSTALL_ACCEPTED', 'STANDALONE_LAUNCH', 'PUSH_OPT_IN', 'PUSH_OPT_OUT'] as const;
export type ShopAppEventKind = (typeof SHOP_APP_EVENT_KINDS)[number];

/** The ordering app's events counted per Jakarta day, kind and subject (the banner or deal; 0 for none). */
export const shopAppEventDaily = pgTable(
  'shop_app_event_daily',
  {
    day: date('day').notNull(),
    kind: text('kind').$type<ShopAppEventKind>().notNull(),
    subjectId: integer('subject_id').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'shop_app_event_daily_pk', columns: [table.day, table.kind, table.subjectId] }),
    check('shop_app_event_daily_kind_known', sql`${table.kind} in ('BANNER_VIEW', 'BANNER_CLICK', 'DEAL_CLICK', 'INSTALL_PROMPT_SHOWN', 'INSTALL_ACCEPTED', 'STANDALONE_LAUNCH', 'PUSH_OPT_IN', 'PUSH_OPT_OUT')`),
  ],
);

/** The ids of the events taken, so one sent again counts once; kept for 30 days (EVENT_IDS_KEPT_DAYS), then pruned. */
export const shopAppEventIds = pgTable(
  'shop_app_event_ids',
  {
    eventId: text('event_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_app_event_ids_received_idx').on(table.receivedAt)],
);
