import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderEventType, OrderState, SalesType, VendingPaymentMethod } from '@back-office/domain';
import { hubs } from '../hubs/hubs.table';
import { machines } from '../machines/machines.table';
import { products } from '../products/products.table';

/**
 * One cup a machine sold, as its events (order_logs) give it. The hub, machine and product are also
 * kept as they were when the order was made, so that a later rename or move does not rewrite history.
 */
export const vendingOrders = pgTable(
  'vending_orders',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    /** The machine's own number of the order. */
    orderNo: text('order_no').notNull(),
    state: text('state').$type<OrderState>().notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    /** When the payment was confirmed as done (the paid event's time). */
    payDoneTime: timestamp('pay_done_time', { withTimezone: true }),
    productDoneTime: timestamp('product_done_time', { withTimezone: true }),
    failedTime: timestamp('failed_time', { withTimezone: true }),
    refundedTime: timestamp('refunded_time', { withTimezone: true }),
    /** Seconds from created to product done. */
    duration: integer('duration'),
    paymentMethod: text('payment_method').$type<VendingPaymentMethod>(),
    paymentProvider: text('payment_provider'),
    paymentReferenceId: text('payment_reference_id'),
    /** Rupiah the customer was charged. */
    price: integer('price'),
    /** The menu price before discounts. */
    originalPrice: integer('original_price'),
    /** Gross merchandise value: the cup at its menu price. */
    gmv: integer('gmv'),
    /** The product's cost of goods when it was sold. */
    cogs: integer('cogs'),
    corporateDiscount: integer('corporate_discount').notNull().default(0),
    subsidy: integer('subsidy').notNull().default(0),
    /**
     * Rupiah the machine should have charged, worked out when the order arrived: the machine's slot
     * setting for the product (its discounted price when set), else its menu price, less the corporate
     * discount and subsidy. Null when the machine had no price for the product.
     */
    expectedPrice: integer('expected_price'),
    salesType: text('sales_type').$type<SalesType>(),
    slot: integer('slot'),
    remark: text('remark'),
    productId: integer('product_id').references(() => products.id),
    productName: text('product_name'),
    hubId: integer('hub_id').references(() => hubs.id),
    hubInternalId: text('hub_internal_id'),
    hubName: text('hub_name'),
    machineNo: text('machine_no').notNull(),
    machineInitial: text('machine_initial'),
    /** The recipe was taken from the machine's stock (once, when the drink was done). */
    stockConsumed: boolean('stock_consumed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vending_orders_machine_order_no_unique').on(table.machineId, table.orderNo),
    // The orders list: newest first, by hub or machine and a period.
    index('vending_orders_created_idx').on(table.createdTime, table.id),
    index('vending_orders_hub_created_idx').on(table.hubId, table.createdTime, table.id),
    index('vending_orders_machine_created_idx').on(table.machineId, table.createdTime, table.id),
    index('vending_orders_order_no_idx').on(table.orderNo),
  ],
);

/** Every order event as the machine sent it: the order's log, and what the order is computed from. */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    /** The gateway event it came in, unique per machine. */
    eventId: text('event_id').notNull(),
    paymentProvider: text('payment_provider'),
    event: text('event').$type<OrderEventType>().notNull(),
    payload: jsonb('payload').notNull(),
    /** When it happened on the machine. */
    time: timestamp('time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_logs_machine_event_unique').on(table.machineId, table.eventId),
    index('order_logs_machine_order_idx').on(table.machineId, table.orderNo),
    index('order_logs_time_idx').on(table.time, table.id),
    index('order_logs_order_no_idx').on(table.orderNo),
  ],
);

/**
 * The completed cups of a day, per machine, hub, product and payment method, kept up to date as
 * orders arrive: summaries, profitability and analytics read these instead of millions of orders.
 * The day is the order's creation day in Jakarta.
 */
export const orderDailySales = pgTable(
  'order_daily_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    hubId: integer('hub_id').references(() => hubs.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    paymentMethod: text('payment_method').$type<VendingPaymentMethod>(),
    cups: integer('cups').notNull(),
    /** Sums in rupiah. */
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    gmv: bigint('gmv', { mode: 'number' }).notNull(),
    cogs: bigint('cogs', { mode: 'number' }).notNull(),
    corporateDiscount: bigint('corporate_discount', { mode: 'number' }).notNull(),
    subsidy: bigint('subsidy', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('order_daily_sales_key').on(table.day, table.machineId, table.hubId, table.productId, table.paymentMethod).nullsNotDistinct(),
    index('order_daily_sales_hub_day_idx').on(table.hubId, table.day),
    index('order_daily_sales_machine_day_idx').on(table.machineId, table.day),
    // Periods pick days by their noon in Jakarta (order-summaries.schema.ts): the same expression, indexed.
    index('order_daily_sales_noon_idx').on(sql`((${table.day} + time '12:00') at time zone 'Asia/Jakarta')`),
  ],
);
