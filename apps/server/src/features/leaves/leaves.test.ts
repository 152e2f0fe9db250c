import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, REFILL_LOGISTICS_MESSAGES, addDays, jakartaDay } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { leaves } from './leaves.table';

let app: TestApp;
type Caller = TestApp['admin'];
type Person = Awaited<ReturnType<TestApp['userWith']>>;

let manager: Person;
let refiller: Person;
let colleague: Person;

const today = jakartaDay();
const day = (offset: number) => addDays(today, offset);

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const LEAVE = 'id userId user { id name } managerId manager { id } type date state note updatedTime';

const createLeaves = (caller: Caller, inputs: Record<string, unknown>[]) =>
  caller.request<{ createLeaves: { id: number; date: string; state: string; managerId: number | null }[] }>(
    `mutation ($inputs: [LeaveInput!]!) { createLeaves(inputs: $inputs) { ${LEAVE} } }`,
    { inputs },
  );

const updateLeave = (caller: Caller, id: number, input: Record<string, unknown>) =>
  caller.request<{ updateLeave: { state: string; date: string; note: string | null } }>(`mutation ($id: Int!, $input: LeaveUpdateInput!) { updateLeave(id: $id, input: $input) { ${LEAVE} } }`, { id, input });

const days = (userId: number, from: number, count: number, type = 'ANNUAL') => Array.from({ length: count }, (_, index) => ({ userId, type, date: day(from + index), note: 'Family wedding' }));

const leaveDaysOf = async (userId: number) => (await app.db.select({ date: leaves.date }).from(leaves).where(eq(leaves.userId, userId)).orderBy(leaves.date)).map((row) => row.date);

beforeAll(async () => {
  app = await startTestApp();
  manager = await app.userWith(['VIEW_LEAVE', 'CREATE_LEAVE', 'UPDATE_LEAVE', 'DELETE_LEAVE']);
  refiller = await app.userWith(['VIEW_LEAVE', 'CREATE_LEAVE']);
  colleague = await app.userWith(['VIEW_LEAVE', 'CREATE_LEAVE']);
  for (const person of [refiller, colleague]) await ok(app.admin, 'mutation ($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id } }', { id: person.id, input: { managerId: manager.id } });
});
afterAll(() => app.close());

describe('requesting leave', () => {
  it('makes one requested leave a day, with the user’s manager, in one call, each audited', async () => {
    const result = await createLeaves(refiller, days(refiller.id, 1, 3));
    expect(result.errors).toBeUndefined();
    expect(result.data!.createLeaves.map((leave) => [leave.date, leave.state, leave.managerId])).toEqual([
      [day(1), 'REQUESTED', manager.id],
      [day(2), 'REQUESTED', manager.id],
      [day(3), 'REQUESTED', manager.id],
    ]);
    const audit = await ok<{ userActivities: { totalRows: number } }>(app.admin, 'query ($pageInput: PageInput!) { userActivities(pageInput: $pageInput) { totalRows } }', {
      pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'activity', type: 'EQUAL', values: ['CREATE_LEAVE'] }, { field: 'username', type: 'EQUAL', values: [refiller.username] }] } },
    });
    expect(audit.userActivities.totalRows).toBe(3);
  });

  it('refuses a period that starts today, lasts over 31 days or is empty, in the spec’s words', async () => {
    const startsToday = await createLeaves(manager, days(colleague.id, 0, 2));
    expect(startsToday.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'inputs.0.date': MESSAGES.startAfterNow } });
    const tooLong = await createLeaves(manager, [...days(colleague.id, 1, 1), ...days(colleague.id, 32, 1)]);
    expect(tooLong.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { inputs: MESSAGES.maximum31Days } });
    expect((await createLeaves(manager, days(colleague.id, 1, 31))).errors).toBeUndefined();
    const empty = await createLeaves(manager, []);
    expect(empty.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { inputs: MESSAGES.notEmpty } });
  });

  it('refuses a day the user already has as CONFLICT, and writes nothing of the batch', async () => {
    const person = await app.userWith(['VIEW_LEAVE', 'CREATE_LEAVE']);
    expect((await createLeaves(person, days(person.id, 5, 1))).errors).toBeUndefined();
    const overlapping = await createLeaves(person, days(person.id, 3, 4, 'SICK'));
    expect(overlapping.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', fields: { inputs: REFILL_LOGISTICS_MESSAGES.duplicateLeaveOn(day(5)) } });
    expect(overlapping.errors![0]!.message).toBe(REFILL_LOGISTICS_MESSAGES.duplicateLeaveOn(day(5)));
    expect(await leaveDaysOf(person.id)).toEqual([day(5)]);
    const twice = await createLeaves(person, [...days(person.id, 8, 1), ...days(person.id, 8, 1)]);
    expect(twice.errors![0]!.extensions!.code).toBe('CONFLICT');
    expect(await leaveDaysOf(person.id)).toEqual([day(5)]);
  });

  it('lets someone without UPDATE_LEAVE request leave for themself only, and refuses one without CREATE_LEAVE', async () => {
    const forOther = await createLeaves(refiller, days(colleague.id, 40, 1));
    expect(forOther.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(forOther.errors![0]!.message).toBe(REFILL_LOGISTICS_MESSAGES.otherUsersLeave);
    expect(await leaveDaysOf(colleague.id)).not.toContain(day(40));
    const viewer = await app.userWith(['VIEW_LEAVE']);
    expect((await createLeaves(viewer, days(viewer.id, 2, 1))).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const inactive = await app.userWith([]);
    await ok(app.admin, 'mutation ($id: Int!) { updateUser(id: $id, input: { active: false }) { id } }', { id: inactive.id });
    const forInactive = await createLeaves(manager, days(inactive.id, 2, 1));
    expect(forInactive.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'inputs.0.userId': REFILL_LOGISTICS_MESSAGES.userNotAvailable } });
  });
});

