import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { DELIVERY_STATUS_RANK, SHOP_COURIER_MESSAGES, isReadyForPickUp, shopOrderActionSchema, type DeliveryStatus } from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { mappingScope } from '../../platform/mappings';
import { changeDelivery, publishDeliveryChange, recordStatuses, stampOrder } from './order-deliveries';
import { shopCouriers } from '../shop-couriers/shop-couriers.table';
import { ShopHub } from '../shop-hubs/shop-hubs.schema';
import { loadShopOrders, type LoadedShopOrder } from './order-loader';
import { recordOrderEvent } from './order-moves';
import { shopOrderRef } from './shop-orders.schema';
import { shopOrderDeliveries, shopOrders } from './shop-orders.table';

/*
 * A courier's deliveries ("courier orders" of the spec): the courier sees the orders given to them and
 * moves each forward, picked up and on the way (deliver), then delivered (complete). A courier sees
 * and moves only their own; an outlet's list is for the people who run it. Each is a ShopOrder, read
 * through the one order loader; its delivery is its deliveryDetail.
 */

/** How long a delivered order stays on the courier's list, so they can see what they just did. */
const DELIVERED_KEPT_HOURS = 12;

/** The caller's own courier row, or null when they are not a courier. */
async function myCourier(db: Queryable, context: Context) {
  const [courier] = await db.select().from(shopCouriers).where(eq(shopCouriers.userId, context.user!.id));
  return courier ?? null;
}

/** Deliveries still to do, and those delivered in the last hours; open orders only. */
async function courierOrders(context: Context, condition: SQL): Promise<LoadedShopOrder[]> {
  const ids = await context.db
    .select({ id: shopOrders.id })
    .from(shopOrderDeliveries)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderDeliveries.shopOrderId))
    .where(
      and(
        condition,
        inArray(shopOrders.state, ['PAID', 'ACK', 'COMPLETED']),
        or(
          isNull(shopOrderDeliveries.status),
          and(ne(shopOrderDeliveries.status, 'delivered'), ne(shopOrderDeliveries.status, 'cancelled'), ne(shopOrderDeliveries.status, 'no_driver')),
          and(eq(shopOrderDeliveries.status, 'delivered'), gt(shopOrderDeliveries.eventDate, sql`now() - make_interval(hours => ${DELIVERED_KEPT_HOURS})`)),
        ),
      ),
    )
    // What is still to do first (delivered last), then the oldest acceptance first.
    .orderBy(sql`(${shopOrderDeliveries.status} = 'delivered') nulls first`, asc(shopOrders.acceptedTime), desc(shopOrders.id));
  const orders = await loadShopOrders(context.db, inArray(shopOrders.id, ids.length > 0 ? ids.map((row) => row.id) : [0]));
  return ids.map((row) => orders.find((order) => order.id === row.id)!);
}

builder.queryField('courierOrdersByCourier', (t) =>
  t.field({
    nullable: true,
    type: [shopOrderRef],
    description: `The signed-in courier’s own deliveries: those still to pick up or on the way, then those delivered in the last ${DELIVERED_KEPT_HOURS} hours. Empty for a user who is not a courier.`,
    authScopes: { authority: 'IS_COURIER' },
    resolve: async (_root, _args, context) => {
      const courier = await myCourier(context.db, context);
      return courier ? courierOrders(context, eq(shopOrderDeliveries.shopCourierId, courier.id)) : [];
    },
  }),
);

builder.queryField('courierOrdersByShopHubId', (t) =>
  t.field({
    nullable: true,
    type: [shopOrderRef],
    description: `An outlet’s deliveries by our couriers and the vendor’s still open, and those delivered in the last ${DELIVERED_KEPT_HOURS} hours. NOT_FOUND for an outlet outside the caller’s mapping.`,
    args: { shopHubId: t.arg.int({ description: 'The id of the outlet.', required: true }) },
    authScopes: { authority: 'VIEW_SHOP_COURIER' },
    resolve: async (_root, { shopHubId }, context) => {
      await ShopHub.findById(context, shopHubId);
      return courierOrders(context, and(eq(shopOrders.shopHubId, shopHubId), mappingScope(context, 'shopHubs', shopOrders.shopHubId))!);
    },
  }),
);

