import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { SHOP_LOYALTY_MESSAGES, type ShopLoyaltyKind } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { badInput } from '../../platform/errors';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { shopLoyaltyAccounts, shopLoyaltyEntries, shopLoyaltySettings } from './shop-loyalty.table';

/*
 * The ledger's one way to write: lock the customer's account row (made the first time), append the
 * change with the balance after it and move the balance, in the caller's transaction. The lock makes
 * concurrent changes of one customer follow one another, so a check against the balance holds until
 * the change is written; the checks on the tables refuse a balance below zero whatever happens.
 * Debits take from the credits oldest first (their `remaining`), so what expires is what is left of
 * the oldest points.
 */

export type LoyaltySettings = typeof shopLoyaltySettings.$inferSelect;
export type LoyaltyEntry = typeof shopLoyaltyEntries.$inferSelect;

const DAY_MS = 86_400_000;

/** The loyalty settings: the saved row, or the defaults (saved the first time they are read). */
export async function readLoyaltySettings(db: Queryable): Promise<LoyaltySettings> {
  const [row] = await db.select().from(shopLoyaltySettings).where(eq(shopLoyaltySettings.id, 1));
  if (row) return row;
  const [made] = await db.insert(shopLoyaltySettings).values({ id: 1 }).onConflictDoNothing().returning();
  return made ?? (await readLoyaltySettings(db));
}

/** Locks the customer's account (making it the first time) and answers its balance; BAD_USER_INPUT for no such customer. */
export async function lockAccount(tx: Queryable, customerId: number): Promise<number> {
  const [customer] = await tx.select({ id: shopCustomers.id }).from(shopCustomers).where(eq(shopCustomers.id, customerId));
  if (!customer) throw badInput(SHOP_LOYALTY_MESSAGES.unknownCustomer, { customerId: SHOP_LOYALTY_MESSAGES.unknownCustomer });
  await tx.insert(shopLoyaltyAccounts).values({ customerId }).onConflictDoNothing();
  const [account] = await tx.select({ balance: shopLoyaltyAccounts.balance }).from(shopLoyaltyAccounts).where(eq(shopLoyaltyAccounts.customerId, customerId)).for('update');
  return account!.balance;
}

/** A customer's balance without locking it (0 before their first change). */
export async function balanceOf(db: Queryable, customerId: number): Promise<number> {
  const [account] = await db.select({ balance: shopLoyaltyAccounts.balance }).from(shopLoyaltyAccounts).where(eq(shopLoyaltyAccounts.customerId, customerId));
  return account?.balance ?? 0;
}

/** Whether a change with this key was written already. */
export async function hasEntry(tx: Queryable, eventKey: string): Promise<LoyaltyEntry | undefined> {
  const [entry] = await tx.select().from(shopLoyaltyEntries).where(eq(shopLoyaltyEntries.eventKey, eventKey));
  return entry;
}

/** Takes `points` from the customer's credits, oldest first (preferring one order's own credit), under the account's lock. */
async function takeFromCredits(tx: Queryable, customerId: number, points: number, preferOrderId?: number | null): Promise<void> {
  let left = points;
  const credits = await tx
    .select({ id: shopLoyaltyEntries.id, remaining: shopLoyaltyEntries.remaining })
    .from(shopLoyaltyEntries)
    .where(and(eq(shopLoyaltyEntries.customerId, customerId), gt(shopLoyaltyEntries.remaining, 0)))
    .orderBy(
      ...(preferOrderId != null ? [sql`(${shopLoyaltyEntries.shopOrderId} is distinct from ${preferOrderId})`] : []),
      sql`${shopLoyaltyEntries.expiresAt} asc nulls last`,
      asc(shopLoyaltyEntries.id),
    )
    .for('update');
  const emptied: number[] = [];
  for (const credit of credits) {
    if (left === 0) break;
    const take = Math.min(left, credit.remaining);
    left -= take;
    if (take === credit.remaining) emptied.push(credit.id);
    else await tx.update(shopLoyaltyEntries).set({ remaining: credit.remaining - take }).where(eq(shopLoyaltyEntries.id, credit.id));
  }
  if (emptied.length > 0) await tx.update(shopLoyaltyEntries).set({ remaining: 0 }).where(inArray(shopLoyaltyEntries.id, emptied));
}

export interface LedgerChange {
  customerId: number;
  kind: ShopLoyaltyKind;
  /** Signed: positive adds points, negative takes them. Never 0. */
  points: number;
  shopOrderId?: number | null;
  eventKey?: string | null;
  reason?: string | null;
  createdById?: number | null;
  /** For a credit: when what is left of it expires. */
  expiresAt?: Date | null;
  /** For a debit: the order whose credit it takes first. */
  preferOrderId?: number | null;
  /** False where the caller has taken the points from a credit itself (an expiry). */
  takeFromCredits?: boolean;
}

/**
 * Appends one change for a customer whose account the caller has locked (`balance` is what
 * lockAccount answered); answers the row. A debit larger than the balance is refused.
 */
export async function appendChange(tx: Queryable, balance: number, change: LedgerChange): Promise<LoyaltyEntry> {
  const balanceAfter = balance + change.points;
  if (balanceAfter < 0) throw badInput(SHOP_LOYALTY_MESSAGES.belowZero(balance), { points: SHOP_LOYALTY_MESSAGES.belowZero(balance) });
  if (change.points < 0 && change.takeFromCredits !== false) await takeFromCredits(tx, change.customerId, -change.points, change.preferOrderId);
  const [entry] = await tx
    .insert(shopLoyaltyEntries)
    .values({
      customerId: change.customerId,
      shopOrderId: change.shopOrderId ?? null,
      kind: change.kind,
      points: change.points,
      balanceAfter,
      remaining: change.points > 0 ? change.points : 0,
      expiresAt: change.points > 0 ? (change.expiresAt ?? null) : null,
      eventKey: change.eventKey ?? null,
      reason: change.reason ?? null,
      createdById: change.createdById ?? null,
    })
    .returning();
  await tx.update(shopLoyaltyAccounts).set({ balance: balanceAfter, updatedAt: sql`now()` }).where(eq(shopLoyaltyAccounts.customerId, change.customerId));
  return entry!;
}

/** When a credit made now expires. */
export function creditExpiry(settings: LoyaltySettings, now: Date): Date {
  return new Date(now.getTime() + settings.expiryDays * DAY_MS);
}

/** When points earned by an order paid at `paidTime` count. */
export function countsAt(settings: LoyaltySettings, paidTime: Date): Date {
  return new Date(paidTime.getTime() + settings.pendingDays * DAY_MS);
}
