import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CALLBACK_MESSAGES,
  HANDED_OVER_DELIVERY_STATUSES,
  canMoveDelivery,
  deliveryFeeFor,
  deliveryStatusOfUpdate,
  heldDeliveryStatus,
  isReadyForPickUp,
  vendorTime,
  type DeliveryOutcome,
  type DeliveryStatus,
  type DeliveryUpdate,
} from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { queueLiveEvent } from '../../platform/events/outbox';
import { recordOrderEvent, type MoveSource } from './order-moves';
import { shopOrderDeliveries, shopOrderDeliveryStatuses, shopOrders } from './shop-orders.table';
import { readDeliveryConfiguration } from '../shop-configuration/shop-configuration.table';

/*
 * The courier vendor's status updates (docs/callbacks.md). Each is kept in the delivery's history
 * once per (order, attempt, status, event time), under the history's unique index, so a copy is
 * recognised. The delivery itself only moves forward (canMoveDelivery): an update that arrives after
 * a later one stays in the history and moves nothing, and a status we do not know is kept the same way.
 * A driver takes an order only once it is made: a picked up, on the way or delivered that arrives
 * before the outlet finished the order is kept in the history and the timeline (HELD), and the
 * delivery moves to it when the order is finished (applyHeldDeliveryStatus).
 */

export interface DeliveryResult {
  /** False when no order or delivery has the update's entity_id: nothing was saved. */
  found: boolean;
  status: string;
  outcome: DeliveryOutcome;
  message: string;
}

const MESSAGES: Record<DeliveryOutcome, string> = {
  APPLIED: 'The delivery moved to this status.',
  HELD: 'Kept in the history; the order is not made yet, so the delivery moves to this status when the outlet finishes it.',
  DUPLICATE: 'This status at this time was received before: nothing changed.',
  NOT_FORWARD: 'Kept in the history; the delivery is already further along, so it did not move.',
  UNKNOWN_STATUS: 'Kept in the history; this status is not known here, so the delivery did not move.',
};

/** The delivery the update is about, its order locked until the commit: by the vendor's booking number, else by the order's number. */
async function findDelivery(tx: Queryable, update: DeliveryUpdate) {
  const [booked] = await tx
    .select({ shopOrderId: shopOrderDeliveries.shopOrderId })
    .from(shopOrderDeliveries)
    .where(and(eq(shopOrderDeliveries.courierVendor, 'GO_SEND'), eq(shopOrderDeliveries.vendorOrderNo, update.entity_id)));
  const orderCondition = booked ? eq(shopOrders.id, booked.shopOrderId) : eq(shopOrders.orderNo, update.store_order_id ?? update.entity_id);
  const [order] = await tx.select().from(shopOrders).where(orderCondition).for('update');
  if (!order || order.type !== 'DELIVERY') return undefined;
  const [delivery] = await tx.select().from(shopOrderDeliveries).where(eq(shopOrderDeliveries.shopOrderId, order.id)).for('update');
  if (delivery) return { order, delivery };
  // The first word from the vendor about an order booked without a delivery row: the row starts here,
  // with what the customer paid for delivery.
  const [created] = await tx
    .insert(shopOrderDeliveries)
    .values({
      shopOrderId: order.id,
      courierVendor: 'GO_SEND',
      vendorOrderNo: update.entity_id === order.orderNo ? null : update.entity_id,
      paidDeliveryFee: order.deliveryFee,
      deliveryFeeDiscount: order.deliveryDiscount,
    })
    .returning();
  return { order, delivery: created! };
}

/** Applies an update in the caller's transaction. `source` names the sender in the order's timeline. */
export async function applyDeliveryUpdate(tx: Queryable, update: DeliveryUpdate, source = 'courier-vendor'): Promise<DeliveryResult> {
  const known = deliveryStatusOfUpdate(update);
  const status = known ?? update.status ?? update.type!;
  const found = await findDelivery(tx, update);
  if (!found) return { found: false, status, outcome: 'UNKNOWN_STATUS', message: CALLBACK_MESSAGES.unknownDelivery };
  const { order, delivery } = found;
  const eventDate = vendorTime(update.event_date)!;

  const [fresh] = await tx
    .insert(shopOrderDeliveryStatuses)
    .values({ shopOrderId: order.id, attempt: delivery.attempt, status, known: known !== null, updateType: update.type ?? null, eventDate })
    .onConflictDoNothing()
    .returning({ id: shopOrderDeliveryStatuses.id });
  if (!fresh) return result(status, 'DUPLICATE');

  const forward = known !== null && canMoveDelivery(delivery.status, known);
  const held = forward && HANDED_OVER_DELIVERY_STATUSES.includes(known) && !isReadyForPickUp(order.state);
  const details = await detailsOf(tx, update, order, delivery, forward && !held);
  if (!forward || held) {
    // Details the delivery lacks are still worth taking (the driver's name from an update that came late).
    if (Object.keys(details).length > 0) await tx.update(shopOrderDeliveries).set({ ...details, updatedTime: new Date() }).where(eq(shopOrderDeliveries.shopOrderId, order.id));
    if (held) await recordOrderEvent(tx, order.id, 'deliveryHeld', { source, detail: { status: known, attempt: delivery.attempt, updateType: update.type ?? null } });
    return result(status, held ? 'HELD' : known === null ? 'UNKNOWN_STATUS' : 'NOT_FORWARD');
  }

  await moveVendorDelivery(tx, order, known, eventDate, { source, detail: { status: known, attempt: delivery.attempt, updateType: update.type ?? null } }, {
    ...details,
    additionalData: { type: update.type ?? null, eventId: update.event_id ?? null },
  });
  return result(status, 'APPLIED');
}

