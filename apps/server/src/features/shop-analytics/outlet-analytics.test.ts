import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedOrderOutlet } from '../../testing/shop-order-fixtures';
import { insertShopOrder } from '../../testing/shop-orders';
import { moveOrder } from '../shop-orders/order-moves';
import { shopOrders } from '../shop-orders/shop-orders.table';
import { userShopHubs } from '../user-mappings/user-mappings.table';

/*
 * Outlet analytics from the rollups: orders paid through the real move (moveOrder, as the payment
 * callback and the counter pay them) are counted into the hourly rollups, and the figures equal an
 * independent count over the same hand-made orders.
 */

let app: TestApp;
type Caller = TestApp['admin'];
let outlet: Awaited<ReturnType<typeof seedOrderOutlet>>;

const QUERY = `query ($startDate: Date!, $endDate: Date!, $shopHubId: Int) {
  outletAnalytics(startDate: $startDate, endDate: $endDate, shopHubId: $shopHubId) {
    days
    totals { orders items gross discount net grossProfit averageTicket newCustomers returningCustomers }
    byOutlet { shopHubId name orders net targetRevenue targetOrders }
    byDay { day orders net }
    byHour { hour orders net }
    byPaymentMethod { paymentMethod orders net }
    byProduct { name items net grossProfit }
  }
}`;

interface Figures { orders: number; items: number; gross: number; discount: number; net: number; grossProfit: number; averageTicket: number; newCustomers: number; returningCustomers: number }
interface Result {
  days: number;
  totals: Figures;
  byOutlet: { shopHubId: number; name: string; orders: number; net: number; targetRevenue: number | null; targetOrders: number | null }[];
  byDay: { day: string; orders: number; net: number }[];
  byHour: { hour: number; orders: number; net: number }[];
  byPaymentMethod: { paymentMethod: string; orders: number; net: number }[];
  byProduct: { name: string; items: number; net: number; grossProfit: number }[];
}

