import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestHub, createTestMachine, issueGatewayKey, placeTestMachine, sendGatewayEvents } from '../../testing/machines';

/*
 * Every figure here is worked out by hand from the orders sent, as docs/profitability.md does; the
 * orders go through the gateway as a machine sends them, so the daily sales the report reads are
 * the ones kept up to date as orders arrive.
 */

let app: TestApp;
let machineTypeId: number;
let hubTypeId: number;
let latteId: number;
let americanoId: number;

type Caller = TestApp['admin'];

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const createHub = (buildingName: string, rent: { rentType: string; rentAdditionalInformation?: Record<string, unknown>; commissionFee?: number }) =>
  createTestHub(app, hubTypeId, buildingName, rent);

/** A machine standing at the hub since the start of the year, with its gateway key. */
async function machineAt(hubId: number) {
  const machine = await createTestMachine(app, machineTypeId, 'PR');
  await placeTestMachine(app, machine.id, hubId);
  return { ...machine, key: await issueGatewayKey(app, machine.id) };
}

let serial = 0;
/** A completed cup: made at `at` (UTC), paid and done a minute later. */
function cup(at: string, productId: number, price: number, originalPrice = price) {
  serial += 1;
  const orderNo = `P-${serial}`;
  const later = (seconds: number) => new Date(new Date(at).getTime() + seconds * 1000).toISOString();
  return [
    { id: `${orderNo}-c`, type: 'order.created', at, payload: { orderNo, productId, price, originalPrice } },
    { id: `${orderNo}-p`, type: 'order.paid', at: later(10), payload: { orderNo, paymentMethod: 'CASH' } },
    { id: `${orderNo}-d`, type: 'order.product_done', at: later(60), payload: { orderNo } },
  ];
}

async function sell(key: string, cups: ReturnType<typeof cup>[]) {
  const sent = await sendGatewayEvents(app, key, cups.flat());
  expect(sent.status).toBe(200);
}

const REPORT = `query ($pageInput: PageInput!) { profitabilityReport(pageInput: $pageInput) { totalRows results {
  year month hubId hubName rentType machineId vmcNo machineTypeInitialName numberOfCupsSold gmv revenue cogs grossProfit grossProfitPercentage
  revenueSharing cupsFeeSharing monthlyRentalFee commissionShare hubMachinesSold netProfit } } }`;

type Row = Record<string, unknown> & { machineId: number; revenue: number; revenueSharing: number; monthlyRentalFee: number };

const filter = (field: string, values: (string | number)[], type = 'EQUAL') => ({ field, values: values.map(String), type });

async function report(options: ReturnType<typeof filter>[], caller: Caller = app.admin, sorts?: { field: string; direction: string }[]) {
  const data = await ok<{ profitabilityReport: { totalRows: number; results: Row[] } }>(caller, REPORT, {
    pageInput: { page: 1, size: 50, sorts, filters: { operator: 'AND', options } },
  });
  return data.profitabilityReport;
}

beforeAll(async () => {
  app = await startTestApp();
  const type = await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Profit One", initialName: "PO", active: true }) { id } }');
  machineTypeId = type.createMachineType.id;
  const hubType = await ok<{ createHubType: { id: number } }>(app.admin, 'mutation { createHubType(input: { name: "Office", active: true }) { id } }');
  hubTypeId = hubType.createHubType.id;
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  const beans = await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
    input: { name: 'Arabica Beans', unitId: unit.createUnit.id, orderNr: 1, active: true },
  });
  const product = async (name: string, cogs: number) =>
    (
      await ok<{ createProduct: { id: number } }>(app.admin, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
        input: { name, cogs, minDuration: 20, maxDuration: 60, containCoffee: true, weight: 250, active: true, ingredients: [{ ingredientId: beans.createIngredient.id, amount: 18 }] },
      })
    ).createProduct.id;
  latteId = await product('Caffe Latte', 7_500);
  americanoId = await product('Americano', 4_000);
});
afterAll(() => app.close());

/** 10:00 in Jakarta on the day. */
const morning = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, 3)).toISOString();

