import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { SHOP_COURIER_MESSAGES, type DeliveryStatus } from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import { conflict } from '../../platform/errors';
import { queueLiveEvent } from '../../platform/events/outbox';
import { users } from '../../platform/identity/users.table';
import { shopCouriers } from '../shop-couriers/shop-couriers.table';
import { recordOrderEvent, type MoveSource } from './order-moves';
import { shopOrderDeliveries, shopOrderDeliveryStatuses, shopOrders } from './shop-orders.table';

/*
 * The moves of an order's delivery, kept with the order's tables: the barista's actions and the
 * courier's page call them. Changes of a delivery made in the console (a barista giving it to our
 * courier, trying it again, a courier picking it up and handing it over). Each is a conditional update on the delivery as it was
 * read (its attempt, status and courier), so two changes at the same moment cannot both win: the
 * second finds the delivery changed and is told so (CONFLICT). Each writes its status history row,
 * a line in the order's timeline and the live events, in the caller's transaction.
 */

export type DeliveryRow = typeof shopOrderDeliveries.$inferSelect;
export type ShopCourierRow = typeof shopCouriers.$inferSelect;

/** The statuses after which the driver has the order: the courier can no longer change. */
export const PICKED_UP_STATUSES: readonly DeliveryStatus[] = ['picked', 'out_for_delivery', 'delivered'];
/** The statuses that end an attempt without delivering it: it may be tried again. */
export const FAILED_STATUSES: readonly DeliveryStatus[] = ['cancelled', 'no_driver'];

export async function readDelivery(db: Queryable, shopOrderId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(shopOrderDeliveries).where(eq(shopOrderDeliveries.shopOrderId, shopOrderId));
  return row;
}

/** The delivery is still as it was read: same attempt, status and courier. */
function unchangedSince(read: DeliveryRow): SQL {
  return and(
    eq(shopOrderDeliveries.shopOrderId, read.shopOrderId),
    eq(shopOrderDeliveries.attempt, read.attempt),
    read.status === null ? isNull(shopOrderDeliveries.status) : eq(shopOrderDeliveries.status, read.status),
    read.shopCourierId === null ? isNull(shopOrderDeliveries.shopCourierId) : eq(shopOrderDeliveries.shopCourierId, read.shopCourierId),
  )!;
}

/** Sets the delivery's columns if it is still as read, or answers CONFLICT. */
export async function changeDelivery(tx: Transaction, read: DeliveryRow, set: Partial<Omit<DeliveryRow, 'shopOrderId'>>): Promise<DeliveryRow> {
  const [changed] = await tx
    .update(shopOrderDeliveries)
    .set({ ...set, updatedTime: sql`now()` })
    .where(unchangedSince(read))
    .returning();
  if (!changed) throw conflict(SHOP_COURIER_MESSAGES.changedMeanwhile);
  return changed;
}

/** Keeps the statuses in the delivery's history (a replay of one is kept once). */
export async function recordStatuses(tx: Transaction, shopOrderId: number, attempt: number, statuses: readonly DeliveryStatus[], eventDate: Date) {
  await tx
    .insert(shopOrderDeliveryStatuses)
    .values(statuses.map((status) => ({ shopOrderId, attempt, status, eventDate })))
    .onConflictDoNothing();
}

/** Tells the outlet's screens and the couriers concerned (each courier's own topic) that the delivery changed. */
export async function publishDeliveryChange(tx: Transaction, shopHubId: number, shopOrderId: number, topics: { courierIds?: readonly (number | null)[]; courierAssigned?: boolean }) {
  await queueLiveEvent(tx, topics.courierAssigned ? 'orderCourierAssigned' : 'orderDeliveryStatusUpdated', { shopHubId, shopOrderId });
  for (const courierId of new Set(topics.courierIds ?? [])) {
    if (courierId !== null) await queueLiveEvent(tx, 'shopCourierOrderStatusUpdated', { shopHubId, shopOrderId, courierId });
  }
}

/**
 * Gives the order's delivery to one of our couriers (driver found). A delivery whose attempt ended
 * (cancelled, no driver) starts a new attempt; one already picked up is refused. A delivery order
 * without a delivery row yet gets one.
 */
export async function assignCourier(
  tx: Transaction,
  order: { id: number; shopHubId: number },
  courier: ShopCourierRow,
  by: MoveSource,
): Promise<DeliveryRow> {
  const [person] = await tx.select({ name: users.name, phoneNo: users.phoneNo }).from(users).where(eq(users.id, courier.userId));
  const now = new Date();
  const driver = { courierVendor: 'JUMPSTART' as const, vendorOrderNo: null, shopCourierId: courier.id, status: 'allocated' as const, eventDate: now, driverName: person?.name ?? null, driverPhone: person?.phoneNo ?? null, driverPhotoUrl: null, liveTrackingUrl: null, cancelledBy: null, cancellationReason: null };
  const read = await readDelivery(tx, order.id);
  let delivery: DeliveryRow;
  if (!read) {
    const [inserted] = await tx
      .insert(shopOrderDeliveries)
      .values({ shopOrderId: order.id, ...driver })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw conflict(SHOP_COURIER_MESSAGES.changedMeanwhile);
    delivery = inserted;
  } else {
    if (read.status !== null && PICKED_UP_STATUSES.includes(read.status)) throw conflict(SHOP_COURIER_MESSAGES.notReassignable);
    const ended = read.status !== null && FAILED_STATUSES.includes(read.status);
    delivery = await changeDelivery(tx, read, { ...driver, attempt: ended ? read.attempt + 1 : read.attempt });
  }
  await recordStatuses(tx, order.id, delivery.attempt, ['allocated'], now);
  await recordOrderEvent(tx, order.id, 'courier-assigned', { ...by, detail: { courier: person?.name ?? `courier ${courier.id}`, ...(read?.shopCourierId && read.shopCourierId !== courier.id ? { replacedCourierId: read.shopCourierId } : {}) } });
  await publishDeliveryChange(tx, order.shopHubId, order.id, { courierAssigned: true, courierIds: [courier.id, read?.shopCourierId ?? null] });
  return delivery;
}

/** Stamps the order with a delivery moment (picked up, delivered); the order's version moves too. */
export async function stampOrder(tx: Transaction, shopOrderId: number, set: { pickUpTime?: Date; deliveredTime?: Date }) {
  await tx
    .update(shopOrders)
    .set({ ...set, version: sql`${shopOrders.version} + 1`, updatedTime: sql`now()` })
    .where(eq(shopOrders.id, shopOrderId));
}
