import { and, eq, sql } from 'drizzle-orm';
import { RUPIAH_PER_SPENT_POINT, SHOP_LOYALTY_MESSAGES, maximumPointsFor, pointsEarnedOn } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { badInput } from '../../platform/errors';
import { readPwaConfiguration } from '../shop-configuration/shop-configuration.table';
import { appendChange, countsAt, creditExpiry, hasEntry, lockAccount, readLoyaltySettings } from './ledger';
import { shopLoyaltyPending } from './shop-loyalty.table';

/*
 * What an order does to its customer's points, called by the orders feature in the order's own
 * transaction with the order's facts (this feature imports nothing of the orders). Each change has a
 * key per order and kind, so a payment or an ending that arrives twice changes nothing the second time.
 */

const keyOf = (shopOrderId: number, what: 'earn' | 'redeem' | 'reverse-earn' | 'give-back') => `order:${shopOrderId}:${what}`;

/** The order facts the ledger needs. */
export interface OrderPointFacts {
  shopOrderId: number;
  customerId: number | null;
  /** What the order's lines cost after discounts, before points: rupiah. */
  linesAfterDiscounts: number;
}

/**
 * Checks the points an order is to use against the customer's balance and the ordering app's
 * maximum share, and answers their value in rupiah. BAD_USER_INPUT (field loyaltyPoints) otherwise.
 */
export async function checkPointsToSpend(tx: Queryable, customerId: number | null, points: number, linesAfterDiscounts: number): Promise<number> {
  if (points === 0) return 0;
  const refuse = (message: string) => badInput(message, { loyaltyPoints: message });
  if (customerId == null) throw refuse(SHOP_LOYALTY_MESSAGES.needsCustomer);
  const { maximumLoyaltyPointsUsedPercentage: percent } = await readPwaConfiguration(tx);
  const maximum = maximumPointsFor(linesAfterDiscounts, percent);
  if (points > maximum) throw refuse(SHOP_LOYALTY_MESSAGES.overShare(maximum, percent));
  const balance = await lockAccount(tx, customerId);
  if (points > balance) throw refuse(SHOP_LOYALTY_MESSAGES.overBalance(balance));
  return points * RUPIAH_PER_SPENT_POINT;
}

/** Takes the points an order uses, under the customer's lock (checkPointsToSpend first). */
export async function redeemOrderPoints(tx: Queryable, order: { shopOrderId: number; customerId: number; points: number }): Promise<void> {
  if (order.points === 0) return;
  const balance = await lockAccount(tx, order.customerId);
  if (await hasEntry(tx, keyOf(order.shopOrderId, 'redeem'))) return;
  if (order.points > balance) throw badInput(SHOP_LOYALTY_MESSAGES.overBalance(balance), { loyaltyPoints: SHOP_LOYALTY_MESSAGES.overBalance(balance) });
  await appendChange(tx, balance, { customerId: order.customerId, kind: 'REDEEM', points: -order.points, shopOrderId: order.shopOrderId, eventKey: keyOf(order.shopOrderId, 'redeem') });
}

/** The points an order used (0 when none). */
export async function pointsSpentOn(tx: Queryable, shopOrderId: number): Promise<number> {
  const entry = await hasEntry(tx, keyOf(shopOrderId, 'redeem'));
  return entry ? -entry.points : 0;
}

/** Counts a pending earning now, under the customer's lock; nothing when it was counted or cancelled already. */
export async function countPendingPoints(tx: Queryable, shopOrderId: number, now = new Date()): Promise<boolean> {
  const [pending] = await tx
    .update(shopLoyaltyPending)
    .set({ state: 'COUNTED' })
    .where(and(eq(shopLoyaltyPending.shopOrderId, shopOrderId), eq(shopLoyaltyPending.state, 'PENDING')))
    .returning();
  if (!pending) return false;
  const balance = await lockAccount(tx, pending.customerId);
  if (await hasEntry(tx, keyOf(shopOrderId, 'earn'))) return false;
  const settings = await readLoyaltySettings(tx);
  await appendChange(tx, balance, { customerId: pending.customerId, kind: 'EARN', points: pending.points, shopOrderId, eventKey: keyOf(shopOrderId, 'earn'), expiresAt: creditExpiry(settings, now) });
  return true;
}

/**
 * A paid order earns one point per Rp 1,000 of its lines after discounts and after what points
 * paid; pending for the configured days (counted at once when they are 0). Once per order.
 */
