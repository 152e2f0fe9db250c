import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedOrderOutlet } from '../../testing/shop-order-fixtures';
import { shopOrders } from '../shop-orders/shop-orders.table';
import { shopCustomers } from './shop-customers.table';

/*
 * A customer's page: their orders, newest first, and the items bought counted from those orders,
 * so the two always agree.
 */

let app: TestApp;
let outlet: Awaited<ReturnType<typeof seedOrderOutlet>>;
let rina: number;

const SUBMIT = 'mutation ($input: ShopPosOrderInput!) { submitShopPosOrder(input: $input) { id orderNo } }';
const ORDERS = 'query ($pageInput: PageInput!) { shopOrders(pageInput: $pageInput) { totalRows hasNextPage results { orderNo customerName state } } }';
const ITEMS = 'query ($id: Int!) { shopCustomer(id: $id) { customerMembership { totalItem totalItemCurrentPeriod } } }';
type Orders = { shopOrders: { totalRows: number; hasNextPage: boolean; results: { orderNo: string; customerName: string; state: string }[] } };

const ordersOf = (customerId: number, page = 1, size = 10) =>
  app.admin.request<Orders>(ORDERS, {
    pageInput: { page, size, filters: { operator: 'AND', options: [{ field: 'customerId', type: 'EQUAL', values: [String(customerId)] }] }, sorts: [{ field: 'createdTime', direction: 'DESC' }] },
  });
const ring = async (customerId: number, amount: number, customerName = 'Rina Wati') => {
  const placed = await app.admin.request<{ submitShopPosOrder: { id: number; orderNo: string } }>(SUBMIT, {
    input: { hubId: outlet.kemang.id, type: 'DINE_IN', paymentMethod: 'CASH', customerId, customerName, items: [{ menuId: outlet.latte, amount }] },
  });
  if (!placed.data) throw new Error(JSON.stringify(placed.errors));
  return placed.data.submitShopPosOrder;
};

beforeAll(async () => {
  app = await startTestApp();
  outlet = await seedOrderOutlet(app.db);
  const [row] = await app.db.insert(shopCustomers).values({ name: 'Rina Wati', phoneNo: '081255500001', referralCode: 'RINA01', dateCreated: new Date(Date.now() - 30 * 86_400_000) }).returning();
  rina = row!.id;
});
afterAll(() => app.close());

describe('a customer’s orders', () => {
  it('lists their orders newest first, page by page, and counts the items bought from the paid ones', async () => {
    expect((await ordersOf(rina)).data?.shopOrders).toEqual({ totalRows: 0, hasNextPage: false, results: [] });
    const first = await ring(rina, 3);
    const second = await ring(rina, 2);
    const third = await ring(rina, 1);
    await ring(outlet.customer, 4, 'Dewi');
    // An order that expired unpaid is listed but bought nothing.
    await app.db.update(shopOrders).set({ state: 'EXPIRED', createdTime: new Date(Date.now() - 86_400_000) }).where(eq(shopOrders.id, third.id));

    const listed = (await ordersOf(rina)).data?.shopOrders;
    expect(listed?.totalRows).toBe(3);
    expect(listed?.results.map((order) => order.orderNo)).toEqual([second.orderNo, first.orderNo, third.orderNo]);
    expect(listed?.results.map((order) => `${order.customerName} ${order.state}`)).toEqual(['Rina Wati PAID', 'Rina Wati PAID', 'Rina Wati EXPIRED']);
    const pageTwo = (await ordersOf(rina, 2, 2)).data?.shopOrders;
    expect(pageTwo?.results.map((order) => order.orderNo)).toEqual([third.orderNo]);

    const items = await app.admin.request<{ shopCustomer: { customerMembership: { totalItem: number; totalItemCurrentPeriod: number } } }>(ITEMS, { id: rina });
    expect(items.data?.shopCustomer.customerMembership).toEqual({ totalItem: 5, totalItemCurrentPeriod: 5 });
    // The list sorts and filters on the same count.
    const buyers = await app.admin.request<{ shopCustomers: { results: { name: string; customerMembership: { totalItem: number } }[] } }>(
      'query ($pageInput: PageInput!) { shopCustomers(pageInput: $pageInput) { results { name customerMembership { totalItem } } } }',
      { pageInput: { page: 1, size: 5, filters: { operator: 'AND', options: [{ field: 'totalItem', type: 'GREATER_THAN', values: ['0'] }] }, sorts: [{ field: 'totalItem', direction: 'DESC' }] } },
    );
    expect(buyers.data?.shopCustomers.results).toEqual([
      { name: 'Rina Wati', customerMembership: { totalItem: 5 } },
      { name: expect.stringContaining('Dewi'), customerMembership: { totalItem: 4 } },
    ]);
  });

  it('counts only this qualification period’s items in the current period', async () => {
    const [old] = await app.db.insert(shopCustomers).values({ name: 'Lama Sekali', referralCode: 'LAMA01', dateCreated: new Date(Date.now() - 400 * 86_400_000) }).returning();
    const before = await ring(old!.id, 6, 'Lama Sekali');
    await ring(old!.id, 2, 'Lama Sekali');
    // Bought 13 months ago, in their first 12-month period.
    await app.db.update(shopOrders).set({ createdTime: new Date(Date.now() - 395 * 86_400_000) }).where(eq(shopOrders.id, before.id));
    const items = await app.admin.request<{ shopCustomer: { customerMembership: { totalItem: number; totalItemCurrentPeriod: number } } }>(ITEMS, { id: old!.id });
    expect(items.data?.shopCustomer.customerMembership).toEqual({ totalItem: 8, totalItemCurrentPeriod: 2 });
  });

  it('refuses a customer filter of the wrong kind', async () => {
    const bad = await app.admin.request(ORDERS, { pageInput: { page: 1, size: 5, filters: { operator: 'AND', options: [{ field: 'customerId', type: 'EQUAL', values: ['rina'] }] } } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
