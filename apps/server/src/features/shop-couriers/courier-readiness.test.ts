import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SHOP_COURIER_MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopOrderDeliveries, shopOrderEvents, shopOrders } from '../shop-orders/shop-orders.table';

/*
 * Our courier and the kitchen: a delivery is picked up only once the outlet has made the order, the
 * live screen shows it under "Out for delivery" while it is on its way, and delivered it stays a
 * completed order that nobody is asked to finish.
 */

let app: TestApp;
type Caller = Awaited<ReturnType<TestApp['userWith']>>;
let outlet = 0;
let barista: Caller;
let courierUser: Caller;
let courierId = 0;

async function ok<Data>(caller: Pick<Caller, 'request'>, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const ACK = 'mutation ($id: Int!, $courier: Int) { ackOrder(shopOrderId: $id, shopCourierId: $courier) { state } }';
const FINISH = 'mutation ($id: Int!) { finishOrder(shopOrderId: $id) { state } }';
const DELIVER = 'mutation ($id: Int!) { deliverCourierOrder(shopOrderId: $id) { state deliveryDetail { status } } }';
const COMPLETE = 'mutation ($id: Int!) { completeCourierOrder(shopOrderId: $id) { state deliveryDetail { status } } }';
const LIVE = 'query ($hub: Int!) { liveOrders(shopHubId: $hub) { id orderNoAlias ... on ShopOrder { state customer: nameToCallOut deliveryDetail { status } } } }';
const ORDER = 'query ($id: Int!) { shopOrder(id: $id) { state timeline { what } } }';

beforeAll(async () => {
  app = await startTestApp();
  const [hub] = await app.db.insert(shopHubs).values({ name: 'Outlet Kemang Raya', hubNo: 'KMR', timeZone: 'Asia/Jakarta' }).returning();
  outlet = hub!.id;
  barista = await app.userWith(['ACCEPT_ORDER', 'FINISH_ORDER', 'VIEW_LIVE_ORDER', 'VIEW_SHOP_ORDER']);
  courierUser = await app.userWith(['IS_COURIER']);
  const admin = await app.userWith(['CREATE_SHOP_COURIER']);
  const created = await ok<{ createShopCourier: { id: number } }>(admin, 'mutation ($input: ShopCourierInput!) { createShopCourier(input: $input) { id } }', {
    input: { userId: courierUser.id, active: true, courierOperationals: [] },
  });
  courierId = created.createShopCourier.id;
});
afterAll(() => app?.close());

describe('a courier and the kitchen', () => {
  it('refuses a pick-up while the order is being made, shows it out for delivery once picked up, and delivered it stays completed', async () => {
    const [order] = await app.db
      .insert(shopOrders)
      .values({ shopHubId: outlet, orderNo: 'KMR-READY-1', orderNoAlias: 'R01', type: 'DELIVERY', channel: 'APP', state: 'PAID', customerName: 'Dewi Trial', totalPrice: 30000, paidAmount: 30000, paymentMethod: 'GOPAY', paidTime: new Date() })
      .returning();
    const id = order!.id;
    await app.db.insert(shopOrderDeliveries).values({ shopOrderId: id, courierVendor: 'GO_SEND', address: 'Jl. Kemang Raya 5', receiverName: 'Dewi' });
    await ok(barista, ACK, { id, courier: courierId });

    const early = await courierUser.request(DELIVER, { id });
    expect(early.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(early.errors?.[0]?.message).toBe(SHOP_COURIER_MESSAGES.notReady);
    const [still] = await app.db.select().from(shopOrderDeliveries).where(eq(shopOrderDeliveries.shopOrderId, id));
    expect(still).toMatchObject({ status: 'allocated' });
    expect((await app.db.select().from(shopOrderEvents).where(eq(shopOrderEvents.shopOrderId, id))).map((row) => row.type)).toEqual(['acknowledge', 'courier-assigned']);

    // Made and handed to the courier: now it can leave.
    expect((await ok<{ finishOrder: { state: string } }>(barista, FINISH, { id })).finishOrder.state).toBe('COMPLETED');
    expect((await ok<{ deliverCourierOrder: { deliveryDetail: { status: string }; state: string } }>(courierUser, DELIVER, { id })).deliverCourierOrder).toEqual({ deliveryDetail: { status: 'out_for_delivery' }, state: 'COMPLETED' });
    const live = await ok<{ liveOrders: { id: number; customer: string; deliveryDetail: { status: string } }[] }>(barista, LIVE, { hub: outlet });
    expect(live.liveOrders.find((row) => row.id === id)).toMatchObject({ customer: 'Dewi Trial', deliveryDetail: { status: 'out_for_delivery' } });

    expect((await ok<{ completeCourierOrder: { deliveryDetail: { status: string }; state: string } }>(courierUser, COMPLETE, { id })).completeCourierOrder).toEqual({ deliveryDetail: { status: 'delivered' }, state: 'COMPLETED' });
    expect((await ok<{ liveOrders: { id: number }[] }>(barista, LIVE, { hub: outlet })).liveOrders.map((row) => row.id)).not.toContain(id);
    const read = await ok<{ shopOrder: { state: string; timeline: { what: string }[] } }>(barista, ORDER, { id });
    expect(read.shopOrder.state).toBe('COMPLETED');
    expect(read.shopOrder.timeline.map((line) => line.what)).toEqual(['Accepted by the outlet', 'Courier assigned', 'Finished', 'Picked up by the courier', 'Delivered by the courier']);
    // Nobody is asked to finish it again.
    expect((await barista.request(FINISH, { id })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});
