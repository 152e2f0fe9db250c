import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, jakartaDay } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestHub, createTestMachine, issueGatewayKey, placeTestMachine, sendGatewayEvents } from '../../testing/machines';

let app: TestApp;
type Caller = TestApp['admin'];

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const ANALYTICS = `query ($startDate: Date!, $endDate: Date!, $hubId: Int) {
  machineAnalytics(startDate: $startDate, endDate: $endDate, hubId: $hubId) {
    startDate endDate granularity totalCups totalRevenue totalErrors serviceSeconds downtimeSeconds uptime machineCount
    series { start end cups revenue errors }
    byHub { hubId hubName cups revenue }
    byProduct { productName cups revenue }
    byPaymentMethod { paymentMethod cups revenue }
    bestByCups { machineNo cups revenue }
    worstByCups { machineNo cups revenue }
    bestByRevenue { machineNo revenue }
    worstByRevenue { machineNo revenue }
    mostDowntime { machineNo errors downtimeSeconds serviceSeconds uptime }
  }
}`;

interface Analytics {
  startDate: string;
  endDate: string;
  granularity: string;
  totalCups: number;
  totalRevenue: number;
  totalErrors: number;
  serviceSeconds: number;
  downtimeSeconds: number;
  uptime: number | null;
  machineCount: number;
  series: { start: string; end: string; cups: number; revenue: number; errors: number }[];
  byHub: { hubId: number | null; hubName: string | null; cups: number; revenue: number }[];
  byProduct: { productName: string; cups: number; revenue: number }[];
  byPaymentMethod: { paymentMethod: string | null; cups: number; revenue: number }[];
  bestByCups: { machineNo: string; cups: number; revenue: number }[];
  worstByCups: { machineNo: string; cups: number; revenue: number }[];
  bestByRevenue: { machineNo: string; revenue: number }[];
  worstByRevenue: { machineNo: string; revenue: number }[];
  mostDowntime: { machineNo: string; errors: number; downtimeSeconds: number; serviceSeconds: number; uptime: number | null }[];
}

const analytics = async (caller: Caller, variables: Record<string, unknown>) => (await ok<{ machineAnalytics: Analytics }>(caller, ANALYTICS, variables)).machineAnalytics;

let hubA: number;
let hubB: number;
let latte: number;
let americano: number;
const fleet: Record<'m1' | 'm2' | 'm3', { id: number; vmcNo: string; key: string }> = {} as never;

/** A completed cup on a day of October 2026, at 09:00 in Jakarta. */
const sale = (orderNo: string, productId: number, price: number, day: number, paymentMethod: string) => [
  { id: `${orderNo}-c`, type: 'order.created', at: new Date(Date.UTC(2026, 9, day, 2)).toISOString(), payload: { orderNo, productId, price } },
  { id: `${orderNo}-p`, type: 'order.paid', at: new Date(Date.UTC(2026, 9, day, 2, 0, 10)).toISOString(), payload: { orderNo, paymentMethod } },
  { id: `${orderNo}-d`, type: 'order.product_done', at: new Date(Date.UTC(2026, 9, day, 2, 1)).toISOString(), payload: { orderNo } },
];
let serial = 0;
const error = (at: string) => ({ id: `err-${(serial += 1)}`, type: 'error', at, payload: { errorCodeMachine: 'E12', errorDescription: 'Cup jam', machineSet: null, fatalError: true, persistenceError: false } });
const normal = (at: string) => ({ id: `ok-${(serial += 1)}`, type: 'status', at, payload: { status: 'ok', notes: null } });

const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-10' };
const TEN_DAYS = 10 * 86_400;

