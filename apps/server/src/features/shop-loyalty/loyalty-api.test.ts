import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { runShopLoyaltyPoints } from '../../jobs/shop-loyalty-points';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { orderPointsOnMove } from './order-points';
import { shopLoyaltyEntries } from './shop-loyalty.table';

/*
 * The loyalty points over GraphQL (hostile amounts refused with field messages, other people's
 * authority refused) and the job: pending points count after their days, old points expire, twice
 * is once.
 */

let app: TestApp;
let customerId: number;

const ADJUST = 'mutation ($input: ShopLoyaltyAdjustmentInput!) { adjustShopLoyaltyPoints(input: $input) { balance pending } }';
const HISTORY = 'query ($pageInput: PageInput!) { shopLoyaltyPointHistory(pageInput: $pageInput) { results { kind points balanceAfter customerName reason } } }';

beforeAll(async () => {
  app = await startTestApp();
  const [row] = await app.db.insert(shopCustomers).values({ name: 'Rina Wijaya', referralCode: 'RINA01' }).returning();
  customerId = row!.id;
});
afterAll(() => app.close());

describe('adjusting loyalty points', () => {
  it('adds points with a reason, lists them, and refuses hostile amounts changing nothing', async () => {
    const added = await app.admin.request<{ adjustShopLoyaltyPoints: { balance: number } }>(ADJUST, { input: { customerId, points: 500, reason: 'Complaint about a late order' } });
    expect(added.data?.adjustShopLoyaltyPoints.balance).toBe(500);
    for (const [points, field] of [[-501, 'points'], [0, 'points'], [2_000_000, 'points'], [-2_000_000, 'points']] as const) {
      const refused = await app.admin.request(ADJUST, { input: { customerId, points, reason: 'x' } });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: expect.any(String) } });
    }
    const fraction = await app.admin.request(ADJUST, { input: { customerId, points: 1.5, reason: 'x' } });
    expect(fraction.errors).toBeTruthy();
    const noReason = await app.admin.request(ADJUST, { input: { customerId, points: 5, reason: '  ' } });
    expect(noReason.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reason: expect.any(String) } });
    const nobody = await app.admin.request(ADJUST, { input: { customerId: 999_999, points: 5, reason: 'x' } });
    expect(nobody.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const history = await app.admin.request<{ shopLoyaltyPointHistory: { results: unknown[] } }>(HISTORY, {
      pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'customerId', type: 'EQUAL', values: [String(customerId)] }, { field: 'kind', type: 'EQUAL', values: ['ADJUST'] }] } },
    });
    expect(history.data?.shopLoyaltyPointHistory.results).toEqual([{ kind: 'ADJUST', points: 500, balanceAfter: 500, customerName: 'Rina Wijaya', reason: 'Complaint about a late order' }]);
  });

  it('refuses a person without the authority, reading or adjusting', async () => {
    const cashier = await app.userWith(['VIEW_SHOP_CUSTOMER']);
    const read = await cashier.request(HISTORY, { pageInput: { page: 1, size: 10 } });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const viewer = await app.userWith(['VIEW_SHOP_LOYALTY_POINT_HISTORY']);
    const adjusted = await viewer.request(ADJUST, { input: { customerId, points: 100, reason: 'mine' } });
    expect(adjusted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [row] = await app.db.select().from(shopLoyaltyEntries).where(eq(shopLoyaltyEntries.reason, 'mine'));
    expect(row).toBeUndefined();
  });
});

describe('the loyalty job', () => {
  it('counts pending points once their days pass and expires unspent points, oldest first, once', async () => {
    const paidTime = new Date(Date.now() - 10 * 86_400_000);
    await app.db.transaction((tx) => orderPointsOnMove(tx, 'PAID', { id: 4_000_001, customerId, totalPrice: 30_000, deliveryFee: 0, discountAmount: 0, deliveryDiscount: 0, paidTime }));
    const balance = await app.admin.request<{ shopLoyaltyBalance: { balance: number; pending: number } }>('query ($id: Int!) { shopLoyaltyBalance(customerId: $id) { balance pending } }', { id: customerId });
    expect(balance.data?.shopLoyaltyBalance).toEqual({ balance: 500, pending: 30 });
    expect(await runShopLoyaltyPoints(app.db)).toEqual({ counted: 1, expired: 0 });
    expect(await runShopLoyaltyPoints(app.db)).toEqual({ counted: 0, expired: 0 });
    // A year and a bit later: both credits are past their expiry.
    const later = new Date(Date.now() + 400 * 86_400_000);
    expect(await runShopLoyaltyPoints(app.db, later)).toEqual({ counted: 0, expired: 2 });
    expect(await runShopLoyaltyPoints(app.db, later)).toEqual({ counted: 0, expired: 0 });
    const rows = await app.db.select().from(shopLoyaltyEntries).where(eq(shopLoyaltyEntries.customerId, customerId)).orderBy(shopLoyaltyEntries.id);
    expect(rows.map((row) => [row.kind, row.points, row.balanceAfter])).toEqual([
      ['ADJUST', 500, 500],
      ['EARN', 30, 530],
      ['EXPIRE', -500, 30],
      ['EXPIRE', -30, 0],
    ]);
  });
});
