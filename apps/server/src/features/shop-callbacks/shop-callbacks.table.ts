import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentOutcome } from '@back-office/domain';
import { shopOrders } from '../shop-orders/shop-orders.table';

/**
 * Every payment notification that passed its signature check, as it arrived, once: the gateway
 * sends the same one again until it hears 200, and the unique (transaction, status) recognises it,
 * so a notification is applied once and the copy is answered as the first was. Kept with what
 * became of it, refusals (a wrong amount, an unknown order) too, for whoever reconciles payments.
 */
export const shopPaymentNotifications = pgTable(
  'shop_payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: text('transaction_id').notNull(),
    transactionStatus: text('transaction_status').notNull(),
    /** The notification's order_id: our order number, even when no order has it. */
    orderNo: text('order_no').notNull(),
    shopOrderId: integer('shop_order_id').references(() => shopOrders.id, { onDelete: 'set null' }),
    statusCode: text('status_code').notNull(),
    /** As received and signed ("25000.00"). */
    grossAmount: text('gross_amount').notNull(),
    fraudStatus: text('fraud_status'),
    paymentType: text('payment_type'),
    transactionTime: timestamp('transaction_time', { withTimezone: true }).notNull(),
    outcome: text('outcome').$type<PaymentOutcome>().notNull(),
    /** The whole notification as it arrived. */
    body: jsonb('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_payment_notifications_transaction_status_unique').on(table.transactionId, table.transactionStatus),
    index('shop_payment_notifications_order_idx').on(table.shopOrderId, table.receivedAt),
    index('shop_payment_notifications_received_idx').on(table.receivedAt),
  ],
);
