import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { downloadCsv } from '../../testing/csv';
import { overHttp } from '../../testing/http';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestHub, createTestMachine, issueGatewayKey, placeTestMachine, sendGatewayEvents } from '../../testing/machines';
import { machineStockIns } from '../machine-stock/machine-stock.table';
import { VirtualMachine } from '@back-office/simulator/fleet';

let app: TestApp;
let machineTypeId: number;
let hubId: number;
let otherHubId: number;
const ingredientIds: Record<string, number> = {};
let latteId: number;

type Caller = TestApp['admin'];

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

/** A machine at the hub since the start of the year, with its gateway key and canisters of beans and milk. */
async function sellingMachine(atHub = hubId) {
  const machine = await createTestMachine(app, machineTypeId, 'OR');
  await placeTestMachine(app, machine.id, atHub);
  for (const name of ['Arabica Beans', 'Milk Powder']) {
    await ok(app.admin, 'mutation ($input: MachineStockInInput!) { createMachineStockIn(input: $input) { id } }', {
      input: { machineId: machine.id, ingredientId: ingredientIds[name], currentStock: 1000, minStock: 100, maxStock: 2000 },
    });
  }
  return { ...machine, key: await issueGatewayKey(app, machine.id) };
}

const stockOf = async (machineId: number, ingredient: string) =>
  (await app.db.select().from(machineStockIns).where(and(eq(machineStockIns.machineId, machineId), eq(machineStockIns.ingredientId, ingredientIds[ingredient]!))))[0]!.currentStock;

let eventSerial = 0;
/** Minutes after 08:00 in Jakarta on 20-11-2026. */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 1) + minutes * 60_000).toISOString();
const event = (type: string, minute: number, payload: Record<string, unknown>) => {
  eventSerial += 1;
  return { id: `ev-${eventSerial}`, type, at: at(minute), payload };
};
const created = (orderNo: string, extra: Record<string, unknown> = {}) =>
  event('order.created', 0, { orderNo, productId: latteId, price: 20_000, originalPrice: 25_000, corporateDiscount: 5_000, salesType: 'CORPORATE', slot: 3, ...extra });
const paid = (orderNo: string) => event('order.paid', 0.5, { orderNo, paymentMethod: 'GOPAY', paymentReferenceId: `GP-${orderNo}`, paymentProvider: 'gopay' });
const done = (orderNo: string) => event('order.product_done', 1.5, { orderNo });

const ORDER = `query ($id: Int!) { order(id: $id) { id orderNo state createdTime paidTime payDoneRTime productDoneTime duration paymentMethod paymentReferenceId
  price originalPrice gmv cogs corporateDiscount subsidy salesType productId productName hubId hubInternalId hubName machineNo machineInitial remark machine { id } } }`;

async function orderByNo(orderNo: string) {
  const page = await ok<{ orders: { results: { id: number }[] } }>(app.admin, 'query ($pageInput: PageInput!) { orders(pageInput: $pageInput) { results { id } } }', {
    pageInput: { page: 1, size: 5, filters: { operator: 'AND', options: [{ field: 'orderNo', values: [orderNo], type: 'EQUAL' }] } },
  });
  if (page.orders.results.length !== 1) return null;
  return (await ok<{ order: Record<string, unknown> }>(app.admin, ORDER, { id: page.orders.results[0]!.id })).order;
}

beforeAll(async () => {
  app = await startTestApp();
  const type = await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Barista One", initialName: "JB", active: true }) { id } }');
  machineTypeId = type.createMachineType.id;
  const hubType = await ok<{ createHubType: { id: number } }>(app.admin, 'mutation { createHubType(input: { name: "Office", active: true }) { id } }');
  hubId = await createTestHub(app, hubType.createHubType.id, 'Menara Satu');
  otherHubId = await createTestHub(app, hubType.createHubType.id, 'Menara Dua');
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  for (const [index, name] of ['Arabica Beans', 'Milk Powder'].entries()) {
    const data = await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
      input: { name, unitId: unit.createUnit.id, orderNr: index + 1, active: true },
    });
    ingredientIds[name] = data.createIngredient.id;
  }
  const latte = await ok<{ createProduct: { id: number } }>(app.admin, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
    input: {
      name: 'Caffe Latte',
      cogs: 7_500,
      minDuration: 20,
      maxDuration: 60,
      containCoffee: true,
      weight: 250,
      active: true,
      ingredients: [
        { ingredientId: ingredientIds['Arabica Beans'], amount: 18 },
        { ingredientId: ingredientIds['Milk Powder'], amount: 22.5 },
      ],
    },
  });
  latteId = latte.createProduct.id;
});
afterAll(() => app.close());

