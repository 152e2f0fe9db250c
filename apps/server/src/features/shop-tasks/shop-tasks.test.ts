import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TASK_MESSAGES, type Authority } from '@back-office/domain';
import { stripedPng } from '@back-office/domain/png';
import { startTestApp, type GraphqlResult, type TestApp } from '../../testing/test-app';
import { userActivities } from '../../platform/audit/user-activities.table';
import { ingredients, units } from '../master-data/master-data.table';
import { shopHubStocks, shopHubs } from '../shop-hubs/shop-hubs.table';
import { userShopHubs } from '../user-mappings/user-mappings.table';
import { SHOP_TASK_MESSAGES } from './shop-tasks.schema';
import { shopTasks } from './shop-tasks.table';

let app: TestApp;
type Caller = Awaited<ReturnType<TestApp['userWith']>>;
let supervisor: Caller;
let refiller: Caller;
let otherRefiller: Caller;
let outlet: { id: number; beans: number; milk: number };
let farOutlet: { id: number; beans: number; milk: number };

const SUPERVISOR: Authority[] = ['VIEW_SHOP_TASK', 'CREATE_SHOP_TASK', 'UPDATE_SHOP_TASK', 'DELETE_SHOP_TASK', 'VIEW_ALL_TASKS', 'VIEW_SHOP_HUB'];
const REFILLER: Authority[] = ['VIEW_SHOP_TASK', 'UPDATE_SHOP_TASK', 'UPDATE_SHOP_HUB_STOCK'];

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}
const errorOf = (result: GraphqlResult) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message, fields: result.errors?.[0]?.extensions?.fields });

const TASK = 'id title state shopHubId assigneeId startedTime finishedTime image declineReason filledLines allowedActions';
const CREATE = `mutation ($input: ShopTaskInput!) { createShopTask(input: $input) { ${TASK} } }`;
const ASSIGN = `mutation ($id: Int!, $assigneeId: Int!) { assignShopTask(id: $id, assigneeId: $assigneeId) { ${TASK} } }`;
const START = `mutation ($id: Int!) { startShopTask(id: $id) { ${TASK} } }`;
const REFILL = `mutation ($id: Int!, $input: RefillShopTaskInput!) { refillShopTask(id: $id, input: $input) { ${TASK} stocks { id currentStock } } }`;
const DECLINE = `mutation ($id: Int!, $note: String) { declineShopTask(id: $id, note: $note) { ${TASK} } }`;
const UPDATE = `mutation ($id: Int!, $input: ShopTaskUpdateInput!) { updateShopTask(id: $id, input: $input) { ${TASK} } }`;

type Task = { id: number; state: string; assigneeId: number | null; allowedActions: string[]; filledLines: number };

async function newTask(assigneeId: number | null, shopHubId = outlet.id) {
  const data = await ok<{ createShopTask: Task }>(supervisor, CREATE, { input: { title: 'Refill the outlet', shopHubId, assigneeId, executionTime: new Date().toISOString() } });
  return data.createShopTask;
}

async function startedTask() {
  const task = await newTask(refiller.id);
  await ok(refiller, START, { id: task.id });
  return task;
}

/** An outlet with beans at 10 of 100 and milk at 4 of 20. */
async function stockedOutlet(name: string) {
  const [hub] = await app.db.insert(shopHubs).values({ name, hubNo: name.toUpperCase().replace(/\W/g, '').slice(0, 12) }).returning();
  const [unit] = await app.db.insert(units).values({ name: `Pack ${name}` }).returning();
  const [beans] = await app.db.insert(ingredients).values({ name: `Beans ${name}`, unitId: unit!.id, orderNr: 1 }).returning();
  const [milk] = await app.db.insert(ingredients).values({ name: `Milk ${name}`, unitId: unit!.id, orderNr: 2 }).returning();
  const [beansStock] = await app.db.insert(shopHubStocks).values({ shopHubId: hub!.id, ingredientId: beans!.id, currentStock: 10, maxStock: 100 }).returning();
  const [milkStock] = await app.db.insert(shopHubStocks).values({ shopHubId: hub!.id, ingredientId: milk!.id, currentStock: 4, maxStock: 20 }).returning();
  return { id: hub!.id, beans: beansStock!.id, milk: milkStock!.id };
}

