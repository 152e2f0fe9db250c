import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { appendChange, balanceOf, lockAccount } from './ledger';
import { endOrderPoints, orderPointsOnMove, redeemOrderPoints } from './order-points';
import { shopLoyaltyEntries, shopLoyaltySettings } from './shop-loyalty.table';

/*
 * The ledger against real PostgreSQL: random runs of earnings, redemptions, reversals and
 * adjustments keep the balance at or above zero and equal to the sum of the rows; replayed events
 * earn once; concurrent redemptions of one customer never overspend.
 */

let app: TestApp;
let sequence = 0;

beforeAll(async () => {
  app = await startTestApp();
  // Points count at once here; pending is the expiry job's test.
  await app.db.insert(shopLoyaltySettings).values({ id: 1, pendingDays: 0 }).onConflictDoUpdate({ target: shopLoyaltySettings.id, set: { pendingDays: 0 } });
});
afterAll(() => app.close());

const newCustomer = async () => {
  sequence += 1;
  const [row] = await app.db.insert(shopCustomers).values({ name: `Loyal ${sequence}`, referralCode: `LOYAL${sequence}-${Date.now() % 1e6}` }).returning();
  return row!.id;
};

const ledgerOf = async (customerId: number) => {
  const [row] = await app.db
    .select({ sum: sql<number>`coalesce(sum(${shopLoyaltyEntries.points}), 0)::int`, remaining: sql<number>`coalesce(sum(${shopLoyaltyEntries.remaining}), 0)::int`, low: sql<number>`coalesce(min(${shopLoyaltyEntries.balanceAfter}), 0)::int` })
    .from(shopLoyaltyEntries)
    .where(eq(shopLoyaltyEntries.customerId, customerId));
  return { sum: Number(row!.sum), remaining: Number(row!.remaining), low: Number(row!.low), balance: await balanceOf(app.db, customerId) };
};

/** A paid order's facts as moveOrder hands them on. */
const paid = (id: number, customerId: number, lines: number) => ({ id, customerId, totalPrice: lines, deliveryFee: 0, discountAmount: 0, deliveryDiscount: 0, paidTime: new Date() });

type Step =
  | { kind: 'pay'; order: number; lines: number; spend: number }
  | { kind: 'replay'; order: number }
  | { kind: 'end'; order: number }
  | { kind: 'adjust'; points: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), order: fc.integer({ min: 1, max: 6 }), lines: fc.integer({ min: 0, max: 200_000 }), spend: fc.integer({ min: 0, max: 300 }) }),
  fc.record({ kind: fc.constant('replay' as const), order: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('end' as const), order: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('adjust' as const), points: fc.integer({ min: -400, max: 400 }).filter((value) => value !== 0) }),
);

describe('the loyalty ledger', () => {
  it('never goes below zero, equals the sum of its rows and earns once per order, whatever happens in whatever order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const customerId = await newCustomer();
        const base = 1_000_000 + sequence * 100;
        const placed = new Set<number>();
        for (const each of steps) {
          await app.db
            .transaction(async (tx) => {
              if (each.kind === 'pay' && !placed.has(each.order)) {
                placed.add(each.order);
                const balance = await lockAccount(tx, customerId);
                await redeemOrderPoints(tx, { shopOrderId: base + each.order, customerId, points: Math.min(each.spend, balance) });
                await orderPointsOnMove(tx, 'PAID', paid(base + each.order, customerId, each.lines));
              } else if (each.kind === 'replay' && placed.has(each.order)) {
                await orderPointsOnMove(tx, 'PAID', paid(base + each.order, customerId, 100_000));
              } else if (each.kind === 'end' && placed.has(each.order)) {
                await endOrderPoints(tx, { shopOrderId: base + each.order, customerId });
              } else if (each.kind === 'adjust') {
                const balance = await lockAccount(tx, customerId);
                await appendChange(tx, balance, { customerId, kind: 'ADJUST', points: each.points, reason: 'test' });
              }
            })
            .catch((error: unknown) => {
              // Only taking more than the balance may be refused.
              if (!(error instanceof Error) || !/below zero/.test(error.message)) throw error;
            });
          const ledger = await ledgerOf(customerId);
          expect(ledger.balance).toBeGreaterThanOrEqual(0);
          expect(ledger.low).toBeGreaterThanOrEqual(0);
          expect(ledger.sum).toBe(ledger.balance);
          expect(ledger.remaining).toBe(ledger.balance);
        }
        const earns = await app.db.select({ key: shopLoyaltyEntries.eventKey }).from(shopLoyaltyEntries).where(sql`${shopLoyaltyEntries.customerId} = ${customerId} and ${shopLoyaltyEntries.kind} = 'EARN'`);
        expect(new Set(earns.map((row) => row.key)).size).toBe(earns.length);
      }),
      { numRuns: 25 },
    );
  });

  it('earns one point per Rp 1,000 of the lines after discounts, not on the part paid with points, and gives both back when the order ends', async () => {
    const customerId = await newCustomer();
    await app.db.transaction(async (tx) => appendChange(tx, await lockAccount(tx, customerId), { customerId, kind: 'ADJUST', points: 5_000, reason: 'Welcome' }));
    await app.db.transaction(async (tx) => {
      await redeemOrderPoints(tx, { shopOrderId: 2_000_001, customerId, points: 5_000 });
      await orderPointsOnMove(tx, 'PAID', { ...paid(2_000_001, customerId, 60_000), discountAmount: 4_000, totalPrice: 64_000 });
    });
    const rows = await app.db.select().from(shopLoyaltyEntries).where(eq(shopLoyaltyEntries.customerId, customerId)).orderBy(shopLoyaltyEntries.id);
    expect(rows.map((row) => [row.kind, row.points, row.balanceAfter])).toEqual([
      ['ADJUST', 5_000, 5_000],
      ['REDEEM', -5_000, 0],
      ['EARN', 55, 55],
    ]);
    await app.db.transaction((tx) => orderPointsOnMove(tx, 'MISSED', paid(2_000_001, customerId, 60_000)));
    await app.db.transaction((tx) => orderPointsOnMove(tx, 'MISSED', paid(2_000_001, customerId, 60_000)));
    const after = await app.db.select().from(shopLoyaltyEntries).where(eq(shopLoyaltyEntries.customerId, customerId)).orderBy(shopLoyaltyEntries.id);
    expect(after.slice(3).map((row) => [row.kind, row.points, row.balanceAfter])).toEqual([
      ['REVERSE', 5_000, 5_055],
      ['REVERSE', -55, 5_000],
    ]);
  });

  it('lets twenty concurrent redemptions of one customer spend no more than the balance', async () => {
    const customerId = await newCustomer();
    await app.db.transaction(async (tx) => appendChange(tx, await lockAccount(tx, customerId), { customerId, kind: 'ADJUST', points: 100, reason: 'Start' }));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => app.db.transaction((tx) => redeemOrderPoints(tx, { shopOrderId: 3_000_000 + index, customerId, points: 15 }))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(6);
    const ledger = await ledgerOf(customerId);
    expect(ledger).toMatchObject({ balance: 10, sum: 10, remaining: 10 });
    expect(ledger.low).toBeGreaterThanOrEqual(0);
  });
});
