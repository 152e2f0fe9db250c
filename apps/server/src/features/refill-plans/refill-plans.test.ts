import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jakartaDay, type Authority } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestHub, createTestMachine, placeTestMachine } from '../../testing/machines';
import { users } from '../../platform/identity/users.table';
import { planTomorrowIfDue } from '../../jobs/evening-refill-plan';
import { overHttp } from '../../testing/http';
import { VirtualRefiller } from '@back-office/simulator/refillers';
import { readRefillInstance, roadKm } from './refill-instance';

let app: TestApp;
let hubTypeId: number;
let machineTypeId: number;
let waterId: number;
let beansId: number;

type Caller = TestApp['admin'];

/** A March still to come whose first day is a Monday, as in 2027: the days below keep their weekdays and parities whatever today is. */
const MARCH = (() => {
  let year = Number(jakartaDay().slice(0, 4)) + 1;
  while (new Date(Date.UTC(year, 2, 1)).getUTCDay() !== 1) year += 1;
  return `${year}-03`;
})();

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const REFILLER_AUTHORITIES: Authority[] = ['VIEW_TASK', 'UPDATE_TASK', 'FILL_MACHINE_STOCK_IN', 'FILL_MACHINE_STOCK_OUT'];

/** A refiller starting their day at the given place, working the given weekdays. */
async function refiller(place: { lat: number; lng: number }, schedule: Record<string, unknown>) {
  const user = await app.userWith(REFILLER_AUTHORITIES);
  await app.db.update(users).set({ latitude: place.lat, longitude: place.lng }).where(eq(users.id, user.id));
  const days = { monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: false, sunday: false };
  const created = await ok<{ createRefillerSchedule: { id: number } }>(app.admin, 'mutation ($input: RefillerScheduleInput!) { createRefillerSchedule(input: $input) { id } }', {
    input: { userId: user.id, refiller: true, carRefiller: false, maxDistance: 80, ...days, ...schedule },
  });
  return { ...user, scheduleId: created.createRefillerSchedule.id };
}

const changeSchedule = (id: number, input: Record<string, unknown>) =>
  ok(app.admin, 'mutation ($id: Int!, $input: RefillerScheduleUpdateInput!) { updateRefillerSchedule(id: $id, input: $input) { id } }', { id, input });

const CONFIG = { refillerWorkingHour: 8, minTravelTime: 5, travelSpeed: 30, refillTime: 15, refillerMaxGallon: 10, refillerMaxDistance: 100, carRefillTime: 10, minPercentageCapacity: 30 };
const configure = (input: Record<string, unknown> = {}) => ok(app.admin, 'mutation ($input: LatteConfigInput!) { updateLatteConfig(input: $input) { refillTime } }', { input: { ...CONFIG, ...input } });

/** A machine at the hub whose water is at `water` of 20,000 ml and beans at `beans` of 1,000 g. */
async function machineAt(hubId: number, water: number, beans = 900) {
  const machine = await createTestMachine(app, machineTypeId, 'RP');
  await placeTestMachine(app, machine.id, hubId);
  for (const [ingredientId, currentStock, maxStock] of [
    [waterId, water, 20_000],
    [beansId, beans, 1_000],
  ]) {
    await ok(app.admin, 'mutation ($input: MachineStockInInput!) { createMachineStockIn(input: $input) { id } }', {
      input: { machineId: machine.id, ingredientId, currentStock, minStock: 0, maxStock },
    });
  }
  return machine;
}

const hours = (open: string, close: string, ...days: string[]) => days.map((day) => ({ day, open, close }));

const PLAN = 'id date state machinesNeeding machinesPlanned machinesOutOfReach refillers totalDistanceKm outOfReach { machineId hubName reason message }';
const TASKS = 'id title type state machineId hubName proposedAssigneeId assigneeId routeOrder executionTime travelDistanceKm planId load { kind name quantity unit }';

type Task = { id: number; machineId: number; proposedAssigneeId: number; assigneeId: number | null; routeOrder: number; executionTime: string; type: string; load: { name: string; quantity: number }[] };

async function plan(date: string) {
  return (await ok<{ planRefills: { id: number; machinesNeeding: number; machinesPlanned: number; machinesOutOfReach: number; refillers: number; outOfReach: { machineId: number; reason: string; message: string }[] } }>(app.admin, `mutation ($date: Date) { planRefills(date: $date) { ${PLAN} } }`, { date })).planRefills;
}

