import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES, SHOP_CONFIGURATION_MESSAGES } from '@back-office/domain';
import { userActivities } from '../../platform/audit/user-activities.table';
import { downloadCsv } from '../../testing/csv';
import { insertShopOrder } from '../../testing/shop-orders';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { expireDueShopOrders } from '../../jobs/shop-order-expiry';
import { moveOrder } from './order-moves';
import { placeShopOrder } from './place-order';
import { seedOrderOutlet } from '../../testing/shop-order-fixtures';
import { shopOrderEvents, shopOrders } from './shop-orders.table';
import { shopDeliveryConfiguration, shopPwaConfiguration } from '../shop-configuration/shop-configuration.table';

type Caller = TestApp['admin'];
let app: TestApp;
let north: number;
let south: number;

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}
const refused = (result: { errors?: readonly unknown[] }, code: string, fields?: Record<string, string>) =>
  expect(result.errors?.[0]).toMatchObject({ extensions: { code, ...(fields ? { fields } : {}) } });

const PWA = 'query { shopPwaConfiguration { pendingToLiveDurationInMinute pickUpStartTime pickUpEndTime deliveryStartTime deliveryEndTime popupBannerDelayTimeInSeconds maximumLoyaltyPointsUsedPercentage gopayAdditionalInfo updatedTime } }';
const UPDATE_PWA = 'mutation ($input: ShopPwaConfigurationInput!, $expectedUpdatedTime: DateTime) { updateShopPwaConfiguration(input: $input, expectedUpdatedTime: $expectedUpdatedTime) { pendingToLiveDurationInMinute pickUpStartTime gopayAdditionalInfo updatedTime } }';
const DELIVERY = 'query { shopDeliveryConfiguration { deliveryFeePerKm deliveryFlatFee maximumFlatFeeDeliveryDistanceInKm updatedTime } }';
const UPDATE_DELIVERY = 'mutation ($input: ShopDeliveryConfigurationInput!, $expectedUpdatedTime: DateTime) { updateShopDeliveryConfiguration(input: $input, expectedUpdatedTime: $expectedUpdatedTime) { deliveryFeePerKm deliveryFlatFee maximumFlatFeeDeliveryDistanceInKm updatedTime } }';
const ORDERS = 'query ($pageInput: PageInput!) { shopOrders(pageInput: $pageInput) { totalRows totalPages currentPage results { id orderNo state hub { name } } } }';
const ORDER = `query ($id: Int!) { shopOrder(id: $id) {
  id orderNo state stateText type totalPrice discountAmount paidAmount paymentMethod hub { id name }
  menus { name price amount totalPrice discount totalPriceAfterDiscount note toppings { name price quantity } variantUnits { name variantName } }
  deliveryDetail { courierVendor orderNo status statusText driverName paidDeliveryFee deliveryFeeAfterDiscount statusHistories { status statusText } }
  promos { name discountUsed }
  timeline { what by detail }
  transactionSummary { orderNo hubName totalPrice totalDiscount netPrice cogs grossProfit grossProfitPercentage deliveryAmount deliveryDiscount totalPaid promos { name } }
} }`;

const pwaInput = {
  pendingToLiveDurationInMinute: 20,
  pickUpTimeSelectionRangeInMinute: 15,
  pickUpStartTime: '08:00',
  pickUpEndTime: '21:00',
  deliveryTimeSelectionRangeInMinute: 30,
  deliveryStartTime: '09:00',
  deliveryEndTime: '20:00',
  gopayAdditionalInfo: 'Pay within 15 minutes',
  linkAjaAdditionalInfo: null,
  shopeePayAdditionalInfo: '',
  popupBannerDelayTimeInSeconds: 10,
  maximumLoyaltyPointsUsedPercentage: 50,
};

const activities = async (activity: string) => (await app.db.select({ n: count() }).from(userActivities).where(eq(userActivities.activity, activity)))[0]!.n;

