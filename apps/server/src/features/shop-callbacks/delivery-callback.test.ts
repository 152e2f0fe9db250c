import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_CALLBACK_PATH, DELIVERY_STATUS_RANK, type DeliveryStatus } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DELIVERY_SECRET, callbacksApp, placeTestOrder, post, shuffled, traces } from '../../testing/shop-callbacks';
import { eq } from 'drizzle-orm';
import { shopOrderDeliveries, shopOrders } from '../shop-orders/shop-orders.table';

/*
 * The courier vendor's status updates, shuffled and repeated as a vendor's retries deliver them:
 * the delivery ends at its furthest status, every update is in its history once, and a status we
 * do not know is kept without moving anything.
 */

let app: TestApp;
let callbacks: ReturnType<typeof callbacksApp>;
const send = (body: unknown, secret = DELIVERY_SECRET) => post(callbacks, DELIVERY_CALLBACK_PATH, body, { 'x-callback-token': secret });

/** A delivery order booked with the vendor as `booking`; `made`: the outlet has finished it, ready for the driver. */
async function bookedOrder(booking: string, deliveryFee = 12_000, made = false) {
  const order = await placeTestOrder(app.db, { type: 'DELIVERY', deliveryFee });
  if (made) await app.db.update(shopOrders).set({ state: 'COMPLETED', completedTime: new Date() }).where(eq(shopOrders.id, order.id));
  await app.db.insert(shopOrderDeliveries).values({ shopOrderId: order.id, courierVendor: 'GO_SEND', vendorOrderNo: booking, paidDeliveryFee: deliveryFee });
  return order;
}

