import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SHOP_COURIER_MESSAGES } from '@back-office/domain';
import { startTestApp, type GraphqlResult, type TestApp } from '../../testing/test-app';
import { userActivities } from '../../platform/audit/user-activities.table';
import { eventOutbox } from '../../platform/events/outbox.table';
import { userShopHubs } from '../user-mappings/user-mappings.table';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopOrderDeliveries, shopOrderDeliveryStatuses, shopOrderEvents, shopOrders } from '../shop-orders/shop-orders.table';
import { shopCourierOperationals, shopCouriers } from './shop-couriers.table';

/*
 * Couriers, the barista's actions and a courier's deliveries, through GraphQL calls against a real
 * database. Orders are written as rows: placing them is another feature's, tested there.
 */

let app: TestApp;
type Caller = Awaited<ReturnType<TestApp['userWith']>>;
let outletA = 0;
let outletB = 0;
let admin: Caller;
let courierUser: Caller;
let otherCourierUser: Caller;
let courierId = 0;
let otherCourierId = 0;
let baristaA: Caller;
let baristaA2: Caller;

async function ok<Data>(caller: Pick<Caller, 'request'>, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}
const codeOf = (result: GraphqlResult<unknown>) => result.errors?.[0]?.extensions?.code;
const fieldsOf = (result: GraphqlResult<unknown>) => result.errors?.[0]?.extensions?.fields;

const CREATE = 'mutation ($input: ShopCourierInput!) { createShopCourier(input: $input) { id courierId active courier { name } courierOperationals { shopHubId day start end } } }';
const HOURS = 'mutation ($id: Int!, $rows: [CourierOperationalInput!]!) { updateShopCourierOperationals(id: $id, courierOperationals: $rows) { id courierOperationals { shopHubId day start end } } }';
const ACK = 'mutation ($id: Int!, $courier: Int) { ackOrder(shopOrderId: $id, shopCourierId: $courier) { id state deliveryDetail { status courierId attempt } } }';
const FINISH = 'mutation ($id: Int!) { finishOrder(shopOrderId: $id) { state } }';
const RETRY = 'mutation ($id: Int!) { retryDelivery(shopOrderId: $id) { deliveryDetail { status courierId attempt } } }';
const REASSIGN = 'mutation ($id: Int!, $courier: Int!) { reassignCourier(shopOrderId: $id, shopCourierId: $courier) { deliveryDetail { status courierId attempt } } }';
const DELIVER = 'mutation ($id: Int!) { deliverCourierOrder(shopOrderId: $id) { state deliveryDetail { status courierId attempt } } }';
const COMPLETE = 'mutation ($id: Int!) { completeCourierOrder(shopOrderId: $id) { deliveryDetail { status courierId attempt } } }';
const MINE = '{ courierOrdersByCourier { shopOrderId: id orderNo deliveryDetail { status address statusHistories { status } } menus { name amount } } }';
const statusOf = (row: { deliveryDetail: { status: string } | null }) => row.deliveryDetail?.status;

let orderSequence = 0;
/** A paid order at the outlet, as the payment callback leaves it; a delivery order has its delivery booked. */
async function paidOrder(shopHubId: number, type: 'DELIVERY' | 'PICK_UP' = 'DELIVERY', delivery: Partial<typeof shopOrderDeliveries.$inferInsert> | null = {}) {
  orderSequence += 1;
  const [order] = await app.db
    .insert(shopOrders)
    .values({ shopHubId, orderNo: `T-${orderSequence}`, orderNoAlias: `A${orderSequence}`, type, channel: 'APP', state: 'PAID', totalPrice: 30000, paidAmount: 30000, paymentMethod: 'GOPAY', paidTime: new Date() })
    .returning();
  if (type === 'DELIVERY' && delivery) await app.db.insert(shopOrderDeliveries).values({ shopOrderId: order!.id, courierVendor: 'GO_SEND', address: 'Jl. Sudirman 1', receiverName: 'Sari', ...delivery });
  return order!.id;
}