/** The plan's tasks, proposed (unassigned) and assigned, by id. */
async function tasksOf(planId: number) {
  const pageInput = { page: 1, size: 100, sorts: [{ field: 'id', direction: 'ASC' }], filters: { operator: 'AND', options: [{ field: 'planId', values: [String(planId)], type: 'EQUAL' }] } };
  const page = await ok<{ unassignedTasks: { results: Task[] }; tasks: { results: Task[] } }>(
    app.admin,
    `query ($pageInput: PageInput!) { unassignedTasks(pageInput: $pageInput) { results { ${TASKS} } } tasks(pageInput: $pageInput) { results { ${TASKS} } } }`,
    { pageInput },
  );
  return [...page.unassignedTasks.results, ...page.tasks.results].sort((a, b) => a.id - b.id);
}

beforeAll(async () => {
  app = await startTestApp();
  hubTypeId = (await ok<{ createHubType: { id: number } }>(app.admin, 'mutation { createHubType(input: { name: "Office", active: true }) { id } }')).createHubType.id;
  machineTypeId = (await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Barista Plan", initialName: "RP", active: true }) { id } }')).createMachineType.id;
  const ml = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "ml", active: true }) { id } }');
  const gram = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "g", active: true }) { id } }');
  const ingredient = async (name: string, unitId: number, orderNr: number) =>
    (await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', { input: { name, unitId, orderNr, active: true } })).createIngredient.id;
  waterId = await ingredient('Water', ml.createUnit.id, 1);
  beansId = await ingredient('Arabica Beans', gram.createUnit.id, 2);
  await configure();
});
afterAll(() => app.close());