export async function earnOrderPoints(tx: Queryable, order: OrderPointFacts & { paidTime: Date }): Promise<void> {
  if (order.customerId == null) return;
  const spent = await pointsSpentOn(tx, order.shopOrderId);
  const points = pointsEarnedOn(order.linesAfterDiscounts - spent * RUPIAH_PER_SPENT_POINT);
  if (points === 0) return;
  const settings = await readLoyaltySettings(tx);
  const due = countsAt(settings, order.paidTime);
  const [made] = await tx.insert(shopLoyaltyPending).values({ shopOrderId: order.shopOrderId, customerId: order.customerId, points, countsAt: due }).onConflictDoNothing().returning();
  if (made && settings.pendingDays === 0) await countPendingPoints(tx, order.shopOrderId);
}

/**
 * An order that ended unmade (expired unpaid, missed, refunded) gives back the points it used and
 * takes back what it earned: a pending earning is cancelled, a counted one reversed as far as the
 * balance goes (never below zero). Once per order.
 */
export async function endOrderPoints(tx: Queryable, order: { shopOrderId: number; customerId: number | null }, now = new Date()): Promise<void> {
  if (order.customerId == null) return;
  // The pending row first, then the account: the order every writer locks them in.
  await tx.update(shopLoyaltyPending).set({ state: 'CANCELLED' }).where(and(eq(shopLoyaltyPending.shopOrderId, order.shopOrderId), eq(shopLoyaltyPending.state, 'PENDING')));
  let balance = await lockAccount(tx, order.customerId);
  const settings = await readLoyaltySettings(tx);
  const spent = await hasEntry(tx, keyOf(order.shopOrderId, 'redeem'));
  if (spent && !(await hasEntry(tx, keyOf(order.shopOrderId, 'give-back')))) {
    const entry = await appendChange(tx, balance, {
      customerId: order.customerId,
      kind: 'REVERSE',
      points: -spent.points,
      shopOrderId: order.shopOrderId,
      eventKey: keyOf(order.shopOrderId, 'give-back'),
      reason: 'Points the order used, given back.',
      expiresAt: creditExpiry(settings, now),
    });
    balance = entry.balanceAfter;
  }
  const earned = await hasEntry(tx, keyOf(order.shopOrderId, 'earn'));
  const take = earned ? Math.min(earned.points, balance) : 0;
  if (earned && take > 0 && !(await hasEntry(tx, keyOf(order.shopOrderId, 'reverse-earn')))) {
    await appendChange(tx, balance, {
      customerId: order.customerId,
      kind: 'REVERSE',
      points: -take,
      shopOrderId: order.shopOrderId,
      eventKey: keyOf(order.shopOrderId, 'reverse-earn'),
      reason: take < earned.points ? `Points the order earned, taken back as far as the balance goes (${earned.points} earned).` : 'Points the order earned, taken back.',
      preferOrderId: order.shopOrderId,
    });
  }
}

/** Points a customer has pending (paid orders whose points do not count yet). */
export async function pendingPointsOf(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${shopLoyaltyPending.points}), 0)::int` })
    .from(shopLoyaltyPending)
    .where(and(eq(shopLoyaltyPending.customerId, customerId), eq(shopLoyaltyPending.state, 'PENDING')));
  return Number(row?.points ?? 0);
}

/** The columns of an order the ledger reads when it moves. */
export interface MovedOrder {
  id: number;
  customerId: number | null;
  totalPrice: number;
  deliveryFee: number;
  discountAmount: number;
  deliveryDiscount: number;
  paidTime: Date | null;
}

/** What an order's move does to its customer's points: paid earns, ended unmade (expired, missed) reverses. */
export async function orderPointsOnMove(tx: Queryable, to: string, order: MovedOrder): Promise<void> {
  if (order.customerId == null) return;
  const linesAfterDiscounts = order.totalPrice - order.deliveryFee - (order.discountAmount - order.deliveryDiscount);
  if (to === 'PAID') await earnOrderPoints(tx, { shopOrderId: order.id, customerId: order.customerId, linesAfterDiscounts, paidTime: order.paidTime ?? new Date() });
  else if (to === 'EXPIRED' || to === 'MISSED') await endOrderPoints(tx, { shopOrderId: order.id, customerId: order.customerId });
}