/** The caller's own delivery of the order; NOT_FOUND when it is not theirs, CONFLICT when the order is closed. */
async function myDelivery(db: Queryable, context: Context, shopOrderId: number) {
  const courier = await myCourier(db, context);
  const [row] = courier
    ? await db
        .select({ order: shopOrders, delivery: shopOrderDeliveries })
        .from(shopOrderDeliveries)
        .innerJoin(shopOrders, eq(shopOrders.id, shopOrderDeliveries.shopOrderId))
        .where(and(eq(shopOrderDeliveries.shopOrderId, shopOrderId), eq(shopOrderDeliveries.shopCourierId, courier.id)))
    : [];
  if (!row || !courier) throw notFound('Delivery of shop order', shopOrderId);
  if (!['ACK', 'COMPLETED'].includes(row.order.state)) throw conflict(SHOP_COURIER_MESSAGES.orderClosed);
  return { ...row, courier };
}

type MyDelivery = Awaited<ReturnType<typeof myDelivery>>;

/** Moves the courier's own delivery (read before the transaction) forward, or answers CONFLICT; refused when it changed meanwhile. */
async function moveMyDelivery(tx: Transaction, context: Context, { order, delivery: read, courier }: MyDelivery, move: 'deliver' | 'complete') {
  const statuses: DeliveryStatus[] = move === 'deliver' ? ['picked', 'out_for_delivery'] : ['delivered'];
  const target = statuses.at(-1)!;
  const shopOrderId = order.id;
  const rank = read.status ? DELIVERY_STATUS_RANK[read.status] : 0;
  if (read.status === 'delivered') throw conflict(SHOP_COURIER_MESSAGES.alreadyDelivered);
  if (read.status === 'cancelled' || read.status === 'no_driver') throw conflict(SHOP_COURIER_MESSAGES.orderClosed);
  if (move === 'deliver' && rank >= DELIVERY_STATUS_RANK.picked) throw conflict(SHOP_COURIER_MESSAGES.changedMeanwhile);
  // A courier takes the order only once it is made (the outlet finished it).
  if (move === 'deliver' && !isReadyForPickUp(order.state)) throw conflict(SHOP_COURIER_MESSAGES.notReady);
  if (move === 'complete' && rank < DELIVERY_STATUS_RANK.picked) throw conflict(SHOP_COURIER_MESSAGES.notOnTheWay);
  const now = new Date();
  const delivery = await changeDelivery(tx, read, { status: target, eventDate: now });
  await recordStatuses(tx, shopOrderId, delivery.attempt, statuses, now);
  await stampOrder(tx, shopOrderId, move === 'deliver' ? { pickUpTime: now } : { deliveredTime: now });
  await recordOrderEvent(tx, shopOrderId, move === 'deliver' ? 'delivery-picked-up' : 'delivery-delivered', { source: 'user', userId: context.user!.id, detail: { status: target } });
  await publishDeliveryChange(tx, order.shopHubId, shopOrderId, { courierIds: [courier.id] });
  const [fresh] = await tx.select().from(shopOrders).where(eq(shopOrders.id, shopOrderId));
  return {
    result: fresh!,
    activity: {
      activity: move === 'deliver' ? 'DELIVER_SHOP_ORDER' : 'COMPLETE_SHOP_ORDER',
      entity: 'SHOP_ORDER',
      recordId: shopOrderId,
      message: move === 'deliver' ? `Picked up order ${order.orderNo} for delivery.` : `Delivered order ${order.orderNo}.`,
    },
  };
}

/** Only the courier the delivery is given to may move it: anyone else's is NOT_FOUND, before anything changes. */
const prepareMyDelivery = ({ shopOrderId }: { shopOrderId: number }, context: Context) => myDelivery(context.db, context, shopOrderId);

defineCommand('deliverCourierOrder', {
  description:
    'The courier has picked the order up and is on the way (picked, then out_for_delivery). Only the courier it is given to, once the outlet has made it (finished: COMPLETED); NOT_FOUND for anyone else’s. CONFLICT when it is still being made, already on the way or delivered, or the order is closed. Recorded in the activity log.',
  authority: 'IS_COURIER',
  args: (arg) => ({ shopOrderId: arg.int({ description: 'The order’s id.', required: true }) }),
  input: shopOrderActionSchema,
  type: shopOrderRef,
  what: 'Shop order',
  prepare: prepareMyDelivery,
  run: (tx, _input, context, mine) => moveMyDelivery(tx, context, mine, 'deliver'),
});

defineCommand('completeCourierOrder', {
  description:
    'The courier has handed the order over (delivered). Only the courier it is given to, once it is on the way; NOT_FOUND for anyone else’s. CONFLICT when it is not picked up yet, already delivered, or the order is closed. Recorded in the activity log.',
  authority: 'IS_COURIER',
  args: (arg) => ({ shopOrderId: arg.int({ description: 'The order’s id.', required: true }) }),
  input: shopOrderActionSchema,
  type: shopOrderRef,
  what: 'Shop order',
  prepare: prepareMyDelivery,
  run: (tx, _input, context, mine) => moveMyDelivery(tx, context, mine, 'complete'),
});
