import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, TASK_MESSAGES, type Authority } from '@back-office/domain';
import { downloadCsv } from '../../testing/csv';
import { createTestHub, createTestMachine, placeTestMachine } from '../../testing/machines';
import { startTestApp, type GraphqlResult, type TestApp } from '../../testing/test-app';
import { stripedPng } from '@back-office/domain/png';
import { machineStockIns, machineStockOuts } from '../machine-stock/machine-stock.table';
import { machines } from '../machines/machines.table';
import { userActivities } from '../../platform/audit/user-activities.table';
import { users } from '../../platform/identity/users.table';
import { companyDayOf } from './task-days';
import { tasks } from './tasks.table';

let app: TestApp;
let machineTypeId: number;
let hubTypeId: number;
let milkId: number;
let cupId: number;
type Caller = Awaited<ReturnType<TestApp['userWith']>>;
let supervisor: Caller;
let refiller: Caller;
let otherRefiller: Caller;

const REFILLER: Authority[] = ['VIEW_TASK', 'UPDATE_TASK', 'FILL_MACHINE_STOCK_IN', 'FILL_MACHINE_STOCK_OUT', 'VIEW_MACHINE', 'VIEW_TASK_REPORT'];
const SUPERVISOR: Authority[] = ['VIEW_TASK', 'CREATE_TASK', 'UPDATE_TASK', 'DELETE_TASK', 'VIEW_ALL_TASKS', 'VIEW_MACHINE', 'STOCK_PREPARATION', 'VIEW_TASK_REPORT'];

async function ok<Data>(caller: { request: TestApp['admin']['request'] }, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const errorOf = (result: GraphqlResult) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message, fields: result.errors?.[0]?.extensions?.fields });

const TASK = 'id title type state assigneeId assignerId machineId hubName executionTime startedTime finishedTime note declineReason image allowedActions';
const CREATE = `mutation ($input: ManualTaskInput!) { createManualTask(input: $input) { ${TASK} } }`;
const START = `mutation ($id: Int!) { startTask(id: $id) { ${TASK} } }`;
const FINISH = `mutation ($id: Int!, $input: FinishTaskInput!) { finishTask(id: $id, input: $input) { ${TASK} } }`;
const DECLINE = `mutation ($id: Int!, $note: String) { declineTask(id: $id, note: $note) { ${TASK} } }`;

/** A machine at a hub with milk powder and paper cups in it. */
async function stockedMachine() {
  const machine = await createTestMachine(app, machineTypeId, 'TK');
  const hubId = await createTestHub(app, hubTypeId, `Tower ${machine.vmcNo}`);
  await placeTestMachine(app, machine.id, hubId);
  await ok(app.admin, 'mutation ($input: MachineStockInInput!) { createMachineStockIn(input: $input) { id } }', {
    input: { machineId: machine.id, ingredientId: milkId, currentStock: 300, minStock: 200, maxStock: 2000 },
  });
  await ok(app.admin, 'mutation ($input: MachineStockOutInput!) { createMachineStockOut(input: $input) { id } }', {
    input: { machineId: machine.id, packagingId: cupId, currentStock: 40, minStock: 10, maxStock: 300 },
  });
  return { ...machine, hubId };
}

async function manualTask(assigneeId: number, values: Record<string, unknown> = {}, caller: Caller = supervisor) {
  const data = await ok<{ createManualTask: { id: number; state: string; hubName: string | null } }>(caller, CREATE, {
    input: { title: 'Refill the tower', assigneeId, executionTime: new Date().toISOString(), ...values },
  });
  return data.createManualTask;
}

async function upload(caller: Caller) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: 'mutation ($file: File!) { singleUpload(file: $file, accept: IMAGE) }', variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(stripedPng(16, 16, [[10, 20, 30], [200, 210, 220]]))], { type: 'image/png' }), 'photo.png');
  const cookie = [...caller.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await app.app.fetch('http://localhost/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true', cookie }, body: form });
  const result = (await response.json()) as GraphqlResult<{ singleUpload: string }>;
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.singleUpload;
}

const stockOf = async (machineId: number) => ({
  milk: (await app.db.select().from(machineStockIns).where(and(eq(machineStockIns.machineId, machineId), eq(machineStockIns.ingredientId, milkId))))[0]!.currentStock,
  cups: (await app.db.select().from(machineStockOuts).where(and(eq(machineStockOuts.machineId, machineId), eq(machineStockOuts.packagingId, cupId))))[0]!.currentStock,
});

const stateOf = async (id: number) => (await app.db.select().from(tasks).where(eq(tasks.id, id)))[0]?.state;

const EVERY_DAY = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true, sunday: true };

async function schedule(userId: number, days: Partial<typeof EVERY_DAY>) {
  const none = { monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: false, sunday: false };
  await ok(app.admin, 'mutation ($input: RefillerScheduleInput!) { createRefillerSchedule(input: $input) { id } }', {
    input: { userId, refiller: true, carRefiller: false, maxDistance: 40, ...none, ...days },
  });
}