const countOf = async (table: typeof userActivities | typeof shopOrderEvents | typeof eventOutbox | typeof shopOrderDeliveryStatuses, where?: ReturnType<typeof sql>) => {
  const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(table).where(where);
  return row!.count;
};
/** What a change writes: activity rows (refusals aside), timeline lines, live events and delivery statuses. */
const counts = async () => ({
  activities: await countOf(userActivities, sql`${userActivities.activity} <> 'REFUSED'`),
  events: await countOf(shopOrderEvents),
  outbox: await countOf(eventOutbox),
  statuses: await countOf(shopOrderDeliveryStatuses),
});

beforeAll(async () => {
  app = await startTestApp();
  const outlets = await app.db
    .insert(shopHubs)
    .values([
      { name: 'Outlet Senopati', hubNo: 'SNP', timeZone: 'Asia/Jakarta' },
      { name: 'Outlet Bali', hubNo: 'BAL', timeZone: 'Asia/Makassar' },
    ])
    .returning();
  outletA = outlets[0]!.id;
  outletB = outlets[1]!.id;
  admin = await app.userWith(['VIEW_SHOP_COURIER', 'CREATE_SHOP_COURIER', 'UPDATE_SHOP_COURIER']);
  courierUser = await app.userWith(['IS_COURIER']);
  otherCourierUser = await app.userWith(['IS_COURIER']);
  baristaA = await app.userWith(['ACCEPT_ORDER', 'FINISH_ORDER']);
  baristaA2 = await app.userWith(['ACCEPT_ORDER', 'FINISH_ORDER']);
  await app.db.insert(userShopHubs).values([
    { userId: baristaA.id, value: outletA },
    { userId: baristaA2.id, value: outletA },
  ]);
  const all = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ shopHubId: outletA, day: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'][day], start: '00:00', end: '23:59' }));
  courierId = (await ok<{ createShopCourier: { id: number } }>(admin, CREATE, { input: { userId: courierUser.id, active: true, courierOperationals: all } })).createShopCourier.id;
  otherCourierId = (await ok<{ createShopCourier: { id: number } }>(admin, CREATE, { input: { userId: otherCourierUser.id, active: true, courierOperationals: [] } })).createShopCourier.id;
});
afterAll(() => app?.close());