/** Moves the vendor's delivery to `status`: the delivery's row, the order's delivered time, a timeline line and the live event. */
async function moveVendorDelivery(
  tx: Queryable,
  order: { id: number; shopHubId: number },
  status: DeliveryStatus,
  eventDate: Date,
  by: MoveSource,
  set: Partial<Delivery> = {},
  timelineType = 'deliveryStatus',
): Promise<void> {
  await tx
    .update(shopOrderDeliveries)
    .set({ ...set, status, eventDate, updatedTime: new Date() })
    .where(eq(shopOrderDeliveries.shopOrderId, order.id));
  if (status === 'delivered') {
    await tx
      .update(shopOrders)
      .set({ deliveredTime: sql`coalesce(${shopOrders.deliveredTime}, ${eventDate.toISOString()}::timestamptz)`, version: sql`${shopOrders.version} + 1`, updatedTime: sql`now()` })
      .where(eq(shopOrders.id, order.id));
  }
  await recordOrderEvent(tx, order.id, timelineType, by);
  await queueLiveEvent(tx, 'orderDeliveryStatusUpdated', { shopHubId: order.shopHubId, shopOrderId: order.id });
}

/**
 * The order was just made (finished): the vendor's delivery moves to the furthest status it was told
 * while the order was not ready (picked up, on the way, delivered), if any. Our own couriers are
 * never ahead of the kitchen: they are refused instead (courier-orders.schema.ts).
 */
export async function applyHeldDeliveryStatus(tx: Queryable, order: { id: number; shopHubId: number }): Promise<DeliveryStatus | null> {
  const [delivery] = await tx.select().from(shopOrderDeliveries).where(eq(shopOrderDeliveries.shopOrderId, order.id)).for('update');
  if (!delivery || delivery.courierVendor !== 'GO_SEND') return null;
  const told = await tx
    .select({ status: shopOrderDeliveryStatuses.status, eventDate: shopOrderDeliveryStatuses.eventDate })
    .from(shopOrderDeliveryStatuses)
    .where(and(eq(shopOrderDeliveryStatuses.shopOrderId, order.id), eq(shopOrderDeliveryStatuses.attempt, delivery.attempt), eq(shopOrderDeliveryStatuses.known, true)))
    .orderBy(asc(shopOrderDeliveryStatuses.eventDate));
  const status = heldDeliveryStatus(delivery.status, told.map((row) => row.status as DeliveryStatus));
  if (!status) return null;
  const eventDate = told.filter((row) => row.status === status).at(-1)!.eventDate;
  await moveVendorDelivery(tx, order, status, eventDate, { source: 'courier-vendor', detail: { status, attempt: delivery.attempt } }, {}, 'deliveryHeldApplied');
  return status;
}

const result = (status: string, outcome: DeliveryOutcome): DeliveryResult => ({ found: true, status, outcome, message: MESSAGES[outcome] });

type Delivery = typeof shopOrderDeliveries.$inferSelect;

/**
 * The columns the update fills in. A forward update sets what it carries; any other only fills what
 * the delivery does not have yet. The fee the customer pays comes from the delivery configuration
 * when the order was placed without one and the trip's distance is now known.
 */
async function detailsOf(tx: Queryable, update: DeliveryUpdate, order: typeof shopOrders.$inferSelect, delivery: Delivery, forward: boolean): Promise<Partial<Delivery>> {
  const time = (value: string | number | null | undefined) => (value === null || value === undefined ? undefined : (vendorTime(value) ?? undefined));
  const carried: Partial<Delivery> = {
    driverName: update.driver_name ?? undefined,
    driverPhone: update.driver_phone ?? undefined,
    driverPhotoUrl: update.driver_photo_url ?? undefined,
    liveTrackingUrl: update.live_tracking_url ?? undefined,
    receiverName: update.receiver_name ?? undefined,
    cancelledBy: update.cancelled_by ?? undefined,
    cancellationReason: update.cancellation_reason ?? undefined,
    totalDistanceInKms: update.total_distance_in_kms ?? undefined,
    pickUpEta: time(update.pickup_eta),
    deliveryEta: time(update.delivery_eta),
    actualDeliveryFee: update.price ?? undefined,
  };
  const details: Partial<Delivery> = {};
  for (const [name, value] of Object.entries(carried) as [keyof Delivery, never][]) {
    if (value === undefined) continue;
    if (forward || delivery[name] === null) details[name] = value;
  }
  const distance = update.total_distance_in_kms;
  if (delivery.paidDeliveryFee === 0 && order.deliveryFee === 0 && distance !== null && distance !== undefined) {
    details.paidDeliveryFee = deliveryFeeFor(await readDeliveryConfiguration(tx), distance);
  }
  return details;
}
