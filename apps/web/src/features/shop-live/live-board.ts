import { isOutForDelivery } from '@back-office/domain';
import type { LiveOrderFieldsFragment } from './shop-live.generated';

/*
 * How the live screen sorts orders into columns and says how long each has waited. Pure, so the
 * rules are tested without a browser.
 */

export type LiveOrderCard = LiveOrderFieldsFragment;

/** Minutes a drink takes to make: a scheduled order shows up this long before its pick-up time. */
export const PREPARATION_MINUTES = 15;

/** Past these many minutes since it was paid (or came due), an order is "waiting long", then "late". */
export const AGE_THRESHOLDS = { yellow: 5, red: 10 } as const;

/** The columns, in order; their words are the translations' `live.columns`. */
export const COLUMNS = ['new', 'making', 'delivery', 'scheduled'] as const;
export type ColumnId = (typeof COLUMNS)[number];

/** When the order is due on the screen: when paid, or for a scheduled one its pick-up time less the preparation time. */
export function dueAt(order: LiveOrderCard): Date {
  const paid = new Date(order.paidTime ?? order.createdTime);
  if (order.scheduleType !== 'SCHEDULED' || !order.pickUpTime) return paid;
  const due = new Date(new Date(order.pickUpTime).getTime() - PREPARATION_MINUTES * 60_000);
  return due > paid ? due : paid;
}

/**
 * The column an open order stands in. Only a scheduled order waits in Scheduled: an order paid for
 * now is new at once, even when its paid time is a moment ahead of this screen's clock (a screen
 * whose clock runs behind the server's, or whose `now` was taken before the order arrived).
 */
export function columnOf(order: LiveOrderCard, now: Date): ColumnId | null {
  if (order.state === 'PAID') return order.scheduleType === 'SCHEDULED' && dueAt(order) > now ? 'scheduled' : 'new';
  // A delivery the courier has picked up (only once the order is made) stands in Out for delivery until delivered.
  if (isOutForDelivery(order.deliveryDetail?.status)) return order.state === 'ACK' || order.state === 'COMPLETED' ? 'delivery' : null;
  if (order.state === 'ACK') return 'making';
  return null;
}

export type Age = { minutes: number; level: 'ok' | 'yellow' | 'red' };

/** How long the order has waited since it came due (for an accepted one, since it was accepted); its words are the translations' `live.age`. */
export function ageOf(order: LiveOrderCard, now: Date): Age {
  const since = order.state === 'ACK' && order.acceptedTime ? new Date(order.acceptedTime) : dueAt(order);
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  const level = minutes >= AGE_THRESHOLDS.red ? 'red' : minutes >= AGE_THRESHOLDS.yellow ? 'yellow' : 'ok';
  return { minutes, level };
}

/**
 * Merges an order that arrived by event into the screen's orders: a later version replaces an
 * earlier one (events may arrive out of order), and an order that left the screen's columns leaves.
 */
export function mergeOrder(orders: ReadonlyMap<number, LiveOrderCard>, order: LiveOrderCard): Map<number, LiveOrderCard> {
  const next = new Map(orders);
  const known = next.get(order.id);
  if (known && known.version > order.version) return next;
  if (columnOf(order, new Date()) !== null) next.set(order.id, order);
  else next.delete(order.id);
  return next;
}