beforeAll(async () => {
  app = await startTestApp({ uploadsFolder: `${process.env.TMPDIR ?? '/tmp'}/tasks-test-uploads-${process.pid}` });
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  milkId = (await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', { input: { name: 'Milk Powder', unitId: unit.createUnit.id, orderNr: 1, active: true } })).createIngredient.id;
  cupId = (await ok<{ createPackaging: { id: number } }>(app.admin, 'mutation { createPackaging(input: { name: "Paper Cup", quantity: 50, active: true }) { id } }')).createPackaging.id;
  machineTypeId = (await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Barista One", initialName: "JB", active: true }) { id } }')).createMachineType.id;
  hubTypeId = (await ok<{ createHubType: { id: number } }>(app.admin, 'mutation { createHubType(input: { name: "Office", active: true }) { id } }')).createHubType.id;
  supervisor = await app.userWith(SUPERVISOR);
  refiller = await app.userWith(REFILLER);
  otherRefiller = await app.userWith(REFILLER);
  // Both refill every day: refills go only to someone with a refiller schedule.
  for (const person of [refiller, otherRefiller]) await schedule(person.id, EVERY_DAY);
});
afterAll(() => app.close());

describe('a task’s whole life', () => {
  it('is created, started and finished with a photo, recording the machine’s stock in the same step', async () => {
    const machine = await stockedMachine();
    const task = await manualTask(refiller.id, { machineId: machine.id, description: 'Milk is low' });
    expect(task).toMatchObject({ state: 'PENDING', hubName: `Tower ${machine.vmcNo}` });

    const started = await ok<{ startTask: { state: string; startedTime: string; allowedActions: string[] } }>(refiller, START, { id: task.id });
    expect(started.startTask).toMatchObject({ state: 'STARTED', allowedActions: ['finish', 'decline'] });
    expect(started.startTask.startedTime).toBeTruthy();

    const image = await upload(refiller);
    const finished = await ok<{ finishTask: { state: string; image: string; note: string; finishedTime: string } }>(refiller, FINISH, {
      id: task.id,
      input: { image, note: 'All full', machineStockIns: [{ ingredientId: milkId, currentStock: 1800 }], machineStockOuts: [{ packagingId: cupId, additionalStock: 200, returnQuantity: 5 }] },
    });
    expect(finished.finishTask).toMatchObject({ state: 'DONE', image, note: 'All full' });
    expect(await stockOf(machine.id)).toEqual({ milk: 1800, cups: 235 });

    const audit = await app.db.select().from(userActivities).where(eq(userActivities.username, refiller.username));
    expect(audit.map((row) => row.activity)).toEqual(expect.arrayContaining(['START_TASK', 'FINISH_TASK', 'FILL_MACHINE_STOCK_IN', 'FILL_MACHINE_STOCK_OUT']));

    // The day's report counts it, with the pieces taken back.
    const reportId = `${refiller.id}:${companyDayOf(new Date())}`;
    const report = await ok<{ taskReport: Record<string, unknown> }>(refiller, 'query ($id: String!) { taskReport(id: $id) { id tasksFinished productReturned state firstStart lastEnd tasks { id } } }', { id: reportId });
    expect(report.taskReport).toMatchObject({ id: reportId, tasksFinished: 1, productReturned: 5, state: 'FINISHED', tasks: [{ id: task.id }] });
    const page = await ok<{ taskReports: { totalRows: number; results: { id: string; assignee: { id: number } }[] } }>(
      supervisor,
      'query ($day: Date!, $who: Int!) { taskReports(pageInput: { page: 1, size: 10 }, startDate: $day, endDate: $day, assigneeId: $who) { totalRows results { id assignee { id } } } }',
      { day: companyDayOf(new Date()), who: refiller.id },
    );
    expect(page.taskReports).toEqual({ totalRows: 1, results: [{ id: reportId, assignee: { id: refiller.id } }] });
  });

  it('is declined with a note, and a manual task is edited and deleted while pending', async () => {
    const task = await manualTask(refiller.id);
    const edited = await ok<{ updateManualTask: { title: string } }>(supervisor, 'mutation ($id: Int!, $input: ManualTaskUpdateInput!) { updateManualTask(id: $id, input: $input) { title } }', {
      id: task.id,
      input: { title: 'Clean the tower' },
    });
    expect(edited.updateManualTask.title).toBe('Clean the tower');
    const declined = await ok<{ declineTask: { state: string; declineReason: string } }>(refiller, DECLINE, { id: task.id, note: 'Building closed' });
    expect(declined.declineTask).toMatchObject({ state: 'DECLINED', declineReason: 'Building closed' });

    const other = await manualTask(refiller.id);
    expect(await ok(supervisor, 'mutation ($id: Int!) { deleteManualTask(id: $id) }', { id: other.id })).toEqual({ deleteManualTask: other.id });
    expect(await stateOf(other.id)).toBeUndefined();
  });
});

describe('refusals, in the spec’s words', () => {
  it('lets only the assignee start, finish or decline', async () => {
    const task = await manualTask(refiller.id);
    const bySupervisor = await supervisor.request(START, { id: task.id });
    expect(errorOf(bySupervisor)).toMatchObject({ code: 'FORBIDDEN', message: TASK_MESSAGES.notYours });
    // Another refiller does not even see it.
    expect(errorOf(await otherRefiller.request(START, { id: task.id })).code).toBe('NOT_FOUND');
    expect(await stateOf(task.id)).toBe('PENDING');
  });

  it('needs an image to finish and a note to decline', async () => {
    const task = await manualTask(refiller.id);
    await ok(refiller, START, { id: task.id });
    const noImage = await refiller.request(FINISH, { id: task.id, input: { image: ' ' } });
    expect(errorOf(noImage)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { image: TASK_MESSAGES.finishNeedsImage } });
    const foreignImage = await refiller.request(FINISH, { id: task.id, input: { image: 'https://example.com/photo.png' } });
    expect(errorOf(foreignImage)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { image: TASK_MESSAGES.notStored } });
    const noNote = await refiller.request(DECLINE, { id: task.id, note: '' });
    expect(errorOf(noNote)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { note: TASK_MESSAGES.declineNeedsNote } });
    expect(errorOf(await refiller.request(DECLINE, { id: task.id })).fields).toEqual({ note: TASK_MESSAGES.declineNeedsNote });
    expect(await stateOf(task.id)).toBe('STARTED');
  });

  it('refuses to edit a started manual task, to finish a pending one, and to change a finished one', async () => {
    const task = await manualTask(refiller.id);
    const early = await refiller.request(FINISH, { id: task.id, input: { image: await upload(refiller) } });
    expect(errorOf(early)).toMatchObject({ code: 'CONFLICT', message: 'Only a started task can be finished; this one is pending.' });
    await ok(refiller, START, { id: task.id });
    const edit = await supervisor.request('mutation ($id: Int!, $input: ManualTaskUpdateInput!) { updateManualTask(id: $id, input: $input) { id } }', { id: task.id, input: { title: 'Too late' } });
    expect(errorOf(edit)).toMatchObject({ code: 'CONFLICT', message: TASK_MESSAGES.onlyPendingChanges });
    const remove = await supervisor.request('mutation ($id: Int!) { deleteManualTask(id: $id) }', { id: task.id });
    expect(errorOf(remove)).toMatchObject({ code: 'CONFLICT', message: TASK_MESSAGES.onlyPendingChanges });
    await ok(refiller, FINISH, { id: task.id, input: { image: await upload(refiller) } });
    expect(errorOf(await refiller.request(DECLINE, { id: task.id, note: 'Oops' }))).toMatchObject({ code: 'CONFLICT', message: 'This task is done; it can no longer change.' });
  });

  it('refuses to assign a task that already has an assignee, and a task with a missing title', async () => {
    const task = await manualTask(refiller.id);
    const assign = await supervisor.request('mutation ($id: Int!, $to: Int!) { assignTask(temporaryTaskId: $id, assigneeId: $to) { id } }', { id: task.id, to: otherRefiller.id });
    expect(errorOf(assign)).toMatchObject({ code: 'CONFLICT', message: TASK_MESSAGES.alreadyAssigned });
    const bad = await supervisor.request(CREATE, { input: { title: '', assigneeId: refiller.id, executionTime: new Date().toISOString() } });
    expect(errorOf(bad)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { title: MESSAGES.required } });
  });

  it('lets exactly one of two starts at once win; the other is told CONFLICT', async () => {
    const task = await manualTask(refiller.id);
    const answers = await Promise.all([refiller.request(START, { id: task.id }), refiller.request(START, { id: task.id })]);
    const codes = answers.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    expect(answers.find((answer) => answer.errors)!.errors![0]!.message).toBe('Only a pending task can be started; this one is started.');
    const starts = await app.db.select().from(userActivities).where(and(eq(userActivities.activity, 'START_TASK'), eq(userActivities.recordId, String(task.id))));
    expect(starts).toHaveLength(1);
  });

  it('lets exactly one of two finishes at once win, recording the fill once', async () => {
    const machine = await stockedMachine();
    const task = await manualTask(refiller.id, { machineId: machine.id });
    await ok(refiller, START, { id: task.id });
    const input = { image: await upload(refiller), machineStockOuts: [{ packagingId: cupId, additionalStock: 30 }] };
    const answers = await Promise.all([refiller.request(FINISH, { id: task.id, input }), refiller.request(FINISH, { id: task.id, input })]);
    expect(answers.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    expect((await stockOf(machine.id)).cups).toBe(70);
  });

  it('rolls the finish back when a fill line fails: the task stays started and the stock unchanged', async () => {
    const machine = await stockedMachine();
    const task = await manualTask(refiller.id, { machineId: machine.id });
    await ok(refiller, START, { id: task.id });
    const before = await stockOf(machine.id);
    const result = await refiller.request(FINISH, {
      id: task.id,
      input: { image: await upload(refiller), machineStockIns: [{ ingredientId: milkId, currentStock: 1900 }], machineStockOuts: [{ packagingId: cupId, additionalStock: 10, returnQuantity: 999 }] },
    });
    expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'machineStockOuts.0.returnQuantity': MESSAGES.returnAboveStock } });
    expect(await stateOf(task.id)).toBe('STARTED');
    expect(await stockOf(machine.id)).toEqual(before);
  });

  it('refuses a finish that puts more in the machine than it holds, and leaves the task started', async () => {
    const machine = await stockedMachine();
    const task = await manualTask(refiller.id, { machineId: machine.id });
    await ok(refiller, START, { id: task.id });
    const before = await stockOf(machine.id);
    const image = await upload(refiller);
    // 2000 gram of milk at most; 300 cups at most, 40 in it.
    const milk = await refiller.request(FINISH, { id: task.id, input: { image, machineStockIns: [{ ingredientId: milkId, currentStock: 5000 }] } });
    expect(errorOf(milk)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'machineStockIns.0.currentStock': MESSAGES.maximumValue(2000, 'Gram') } });
    const cups = await refiller.request(FINISH, { id: task.id, input: { image, machineStockOuts: [{ packagingId: cupId, additionalStock: 261 }] } });
    expect(errorOf(cups)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'machineStockOuts.0.additionalStock': MESSAGES.maximumValue(260) } });
    expect(await stateOf(task.id)).toBe('STARTED');
    expect(await stockOf(machine.id)).toEqual(before);
    await ok(refiller, FINISH, { id: task.id, input: { image, machineStockIns: [{ ingredientId: milkId, currentStock: 2000 }], machineStockOuts: [{ packagingId: cupId, additionalStock: 260 }] } });
    expect(await stockOf(machine.id)).toEqual({ milk: 2000, cups: 300 });
  });
});