beforeAll(async () => {
  app = await startTestApp();
  const outlet = (name: string) => ({ name, hubNo: name.toUpperCase().slice(0, 5), timeZone: 'Asia/Jakarta', active: true, hubOperationals: [{ day: 'MONDAY', open: '08:00', close: '20:00' }], targetOrder: 10, targetItem: 20, targetRevenue: 500_000 });
  north = (await ok<{ createShopHub: { id: number } }>(app.admin, 'mutation ($input: ShopHubInput!) { createShopHub(input: $input) { id } }', { input: outlet('North') })).createShopHub.id;
  south = (await ok<{ createShopHub: { id: number } }>(app.admin, 'mutation ($input: ShopHubInput!) { createShopHub(input: $input) { id } }', { input: outlet('South') })).createShopHub.id;
});
afterAll(() => app.close());

describe('the ordering app configuration', () => {
  it('reads the defaults, refuses bad values with the field’s message and writes nothing', async () => {
    const before = (await ok<{ shopPwaConfiguration: Record<string, unknown> }>(app.admin, PWA)).shopPwaConfiguration;
    expect(before).toMatchObject({ pendingToLiveDurationInMinute: 15, pickUpStartTime: '08:00', popupBannerDelayTimeInSeconds: 10, maximumLoyaltyPointsUsedPercentage: 50 });
    refused(await app.admin.request(UPDATE_PWA, { input: { ...pwaInput, pickUpStartTime: '22:00' } }), 'BAD_USER_INPUT', { pickUpEndTime: SHOP_CONFIGURATION_MESSAGES.pickUpStartBeforeEnd });
    refused(await app.admin.request(UPDATE_PWA, { input: { ...pwaInput, deliveryEndTime: '09:00' } }), 'BAD_USER_INPUT', { deliveryEndTime: SHOP_CONFIGURATION_MESSAGES.deliveryStartBeforeEnd });
    refused(await app.admin.request(UPDATE_PWA, { input: { ...pwaInput, pendingToLiveDurationInMinute: 0 } }), 'BAD_USER_INPUT', { pendingToLiveDurationInMinute: MESSAGES.greaterThan0 });
    refused(await app.admin.request(UPDATE_PWA, { input: { ...pwaInput, maximumLoyaltyPointsUsedPercentage: 101 } }), 'BAD_USER_INPUT', { maximumLoyaltyPointsUsedPercentage: MESSAGES.percentage });
    refused(await app.admin.request(UPDATE_PWA, { input: { ...pwaInput, pickUpStartTime: '8 am' } }), 'BAD_USER_INPUT', { pickUpStartTime: MESSAGES.invalidTime });
    expect((await ok<{ shopPwaConfiguration: Record<string, unknown> }>(app.admin, PWA)).shopPwaConfiguration).toEqual(before);
    expect(await activities('UPDATE_SHOP_PWA_CONFIGURATION')).toBe(0);
  });

  it('saves the whole configuration once, audited, and refuses a save over a later one', async () => {
    const read = (await ok<{ shopPwaConfiguration: { updatedTime: string } }>(app.admin, PWA)).shopPwaConfiguration;
    const saved = await ok<{ updateShopPwaConfiguration: { pendingToLiveDurationInMinute: number; gopayAdditionalInfo: string; updatedTime: string } }>(app.admin, UPDATE_PWA, { input: pwaInput, expectedUpdatedTime: read.updatedTime });
    expect(saved.updateShopPwaConfiguration).toMatchObject({ pendingToLiveDurationInMinute: 20, gopayAdditionalInfo: 'Pay within 15 minutes' });
    expect(await activities('UPDATE_SHOP_PWA_CONFIGURATION')).toBe(1);
    // A second editor who read before the save is told, and nothing changes.
    refused(await app.admin.request(UPDATE_PWA, { input: { ...pwaInput, pendingToLiveDurationInMinute: 30 }, expectedUpdatedTime: read.updatedTime }), 'CONFLICT');
    expect((await app.db.select().from(shopPwaConfiguration))[0]!.pendingToLiveDurationInMinute).toBe(20);
    expect(await activities('UPDATE_SHOP_PWA_CONFIGURATION')).toBe(1);
  });

  it('needs its authorities: seeing does not allow saving', async () => {
    const viewer = await app.userWith(['VIEW_SHOP_PWA_CONFIGURATION', 'VIEW_SHOP_DELIVERY_CONFIGURATION']);
    expect((await viewer.request(PWA)).errors).toBeUndefined();
    refused(await viewer.request(UPDATE_PWA, { input: pwaInput }), 'FORBIDDEN');
    refused(await viewer.request(UPDATE_DELIVERY, { input: { deliveryFeePerKm: 1, deliveryFlatFee: 1, maximumFlatFeeDeliveryDistanceInKm: 1 } }), 'FORBIDDEN');
    const nobody = await app.userWith([]);
    refused(await nobody.request(PWA), 'FORBIDDEN');
    refused(await nobody.request(DELIVERY), 'FORBIDDEN');
  });
});

