import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrderState } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedOrderOutlet } from '../../testing/shop-order-fixtures';
import { insertShopOrder } from '../../testing/shop-orders';
import { companyDayBounds, today } from '../tasks/task-days';
import { userShopHubs } from '../user-mappings/user-mappings.table';

let app: TestApp;
let kemang: number;
let senayan: number;

const SHOP_TODAY = '{ shopToday { day today { orders revenue } lastWeekSoFar { orders revenue } waiting making unpaid } }';
const WEEK = 7 * 24 * 60 * 60_000;

beforeAll(async () => {
  app = await startTestApp();
  const outlets = await seedOrderOutlet(app.db, ' Home');
  kemang = outlets.kemang.id;
  senayan = outlets.senayan.id;
});
afterAll(() => app?.close());

/** An order of one line at `paid` rupiah. */
const order = (shopHubId: number, state: ShopOrderState, createdTime: Date, paid: number) =>
  insertShopOrder(app.db, { shopHubId, state, createdTime, lines: [{ name: 'Latte', price: paid, amount: 1, cogs: 5_000 }] });

describe('the shop’s part of the home page', () => {
  it('counts today’s paid orders beside last week so far, and the orders open now, on the outlets the caller sees', async () => {
    const now = Date.now();
    const { start } = companyDayBounds(today());
    const earlierToday = new Date(start.getTime() + (now - start.getTime()) / 2);
    const lastWeekEarlier = new Date(earlierToday.getTime() - WEEK);
    const lastWeekLater = new Date(now - WEEK + (start.getTime() + 86_400_000 - now) / 2);
    const yesterday = new Date(start.getTime() - 60 * 60_000);

    await order(kemang, 'PAID', earlierToday, 30_000); // waiting for a barista
    await order(kemang, 'ACK', earlierToday, 25_000); // being made
    await order(kemang, 'COMPLETED', earlierToday, 40_000);
    await order(kemang, 'EXPIRED', earlierToday, 99_000); // never paid: not sold
    await order(kemang, 'WAITING_FOR_PAYMENT', new Date(now - 60_000), 20_000);
    await order(kemang, 'ACK', yesterday, 10_000); // still being made: open, not today's
    await order(kemang, 'COMPLETED', lastWeekEarlier, 33_000);
    await order(kemang, 'COMPLETED', lastWeekLater, 50_000); // later in the day than now: not "so far"
    await order(senayan, 'COMPLETED', earlierToday, 70_000);
    await order(senayan, 'PAID', earlierToday, 15_000);

    const manager = await app.userWith(['VIEW_SHOP_ORDER']);
    const everywhere = (await manager.request<{ shopToday: unknown }>(SHOP_TODAY)).data!.shopToday;
    expect(everywhere).toEqual({
      day: today(),
      today: { orders: 5, revenue: 30_000 + 25_000 + 40_000 + 70_000 + 15_000 },
      lastWeekSoFar: { orders: 1, revenue: 33_000 },
      waiting: 2,
      making: 2,
      unpaid: 1,
    });

    // Mapped to Kemang, a manager sees Kemang's orders only.
    const kemangManager = await app.userWith(['VIEW_SHOP_ORDER']);
    await app.db.insert(userShopHubs).values({ userId: kemangManager.id, value: kemang });
    const mapped = (await kemangManager.request<{ shopToday: unknown }>(SHOP_TODAY)).data!.shopToday;
    expect(mapped).toMatchObject({ today: { orders: 3, revenue: 95_000 }, waiting: 1, making: 2, unpaid: 1 });
  });

  it('answers only those who may see shop orders, and refuses a zone that is not one', async () => {
    const seller = await app.userWith(['VIEW_ORDER']);
    const refused = await seller.request(SHOP_TODAY);
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await app.client().request(SHOP_TODAY)).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const zone = await app.admin.request('{ shopToday(timeZone: "Mars/Olympus") { day } }');
    expect(zone.errors![0]!.message).toBe('"Mars/Olympus" is not a time zone.');
  });
});
