import { and, eq } from 'drizzle-orm';
import { SHOP_COURIER_MESSAGES, SHOP_ORDER_MESSAGES, ackOrderSchema, reassignCourierSchema, shopOrderActionSchema } from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { badInput, conflict, notFound } from '../../platform/errors';
import { mappingScope } from '../../platform/mappings';
import { FAILED_STATUSES, assignCourier, changeDelivery, publishDeliveryChange, readDelivery, recordStatuses, type DeliveryRow } from './order-deliveries';
import { applyHeldDeliveryStatus } from './vendor-deliveries';
import { shopCouriers } from '../shop-couriers/shop-couriers.table';
import { moveOrder, recordOrderEvent, type ShopOrderRow } from './order-moves';
import { shopOrderRef } from './shop-orders.schema';
import { shopOrders } from './shop-orders.table';

/*
 * What a barista does with an order on the live screen: accept it (optionally giving its delivery to
 * one of our couriers), finish it, try a failed delivery again and change its courier. A barista
 * mapped to outlets acts only on those outlets' orders (others are NOT_FOUND). Every action is a
 * conditional update: two baristas tapping the same order at once, one wins and the other is told
 * CONFLICT, and a refused action writes nothing.
 */

/** The order, if the caller may act on its outlet; NOT_FOUND otherwise. */
export async function orderInScope(db: Queryable, context: Context, shopOrderId: number): Promise<ShopOrderRow> {
  const [order] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.id, shopOrderId), mappingScope(context, 'shopHubs', shopOrders.shopHubId)));
  if (!order) throw notFound('Shop order', shopOrderId);
  return order;
}

/** An active courier to give a delivery to, or BAD_USER_INPUT under shopCourierId. */
async function activeCourier(tx: Transaction, shopCourierId: number) {
  const [courier] = await tx.select().from(shopCouriers).where(eq(shopCouriers.id, shopCourierId));
  if (!courier) throw badInput(`Courier ${shopCourierId} does not exist.`, { shopCourierId: `Courier ${shopCourierId} does not exist.` });
  if (!courier.active) throw badInput(SHOP_COURIER_MESSAGES.courierInactive, { shopCourierId: SHOP_COURIER_MESSAGES.courierInactive });
  return courier;
}


const by = (context: Context) => ({ source: 'user', userId: context.user!.id });

/** The activity row of a barista's action on an order. */
const onOrder = (shopOrderId: number, message: string, activity?: string) => ({ activity, entity: 'SHOP_ORDER', recordId: shopOrderId, message });

/** Only an order on the caller's outlets may be acted on: others are NOT_FOUND, before anything changes. */
const prepareOrder = ({ shopOrderId }: { shopOrderId: number }, context: Context) => orderInScope(context.db, context, shopOrderId);

defineCommand('ackOrder', {
  description:
    'Accepts a paid order (PAID to ACK), stamping who and when; with shopCourierId, gives a delivery order to that courier of ours (driver found). CONFLICT when the order is no longer paid (another barista accepted it first, it expired…); BAD_USER_INPUT under shopCourierId for an order that is not a delivery or a courier who does not exist or is inactive; NOT_FOUND outside the caller’s outlets. Recorded in the activity log.',
  authority: 'ACCEPT_ORDER',
  args: (arg) => ({
    shopOrderId: arg.int({ description: 'The order’s id.', required: true }),
    shopCourierId: arg.int({ description: 'The id of our courier to deliver it; only for a delivery order. Left out: no courier yet (or the vendor’s).' }),
  }),
  input: ackOrderSchema,
  type: shopOrderRef,
  what: 'Shop order',
  prepare: prepareOrder,
  run: async (tx, { shopOrderId, shopCourierId }, context, order) => {
    let courier = null;
    if (shopCourierId) {
      if (order.type !== 'DELIVERY') throw badInput(SHOP_COURIER_MESSAGES.notDelivery, { shopCourierId: SHOP_COURIER_MESSAGES.notDelivery });
      courier = await activeCourier(tx, shopCourierId);
    }
    const now = new Date();
    const moved = await moveOrder(tx, shopOrderId, 'acknowledge', { ...by(context), set: { acceptedTime: now, acceptedById: context.user!.id } });
    // Accepting is a person's decision: a second tap on an order already accepted is someone else's win.
    if (!moved.changed) throw conflict(SHOP_ORDER_MESSAGES.changedMeanwhile);
    if (courier) await assignCourier(tx, moved.order, courier, by(context));
    return { result: moved.order, activity: onOrder(shopOrderId, `Accepted order ${order.orderNo}${courier ? ` for courier ${courier.id}` : ''}.`) };
  },
});