const levelOf = async (stockId: number) => (await app.db.select().from(shopHubStocks).where(eq(shopHubStocks.id, stockId)))[0]!.currentStock;
const stateOf = async (id: number) => (await app.db.select().from(shopTasks).where(eq(shopTasks.id, id)))[0]?.state;

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

beforeAll(async () => {
  app = await startTestApp({ uploadsFolder: `${process.env.TMPDIR ?? '/tmp'}/shop-tasks-test-uploads-${process.pid}` });
  supervisor = await app.userWith(SUPERVISOR);
  refiller = await app.userWith(REFILLER);
  otherRefiller = await app.userWith(REFILLER);
  outlet = await stockedOutlet('Outlet Senayan');
  farOutlet = await stockedOutlet('Outlet Surabaya');
});
afterAll(() => app?.close());

describe('an outlet task’s life', () => {
  it('is set unassigned, assigned, started and finished by a refill that adds exactly to the outlet’s stock', async () => {
    const task = await newTask(null);
    expect(task).toMatchObject({ state: 'PENDING', assigneeId: null, allowedActions: ['delete', 'assign'] });
    const assigned = await ok<{ assignShopTask: Task }>(supervisor, ASSIGN, { id: task.id, assigneeId: refiller.id });
    expect(assigned.assignShopTask).toMatchObject({ assigneeId: refiller.id, allowedActions: ['update', 'delete', 'reassign'] });

    const mine = await ok<{ shopTasks: { results: Task[] } }>(refiller, 'query { shopTasks(pageInput: { page: 1, size: 50 }, mine: true) { results { id allowedActions } } }');
    expect(mine.shopTasks.results).toEqual([{ id: task.id, allowedActions: ['start', 'decline'] }]);
    await ok(refiller, START, { id: task.id });

    const image = await upload(refiller);
    const beansBefore = await levelOf(outlet.beans);
    const milkBefore = await levelOf(outlet.milk);
    const done = await ok<{ refillShopTask: Task & { stocks: { id: number; currentStock: number }[] } }>(refiller, REFILL, {
      id: task.id,
      input: { image, note: 'Beans and milk in', fills: [{ stockId: outlet.milk, stockIn: 12 }, { stockId: outlet.beans, stockIn: 60, stockOut: 3 }] },
    });
    expect(done.refillShopTask).toMatchObject({ state: 'DONE', image, filledLines: 2 });
    expect(await levelOf(outlet.beans)).toBe(beansBefore + 57);
    expect(await levelOf(outlet.milk)).toBe(milkBefore + 12);
    expect(done.refillShopTask.stocks).toEqual(expect.arrayContaining([{ id: outlet.milk, currentStock: milkBefore + 12 }]));

    const audit = await app.db.select().from(userActivities).where(eq(userActivities.username, refiller.username));
    expect(audit.map((row) => row.activity).filter((activity) => activity.endsWith('SHOP_TASK'))).toEqual(['START_SHOP_TASK', 'REFILL_SHOP_TASK']);
  });

  it('is declined with a note, and edited and deleted while pending', async () => {
    const task = await newTask(refiller.id);
    const edited = await ok<{ updateShopTask: { id: number } & Record<string, unknown> }>(supervisor, UPDATE.replace(TASK, `${TASK} note`), { id: task.id, input: { note: 'Bring the milk' } });
    expect(edited.updateShopTask.note).toBe('Bring the milk');
    const refused = await refiller.request(DECLINE, { id: task.id, note: ' ' });
    expect(errorOf(refused)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { note: TASK_MESSAGES.declineNeedsNote } });
    const declined = await ok<{ declineShopTask: Task & { declineReason: string } }>(refiller, DECLINE, { id: task.id, note: 'The outlet is closed' });
    expect(declined.declineShopTask).toMatchObject({ state: 'DECLINED', declineReason: 'The outlet is closed', allowedActions: [] });

    const other = await newTask(null);
    expect(await ok(supervisor, 'mutation ($id: Int!) { deleteShopTask(id: $id) }', { id: other.id })).toEqual({ deleteShopTask: other.id });
    expect(await stateOf(other.id)).toBeUndefined();
  });

  it('refuses an edit of a task changed since the editor read it, and keeps the later change', async () => {
    const task = await newTask(refiller.id);
    const read = await ok<{ shopTask: { updatedTime: string } }>(supervisor, 'query ($id: Int!) { shopTask(id: $id) { updatedTime } }', { id: task.id });
    const UPDATE_SINCE = `mutation ($id: Int!, $input: ShopTaskUpdateInput!, $since: DateTime) { updateShopTask(id: $id, input: $input, expectedUpdatedTime: $since) { ${TASK} note } }`;
    await ok(supervisor, UPDATE_SINCE, { id: task.id, input: { note: 'First' }, since: read.shopTask.updatedTime });
    const stale = await supervisor.request(UPDATE_SINCE, { id: task.id, input: { note: 'Second' }, since: read.shopTask.updatedTime });
    expect(errorOf(stale)).toMatchObject({ code: 'CONFLICT', message: 'Someone else changed this task since you opened it. Reload to see their changes, then edit again.' });
    expect((await app.db.select().from(shopTasks).where(eq(shopTasks.id, task.id)))[0]!.note).toBe('First');
  });
});