describe('the delivery configuration', () => {
  it('refuses fees that are not positive whole numbers and a distance of 0, then saves with optimistic concurrency', async () => {
    const read = (await ok<{ shopDeliveryConfiguration: { updatedTime: string } }>(app.admin, DELIVERY)).shopDeliveryConfiguration;
    expect(read).toMatchObject({ deliveryFeePerKm: 2500, deliveryFlatFee: 10000, maximumFlatFeeDeliveryDistanceInKm: 3 });
    const good = { deliveryFeePerKm: 3000, deliveryFlatFee: 12000, maximumFlatFeeDeliveryDistanceInKm: 2.5 };
    refused(await app.admin.request(UPDATE_DELIVERY, { input: { ...good, deliveryFeePerKm: 0 } }), 'BAD_USER_INPUT', { deliveryFeePerKm: MESSAGES.greaterThan0 });
    refused(await app.admin.request(UPDATE_DELIVERY, { input: { ...good, deliveryFlatFee: -5 } }), 'BAD_USER_INPUT', { deliveryFlatFee: MESSAGES.greaterThan0 });
    refused(await app.admin.request(UPDATE_DELIVERY, { input: { ...good, maximumFlatFeeDeliveryDistanceInKm: 0 } }), 'BAD_USER_INPUT', { maximumFlatFeeDeliveryDistanceInKm: MESSAGES.greaterThan0 });
    expect(await activities('UPDATE_SHOP_DELIVERY_CONFIGURATION')).toBe(0);
    const saved = await ok<{ updateShopDeliveryConfiguration: Record<string, unknown> }>(app.admin, UPDATE_DELIVERY, { input: good, expectedUpdatedTime: read.updatedTime });
    expect(saved.updateShopDeliveryConfiguration).toMatchObject(good);
    refused(await app.admin.request(UPDATE_DELIVERY, { input: { ...good, deliveryFlatFee: 1 }, expectedUpdatedTime: read.updatedTime }), 'CONFLICT');
    expect((await app.db.select().from(shopDeliveryConfiguration))[0]!.deliveryFlatFee).toBe(12000);
    expect(await activities('UPDATE_SHOP_DELIVERY_CONFIGURATION')).toBe(1);
  });
});