const FORWARD: DeliveryStatus[] = ['confirmed', 'allocated', 'out_for_pickup', 'picked', 'out_for_delivery', 'delivered'];
const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00+07:00`;

beforeAll(async () => {
  app = await startTestApp();
  callbacks = callbacksApp(app);
});
afterAll(() => app.close());

describe('the delivery callback', () => {
  it('ends at the furthest status whatever the order of arrival, with every update in the history once', async () => {
    for (const seed of [3, 11, 29]) {
      const booking = `GK-${seed}-${Date.now()}`;
      const order = await bookedOrder(booking, 12_000, true);
      const updates = FORWARD.map((status, minute) => ({ entity_id: booking, status, event_date: at(minute), driver_name: status === 'allocated' ? 'Budi' : undefined, price: status === 'delivered' ? 14_000 : undefined }));
      const arrivals = shuffled([...updates, ...updates, updates[1]!], seed);
      const outcomes: string[] = [];
      for (const update of arrivals) {
        const answer = await send(update);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        outcomes.push(answer.body.outcome!);
      }
      const { order: after, delivery, history, timeline, outbox } = await traces(app.db, order.id);
      expect(delivery).toMatchObject({ status: 'delivered', driverName: 'Budi', actualDeliveryFee: 14_000, paidDeliveryFee: 12_000 });
      expect(history.map((row) => row.status).sort()).toEqual([...FORWARD].sort());
      expect(outcomes.filter((outcome) => outcome === 'DUPLICATE')).toHaveLength(updates.length + 1);
      expect(after.deliveredTime?.toISOString()).toBe(new Date(at(5)).toISOString());
      // Each forward move: one timeline line and one live event, and never a move backwards.
      const applied = outcomes.filter((outcome) => outcome === 'APPLIED').length;
      expect(timeline.filter((line) => line.type === 'deliveryStatus')).toHaveLength(applied);
      expect(outbox.filter((event) => event.topic === 'orderDeliveryStatusUpdated')).toHaveLength(applied);
      const ranks = timeline.map((line) => DELIVERY_STATUS_RANK[line.detail.status as DeliveryStatus]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('keeps a pick-up or delivery that comes before the order is made, and applies it when the outlet finishes the order', async () => {
    const booking = `GK-early-${Date.now()}`;
    const order = await bookedOrder(booking);
    const barista = await app.userWith(['ACCEPT_ORDER', 'FINISH_ORDER', 'VIEW_SHOP_ORDER']);
    await app.db.update(shopOrders).set({ state: 'PAID', paidTime: new Date() }).where(eq(shopOrders.id, order.id));
    expect((await send({ entity_id: booking, status: 'allocated', event_date: at(1), driver_name: 'Budi' })).body).toMatchObject({ outcome: 'APPLIED' });
    expect((await send({ entity_id: booking, status: 'picked', event_date: at(2) })).body).toMatchObject({ status: 'picked', outcome: 'HELD' });
    // Accepting it for the vendor's driver still works: nobody has it in hand.
    expect((await barista.request('mutation ($id: Int!) { ackOrder(shopOrderId: $id) { state } }', { id: order.id })).errors).toBeUndefined();
    expect((await send({ entity_id: booking, status: 'delivered', event_date: at(9) })).body).toMatchObject({ outcome: 'HELD' });
    let seen = await traces(app.db, order.id);
    expect(seen.delivery).toMatchObject({ status: 'allocated', driverName: 'Budi' });
    expect(seen.order.deliveredTime).toBeNull();
    expect(seen.history.map((row) => row.status)).toEqual(['allocated', 'picked', 'delivered']);
    expect(seen.timeline.filter((line) => line.type === 'deliveryHeld').map((line) => line.detail.status)).toEqual(['picked', 'delivered']);

    const finished = await barista.request<{ finishOrder: { state: string; deliveryDetail: { status: string } } }>('mutation ($id: Int!) { finishOrder(shopOrderId: $id) { state deliveryDetail { status } } }', { id: order.id });
    expect(finished.data?.finishOrder).toEqual({ state: 'COMPLETED', deliveryDetail: { status: 'delivered' } });
    seen = await traces(app.db, order.id);
    expect(seen.delivery).toMatchObject({ status: 'delivered' });
    expect(seen.order.deliveredTime?.toISOString()).toBe(new Date(at(9)).toISOString());
    const read = await barista.request<{ shopOrder: { timeline: { what: string; detail: string }[] } }>('query ($id: Int!) { shopOrder(id: $id) { timeline { what detail } } }', { id: order.id });
    const words = read.data!.shopOrder.timeline.map((line) => `${line.what}: ${line.detail}`);
    expect(words).toContain('Delivery update kept until the order is made: Status: Picked up · Attempt: 1');
    expect(words.at(-1)).toBe('Delivery update taken now the order is made: Status: Delivered · Attempt: 1');
  });

  it('keeps a status it does not know without failing or moving, and takes the update types', async () => {
    const booking = `GK-types-${Date.now()}`;
    const order = await bookedOrder(booking);
    expect((await send({ entity_id: booking, type: 'DRIVER_FOUND', event_date: 1_764_212_400_000, driver_phone: '081234567890' })).body).toMatchObject({ status: 'allocated', outcome: 'APPLIED' });
    expect((await send({ entity_id: booking, status: 'teleported', event_date: at(20) })).body).toMatchObject({ status: 'teleported', outcome: 'UNKNOWN_STATUS' });
    expect((await send({ entity_id: booking, type: 'SOMETHING_NEW', event_date: at(21) })).body).toMatchObject({ outcome: 'UNKNOWN_STATUS' });
    expect((await send({ entity_id: booking, type: 'CREATED', event_date: at(1) })).body).toMatchObject({ status: 'confirmed', outcome: 'NOT_FORWARD' });
    const { delivery, history } = await traces(app.db, order.id);
    expect(delivery).toMatchObject({ status: 'allocated', driverPhone: '081234567890' });
    expect(history.map((row) => [row.status, row.known])).toEqual([
      ['allocated', true],
      ['teleported', false],
      ['SOMETHING_NEW', false],
      ['confirmed', true],
    ]);
  });

  it('finds an order by its own number, starting its delivery with the fee from the delivery configuration', async () => {
    const order = await placeTestOrder(app.db, { type: 'DELIVERY', deliveryFee: 0 });
    const answer = await send({ entity_id: 'GK-NEW-BOOKING', store_order_id: order.orderNo, status: 'confirmed', event_date: at(0), total_distance_in_kms: 5.2 });
    expect(answer.body.outcome).toBe('APPLIED');
    // Defaults: Rp 10.000 up to 3 km, then Rp 2.500 a started km: 3 more km.
    expect((await traces(app.db, order.id)).delivery).toMatchObject({ vendorOrderNo: 'GK-NEW-BOOKING', paidDeliveryFee: 17_500, totalDistanceInKms: 5.2 });
    expect((await send({ entity_id: 'GK-NEW-BOOKING', status: 'allocated', event_date: at(1) })).body.outcome).toBe('APPLIED');
  });

  it('refuses a wrong secret and answers an unknown delivery 404, saving nothing', async () => {
    const booking = `GK-refused-${Date.now()}`;
    const order = await bookedOrder(booking);
    const wrong = await send({ entity_id: booking, status: 'confirmed', event_date: at(0) }, 'not-the-secret');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error!.code).toBe('UNAUTHENTICATED');
    const unknown = await send({ entity_id: 'GK-NOBODY', status: 'confirmed', event_date: at(0) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error!.code).toBe('NOT_FOUND');
    const pickUp = await placeTestOrder(app.db);
    expect((await send({ entity_id: pickUp.orderNo, status: 'confirmed', event_date: at(0) })).status).toBe(404);
    expect((await traces(app.db, order.id)).history).toEqual([]);
  });
});
