import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SHOP_LOYALTY_DEFAULT_EXPIRY_DAYS, SHOP_LOYALTY_DEFAULT_PENDING_DAYS } from '@back-office/domain';
import { users } from '../../platform/identity/users.table';
import { shopCustomers } from '../shop-customers/shop-customers.table';

/*
 * The loyalty points ledger (docs/shop-loyalty.md). `shop_loyalty_accounts` holds each customer's
 * balance and is the row every change locks first, so concurrent orders of one customer follow one
 * another. `shop_loyalty_entries` is append-only, one row per change with the balance after it; the
 * `remaining` of a credit row (earned, given back, added) is what is left of it to spend or expire,
 * oldest first. `shop_loyalty_pending` keeps what a paid order will earn until it counts. The order
 * ids are not foreign keys: the orders feature calls this one, so this one names no table of it.
 */

export const shopLoyaltyAccounts = pgTable(
  'shop_loyalty_accounts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => shopCustomers.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('shop_loyalty_accounts_balance_not_negative', sql`${table.balance} >= 0`)],
);

export const shopLoyaltyEntries = pgTable(
  'shop_loyalty_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => shopCustomers.id, { onDelete: 'cascade' }),
    shopOrderId: integer('shop_order_id'),
    /** EARN, REDEEM, EXPIRE, REVERSE, ADJUST. */
    kind: text('kind').notNull(),
    /** Signed: a credit is positive, a debit negative. */
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** What is left of a credit to spend or expire; 0 on a debit. */
    remaining: integer('remaining').notNull().default(0),
    /** When what is left of a credit expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** One change per order and kind (`order:12:earn`), per expired credit (`expire:7`): a replay writes nothing. */
    eventKey: text('event_key'),
    reason: text('reason'),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_loyalty_entries_event_key_unique').on(table.eventKey),
    index('shop_loyalty_entries_customer_idx').on(table.customerId, table.createdAt),
    index('shop_loyalty_entries_order_idx').on(table.shopOrderId),
    index('shop_loyalty_entries_created_idx').on(table.createdAt),
    index('shop_loyalty_entries_expiring_idx').on(table.expiresAt).where(sql`${table.remaining} > 0`),
    check('shop_loyalty_entries_kind_known', sql`${table.kind} in ('EARN', 'REDEEM', 'EXPIRE', 'REVERSE', 'ADJUST')`),
    check('shop_loyalty_entries_balance_not_negative', sql`${table.balanceAfter} >= 0`),
    check('shop_loyalty_entries_remaining', sql`${table.remaining} >= 0 and ${table.remaining} <= greatest(${table.points}, 0)`),
  ],
);

/** What a paid order will earn, counted once `counts_at` passes; CANCELLED when the order ended unmade first. */
export const shopLoyaltyPending = pgTable(
  'shop_loyalty_pending',
  {
    shopOrderId: integer('shop_order_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => shopCustomers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    countsAt: timestamp('counts_at', { withTimezone: true }).notNull(),
    /** PENDING, COUNTED, CANCELLED. */
    state: text('state').notNull().default('PENDING'),
  },
  (table) => [
    index('shop_loyalty_pending_due_idx').on(table.countsAt).where(sql`${table.state} = 'PENDING'`),
    index('shop_loyalty_pending_customer_idx').on(table.customerId),
    check('shop_loyalty_pending_state_known', sql`${table.state} in ('PENDING', 'COUNTED', 'CANCELLED')`),
    check('shop_loyalty_pending_points_positive', sql`${table.points} > 0`),
  ],
);

/** The loyalty settings, one row (id 1): days earned points stay pending, days counted points last. */
export const shopLoyaltySettings = pgTable(
  'shop_loyalty_settings',
  {
    id: integer('id').primaryKey().default(1),
    pendingDays: integer('pending_days').notNull().default(SHOP_LOYALTY_DEFAULT_PENDING_DAYS),
    expiryDays: integer('expiry_days').notNull().default(SHOP_LOYALTY_DEFAULT_EXPIRY_DAYS),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('shop_loyalty_settings_single_row', sql`${table.id} = 1`)],
);