async function analytics(caller: Caller, variables: Record<string, unknown>): Promise<Result> {
  const result = await caller.request<{ outletAnalytics: Result }>(QUERY, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.outletAnalytics;
}

/** An order waiting for payment, then paid at `paidAt` through moveOrder. */
async function pay(shopHubId: number, paidAt: Date, values: { lines?: { name: string; price: number; amount: number; cogs: number; discount?: number }[]; paymentMethod?: 'GOPAY' | 'CASH'; customerId?: number } = {}) {
  const order = await insertShopOrder(app.db, { shopHubId, lines: values.lines, paymentMethod: values.paymentMethod });
  if (values.customerId) await app.db.update(shopOrders).set({ customerId: values.customerId }).where(eq(shopOrders.id, order.id));
  // Lines of the outlet's menus, as the counter and the app sell them.
  await app.db.execute(`update shop_order_lines set menu_id = case name when 'Latte OA' then ${outlet.latte} when 'Croissant OA' then ${outlet.croissant} end where shop_order_id = ${order.id}`);
  await app.db.transaction((tx) => moveOrder(tx, order.id, 'pay', { source: 'test', set: { paidTime: paidAt } }));
  return order;
}

// 2026-11-02 in Jakarta: 09:xx is 02:xx UTC; 23:30 on 01-11 in UTC is 06:30 on 02-11 in Jakarta.
const at = (day: number, hourUtc: number, minute = 0) => new Date(Date.UTC(2026, 10, day, hourUtc, minute));
const PERIOD = { startDate: '2026-11-01', endDate: '2026-11-03' };

beforeAll(async () => {
  app = await startTestApp();
  outlet = await seedOrderOutlet(app.db, ' OA');
  await app.db.execute(`update shop_hubs set target_revenue = 100000, target_order = 5 where id = ${outlet.kemang.id}`);
  const latte = { name: 'Latte OA', price: 30_000, amount: 2, cogs: 8_000, discount: 6_000 };
  const croissant = { name: 'Croissant OA', price: 22_000, amount: 1, cogs: 9_000 };
  await pay(outlet.kemang.id, at(1, 23, 30), { lines: [latte], customerId: outlet.customer });
  await pay(outlet.kemang.id, at(2, 2, 10), { lines: [latte, croissant], paymentMethod: 'CASH', customerId: outlet.customer });
  await pay(outlet.kemang.id, at(3, 2, 40), { lines: [croissant], customerId: outlet.customer });
  await pay(outlet.senayan.id, at(2, 2, 59), { lines: [croissant] });
  // Outside the period (04-11 in Jakarta).
  await pay(outlet.senayan.id, at(3, 17, 5), { lines: [croissant] });
});
afterAll(() => app.close());

describe('outlet analytics', () => {
  it('equals a count over the paid orders themselves', async () => {
    const result = await analytics(app.admin, PERIOD);
    const [independent] = ((
      await app.db.execute(`select count(*)::int as orders, sum(paid_amount)::int as net, sum(total_price)::int as gross, sum(discount_amount)::int as discount, sum(paid_amount - cogs)::int as profit
        from shop_orders where paid_time is not null and shop_hub_id in (${outlet.kemang.id}, ${outlet.senayan.id})
        and (paid_time at time zone 'Asia/Jakarta')::date between '2026-11-01' and '2026-11-03'`)
    ) as unknown as { rows: { orders: number; net: number; gross: number; discount: number; profit: number }[] }).rows;
    expect(result.days).toBe(3);
    expect(result.totals).toMatchObject({ orders: independent!.orders, net: independent!.net, gross: independent!.gross, discount: independent!.discount, grossProfit: independent!.profit });
    expect(result.totals).toMatchObject({ orders: 4, items: 7, gross: 60_000 + 82_000 + 22_000 + 22_000, discount: 12_000, net: 54_000 + 76_000 + 22_000 + 22_000 });
    expect(result.totals.averageTicket).toBe(174_000 / 4);
    // One customer: new on the first order, returning on the third day, not again the same day.
    expect(result.totals).toMatchObject({ newCustomers: 1, returningCustomers: 1 });
    expect(result.byDay).toEqual([
      { day: '2026-11-01', orders: 0, net: 0 },
      { day: '2026-11-02', orders: 3, net: 54_000 + 76_000 + 22_000 },
      { day: '2026-11-03', orders: 1, net: 22_000 },
    ]);
    expect(result.byHour).toHaveLength(24);
    expect(result.byHour.filter((row) => row.orders > 0)).toEqual([
      { hour: 6, orders: 1, net: 54_000 },
      { hour: 9, orders: 3, net: 76_000 + 22_000 + 22_000 },
    ]);
    expect(result.byPaymentMethod).toEqual([
      { paymentMethod: 'GOPAY', orders: 3, net: 98_000 },
      { paymentMethod: 'CASH', orders: 1, net: 76_000 },
    ]);
    expect(result.byProduct).toEqual([
      { name: 'Latte OA', items: 4, net: 108_000, grossProfit: 108_000 - 32_000 },
      { name: 'Croissant OA', items: 3, net: 66_000, grossProfit: 66_000 - 27_000 },
    ]);
    expect(result.byOutlet[0]).toMatchObject({ shopHubId: outlet.kemang.id, orders: 3, net: 152_000, targetRevenue: 300_000, targetOrders: 15 });
  });

  it('loses nothing when twenty orders are paid at the same moment', async () => {
    const [hub] = ((await app.db.execute(`insert into shop_hubs (name, hub_no) values ('Concurrent OA', 'CON-OA') returning id`)) as unknown as { rows: { id: number }[] }).rows;
    const orders = await Promise.all(Array.from({ length: 20 }, () => insertShopOrder(app.db, { shopHubId: hub!.id })));
    await Promise.all(orders.map((order) => app.db.transaction((tx) => moveOrder(tx, order.id, 'pay', { source: 'test', set: { paidTime: at(10, 3) } }))));
    const result = await analytics(app.admin, { startDate: '2026-11-10', endDate: '2026-11-10', shopHubId: hub!.id });
    expect(result.totals).toMatchObject({ orders: 20, items: 40, net: 20 * 50_000 });
  });

  it('takes back a paid order that was missed', async () => {
    const order = await pay(outlet.senayan.id, at(12, 3), { lines: [{ name: 'Missed OA', price: 10_000, amount: 1, cogs: 1_000 }] });
    await app.db.transaction((tx) => moveOrder(tx, order.id, 'miss', { source: 'test' }));
    const result = await analytics(app.admin, { startDate: '2026-11-12', endDate: '2026-11-12' });
    expect(result.totals).toMatchObject({ orders: 0, net: 0, items: 0 });
  });

  it('shows a user mapped to one outlet only that outlet, and refuses those without the authority or a period over 31 days', async () => {
    const manager = await app.userWith(['VIEW_ANALYTICS_OUTLET']);
    await app.db.insert(userShopHubs).values({ userId: manager.id, value: outlet.senayan.id });
    const mine = await analytics(manager, PERIOD);
    expect(mine.byOutlet.map((row) => row.shopHubId)).toEqual([outlet.senayan.id]);
    expect(mine.totals).toMatchObject({ orders: 1, net: 22_000 });
    expect((await analytics(manager, { ...PERIOD, shopHubId: outlet.kemang.id })).totals.orders).toBe(0);

    const clerk = await app.userWith(['VIEW_ANALYTICS_MACHINE']);
    expect((await clerk.request(QUERY, PERIOD)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const long = await app.admin.request(QUERY, { startDate: '2026-10-01', endDate: '2026-11-01' });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.message).toBe('A period covers at most 31 days; pick a shorter one.');
  });
});
