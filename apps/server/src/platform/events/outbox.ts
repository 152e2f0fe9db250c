import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { eventOutbox } from './outbox.table';

/** The live topics (spec point 7, subscriptions), each keyed by the outlet or the courier it concerns. */
export const LIVE_TOPICS = ['orderPaid', 'orderDeliveryStatusUpdated', 'orderCash', 'orderCourierAssigned', 'orderPosDraftUpdated', 'shopCourierOrderStatusUpdated'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** What an event carries: the order (or draft) and the outlet or courier it is for. */
export interface LiveEvent {
  shopHubId: number;
  shopOrderId?: number | null;
  shopDraftOrderId?: number | null;
  courierId?: number | null;
}

/**
 * Queues a live event in the caller's transaction. It is published only if that transaction commits
 * (the publisher in live-events.ts sends and deletes it after the commit).
 */
export async function queueLiveEvent(tx: Queryable, topic: LiveTopic, event: LiveEvent): Promise<void> {
  await tx.insert(eventOutbox).values({ topic, payload: { ...event } });
  // Delivered to every instance's listener only when the transaction commits, and once however many
  // events it queued: the publishers wake at once instead of waiting for their poll.
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** The channel the outbox's writers NOTIFY and its publishers LISTEN on. */
export const OUTBOX_CHANNEL = 'event_outbox';
