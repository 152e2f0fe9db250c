import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHub, createTestMachine, issueGatewayKey, placeTestMachine, sendGatewayEvents } from '../../testing/machines';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { tasks } from '../tasks/tasks.table';

/*
 * Two weeks of two refillers' tasks at three machines on one meridian, 0.1° apart (11.12 km in a
 * straight line, 14.46 km by road), their sales and their outages, all checked figure by figure.
 */

let app: TestApp;
type Caller = Awaited<ReturnType<TestApp['userWith']>>;
let supervisor: Caller;
let refiller1: Caller;
let refiller2: Caller;
const fleet: Record<'m1' | 'm2' | 'm3' | 'm4', { id: number; vmcNo: string; key: string; hubId: number }> = {} as never;
let beansId: number;
let milkId: number;
let coffeeId: number;

async function ok<Data>(caller: { request: TestApp['admin']['request'] }, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const FIGURES = 'tasksDone tasksOnTime onTimeShare tasksDeclined tasksPending plannedKm drivenKm refillVisits cupsSold cupsPerVisit';
const ANALYTICS = `query ($startDate: Date!, $endDate: Date!, $assigneeId: Int) {
  logisticAnalytics(startDate: $startDate, endDate: $endDate, assigneeId: $assigneeId) {
    startDate endDate emptyMachineCount
    totals { ${FIGURES} emptyHours }
    weeks { start end ${FIGURES} emptyHours }
    refillers { assigneeId name ${FIGURES} }
    emptyMachines { machineNo outages emptyHours }
  }
}`;

interface Figures {
  tasksDone: number;
  tasksOnTime: number;
  onTimeShare: number | null;
  tasksDeclined: number;
  tasksPending: number;
  plannedKm: number;
  drivenKm: number;
  refillVisits: number;
  cupsSold: number;
  cupsPerVisit: number | null;
}
interface Analytics {
  startDate: string;
  endDate: string;
  emptyMachineCount: number;
  totals: Figures & { emptyHours: number };
  weeks: (Figures & { start: string; end: string; emptyHours: number })[];
  refillers: (Figures & { assigneeId: number; name: string })[];
  emptyMachines: { machineNo: string; outages: number; emptyHours: number }[];
}

const PERIOD = { startDate: '2026-10-05', endDate: '2026-10-18' };
const analytics = async (caller: { request: TestApp['admin']['request'] }, variables: Record<string, unknown> = {}) =>
  (await ok<{ logisticAnalytics: Analytics }>(caller, ANALYTICS, { ...PERIOD, ...variables })).logisticAnalytics;

/** A time in Jakarta (UTC+7). */
const wib = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);
/** 0.1° of latitude by road: the arc times the road factor 1.3. */
const LEG = ((6371.0088 * 0.1 * Math.PI) / 180) * 1.3;

let serial = 0;
/** `count` coffees sold by a machine on a day, at noon. */
function cups(machine: { key: string }, day: string, count: number) {
  return sendGatewayEvents(
    app,
    machine.key,
    Array.from({ length: count }, () => {
      serial += 1;
      const orderNo = `LA-${serial}`;
      return [
        { id: `${orderNo}-c`, type: 'order.created', at: wib(day, '12:00').toISOString(), payload: { orderNo, productId: coffeeId, price: 15_000 } },
        { id: `${orderNo}-p`, type: 'order.paid', at: wib(day, '12:00').toISOString(), payload: { orderNo, paymentMethod: 'CASH' } },
        { id: `${orderNo}-d`, type: 'order.product_done', at: wib(day, '12:01').toISOString(), payload: { orderNo } },
      ];
    }).flat(),
  );
}

/** The machine reports an ingredient's level at a time: 0 opens an outage, 1000 closes it. */
function level(machine: { key: string }, ingredientId: number, at: Date, currentStock: number) {
  serial += 1;
  return sendGatewayEvents(app, machine.key, [{ id: `level-${serial}`, type: 'stock', at: at.toISOString(), payload: { levels: [{ ingredientId, currentStock }] } }]);
}

type TaskValues = typeof tasks.$inferInsert;
const task = (machine: keyof typeof fleet, values: Partial<TaskValues> & Pick<TaskValues, 'executionTime'>): TaskValues => ({
  title: `Refill ${fleet[machine].vmcNo}`,
  type: 'REFILLER',
  machineId: fleet[machine].id,
  hubId: fleet[machine].hubId,
  hubName: 'Hub',
  ...values,
});

