import { and, eq } from 'drizzle-orm';
import type { Authority } from '@back-office/domain';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { notFound, refused, unauthenticated } from '../../platform/errors';
import type { PublishedEvent } from '../../platform/events/live-events';
import type { LiveTopic } from '../../platform/events/outbox';
import { shopCouriers } from '../shop-couriers/shop-couriers.table';
import { shopHubScope } from '../shop-hubs/shop-hubs.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { ShopOrderTypeEnum, ShopPaymentMethodEnum } from '../shop-promotions/promo-rules';
import { liveDraftById, liveOrderById, openOrdersOf, type LiveOrder, type LiveOrderDelivery, type LiveOrderLine } from './live-orders';

/*
 * The barista's live screen (spec: liveOrders and the six subscriptions). An event carries ids; the
 * order is read fresh when the event is delivered, and before that the subscriber's session,
 * authority and outlet mapping are checked again (live-gate.ts). Events are hints: a screen reads
 * liveOrders again whenever it (re)connects, so an event it missed costs nothing.
 */

type LineChoice = LiveOrderLine['toppings'][number];

/** A live line's choice of one kind as sold: one type per kind, so a topping's id is never read as a size's. */
const liveChoice = (typeName: string, kind: string) =>
  builder.objectRef<LineChoice>(typeName).implement({
    description: `A ${kind} of a live order’s line, as sold.`,
    fields: (t) => ({
      id: t.exposeInt('id', { description: `The ${kind}’s id.` }),
      name: t.exposeString('name', { description: 'Its name when sold.' }),
      price: t.exposeInt('price', { description: 'Rupiah it added to one unit.' }),
      quantity: t.int({ description: 'How many, when it can be more than one.', nullable: true, resolve: (choice) => choice.quantity ?? null }),
    }),
  });

const LiveSize = liveChoice('LiveOrderSize', 'size (menu variant unit)');
const LiveTopping = liveChoice('LiveOrderTopping', 'topping');
const LiveCustomization = liveChoice('LiveOrderCustomization', 'customization item');

const LiveOrderMenu = builder.objectRef<LiveOrderLine>('LiveOrderMenu').implement({
  description: 'A line of a live order: the drink to make, with its choices and note.',
  fields: (t) => ({
    menuId: t.exposeInt('menuId', { description: 'The shop menu’s id, or null if it was removed since.', nullable: true }),
    name: t.exposeString('name', { description: 'The menu’s name when sold.' }),
    amount: t.exposeInt('amount', { description: 'How many to make.' }),
    price: t.exposeInt('price', { description: 'Rupiah for one unit.' }),
    totalPrice: t.exposeInt('totalPrice', { description: 'Rupiah for the line, before its discount.' }),
    discount: t.exposeInt('discount', { description: 'Rupiah of discount on the line.' }),
    note: t.exposeString('note', { description: 'The customer’s note, or null.', nullable: true }),
    variantUnits: t.field({ description: 'The variant units chosen.', type: [LiveSize], resolve: (line) => line.variantUnits }),
    toppings: t.field({ description: 'The toppings chosen.', type: [LiveTopping], resolve: (line) => line.toppings }),
    customizations: t.field({ description: 'The customizations chosen (sugar, ice…).', type: [LiveCustomization], resolve: (line) => line.customizations }),
  }),
});

const LiveOrderStatus = builder.objectRef<LiveOrderDelivery['statusHistories'][number]>('LiveOrderDeliveryStatus').implement({
  description: 'A delivery status as the courier vendor reported it.',
  fields: (t) => ({
    status: t.exposeString('status', { description: 'The delivery status (confirmed, allocated, picked, delivered…).' }),
    eventDate: t.field({ description: 'When the vendor says it happened.', type: 'DateTime', resolve: (status) => status.eventDate }),
  }),
});

const LiveOrderDeliveryRef = builder.objectRef<LiveOrderDelivery>('LiveOrderDelivery').implement({
  description: 'A live order’s delivery: who takes it and where it stands.',
  fields: (t) => ({
    courierVendor: t.exposeString('courierVendor', { description: 'GO_SEND or JUMPSTART (our own couriers).' }),
    orderNo: t.exposeString('orderNo', { description: 'The vendor’s booking number, or null.', nullable: true }),
    status: t.exposeString('status', { description: 'The latest delivery status, or null before the first.', nullable: true }),
    eventDate: t.field({ description: 'When the latest status happened, or null.', type: 'DateTime', nullable: true, resolve: (delivery) => delivery.eventDate }),
    driverName: t.exposeString('driverName', { description: 'The driver’s name, or null.', nullable: true }),
    driverPhone: t.exposeString('driverPhone', { description: 'The driver’s phone, or null.', nullable: true }),
    liveTrackingUrl: t.exposeString('liveTrackingUrl', { description: 'Where to follow the driver, or null.', nullable: true }),
    receiverName: t.exposeString('receiverName', { description: 'Who receives it, or null.', nullable: true }),
    address: t.exposeString('address', { description: 'Where it goes, or null.', nullable: true }),
    courierId: t.exposeInt('courierId', { description: 'Our own courier’s id, or null.', nullable: true }),
    cancellationReason: t.exposeString('cancellationReason', { description: 'Why the courier vendor cancelled it, in the vendor’s words, or null.', nullable: true }),
    statusHistories: t.field({ description: 'The statuses of the current attempt, oldest first.', type: [LiveOrderStatus], resolve: (delivery) => delivery.statusHistories }),
  }),
});