describe('the refill plan of a day', () => {
  it('turns the machines that need a visit into unassigned tasks in route order, and lists those nobody can reach', async () => {
    // Monday 01-03-2027. Two refillers work Mondays; a third is on approved leave.
    const walker = await refiller({ lat: -6.2, lng: 106.8 }, { monday: true });
    const away = await refiller({ lat: -6.2, lng: 106.8 }, { monday: true });
    const leave = await ok<{ createLeaves: { id: number }[] }>(app.admin, 'mutation ($inputs: [LeaveInput!]!) { createLeaves(inputs: $inputs) { id } }', {
      inputs: [{ userId: away.id, type: 'ANNUAL', date: `${MARCH}-01` }],
    });
    await ok(app.admin, 'mutation ($id: Int!) { updateLeave(id: $id, input: { state: APPROVED }) { id } }', { id: leave.createLeaves[0]!.id });

    const open = await createTestHub(app, hubTypeId, 'Menara Plan', { latitude: -6.21, longitude: 106.82, runningSchedules: hours('08:00', '17:00', 'MONDAY', 'TUESDAY') });
    const other = await createTestHub(app, hubTypeId, 'Wisma Plan', { latitude: -6.19, longitude: 106.79, runningSchedules: hours('09:00', '18:00', 'MONDAY') });
    const closed = await createTestHub(app, hubTypeId, 'Closed Plan', { latitude: -6.22, longitude: 106.83, runningSchedules: hours('08:00', '17:00', 'TUESDAY') });
    const dry = await machineAt(open, 2_000); // 10% water: below the 30% minimum
    const fine = await machineAt(open, 19_000); // nothing low, no sales: no visit
    const lowBeans = await machineAt(other, 18_000, 100); // 10% beans
    const shut = await machineAt(closed, 1_000);

    const made = await plan(`${MARCH}-01`);
    expect(made).toMatchObject({ machinesNeeding: 3, machinesPlanned: 2, machinesOutOfReach: 1, refillers: 1 });
    expect(made.outOfReach).toEqual([{ machineId: shut.id, hubName: 'Closed Plan', reason: 'HUB_CLOSED', message: 'The hub is closed on Mondays.' }]);

    const proposed = await tasksOf(made.id);
    expect(proposed.map((task) => task.machineId).sort()).toEqual([dry.id, lowBeans.id].sort());
    expect(proposed.map((task) => task.machineId)).not.toContain(fine.id);
    expect(proposed.every((task) => task.assigneeId === null && task.proposedAssigneeId === walker.id && task.type === 'REFILLER')).toBe(true);
    expect(proposed.map((task) => task.routeOrder).sort()).toEqual([1, 2]);
    for (const task of proposed) {
      // Within the refiller's day (08:00 to 16:00 in Jakarta) and the hub's opening hours.
      const at = new Date(task.executionTime).getTime();
      expect(at).toBeGreaterThanOrEqual(Date.parse(`${MARCH}-01T08:00:00+07:00`));
      expect(at).toBeLessThan(Date.parse(`${MARCH}-01T16:00:00+07:00`));
    }
    const dryTask = proposed.find((task) => task.machineId === dry.id)!;
    // A visit fills every ingredient up: 18,000 ml of water and 100 g of beans.
    expect(dryTask.load).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Water', quantity: 18_000 }), expect.objectContaining({ name: 'Arabica Beans', quantity: 100 })]));

    // A supervisor assigns one proposal; planning the day again keeps it and replaces the rest.
    await ok(app.admin, 'mutation ($temporaryTaskId: Int!, $assigneeId: Int!) { assignTask(temporaryTaskId: $temporaryTaskId, assigneeId: $assigneeId) { id } }', { temporaryTaskId: dryTask.id, assigneeId: walker.id });
    const again = await plan(`${MARCH}-01`);
    expect(again).toMatchObject({ id: made.id, machinesPlanned: 1 });
    const now = await tasksOf(made.id);
    expect(now.find((task) => task.id === dryTask.id)).toMatchObject({ assigneeId: walker.id });
    const replaced = now.filter((task) => task.assigneeId === null);
    expect(replaced.map((task) => task.machineId)).toEqual([lowBeans.id]);
    expect(proposed.map((task) => task.id)).not.toContain(replaced[0]!.id);
  });

  it('keeps a car out of a rationed hub on a day of the other parity, and says so', async () => {
    // Wednesday 03-03-2027, an odd day: only the car refiller works, with an even plate.
    const driver = await refiller({ lat: -6.3, lng: 106.7 }, { refiller: false, carRefiller: true, carNumber: 'B 1234 XYZ', oddEvenRationing: 'EVEN', wednesday: true });
    const free = await createTestHub(app, hubTypeId, 'Free Road', { latitude: -6.31, longitude: 106.71, runningSchedules: hours('07:00', '20:00', 'WEDNESDAY') });
    const rationed = await createTestHub(app, hubTypeId, 'Rationed Road', { latitude: -6.32, longitude: 106.72, oddEvenRationing: true, runningSchedules: hours('07:00', '20:00', 'WEDNESDAY') });
    const reachable = await machineAt(free, 1_000);
    const kept = await machineAt(rationed, 1_000);

    const made = await plan(`${MARCH}-03`);
    // (The machines of the Monday hubs are out of reach too: their hubs are closed on Wednesdays.)
    expect(made.outOfReach.filter((machine) => [reachable.id, kept.id].includes(machine.machineId))).toEqual([expect.objectContaining({ machineId: kept.id, reason: 'ODD_EVEN_RATIONING' })]);
    const proposed = await tasksOf(made.id);
    expect(proposed).toEqual([expect.objectContaining({ machineId: reachable.id, proposedAssigneeId: driver.id, type: 'CAR_REFILLER', routeOrder: 1 })]);

    // Assigned, the stop is in the driver's task report of the day, with the car of their schedule.
    await ok(app.admin, 'mutation ($temporaryTaskId: Int!, $assigneeId: Int!) { assignTask(temporaryTaskId: $temporaryTaskId, assigneeId: $assigneeId) { id } }', { temporaryTaskId: proposed[0]!.id, assigneeId: driver.id });
    const reports = await ok<{ taskReports: { results: { carNumber: string | null; tasksTotal: number }[] } }>(
      app.admin,
      `query ($who: Int!) { taskReports(pageInput: { page: 1, size: 5 }, startDate: "${MARCH}-03", endDate: "${MARCH}-03", assigneeId: $who) { results { carNumber tasksTotal } } }`,
      { who: driver.id },
    );
    expect(reports.taskReports.results).toEqual([{ carNumber: 'B 1234 XYZ', tasksTotal: 1 }]);
  });

  it('says what would reach the machines it left out: more refillers, who is away, and the limit that binds', async () => {
    // Thursday 04-03-2027. One refiller works; one is on leave; one has no place to start from.
    await refiller({ lat: -6.5, lng: 106.6 }, { thursday: true });
    const away = await refiller({ lat: -6.5, lng: 106.6 }, { thursday: true });
    const leave = await ok<{ createLeaves: { id: number }[] }>(app.admin, 'mutation ($inputs: [LeaveInput!]!) { createLeaves(inputs: $inputs) { id } }', { inputs: [{ userId: away.id, type: 'ANNUAL', date: `${MARCH}-04` }] });
    await ok(app.admin, 'mutation ($id: Int!) { updateLeave(id: $id, input: { state: APPROVED }) { id } }', { id: leave.createLeaves[0]!.id });
    const nowhere = await refiller({ lat: 0, lng: 0 }, { thursday: true });
    await app.db.update(users).set({ latitude: null, longitude: null }).where(eq(users.id, nowhere.id));
    // Eight dry machines at one hub: each needs 20,000 ml of water, 2 gallons; a refiller carries 10.
    const hub = await createTestHub(app, hubTypeId, 'Thursday Tower', { latitude: -6.51, longitude: 106.61, runningSchedules: hours('07:00', '20:00', 'THURSDAY') });
    const dry: { id: number }[] = [];
    for (let index = 0; index < 8; index++) dry.push(await machineAt(hub, 0, 1_000));

    const made = await plan(`${MARCH}-04`);
    const ours = made.outOfReach.filter((machine) => dry.some((one) => one.id === machine.machineId));
    expect(ours).toHaveLength(3);
    expect(new Set(ours.map((machine) => machine.reason))).toEqual(new Set(['NO_CAPACITY_LEFT']));

    const ADVICE = `query { refillPlan(date: "${MARCH}-04") { advice { reasons { reason machines } reachableWithMore routes stopsPerRoute moreRefillers onLeave { id } withoutStartPlace { id } limits { limit used allowed share } } } }`;
    const { refillPlan } = await ok<{ refillPlan: { advice: Record<string, unknown> & { limits: { limit: string }[] } } }>(app.admin, ADVICE);
    expect(refillPlan.advice).toMatchObject({
      reachableWithMore: 3,
      routes: 1,
      stopsPerRoute: 5,
      moreRefillers: 1,
      onLeave: [{ id: away.id }],
      withoutStartPlace: [{ id: nowhere.id }],
    });
    expect(refillPlan.advice.reasons).toEqual(expect.arrayContaining([{ reason: 'NO_CAPACITY_LEFT', machines: 3 }]));
    expect(refillPlan.advice.limits[0]).toEqual({ limit: 'GALLONS', used: 10, allowed: 10, share: 1 });
    expect(refillPlan.advice.limits.map((limit) => limit.limit).sort()).toEqual(['DISTANCE', 'GALLONS', 'WORKING_HOURS']);
  });

  it('is made by one caller at a time, only for today or later, and only by those who create tasks', async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(() => app.admin.request<{ planRefills: { id: number } }>(`mutation { planRefills(date: "${MARCH}-08") { id } }`)),
    );
    const codes = [first!, second!].map((result) => result.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);

    const past = await app.admin.request('mutation { planRefills(date: "2020-01-01") { id } }');
    expect(past.errors?.[0]).toMatchObject({ message: 'Plan today or a later day.', extensions: { code: 'BAD_USER_INPUT' } });

    const refillerOnly = await app.userWith(['VIEW_TASK']);
    const refused = await refillerOnly.request('mutation { planRefills { id } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('runs by itself in the evening, once', async () => {
    const evening = new Date(`${MARCH}-08T21:00:00+07:00`);
    expect(await planTomorrowIfDue(app.db, 20, new Date(`${MARCH}-08T19:00:00+07:00`))).toBe(false);
    expect(await planTomorrowIfDue(app.db, 20, evening)).toBe(true);
    expect(await planTomorrowIfDue(app.db, 20, new Date(`${MARCH}-08T22:00:00+07:00`))).toBe(false);
    const planned = await ok<{ refillPlan: { date: string; state: string } | null }>(app.admin, `query { refillPlan(date: "${MARCH}-09") { date state } }`);
    expect(planned.refillPlan).toEqual({ date: `${MARCH}-09`, state: 'DONE' });
  });

  it('is worked through by a virtual refiller of the simulator: started when due, finished with the machine filled and a photo', async () => {
    // Monday 15-03-2027.
    const worker = await refiller({ lat: -6.4, lng: 106.9 }, { monday: true });
    const hub = await createTestHub(app, hubTypeId, 'Simulated Stop', { latitude: -6.41, longitude: 106.91, runningSchedules: hours('07:00', '21:00', 'MONDAY') });
    const machine = await machineAt(hub, 3_000);
    const made = await plan(`${MARCH}-15`);
    const proposal = (await tasksOf(made.id)).find((task) => task.machineId === machine.id)!;
    await ok(app.admin, 'mutation ($temporaryTaskId: Int!, $assigneeId: Int!) { assignTask(temporaryTaskId: $temporaryTaskId, assigneeId: $assigneeId) { id } }', { temporaryTaskId: proposal.id, assigneeId: worker.id });

    await overHttp(app, async (baseUrl) => {
      const virtual = new VirtualRefiller({ baseUrl, username: worker.username, password: worker.password, declineRate: 0, now: () => new Date(`${MARCH}-15T18:00:00+07:00`) });
      await virtual.tick();
      await virtual.tick();
      expect(virtual.stats).toEqual({ started: 1, finished: 1, declined: 0 });
    });
    const done = await ok<{ task: { state: string; image: string | null; machineStockIns: { ingredientId: number; currentStock: number }[] } }>(
      app.admin,
      'query ($id: Int!) { task(id: $id) { state image machineStockIns { ingredientId currentStock } } }',
      { id: proposal.id },
    );
    expect(done.task.state).toBe('DONE');
    expect(done.task.image).toMatch(/^\/uploads\//);
    expect(done.task.machineStockIns.find((stock) => stock.ingredientId === waterId)?.currentStock).toBe(20_000);
  });

  it('has the virtual refiller keep trying while the server is away, with growing pauses, and carry on once it is back', async () => {
    // Monday 22-03-2027.
    const worker = await refiller({ lat: -6.5, lng: 106.8 }, { monday: true });
    const hub = await createTestHub(app, hubTypeId, 'Returning Stop', { latitude: -6.51, longitude: 106.81, runningSchedules: hours('07:00', '21:00', 'MONDAY') });
    const machine = await machineAt(hub, 3_000);
    const made = await plan(`${MARCH}-22`);
    const proposal = (await tasksOf(made.id)).find((task) => task.machineId === machine.id)!;
    await ok(app.admin, 'mutation ($temporaryTaskId: Int!, $assigneeId: Int!) { assignTask(temporaryTaskId: $temporaryTaskId, assigneeId: $assigneeId) { id } }', { temporaryTaskId: proposal.id, assigneeId: worker.id });

    // A port where the server will listen, nothing listening yet.
    const server = createServer((request, response) => void app.app(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const lines: string[] = [];
    const virtual = new VirtualRefiller({ baseUrl: `http://127.0.0.1:${port}`, username: worker.username, password: worker.password, declineRate: 0, log: (line) => lines.push(line), now: () => new Date(`${MARCH}-22T18:00:00+07:00`) });
    // Fails, sits out one beat, fails again, sits out two.
    for (let beat = 0; beat < 3; beat++) await virtual.tick();
    expect(lines).toEqual([expect.stringMatching(/could not go on .*; tries again after 1 beat$/), expect.stringMatching(/could not go on .*; tries again after 2 beats$/)]);

    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      for (let beat = 0; beat < 4; beat++) await virtual.tick();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // Two beats sat out, then it signed in and started the task, and finished it on the next beat.
    expect(virtual.stats).toEqual({ started: 1, finished: 1, declined: 0 });
    expect(lines).toHaveLength(4);
  });
});

describe('each refiller’s own day', () => {
  const home = { lat: -6.6, lng: 106.7 };
  const warehouse = { lat: -6.62, lng: 106.76 };
  const withWarehouse = { warehouseLatitude: warehouse.lat, warehouseLongitude: warehouse.lng };

  it('carries the schedule’s start time, capacity, start place and route end into the planner’s vehicles', async () => {
    // Friday 05-03-2027.
    await configure(withWarehouse);
    const walker = await refiller(home, { friday: true });
    const driver = await refiller(home, { refiller: false, carRefiller: true, carNumber: 'B 1235 XYZ', oddEvenRationing: 'ODD', friday: true });
    const early = await refiller(home, { friday: true, shiftStart: '06:30', capacity: 4, startPlace: 'WAREHOUSE', routeEnd: 'START' });
    // No coordinates of their own, but the day starts at the warehouse.
    const homeless = await refiller(home, { friday: true, startPlace: 'WAREHOUSE', routeEnd: 'NONE' });
    await app.db.update(users).set({ latitude: null, longitude: null }).where(eq(users.id, homeless.id));

    const vehiclesOf = async () => new Map((await readRefillInstance(app.db, `${MARCH}-05`)).instance.vehicles.map((vehicle) => [vehicle.id, vehicle]));
    const vehicles = await vehiclesOf();
    expect(vehicles.size).toBe(4);
    expect(vehicles.get(`u${walker.id}`)).toMatchObject({ start: home, end: 'none', shift: { start: 8 * 60, end: 16 * 60 }, capacity: 10 });
    expect(vehicles.get(`u${driver.id}`)).toMatchObject({ start: home, end: warehouse, shift: { start: 8 * 60 }, capacity: 10, plateParity: 'ODD' });
    expect(vehicles.get(`u${early.id}`)).toMatchObject({ start: warehouse, end: 'start', shift: { start: 6 * 60 + 30, end: 14 * 60 + 30 }, capacity: 4 });
    expect(vehicles.get(`u${homeless.id}`)).toMatchObject({ start: warehouse, end: 'none' });

    // Round trips for those on foot when the configuration says so; a car still goes to the warehouse.
    await configure({ ...withWarehouse, openRoutes: false });
    const roundTrips = await vehiclesOf();
    expect(roundTrips.get(`u${walker.id}`)).toMatchObject({ end: 'start' });
    expect(roundTrips.get(`u${driver.id}`)).toMatchObject({ end: warehouse });
    expect(roundTrips.get(`u${homeless.id}`)).toMatchObject({ end: 'none' });
    await configure(withWarehouse);
  });

  it('gives a refiller who carries less fewer machines', async () => {
    // Saturday 06-03-2027. Three machines, each short of 18,000 ml of water: one gallon each.
    const small = await refiller(home, { saturday: true, capacity: 2 });
    const hub = await createTestHub(app, hubTypeId, 'Saturday Square', { latitude: -6.61, longitude: 106.71, runningSchedules: hours('07:00', '20:00', 'SATURDAY') });
    const machines = [await machineAt(hub, 2_000), await machineAt(hub, 2_000), await machineAt(hub, 2_000)];
    const ours = (made: Awaited<ReturnType<typeof plan>>) => made.outOfReach.filter((machine) => machines.some((one) => one.id === machine.machineId));

    const made = await plan(`${MARCH}-06`);
    expect(made.machinesPlanned).toBe(2);
    expect(ours(made)).toEqual([expect.objectContaining({ reason: 'NO_CAPACITY_LEFT' })]);
    expect((await tasksOf(made.id)).every((task) => task.proposedAssigneeId === small.id)).toBe(true);

    // Without a capacity of their own, the configuration's 10 gallons.
    await changeSchedule(small.scheduleId, { capacity: null });
    const again = await plan(`${MARCH}-06`);
    expect(again.machinesPlanned).toBe(3);
    expect(ours(again)).toEqual([]);
  });

  it('counts the way back in the plan’s distance only where the route has one', async () => {
    // Sunday 07-03-2027: one machine, from home.
    const place = { lat: -6.65, lng: 106.72 };
    const rider = await refiller(home, { sunday: true });
    const hub = await createTestHub(app, hubTypeId, 'Sunday Stop', { latitude: place.lat, longitude: place.lng, runningSchedules: hours('07:00', '20:00', 'SUNDAY') });
    await machineAt(hub, 2_000);
    const distanceOf = async () => ((await plan(`${MARCH}-07`)) as unknown as { totalDistanceKm: number }).totalDistanceKm;
    const there = roadKm(home, place);

    expect(await distanceOf()).toBeCloseTo(there, 1);
    await changeSchedule(rider.scheduleId, { routeEnd: 'START' });
    expect(await distanceOf()).toBeCloseTo(2 * there, 1);
    await changeSchedule(rider.scheduleId, { routeEnd: 'WAREHOUSE' });
    expect(await distanceOf()).toBeCloseTo(there + roadKm(place, warehouse), 1);
  });
});
