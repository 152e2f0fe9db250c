import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REFILL_LOGISTICS_MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let serial = 0;
let supervisorId: number;
let plainRoleId: number;

type Caller = TestApp['admin'];

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

/** A plain active user (or inactive), with a start point. */
async function createUser(options: { active?: boolean; roleId?: number } = {}) {
  serial += 1;
  const data = await ok<{ createUser: { id: number } }>(app.admin, 'mutation ($input: UserInput!) { createUser(input: $input) { id } }', {
    input: {
      username: `refiller${serial}`,
      password: 'Refiller1234',
      name: `Refiller ${String(serial).padStart(3, '0')}`,
      email: `refiller${serial}@example.com`,
      phoneNo: '081234567890',
      roleId: options.roleId ?? plainRoleId,
      active: options.active ?? true,
      latitude: -6.2,
      longitude: 106.8,
    },
  });
  return data.createUser.id;
}

const SCHEDULE = `id userId user { id name latitude longitude } refiller carRefiller carNumber maxDistance
  monday tuesday wednesday thursday friday saturday sunday oddEvenRationing supervisorId supervisor { id } updatedTime
  shiftStart shiftEnd capacity startPlace routeEnd`;

const input = (userId: number, overrides: Record<string, unknown> = {}) => ({
  userId,
  refiller: false,
  carRefiller: true,
  carNumber: 'b 1234 xyz',
  maxDistance: 45.5,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
  oddEvenRationing: 'EVEN',
  supervisorId,
  ...overrides,
});

const create = (caller: Caller, values: Record<string, unknown>) =>
  caller.request<{ createRefillerSchedule: { id: number } & Record<string, unknown> }>(`mutation ($input: RefillerScheduleInput!) { createRefillerSchedule(input: $input) { ${SCHEDULE} } }`, { input: values });

const update = (caller: Caller, id: number, values: Record<string, unknown>) =>
  caller.request<{ updateRefillerSchedule: Record<string, unknown> }>(`mutation ($id: Int!, $input: RefillerScheduleUpdateInput!) { updateRefillerSchedule(id: $id, input: $input) { ${SCHEDULE} } }`, { id, input: values });

const available = async (refillerScheduleId?: number) =>
  (await ok<{ availableUsersForRefiller: { id: number }[] }>(app.admin, 'query ($id: Int) { availableUsersForRefiller(refillerScheduleId: $id) { id } }', { id: refillerScheduleId })).availableUsersForRefiller.map(
    (user) => user.id,
  );

beforeAll(async () => {
  app = await startTestApp();
  supervisorId = (await app.userWith(['VIEW_ALL_TASKS'])).id;
  plainRoleId = (await app.userWith(['VIEW_TASK'])).roleId;
});
afterAll(() => app.close());