describe('deciding leave', () => {
  it('is the manager’s, never the owner’s, and needs UPDATE_LEAVE', async () => {
    const [leave] = (await createLeaves(manager, days(manager.id, 50, 1))).data!.createLeaves;
    const own = await updateLeave(manager, leave!.id, { state: 'APPROVED' });
    expect(own.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(own.errors![0]!.message).toBe(REFILL_LOGISTICS_MESSAGES.ownLeave);
    // The owner may still change the note of their own leave.
    expect((await updateLeave(manager, leave!.id, { note: 'Moved flight' })).data!.updateLeave.note).toBe('Moved flight');

    const [mine] = (await createLeaves(refiller, days(refiller.id, 20, 1))).data!.createLeaves;
    expect((await updateLeave(refiller, mine!.id, { state: 'APPROVED' })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const approved = await updateLeave(manager, mine!.id, { state: 'APPROVED' });
    expect(approved.data!.updateLeave.state).toBe('APPROVED');
    expect((await updateLeave(app.admin, mine!.id, { state: 'REJECTED' })).data!.updateLeave.state).toBe('REJECTED');
  });

  it('moves a leave only to a day after now that the user has free', async () => {
    const [first, second] = (await createLeaves(manager, days(colleague.id, 60, 2))).data!.createLeaves;
    const toToday = await updateLeave(manager, first!.id, { date: today });
    expect(toToday.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { date: MESSAGES.startAfterNow } });
    const onto = await updateLeave(manager, first!.id, { date: second!.date });
    expect(onto.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', fields: { date: REFILL_LOGISTICS_MESSAGES.duplicateLeave } });
    expect((await updateLeave(manager, first!.id, { date: day(70), type: 'SICK' })).data!.updateLeave).toMatchObject({ date: day(70), type: 'SICK' });
  });

  it('is deleted by a holder of DELETE_LEAVE only', async () => {
    const [leave] = (await createLeaves(refiller, days(refiller.id, 80, 1))).data!.createLeaves;
    expect((await refiller.request('mutation ($id: Int!) { deleteLeave(id: $id) }', { id: leave!.id })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await ok<{ deleteLeave: number }>(manager, 'mutation ($id: Int!) { deleteLeave(id: $id) }', { id: leave!.id })).deleteLeave).toBe(leave!.id);
    expect(await leaveDaysOf(refiller.id)).not.toContain(day(80));
  });
});

describe('the leave list', () => {
  const list = (caller: Caller, options: Record<string, unknown>[] = []) =>
    ok<{ leaves: { totalRows: number; results: { userId: number; date: string; type: string; state: string }[] } }>(
      caller,
      'query ($pageInput: PageInput!) { leaves(pageInput: $pageInput) { totalRows results { userId date type state } } }',
      { pageInput: { page: 1, size: 100, sorts: [{ field: 'date', direction: 'ASC' }], filters: { operator: 'AND', options } } },
    );

  it('filters by user, type, state and period', async () => {
    const person = await app.userWith(['VIEW_LEAVE']);
    await createLeaves(manager, [...days(person.id, 100, 3, 'SICK'), ...days(person.id, 110, 2, 'PERMISSION')]);
    const byUser = await list(manager, [{ field: 'userId', type: 'EQUAL', values: [String(person.id)] }]);
    expect(byUser.leaves.totalRows).toBe(5);
    const sick = await list(manager, [
      { field: 'user', type: 'LIKE', values: [person.username.replace('tester', 'Tester ')] },
      { field: 'type', type: 'EQUAL', values: ['SICK'] },
      { field: 'state', type: 'EQUAL', values: ['REQUESTED'] },
      { field: 'date', type: 'BETWEEN', values: [`${day(101)}T00:00:00+07:00`, `${day(111)}T00:00:00+07:00`] },
    ]);
    expect(sick.leaves.results.map((row) => [row.date, row.type])).toEqual([
      [day(101), 'SICK'],
      [day(102), 'SICK'],
    ]);
  });

  it('shows someone without UPDATE_LEAVE their own leave and that of the people they manage', async () => {
    const boss = await app.userWith(['VIEW_LEAVE', 'CREATE_LEAVE']);
    const member = await app.userWith(['VIEW_LEAVE', 'CREATE_LEAVE']);
    await ok(app.admin, 'mutation ($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id } }', { id: member.id, input: { managerId: boss.id } });
    await createLeaves(member, days(member.id, 120, 1));
    await createLeaves(boss, days(boss.id, 121, 1));
    const seenByMember = await list(member);
    expect(new Set(seenByMember.leaves.results.map((row) => row.userId))).toEqual(new Set([member.id]));
    const seenByBoss = await list(boss);
    expect(new Set(seenByBoss.leaves.results.map((row) => row.userId))).toEqual(new Set([member.id, boss.id]));
    const nobody = await app.userWith([]);
    expect((await nobody.request('{ leaves(pageInput: { page: 1, size: 5 }) { totalRows } }')).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