describe('the profitability report', () => {
  it('tops revenue sharing up to the minimum amount, spread over the hub’s machines that sold, and takes the commission', async () => {
    const hub = await createHub('Menara Bagi', { rentType: 'REVENUE_SHARING', rentAdditionalInformation: { valueInPercentage: 10, minimumAmount: 100_000 }, commissionFee: 5 });
    const [first, second, idle] = [await machineAt(hub), await machineAt(hub), await machineAt(hub)];
    await sell(first.key, [cup(morning(9, 3), latteId, 20_000, 25_000), cup(morning(9, 4), latteId, 20_000, 25_000)]);
    await sell(second.key, [cup(morning(9, 5), americanoId, 15_000)]);
    // A cup that was never paid and one that failed count nothing; nor does the idle machine.
    await sendGatewayEvents(app, idle.key, [{ id: 'idle-c', type: 'order.created', at: morning(9, 6), payload: { orderNo: 'IDLE-1', productId: latteId, price: 20_000 } }]);

    const september = await report([filter('month', [202609]), filter('hubId', [hub])], app.admin, [{ field: 'vmcNo', direction: 'ASC' }]);
    expect(september.totalRows).toBe(2);
    // Hub revenue 55.000; 10% is 5.500, below the 100.000 minimum: 94.500 more, 47.250 for each of the two machines that sold.
    expect(september.results).toEqual([
      {
        year: 2026,
        month: 9,
        hubId: hub,
        hubName: 'Menara Bagi',
        rentType: 'REVENUE_SHARING',
        machineId: first.id,
        vmcNo: first.vmcNo,
        machineTypeInitialName: 'PO',
        numberOfCupsSold: 2,
        gmv: 50_000,
        revenue: 40_000,
        cogs: 15_000,
        grossProfit: 25_000,
        grossProfitPercentage: 62.5,
        revenueSharing: 4_000 + 47_250,
        cupsFeeSharing: 0,
        monthlyRentalFee: 0,
        commissionShare: 2_000,
        hubMachinesSold: 2,
        netProfit: 25_000 - 51_250 - 2_000,
      },
      {
        year: 2026,
        month: 9,
        hubId: hub,
        hubName: 'Menara Bagi',
        rentType: 'REVENUE_SHARING',
        machineId: second.id,
        vmcNo: second.vmcNo,
        machineTypeInitialName: 'PO',
        numberOfCupsSold: 1,
        gmv: 15_000,
        revenue: 15_000,
        cogs: 4_000,
        grossProfit: 11_000,
        grossProfitPercentage: expect.closeTo((11_000 / 15_000) * 100, 10),
        revenueSharing: 1_500 + 47_250,
        cupsFeeSharing: 0,
        monthlyRentalFee: 0,
        commissionShare: 750,
        hubMachinesSold: 2,
        netProfit: 11_000 - 48_750 - 750,
      },
    ]);
    // The hub pays exactly its minimum for the month.
    expect(september.results.reduce((sum, row) => sum + row.revenueSharing, 0)).toBe(100_000);

    // Asked about one machine, its row is the same: the minimum stays spread over both.
    const one = await report([filter('month', [202609]), filter('machineId', [second.id])]);
    expect(one.results).toEqual([september.results[1]]);
  });

  it('takes the percentage alone once it comes to more than the minimum', async () => {
    const hub = await createHub('Menara Persen', { rentType: 'REVENUE_SHARING', rentAdditionalInformation: { valueInPercentage: 10, minimumAmount: 5_000 } });
    const machine = await machineAt(hub);
    await sell(machine.key, [cup(morning(10, 1), latteId, 20_000), cup(morning(10, 2), latteId, 20_000), cup(morning(10, 3), latteId, 20_000)]);
    const { results } = await report([filter('month', [202610]), filter('hubId', [hub])]);
    // 10% of 60.000 is 6.000, above the 5.000 minimum.
    expect(results).toEqual([
      expect.objectContaining({ numberOfCupsSold: 3, revenue: 60_000, cogs: 22_500, grossProfit: 37_500, grossProfitPercentage: 62.5, revenueSharing: 6_000, commissionShare: 0, netProfit: 31_500 }),
    ]);
  });

  it('charges the fee per cup for cup fee sharing', async () => {
    const hub = await createHub('Menara Cangkir', { rentType: 'CUP_FEE_SHARING', rentAdditionalInformation: { feePerCup: 1_500 } });
    const machine = await machineAt(hub);
    await sell(machine.key, [cup(morning(10, 7), latteId, 20_000), cup(morning(10, 8), americanoId, 15_000)]);
    const { results } = await report([filter('month', [202610]), filter('hubId', [hub])]);
    expect(results).toEqual([
      expect.objectContaining({
        rentType: 'CUP_FEE_SHARING',
        numberOfCupsSold: 2,
        revenue: 35_000,
        cogs: 11_500,
        grossProfit: 23_500,
        cupsFeeSharing: 3_000,
        revenueSharing: 0,
        monthlyRentalFee: 0,
        netProfit: 20_500,
      }),
    ]);
  });

  it('counts a third of a quarterly fixed cost each month, spread over the machines that sold', async () => {
    const hub = await createHub('Menara Tetap', { rentType: 'FIXED_COST', rentAdditionalInformation: { value: 3_000_000, paymentTerms: 'QUARTERLY' } });
    const [first, second] = [await machineAt(hub), await machineAt(hub)];
    await sell(first.key, [cup(morning(10, 10), latteId, 20_000)]);
    await sell(second.key, [cup(morning(10, 11), latteId, 20_000)]);
    // In November only the first machine sold: it carries the whole month.
    await sell(first.key, [cup(morning(11, 2), latteId, 20_000)]);

    const october = await report([filter('month', [202610]), filter('hubId', [hub])]);
    expect(october.results.map((row) => [row.machineId, row.monthlyRentalFee, row.hubMachinesSold, row.netProfit])).toEqual(
      [
        [first.id, 500_000, 2, 12_500 - 500_000],
        [second.id, 500_000, 2, 12_500 - 500_000],
      ].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
    );
    const both = await report([filter('month', [202610, 202611], 'BETWEEN'), filter('hubId', [hub])], app.admin, [{ field: 'month', direction: 'ASC' }]);
    expect(both.totalRows).toBe(3);
    expect(both.results.map((row) => [row.month, row.monthlyRentalFee])).toEqual([
      [10, 500_000],
      [10, 500_000],
      [11, 1_000_000],
    ]);
  });

  it('costs nothing for a free hub, and puts a cup in the month it was made in Jakarta', async () => {
    const hub = await createHub('Menara Gratis', { rentType: 'FREE' });
    const machine = await machineAt(hub);
    await sell(machine.key, [
      // 23:59 on 30-09-2026 in Jakarta: September.
      cup('2026-09-30T16:59:00Z', americanoId, 15_000),
      // 00:00 on 01-10-2026 in Jakarta, still September in UTC: October.
      cup('2026-09-30T17:00:00Z', americanoId, 15_000),
      // 23:30 on 31-10-2026 in Jakarta: October.
      cup('2026-10-31T16:30:00Z', latteId, 20_000),
      // 00:30 on 01-11-2026 in Jakarta, still October in UTC: November.
      cup('2026-10-31T17:30:00Z', latteId, 18_000, 20_000),
    ]);
    const byMonth = await report([filter('hubId', [hub])], app.admin, [{ field: 'month', direction: 'ASC' }]);
    expect(byMonth.results.map((row) => [row.month, row.numberOfCupsSold, row.revenue, row.gmv])).toEqual([
      [9, 1, 15_000, 15_000],
      [10, 2, 35_000, 35_000],
      [11, 1, 18_000, 20_000],
    ]);
    expect(byMonth.results[1]).toMatchObject({ rentType: 'FREE', cogs: 11_500, grossProfit: 23_500, revenueSharing: 0, cupsFeeSharing: 0, monthlyRentalFee: 0, commissionShare: 0, netProfit: 23_500 });
    expect((await report([filter('hubId', [hub]), filter('month', [202611])])).results.map((row) => row.numberOfCupsSold)).toEqual([1]);
  });

  it('adds up to the completed orders it comes from, and follows a refund', async () => {
    const hub = await createHub('Menara Hitung', { rentType: 'FREE' });
    const machine = await machineAt(hub);
    const cups = [cup(morning(8, 1), latteId, 20_000, 25_000), cup(morning(8, 2), americanoId, 12_000, 15_000), cup(morning(8, 3), latteId, 19_000, 25_000)];
    await sell(machine.key, cups);
    const orders = await ok<{ orders: { results: { price: number; gmv: number; cogs: number; state: string }[] } }>(
      app.admin,
      'query ($pageInput: PageInput!) { orders(pageInput: $pageInput) { results { price gmv cogs state } } }',
      { pageInput: { page: 1, size: 50, filters: { operator: 'AND', options: [filter('hubId', [hub])] } } },
    );
    const sum = (key: 'price' | 'gmv' | 'cogs') => orders.orders.results.filter((order) => order.state === 'COMPLETED').reduce((total, order) => total + order[key], 0);
    const [row] = (await report([filter('hubId', [hub])])).results;
    expect(row).toMatchObject({ numberOfCupsSold: 3, revenue: sum('price'), gmv: sum('gmv'), cogs: sum('cogs') });
    expect(row).toMatchObject({ revenue: 51_000, gmv: 65_000, cogs: 19_000 });

    const orderNo = cups[1]![0]!.payload.orderNo;
    await sendGatewayEvents(app, machine.key, [{ id: `${orderNo}-r`, type: 'order.refunded', at: morning(8, 4), payload: { orderNo, reason: 'Wrong drink' } }]);
    expect((await report([filter('hubId', [hub])])).results[0]).toMatchObject({ numberOfCupsSold: 2, revenue: 39_000, gmv: 50_000, cogs: 15_000 });
  });

  it('sums every matching row, a loss below zero', async () => {
    const hub = await createHub('Menara Jumlah', { rentType: 'FIXED_COST', rentAdditionalInformation: { value: 1_000_000, paymentTerms: 'MONTHLY' } });
    const [first, second] = [await machineAt(hub), await machineAt(hub)];
    await sell(first.key, [cup(morning(6, 1), latteId, 20_000), cup(morning(6, 2), latteId, 20_000)]);
    await sell(second.key, [cup(morning(6, 3), americanoId, 15_000)]);
    const filters = { operator: 'AND', options: [filter('hubId', [hub])] };
    const rows = (await report(filters.options)).results;
    const sum = (key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);
    const { profitabilityReportTotals: totals } = await ok<{ profitabilityReportTotals: Record<string, number> }>(
      app.admin,
      `query ($filters: FilterInput) { profitabilityReportTotals(filters: $filters) { rows numberOfCupsSold gmv revenue cogs grossProfit grossProfitPercentage
        revenueSharing cupsFeeSharing monthlyRentalFee commissionShare netProfit } }`,
      { filters },
    );
    expect(totals).toMatchObject({ rows: 2, numberOfCupsSold: 3, revenue: 55_000, monthlyRentalFee: 1_000_000 });
    for (const key of ['gmv', 'cogs', 'grossProfit', 'revenueSharing', 'cupsFeeSharing', 'commissionShare', 'netProfit']) expect(totals[key], key).toBeCloseTo(sum(key), 6);
    expect(totals.grossProfitPercentage).toBeCloseTo((totals.grossProfit! / 55_000) * 100, 6);
    // A month's fixed cost far above what three cups earn: a loss.
    expect(totals.netProfit).toBeLessThan(0);

    const clerk = await app.userWith(['VIEW_ORDER_SUMMARY']);
    expect((await clerk.request('{ profitabilityReportTotals { rows } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is refused to those without the report’s authority, and shows a mapped user only their machines', async () => {
    const hub = await createHub('Menara Akses', { rentType: 'FIXED_COST', rentAdditionalInformation: { value: 1_200_000, paymentTerms: 'ANNUALLY' } });
    const [mine, theirs] = [await machineAt(hub), await machineAt(hub)];
    await sell(mine.key, [cup(morning(7, 1), latteId, 20_000)]);
    await sell(theirs.key, [cup(morning(7, 1), latteId, 20_000)]);

    const clerk = await app.userWith(['VIEW_ORDER_SUMMARY', 'VIEW_ORDER']);
    const refused = await clerk.request(REPORT, { pageInput: { page: 1, size: 5 } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const analyst = await app.userWith(['VIEW_PROFITABILITY_REPORT']);
    await ok(app.admin, 'mutation ($userId: Int!, $machineIds: [Int!]!) { updateUserMachine(userId: $userId, machineIds: $machineIds) { id } }', { userId: analyst.id, machineIds: [mine.id] });
    const seen = await report([filter('hubId', [hub])], analyst);
    // A twelfth of 1.200.000 a month, over the two machines that sold, though only one is shown.
    expect(seen.totalRows).toBe(1);
    expect(seen.results).toEqual([expect.objectContaining({ machineId: mine.id, monthlyRentalFee: 50_000, hubMachinesSold: 2 })]);
  });

  it('refuses a sort it does not know', async () => {
    const result = await app.admin.request(REPORT, { pageInput: { page: 1, size: 5, sorts: [{ field: 'price', direction: 'ASC' }] } });
    expect(result.errors?.[0]?.message).toMatch(/sorts by month, hubInternalId/);
  });
});