describe('who sees what', () => {
  it('shows a refiller only their own tasks, and a supervisor everyone’s and the proposals', async () => {
    const mine = await manualTask(otherRefiller.id, { title: 'Other refiller’s stop' });
    const [proposal] = await app.db
      .insert(tasks)
      .values({ title: 'Planned stop', type: 'REFILLER', assigneeId: null, proposedAssigneeId: otherRefiller.id, executionTime: new Date(), load: [] })
      .returning();
    const LIST = 'query ($mine: Boolean) { tasks(pageInput: { page: 1, size: 100 }, mine: $mine) { totalRows results { id assigneeId } } }';
    const seen = await ok<{ tasks: { results: { id: number; assigneeId: number }[] } }>(otherRefiller, LIST, {});
    expect(seen.tasks.results.every((row) => row.assigneeId === otherRefiller.id)).toBe(true);
    expect(seen.tasks.results.map((row) => row.id)).toContain(mine.id);
    const all = await ok<{ tasks: { results: { id: number; assigneeId: number }[] } }>(supervisor, LIST, {});
    expect(new Set(all.tasks.results.map((row) => row.assigneeId))).toEqual(new Set([refiller.id, otherRefiller.id]));
    const started = await ok<{ tasks: { results: { state: string }[] } }>(supervisor, '{ tasks(pageInput: { page: 1, size: 100 }, states: [STARTED]) { results { state } } }');
    expect(started.tasks.results.length).toBeGreaterThan(0);
    expect(new Set(started.tasks.results.map((row) => row.state))).toEqual(new Set(['STARTED']));
    expect(errorOf(await otherRefiller.request('{ unassignedTasks(pageInput: { page: 1, size: 10 }) { totalRows } }')).code).toBe('FORBIDDEN');

    const proposals = await ok<{ unassignedTasks: { results: { id: number }[] } }>(supervisor, '{ unassignedTasks(pageInput: { page: 1, size: 10 }) { results { id } } }');
    expect(proposals.unassignedTasks.results.map((row) => row.id)).toContain(proposal!.id);
    const startProposal = await supervisor.request(START, { id: proposal!.id });
    expect(errorOf(startProposal).code).toBe('FORBIDDEN');
    const assigned = await ok<{ assignTask: { assigneeId: number; assignerId: number } }>(supervisor, 'mutation ($id: Int!, $to: Int!) { assignTask(temporaryTaskId: $id, assigneeId: $to) { assigneeId assignerId } }', {
      id: proposal!.id,
      to: otherRefiller.id,
    });
    expect(assigned.assignTask).toEqual({ assigneeId: otherRefiller.id, assignerId: supervisor.id });
    const reassigned = await ok<{ reassignTask: { assigneeId: number } }>(supervisor, 'mutation ($id: Int!, $to: Int!) { reassignTask(id: $id, assigneeId: $to) { assigneeId } }', { id: proposal!.id, to: refiller.id });
    expect(reassigned.reassignTask.assigneeId).toBe(refiller.id);

    const [another] = await app.db.insert(tasks).values({ title: 'Planned stop 2', type: 'REFILLER', executionTime: new Date(), load: [] }).returning();
    expect(await ok(supervisor, 'mutation ($id: Int!) { deleteUnassignedTask(id: $id) }', { id: another!.id })).toEqual({ deleteUnassignedTask: another!.id });
  });

  it('counts own and everyone’s tasks of today in Jakarta', async () => {
    const counter = await app.userWith(REFILLER);
    const yesterday = new Date(Date.now() - 36 * 60 * 60_000).toISOString();
    await manualTask(counter.id);
    await manualTask(counter.id);
    await manualTask(counter.id, { executionTime: yesterday });
    const done = await manualTask(counter.id);
    await ok(counter, START, { id: done.id });
    await ok(counter, FINISH, { id: done.id, input: { image: await upload(counter) } });
    const COUNTS = '{ taskCounts { myFinishedToday myPendingBeforeToday myToday allPendingToday allUnassigned } }';
    const own = await ok<{ taskCounts: Record<string, number | null> }>(counter, COUNTS);
    expect(own.taskCounts).toEqual({ myFinishedToday: 1, myPendingBeforeToday: 1, myToday: 3, allPendingToday: null, allUnassigned: null });
    const before = (await ok<{ taskCounts: { allPendingToday: number; allUnassigned: number } }>(supervisor, COUNTS)).taskCounts;
    await manualTask(counter.id);
    await app.db.insert(tasks).values({ title: 'Proposal', type: 'REFILLER', executionTime: new Date(), load: [] });
    const after = (await ok<{ taskCounts: { allPendingToday: number; allUnassigned: number } }>(supervisor, COUNTS)).taskCounts;
    expect(after).toMatchObject({ allPendingToday: before.allPendingToday + 1, allUnassigned: before.allUnassigned + 1 });
  });
});

