import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../platform/identity/users.table';
import { shopCourierOperationals, shopCouriers } from '../features/shop-couriers/shop-couriers.table';
import { shopHubs } from '../features/shop-hubs/shop-hubs.table';
import { nextOrderNumber } from '../features/shop-orders/place-order';
import { shopOrderDeliveries, shopOrderDeliveryStatuses, shopOrderEvents, shopOrderLines, shopOrders } from '../features/shop-orders/shop-orders.table';

/** The demo courier who has a delivery waiting on a new console. */
export const DEMO_COURIER = 'joko.susilo';

/*
 * Our own couriers at the first outlets (Sudirman and Kuningan), and one delivery already accepted
 * and given to the first courier, so the courier's page has something to pick up on a new console.
 */
export async function seedDemoShopCouriers(db: Database): Promise<void> {
  const people = await db.select({ id: users.id, username: users.username, name: users.name, phoneNo: users.phoneNo }).from(users).where(inArray(users.username, [DEMO_COURIER, 'wahyu.hidayat']));
  const outlets = await db.select({ id: shopHubs.id, name: shopHubs.name, hubNo: shopHubs.hubNo, timeZone: shopHubs.timeZone }).from(shopHubs).orderBy(asc(shopHubs.id)).limit(3);
  if (people.length < 2 || outlets.length < 3) return;
  const [sudirman, kuningan, kemang] = outlets as [(typeof outlets)[number], (typeof outlets)[number], (typeof outlets)[number]];
  const joko = people.find((person) => person.username === DEMO_COURIER)!;
  const wahyu = people.find((person) => person.username !== DEMO_COURIER)!;

  const [jokoCourier] = await db.insert(shopCouriers).values({ userId: joko.id, active: true }).returning();
  const [wahyuCourier] = await db.insert(shopCouriers).values({ userId: wahyu.id, active: true }).returning();
  const weekdays = [1, 2, 3, 4, 5];
  await db.insert(shopCourierOperationals).values([
    // Mornings at Sudirman, afternoons at Kuningan, Monday to Saturday.
    ...[...weekdays, 6].flatMap((day) => [
      { shopCourierId: jokoCourier!.id, shopHubId: sudirman.id, day, start: '07:00', end: '12:00' },
      { shopCourierId: jokoCourier!.id, shopHubId: kuningan.id, day, start: '12:00', end: '18:00' },
    ]),
    // Evenings at Sudirman on weekdays, and Kemang at the weekend.
    ...weekdays.map((day) => ({ shopCourierId: wahyuCourier!.id, shopHubId: sudirman.id, day, start: '16:00', end: '22:00' })),
    ...[6, 7].map((day) => ({ shopCourierId: wahyuCourier!.id, shopHubId: kemang.id, day, start: '10:00', end: '22:00' })),
  ]);

  const now = new Date();
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  // Numbered as the outlet numbers its orders: the first of its day.
  const { orderNo, orderNoAlias } = await nextOrderNumber(db, sudirman, minutesAgo(25));
  const [order] = await db
    .insert(shopOrders)
    .values({
      shopHubId: sudirman.id,
      orderNo,
      orderNoAlias,
      type: 'DELIVERY',
      channel: 'APP',
      state: 'ACK',
      customerName: 'Rina Wulandari',
      createdTime: minutesAgo(25),
      paidTime: minutesAgo(24),
      acceptedTime: minutesAgo(20),
      totalPrice: 68_000,
      paidAmount: 68_000,
      cogs: 21_000,
      deliveryFee: 10_000,
      paymentMethod: 'GOPAY',
    })
    .returning();
  await db.insert(shopOrderLines).values([
    { shopOrderId: order!.id, name: 'Kopi Susu Gula Aren', price: 29_000, amount: 2, totalPrice: 58_000, totalPriceAfterDiscount: 58_000, cogs: 10_500, note: 'Less ice' },
  ]);
  await db.insert(shopOrderDeliveries).values({
    shopOrderId: order!.id,
    courierVendor: 'JUMPSTART',
    status: 'allocated',
    eventDate: minutesAgo(20),
    shopCourierId: jokoCourier!.id,
    driverName: joko.name,
    driverPhone: joko.phoneNo,
    receiverName: 'Rina Wulandari',
    address: 'Jl. Jend. Sudirman Kav. 21, Karet, Setiabudi',
    addressDetail: 'Lobby, tower B',
    latitude: -6.2146,
    longitude: 106.8185,
    contactPersonPhoneNumber: '081298765432',
    paidDeliveryFee: 10_000,
    totalDistanceInKms: 1.6,
  });
  await db.insert(shopOrderDeliveryStatuses).values({ shopOrderId: order!.id, attempt: 1, status: 'allocated', eventDate: minutesAgo(20) });
  await db.insert(shopOrderEvents).values([
    { shopOrderId: order!.id, type: 'pay', at: minutesAgo(24), source: 'payment-gateway' },
    { shopOrderId: order!.id, type: 'acknowledge', at: minutesAgo(20), source: 'user' },
    { shopOrderId: order!.id, type: 'courier-assigned', at: minutesAgo(20), source: 'user', detail: { courier: joko.name } },
  ]);
}
