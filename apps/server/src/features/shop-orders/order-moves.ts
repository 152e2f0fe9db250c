import { and, eq, inArray, sql } from 'drizzle-orm';
import { SHOP_ORDER_MESSAGES, SHOP_ORDER_MOVE_RULES, moveShopOrder, type ShopOrderMove } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { queueLiveEvent, type LiveTopic } from '../../platform/events/outbox';
import { orderPointsOnMove } from '../shop-loyalty/order-points';
import { rollUpShopOrder } from '../shop-analytics/order-rollups';
import { paidOrderFacts } from './order-facts';
import { releaseOrderPromoUses } from './order-promo-uses';
import { shopOrderEvents, shopOrders } from './shop-orders.table';
import { queueOrderNotification } from '../shop-notifications/deliveries';

/*
 * The one way an order changes state: a conditional update from the states the move starts from
 * (packages/domain/src/lifecycle/shop-orders.ts), a line in the order's timeline and the live events
 * the change publishes, all in the caller's transaction. Two moves at the same moment cannot both
 * win: the second finds the order moved and is told so (CONFLICT), unless the order already has
 * what it asked for (a payment notification that arrives twice), which changes nothing.
 */

export type ShopOrderRow = typeof shopOrders.$inferSelect;

/** Who or what moved the order, for the timeline. */
export interface MoveSource {
  /** `user`, `payment-gateway`, `courier-vendor`, `expiry-job`, `simulator`, `test`. */
  source: string;
  userId?: number | null;
  detail?: Record<string, string | number | boolean | null>;
}

export interface MoveOptions extends MoveSource {
  /** Columns to set with the move (paidTime, acceptedById…). */
  set?: Partial<Omit<ShopOrderRow, 'id' | 'state' | 'version'>>;
  /** The live topics to publish after the commit. */
  publish?: LiveTopic[];
}

/** Writes one line of the order's timeline. */
export async function recordOrderEvent(tx: Queryable, shopOrderId: number, type: string, by: MoveSource): Promise<void> {
  await tx.insert(shopOrderEvents).values({ shopOrderId, type, source: by.source, userId: by.userId ?? null, detail: by.detail ?? {} });
}

/**
 * Moves the order, or answers CONFLICT with the reason in words when its state does not allow the
 * move (NOT_FOUND when there is no such order). `changed` is false when the order already had the
 * move's result: nothing was written.
 */
export async function moveOrder(tx: Queryable, shopOrderId: number, move: ShopOrderMove, options: MoveOptions): Promise<{ order: ShopOrderRow; changed: boolean }> {
  const rule = SHOP_ORDER_MOVE_RULES[move];
  const [moved] = await tx
    .update(shopOrders)
    .set({ ...options.set, state: rule.to, version: sql`${shopOrders.version} + 1`, updatedTime: sql`now()` })
    .where(and(eq(shopOrders.id, shopOrderId), inArray(shopOrders.state, [...rule.from])))
    .returning();
  if (moved) {
    await recordOrderEvent(tx, shopOrderId, move, options);
    // An order that will never be paid or made gives back the promo and voucher uses it counted.
    if (rule.to === 'EXPIRED' || rule.to === 'MISSED') await releaseOrderPromoUses(tx, shopOrderId);
    await orderPointsOnMove(tx, rule.to, moved);
    // The outlet analytics count a paid order, and take back one that was missed.
    if (rule.to === 'PAID' || rule.to === 'MISSED') await rollUpShopOrder(tx, await paidOrderFacts(tx, moved), rule.to === 'PAID' ? 1 : -1);
    for (const topic of options.publish ?? []) await queueLiveEvent(tx, topic, { shopHubId: moved.shopHubId, shopOrderId });
    await queueOrderNotification(tx, { move, customerId: moved.customerId, shopOrderId });
    return { order: moved, changed: true };
  }
  const [current] = await tx.select().from(shopOrders).where(eq(shopOrders.id, shopOrderId));
  if (!current) throw notFound('Shop order', shopOrderId);
  const verdict = moveShopOrder(current.state, move);
  if (verdict.ok && !verdict.changed) return { order: current, changed: false };
  throw conflict(verdict.ok ? SHOP_ORDER_MESSAGES.changedMeanwhile : verdict.message);
}

/** Keeps what the payment gateway answered a charge with on an order still waiting for payment: its QR code, app link and transaction id. */
export async function recordPaymentCharge(tx: Queryable, shopOrderId: number, charge: { qr: string | null; deeplink: string | null; paymentReferenceId: string }): Promise<ShopOrderRow> {
  const [charged] = await tx
    .update(shopOrders)
    .set({ ...charge, version: sql`${shopOrders.version} + 1`, updatedTime: sql`now()` })
    .where(eq(shopOrders.id, shopOrderId))
    .returning();
  if (!charged) throw notFound('Shop order', shopOrderId);
  return charged;
}