describe('machine errors, stock preparation and downloads', () => {
  it('turns a machine’s error into a task and marks the error assigned', async () => {
    const machine = await stockedMachine();
    const ASSIGN = 'mutation ($id: Int!, $input: AssignErrorTaskInput!) { assignErrorTask(id: $id, input: $input) { id type state assigneeId machineId hubName description } }';
    const input = { assigneeId: refiller.id, executionTime: new Date().toISOString() };
    expect(errorOf(await supervisor.request(ASSIGN, { id: machine.id, input })).message).toBe(TASK_MESSAGES.machineHasNoError);
    await ok(app.admin, 'mutation ($input: MachineStatusErrorInput!) { createMachineStatusError(input: $input) { id } }', {
      input: { machineId: machine.id, errorCodeMachine: 'E12', errorDescription: 'Grinder jammed', fatalError: false, persistenceError: false },
    });
    const made = await ok<{ assignErrorTask: Record<string, unknown> }>(supervisor, ASSIGN, { id: machine.id, input });
    expect(made.assignErrorTask).toMatchObject({ type: 'REFILLER_CHECK', state: 'PENDING', assigneeId: refiller.id, machineId: machine.id, hubName: `Tower ${machine.vmcNo}`, description: 'E12: Grinder jammed' });
    expect((await app.db.select().from(machines).where(eq(machines.id, machine.id)))[0]!.isErrorAssigned).toBe(true);
    expect(errorOf(await supervisor.request(ASSIGN, { id: machine.id, input })).code).toBe('CONFLICT');
  });

  it('sums what each refiller loads for a day', async () => {
    const loader = await app.userWith(REFILLER);
    const when = new Date('2031-03-04T03:00:00Z');
    const milk = { kind: 'ingredient' as const, id: milkId, name: 'Milk Powder', quantity: 1500, unit: 'Gram' };
    const cups = { kind: 'packaging' as const, id: cupId, name: 'Paper Cup', quantity: 100, unit: null };
    await app.db.insert(tasks).values([
      { title: 'Stop 1', type: 'REFILLER', assigneeId: loader.id, executionTime: when, load: [milk, cups] },
      { title: 'Stop 2', type: 'REFILLER', assigneeId: loader.id, executionTime: when, load: [{ ...milk, quantity: 500 }] },
      { title: 'Declined', type: 'REFILLER', assigneeId: loader.id, state: 'DECLINED', executionTime: when, load: [milk] },
      { title: 'Next day', type: 'REFILLER', assigneeId: loader.id, executionTime: new Date('2031-03-05T03:00:00Z'), load: [milk] },
      { title: 'Proposal', type: 'REFILLER', assigneeId: null, proposedAssigneeId: loader.id, executionTime: when, load: [{ ...cups, quantity: 50 }] },
    ]);
    const data = await ok<{ stockPreparation: { userId: number; tasks: number; details: Record<string, unknown>[] }[] }>(
      supervisor,
      '{ stockPreparation(date: "2031-03-04") { userId tasks details { kind ingredientName packagingName unit sum } } }',
    );
    expect(data.stockPreparation).toEqual([
      {
        userId: loader.id,
        tasks: 3,
        details: [
          { kind: 'ingredient', ingredientName: 'Milk Powder', packagingName: null, unit: 'Gram', sum: 2000 },
          { kind: 'packaging', ingredientName: null, packagingName: 'Paper Cup', unit: null, sum: 150 },
        ],
      },
    ]);
    expect(errorOf(await refiller.request('{ stockPreparation(date: "2031-03-04") { userId } }')).code).toBe('FORBIDDEN');
  });

  it('downloads the tasks a caller sees, and the day’s tasks that are no longer pending', async () => {
    const mine = await manualTask(otherRefiller.id, { title: 'Download me' });
    const address = await ok<{ tasksReport: string }>(otherRefiller, '{ tasksReport(queryInput: { filters: { operator: AND, options: [{ field: "title", values: ["download"], type: LIKE }] } }) }');
    const csv = await downloadCsv(app.app, address.tasksReport, otherRefiller, 'tasks');
    expect(csv.records.map((record) => [record.ID, record.Title, record.State])).toEqual([[String(mine.id), 'Download me', 'Pending']]);

    await ok(otherRefiller, START, { id: mine.id });
    const daily = await ok<{ dailyNonPendingTasksReport: string }>(otherRefiller, 'query ($date: Date!) { dailyNonPendingTasksReport(date: $date, timezone: "Asia/Jakarta") }', { date: companyDayOf(new Date()) });
    const dailyCsv = await downloadCsv(app.app, daily.dailyNonPendingTasksReport, otherRefiller, 'daily-tasks');
    expect(dailyCsv.records.every((record) => record.State !== 'Pending')).toBe(true);
    expect(dailyCsv.records.map((record) => record.ID)).toContain(String(mine.id));
  });
});