beforeAll(async () => {
  app = await startTestApp();
  const type = await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Analytics One", initialName: "AN", active: true }) { id } }');
  const hubType = await ok<{ createHubType: { id: number } }>(app.admin, 'mutation { createHubType(input: { name: "Office", active: true }) { id } }');
  hubA = await createTestHub(app, hubType.createHubType.id, 'Menara Analitik');
  hubB = await createTestHub(app, hubType.createHubType.id, 'Gedung Grafik');
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  const beans = await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
    input: { name: 'Beans', unitId: unit.createUnit.id, orderNr: 1, active: true },
  });
  const product = async (name: string) =>
    (
      await ok<{ createProduct: { id: number } }>(app.admin, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
        input: { name, cogs: 5_000, minDuration: 20, maxDuration: 60, containCoffee: true, weight: 240, active: true, ingredients: [{ ingredientId: beans.createIngredient.id, amount: 18 }] },
      })
    ).createProduct.id;
  latte = await product('Caffe Latte');
  americano = await product('Americano');
  for (const [name, hub] of [['m1', hubA], ['m2', hubA], ['m3', hubB]] as const) {
    const machine = await createTestMachine(app, type.createMachineType.id, 'AN');
    await placeTestMachine(app, machine.id, hub);
    fleet[name] = { ...machine, key: await issueGatewayKey(app, machine.id) };
  }

  const send = async (key: string, events: unknown[]) => expect((await sendGatewayEvents(app, key, events)).status).toBe(200);
  await send(fleet.m1.key, [...sale('M1-1', latte, 20_000, 2, 'GOPAY'), ...sale('M1-2', latte, 20_000, 3, 'CASH'), ...sale('M1-3', americano, 15_000, 3, 'CASH')]);
  // Outside the period.
  await send(fleet.m1.key, sale('M1-4', latte, 20_000, 20, 'CASH'));
  await send(fleet.m2.key, sale('M2-1', americano, 15_000, 3, 'GOPAY'));
  // Paid but never made: not a sale.
  await send(fleet.m2.key, sale('M2-2', latte, 20_000, 4, 'GOPAY').slice(0, 2));
  await send(fleet.m3.key, [...sale('M3-1', latte, 20_000, 5, 'DANA'), ...sale('M3-2', latte, 22_000, 6, 'DANA')]);

  // m2: in error for two hours on 04-10, and from 23:00 on 10-10 until 08:00 the next day (one hour of it in the period).
  await send(fleet.m2.key, [error('2026-10-04T01:00:00Z'), normal('2026-10-04T03:00:00Z'), error('2026-10-10T16:00:00Z'), normal('2026-10-11T01:00:00Z')]);
  // m3: in error from 23:00 on 30-09 to 01:00 on 01-10: reported before the period, one hour of it inside.
  await send(fleet.m3.key, [error('2026-09-30T16:00:00Z'), normal('2026-09-30T18:00:00Z')]);
});
afterAll(() => app.close());