describe('shop orders', () => {
  let delivered: number;
  let southOrder: number;
  beforeAll(async () => {
    const march = (day: number) => new Date(Date.UTC(2026, 2, day, 3));
    delivered = (
      await insertShopOrder(app.db, {
        shopHubId: north,
        state: 'COMPLETED',
        delivery: true,
        deliveryFee: 12_000,
        deliveryDiscount: 2_000,
        createdTime: march(2),
        lines: [{ name: 'Kopi Susu', price: 25_000, amount: 2, cogs: 8_000, discount: 5_000 }],
        promo: { name: 'Payday', discountUsed: 5_000 },
      })
    ).id;
    await insertShopOrder(app.db, { shopHubId: north, state: 'PAID', createdTime: march(3) });
    await insertShopOrder(app.db, { shopHubId: north, state: 'EXPIRED', createdTime: march(4) });
    // The last day of March in Jakarta, already April in no zone east of it: counts in March.
    await insertShopOrder(app.db, { shopHubId: north, state: 'ACK', createdTime: new Date(Date.UTC(2026, 2, 31, 16, 30)), lines: [{ name: 'Latte', price: 30_000, amount: 3, cogs: 9_000 }] });
    // 1 April 00:30 in Jakarta: April, though still 31 March in UTC.
    await insertShopOrder(app.db, { shopHubId: north, state: 'COMPLETED', createdTime: new Date(Date.UTC(2026, 2, 31, 17, 30)) });
    southOrder = (await insertShopOrder(app.db, { shopHubId: south, state: 'COMPLETED', createdTime: march(5), paymentMethod: 'CASH' })).id;
  });

  it('lists a page with its total, filtered by outlet and state, sorted, and refuses an unknown field', async () => {
    const all = await ok<{ shopOrders: { totalRows: number; results: { id: number; state: string }[] } }>(app.admin, ORDERS, { pageInput: { page: 1, size: 2, filters: { operator: 'AND', options: [{ field: 'hubId', values: [String(north)], type: 'EQUAL' }] } } });
    expect(all.shopOrders.totalRows).toBe(5);
    expect(all.shopOrders.results).toHaveLength(2);
    const completed = await ok<{ shopOrders: { totalRows: number; results: { id: number }[] } }>(app.admin, ORDERS, {
      pageInput: { page: 1, size: 10, sorts: [{ field: 'createdTime', direction: 'ASC' }], filters: { operator: 'AND', options: [{ field: 'state', values: ['COMPLETED'], type: 'EQUAL' }, { field: 'paymentMethod', values: ['GOPAY'], type: 'EQUAL' }] } },
    });
    expect(completed.shopOrders.totalRows).toBe(2);
    expect(completed.shopOrders.results[0]!.id).toBe(delivered);
    const unknown = await app.admin.request(ORDERS, { pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'paid_amount; drop table x', values: ['1'], type: 'EQUAL' }] } } });
    refused(unknown, 'BAD_USER_INPUT');
  });

  it('names each order’s outlet on the page, by fragment and beside a computed field alike, and only outlets the caller sees', async () => {
    type Named = { shopOrders: { results: { id: number; hub: { id: number; name: string; dateCreated?: string } | null }[] } };
    const byOrder = (page: Named) => Object.fromEntries(page.shopOrders.results.map((row) => [row.id, row.hub?.name]));
    const pageInput = { page: 1, size: 10 };
    const plain = await ok<Named>(app.admin, 'query ($pageInput: PageInput!) { shopOrders(pageInput: $pageInput) { results { id hub { id name } } } }', { pageInput });
    expect(plain.shopOrders.results).toHaveLength(6);
    expect(byOrder(plain)).toMatchObject({ [delivered]: 'North', [southOrder]: 'South' });
    expect(plain.shopOrders.results.find((row) => row.id === southOrder)!.hub!.id).toBe(south);
    const fragment = await ok<Named>(app.admin, 'query ($pageInput: PageInput!) { shopOrders(pageInput: $pageInput) { results { id hub { ...Outlet } } } } fragment Outlet on ShopHub { id name }', { pageInput });
    expect(byOrder(fragment)).toEqual(byOrder(plain));
    const computed = await ok<Named>(app.admin, 'query ($pageInput: PageInput!) { shopOrders(pageInput: $pageInput) { results { id hub { name dateCreated } } } }', { pageInput });
    expect(byOrder(computed)).toEqual(byOrder(plain));
    // A field computed from other columns of the outlet (its creation time) reads the whole row.
    expect(computed.shopOrders.results.every((row) => !Number.isNaN(Date.parse(row.hub!.dateCreated!)))).toBe(true);
    const barista = await app.userWith(['VIEW_SHOP_ORDER']);
    await ok(app.admin, 'mutation ($userId: Int!, $hubIds: [Int!]!) { updateUserShopHub(userId: $userId, hubIds: $hubIds) { id } }', { userId: barista.id, hubIds: [south] });
    const theirs = await ok<Named>(barista, 'query ($pageInput: PageInput!) { shopOrders(pageInput: $pageInput) { results { id hub { id name } } } }', { pageInput });
    expect(byOrder(theirs)).toEqual({ [southOrder]: 'South' });
  });

  it('shows an order with its lines, delivery, promos, timeline in words and transaction summary', async () => {
    const { shopOrder } = await ok<{ shopOrder: Record<string, unknown> }>(app.admin, ORDER, { id: delivered });
    expect(shopOrder).toMatchObject({
      state: 'COMPLETED',
      stateText: 'Completed',
      totalPrice: 62_000,
      discountAmount: 7_000,
      paidAmount: 55_000,
      menus: [{ name: 'Kopi Susu', amount: 2, totalPrice: 50_000, discount: 5_000, totalPriceAfterDiscount: 45_000, note: 'Less sugar', toppings: [{ name: 'Boba', quantity: 1 }], variantUnits: [{ name: 'Large', variantName: 'Size' }] }],
      deliveryDetail: { courierVendor: 'GO_SEND', status: 'picked', statusText: 'Picked up', driverName: 'Budi', paidDeliveryFee: 12_000, deliveryFeeAfterDiscount: 10_000, statusHistories: [{ status: 'allocated', statusText: 'Driver allocated' }, { status: 'picked' }] },
      promos: [{ name: 'Payday', discountUsed: 5_000 }],
      timeline: [
        { what: 'Placed', by: 'The ordering app', detail: '' },
        { what: 'Delivery update', by: 'The courier service', detail: 'Picked up, driver Budi.' },
      ],
      // Items 50,000 less their 5,000 discount; cogs 16,000; paid 45,000 + 12,000 - 2,000.
      transactionSummary: { hubName: 'North', totalPrice: 62_000, totalDiscount: 7_000, netPrice: 45_000, cogs: 16_000, grossProfit: 29_000, grossProfitPercentage: 64.44, deliveryAmount: 12_000, deliveryDiscount: 2_000, totalPaid: 55_000, promos: [{ name: 'Payday' }] },
    });
    refused(await app.admin.request(ORDER, { id: 999_999 }), 'NOT_FOUND');
  });

  it('limits a user mapped to an outlet to its orders: lists, by id and downloads', async () => {
    const barista = await app.userWith(['VIEW_SHOP_ORDER']);
    await ok(app.admin, 'mutation ($userId: Int!, $hubIds: [Int!]!) { updateUserShopHub(userId: $userId, hubIds: $hubIds) { id } }', { userId: barista.id, hubIds: [south] });
    const theirs = await ok<{ shopOrders: { totalRows: number; results: { id: number }[] } }>(barista, ORDERS, { pageInput: { page: 1, size: 10 } });
    expect(theirs.shopOrders.results.map((row) => row.id)).toEqual([southOrder]);
    refused(await barista.request(ORDER, { id: delivered }), 'NOT_FOUND');
    const asked = await ok<{ shopOrderReport: string }>(barista, 'query { shopOrderReport }');
    const { records } = await downloadCsv(app.app, asked.shopOrderReport, barista, 'shop-orders');
    expect(records.map((row) => row['Outlet'])).toEqual(['South']);
    expect(records[0]).toMatchObject({ State: 'Completed', 'Payment Method': 'Cash', 'Total Paid': '50000', 'Net Price': '50000', 'Gross Profit': '34000' });
    const outsider = await app.userWith([]);
    refused(await outsider.request(ORDERS, { pageInput: { page: 1, size: 10 } }), 'FORBIDDEN');
    refused(await outsider.request('query { shopOrderReport }'), 'FORBIDDEN');
  });

  it('downloads the filtered orders oldest first, in the asked zone', async () => {
    const asked = await ok<{ shopOrderReport: string }>(app.admin, 'query ($queryInput: QueryInput, $timeZone: String) { shopOrderReport(queryInput: $queryInput, timeZone: $timeZone) }', {
      queryInput: { filters: { operator: 'AND', options: [{ field: 'hubId', values: [String(north)], type: 'EQUAL' }, { field: 'state', values: ['COMPLETED', 'ACK'], type: 'IN' }] } },
      timeZone: 'Asia/Jakarta',
    });
    const { records } = await downloadCsv(app.app, asked.shopOrderReport, app.admin, 'shop-orders');
    expect(records.map((row) => row['Created'])).toEqual(['02-03-2026 10:00', '31-03-2026 23:30', '01-04-2026 00:30']);
    expect(records[0]).toMatchObject({ Type: 'Delivery', 'Delivery Amount': '12000', 'Delivery Discount': '2000', 'Total Discount': '7000' });
    refused(await app.admin.request('query { shopOrderReport(timeZone: "Mars/Olympus") }'), 'BAD_USER_INPUT');
  });

  it('sums each outlet’s paid orders of a month on its own clock, against its targets', async () => {
    const { shopOrderOutletSummaries } = await ok<{ shopOrderOutletSummaries: Record<string, unknown>[] }>(app.admin, 'query { shopOrderOutletSummaries(month: "2026-03") { hubName totalOrder totalItem totalRevenue targetOrder targetRevenue } }');
    expect(shopOrderOutletSummaries).toEqual([
      // Completed (2 cups), paid (2 cups) and accepted (3 cups); the expired one and April's do not count.
      { hubName: 'North', totalOrder: 3, totalItem: 7, totalRevenue: 55_000 + 50_000 + 90_000, targetOrder: 10, targetRevenue: 500_000 },
      { hubName: 'South', totalOrder: 1, totalItem: 2, totalRevenue: 50_000, targetOrder: 10, targetRevenue: 500_000 },
    ]);
    refused(await app.admin.request('query { shopOrderOutletSummaries(month: "2026-13") { hubName } }'), 'BAD_USER_INPUT', { month: 'A month is written YYYY-MM.' });
  });
});