describe('planning the refillers’ days', () => {
  const at = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);
  const water = (ml: number) => [{ kind: 'ingredient' as const, id: 1, name: 'Water', quantity: ml, unit: 'ml' }];
  const SCHEDULE = 'query ($from: Date!, $to: Date!) { taskSchedule(startDate: $from, endDate: $to) { id assigneeId proposedAssigneeId } }';

  it('answers a whole week of tasks, however many, the proposals included', async () => {
    // Monday 07-06-2027 to Sunday 13-06-2027: 140 tasks, and a proposal late on Sunday.
    const days = ['2027-06-07', '2027-06-08', '2027-06-09', '2027-06-10', '2027-06-11', '2027-06-12', '2027-06-13'];
    const rows = Array.from({ length: 140 }, (_, index) => ({ title: `Stop ${index}`, type: 'REFILLER' as const, assigneeId: refiller.id, executionTime: at(days[index % 7]!, '09:00'), load: [] }));
    const inserted = await app.db.insert(tasks).values(rows).returning({ id: tasks.id });
    const [late] = await app.db.insert(tasks).values({ title: 'Late proposal', type: 'REFILLER', proposedAssigneeId: otherRefiller.id, executionTime: at('2027-06-13', '23:30'), load: [] }).returning();
    const [nextWeek] = await app.db.insert(tasks).values({ title: 'Next Monday', type: 'REFILLER', assigneeId: refiller.id, executionTime: at('2027-06-14', '00:30'), load: [] }).returning();

    const week = await ok<{ taskSchedule: { id: number; assigneeId: number | null; proposedAssigneeId: number | null }[] }>(supervisor, SCHEDULE, { from: '2027-06-07', to: '2027-06-13' });
    expect(week.taskSchedule).toHaveLength(141);
    expect(week.taskSchedule.map((task) => task.id)).toEqual(expect.arrayContaining([...inserted.map((row) => row.id), late!.id]));
    expect(week.taskSchedule.at(-1)).toEqual({ id: late!.id, assigneeId: null, proposedAssigneeId: otherRefiller.id });
    expect(week.taskSchedule.map((task) => task.id)).not.toContain(nextWeek!.id);

    expect(errorOf(await supervisor.request(SCHEDULE, { from: '2027-06-07', to: '2027-07-20' }))).toMatchObject({ code: 'BAD_USER_INPUT', fields: { endDate: 'Ask for at most 31 days at once.' } });
    expect(errorOf(await supervisor.request(SCHEDULE, { from: '2027-06-07', to: '2027-06-01' })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await refiller.request(SCHEDULE, { from: '2027-06-07', to: '2027-06-13' })).code).toBe('FORBIDDEN');
  });

  it('offers a task to the refillers who work its day, with what they already carry, and refuses a refill for someone who does not refill', async () => {
    // Tuesday 15-06-2027.
    const day = '2027-06-15';
    const offTuesdays = await app.userWith(REFILLER);
    await schedule(offTuesdays.id, { monday: true, wednesday: true });
    const away = await app.userWith(REFILLER);
    await schedule(away.id, EVERY_DAY);
    const leave = await ok<{ createLeaves: { id: number }[] }>(app.admin, 'mutation ($inputs: [LeaveInput!]!) { createLeaves(inputs: $inputs) { id } }', { inputs: [{ userId: away.id, type: 'SICK', date: day }] });
    await ok(app.admin, 'mutation ($id: Int!) { updateLeave(id: $id, input: { state: APPROVED }) { id } }', { id: leave.createLeaves[0]!.id });

    await app.db.insert(tasks).values([
      { title: 'First', type: 'REFILLER', assigneeId: refiller.id, executionTime: at(day, '09:00'), load: water(38_000), travelDistanceKm: 3.5 },
      { title: 'Second', type: 'REFILLER', assigneeId: refiller.id, state: 'DONE', executionTime: at(day, '10:00'), load: water(20_000), travelDistanceKm: 4 },
      { title: 'Declined', type: 'REFILLER', assigneeId: refiller.id, state: 'DECLINED', executionTime: at(day, '11:00'), load: water(19_000), travelDistanceKm: 9 },
    ]);
    const [proposal] = await app.db.insert(tasks).values({ title: 'Proposed', type: 'REFILLER', proposedAssigneeId: otherRefiller.id, executionTime: at(day, '13:00'), load: water(19_000) }).returning();

    const offered = await ok<{ refillersForTask: Record<string, unknown>[] }>(supervisor, 'query ($id: Int!) { refillersForTask(taskId: $id) { userId proposed tasks gallons distanceKm maxDistanceKm } }', { id: proposal!.id });
    expect(offered.refillersForTask).toEqual([
      { userId: otherRefiller.id, proposed: true, tasks: 0, gallons: 0, distanceKm: 0, maxDistanceKm: 40 },
      { userId: refiller.id, proposed: false, tasks: 2, gallons: 4, distanceKm: 7.5, maxDistanceKm: 40 },
    ]);
    expect(errorOf(await refiller.request('query ($id: Int!) { refillersForTask(taskId: $id) { userId } }', { id: proposal!.id })).code).toBe('FORBIDDEN');

    const toSupervisor = await supervisor.request('mutation ($id: Int!, $to: Int!) { assignTask(temporaryTaskId: $id, assigneeId: $to) { id } }', { id: proposal!.id, to: supervisor.id });
    expect(errorOf(toSupervisor)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { assigneeId: TASK_MESSAGES.assigneeNotRefiller } });
    expect((await app.db.select().from(tasks).where(eq(tasks.id, proposal!.id)))[0]!.assigneeId).toBeNull();
  });

  it('counts the planner’s proposals in a refiller’s day on the assign page, the day taken in Jakarta', async () => {
    // Thursday 17-06-2027 in Jakarta: from 00:00 to 06:59 WIB it is still Wednesday in UTC, and from
    // 07:00 WIB on Friday it is Friday in UTC too. The six proposals of Andi's Thursday start early.
    const day = '2027-06-17';
    const andi = await app.userWith(REFILLER);
    await app.db.update(users).set({ name: 'Andi Kurniawan' }).where(eq(users.id, andi.id));
    await schedule(andi.id, { thursday: true });
    const times = ['05:00', '05:30', '06:00', '06:30', '08:00', '09:00'];
    await app.db.insert(tasks).values(times.map((time, index) => ({ title: `Proposal ${index + 1}`, type: 'REFILLER' as const, proposedAssigneeId: andi.id, executionTime: at(day, time), load: water(10_000), travelDistanceKm: 2.5 })));
    await app.db.insert(tasks).values([
      // Not Thursday in Jakarta, though the first is Thursday in UTC and the second Wednesday's evening is too.
      { title: 'Friday early', type: 'REFILLER', proposedAssigneeId: andi.id, executionTime: at('2027-06-18', '05:00'), load: water(19_000), travelDistanceKm: 30 },
      { title: 'Wednesday late', type: 'REFILLER', proposedAssigneeId: andi.id, executionTime: at('2027-06-16', '23:30'), load: water(19_000), travelDistanceKm: 30 },
      // Assigned to someone else: theirs, not Andi's, though the planner meant it for him.
      { title: 'Given away', type: 'REFILLER', assigneeId: refiller.id, proposedAssigneeId: andi.id, executionTime: at(day, '06:15'), load: water(38_000), travelDistanceKm: 4 },
    ]);
    const [opened] = await app.db.insert(tasks).values({ title: 'The one to assign', type: 'REFILLER', proposedAssigneeId: andi.id, executionTime: at(day, '10:00'), load: water(19_000) }).returning();

    // The assign page's query (apps/web/src/features/tasks/tasks.graphql, RefillersForTask).
    const ASSIGN_PAGE = 'query ($taskId: Int!) { refillersForTask(taskId: $taskId) { userId user { id name } carNumber maxDistanceKm proposed tasks proposals gallons distanceKm } }';
    const offered = await ok<{ refillersForTask: { userId: number; user: { name: string }; proposed: boolean; tasks: number; proposals: number; gallons: number; distanceKm: number }[] }>(supervisor, ASSIGN_PAGE, { taskId: opened!.id });
    const loads = offered.refillersForTask.map(({ user, proposed, tasks: count, proposals, gallons, distanceKm }) => ({ name: user.name, proposed, tasks: count, proposals, gallons, distanceKm }));
    expect(loads[0]).toEqual({ name: 'Andi Kurniawan', proposed: true, tasks: 6, proposals: 6, gallons: 6, distanceKm: 15 });
    expect(loads.find((load) => load.name === offered.refillersForTask.find((row) => row.userId === refiller.id)!.user.name)).toMatchObject({ proposed: false, tasks: 1, proposals: 0, gallons: 2, distanceKm: 4 });

    // Once accepted, the same six are Andi's assigned tasks: the same load, none of it proposed any more.
    const six = await ok<{ taskSchedule: { id: number; proposedAssignee: { name: string } | null; assignee: { name: string } | null }[] }>(supervisor, 'query ($day: Date!) { taskSchedule(startDate: $day, endDate: $day) { id proposedAssignee { name } assignee { name } } }', { day });
    const proposed = six.taskSchedule.filter((task) => task.assignee === null && task.proposedAssignee?.name === 'Andi Kurniawan' && task.id !== opened!.id);
    expect(proposed).toHaveLength(6);
    await ok(supervisor, 'mutation ($ids: [Int!]!) { acceptProposals(ids: $ids) { id } }', { ids: proposed.map((task) => task.id) });
    const after = await ok<typeof offered>(supervisor, ASSIGN_PAGE, { taskId: opened!.id });
    expect(after.refillersForTask[0]).toMatchObject({ userId: andi.id, tasks: 6, proposals: 0, gallons: 6, distanceKm: 15 });
  });

  it('accepts proposals together, all of them or none', async () => {
    const day = '2027-06-16';
    const proposals = await app.db
      .insert(tasks)
      .values([refiller, refiller, otherRefiller].map((person, index) => ({ title: `Proposal ${index}`, type: 'REFILLER' as const, proposedAssigneeId: person.id, executionTime: at(day, `${String(index + 8).padStart(2, "0")}:00`), load: [] })))
      .returning();
    const [taken] = await app.db.insert(tasks).values({ title: 'Taken', type: 'REFILLER', assigneeId: refiller.id, proposedAssigneeId: refiller.id, executionTime: at(day, '12:00'), load: [] }).returning();
    const ACCEPT = 'mutation ($ids: [Int!]!) { acceptProposals(ids: $ids) { id assigneeId assignerId } }';
    const ids = proposals.map((row) => row.id);

    expect(errorOf(await supervisor.request(ACCEPT, { ids: [...ids, taken!.id] })).code).toBe('CONFLICT');
    const unchanged = await app.db.select().from(tasks).where(eq(tasks.id, ids[0]!));
    expect(unchanged[0]!.assigneeId).toBeNull();
    expect(errorOf(await supervisor.request(ACCEPT, { ids: [] })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await refiller.request(ACCEPT, { ids })).code).toBe('FORBIDDEN');

    const accepted = await ok<{ acceptProposals: { id: number; assigneeId: number; assignerId: number }[] }>(supervisor, ACCEPT, { ids });
    expect(accepted.acceptProposals).toEqual([
      { id: ids[0], assigneeId: refiller.id, assignerId: supervisor.id },
      { id: ids[1], assigneeId: refiller.id, assignerId: supervisor.id },
      { id: ids[2], assigneeId: otherRefiller.id, assignerId: supervisor.id },
    ]);
    const audit = await app.db.select().from(userActivities).where(and(eq(userActivities.activity, 'ASSIGN_TASK'), eq(userActivities.username, supervisor.username)));
    expect(audit.map((row) => Number(row.recordId))).toEqual(expect.arrayContaining(ids));
    expect(errorOf(await supervisor.request(ACCEPT, { ids })).code).toBe('CONFLICT');
  });

  it('calls a refiller’s day finished only when every task of it is done', async () => {
    const person = await app.userWith(REFILLER);
    await app.db.insert(tasks).values([
      { title: 'Done', type: 'REFILLER', assigneeId: person.id, state: 'DONE', executionTime: at('2025-01-06', '09:00'), load: [] },
      { title: 'Done too', type: 'REFILLER', assigneeId: person.id, state: 'DONE', executionTime: at('2025-01-06', '10:00'), load: [] },
      { title: 'Declined', type: 'REFILLER', assigneeId: person.id, state: 'DECLINED', declineReason: 'Hub locked', executionTime: at('2025-01-06', '11:00'), load: [] },
      { title: 'Done', type: 'REFILLER', assigneeId: person.id, state: 'DONE', executionTime: at('2025-01-07', '09:00'), load: [] },
      { title: 'Left open', type: 'REFILLER', assigneeId: person.id, executionTime: at('2025-01-07', '10:00'), load: [] },
    ]);
    const reports = await ok<{ taskReports: { results: { executionDay: string; tasksFinished: number; tasksTotal: number; state: string }[] } }>(
      supervisor,
      'query ($who: Int!) { taskReports(pageInput: { page: 1, size: 10 }, startDate: "2025-01-06", endDate: "2025-01-07", assigneeId: $who) { results { executionDay tasksFinished tasksTotal state } } }',
      { who: person.id },
    );
    expect(reports.taskReports.results).toEqual([
      { executionDay: '2025-01-07', tasksFinished: 1, tasksTotal: 2, state: 'UNFINISHED' },
      { executionDay: '2025-01-06', tasksFinished: 2, tasksTotal: 3, state: 'ENDED' },
    ]);
  });
});
