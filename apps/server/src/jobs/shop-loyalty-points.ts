import { countOf } from '@back-office/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appendChange, lockAccount } from '../features/shop-loyalty/ledger';
import { countPendingPoints } from '../features/shop-loyalty/order-points';
import { shopLoyaltyAccounts, shopLoyaltyEntries, shopLoyaltyPending } from '../features/shop-loyalty/shop-loyalty.table';
import { startRepeatingJob } from './repeating-job';

/*
 * The loyalty job (docs/shop-loyalty.md): counts the pending points whose days have passed, then
 * expires what is left of credits past their expiry, oldest first. Each batch is claimed with FOR
 * UPDATE SKIP LOCKED (pending rows, then customers' accounts), so two runners never take the same
 * rows; a credit expires once (its remaining becomes 0, its EXPIRE row has a unique key), so running
 * it twice changes nothing the second time.
 */

const BATCH_SIZE = 200;

async function countBatch(db: Database, now: Date, batchSize: number): Promise<{ claimed: number; done: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ shopOrderId: shopLoyaltyPending.shopOrderId })
      .from(shopLoyaltyPending)
      .where(and(eq(shopLoyaltyPending.state, 'PENDING'), lte(shopLoyaltyPending.countsAt, now)))
      .orderBy(asc(shopLoyaltyPending.countsAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let done = 0;
    for (const { shopOrderId } of due) if (await countPendingPoints(tx, shopOrderId, now)) done += 1;
    return { claimed: due.length, done };
  });
}

async function expireBatch(db: Database, now: Date, batchSize: number): Promise<{ claimed: number; done: number }> {
  return db.transaction(async (tx) => {
    const dueCredit = sql`exists (select 1 from ${shopLoyaltyEntries} e where e.customer_id = ${shopLoyaltyAccounts.customerId} and e.remaining > 0 and e.expires_at <= ${now})`;
    const accounts = await tx.select({ customerId: shopLoyaltyAccounts.customerId }).from(shopLoyaltyAccounts).where(dueCredit).limit(batchSize).for('update', { skipLocked: true });
    let done = 0;
    for (const { customerId } of accounts) {
      let balance = await lockAccount(tx, customerId);
      const credits = await tx
        .select()
        .from(shopLoyaltyEntries)
        .where(and(eq(shopLoyaltyEntries.customerId, customerId), gt(shopLoyaltyEntries.remaining, 0), lte(shopLoyaltyEntries.expiresAt, now)))
        .orderBy(asc(shopLoyaltyEntries.expiresAt), asc(shopLoyaltyEntries.id));
      for (const credit of credits) {
        const points = Math.min(credit.remaining, balance);
        await tx.update(shopLoyaltyEntries).set({ remaining: 0 }).where(eq(shopLoyaltyEntries.id, credit.id));
        if (points === 0) continue;
        // The credit's own remaining is emptied above, so the debit takes nothing more from the others.
        const entry = await appendChange(tx, balance, { customerId, kind: 'EXPIRE', points: -points, eventKey: `expire:${credit.id}`, preferOrderId: null, reason: `Unspent points of ${credit.createdAt.toISOString().slice(0, 10)} expired.`, takeFromCredits: false });
        balance = entry.balanceAfter;
        done += 1;
      }
    }
    return { claimed: accounts.length, done };
  });
}

/** Counts due pending points and expires due credits, batch after batch; answers how many of each. */
export async function runShopLoyaltyPoints(db: Database, now = new Date(), batchSize = BATCH_SIZE): Promise<{ counted: number; expired: number }> {
  let counted = 0;
  let expired = 0;
  for (;;) {
    const batch = await countBatch(db, now, batchSize);
    counted += batch.done;
    if (batch.claimed < batchSize) break;
  }
  for (;;) {
    const batch = await expireBatch(db, now, batchSize);
    expired += batch.done;
    if (batch.claimed < batchSize) break;
  }
  return { counted, expired };
}

/** Starts the job (SHOP_LOYALTY_EVERY_SECONDS, 300 unless set; "off" turns it off); returns what stops it. */
export function startShopLoyaltyPoints(db: Database, setting = process.env.SHOP_LOYALTY_EVERY_SECONDS ?? '300', log?: (line: string) => void): () => void {
  return startRepeatingJob({
    name: 'The loyalty points job',
    variable: 'SHOP_LOYALTY_EVERY_SECONDS',
    setting,
    maxSeconds: 86_400,
    log,
    run: async () => {
      const { counted, expired } = await runShopLoyaltyPoints(db);
      return counted > 0 || expired > 0 ? `Loyalty points: counted ${countOf(counted, 'pending earning')}, expired ${countOf(expired, 'credit')}.` : undefined;
    },
  });
}