describe('the state machine’s refusals', () => {
  it('refuses moves the state does not allow, with the refill tasks’ words, and changes nothing', async () => {
    const pending = await newTask(refiller.id);
    const image = await upload(refiller);
    const early = await refiller.request(REFILL, { id: pending.id, input: { image, fills: [{ stockId: outlet.beans, stockIn: 1 }] } });
    expect(errorOf(early)).toMatchObject({ code: 'CONFLICT', message: TASK_MESSAGES.notStarted('PENDING') });

    const started = await startedTask();
    expect(errorOf(await refiller.request(START, { id: started.id }))).toMatchObject({ code: 'CONFLICT', message: TASK_MESSAGES.notPending('STARTED') });
    expect(errorOf(await supervisor.request(UPDATE, { id: started.id, input: { title: 'Later' } }))).toMatchObject({ code: 'CONFLICT', message: TASK_MESSAGES.onlyPendingChanges });
    expect(errorOf(await supervisor.request(ASSIGN, { id: started.id, assigneeId: otherRefiller.id }))).toMatchObject({ code: 'CONFLICT', message: TASK_MESSAGES.onlyPendingChanges });
    expect(errorOf(await otherRefiller.request(START, { id: pending.id }))).toMatchObject({ code: 'NOT_FOUND' });

    const beans = await levelOf(outlet.beans);
    const milk = await levelOf(outlet.milk);
    // A line over the maximum refuses the whole refill: the task stays started and no line is applied.
    const over = await refiller.request(REFILL, { id: started.id, input: { image, fills: [{ stockId: outlet.beans, stockIn: 1 }, { stockId: outlet.milk, stockIn: 1000 }] } });
    expect(errorOf(over)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'fills.1.stockIn': expect.stringMatching(new RegExp(`^Milk .+: Maximum value is ${20 - milk} Pack .+\\. The outlet holds ${milk} Pack .+ of at most 20 Pack .+\\.$`)) } });
    const foreign = await refiller.request(REFILL, { id: started.id, input: { image, fills: [{ stockId: farOutlet.beans, stockIn: 1 }] } });
    expect(errorOf(foreign)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'fills.0.stockId': expect.stringContaining('is not in the stock of outlet') } });
    const noPhoto = await refiller.request(REFILL, { id: started.id, input: { image: '' } });
    expect(errorOf(noPhoto)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { image: TASK_MESSAGES.finishNeedsImage } });
    expect({ beans: await levelOf(outlet.beans), milk: await levelOf(outlet.milk), state: await stateOf(started.id) }).toEqual({ beans, milk, state: 'STARTED' });

    const finished = await ok<{ refillShopTask: Task }>(refiller, REFILL, { id: started.id, input: { image } });
    expect(finished.refillShopTask).toMatchObject({ state: 'DONE', filledLines: 0 });
    expect(errorOf(await refiller.request(DECLINE, { id: started.id, note: 'Too late' }))).toMatchObject({ code: 'CONFLICT', message: TASK_MESSAGES.closed('DONE') });
  });

  it('lets only the assignee start, and only the holder of VIEW_ALL_TASKS assign', async () => {
    const task = await newTask(refiller.id);
    const viewerOfAll = await app.userWith([...REFILLER, 'VIEW_ALL_TASKS']);
    expect(errorOf(await viewerOfAll.request(START, { id: task.id }))).toMatchObject({ code: 'FORBIDDEN', message: TASK_MESSAGES.notYours });
    expect(errorOf(await refiller.request(ASSIGN, { id: task.id, assigneeId: otherRefiller.id }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await refiller.request(CREATE, { input: { title: 'Mine', shopHubId: outlet.id, executionTime: new Date().toISOString() } }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await stateOf(task.id)).toBe('PENDING');
  });

  it('lets one of several starts sent at once win; the others are told CONFLICT', async () => {
    const task = await newTask(refiller.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => refiller.request<{ startShopTask: Task | null }>(START, { id: task.id })));
    expect(results.filter((result) => result.data?.startShopTask?.state === 'STARTED')).toHaveLength(1);
    expect(results.filter((result) => result.errors).map((result) => result.errors![0]!.extensions?.code)).toEqual(Array(5).fill('CONFLICT'));
    const starts = await app.db.select().from(userActivities).where(eq(userActivities.recordId, String(task.id)));
    expect(starts.filter((row) => row.activity === 'START_SHOP_TASK')).toHaveLength(1);
  });

  it('adds two refills of one outlet sent at once exactly', async () => {
    const [first, second] = [await startedTask(), await startedTask()];
    const image = await upload(refiller);
    const before = await levelOf(outlet.beans);
    const results = await Promise.all([first, second].map((task) => refiller.request(REFILL, { id: task.id, input: { image, fills: [{ stockId: outlet.beans, stockIn: 5 }] } })));
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined]);
    expect(await levelOf(outlet.beans)).toBe(before + 10);
  });
});

