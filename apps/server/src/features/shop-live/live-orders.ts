import { and, asc, eq, exists, inArray, or } from 'drizzle-orm';
import { ON_THE_WAY_DELIVERY_STATUSES } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { loadShopOrder, loadShopOrders, type LoadedShopOrder } from '../shop-orders/order-loader';
import type { DraftRow } from '../shop-orders/pos-draft.schema';
import { shopOrderDeliveries, shopOrders, shopPosDraftOrders } from '../shop-orders/shop-orders.table';

/*
 * Which orders a barista's live screen shows (spec: LiveOrder), read fresh through the one order
 * loader each time: for the screen's first read and for every event, whose payload holds only ids.
 * The outlet was checked against the caller's mapping before (live-orders.schema.ts, live-gate.ts).
 */

/** The states a live screen shows: paid and waiting to be made, and accepted (being made); a made delivery shows while it is on its way. */
export const LIVE_STATES = ['PAID', 'ACK'] as const;

/**
 * An outlet's open orders: what its live screen starts from, and reads again on every reconnect. Those
 * paid or being made, and those made whose courier has picked them up and not yet delivered them;
 * the oldest paid first.
 */
export const openOrdersOf = (db: Queryable, shopHubId: number): Promise<LoadedShopOrder[]> =>
  loadShopOrders(
    db,
    and(
      eq(shopOrders.shopHubId, shopHubId),
      or(
        inArray(shopOrders.state, [...LIVE_STATES]),
        and(
          eq(shopOrders.state, 'COMPLETED'),
          exists(
            db
              .select({ one: shopOrderDeliveries.shopOrderId })
              .from(shopOrderDeliveries)
              .where(and(eq(shopOrderDeliveries.shopOrderId, shopOrders.id), inArray(shopOrderDeliveries.status, [...ON_THE_WAY_DELIVERY_STATUSES]))),
          ),
        ),
      ),
    ),
    [asc(shopOrders.paidTime), asc(shopOrders.id)],
  );

/** One order, whatever its state (an event may say it left the screen). */
export const liveOrderById = (db: Queryable, shopOrderId: number) => loadShopOrder(db, eq(shopOrders.id, shopOrderId));

/** A POS draft, so a second screen at the counter follows it; its id is the draft's own. */
export async function liveDraftById(db: Queryable, draftId: number): Promise<DraftRow | null> {
  const [draft] = await db.select().from(shopPosDraftOrders).where(eq(shopPosDraftOrders.id, draftId));
  return draft ?? null;
}