describe('an order placed at the counter', () => {
  it('reads as it was sold: its line with size and topping, its cashier, its timeline and its money', async () => {
    const outlet = await seedOrderOutlet(app.db, ' read');
    const { me } = await ok<{ me: { id: number; name: string } }>(app.admin, '{ me { id name } }');
    const { order } = await app.db.transaction((tx) =>
      placeShopOrder(tx, {
        channel: 'POS',
        hubId: outlet.kemang.id,
        type: 'DINE_IN',
        paymentMethod: 'CASH',
        customerName: 'Budi',
        items: [{ menuId: outlet.latte, amount: 2, menuVariantUnitIds: [outlet.large], toppingIds: [outlet.boba], customizationItemIds: [], note: 'Less ice' }],
        by: { source: 'user', userId: me.id },
      }),
    );
    const { shopOrder } = await ok<{ shopOrder: Record<string, unknown> }>(
      app.admin,
      'query ($id: Int!) { shopOrder(id: $id) { state channel createdBy hub { name } menus { name amount toppings { name } variantUnits { name variantName } note } timeline { what by } transactionSummary { netPrice cogs grossProfit totalPaid } } }',
      { id: order.id },
    );
    expect(shopOrder).toMatchObject({
      state: 'PAID',
      channel: 'POS',
      hub: { name: 'Kemang read' },
      menus: [{ name: 'Latte read', amount: 2, toppings: [{ name: 'Boba read' }], variantUnits: [{ name: 'Large', variantName: 'Size read' }], note: 'Less ice' }],
      timeline: [
        { what: 'Placed', by: me.name },
        { what: 'Paid', by: me.name },
      ],
      transactionSummary: { netPrice: 78_000, cogs: 21_000, grossProfit: 57_000, totalPaid: 78_000 },
    });
  });
});