describe('refiller schedules', () => {
  it('are created with the plate in capitals, read with the start point, listed, changed and deleted', async () => {
    const userId = await createUser();
    const created = await create(app.admin, input(userId));
    expect(created.errors).toBeUndefined();
    const schedule = created.data!.createRefillerSchedule;
    expect(schedule).toMatchObject({ userId, user: { id: userId, latitude: -6.2, longitude: 106.8 }, carNumber: 'B 1234 XYZ', maxDistance: 45.5, oddEvenRationing: 'EVEN', supervisor: { id: supervisorId } });

    const page = await ok<{ refillerSchedules: { totalRows: number; results: { id: number }[] } }>(
      app.admin,
      'query ($pageInput: PageInput!) { refillerSchedules(pageInput: $pageInput) { totalRows results { id } } }',
      { pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'carNumber', values: ['1234 x'], type: 'LIKE' }, { field: 'oddEvenRationing', values: ['EVEN'], type: 'EQUAL' }] } } },
    );
    expect(page.refillerSchedules.results.map((row) => row.id)).toContain(schedule.id);

    // A partial change is checked as the whole record it makes: a walking refiller drops the car.
    const walking = await update(app.admin, schedule.id, { refiller: true, carRefiller: false, saturday: true });
    expect(walking.data!.updateRefillerSchedule).toMatchObject({ refiller: true, carRefiller: false, carNumber: null, oddEvenRationing: null, saturday: true, monday: true });
    const noPlate = await update(app.admin, schedule.id, { carRefiller: true });
    expect(noPlate.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { carNumber: REFILL_LOGISTICS_MESSAGES.carNumberRequired, oddEvenRationing: REFILL_LOGISTICS_MESSAGES.parityRequired },
    });

    const deleted = await ok<{ deleteRefillerSchedule: number }>(app.admin, 'mutation ($id: Int!) { deleteRefillerSchedule(id: $id) }', { id: schedule.id });
    expect(deleted.deleteRefillerSchedule).toBe(schedule.id);
    const read = await app.admin.request('query ($id: Int!) { refillerSchedule(id: $id) { id } }', { id: schedule.id });
    expect(read.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('tell every mistake under its field, in clear words', async () => {
    const userId = await createUser();
    const result = await create(app.admin, input(userId, { refiller: false, carRefiller: false, maxDistance: 0, monday: false, tuesday: false, wednesday: false, thursday: false, friday: false }));
    expect(result.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { refiller: REFILL_LOGISTICS_MESSAGES.refillerOrCar, maxDistance: MESSAGES.greaterThan0, monday: REFILL_LOGISTICS_MESSAGES.noWorkingDay },
    });
    const wrongParity = await create(app.admin, input(userId, { carNumber: 'D 777 AB', oddEvenRationing: 'EVEN' }));
    expect(wrongParity.errors![0]!.extensions!.fields).toEqual({ oddEvenRationing: REFILL_LOGISTICS_MESSAGES.parityMismatch('ODD') });
    const badPlate = await create(app.admin, input(userId, { carNumber: '12345' }));
    expect(badPlate.errors![0]!.extensions!.fields).toEqual({ carNumber: REFILL_LOGISTICS_MESSAGES.carNumber });
    const missing = await create(app.admin, input(userId, { maxDistance: null }));
    expect(missing.errors).toHaveLength(1);
    expect(missing.data?.createRefillerSchedule ?? null).toBeNull();
  });

  it('give a user one schedule only, refuse an inactive user and a supervisor who may not supervise', async () => {
    const userId = await createUser();
    expect((await create(app.admin, input(userId))).errors).toBeUndefined();
    const again = await create(app.admin, input(userId));
    expect(again.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', fields: { userId: REFILL_LOGISTICS_MESSAGES.userHasSchedule } });

    const inactive = await createUser({ active: false });
    const refused = await create(app.admin, input(inactive));
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userId: REFILL_LOGISTICS_MESSAGES.userNotAvailable } });

    const plain = (await app.userWith(['VIEW_TASK'])).id;
    const badSupervisor = await create(app.admin, input(await createUser(), { supervisorId: plain }));
    expect(badSupervisor.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { supervisorId: REFILL_LOGISTICS_MESSAGES.supervisorNotAvailable } });
    const ownSupervisor = await create(app.admin, input(supervisorId, { supervisorId }));
    expect(ownSupervisor.errors![0]!.extensions!.fields).toEqual({ supervisorId: REFILL_LOGISTICS_MESSAGES.supervisorIsUser });
  });

  it('offer as refillers the active users without a schedule, and the edited schedule’s own user', async () => {
    const free = await createUser();
    const taken = await createUser();
    const inactive = await createUser({ active: false });
    const schedule = (await create(app.admin, input(taken))).data!.createRefillerSchedule;
    const offered = await available();
    expect(offered).toContain(free);
    expect(offered).not.toContain(taken);
    expect(offered).not.toContain(inactive);
    const whileEditing = await available(schedule.id);
    expect(whileEditing).toContain(taken);
    expect(whileEditing).toContain(free);

    const supervisors = await ok<{ availableSupervisors: { id: number }[] }>(app.admin, '{ availableSupervisors { id } }');
    expect(supervisors.availableSupervisors.map((user) => user.id)).toContain(supervisorId);
    expect(supervisors.availableSupervisors.map((user) => user.id)).not.toContain(free);
  });

  it('are refused to a caller without the authorities, who writes nothing', async () => {
    const userId = await createUser();
    const nobody = await app.userWith(['VIEW_USER']);
    const refused = await create(nobody, input(userId));
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(await available()).toContain(userId);
    for (const query of ['{ refillerSchedules(pageInput: { page: 1, size: 5 }) { totalRows } }', '{ availableUsersForRefiller { id } }']) {
      expect((await nobody.request(query)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    }
    const viewer = await app.userWith(['VIEW_REFILLER_SCHEDULE']);
    const id = (await create(app.admin, input(userId))).data!.createRefillerSchedule.id;
    expect((await update(viewer, id, { maxDistance: 10 })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await viewer.request('mutation ($id: Int!) { deleteRefillerSchedule(id: $id) }', { id })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await ok<{ refillerSchedule: { maxDistance: number } }>(viewer, `query ($id: Int!) { refillerSchedule(id: $id) { maxDistance } }`, { id })).refillerSchedule.maxDistance).toBe(45.5);
  });
});

