import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestHub, createTestMachine, issueGatewayKey, placeTestMachine, sendGatewayEvents } from '../../testing/machines';
import { orderPriceDifferences } from './price-audit.table';

let app: TestApp;
let machineTypeId: number;
let hubId: number;
let otherHubId: number;
let slotMasterId: number;
const productIds: Record<string, number> = {};

type Caller = TestApp['admin'];

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

/** A machine at the hub since the start of the year, with its gateway key. */
async function sellingMachine(atHub = hubId) {
  const machine = await createTestMachine(app, machineTypeId, 'PA');
  await placeTestMachine(app, machine.id, atHub);
  return { ...machine, key: await issueGatewayKey(app, machine.id) };
}

type SlotLine = { slot: number; product: string; price: number; discountedPrice?: number };
const linesOf = (lines: SlotLine[]) => lines.map(({ product, ...line }) => ({ ...line, productId: productIds[product] }));
const setSlots = async (machineId: number, lines: SlotLine[]) =>
  (await ok<{ createSlotSetting: { id: number } }>(app.admin, 'mutation ($input: SlotSettingInput!) { createSlotSetting(input: $input) { id } }', { input: { machineId, slotMasterId, lines: linesOf(lines) } }))
    .createSlotSetting.id;

const putOnMenu = (machineId: number, product: string, price: number, discountedPrice?: number) =>
  ok(app.admin, 'mutation ($input: ProductInMachineInput!) { createProductInMachine(input: $input) { id } }', {
    input: { machineId, productId: productIds[product], price, discountedPrice, active: true },
  });

/** A completed cup on a day of October 2026 at 09:00 in Jakarta, charged `price`. */
const sell = (orderNo: string, product: string, price: number, day: number, extra: Record<string, unknown> = {}) => [
  { id: `${orderNo}-c`, type: 'order.created', at: new Date(Date.UTC(2026, 9, day, 2)).toISOString(), payload: { orderNo, productId: productIds[product], price, ...extra } },
  { id: `${orderNo}-p`, type: 'order.paid', at: new Date(Date.UTC(2026, 9, day, 2, 0, 10)).toISOString(), payload: { orderNo, paymentMethod: 'GOPAY' } },
  { id: `${orderNo}-d`, type: 'order.product_done', at: new Date(Date.UTC(2026, 9, day, 2, 1)).toISOString(), payload: { orderNo } },
];

const filter = (field: string, values: string[], type = 'EQUAL') => ({ field, values, type });
const page = (options: ReturnType<typeof filter>[], sorts?: { field: string; direction: 'ASC' | 'DESC' }[]) => ({ page: 1, size: 20, sorts, filters: { operator: 'AND', options } });

interface OrderMoney {
  orderNo: string;
  state: string;
  price: number | null;
  expectedPrice: number | null;
  priceDiffers: boolean | null;
}

async function ordersOf(machineId: number, more: ReturnType<typeof filter>[] = []) {
  const data = await ok<{ orders: { results: OrderMoney[] } }>(
    app.admin,
    'query ($pageInput: PageInput!) { orders(pageInput: $pageInput) { results { orderNo state price expectedPrice priceDiffers } } }',
    { pageInput: page([filter('machineId', [String(machineId)]), ...more], [{ field: 'orderNo', direction: 'ASC' }]) },
  );
  return data.orders.results;
}

const AUDIT = `query ($pageInput: PageInput!) { priceAudit(pageInput: $pageInput) { totalRows results {
  id machineId hubId hubName machineNo orders differingOrders moneyAtStake undercharged overcharged firstDay lastDay daysDiffering } } }`;
interface AuditRow {
  machineId: number;
  machineNo: string;
  hubId: number | null;
  orders: number;
  differingOrders: number;
  moneyAtStake: number;
  undercharged: number;
  overcharged: number;
  firstDay: string;
  lastDay: string;
  daysDiffering: number;
}
const audit = async (pageInput: ReturnType<typeof page>, caller = app.admin) => (await ok<{ priceAudit: { totalRows: number; results: AuditRow[] } }>(caller, AUDIT, { pageInput })).priceAudit;