export const LiveOrderRef = builder.objectRef<LiveOrder>('LiveOrder').implement({
  description: 'An order as a barista’s live screen shows it (or, for orderPosDraftUpdated, a counter’s POS draft).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The order’s id (the draft’s for a POS draft).' }),
    orderId: t.exposeInt('orderId', { description: 'The order’s id; for a POS draft, the order it became, or null.', nullable: true }),
    draftOrderId: t.exposeInt('draftOrderId', { description: 'For a POS draft, the draft’s id; null for an order.', nullable: true }),
    hubId: t.exposeInt('hubId', { description: 'The outlet’s id.' }),
    hub: t.field({ description: 'The outlet’s name.', type: 'String', resolve: (order) => order.hubName }),
    orderNo: t.exposeString('orderNo', { description: 'The order number.' }),
    orderNoAlias: t.exposeString('orderNoAlias', { description: 'What the barista calls out.' }),
    type: t.field({ description: 'How it is taken and handed over.', type: ShopOrderTypeEnum, resolve: (order) => order.type as never }),
    scheduleType: t.exposeString('scheduleType', { description: 'NOW, or SCHEDULED for a chosen pick-up or delivery time.' }),
    state: t.exposeString('state', { description: 'PAID, ACK, COMPLETED, EXPIRED or MISSED (a POS draft: DRAFT, ACCEPTED or CANCELLED).' }),
    customer: t.exposeString('customerName', { description: 'The customer’s name, or null.', nullable: true }),
    collectedBy: t.exposeString('collectedBy', { description: 'Who collected it, or null.', nullable: true }),
    createdTime: t.field({ description: 'When it was placed.', type: 'DateTime', resolve: (order) => order.createdTime }),
    acceptedTime: t.field({ description: 'When a barista accepted it, or null.', type: 'DateTime', nullable: true, resolve: (order) => order.acceptedTime }),
    pickUpTime: t.field({ description: 'The chosen pick-up (or delivery) time of a scheduled order, or null.', type: 'DateTime', nullable: true, resolve: (order) => order.pickUpTime }),
    deliveredTime: t.field({ description: 'When it was delivered, or null.', type: 'DateTime', nullable: true, resolve: (order) => order.deliveredTime }),
    paidTime: t.field({ description: 'When it was paid, or null.', type: 'DateTime', nullable: true, resolve: (order) => order.paidTime }),
    expectedCompletedTime: t.field({ description: 'When it should be ready, or null.', type: 'DateTime', nullable: true, resolve: (order) => order.expectedCompletedTime }),
    menus: t.field({ description: 'The lines to make.', type: [LiveOrderMenu], resolve: (order) => order.menus }),
    deliveryDetail: t.field({ description: 'The delivery, for a delivery order; else null.', type: LiveOrderDeliveryRef, nullable: true, resolve: (order) => order.deliveryDetail }),
    paidAmount: t.exposeInt('paidAmount', { description: 'Rupiah paid.' }),
    paymentMethod: t.field({ description: 'How it was paid.', type: ShopPaymentMethodEnum, resolve: (order) => order.paymentMethod as never }),
    promoPartner: t.exposeString('promoPartner', { description: 'The POS promo partner’s name, or null.', nullable: true }),
    version: t.exposeInt('version', { description: 'Bumped by every change: a screen keeps the highest it has seen.' }),
  }),
});

/** The outlet, if it exists and the caller is mapped to it; else NOT_FOUND (a mapped-out outlet does not exist for them). */
async function visibleHub(context: Context, shopHubId: number): Promise<void> {
  const [hub] = await context.db.select({ id: shopHubs.id }).from(shopHubs).where(and(eq(shopHubs.id, shopHubId), shopHubScope()(context)));
  if (!hub) throw notFound('Outlet', shopHubId);
}