describe('internal couriers', () => {
  it('offers users whose role delivers and who are not couriers yet, and adds one with hours per outlet and day', async () => {
    const candidate = await app.userWith(['IS_COURIER']);
    const notCourier = await app.userWith(['VIEW_SHOP_HUB']);
    const offered = (await ok<{ availableCouriers: { id: number }[] }>(admin, '{ availableCouriers { id } }')).availableCouriers.map((user) => user.id);
    expect(offered).toContain(candidate.id);
    expect(offered).not.toContain(notCourier.id);
    expect(offered).not.toContain(courierUser.id);

    const created = await ok<{ createShopCourier: { courierId: number; courier: { name: string }; courierOperationals: unknown[] } }>(admin, CREATE, {
      input: {
        userId: candidate.id,
        active: true,
        courierOperationals: [
          { shopHubId: outletB, day: 'TUESDAY', start: '13:00', end: '21:00' },
          { shopHubId: outletA, day: 'MONDAY', start: '07:00', end: '12:00' },
          { shopHubId: outletB, day: 'MONDAY', start: '12:00', end: '18:00' },
        ],
      },
    });
    expect(created.createShopCourier.courierId).toBe(candidate.id);
    expect(created.createShopCourier.courierOperationals).toEqual([
      { shopHubId: outletA, day: 'MONDAY', start: '07:00', end: '12:00' },
      { shopHubId: outletB, day: 'MONDAY', start: '12:00', end: '18:00' },
      { shopHubId: outletB, day: 'TUESDAY', start: '13:00', end: '21:00' },
    ]);
    const again = await admin.request(CREATE, { input: { userId: candidate.id, active: true, courierOperationals: [] } });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(fieldsOf(again)).toEqual({ userId: SHOP_COURIER_MESSAGES.alreadyCourier });
  });

  it('refuses a user who may not deliver, an end before the start, overlapping hours and an unknown outlet, writing nothing', async () => {
    const before = await app.db.select().from(shopCouriers);
    const notCourier = await app.userWith(['VIEW_SHOP_HUB']);
    const refusedUser = await admin.request(CREATE, { input: { userId: notCourier.id, active: true, courierOperationals: [] } });
    expect(fieldsOf(refusedUser)).toEqual({ userId: SHOP_COURIER_MESSAGES.notCourierUser });
    const candidate = await app.userWith(['IS_COURIER']);
    const backwards = await admin.request(CREATE, { input: { userId: candidate.id, active: true, courierOperationals: [{ shopHubId: outletA, day: 'MONDAY', start: '12:00', end: '08:00' }] } });
    expect(codeOf(backwards)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(backwards)).toEqual({ 'courierOperationals.0.end': SHOP_COURIER_MESSAGES.startBeforeEnd });
    const overlapping = await admin.request(CREATE, {
      input: {
        userId: candidate.id,
        active: true,
        courierOperationals: [
          { shopHubId: outletA, day: 'MONDAY', start: '08:00', end: '12:00' },
          { shopHubId: outletB, day: 'MONDAY', start: '11:00', end: '14:00' },
        ],
      },
    });
    expect(fieldsOf(overlapping)).toEqual({ 'courierOperationals.1.start': SHOP_COURIER_MESSAGES.overlapping });
    const unknown = await admin.request(CREATE, { input: { userId: candidate.id, active: true, courierOperationals: [{ shopHubId: 999999, day: 'MONDAY', start: '08:00', end: '12:00' }] } });
    expect(fieldsOf(unknown)).toEqual({ 'courierOperationals.0.shopHubId': 'Outlet 999999 does not exist.' });
    expect(await app.db.select().from(shopCouriers)).toHaveLength(before.length);
  });

  it('replaces hours, deactivates and activates, each in the activity log; a mapped user changes only their outlets’ hours', async () => {
    const changed = await ok<{ updateShopCourierOperationals: { courierOperationals: unknown[] } }>(admin, HOURS, {
      id: otherCourierId,
      rows: [
        { shopHubId: outletA, day: 'FRIDAY', start: '08:00', end: '16:00' },
        { shopHubId: outletB, day: 'FRIDAY', start: '17:00', end: '20:00' },
      ],
    });
    expect(changed.updateShopCourierOperationals.courierOperationals).toHaveLength(2);
    const mapped = await app.userWith(['VIEW_SHOP_COURIER', 'UPDATE_SHOP_COURIER']);
    await app.db.insert(userShopHubs).values({ userId: mapped.id, value: outletA });
    const mine = await ok<{ updateShopCourierOperationals: { courierOperationals: { shopHubId: number; day: string }[] } }>(mapped, HOURS, {
      id: otherCourierId,
      rows: [{ shopHubId: outletA, day: 'SATURDAY', start: '08:00', end: '16:00' }],
    });
    const rows = await app.db.select().from(shopCourierOperationals).where(eq(shopCourierOperationals.shopCourierId, otherCourierId));
    expect(rows.map((row) => [row.shopHubId, row.day]).sort()).toEqual([[outletA, 6], [outletB, 5]].sort());
    expect(mine.updateShopCourierOperationals.courierOperationals.map((row) => row.day)).toContain('SATURDAY');
    const foreign = await mapped.request(HOURS, { id: otherCourierId, rows: [{ shopHubId: outletB, day: 'SUNDAY', start: '08:00', end: '16:00' }] });
    expect(fieldsOf(foreign)).toEqual({ 'courierOperationals.0.shopHubId': `Outlet ${outletB} does not exist.` });

    await ok(admin, 'mutation ($id: Int!) { deactivateShopCourier(id: $id) { active } }', { id: otherCourierId });
    const list = await ok<{ shopCouriers: { results: { id: number; active: boolean }[] } }>(admin, '{ shopCouriers(pageInput: { page: 1, size: 50, filters: { operator: AND, options: [{ field: "active", values: ["false"], type: EQUAL }] } }) { results { id active } } }');
    expect(list.shopCouriers.results.map((row) => row.id)).toEqual([otherCourierId]);
    await ok(admin, 'mutation ($id: Int!) { activateShopCourier(id: $id) { active } }', { id: otherCourierId });
    const logged = await app.db.select({ activity: userActivities.activity }).from(userActivities).where(eq(userActivities.username, admin.username));
    expect(logged.map((row) => row.activity)).toEqual(expect.arrayContaining(['DEACTIVATE_SHOP_COURIER', 'ACTIVATE_SHOP_COURIER', 'UPDATE_SHOP_COURIER']));
    expect(codeOf(await baristaA.request('mutation { deactivateShopCourier(id: 1) { active } }'))).toBe('FORBIDDEN');
  });

  it('offers a barista the active couriers working at the outlet now', async () => {
    const onDuty = await ok<{ shopCouriersOnDuty: { id: number }[] }>(baristaA, 'query ($hub: Int!) { shopCouriersOnDuty(shopHubId: $hub) { id } }', { hub: outletA });
    expect(onDuty.shopCouriersOnDuty.map((row) => row.id)).toContain(courierId);
    expect(codeOf(await baristaA.request('query ($hub: Int!) { shopCouriersOnDuty(shopHubId: $hub) { id } }', { hub: outletB }))).toBe('NOT_FOUND');
  });
});

