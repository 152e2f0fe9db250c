import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { VirtualShop, shopOutlets } from '@back-office/simulator/shop';
import { eventOutbox } from '../../platform/events/outbox.table';
import { startTestApp, TEST_SETTINGS, type TestApp } from '../../testing/test-app';
import { DELIVERY_SECRET, SERVER_KEY, notification, post } from '../../testing/shop-callbacks';
import { DEFAULT_CALLBACK_OPTIONS } from '../shop-callbacks/callbacks.http';
import { seedOrderOutlet } from '../../testing/shop-order-fixtures';
import { shopOrderDeliveries, shopOrders } from '../shop-orders/shop-orders.table';
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

describe('the simulator’s shop', () => {
  it('places app orders at the outlets, pays them through the payment callback, delivers them through the courier callback, and rings up cash orders at a counter', async () => {
    const reader = await app.userWith(['VIEW_SHOP_HUB', 'VIEW_SHOP_HUB_MENU', 'VIEW_SHOP_ORDER']);
    const cashier = await app.userWith(['VIEW_SHOP_POS_ORDER', 'CREATE_SHOP_POS_ORDER']);
    const http = createServer((request, response) => void server(request, response));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      const outlets = await shopOutlets(baseUrl, { username: reader.username, password: reader.password });
      expect(outlets.find((each) => each.id === outlet.kemang.id)?.menuIds).toEqual([outlet.latte]);
      let seed = 7;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
      const watcher = { username: reader.username, password: reader.password };
      const shop = new VirtualShop({ baseUrl, outlets, appKey: APP_KEY, paymentServerKey: SERVER_KEY, deliverySecret: DELIVERY_SECRET, orderRate: 1, deliveryShare: 1, cashier, posRate: 1, watcher, random });
      // An order is paid the beat after it is placed; its driver comes to the outlet three beats later and waits there until the order is made.
      for (let beat = 0; beat < 9; beat += 1) await shop.tick();
      expect(shop.stats).toMatchObject({ placed: 9, paid: 8, delivered: 0, counter: 9, refused: 0 });
      const simulated = await app.db.select().from(shopOrders).where(eq(shopOrders.channel, 'APP'));
      const ids = simulated.filter((row) => row.type === 'DELIVERY').map((row) => row.id);
      const waiting = await app.db.select().from(shopOrderDeliveries).where(inArray(shopOrderDeliveries.shopOrderId, ids));
      expect(waiting.map((row) => row.status).filter((status) => status === 'picked' || status === 'out_for_delivery' || status === 'delivered')).toEqual([]);
      expect(waiting.filter((row) => row.status === 'out_for_pickup').length).toBeGreaterThan(0);
      expect(simulated.filter((row) => row.state !== 'WAITING_FOR_PAYMENT' && ids.includes(row.id))).toHaveLength(8);

      // The outlet makes the paid orders: the drivers take them and deliver them.
      await app.db.update(shopOrders).set({ state: 'COMPLETED', completedTime: new Date() }).where(inArray(shopOrders.id, simulated.filter((row) => row.state === 'PAID').map((row) => row.id)));
      for (let beat = 0; beat < 3; beat += 1) await shop.tick();
      const delivered = (await app.db.select().from(shopOrderDeliveries).where(inArray(shopOrderDeliveries.shopOrderId, ids))).filter((row) => row.status === 'delivered');
      expect(delivered.length).toBeGreaterThan(0);
      expect(shop.stats).toMatchObject({ delivered: delivered.length, refused: 0 });
      const topics = new Set((await app.db.select().from(eventOutbox)).map((row) => row.topic));
      expect([...topics]).toEqual(expect.arrayContaining(['orderPaid', 'orderDeliveryStatusUpdated', 'orderCash']));
      expect((await app.db.select().from(shopOrders).where(eq(shopOrders.channel, 'POS'))).filter((row) => row.state === 'PAID')).toHaveLength(12);
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });
});