describe('a refiller’s own day', () => {
  const CONFIG = { refillerWorkingHour: 8, minTravelTime: 5, travelSpeed: 30, refillTime: 15, refillerMaxGallon: 10, refillerMaxDistance: 100, carRefillTime: 10, minPercentageCapacity: 30 };
  const configure = (input: Record<string, unknown>) =>
    app.admin.request<{ updateLatteConfig: { warehouseLatitude: number | null } }>('mutation ($input: LatteConfigInput!) { updateLatteConfig(input: $input) { warehouseLatitude warehouseLongitude } }', {
      input: { ...CONFIG, ...input },
    });
  const warehouseOf = async () =>
    (await ok<{ latteConfig: { warehouseLatitude: number | null; warehouseLongitude: number | null } }>(app.admin, '{ latteConfig { warehouseLatitude warehouseLongitude } }')).latteConfig;

  it('is the default day unless the schedule says otherwise: 08:00, the configuration’s capacity, from home, the kind’s route end', async () => {
    const plain = (await create(app.admin, input(await createUser()))).data!.createRefillerSchedule;
    // The day ends the AI configuration's 8 working hours after it starts.
    expect(plain).toMatchObject({ shiftStart: null, shiftEnd: '16:00', capacity: null, startPlace: 'HOME', routeEnd: null });
    const own = await create(app.admin, input(await createUser(), { shiftStart: '06:30', capacity: 25.5, routeEnd: 'NONE' }));
    expect(own.errors).toBeUndefined();
    expect(own.data!.createRefillerSchedule).toMatchObject({ shiftStart: '06:30', shiftEnd: '14:30', capacity: 25.5, startPlace: 'HOME', routeEnd: 'NONE' });
    // Emptied, they are the defaults again.
    const cleared = await update(app.admin, own.data!.createRefillerSchedule.id, { shiftStart: '', capacity: null, routeEnd: null });
    expect(cleared.data!.updateRefillerSchedule).toMatchObject({ shiftStart: null, capacity: null, routeEnd: null });
  });

  it('refuses bad values with the spec’s messages, and writes nothing', async () => {
    const userId = await createUser();
    const wrong = await create(app.admin, input(userId, { shiftStart: '25:00', capacity: 0 }));
    expect(wrong.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { shiftStart: MESSAGES.invalidTime, capacity: MESSAGES.greaterThan0 } });
    const negative = await create(app.admin, input(userId, { capacity: -3, shiftStart: '8 o’clock' }));
    expect(negative.errors![0]!.extensions!.fields).toEqual({ capacity: MESSAGES.greaterThan0, shiftStart: MESSAGES.invalidTime });
    const huge = await create(app.admin, input(userId, { capacity: 1e9 }));
    expect(huge.errors![0]!.extensions!.fields).toEqual({ capacity: MESSAGES.maximumValue(1000) });
    expect((await create(app.admin, input(userId, { routeEnd: 'HOME' }))).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(await available()).toContain(userId);
  });

  it('starts or ends at the warehouse only once the AI configuration has one, which then stays while in use', async () => {
    const userId = await createUser();
    expect((await warehouseOf()).warehouseLatitude).toBeNull();
    const refused = await create(app.admin, input(userId, { startPlace: 'WAREHOUSE', routeEnd: 'WAREHOUSE' }));
    expect(refused.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { startPlace: REFILL_LOGISTICS_MESSAGES.noWarehouse, routeEnd: REFILL_LOGISTICS_MESSAGES.noWarehouse },
    });
    expect(await available()).toContain(userId);
    const walker = (await create(app.admin, input(userId))).data!.createRefillerSchedule;
    const refusedChange = await update(app.admin, walker.id, { routeEnd: 'WAREHOUSE' });
    expect(refusedChange.errors![0]!.extensions!.fields).toEqual({ routeEnd: REFILL_LOGISTICS_MESSAGES.noWarehouse });

    // The warehouse: a real place, both coordinates.
    const badPlace = await configure({ warehouseLatitude: -91, warehouseLongitude: 181 });
    expect(badPlace.errors![0]!.extensions!.fields).toEqual({ warehouseLatitude: MESSAGES.invalidLatitude, warehouseLongitude: MESSAGES.invalidLongitude });
    const half = await configure({ warehouseLatitude: -6.2 });
    expect(half.errors![0]!.extensions!.fields).toEqual({ warehouseLongitude: MESSAGES.required });
    expect(await warehouseOf()).toEqual({ warehouseLatitude: null, warehouseLongitude: null });
    expect((await configure({ warehouseLatitude: -6.2, warehouseLongitude: 106.8 })).errors).toBeUndefined();

    const changed = await update(app.admin, walker.id, { startPlace: 'WAREHOUSE', routeEnd: 'WAREHOUSE' });
    expect(changed.data!.updateRefillerSchedule).toMatchObject({ startPlace: 'WAREHOUSE', routeEnd: 'WAREHOUSE' });
    const cleared = await configure({ warehouseLatitude: null, warehouseLongitude: null });
    expect(cleared.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { warehouseLatitude: REFILL_LOGISTICS_MESSAGES.warehouseInUse } });
    expect(await warehouseOf()).toEqual({ warehouseLatitude: -6.2, warehouseLongitude: 106.8 });
    // Once no schedule uses it, it may go.
    await update(app.admin, walker.id, { startPlace: 'HOME', routeEnd: null });
    expect((await configure({ warehouseLatitude: null, warehouseLongitude: null })).errors).toBeUndefined();
  });
});
