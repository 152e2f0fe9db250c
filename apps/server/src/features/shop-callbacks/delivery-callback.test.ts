import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_CALLBACK_PATH, DELIVERY_STATUS_RANK, type DeliveryStatus } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DELIVERY_SECRET, callbacksApp, placeTestOrder, post, shuffled, traces } from '../../testing/shop-callbacks';
import { shopOrderDeliveries } from '../shop-orders/shop-orders.table';

/*
 * The courier vendor's status updates, shuffled and repeated as a vendor's retries deliver them:
 * the delivery ends at its furthest status, every update is in its history once, and a status we
 * do not know is kept without moving anything.
 */

let app: TestApp;
let callbacks: ReturnType<typeof callbacksApp>;
const send = (body: unknown, secret = DELIVERY_SECRET) => post(callbacks, DELIVERY_CALLBACK_PATH, body, { 'x-callback-token': secret });

/** A paid delivery order booked with the vendor as `booking`. */
async function bookedOrder(booking: string, deliveryFee = 12_000) {
  const order = await placeTestOrder(app.db, { type: 'DELIVERY', deliveryFee });
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
      const order = await bookedOrder(booking);
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
