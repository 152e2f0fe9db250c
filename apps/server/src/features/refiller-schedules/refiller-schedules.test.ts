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
  monday tuesday wednesday thursday friday saturday sunday oddEvenRationing supervisorId supervisor { id } updatedTime`;

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
