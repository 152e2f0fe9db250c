import { bigint, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { VendingPaymentMethod } from '@back-office/domain';
import { hubs } from '../hubs/hubs.table';
import { machines } from '../machines/machines.table';
import { products } from '../products/products.table';

/**
 * The completed cups of a day whose price was known beforehand, per machine, hub, product and payment
 * method: how many, how many were charged otherwise than expected, and the money at stake. Kept up to
 * date as orders arrive, like the daily sales, so the price audit never reads the orders themselves.
 * The day is the order's creation day in Jakarta.
 */
export const orderPriceDifferences = pgTable(
  'order_price_differences',
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
    /** Completed cups with an expected price. */
    orders: integer('orders').notNull(),
    /** Of those, the cups charged otherwise than expected. */
    differingOrders: integer('differing_orders').notNull(),
    /** Rupiah: the sum of expected minus charged; above zero money was lost, below zero customers paid too much. */
    moneyAtStake: bigint('money_at_stake', { mode: 'number' }).notNull(),
    /** Rupiah the cups charged too little fell short by. */
    undercharged: bigint('undercharged', { mode: 'number' }).notNull(),
    /** Rupiah the cups charged too much went over by. */
    overcharged: bigint('overcharged', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('order_price_differences_key').on(table.day, table.machineId, table.hubId, table.productId, table.paymentMethod).nullsNotDistinct(),
    index('order_price_differences_machine_day_idx').on(table.machineId, table.day),
    index('order_price_differences_hub_day_idx').on(table.hubId, table.day),
  ],
);