describe('orders from the machines', () => {
  it('builds an order from its events, with its product, hub and machine as they were, and takes its recipe from the machine’s stock', async () => {
    const machine = await sellingMachine();
    const sent = await sendGatewayEvents(app, machine.key, [created('A-1'), paid('A-1'), done('A-1')]);
    expect(sent.status).toBe(200);

    const order = await orderByNo('A-1');
    expect(order).toMatchObject({
      orderNo: 'A-1',
      state: 'COMPLETED',
      createdTime: at(0),
      paidTime: at(0.5),
      payDoneRTime: at(0.5),
      productDoneTime: at(1.5),
      duration: 90,
      paymentMethod: 'GOPAY',
      paymentReferenceId: 'GP-A-1',
      price: 20_000,
      originalPrice: 25_000,
      gmv: 25_000,
      cogs: 7_500,
      corporateDiscount: 5_000,
      subsidy: 0,
      salesType: 'CORPORATE',
      productId: latteId,
      productName: 'Caffe Latte',
      hubId,
      hubName: 'Menara Satu',
      machineNo: machine.vmcNo,
      machineInitial: 'JB',
      machine: { id: machine.id },
    });
    expect(order!.hubInternalId).toMatch(/^HUB-\d{4}$/);
    expect(await stockOf(machine.id, 'Arabica Beans')).toBe(1000 - 18);
    expect(await stockOf(machine.id, 'Milk Powder')).toBe(1000 - 22.5);

    // The log keeps every event as it came.
    const logs = await ok<{ orderLogs: { results: { event: string; orderNo: string; paymentProvider: string | null; payload: string; time: string; machine: { id: number } }[] } }>(
      app.admin,
      'query ($pageInput: PageInput!) { orderLogs(pageInput: $pageInput) { results { event orderNo paymentProvider payload time machine { id } } } }',
      { pageInput: { page: 1, size: 10, sorts: [{ field: 'time', direction: 'ASC' }], filters: { operator: 'AND', options: [{ field: 'orderNo', values: ['A-1'], type: 'EQUAL' }] } } },
    );
    expect(logs.orderLogs.results.map((row) => [row.event, row.paymentProvider])).toEqual([
      ['order.created', null],
      ['order.paid', 'gopay'],
      ['order.product_done', null],
    ]);
    expect(JSON.parse(logs.orderLogs.results[1]!.payload)).toMatchObject({ paymentMethod: 'GOPAY', paymentReferenceId: 'GP-A-1' });
  });

  it('gives the same order when the events come late, out of order and twice, and takes the recipe once', async () => {
    const machine = await sellingMachine();
    const events = [created('B-1'), paid('B-1'), done('B-1')];
    // The drink is done before the machine gets round to telling that the order was made or paid.
    expect((await sendGatewayEvents(app, machine.key, [events[2]])).status).toBe(200);
    const early = await orderByNo('B-1');
    expect(early).toMatchObject({ state: 'COMPLETED', productId: null, price: null, hubId });
    expect(await stockOf(machine.id, 'Arabica Beans')).toBe(1000);

    expect((await sendGatewayEvents(app, machine.key, [events[1], events[0]])).status).toBe(200);
    expect((await sendGatewayEvents(app, machine.key, events)).status).toBe(200);
    expect(await orderByNo('B-1')).toMatchObject({ state: 'COMPLETED', productId: latteId, price: 20_000, paymentMethod: 'GOPAY', duration: 90, cogs: 7_500 });
    expect(await stockOf(machine.id, 'Arabica Beans')).toBe(1000 - 18);

    const logs = await ok<{ orderLogs: { totalRows: number } }>(app.admin, 'query ($pageInput: PageInput!) { orderLogs(pageInput: $pageInput) { totalRows } }', {
      pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'orderNo', values: ['B-1'], type: 'EQUAL' }] } },
    });
    expect(logs.orderLogs.totalRows).toBe(3);
  });

  it('never moves an order back: a failure after the drink was made leaves it completed, a refund ends it', async () => {
    const machine = await sellingMachine();
    await sendGatewayEvents(app, machine.key, [created('C-1'), paid('C-1')]);
    expect(await orderByNo('C-1')).toMatchObject({ state: 'PAID' });
    await sendGatewayEvents(app, machine.key, [done('C-1'), event('order.failed', 1, { orderNo: 'C-1', reason: 'Cup sensor' })]);
    expect(await orderByNo('C-1')).toMatchObject({ state: 'COMPLETED' });
    await sendGatewayEvents(app, machine.key, [event('order.refunded', 5, { orderNo: 'C-1', reason: 'Customer complaint' })]);
    expect(await orderByNo('C-1')).toMatchObject({ state: 'REFUNDED', remark: 'Customer complaint' });

    await sendGatewayEvents(app, machine.key, [created('C-2'), event('order.failed', 0.2, { orderNo: 'C-2', reason: 'Payment timed out' })]);
    expect(await orderByNo('C-2')).toMatchObject({ state: 'FAILED', remark: 'Payment timed out', paidTime: null });
    expect(await stockOf(machine.id, 'Arabica Beans')).toBe(1000 - 18);
  });

  it('keeps the hub the machine stood at when the order was made, after it moves', async () => {
    const machine = await sellingMachine();
    await sendGatewayEvents(app, machine.key, [created('D-1')]);
    const placement = await ok<{ machineHubs: { results: { id: number }[] } }>(app.admin, 'query ($pageInput: PageInput!) { machineHubs(pageInput: $pageInput) { results { id } } }', {
      pageInput: { page: 1, size: 5, filters: { operator: 'AND', options: [{ field: 'machineId', values: [String(machine.id)], type: 'EQUAL' }] } },
    });
    await ok(app.admin, 'mutation ($id: Int!) { deleteMachineHub(id: $id, unloadDate: "2026-11-21") { id } }', { id: placement.machineHubs.results[0]!.id });
    await placeTestMachine(app, machine.id, otherHubId, '2026-11-22');
    await sendGatewayEvents(app, machine.key, [paid('D-1')]);
    expect(await orderByNo('D-1')).toMatchObject({ hubId, hubName: 'Menara Satu', state: 'PAID' });
  });

  it('refuses an order for a product the server does not know, and writes nothing of the batch', async () => {
    const machine = await sellingMachine();
    const sent = await sendGatewayEvents(app, machine.key, [created('E-1'), created('E-2', { productId: 999_999 })]);
    expect(sent.status).toBe(400);
    expect(sent.body.error?.events).toEqual([{ index: 1, id: expect.any(String), errors: { 'payload.productId': 'Product 999999 does not exist.' } }]);
    expect(await orderByNo('E-1')).toBeNull();

    const bad = await sendGatewayEvents(app, machine.key, [event('order.paid', 1, { orderNo: 'E-3', paymentMethod: 'BITCOIN' })]);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.events?.[0]?.errors['payload.paymentMethod']).toMatch(/^One of CASH, TEST, FREE/);
  });

  it('lists orders by hub, state and period, newest first, and hides the money from those who may only see concised orders', async () => {
    const machine = await sellingMachine(otherHubId);
    await sendGatewayEvents(app, machine.key, [created('F-1'), paid('F-1'), done('F-1'), event('order.created', 3, { orderNo: 'F-2', productId: latteId, price: 18_000 })]);
    const byHub = await ok<{ orders: { totalRows: number; results: { orderNo: string; state: string; price: number }[] } }>(
      app.admin,
      'query ($pageInput: PageInput!) { orders(pageInput: $pageInput) { totalRows results { orderNo state price } } }',
      {
        pageInput: {
          page: 1,
          size: 10,
          filters: {
            operator: 'AND',
            options: [
              { field: 'hubId', values: [String(otherHubId)], type: 'EQUAL' },
              { field: 'createdTime', values: ['2026-11-20T00:00:00Z', '2026-11-21T00:00:00Z'], type: 'BETWEEN' },
            ],
          },
        },
      },
    );
    expect(byHub.orders.totalRows).toBe(2);
    const searched = await ok<{ orders: { results: { orderNo: string }[] } }>(app.admin, 'query ($pageInput: PageInput!) { orders(pageInput: $pageInput) { results { orderNo } } }', {
      pageInput: { page: 1, size: 10, search: { fields: ['orderNo', 'machineNo', 'productName', 'hubName'], value: 'F-2' } },
    });
    expect(searched.orders.results.map((row) => row.orderNo)).toEqual(['F-2']);
    expect(byHub.orders.results).toEqual([
      { orderNo: 'F-2', state: 'CREATED', price: 18_000 },
      { orderNo: 'F-1', state: 'COMPLETED', price: 20_000 },
    ]);

    const clerk = await app.userWith(['VIEW_CONCISED_ORDER']);
    const concised = await ok<{ concisedOrders: { results: { orderNo: string; state: string }[] } }>(
      clerk,
      'query ($pageInput: PageInput!) { concisedOrders(pageInput: $pageInput) { results { orderNo state } } }',
      { pageInput: { page: 1, size: 2, filters: { operator: 'AND', options: [{ field: 'hubId', values: [String(otherHubId)], type: 'EQUAL' }] } } },
    );
    expect(concised.concisedOrders.results.map((row) => row.orderNo)).toEqual(['F-2', 'F-1']);
    const money = await clerk.request('query ($pageInput: PageInput!) { concisedOrders(pageInput: $pageInput) { results { price } } }', { pageInput: { page: 1, size: 1 } });
    expect(money.errors?.[0]?.message).toMatch(/Cannot query field "price"/);
    const full = await clerk.request('query ($pageInput: PageInput!) { orders(pageInput: $pageInput) { totalRows } }', { pageInput: { page: 1, size: 1 } });
    expect(full.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const logs = await clerk.request('query ($pageInput: PageInput!) { orderLogs(pageInput: $pageInput) { totalRows } }', { pageInput: { page: 1, size: 1 } });
    expect(logs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('takes concurrent batches for one order from two connections without losing an event or taking the recipe twice', async () => {
    const machine = await sellingMachine();
    const events = [created('G-1'), paid('G-1'), done('G-1')];
    const answers = await Promise.all([sendGatewayEvents(app, machine.key, [events[0], events[2]]), sendGatewayEvents(app, machine.key, [events[1], events[2]])]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await orderByNo('G-1')).toMatchObject({ state: 'COMPLETED', paymentMethod: 'GOPAY', price: 20_000 });
    expect(await stockOf(machine.id, 'Arabica Beans')).toBe(1000 - 18);
  });

  it('sums the completed cups per hub and machine for a period, by product, and keeps the sums right as orders are refunded or learnt late', async () => {
    const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Millilitre", active: true }) { id } }');
    const water = await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
      input: { name: 'Water', unitId: unit.createUnit.id, orderNr: 9, active: true },
    });
    const americano = await ok<{ createProduct: { id: number } }>(app.admin, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: { name: 'Americano', cogs: 4_000, minDuration: 20, maxDuration: 60, containCoffee: true, weight: 240, active: true, ingredients: [{ ingredientId: water.createIngredient.id, amount: 200 }] },
    });
    const type = await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Summary One", initialName: "SU", active: true }) { id } }');
    const hubType = await ok<{ createHubType: { id: number } }>(app.admin, 'mutation { createHubType(input: { name: "Campus", active: true }) { id } }');
    const summaryHub = await createTestHub(app, hubType.createHubType.id, 'Kampus Tiga');
    const machine = await createTestMachine(app, type.createMachineType.id, 'SU');
    await placeTestMachine(app, machine.id, summaryHub);
    const key = await issueGatewayKey(app, machine.id);
    const sell = (orderNo: string, productId: number, price: number, day: number) => [
      { id: `${orderNo}-c`, type: 'order.created', at: new Date(Date.UTC(2026, 9, day, 2)).toISOString(), payload: { orderNo, productId, price } },
      { id: `${orderNo}-p`, type: 'order.paid', at: new Date(Date.UTC(2026, 9, day, 2, 0, 10)).toISOString(), payload: { orderNo, paymentMethod: 'CASH' } },
      { id: `${orderNo}-d`, type: 'order.product_done', at: new Date(Date.UTC(2026, 9, day, 2, 1)).toISOString(), payload: { orderNo } },
    ];
    expect((await sendGatewayEvents(app, key, [...sell('S-1', latteId, 20_000, 5), ...sell('S-2', latteId, 20_000, 6), ...sell('S-3', americano.createProduct.id, 15_000, 6)])).status).toBe(200);
    // A cup outside the period, and one whose creation arrives last.
    expect((await sendGatewayEvents(app, key, sell('S-4', latteId, 20_000, 20))).status).toBe(200);
    const [created, ...rest] = sell('S-5', americano.createProduct.id, 16_000, 7);
    expect((await sendGatewayEvents(app, key, rest)).status).toBe(200);

    const SUMMARY = 'query ($pageInput: PageInput!) { orderSummaries(pageInput: $pageInput) { totalRows results { hubId hubInternalId hubName machineNo totalCup totalRevenue orderSummaryProducts { productName sum } } } }';
    const october = {
      page: 1,
      size: 10,
      filters: {
        operator: 'AND',
        options: [
          { field: 'hubId', values: [String(summaryHub)], type: 'EQUAL' },
          { field: 'createdTime', values: ['2026-10-01T00:00:00+07:00', '2026-10-10T23:59:59+07:00'], type: 'BETWEEN' },
        ],
      },
    };
    const summarise = async () => (await ok<{ orderSummaries: { totalRows: number; results: Record<string, unknown>[] } }>(app.admin, SUMMARY, { pageInput: october })).orderSummaries;
    expect(await summarise()).toEqual({
      totalRows: 1,
      results: [
        {
          hubId: summaryHub,
          hubInternalId: expect.stringMatching(/^HUB-/),
          hubName: 'Kampus Tiga',
          machineNo: machine.vmcNo,
          totalCup: 3,
          totalRevenue: 55_000,
          orderSummaryProducts: [
            { productName: 'Caffe Latte', sum: 2 },
            { productName: 'Americano', sum: 1 },
          ],
        },
      ],
    });

    await sendGatewayEvents(app, key, [created!, { id: 'S-2-r', type: 'order.refunded', at: new Date(Date.UTC(2026, 9, 6, 3)).toISOString(), payload: { orderNo: 'S-2', reason: 'Wrong drink' } }]);
    expect((await summarise()).results[0]).toMatchObject({
      totalCup: 3,
      totalRevenue: 51_000,
      orderSummaryProducts: [
        { productName: 'Americano', sum: 2 },
        { productName: 'Caffe Latte', sum: 1 },
      ],
    });

    // The totals of every row matching the filters, and the days the sales come from (S-4 on the 20th is outside).
    const TOTALS = 'query ($filters: FilterInput) { orderSummaryTotals(filters: $filters) { machines totalCup totalRevenue firstDay lastDay } }';
    expect((await ok<{ orderSummaryTotals: unknown }>(app.admin, TOTALS, { filters: october.filters })).orderSummaryTotals).toEqual({
      machines: 1,
      totalCup: 3,
      totalRevenue: 51_000,
      firstDay: '2026-10-05',
      lastDay: '2026-10-07',
    });
    const nothing = { operator: 'AND', options: [...october.filters.options, { field: 'paymentMethod', values: ['DANA'], type: 'EQUAL' }] };
    expect((await ok<{ orderSummaryTotals: unknown }>(app.admin, TOTALS, { filters: nothing })).orderSummaryTotals).toEqual({ machines: 0, totalCup: 0, totalRevenue: 0, firstDay: null, lastDay: null });

    const clerk = await app.userWith(['VIEW_CONCISED_ORDER']);
    expect((await clerk.request(SUMMARY, { pageInput: october })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await clerk.request(TOTALS, { filters: october.filters })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('downloads the orders of a period with their money, and the summary, limited to the payments a user is mapped to', async () => {
    const machine = await sellingMachine(otherHubId);
    const cashSale = (orderNo: string) => [
      created(orderNo),
      event('order.paid', 0.5, { orderNo, paymentMethod: 'CASH' }),
      done(orderNo),
    ];
    await sendGatewayEvents(app, machine.key, [created('H-1'), paid('H-1'), done('H-1'), ...cashSale('H-2')]);
    const period = { operator: 'AND', options: [{ field: 'machineId', values: [String(machine.id)], type: 'EQUAL' }] };
    const asked = await ok<{ orderReport: string }>(app.admin, 'query ($queryInput: QueryInput, $timeZone: String) { orderReport(queryInput: $queryInput, timeZone: $timeZone) }', {
      queryInput: { filters: period },
      timeZone: 'Asia/Jakarta',
    });
    const { records } = await downloadCsv(app.app, asked.orderReport, app.admin, 'orders');
    expect(records.map((row) => [row['Order No'], row.State, row['Payment Method'], row.Price, row.GMV, row.COGS, row['Hub Name'], row.Created])).toEqual([
      ['H-1', 'Completed', 'GoPay', '20000', '25000', '7500', 'Menara Dua', '20-11-2026 08:00'],
      ['H-2', 'Completed', 'Cash', '20000', '25000', '7500', 'Menara Dua', '20-11-2026 08:00'],
    ]);

    // A cashier mapped to cash payments sees only those, in the list and in the file.
    const cashier = await app.userWith(['VIEW_ORDER', 'VIEW_ORDER_SUMMARY']);
    await ok(app.admin, 'mutation ($userId: Int!) { updateUserPayment(userId: $userId, payments: [CASH]) { id } }', { userId: cashier.id });
    const theirs = await ok<{ orderReport: string }>(cashier, 'query ($queryInput: QueryInput) { orderReport(queryInput: $queryInput) }', { queryInput: { filters: period } });
    expect((await downloadCsv(app.app, theirs.orderReport, cashier, 'orders')).records.map((row) => row['Order No'])).toEqual(['H-2']);

    const summary = await ok<{ orderSummaryReport: string }>(app.admin, 'query ($queryInput: QueryInput) { orderSummaryReport(queryInput: $queryInput) }', { queryInput: { filters: period } });
    expect((await downloadCsv(app.app, summary.orderSummaryReport, app.admin, 'order-summary')).records).toEqual([
      { 'Hub Internal ID': expect.stringMatching(/^HUB-/), 'Hub Name': 'Menara Dua', 'Machine No': machine.vmcNo, Product: 'Caffe Latte', Cups: '2', Revenue: '40000' },
    ]);
  });

  it('takes the sales of simulated machines through the gateway, one of them charging a stale price', async () => {
    await overHttp(app, async (baseUrl) => {
      const [fresh, stale] = [await sellingMachine(), await sellingMachine()];
      const menu = [{ productId: latteId, price: 20_000, discountedPrice: null }];
      // A steady hand: never silent, never in error, a sale every beat, paid by the same method.
      const options = { baseUrl, menu, salesRate: 100, disconnectRate: 0, errorRate: 0, statusRate: 0, random: () => 0.5 };
      const machines = [new VirtualMachine({ ...options, key: fresh.key, name: fresh.vmcNo }), new VirtualMachine({ ...options, key: stale.key, name: stale.vmcNo, stalePrice: 2_000 })];
      for (let beat = 0; beat < 3; beat += 1) for (const machine of machines) await machine.tick();
      expect(machines.map((machine) => machine.stats.sales)).toEqual([3, 3]);

      const sold = await ok<{ orders: { results: { machineNo: string; state: string; price: number; paymentMethod: string; productName: string }[] } }>(
        app.admin,
        'query ($pageInput: PageInput!) { orders(pageInput: $pageInput) { results { machineNo state price paymentMethod productName } } }',
        { pageInput: { page: 1, size: 10, sorts: [{ field: 'machineNo', direction: 'ASC' }], filters: { operator: 'AND', options: [{ field: 'machineId', values: [String(fresh.id), String(stale.id)], type: 'IN' }] } } },
      );
      expect(sold.orders.results).toEqual([
        ...Array.from({ length: 3 }, () => ({ machineNo: fresh.vmcNo, state: 'COMPLETED', price: 20_000, paymentMethod: 'DANA', productName: 'Caffe Latte' })),
        ...Array.from({ length: 3 }, () => ({ machineNo: stale.vmcNo, state: 'COMPLETED', price: 22_000, paymentMethod: 'DANA', productName: 'Caffe Latte' })),
      ]);
      expect(await stockOf(stale.id, 'Arabica Beans')).toBe(1000 - 3 * 18);
    });
  });

  it('takes the reward cups of simulated machines: granted claims become orders paid by JUMPSTART, refused ones sell nothing', async () => {
    const company = await ok<{ createCompany: { id: number } }>(app.admin, 'mutation { createCompany(input: { name: "Simulated Rewards", active: true, rewardBalance: 100000, employees: [] }) { id } }');
    await ok(app.admin, 'mutation ($input: RewardRuleInput!) { createRewardRule(input: $input) { id } }', {
      input: { companyId: company.createCompany.id, name: 'Two cups', frequencyLimit: 2, customerIds: [], cardNumbers: ['SIMCARD01'], active: true },
    });
    await overHttp(app, async (baseUrl) => {
      const machine = await sellingMachine();
      const menu = [{ productId: latteId, price: 20_000, discountedPrice: null }];
      const tapper = new VirtualMachine({ baseUrl, menu, key: machine.key, name: machine.vmcNo, salesRate: 100, disconnectRate: 0, errorRate: 0, statusRate: 0, random: () => 0.5, rewardCards: ['SIMCARD01'], rewardRate: 1 });
      for (let beat = 0; beat < 3; beat += 1) await tapper.tick();
      expect(tapper.stats).toMatchObject({ sales: 2, rewards: 2, rewardsRefused: 1 });

      const sold = await ok<{ orders: { results: { state: string; price: number; paymentMethod: string; paymentReferenceId: string }[] } }>(
        app.admin,
        'query ($pageInput: PageInput!) { orders(pageInput: $pageInput) { results { state price paymentMethod paymentReferenceId } } }',
        { pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'machineId', values: [String(machine.id)], type: 'EQUAL' }] } } },
      );
      const claims = await ok<{ rewardOrders: { results: { id: number; granted: boolean }[] } }>(
        app.admin,
        'query ($pageInput: PageInput!) { rewardOrders(pageInput: $pageInput) { results { id granted } } }',
        { pageInput: { page: 1, size: 10, sorts: [{ field: 'id', direction: 'ASC' }], filters: { operator: 'AND', options: [{ field: 'cardNumber', values: ['SIMCARD01'], type: 'EQUAL' }] } } },
      );
      expect(claims.rewardOrders.results.map((claim) => claim.granted)).toEqual([true, true, false]);
      const granted = claims.rewardOrders.results.filter((claim) => claim.granted).map((claim) => `REWARD-${claim.id}`);
      expect(sold.orders.results.map((order) => ({ ...order })).sort((a, b) => a.paymentReferenceId.localeCompare(b.paymentReferenceId))).toEqual(
        granted.sort().map((paymentReferenceId) => ({ state: 'COMPLETED', price: 20_000, paymentMethod: 'JUMPSTART', paymentReferenceId })),
      );
    });
  });
});