describe('machine analytics', () => {
  it('sums the cups and revenue the machines sold over the period, per day, hub, product and payment method', async () => {
    const result = await analytics(app.admin, OCTOBER);
    expect(result).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-10', granularity: 'DAY', totalCups: 6, totalRevenue: 112_000, machineCount: 3 });
    expect(result.series).toHaveLength(10);
    expect(result.series.map((point) => [point.start, point.cups, point.revenue])).toEqual([
      ['2026-10-01', 0, 0],
      ['2026-10-02', 1, 20_000],
      ['2026-10-03', 3, 50_000],
      ['2026-10-04', 0, 0],
      ['2026-10-05', 1, 20_000],
      ['2026-10-06', 1, 22_000],
      ['2026-10-07', 0, 0],
      ['2026-10-08', 0, 0],
      ['2026-10-09', 0, 0],
      ['2026-10-10', 0, 0],
    ]);
    expect(result.byHub).toEqual([
      { hubId: hubA, hubName: 'Menara Analitik', cups: 4, revenue: 70_000 },
      { hubId: hubB, hubName: 'Gedung Grafik', cups: 2, revenue: 42_000 },
    ]);
    expect(result.byProduct).toEqual([
      { productName: 'Caffe Latte', cups: 4, revenue: 82_000 },
      { productName: 'Americano', cups: 2, revenue: 30_000 },
    ]);
    expect(result.byPaymentMethod).toEqual([
      { paymentMethod: 'DANA', cups: 2, revenue: 42_000 },
      { paymentMethod: 'CASH', cups: 2, revenue: 35_000 },
      { paymentMethod: 'GOPAY', cups: 2, revenue: 35_000 },
    ]);
  });

  it('ranks the best and worst machines by cups and by revenue', async () => {
    const result = await analytics(app.admin, OCTOBER);
    const { m1, m2, m3 } = fleet;
    expect(result.bestByCups).toEqual([
      { machineNo: m1.vmcNo, cups: 3, revenue: 55_000 },
      { machineNo: m3.vmcNo, cups: 2, revenue: 42_000 },
      { machineNo: m2.vmcNo, cups: 1, revenue: 15_000 },
    ]);
    expect(result.worstByCups.map((row) => row.machineNo)).toEqual([m2.vmcNo, m3.vmcNo, m1.vmcNo]);
    expect(result.bestByRevenue.map((row) => row.machineNo)).toEqual([m1.vmcNo, m3.vmcNo, m2.vmcNo]);
    expect(result.worstByRevenue.map((row) => [row.machineNo, row.revenue])).toEqual([
      [m2.vmcNo, 15_000],
      [m3.vmcNo, 42_000],
      [m1.vmcNo, 55_000],
    ]);
  });

  it('counts the errors reported in the period and the time in error within it', async () => {
    const result = await analytics(app.admin, OCTOBER);
    expect(result.mostDowntime).toEqual([
      { machineNo: fleet.m2.vmcNo, errors: 2, downtimeSeconds: 3 * 3600, serviceSeconds: TEN_DAYS, uptime: 1 - (3 * 3600) / TEN_DAYS },
      { machineNo: fleet.m3.vmcNo, errors: 0, downtimeSeconds: 3600, serviceSeconds: TEN_DAYS, uptime: 1 - 3600 / TEN_DAYS },
    ]);
    expect(result).toMatchObject({ totalErrors: 2, downtimeSeconds: 4 * 3600, serviceSeconds: 3 * TEN_DAYS, uptime: 1 - (4 * 3600) / (3 * TEN_DAYS) });
    expect(result.series.find((point) => point.start === '2026-10-04')!.errors).toBe(1);
    expect(result.series.find((point) => point.start === '2026-10-10')!.errors).toBe(1);
    expect(result.series.reduce((sum, point) => sum + point.errors, 0)).toBe(2);
  });

  it('keeps to one hub when asked', async () => {
    const result = await analytics(app.admin, { ...OCTOBER, hubId: hubB });
    expect(result).toMatchObject({ totalCups: 2, totalRevenue: 42_000, totalErrors: 0, downtimeSeconds: 3600, machineCount: 1 });
    expect(result.byHub).toEqual([{ hubId: hubB, hubName: 'Gedung Grafik', cups: 2, revenue: 42_000 }]);
    expect(result.bestByCups.map((row) => row.machineNo)).toEqual([fleet.m3.vmcNo]);
    expect(result.byPaymentMethod).toEqual([{ paymentMethod: 'DANA', cups: 2, revenue: 42_000 }]);
  });

  it('groups a long period by week or by month, and the totals stay the same', async () => {
    const weeks = await analytics(app.admin, { startDate: '2026-09-01', endDate: '2026-11-30' });
    expect(weeks.granularity).toBe('WEEK');
    // 01-09-2026 is a Tuesday: the first week is clipped to the period.
    expect(weeks.series[0]).toMatchObject({ start: '2026-09-01', end: '2026-09-06' });
    expect(weeks.series[1]).toMatchObject({ start: '2026-09-07', end: '2026-09-13' });
    expect(weeks.series.find((point) => point.start === '2026-09-28')).toMatchObject({ end: '2026-10-04', cups: 4, revenue: 70_000 });
    expect(weeks.totalCups).toBe(7);
    const months = await analytics(app.admin, { startDate: '2026-01-15', endDate: '2026-12-31' });
    expect(months.granularity).toBe('MONTH');
    expect(months.series.map((point) => point.start)).toEqual(['2026-01-15', ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 2).padStart(2, '0')}-01`)]);
    expect(months.series.find((point) => point.start === '2026-10-01')).toMatchObject({ end: '2026-10-31', cups: 7, revenue: 132_000 });
  });

  it('shows a user mapped to one machine only that machine’s numbers, and a user mapped to one payment only those payments', async () => {
    const analyst = await app.userWith(['VIEW_ANALYTICS_MACHINE']);
    await ok(app.admin, 'mutation ($userId: Int!, $machineIds: [Int!]!) { updateUserMachine(userId: $userId, machineIds: $machineIds) { id } }', { userId: analyst.id, machineIds: [fleet.m2.id] });
    const mine = await analytics(analyst, OCTOBER);
    expect(mine).toMatchObject({ totalCups: 1, totalRevenue: 15_000, totalErrors: 2, downtimeSeconds: 3 * 3600, machineCount: 1 });
    expect(mine.bestByCups.map((row) => row.machineNo)).toEqual([fleet.m2.vmcNo]);
    expect(mine.byHub).toEqual([{ hubId: hubA, hubName: 'Menara Analitik', cups: 1, revenue: 15_000 }]);

    const cashier = await app.userWith(['VIEW_ANALYTICS_MACHINE']);
    await ok(app.admin, 'mutation ($userId: Int!, $payments: [VendingPaymentMethod!]!) { updateUserPayment(userId: $userId, payments: $payments) { id } }', { userId: cashier.id, payments: ['CASH'] });
    const cash = await analytics(cashier, OCTOBER);
    expect(cash).toMatchObject({ totalCups: 2, totalRevenue: 35_000 });
    expect(cash.byPaymentMethod).toEqual([{ paymentMethod: 'CASH', cups: 2, revenue: 35_000 }]);
  });

  it('refuses those without the authority, and a period that ends before it starts or is longer than two years', async () => {
    const clerk = await app.userWith(['VIEW_ORDER_SUMMARY']);
    expect((await clerk.request(ANALYTICS, OCTOBER)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const backwards = await app.admin.request(ANALYTICS, { startDate: '2026-10-10', endDate: '2026-10-01' });
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(backwards.errors?.[0]?.message).toBe('The period ends before it starts: pick an end date on or after the start date.');
    const long = await app.admin.request(ANALYTICS, { startDate: '2024-01-01', endDate: '2026-10-01' });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.message).toMatch(/at most 731 days \(two years\)/);
    const bad = await app.admin.request(ANALYTICS, { startDate: '01-10-2026', endDate: '2026-10-10' });
    expect(bad.errors?.[0]?.message).toMatch(/YYYY-MM-DD/);
  });

  it('gives an empty period zeros, not an error', async () => {
    const result = await analytics(app.admin, { startDate: '2025-03-01', endDate: '2025-03-07' });
    expect(result).toMatchObject({ totalCups: 0, totalRevenue: 0, totalErrors: 0, machineCount: 0, uptime: null, byHub: [], bestByCups: [] });
    expect(result.series).toHaveLength(7);
  });

  it('gives a period still to come, and the first and last days of far years, an empty answer', async () => {
    for (const [startDate, endDate] of [
      ['2030-01-01', '2030-01-01'],
      [addDays(jakartaDay(), 1), addDays(jakartaDay(), 31)],
      ['0001-01-02', '0001-12-31'],
      ['9999-01-01', '9999-12-30'],
    ]) {
      const result = await analytics(app.admin, { startDate, endDate });
      expect(result, `${startDate} to ${endDate}`).toMatchObject({ startDate, endDate, totalCups: 0, totalRevenue: 0, totalErrors: 0, serviceSeconds: 0, machineCount: 0, uptime: null, byHub: [], mostDowntime: [] });
    }
  });

  it('refuses, saying why, a day that is not on the calendar', async () => {
    for (const [startDate, endDate, field] of [
      ['2026-02-31', '2026-03-01', 'startDate'],
      ['2026-10-01', '2026-13-01', 'endDate'],
      ['0000-01-01', '0000-01-02', 'startDate'],
    ]) {
      const refused = await app.admin.request(ANALYTICS, { startDate, endDate });
      expect(refused.errors?.[0]?.extensions, `${startDate} to ${endDate}`).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(refused.errors?.[0]?.message).toMatch(new RegExp(`\\$${field}.*must be a calendar day as YYYY-MM-DD, from 0001-01-02 to 9999-12-30`));
    }
  });
});