builder.queryField('liveOrders', (t) =>
  t.field({
    description: 'An outlet’s open orders (paid, accepted, scheduled ones among them) and its made deliveries on their way (picked up, not yet delivered), oldest paid first: what its live screen shows.',
    type: [LiveOrderRef],
    nullable: true,
    authScopes: { authority: 'VIEW_LIVE_ORDER' },
    args: { shopHubId: t.arg.int({ description: 'The outlet’s id.', required: true }) },
    resolve: async (_root, { shopHubId }, context) => {
      await visibleHub(context, shopHubId);
      return openOrdersOf(context.db, shopHubId);
    },
  }),
);

/** Marks the end of a subscriber whose session, authority or mapping no longer allows it. */
const ENDED = Symbol('ended');
type Delivered = PublishedEvent | typeof ENDED;

/**
 * The events of `topic` under `key`, each checked against the subscriber's session before it is
 * passed on; the first refused one ends the subscription.
 */
function checkedEvents(context: Context, topic: LiveTopic, key: number, authority: Authority, shopHubId: number | null): AsyncIterable<Delivered> {
  const live = context.live;
  if (!live) throw refused('Live updates are not available on this server.');
  const idHash = context.sessionIdHash;
  if (!idHash) throw unauthenticated();
  const source = live.pubsub.subscribe(topic, key);
  return (async function* () {
    for await (const event of source) {
      if (!(await live.allows(idHash, authority, shopHubId))) {
        yield ENDED;
        return;
      }
      yield event;
    }
  })();
}

/**
 * Reads each event's order once per process, however many screens receive it: a thousand screens
 * of one outlet cost one read per event.
 */
const fresh = new Map<string, Promise<LiveOrder | null>>();
function readOnce(context: Context, event: PublishedEvent, draft: boolean): Promise<LiveOrder | null> {
  const key = `${event.eventId}:${draft ? 'draft' : 'order'}`;
  let read = fresh.get(key);
  if (!read) {
    read = draft ? liveDraftById(context.db, event.shopDraftOrderId ?? 0) : liveOrderById(context.db, event.shopOrderId ?? 0);
    fresh.set(key, read);
    setTimeout(() => fresh.delete(key), 2_000).unref();
  }
  return read;
}

const HUB_TOPICS: { topic: Exclude<LiveTopic, 'shopCourierOrderStatusUpdated'>; description: string }[] = [
  { topic: 'orderPaid', description: 'An order of the outlet was paid (it is new on the live screen).' },
  { topic: 'orderDeliveryStatusUpdated', description: 'The delivery of an order of the outlet has a new status.' },
  { topic: 'orderCash', description: 'A cash order was placed at the outlet’s counter.' },
  { topic: 'orderCourierAssigned', description: 'A courier was assigned to an order of the outlet.' },
  { topic: 'orderPosDraftUpdated', description: 'A POS draft of the outlet was saved, changed or accepted; the live order is the draft (draftOrderId set).' },
];

for (const { topic, description } of HUB_TOPICS) {
  builder.subscriptionField(topic, (t) =>
    t.field({
      description: `${description} Each event is the live order read when it is delivered; the subscription ends (UNAUTHENTICATED) when the session ends or the outlet is no longer the user’s.`,
      type: LiveOrderRef,
      nullable: true,
      authScopes: { authority: 'VIEW_LIVE_ORDER' },
      args: { shopHubId: t.arg.int({ description: 'The outlet’s id.', required: true }) },
      subscribe: async (_root, { shopHubId }, context) => {
        await visibleHub(context, shopHubId);
        return checkedEvents(context, topic, shopHubId, 'VIEW_LIVE_ORDER', shopHubId);
      },
      resolve: (event: Delivered, _args, context) => {
        if (event === ENDED) throw unauthenticated('Your session has ended or no longer allows this outlet.');
        return readOnce(context, event, topic === 'orderPosDraftUpdated');
      },
    }),
  );
}

builder.subscriptionField('shopCourierOrderStatusUpdated', (t) =>
  t.field({
    description: 'An order assigned to the courier changed (assigned, accepted, finished, a delivery status). A courier receives only their own.',
    type: LiveOrderRef,
    nullable: true,
    authScopes: { authority: 'IS_COURIER' },
    args: { courierId: t.arg.int({ description: 'The courier’s id: the caller’s own.', required: true }) },
    subscribe: async (_root, { courierId }, context) => {
      const [courier] = await context.db.select({ id: shopCouriers.id }).from(shopCouriers).where(and(eq(shopCouriers.id, courierId), eq(shopCouriers.userId, context.user!.id)));
      if (!courier) throw refused('You can follow only your own deliveries.');
      return checkedEvents(context, 'shopCourierOrderStatusUpdated', courierId, 'IS_COURIER', null);
    },
    resolve: (event: Delivered, _args, context) => {
      if (event === ENDED) throw unauthenticated('Your session has ended.');
      return readOnce(context, event, false);
    },
  }),
);
