import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestHub, createTestMachine, issueGatewayKey, placeTestMachine, sendGatewayEvents } from '../../testing/machines';
import { companyDayBounds, today } from '../tasks/task-days';
import { tasks } from '../tasks/tasks.table';

let app: TestApp;
let machineTypeId: number;
let hubId: number;
let productId: number;
let ingredientId: number;

type Caller = TestApp['admin'];
async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const HOME = `{
  fleetAttention(limit: 5) { active offline inError lowStock needing machines { id vmcNo connected lastError lowStock } }
  salesToday { day today { cups revenue } lastWeekSoFar { cups revenue } lastWeekWholeDay { cups revenue } }
  tasksToday { day total done started pending unassigned }
}`;

let serial = 0;
function sale(at: Date, price: number) {
  serial += 1;
  const orderNo = `HOME-${serial}`;
  const event = (type: string, payload: Record<string, unknown>) => ({ id: `${orderNo}-${type}`, type, at: at.toISOString(), payload: { orderNo, ...payload } });
  return [
    event('order.created', { productId, price, originalPrice: price, corporateDiscount: 0, subsidy: 0, salesType: 'REGULAR', slot: 1 }),
    event('order.paid', { paymentMethod: 'CASH', paymentReferenceId: `ref-${orderNo}`, paymentProvider: 'cash' }),
    event('order.product_done', {}),
  ];
}

beforeAll(async () => {
  app = await startTestApp();
  machineTypeId = (await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Home One", initialName: "HO", active: true }) { id } }')).createMachineType.id;
  const hubType = await ok<{ createHubType: { id: number } }>(app.admin, 'mutation { createHubType(input: { name: "Office", active: true }) { id } }');
  hubId = await createTestHub(app, hubType.createHubType.id, 'Menara Home');
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  ingredientId = (
    await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
      input: { name: 'Beans', unitId: unit.createUnit.id, orderNr: 1, active: true },
    })
  ).createIngredient.id;
  productId = (
    await ok<{ createProduct: { id: number } }>(app.admin, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: { name: 'Kopi', cogs: 5_000, minDuration: 20, maxDuration: 60, containCoffee: true, weight: 200, active: true, ingredients: [{ ingredientId, amount: 10 }] },
    })
  ).createProduct.id;
});
afterAll(() => app.close());