describe('expiry of unpaid orders', () => {
  it('expires each due order exactly once with two runners at once, never a paid or a not yet due one', async () => {
    const past = new Date(Date.now() - 60_000);
    const due = await Promise.all(Array.from({ length: 12 }, () => insertShopOrder(app.db, { shopHubId: north, expiredTime: past })));
    const notYet = await insertShopOrder(app.db, { shopHubId: north, expiredTime: new Date(Date.now() + 10 * 60_000) });
    const paid = await insertShopOrder(app.db, { shopHubId: north, expiredTime: past });
    await app.db.transaction((transaction) => moveOrder(transaction, paid.id, 'pay', { source: 'test' }));

    const counts = await Promise.all([expireDueShopOrders(app.db, new Date(), 5), expireDueShopOrders(app.db, new Date(), 5)]);
    expect(counts[0] + counts[1]).toBe(12);
    for (const order of due) {
      const [row] = await app.db.select({ state: shopOrders.state }).from(shopOrders).where(eq(shopOrders.id, order.id));
      expect(row!.state).toBe('EXPIRED');
      const lines = await app.db.select().from(shopOrderEvents).where(eq(shopOrderEvents.shopOrderId, order.id));
      expect(lines.filter((line) => line.type === 'expire')).toEqual([expect.objectContaining({ source: 'expiry-job' })]);
    }
    const states = async (id: number) => (await app.db.select({ state: shopOrders.state }).from(shopOrders).where(eq(shopOrders.id, id)))[0]!.state;
    expect(await states(notYet.id)).toBe('WAITING_FOR_PAYMENT');
    expect(await states(paid.id)).toBe('PAID');
    // A second pass finds nothing more to do.
    expect(await expireDueShopOrders(app.db)).toBe(0);
    const { shopOrder } = await ok<{ shopOrder: { timeline: { what: string; by: string }[] } }>(app.admin, ORDER, { id: due[0]!.id });
    expect(shopOrder.timeline.at(-1)).toEqual({ what: 'Expired: not paid in time', by: 'The expiry check', detail: '' });
  });
});
