import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { eventOutbox } from '../../platform/events/outbox.table';
import { placeShopOrder } from './place-order';
import { seedOrderOutlet } from '../../testing/shop-order-fixtures';
import { shopOrderDeliveries, shopOrderEvents, shopOrderLines } from './shop-orders.table';

let app: TestApp;
let outlet: Awaited<ReturnType<typeof seedOrderOutlet>>;

beforeAll(async () => {
  app = await startTestApp();
  outlet = await seedOrderOutlet(app.db);
});
afterAll(() => app.close());

const at = new Date('2026-12-02T03:30:00Z'); // Wednesday 10:30 in Jakarta

describe('placing an order', () => {
  it('keeps a cash order at the counter as sold, paid at once, numbered for the outlet and its day', async () => {
    const placed = await app.db.transaction((tx) =>
      placeShopOrder(tx, {
        channel: 'POS',
        hubId: outlet.kemang.id,
        type: 'DINE_IN',
        paymentMethod: 'CASH',
        customerName: 'Budi',
        items: [{ menuId: outlet.latte, amount: 2, menuVariantUnitIds: [outlet.large], toppingIds: [outlet.boba], customizationItemIds: [], note: 'Less ice' }],
        by: { source: 'user', userId: null },
        now: at,
      }),
    );
    const { order } = placed;
    expect(order).toMatchObject({ state: 'PAID', channel: 'POS', totalPrice: 78_000, paidAmount: 78_000, cogs: 21_000, orderNo: `KMG-20261202-0001`, orderNoAlias: '001' });
    expect(order.paidTime?.toISOString()).toBe(at.toISOString());
    const [line] = await app.db.select().from(shopOrderLines).where(eq(shopOrderLines.shopOrderId, order.id));
    expect(line).toMatchObject({ name: 'Latte', price: 30_000, totalCustomizationPrice: 9_000, amount: 2, totalPrice: 78_000, cogs: 10_500, note: 'Less ice' });
    expect(line!.variantUnits).toEqual([expect.objectContaining({ name: 'Large', price: 4_000, cogs: 1_000, variantName: 'Size' })]);
    expect(line!.toppings).toEqual([expect.objectContaining({ name: 'Boba', price: 5_000, cogs: 1_500, quantity: 1 })]);
    const timeline = await app.db.select().from(shopOrderEvents).where(eq(shopOrderEvents.shopOrderId, order.id));
    expect(timeline.map((event) => event.type)).toEqual(['placed', 'pay']);
    const events = await app.db.select().from(eventOutbox);
    expect(events).toContainEqual(expect.objectContaining({ topic: 'orderCash', payload: expect.objectContaining({ shopOrderId: order.id, shopHubId: outlet.kemang.id }) }));
  });

  it('leaves an app delivery order waiting for payment with its delivery and the fee by distance', async () => {
    const { order, price } = await app.db.transaction((tx) =>
      placeShopOrder(tx, {
        channel: 'APP',
        hubId: outlet.kemang.id,
        type: 'DELIVERY',
        paymentMethod: 'GOPAY',
        customerId: outlet.customer,
        items: [{ menuId: outlet.latte, amount: 1, menuVariantUnitIds: [], toppingIds: [], customizationItemIds: [] }],
        delivery: { address: 'Jl. Senopati 10', receiverName: 'Dewi', latitude: -6.23, longitude: 106.81, contactPersonPhoneNumber: '0812345678' },
        by: { source: 'user' },
        now: at,
      }),
    );
    // About 3.4 km: the flat Rp 10.000 for 3 km and Rp 2.500 for the started fourth.
    expect(price.deliveryFee).toBe(12_500);
    expect(order).toMatchObject({ state: 'WAITING_FOR_PAYMENT', orderNo: 'KMG-20261202-0002', orderNoAlias: '002', totalPrice: 42_500, paidAmount: 42_500, deliveryFee: 12_500 });
    expect(order.expiredTime!.getTime() - at.getTime()).toBe(15 * 60_000);
    const [delivery] = await app.db.select().from(shopOrderDeliveries).where(eq(shopOrderDeliveries.shopOrderId, order.id));
    expect(delivery).toMatchObject({ address: 'Jl. Senopati 10', paidDeliveryFee: 12_500, receiverName: 'Dewi' });
  });

  it('refuses a sold-out menu and a delivery without an address, placing nothing', async () => {
    const place = (extra: Record<string, unknown>) =>
      app.db
        .transaction((tx) => placeShopOrder(tx, { channel: 'POS', hubId: outlet.kemang.id, type: 'DINE_IN', paymentMethod: 'CASH', items: [{ menuId: outlet.croissant, amount: 1, menuVariantUnitIds: [], toppingIds: [], customizationItemIds: [] }], by: { source: 'user' }, now: at, ...extra }))
        .then(
          () => null,
          (error: { extensions?: { code?: string; fields?: Record<string, string> } }) => error.extensions,
        );
    expect(await place({})).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'items.0.menuId': 'This menu is sold out at this outlet.' } });
    expect(await place({ type: 'DELIVERY', items: [{ menuId: outlet.latte, amount: 1, menuVariantUnitIds: [], toppingIds: [], customizationItemIds: [] }] })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { delivery: 'A delivery order needs the address to deliver to.' },
    });
  });
});