beforeAll(async () => {
  app = await startTestApp();
  const typeId = (await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Logistic One", initialName: "LO", active: true }) { id } }')).createMachineType.id;
  const hubTypeId = (await ok<{ createHubType: { id: number } }>(app.admin, 'mutation { createHubType(input: { name: "Office", active: true }) { id } }')).createHubType.id;
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  const ingredient = async (name: string, orderNr: number) =>
    (await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', { input: { name, unitId: unit.createUnit.id, orderNr, active: true } }))
      .createIngredient.id;
  beansId = await ingredient('Beans', 1);
  milkId = await ingredient('Milk', 2);
  const sugarId = await ingredient('Sugar', 3);
  coffeeId = (
    await ok<{ createProduct: { id: number } }>(app.admin, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: { name: 'Kopi', cogs: 4_000, minDuration: 20, maxDuration: 60, containCoffee: true, weight: 200, active: true, ingredients: [{ ingredientId: sugarId, amount: 5 }] },
    })
  ).createProduct.id;

  // m1, m2, m3 south of each other, 0.1° apart; m4 is never visited.
  for (const [name, latitude] of [['m1', -6.2], ['m2', -6.3], ['m3', -6.4], ['m4', -6.5]] as const) {
    const machine = await createTestMachine(app, typeId, 'LO');
    const hubId = await createTestHub(app, hubTypeId, `Tower ${name}`, { latitude, longitude: 106.8 });
    await placeTestMachine(app, machine.id, hubId);
    for (const ingredientId of [beansId, milkId]) {
      await ok(app.admin, 'mutation ($input: MachineStockInInput!) { createMachineStockIn(input: $input) { id } }', { input: { machineId: machine.id, ingredientId, currentStock: 1000, minStock: 100, maxStock: 2000 } });
    }
    fleet[name] = { ...machine, hubId, key: await issueGatewayKey(app, machine.id) };
  }

  supervisor = await app.userWith(['VIEW_ANALYTICS_LOGISTIC', 'VIEW_ALL_TASKS']);
  refiller1 = await app.userWith(['VIEW_ANALYTICS_LOGISTIC', 'VIEW_TASK']);
  refiller2 = await app.userWith(['VIEW_TASK']);

  // The tasks as the planner, the refillers and the task pages leave them.
  const day1 = '2026-10-05';
  const day2 = '2026-10-13';
  const day3 = '2026-10-14';
  const r1 = refiller1.id;
  const r2 = refiller2.id;
  await app.db.insert(tasks).values([
    // Week 1, refiller 1: finished in the order m1, m3, m2; m2 started 2.5 hours late.
    task('m1', { assigneeId: r1, state: 'DONE', planId: 1, routeOrder: 1, travelDistanceKm: 5, executionTime: wib(day1, '09:00'), startedTime: wib(day1, '09:30'), finishedTime: wib(day1, '10:00') }),
    task('m2', { assigneeId: r1, state: 'DONE', planId: 1, routeOrder: 2, travelDistanceKm: 12, executionTime: wib(day1, '10:00'), startedTime: wib(day1, '12:30'), finishedTime: wib(day1, '13:00') }),
    task('m3', { assigneeId: r1, state: 'DONE', planId: 1, routeOrder: 3, travelDistanceKm: 11, executionTime: wib(day1, '11:00'), startedTime: wib(day1, '10:10'), finishedTime: wib(day1, '10:40') }),
    task('m1', { assigneeId: r1, state: 'DECLINED', declineReason: 'Hub closed', executionTime: wib(day1, '15:00') }),
    // Week 2, refiller 1: a manual task finished after midnight (late), and one still pending.
    task('m1', { assigneeId: r1, type: 'MANUAL', state: 'DONE', executionTime: wib(day2, '09:00'), startedTime: wib(day2, '09:00'), finishedTime: wib('2026-10-14', '00:30') }),
    task('m2', { assigneeId: r1, state: 'PENDING', executionTime: wib(day2, '14:00') }),
    // Week 2, refiller 2: m2 then m3, on time, and one started.
    task('m2', { assigneeId: r2, state: 'DONE', planId: 2, routeOrder: 1, travelDistanceKm: 7.5, executionTime: wib(day3, '08:00'), startedTime: wib(day3, '08:10'), finishedTime: wib(day3, '08:40') }),
    task('m3', { assigneeId: r2, state: 'DONE', planId: 2, routeOrder: 2, travelDistanceKm: 11, executionTime: wib(day3, '09:00'), startedTime: wib(day3, '09:00'), finishedTime: wib(day3, '09:30') }),
    task('m1', { assigneeId: r2, state: 'STARTED', planId: 2, routeOrder: 3, travelDistanceKm: 9, executionTime: wib(day3, '10:00'), startedTime: wib(day3, '10:00') }),
    // Outside the period, and a proposal nobody took: neither counts.
    task('m1', { assigneeId: r2, state: 'DONE', planId: 3, travelDistanceKm: 40, executionTime: wib('2026-10-20', '09:00'), startedTime: wib('2026-10-20', '09:00'), finishedTime: wib('2026-10-20', '09:30') }),
    task('m2', { proposedAssigneeId: r1, planId: 1, travelDistanceKm: 3, executionTime: wib(day1, '16:00') }),
  ]);

  // Sales: week 1 m1 4, m2 3; week 2 m1 2, m2 1, m3 5; m4 (never visited) 10.
  for (const [machine, day, count] of [['m1', '2026-10-06', 4], ['m2', '2026-10-07', 3], ['m1', '2026-10-15', 2], ['m2', '2026-10-15', 1], ['m3', '2026-10-16', 5], ['m4', '2026-10-06', 10]] as const) {
    expect((await cups(fleet[machine], day, count)).status).toBe(200);
  }

  // Outages: m1 out of beans 10:00-16:00 and of milk 12:00-18:00 on 06-10 (8 hours empty); m2 from
  // 20:00 on Sunday 11-10 to 08:00 on Monday (4 hours in week 1, 8 in week 2); m3 from 22:00 the day
  // before the period to 02:00 on its first day (2 hours in it).
  const outages: [keyof typeof fleet, number, Date, Date][] = [
    ['m1', beansId, wib('2026-10-06', '10:00'), wib('2026-10-06', '16:00')],
    ['m1', milkId, wib('2026-10-06', '12:00'), wib('2026-10-06', '18:00')],
    ['m2', beansId, wib('2026-10-11', '20:00'), wib('2026-10-12', '08:00')],
    ['m3', milkId, wib('2026-10-04', '22:00'), wib('2026-10-05', '02:00')],
  ];
  for (const [machine, ingredientId, from, to] of outages) {
    expect((await level(fleet[machine], ingredientId, from, 0)).status).toBe(200);
    expect((await level(fleet[machine], ingredientId, to, 1000)).status).toBe(200);
  }
});
afterAll(() => app.close());

describe('logistic analytics', () => {
  it('counts the tasks done, on time, declined and pending per week, per refiller and in total, and they add up', async () => {
    const result = await analytics(supervisor);
    expect(result.weeks.map((week) => [week.start, week.end, week.tasksDone, week.tasksOnTime, week.tasksDeclined, week.tasksPending])).toEqual([
      ['2026-10-05', '2026-10-11', 3, 2, 1, 0],
      ['2026-10-12', '2026-10-18', 3, 2, 0, 2],
    ]);
    expect(result.refillers.map((row) => [row.assigneeId, row.tasksDone, row.tasksOnTime, row.tasksDeclined, row.tasksPending])).toEqual([
      [refiller1.id, 4, 2, 1, 1],
      [refiller2.id, 2, 2, 0, 1],
    ]);
    expect(result.totals).toMatchObject({ tasksDone: 6, tasksOnTime: 4, tasksDeclined: 1, tasksPending: 2 });
    expect(result.totals.onTimeShare).toBeCloseTo(4 / 6, 6);
    expect(result.refillers[1]!.onTimeShare).toBe(1);
    for (const key of ['tasksDone', 'tasksOnTime', 'tasksDeclined', 'tasksPending', 'refillVisits'] as const) {
      expect(result.weeks.reduce((sum, week) => sum + week[key], 0)).toBe(result.totals[key]);
      expect(result.refillers.reduce((sum, row) => sum + row[key], 0)).toBe(result.totals[key]);
    }
  });

  it('sets the planned distance against the road distance in the order the tasks were finished', async () => {
    const result = await analytics(supervisor);
    // Refiller 1 on 05-10 finished m1, m3, m2: 0.2° then 0.1°; planned 5 + 12 + 11. Refiller 2: m2 to m3, planned 7.5 + 11.
    expect(result.weeks.map((week) => week.plannedKm)).toEqual([28, 18.5]);
    expect(result.weeks[0]!.drivenKm).toBeCloseTo(3 * LEG, 6);
    expect(result.weeks[1]!.drivenKm).toBeCloseTo(LEG, 6);
    expect(result.refillers.map((row) => row.plannedKm)).toEqual([28, 18.5]);
    expect(result.refillers[0]!.drivenKm).toBeCloseTo(3 * LEG, 6);
    expect(result.refillers[1]!.drivenKm).toBeCloseTo(LEG, 6);
    expect(result.totals.plannedKm).toBe(46.5);
    expect(result.totals.drivenKm).toBeCloseTo(4 * LEG, 6);
  });

  it('lists the machines that ran empty and for how long, each hour once, split by week', async () => {
    const result = await analytics(supervisor);
    expect(result.emptyMachineCount).toBe(3);
    expect(result.emptyMachines.map((row) => [row.machineNo, row.outages, Math.round(row.emptyHours * 1000) / 1000])).toEqual([
      [fleet.m2.vmcNo, 1, 12],
      [fleet.m1.vmcNo, 2, 8],
      [fleet.m3.vmcNo, 1, 2],
    ]);
    expect(result.weeks.map((week) => Math.round(week.emptyHours * 1000) / 1000)).toEqual([14, 8]);
    expect(result.totals.emptyHours).toBeCloseTo(22, 6);
  });

  it('divides the cups of the machines visited by the visits, per week and per refiller', async () => {
    const result = await analytics(supervisor);
    // Week 1: m1, m2 and m3 visited once each, 4 + 3 + 0 cups; week 2: m1, m2, m3 once each, 2 + 1 + 5. m4's cups never count.
    expect(result.weeks.map((week) => [week.refillVisits, week.cupsSold])).toEqual([
      [3, 7],
      [3, 8],
    ]);
    expect(result.weeks[0]!.cupsPerVisit).toBeCloseTo(7 / 3, 6);
    expect(result.totals).toMatchObject({ refillVisits: 6, cupsSold: 15, cupsPerVisit: 2.5 });
    expect(result.refillers.map((row) => [row.refillVisits, row.cupsSold, row.cupsPerVisit])).toEqual([
      [4, 9, 2.25],
      [2, 6, 3],
    ]);
  });

  it('narrows to one refiller, with only the machines of their tasks', async () => {
    const result = await analytics(supervisor, { assigneeId: refiller2.id });
    expect(result.refillers.map((row) => row.assigneeId)).toEqual([refiller2.id]);
    expect(result.totals).toMatchObject({ tasksDone: 2, tasksPending: 1, plannedKm: 18.5, refillVisits: 2, cupsSold: 6 });
    // Refiller 2 went to m1, m2 and m3 in the period (m1's task is started).
    expect(result.emptyMachines.map((row) => row.machineNo).sort()).toEqual([fleet.m1.vmcNo, fleet.m2.vmcNo, fleet.m3.vmcNo].sort());
  });

  it('shows a caller without VIEW_ALL_TASKS only their own tasks, and a mapped caller only their machines', async () => {
    const own = await analytics(refiller1);
    expect(own.refillers.map((row) => row.assigneeId)).toEqual([refiller1.id]);
    expect(own.totals).toMatchObject({ tasksDone: 4, tasksOnTime: 2, tasksDeclined: 1, tasksPending: 1 });

    const mapped = await app.userWith(['VIEW_ANALYTICS_LOGISTIC', 'VIEW_ALL_TASKS']);
    await ok(app.admin, 'mutation ($userId: Int!, $machineIds: [Int!]!) { updateUserMachine(userId: $userId, machineIds: $machineIds) { id } }', { userId: mapped.id, machineIds: [fleet.m2.id] });
    const result = await analytics(mapped);
    // At m2: refiller 1's done (late) task and pending one, refiller 2's done one.
    expect(result.totals).toMatchObject({ tasksDone: 2, tasksOnTime: 1, tasksPending: 1, refillVisits: 2, cupsSold: 4 });
    expect(result.emptyMachines.map((row) => row.machineNo)).toEqual([fleet.m2.vmcNo]);
    expect(result.totals.emptyHours).toBeCloseTo(12, 6);
  });

  it('refuses a caller without VIEW_ANALYTICS_LOGISTIC, and a period longer than a year', async () => {
    const refused = await refiller2.request(ANALYTICS, PERIOD);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data?.logisticAnalytics ?? null).toBeNull();

    const tooLong = await supervisor.request(ANALYTICS, { startDate: '2025-01-01', endDate: '2026-01-02' });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { endDate: 'At most 366 days after the start date.' } });
    const backwards = await supervisor.request(ANALYTICS, { startDate: '2026-10-10', endDate: '2026-10-01' });
    expect(backwards.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
