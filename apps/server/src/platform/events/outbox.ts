import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { eventOutbox } from './outbox.table';

/** The live topics (spec point 7, subscriptions), each keyed by the outlet or the courier it concerns. */
export const LIVE_TOPICS = ['orderPaid', 'orderDeliveryStatusUpdated', 'orderCash', 'orderCourierAssigned', 'orderPosDraftUpdated', 'shopCourierOrderStatusUpdated', 'machineStatusChanged', 'machineIncidentChanged'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The topics about the fleet, published under FLEET_KEY and checked per event against the machine mapping. */
export const MACHINE_TOPICS = ['machineStatusChanged', 'machineIncidentChanged'] as const satisfies readonly LiveTopic[];
/** The one key the fleet's topics are published under: a subscriber's machines are chosen per event. */
export const FLEET_KEY = 0;

/** What an event carries: the order (or draft) and the outlet or courier it is for; or the machine (and incident). */
export interface LiveEvent {
  shopHubId?: number;
  machineId?: number | null;
  incidentId?: number | null;
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
