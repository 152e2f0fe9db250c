import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, TEST_SETTINGS, type TestApp } from '../../testing/test-app';
import { DELIVERY_SECRET, SERVER_KEY, notification, post } from '../../testing/shop-callbacks';
import { DEFAULT_CALLBACK_OPTIONS } from '../shop-callbacks/callbacks.http';
import { seedOrderOutlet } from '../shop-orders/shop-order-fixtures';
import { shopOrders } from '../shop-orders/shop-orders.table';
import { createGraphqlApp } from '../../yoga';
import { APP_ORDERS_PATH } from './app-orders.http';

const APP_KEY = 'test-ordering-app-key';
let app: TestApp;
let server: ReturnType<typeof createGraphqlApp>;
let outlet: Awaited<ReturnType<typeof seedOrderOutlet>>;
const bearer = { authorization: `Bearer ${APP_KEY}` };

beforeAll(async () => {
  app = await startTestApp();
  outlet = await seedOrderOutlet(app.db);
  server = createGraphqlApp({
    db: app.db,
    settings: TEST_SETTINGS,
    shopApp: { appKey: APP_KEY, addressRate: { burst: 1000, perSecond: 100 } },
    callbacks: { ...DEFAULT_CALLBACK_OPTIONS, serverKey: SERVER_KEY, deliverySecret: DELIVERY_SECRET, logRefusal: () => undefined },
  });
});
afterAll(() => app?.close());

const order = (requestId: string, extra: Record<string, unknown> = {}) => ({
  requestId,
  hubId: outlet.kemang.id,
  type: 'PICK_UP',
  paymentMethod: 'GOPAY',
  customerName: 'Sari',
  items: [{ menuId: outlet.latte, amount: 2, toppingIds: [outlet.boba] }],
  ...extra,
});

describe('the ordering app’s orders', () => {
  it('places an order waiting for payment, which the payment callback then pays', async () => {
    const placed = await post(server, APP_ORDERS_PATH, order('app-1'), bearer);
    expect(placed.status).toBe(201);
    const body = placed.body as unknown as { orderNo: string; paidAmount: number; state: string; grossAmount: string };
    expect(body).toMatchObject({ state: 'WAITING_FOR_PAYMENT', paidAmount: 70_000, grossAmount: '70000.00', replayed: false });
    const [row] = await app.db.select().from(shopOrders).where(eq(shopOrders.orderNo, body.orderNo));
    expect(row).toMatchObject({ channel: 'APP', customerName: 'Sari', paidAmount: 70_000 });

    const paid = await post(server, '/callbacks/v1/payments/midtrans', notification(body));
    expect(paid.status).toBe(200);
    expect((await app.db.select().from(shopOrders).where(eq(shopOrders.orderNo, body.orderNo)))[0]!.state).toBe('PAID');
  });

  it('places one order per request id, however often and however close together it is sent', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(server, APP_ORDERS_PATH, order('app-twice'), bearer)));
    const numbers = new Set(answers.map((answer) => (answer.body as unknown as { orderNo: string }).orderNo));
    expect(numbers.size).toBe(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
  });

  it('refuses a wrong key, a bad body and a sold-out menu, placing nothing', async () => {
    const count = async () => (await app.db.select().from(shopOrders)).length;
    const before = await count();
    expect((await post(server, APP_ORDERS_PATH, order('app-3'), { authorization: 'Bearer wrong-key-wrong-key' })).status).toBe(401);
    const bad = await post(server, APP_ORDERS_PATH, order('app-4', { items: [], paymentMethod: 'CASH' }), bearer);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fields!)).toEqual(expect.arrayContaining(['items', 'paymentMethod']));
    const soldOut = await post(server, APP_ORDERS_PATH, order('app-5', { items: [{ menuId: outlet.croissant, amount: 1 }] }), bearer);
    expect(soldOut).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', fields: { 'items.0.menuId': 'This menu is sold out at this outlet.' } } } });
    const delivery = await post(server, APP_ORDERS_PATH, order('app-6', { type: 'DELIVERY' }), bearer);
    expect(delivery).toMatchObject({ status: 400, body: { error: { fields: { delivery: expect.any(String) } } } });
    expect(await count()).toBe(before);
  });
});
