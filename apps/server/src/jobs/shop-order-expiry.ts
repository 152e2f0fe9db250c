import { countOf } from '@back-office/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { moveOrder } from '../features/shop-orders/order-moves';
import { shopOrders } from '../features/shop-orders/shop-orders.table';
import { startRepeatingJob } from './repeating-job';

/*
 * Unpaid orders expire once their time is up (created time plus the configured pending minutes,
 * kept on the order as expiredTime). Every server instance runs this check; each claims a batch of
 * due orders with FOR UPDATE SKIP LOCKED, so two instances never take the same order, and a payment
 * arriving at the same moment either waits for the batch (and finds the order expired) or holds the
 * order (and the check skips it, then finds it paid). Each order moves through moveOrder, the one
 * conditional update, so a paid order is never expired and an expired one gets one timeline line.
 */

const BATCH_SIZE = 200;
const DEFAULT_EVERY_SECONDS = 30;

/** Expires one batch of due orders; answers how many it expired. */
async function expireBatch(db: Database, now: Date, batchSize: number): Promise<{ claimed: number; expired: number }> {
  return db.transaction(async (transaction) => {
    const due = await transaction
      .select({ id: shopOrders.id })
      .from(shopOrders)
      .where(and(eq(shopOrders.state, 'WAITING_FOR_PAYMENT'), lte(shopOrders.expiredTime, now)))
      .orderBy(asc(shopOrders.expiredTime), asc(shopOrders.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let expired = 0;
    for (const { id } of due) {
      // moveOrder gives the order's promo and voucher uses back in the same transaction.
      const { changed } = await moveOrder(transaction, id, 'expire', { source: 'expiry-job' });
      if (changed) expired += 1;
    }
    return { claimed: due.length, expired };
  });
}

/** Expires every order due at `now`, batch after batch; answers how many this runner expired. */
export async function expireDueShopOrders(db: Database, now = new Date(), batchSize = BATCH_SIZE): Promise<number> {
  let total = 0;
  for (;;) {
    const { claimed, expired } = await expireBatch(db, now, batchSize);
    total += expired;
    // A short batch: nothing more is due, or the rest is held by another runner, which will expire it.
    if (claimed < batchSize) return total;
  }
}

/** Starts the check (SHOP_ORDER_EXPIRY_EVERY_SECONDS, 30 unless set; "off" turns it off); returns what stops it. */
export function startShopOrderExpiry(db: Database, setting = process.env.SHOP_ORDER_EXPIRY_EVERY_SECONDS ?? String(DEFAULT_EVERY_SECONDS), log?: (line: string) => void): () => void {
  return startRepeatingJob({
    name: 'The shop order expiry',
    variable: 'SHOP_ORDER_EXPIRY_EVERY_SECONDS',
    setting,
    maxSeconds: 3600,
    log,
    run: async () => {
      const count = await expireDueShopOrders(db);
      return count > 0 ? `Expired ${countOf(count, 'unpaid shop order')}.` : undefined;
    },
  });
}