describe('the outlet mapping', () => {
  it('limits whose tasks a mapped supervisor sees and sets, and to whom they go', async () => {
    const far = await newTask(null, farOutlet.id);
    const near = await newTask(null);
    const mapped = await app.userWith(SUPERVISOR);
    await app.db.insert(userShopHubs).values({ userId: mapped.id, value: outlet.id });
    const seen = await ok<{ shopTasks: { results: { shopHubId: number }[] } }>(mapped, 'query { shopTasks(pageInput: { page: 1, size: 100 }) { results { shopHubId } } }');
    expect(new Set(seen.shopTasks.results.map((row) => row.shopHubId))).toEqual(new Set([outlet.id]));
    expect(errorOf(await mapped.request(`query ($id: Int!) { shopTask(id: $id) { id } }`, { id: far.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await mapped.request(CREATE, { input: { title: 'Far', shopHubId: farOutlet.id, executionTime: new Date().toISOString() } }))).toMatchObject({ code: 'NOT_FOUND' });

    // A refiller mapped to another outlet is not given this one's task.
    await app.db.insert(userShopHubs).values({ userId: otherRefiller.id, value: farOutlet.id });
    const wrongPerson = await mapped.request(ASSIGN, { id: near.id, assigneeId: otherRefiller.id });
    expect(errorOf(wrongPerson)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { assigneeId: SHOP_TASK_MESSAGES.assignee } });
    expect((await app.db.select().from(shopTasks).where(eq(shopTasks.id, near.id)))[0]!.assigneeId).toBeNull();
  });
});