const october = (from: number, to: number) => filter('createdTime', [`2026-10-${String(from).padStart(2, '0')}T00:00:00+07:00`, `2026-10-${String(to).padStart(2, '0')}T23:59:59+07:00`], 'BETWEEN');

beforeAll(async () => {
  app = await startTestApp();
  machineTypeId = (await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Audit Brewer", initialName: "AB", active: true }) { id } }')).createMachineType.id;
  const hubType = await ok<{ createHubType: { id: number } }>(app.admin, 'mutation { createHubType(input: { name: "Office", active: true }) { id } }');
  hubId = await createTestHub(app, hubType.createHubType.id, 'Menara Harga');
  otherHubId = await createTestHub(app, hubType.createHubType.id, 'Menara Lain');
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  const ingredient = await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
    input: { name: 'Arabica Beans', unitId: unit.createUnit.id, active: true },
  });
  for (const name of ['Caffe Latte', 'Americano']) {
    const made = await ok<{ createProduct: { id: number } }>(app.admin, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: { name, cogs: 6000, minDuration: 30, maxDuration: 60, containCoffee: true, weight: 250, active: true, ingredients: [{ ingredientId: ingredient.createIngredient.id, amount: 18 }] },
    });
    productIds[name] = made.createProduct.id;
  }
  slotMasterId = (await ok<{ createSlotMaster: { id: number } }>(app.admin, 'mutation { createSlotMaster(input: { name: "Four-button panel", slots: [{ slot: 1 }, { slot: 2 }, { slot: 3 }, { slot: 4 }], active: true }) { id } }'))
    .createSlotMaster.id;
});
afterAll(() => app.close());

describe('the price a machine should have charged', () => {
  it('is the slot setting’s price, discounted when a discount is set, less the order’s corporate discount and subsidy', async () => {
    const machine = await sellingMachine();
    // The menu says otherwise: the slot setting wins.
    await putOnMenu(machine.id, 'Caffe Latte', 30_000);
    await setSlots(machine.id, [
      { slot: 1, product: 'Caffe Latte', price: 25_000, discountedPrice: 22_000 },
      { slot: 2, product: 'Americano', price: 18_000 },
    ]);
    const sent = await sendGatewayEvents(app, machine.key, [
      ...sell('SL-1', 'Caffe Latte', 22_000, 5),
      ...sell('SL-2', 'Americano', 18_000, 5),
      ...sell('SL-3', 'Caffe Latte', 15_000, 5, { originalPrice: 22_000, corporateDiscount: 5_000, subsidy: 2_000, salesType: 'CORPORATE' }),
    ]);
    expect(sent.status).toBe(200);
    expect(await ordersOf(machine.id)).toEqual([
      { orderNo: 'SL-1', state: 'COMPLETED', price: 22_000, expectedPrice: 22_000, priceDiffers: false },
      { orderNo: 'SL-2', state: 'COMPLETED', price: 18_000, expectedPrice: 18_000, priceDiffers: false },
      { orderNo: 'SL-3', state: 'COMPLETED', price: 15_000, expectedPrice: 15_000, priceDiffers: false },
    ]);
    // Nothing differs, so the machine is not in the audit.
    expect((await audit(page([filter('machineId', [String(machine.id)])]))).totalRows).toBe(0);
  });

  it('falls back to the machine’s menu price when it has no slot setting for the product, and is unknown when it has neither', async () => {
    const machine = await sellingMachine();
    await putOnMenu(machine.id, 'Caffe Latte', 20_000);
    await putOnMenu(machine.id, 'Americano', 16_000, 14_000);
    await sendGatewayEvents(app, machine.key, [...sell('MN-1', 'Caffe Latte', 20_000, 6), ...sell('MN-2', 'Americano', 14_000, 6)]);
    expect(await ordersOf(machine.id)).toEqual([
      { orderNo: 'MN-1', state: 'COMPLETED', price: 20_000, expectedPrice: 20_000, priceDiffers: false },
      { orderNo: 'MN-2', state: 'COMPLETED', price: 14_000, expectedPrice: 14_000, priceDiffers: false },
    ]);

    // A slot setting that sells only the latte leaves the americano to the menu.
    const withSlots = await sellingMachine();
    await putOnMenu(withSlots.id, 'Americano', 16_000);
    await setSlots(withSlots.id, [{ slot: 1, product: 'Caffe Latte', price: 24_000 }]);
    const bare = await sellingMachine();
    await sendGatewayEvents(app, withSlots.key, sell('MN-3', 'Americano', 16_000, 6));
    await sendGatewayEvents(app, bare.key, sell('MN-4', 'Americano', 16_000, 6));
    expect(await ordersOf(withSlots.id)).toEqual([{ orderNo: 'MN-3', state: 'COMPLETED', price: 16_000, expectedPrice: 16_000, priceDiffers: false }]);
    expect(await ordersOf(bare.id)).toEqual([{ orderNo: 'MN-4', state: 'COMPLETED', price: 16_000, expectedPrice: null, priceDiffers: null }]);
  });
});

