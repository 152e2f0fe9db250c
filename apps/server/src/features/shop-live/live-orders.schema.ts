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
import { LiveOrderRef } from '../shop-orders/live-order.schema';
import type { LoadedShopOrder } from '../shop-orders/order-loader';
import { DraftRef, type DraftRow } from '../shop-orders/pos-draft.schema';
import { shopOrderRef } from '../shop-orders/shop-orders.schema';
import { liveDraftById, liveOrderById, openOrdersOf } from './live-orders';

/*
 * The barista's live screen (spec: liveOrders and the six subscriptions). An event carries ids; the
 * order is read fresh when the event is delivered, and before that the subscriber's session,
 * authority and outlet mapping are checked again (live-gate.ts). Events are hints: a screen reads
 * liveOrders again whenever it (re)connects, so an event it missed costs nothing.
 */

/** The outlet, if it exists and the caller is mapped to it; else NOT_FOUND (a mapped-out outlet does not exist for them). */
async function visibleHub(context: Context, shopHubId: number): Promise<void> {
  const [hub] = await context.db.select({ id: shopHubs.id }).from(shopHubs).where(and(eq(shopHubs.id, shopHubId), shopHubScope()(context)));
  if (!hub) throw notFound('Outlet', shopHubId);
}

builder.queryField('liveOrders', (t) =>
  t.field({
    description: 'An outlet’s open orders (paid, accepted, scheduled ones among them) and its made deliveries on their way (picked up, not yet delivered), oldest paid first: what its live screen shows. Each is a ShopOrder.',
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
const fresh = new Map<string, Promise<LoadedShopOrder | DraftRow | null>>();
function readOnce(context: Context, event: PublishedEvent, draft: boolean): Promise<LoadedShopOrder | DraftRow | null> {
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
  { topic: 'orderPosDraftUpdated', description: 'A POS draft of the outlet was saved, changed or accepted; the event is the draft (a ShopPosDraftOrder).' },
];

for (const { topic, description } of HUB_TOPICS) {
  builder.subscriptionField(topic, (t) =>
    t.field({
      description: `${description} Each event is the order (or draft) read when it is delivered; the subscription ends (UNAUTHENTICATED) when the session ends or the outlet is no longer the user’s.`,
      type: (topic === 'orderPosDraftUpdated' ? DraftRef : shopOrderRef) as typeof shopOrderRef,
      nullable: true,
      authScopes: { authority: 'VIEW_LIVE_ORDER' },
      args: { shopHubId: t.arg.int({ description: 'The outlet’s id.', required: true }) },
      subscribe: async (_root, { shopHubId }, context) => {
        await visibleHub(context, shopHubId);
        return checkedEvents(context, topic, shopHubId, 'VIEW_LIVE_ORDER', shopHubId);
      },
      resolve: (event: Delivered, _args, context) => {
        if (event === ENDED) throw unauthenticated('Your session has ended or no longer allows this outlet.');
        return readOnce(context, event, topic === 'orderPosDraftUpdated') as Promise<LoadedShopOrder | null>;
      },
    }),
  );
}

builder.subscriptionField('shopCourierOrderStatusUpdated', (t) =>
  t.field({
    description: 'An order assigned to the courier changed (assigned, accepted, finished, a delivery status). A courier receives only their own.',
    type: shopOrderRef,
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
      return readOnce(context, event, false) as Promise<LoadedShopOrder | null>;
    },
  }),
);