describe('barista actions', () => {
  it('two baristas accepting one order at once: one wins, the other is told CONFLICT', async () => {
    const id = await paidOrder(outletA, 'PICK_UP', null);
    const before = await counts();
    const results = await Promise.all([baristaA.request(ACK, { id }), baristaA2.request(ACK, { id })]);
    const codes = results.map((result) => codeOf(result) ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const after = await counts();
    expect(after.activities - before.activities).toBe(1);
    expect(after.events - before.events).toBe(1);
    const [order] = await app.db.select().from(shopOrders).where(eq(shopOrders.id, id));
    expect(order!.state).toBe('ACK');
    expect([baristaA.id, baristaA2.id]).toContain(order!.acceptedById);
  });

  it('accepts a delivery order for our courier, who is told; then finishes it', async () => {
    const id = await paidOrder(outletA);
    const outboxBefore = await app.db.select().from(eventOutbox);
    const accepted = await ok<{ ackOrder: { state: string; deliveryDetail: { status: string; courierId: number } } }>(baristaA, ACK, { id, courier: courierId });
    expect(accepted.ackOrder).toMatchObject({ state: 'ACK', deliveryDetail: { status: 'allocated', courierId } });
    const [delivery] = await app.db.select().from(shopOrderDeliveries).where(eq(shopOrderDeliveries.shopOrderId, id));
    expect(delivery).toMatchObject({ courierVendor: 'JUMPSTART', driverName: expect.stringContaining('Tester') });
    const queued = (await app.db.select().from(eventOutbox)).slice(outboxBefore.length).map((row) => [row.topic, (row.payload as { courierId?: number }).courierId ?? null]);
    expect(queued).toEqual(expect.arrayContaining([['orderCourierAssigned', null], ['shopCourierOrderStatusUpdated', courierId]]));
    const beforeFinish = (await app.db.select().from(eventOutbox)).length;
    expect((await ok<{ finishOrder: { state: string } }>(baristaA, FINISH, { id })).finishOrder.state).toBe('COMPLETED');
    const told = (await app.db.select().from(eventOutbox)).slice(beforeFinish).map((row) => [row.topic, (row.payload as { courierId?: number }).courierId]);
    expect(told).toEqual([['shopCourierOrderStatusUpdated', courierId]]);
    expect(codeOf(await baristaA.request(FINISH, { id }))).toBe('CONFLICT');
  });

  it('refuses a courier for a pick-up order, an inactive courier, another outlet’s order and a missing authority, writing nothing', async () => {
    const pickUp = await paidOrder(outletA, 'PICK_UP', null);
    const elsewhere = await paidOrder(outletB);
    const resting = await app.userWith(['IS_COURIER']);
    const inactiveId = (await ok<{ createShopCourier: { id: number } }>(admin, CREATE, { input: { userId: resting.id, active: false, courierOperationals: [] } })).createShopCourier.id;
    const delivery = await paidOrder(outletA);
    const before = await counts();
    const notDelivery = await baristaA.request(ACK, { id: pickUp, courier: courierId });
    expect(fieldsOf(notDelivery)).toEqual({ shopCourierId: SHOP_COURIER_MESSAGES.notDelivery });
    expect(fieldsOf(await baristaA.request(ACK, { id: delivery, courier: inactiveId }))).toEqual({ shopCourierId: SHOP_COURIER_MESSAGES.courierInactive });
    expect(codeOf(await baristaA.request(ACK, { id: elsewhere }))).toBe('NOT_FOUND');
    expect(codeOf(await courierUser.request(ACK, { id: pickUp }))).toBe('FORBIDDEN');
    expect(codeOf(await baristaA.request(FINISH, { id: pickUp }))).toBe('CONFLICT');
    expect(await counts()).toEqual(before);
    const states = await app.db.select({ state: shopOrders.state }).from(shopOrders).where(sql`${shopOrders.id} in (${pickUp}, ${elsewhere}, ${delivery})`);
    expect(states.every((row) => row.state === 'PAID')).toBe(true);
  });

  it('tries a delivery with no driver again as a new attempt, and gives it to another courier before pick-up', async () => {
    const id = await paidOrder(outletA, 'DELIVERY', { status: 'allocated' });
    await ok(baristaA, ACK, { id });
    expect(codeOf(await baristaA.request(RETRY, { id }))).toBe('CONFLICT');
    await app.db.update(shopOrderDeliveries).set({ status: 'no_driver' }).where(eq(shopOrderDeliveries.shopOrderId, id));
    const retried = await ok<{ retryDelivery: { deliveryDetail: { status: string; attempt: number } } }>(baristaA, RETRY, { id });
    expect(retried.retryDelivery.deliveryDetail).toMatchObject({ status: 'confirmed', attempt: 2 });
    expect(codeOf(await baristaA.request(RETRY, { id }))).toBe('CONFLICT');
    const first = await ok<{ reassignCourier: { deliveryDetail: { courierId: number; attempt: number } } }>(baristaA, REASSIGN, { id, courier: otherCourierId });
    expect(first.reassignCourier.deliveryDetail).toMatchObject({ courierId: otherCourierId, attempt: 2 });
    const second = await ok<{ reassignCourier: { deliveryDetail: { courierId: number; status: string } } }>(baristaA, REASSIGN, { id, courier: courierId });
    expect(second.reassignCourier.deliveryDetail).toMatchObject({ courierId, status: 'allocated' });
    const timeline = await app.db.select({ type: shopOrderEvents.type }).from(shopOrderEvents).where(eq(shopOrderEvents.shopOrderId, id));
    expect(timeline.map((row) => row.type)).toEqual(['acknowledge', 'delivery-retried', 'courier-assigned', 'courier-assigned']);
  });
});

describe('courier tasks', () => {
  it('a courier sees only their own deliveries and moves them forward: on the way, then delivered', async () => {
    const id = await paidOrder(outletA);
    const notMine = await paidOrder(outletA);
    await ok(baristaA, ACK, { id, courier: courierId });
    await ok(baristaA, ACK, { id: notMine, courier: otherCourierId });

    const mine = await ok<{ courierOrdersByCourier: { shopOrderId: number }[] }>(courierUser, MINE);
    expect(mine.courierOrdersByCourier.map((row) => row.shopOrderId)).toContain(id);
    expect(mine.courierOrdersByCourier.map((row) => row.shopOrderId)).not.toContain(notMine);

    expect(codeOf(await courierUser.request(COMPLETE, { id }))).toBe('CONFLICT');
    expect(codeOf(await courierUser.request(DELIVER, { id: notMine }))).toBe('NOT_FOUND');
    await ok(baristaA, FINISH, { id });
    const before = await counts();
    const delivered = await ok<{ deliverCourierOrder: { deliveryDetail: { status: string } } }>(courierUser, DELIVER, { id });
    expect(delivered.deliverCourierOrder.deliveryDetail.status).toBe('out_for_delivery');
    expect(codeOf(await courierUser.request(DELIVER, { id }))).toBe('CONFLICT');
    const after = await counts();
    expect(after.statuses - before.statuses).toBe(2);
    expect(after.activities - before.activities).toBe(1);
    expect(codeOf(await baristaA.request(REASSIGN, { id, courier: otherCourierId }))).toBe('CONFLICT');

    const outboxBefore = (await app.db.select().from(eventOutbox)).length;
    expect((await ok<{ completeCourierOrder: { deliveryDetail: { status: string } } }>(courierUser, COMPLETE, { id })).completeCourierOrder.deliveryDetail.status).toBe('delivered');
    const topics = (await app.db.select().from(eventOutbox)).slice(outboxBefore).map((row) => row.topic);
    expect(topics.sort()).toEqual(['orderDeliveryStatusUpdated', 'shopCourierOrderStatusUpdated']);
    const [order] = await app.db.select().from(shopOrders).where(eq(shopOrders.id, id));
    expect(order!.pickUpTime).not.toBeNull();
    expect(order!.deliveredTime).not.toBeNull();
    const history = await app.db.select({ status: shopOrderDeliveryStatuses.status }).from(shopOrderDeliveryStatuses).where(eq(shopOrderDeliveryStatuses.shopOrderId, id));
    expect(history.map((row) => row.status)).toEqual(['allocated', 'picked', 'out_for_delivery', 'delivered']);
    expect(codeOf(await courierUser.request(COMPLETE, { id }))).toBe('CONFLICT');
    const listed = await ok<{ courierOrdersByCourier: { shopOrderId: number; deliveryDetail: { status: string } | null }[] }>(courierUser, MINE);
    expect(listed.courierOrdersByCourier.at(-1)).toMatchObject({ shopOrderId: id, deliveryDetail: { status: 'delivered' } });
    expect(statusOf(listed.courierOrdersByCourier.at(-1)!)).toBe('delivered');
  });

  it('an outlet’s deliveries are listed for the people who run it, within their outlets', async () => {
    const id = await paidOrder(outletA);
    await ok(baristaA, ACK, { id, courier: courierId });
    const BY_HUB = 'query ($hub: Int!) { courierOrdersByShopHubId(shopHubId: $hub) { shopOrderId: id deliveryDetail { courierId } } }';
    const listed = await ok<{ courierOrdersByShopHubId: { shopOrderId: number; deliveryDetail: { courierId: number } }[] }>(admin, BY_HUB, { hub: outletA });
    expect(listed.courierOrdersByShopHubId).toContainEqual({ shopOrderId: id, deliveryDetail: { courierId } });
    const mapped = await app.userWith(['VIEW_SHOP_COURIER']);
    await app.db.insert(userShopHubs).values({ userId: mapped.id, value: outletB });
    expect(codeOf(await mapped.request(BY_HUB, { hub: outletA }))).toBe('NOT_FOUND');
    expect(codeOf(await courierUser.request(BY_HUB, { hub: outletA }))).toBe('FORBIDDEN');
  });

  it('a user who is not a courier sees no deliveries and moves none', async () => {
    const outsider = await app.userWith(['IS_COURIER']);
    expect((await ok<{ courierOrdersByCourier: unknown[] }>(outsider, MINE)).courierOrdersByCourier).toEqual([]);
    expect(codeOf(await baristaA.request(MINE))).toBe('FORBIDDEN');
  });
});