describe('the price audit', () => {
  it('finds the machines charging a stale price, per machine and period, with the money at stake, and keeps it right when an order is refunded', async () => {
    // One machine kept charging last month's latte price for three days: Rp 3,000 too little a cup.
    const stale = await sellingMachine();
    const staleSetting = await setSlots(stale.id, [
      { slot: 1, product: 'Caffe Latte', price: 25_000 },
      { slot: 2, product: 'Americano', price: 18_000 },
    ]);
    // Another never got a price cut: Rp 2,000 too much a cup, at another hub.
    const dear = await sellingMachine(otherHubId);
    await setSlots(dear.id, [{ slot: 1, product: 'Americano', price: 16_000 }]);
    const fine = await sellingMachine();
    await setSlots(fine.id, [{ slot: 1, product: 'Caffe Latte', price: 25_000 }]);

    expect(
      (
        await sendGatewayEvents(app, stale.key, [
          ...sell('ST-1', 'Caffe Latte', 22_000, 10),
          ...sell('ST-2', 'Caffe Latte', 22_000, 10),
          ...sell('ST-3', 'Americano', 18_000, 10),
          ...sell('ST-4', 'Caffe Latte', 22_000, 11),
          ...sell('ST-5', 'Caffe Latte', 22_000, 12),
          ...sell('ST-6', 'Caffe Latte', 25_000, 13),
          // Outside the period looked at.
          ...sell('ST-7', 'Caffe Latte', 22_000, 25),
        ])
      ).status,
    ).toBe(200);
    expect((await sendGatewayEvents(app, dear.key, [...sell('DR-1', 'Americano', 18_000, 11), ...sell('DR-2', 'Americano', 18_000, 12), ...sell('DR-3', 'Americano', 16_000, 12)])).status).toBe(200);
    expect((await sendGatewayEvents(app, fine.key, sell('FN-1', 'Caffe Latte', 25_000, 11))).status).toBe(200);

    const mine = filter('machineId', [String(stale.id), String(dear.id), String(fine.id)], 'IN');
    const period = october(1, 20);
    const first = await audit(page([mine, period]));
    expect(first.totalRows).toBe(2);
    // The most money at stake first, whichever way.
    expect(first.results).toEqual([
      expect.objectContaining({ machineId: stale.id, machineNo: stale.vmcNo, hubId, orders: 6, differingOrders: 4, moneyAtStake: 12_000, undercharged: 12_000, overcharged: 0, firstDay: '2026-10-10', lastDay: '2026-10-12', daysDiffering: 3 }),
      expect.objectContaining({ machineId: dear.id, hubId: otherHubId, orders: 3, differingOrders: 2, moneyAtStake: -4_000, undercharged: 0, overcharged: 4_000, firstDay: '2026-10-11', lastDay: '2026-10-12', daysDiffering: 2 }),
    ]);

    // Filtered by hub, product and a shorter period; sorted by differing orders.
    expect((await audit(page([mine, period, filter('hubId', [String(otherHubId)])]))).results.map((row) => row.machineId)).toEqual([dear.id]);
    expect((await audit(page([mine, period, filter('productId', [String(productIds.Americano)])]))).results.map((row) => row.machineId)).toEqual([dear.id]);
    expect((await audit(page([mine, october(12, 12)]))).results.map((row) => [row.machineId, row.differingOrders, row.moneyAtStake])).toEqual([
      [stale.id, 1, 3_000],
      [dear.id, 1, -2_000],
    ]);
    expect((await audit(page([mine, period], [{ field: 'moneyAtStake', direction: 'ASC' }]))).results.map((row) => row.machineId)).toEqual([dear.id, stale.id]);
    expect((await audit(page([mine, october(1, 31)], [{ field: 'differingOrders', direction: 'DESC' }]))).results[0]).toMatchObject({ machineId: stale.id, differingOrders: 5, lastDay: '2026-10-25' });
    const refused = await app.admin.request(AUDIT, { pageInput: page([mine], [{ field: 'price', direction: 'ASC' }]) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    // The orders behind a row: the machine's orders charged otherwise.
    expect((await ordersOf(stale.id, [filter('priceDiffers', ['true']), period])).map((order) => [order.orderNo, order.price, order.expectedPrice])).toEqual([
      ['ST-1', 22_000, 25_000],
      ['ST-2', 22_000, 25_000],
      ['ST-4', 22_000, 25_000],
      ['ST-5', 22_000, 25_000],
    ]);
    expect((await ordersOf(stale.id, [filter('priceDiffers', ['false'])])).map((order) => order.orderNo)).toEqual(['ST-3', 'ST-6']);

    // A refunded cup no longer counts; a later price change does not rewrite what was expected.
    await ok(app.admin, 'mutation ($id: Int!, $input: SlotSettingUpdateInput!) { updateSlotSetting(id: $id, input: $input) { id } }', {
      id: staleSetting,
      input: { lines: linesOf([{ slot: 1, product: 'Caffe Latte', price: 22_000 }]) },
    });
    await sendGatewayEvents(app, stale.key, [{ id: 'ST-2-r', type: 'order.refunded', at: new Date(Date.UTC(2026, 9, 10, 5)).toISOString(), payload: { orderNo: 'ST-2', reason: 'Wrong price' } }]);
    expect((await ordersOf(stale.id, [filter('orderNo', ['ST-2'])]))[0]).toMatchObject({ state: 'REFUNDED', expectedPrice: 25_000, priceDiffers: true });
    expect((await audit(page([mine, period]))).results).toEqual([
      expect.objectContaining({ machineId: stale.id, orders: 5, differingOrders: 3, moneyAtStake: 9_000, undercharged: 9_000, firstDay: '2026-10-10', lastDay: '2026-10-12', daysDiffering: 3 }),
      expect.objectContaining({ machineId: dear.id, orders: 3, differingOrders: 2, moneyAtStake: -4_000 }),
    ]);
    // The daily rows add up to the orders: the refunded cup left its day's row.
    const day10 = (await app.db.select().from(orderPriceDifferences).where(eq(orderPriceDifferences.machineId, stale.id))).filter((row) => row.day === '2026-10-10');
    expect(day10.map((row) => [row.productId, row.orders, row.differingOrders, row.moneyAtStake]).sort()).toEqual(
      [
        [productIds['Caffe Latte'], 1, 1, 3_000],
        [productIds.Americano, 1, 0, 0],
      ].sort(),
    );
  });

  it('is for those who may see the orders’ money: a user with concised orders only sees neither expected prices nor the audit', async () => {
    const clerk = await app.userWith(['VIEW_CONCISED_ORDER']);
    const concised = await clerk.request('query ($pageInput: PageInput!) { concisedOrders(pageInput: $pageInput) { results { expectedPrice } } }', { pageInput: { page: 1, size: 1 } });
    expect(concised.errors?.[0]?.message).toMatch(/Cannot query field "expectedPrice"/);
    const filtered = await clerk.request('query ($pageInput: PageInput!) { concisedOrders(pageInput: $pageInput) { totalRows } }', {
      pageInput: page([filter('priceDiffers', ['true'])]),
    });
    expect(filtered.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const orders = await clerk.request('query ($pageInput: PageInput!) { orders(pageInput: $pageInput) { results { expectedPrice } } }', { pageInput: { page: 1, size: 1 } });
    expect(orders.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await clerk.request(AUDIT, { pageInput: page([]) })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const seller = await app.userWith(['VIEW_ORDER']);
    expect((await seller.request(AUDIT, { pageInput: page([]) })).errors).toBeUndefined();
  });
});