defineCommand('finishOrder', {
  description:
    'Finishes an accepted order (ACK to COMPLETED): made and handed over, to the customer or the courier; only then may a courier pick a delivery up, and a courier vendor’s pick-up or delivery reported earlier takes effect. CONFLICT when the order is not accepted or another barista finished it first; NOT_FOUND outside the caller’s outlets. Recorded in the activity log.',
  authority: 'FINISH_ORDER',
  args: (arg) => ({ shopOrderId: arg.int({ description: 'The order’s id.', required: true }) }),
  input: shopOrderActionSchema,
  type: shopOrderRef,
  what: 'Shop order',
  prepare: prepareOrder,
  run: async (tx, { shopOrderId }, context, order) => {
    const moved = await moveOrder(tx, shopOrderId, 'finish', { ...by(context), set: { completedTime: new Date() } });
    if (!moved.changed) throw conflict(SHOP_ORDER_MESSAGES.changedMeanwhile);
    // The vendor's driver may have said they picked it up before it was made: that now counts.
    await applyHeldDeliveryStatus(tx, order);
    const delivery = (await readDelivery(tx, shopOrderId)) ?? null;
    return {
      result: moved.order,
      activity: onOrder(shopOrderId, `Finished order ${order.orderNo}.`),
      // Our courier waits for the order to be ready: finishing it tells them to pick it up.
      events: delivery?.shopCourierId ? [['shopCourierOrderStatusUpdated', { shopHubId: order.shopHubId, shopOrderId, courierId: delivery.shopCourierId }]] : [],
    };
  },
});

/** An order whose delivery a barista may still change: paid, accepted or finished, with a delivery. */
async function openDelivery(tx: Transaction, order: ShopOrderRow): Promise<DeliveryRow> {
  if (!['PAID', 'ACK', 'COMPLETED'].includes(order.state)) throw conflict(SHOP_COURIER_MESSAGES.orderClosed);
  const delivery = await readDelivery(tx, order.id);
  if (!delivery) throw badInput(SHOP_COURIER_MESSAGES.noDelivery, { shopOrderId: SHOP_COURIER_MESSAGES.noDelivery });
  return delivery;
}

defineCommand('retryDelivery', {
  description:
    'Tries a delivery again whose attempt was cancelled or found no driver: a new attempt starts, booked (confirmed) and without a driver, for the vendor to find one or a barista to give to our courier. CONFLICT when the delivery is not cancelled or without driver (or changed meanwhile), or the order is closed; BAD_USER_INPUT for an order without a delivery; NOT_FOUND outside the caller’s outlets. Recorded in the activity log.',
  authority: 'ACCEPT_ORDER',
  args: (arg) => ({ shopOrderId: arg.int({ description: 'The order’s id.', required: true }) }),
  input: shopOrderActionSchema,
  type: shopOrderRef,
  what: 'Shop order',
  prepare: prepareOrder,
  run: async (tx, { shopOrderId }, context, order) => {
    const read = await openDelivery(tx, order);
    if (read.status === null || !FAILED_STATUSES.includes(read.status)) throw conflict(SHOP_COURIER_MESSAGES.notRetriable);
    const now = new Date();
    const delivery = await changeDelivery(tx, read, {
      attempt: read.attempt + 1,
      status: 'confirmed',
      eventDate: now,
      vendorOrderNo: null,
      shopCourierId: null,
      driverName: null,
      driverPhone: null,
      driverPhotoUrl: null,
      liveTrackingUrl: null,
      cancelledBy: null,
      cancellationReason: null,
    });
    await recordStatuses(tx, shopOrderId, delivery.attempt, ['confirmed'], now);
    await recordOrderEvent(tx, shopOrderId, 'delivery-retried', { ...by(context), detail: { attempt: delivery.attempt } });
    await publishDeliveryChange(tx, order.shopHubId, shopOrderId, { courierIds: [read.shopCourierId] });
    return { result: order, activity: onOrder(shopOrderId, `Retried the delivery of order ${order.orderNo} (attempt ${delivery.attempt}).`, 'RETRY_DELIVERY') };
  },
});

defineCommand('reassignCourier', {
  description:
    'Gives an order’s delivery to another courier of ours (or to one of ours instead of the vendor’s driver) before it is picked up; a delivery whose attempt ended starts a new one. CONFLICT once the order is picked up or delivered, closed, or changed meanwhile; BAD_USER_INPUT under shopCourierId for a courier who does not exist or is inactive, or an order without a delivery; NOT_FOUND outside the caller’s outlets. Recorded in the activity log.',
  authority: 'ACCEPT_ORDER',
  args: (arg) => ({
    shopOrderId: arg.int({ description: 'The order’s id.', required: true }),
    shopCourierId: arg.int({ description: 'The id of our courier to deliver it.', required: true }),
  }),
  input: reassignCourierSchema,
  type: shopOrderRef,
  what: 'Shop order',
  prepare: prepareOrder,
  run: async (tx, { shopCourierId }, context, order) => {
    await openDelivery(tx, order);
    const courier = await activeCourier(tx, shopCourierId);
    await assignCourier(tx, order, courier, by(context));
    return { result: order, activity: onOrder(order.id, `Gave the delivery of order ${order.orderNo} to courier ${courier.id}.`, 'REASSIGN_COURIER') };
  },
});