describe('the home page’s figures', () => {
  it('counts the machines that need someone and lists those in error first', async () => {
    const quiet = await createTestMachine(app, machineTypeId, 'HQ');
    const broken = await createTestMachine(app, machineTypeId, 'HB');
    const low = await createTestMachine(app, machineTypeId, 'HL');
    for (const machine of [quiet, broken, low]) await placeTestMachine(app, machine.id, hubId);
    // The quiet one is heard from now; the broken one reports an error; the low one has beans below their minimum.
    const quietKey = await issueGatewayKey(app, quiet.id);
    expect((await sendGatewayEvents(app, quietKey, [{ id: 'hb-1', type: 'heartbeat', at: new Date().toISOString(), payload: { versionName: '1.0.0', versionCode: 100 } }])).status).toBe(200);
    const brokenKey = await issueGatewayKey(app, broken.id);
    const error = { errorCodeMachine: 'E1', errorDescription: 'Grinder jammed', machineSet: 'grinder', fatalError: false, persistenceError: false };
    expect((await sendGatewayEvents(app, brokenKey, [{ id: 'err-1', type: 'error', at: new Date().toISOString(), payload: error }])).status).toBe(200);
    await ok(app.admin, 'mutation ($input: MachineStockInInput!) { createMachineStockIn(input: $input) { id } }', {
      input: { machineId: low.id, ingredientId, currentStock: 50, minStock: 100, maxStock: 2000 },
    });

    const { fleetAttention } = await ok<{ fleetAttention: { active: number; offline: number; inError: number; lowStock: number; machines: { id: number; lowStock: boolean; lastError: string | null }[] } }>(app.admin, HOME.replace(/salesToday[^\n]*\n|tasksToday[^\n]*\n/g, ''));
    // The broken and the low machine are both offline too: two machines need someone, not four.
    expect(fleetAttention).toMatchObject({ active: 3, offline: 2, inError: 1, lowStock: 1, needing: 2 });
    expect(fleetAttention.machines.map((machine) => machine.id)).toEqual([broken.id, low.id]);
    expect(fleetAttention.machines[1]!.lowStock).toBe(true);
  });

  it('sets today’s cups and revenue beside the same day last week, so far and whole', async () => {
    const machine = await createTestMachine(app, machineTypeId, 'HS');
    await placeTestMachine(app, machine.id, hubId);
    const key = await issueGatewayKey(app, machine.id);
    const now = Date.now();
    const { start } = companyDayBounds(today());
    const week = 7 * 24 * 60 * 60_000;
    const earlierToday = new Date(start.getTime() + (now - start.getTime()) / 2);
    const lastWeekEarlier = new Date(earlierToday.getTime() - week);
    // After this time of day, last week: in the whole day, not in "so far".
    const lastWeekLater = new Date(now - week + (start.getTime() + 86_400_000 - now) / 2);
    const events = [...sale(earlierToday, 20_000), ...sale(earlierToday, 15_000), ...sale(lastWeekEarlier, 18_000), ...sale(lastWeekLater, 25_000)];
    const sent = await sendGatewayEvents(app, key, events);
    expect(sent.status).toBe(200);

    const { salesToday } = await ok<{ salesToday: Record<string, unknown> }>(app.admin, '{ salesToday { day today { cups revenue } lastWeekSoFar { cups revenue } lastWeekWholeDay { cups revenue } } }');
    expect(salesToday).toEqual({
      day: today(),
      today: { cups: 2, revenue: 35_000 },
      lastWeekSoFar: { cups: 1, revenue: 18_000 },
      lastWeekWholeDay: { cups: 2, revenue: 43_000 },
    });
  });

  it('counts today’s tasks by where they stand, today being the day in the time zone asked for', async () => {
    const TODAY = 'query ($timeZone: String) { tasksToday(timeZone: $timeZone) { day total done started pending unassigned } }';
    const countsIn = async (timeZone?: string) => (await ok<{ tasksToday: Record<string, number | string> }>(app.admin, TODAY, { timeZone })).tasksToday;
    // Kiritimati is 14 hours ahead of UTC all year: its day starts at 10:00 UTC the day before.
    const now = Date.now();
    const kiritimatiDay = new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
    const start = Date.parse(`${kiritimatiDay}T00:00:00+14:00`);
    const before = await countsIn('Pacific/Kiritimati');
    expect(before.day).toBe(kiritimatiDay);
    const refiller = await app.userWith(['UPDATE_TASK']);
    const at = (ms: number) => new Date(ms);
    await app.db.insert(tasks).values([
      { title: 'The minute before', type: 'REFILLER', executionTime: at(start - 60_000), assigneeId: refiller.id, load: [] },
      { title: 'The first minute', type: 'REFILLER', executionTime: at(start), assigneeId: refiller.id, load: [] },
      { title: 'Under way', type: 'REFILLER', state: 'STARTED', executionTime: at(start + 12 * 3_600_000), assigneeId: refiller.id, load: [] },
      { title: 'Done', type: 'REFILLER', state: 'DONE', executionTime: at(start + 12 * 3_600_000), assigneeId: refiller.id, load: [] },
      { title: 'A proposal', type: 'REFILLER', executionTime: at(start + 12 * 3_600_000), load: [] },
      { title: 'The last minute', type: 'REFILLER', executionTime: at(start + 24 * 3_600_000 - 60_000), assigneeId: refiller.id, load: [] },
      { title: 'The next day', type: 'REFILLER', executionTime: at(start + 24 * 3_600_000), assigneeId: refiller.id, load: [] },
    ]);
    const after = await countsIn('Pacific/Kiritimati');
    const added = (key: string) => Number(after[key]) - Number(before[key]);
    expect(['total', 'done', 'started', 'pending', 'unassigned'].map(added)).toEqual([5, 1, 1, 2, 1]);
    expect(after.total).toBe(Number(after.done) + Number(after.started) + Number(after.pending) + Number(after.unassigned));

    // Without a zone, the company's day; an unknown zone is refused, an old name of a known one is not.
    expect((await countsIn()).day).toBe(today());
    const refused = await app.admin.request(TODAY, { timeZone: 'Mars/Olympus' });
    expect(refused.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toBe('"Mars/Olympus" is not a time zone.');
    for (const alias of ['Asia/Kolkata', 'Asia/Calcutta']) expect((await countsIn(alias)).day).toBe(new Date(now + 5.5 * 3_600_000).toISOString().slice(0, 10));
  });

  it('answers each part only to those whose authorities allow it, and the rest of the page still loads', async () => {
    const seller = await app.userWith(['VIEW_ORDER']);
    const result = await seller.request<{ fleetAttention: null; salesToday: { today: { cups: number } }; tasksToday: null }>(HOME);
    expect(result.data!.salesToday.today.cups).toBeGreaterThanOrEqual(0);
    expect(result.data!.fleetAttention).toBeNull();
    expect(result.data!.tasksToday).toBeNull();
    expect(result.errors!.map((error) => [error.path![0], error.extensions!.code]).sort()).toEqual([
      ['fleetAttention', 'FORBIDDEN'],
      ['tasksToday', 'FORBIDDEN'],
    ]);
  });

  it('refuses a list length out of range, and strangers', async () => {
    const result = await app.admin.request('{ fleetAttention(limit: 0) { active } }');
    expect(result.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const stranger = await app.client().request('{ salesToday { day } }');
    expect(stranger.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});
