import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { GATEWAY_MESSAGES } from '@back-office/domain';
import { connectPostgres } from '../../db/client';
import { createGraphqlApp } from '../../yoga';
import { freePort } from '../../testing/spawned-server';
import { startTestApp, TEST_SETTINGS, type TestApp } from '../../testing/test-app';
import { machines } from '../machines/machines.table';
import { DEFAULT_GATEWAY_OPTIONS, type GatewayOptions } from './gateway.http';
import { machineDrafts, machineGatewayEvents } from './machine-gateway.table';
import { machineHistories, machineStatusErrors, serverInstructionLogs } from '../machine-status/machine-status.table';
import { machineStockIns } from '../machine-stock/machine-stock.table';

const SECRET = 'fleet-enrollment-secret-for-tests';

let app: TestApp;
let gateway: ReturnType<typeof createGraphqlApp>;
let machineTypeId: number;

const gatewayApp = (options: Partial<GatewayOptions> = {}) =>
  createGraphqlApp({ db: app.db, settings: TEST_SETTINGS, gateway: { ...DEFAULT_GATEWAY_OPTIONS, enrollmentSecret: SECRET, machineRate: { burst: 1000, perSecond: 100 }, addressRate: { burst: 1000, perSecond: 100 }, ...options } });

/** The gateway's JSON answers, as the tests read them. */
interface GatewayAnswer {
  machineId?: number;
  draftId?: number;
  status?: string;
  results?: { id: string; status: string }[];
  instruction?: { logId: number; instruction: string; setAt: string; payload: unknown } | null;
  vmcNo?: string;
  error: { code: string; message: string; fields?: Record<string, string>; events?: unknown[] };
}

type Target = { fetch: (url: string, init: RequestInit) => Response | Promise<Response> };

/** One call to the gateway as a machine makes it. */
async function call(target: Target, method: string, path: string, options: { key?: string; body?: unknown; authorization?: string; raw?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.authorization) headers.authorization = options.authorization;
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  const response = await target.fetch(`http://localhost/gateway/v1${path}`, { method, headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
  const body = (await response.json()) as GatewayAnswer;
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}

const send = (key: string, events: unknown[], extra: Record<string, unknown> = {}, target: Target = gateway) => call(target, 'POST', '/events', { key, body: { ...extra, events } });

let serial = 0;
const registration = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return { factoryNumber: `GW-FN-${serial}`, vmcNo: `GW-${serial}`, machineType: 'GW', androidType: 'Android 11 kiosk', owner: 'Jumpstart', physicalCondition: 'CLEAR', slotSetting: { slots: [{ slot: 1, capacity: 40 }] }, ...overrides };
};
const register = (body: unknown, target: Target = gateway) => call(target, 'POST', '/register', { authorization: `Enrollment ${SECRET}`, body });

const machineInput = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    vmcNo: `GWM-${serial}`,
    name: `Gateway machine ${serial}`,
    factoryNumber: `GWM-FN-${serial}`,
    machineTypeId,
    physicalCondition: 'CLEAR',
    active: true,
    waitingForAltitude: false,
    refrigeratorMode: 'SCHEDULED',
    lockMotorState: 'LOCKED',
    ...overrides,
  };
};

const CONVERT = 'mutation ($id: Int!, $input: MachineInput!) { convertMachineDraft(id: $id, input: $input) { gatewayKey keyHint machine { id vmcNo gatewayKey { keyHint } } } }';
const ISSUE = 'mutation ($machineId: Int!) { issueMachineGatewayKey(machineId: $machineId) { gatewayKey keyHint machine { id } } }';

/** A machine with a gateway key, made as the console makes one: a registered draft, converted. */
async function machineWithKey() {
  const registered = await register(registration());
  const converted = await app.admin.request<{ convertMachineDraft: { gatewayKey: string; machine: { id: number } } }>(CONVERT, { id: registered.body.draftId, input: machineInput() });
  if (converted.errors) throw new Error(JSON.stringify(converted.errors));
  return { id: converted.data!.convertMachineDraft.machine.id, key: converted.data!.convertMachineDraft.gatewayKey };
}

const machineRow = async (id: number) => (await app.db.select().from(machines).where(eq(machines.id, id)))[0]!;
const historyCount = async (machineId: number) => (await app.db.select({ n: count() }).from(machineHistories).where(eq(machineHistories.machineId, machineId)))[0]!.n;
const eventCount = async (machineId: number) => (await app.db.select({ n: count() }).from(machineGatewayEvents).where(eq(machineGatewayEvents.machineId, machineId)))[0]!.n;

beforeAll(async () => {
  app = await startTestApp();
  gateway = gatewayApp();
  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Gateway Brewer", initialName: "GW", active: true }) { id } }');
  machineTypeId = type.data!.createMachineType.id;
});
afterAll(() => app.close());

describe('first boot', () => {
  it('makes a machine draft with the fleet’s enrollment secret, and one draft however often the machine registers', async () => {
    const body = registration();
    expect((await call(gateway, 'POST', '/register', { body })).status).toBe(401);
    expect((await call(gateway, 'POST', '/register', { body, authorization: 'Enrollment wrong-secret-entirely' })).status).toBe(401);
    const bad = await register({ ...body, factoryNumber: 'FN 1/2', physicalCondition: 'BROKEN' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ factoryNumber: 'Only letters, digits and hyphens are allowed.', physicalCondition: expect.stringContaining('CLEAR') });

    const first = await register(body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ draftId: expect.any(Number), status: 'WAITING' });
    const again = await register({ ...body, androidType: 'Android 12 kiosk' });
    expect(again.status).toBe(200);
    expect(again.body.draftId).toBe(first.body.draftId);
    expect((await app.db.select({ n: count() }).from(machineDrafts).where(eq(machineDrafts.factoryNumber, body.factoryNumber)))[0]!.n).toBe(1);

    const listed = await app.admin.request<{ machineDraft: Record<string, unknown> }>(
      'query ($id: Int!) { machineDraft(id: $id) { vmcNo factoryNumber reportedMachineType machineType { id } androidType owner physicalCondition slotSetting waiting } }',
      { id: first.body.draftId },
    );
    expect(listed.data?.machineDraft).toMatchObject({ vmcNo: body.vmcNo, reportedMachineType: 'GW', machineType: { id: machineTypeId }, androidType: 'Android 12 kiosk', waiting: true });
    expect(JSON.parse(listed.data!.machineDraft.slotSetting as string)).toEqual(body.slotSetting);
    const page = await app.admin.request<{ machineDrafts: { results: { id: number }[] } }>('{ machineDrafts(pageInput: { page: 1, size: 50, filters: { operator: AND, options: [{ field: "waiting", type: EQUAL, values: ["true"] }] } }) { results { id } } }');
    expect(page.data?.machineDrafts.results.map((row) => row.id)).toContain(first.body.draftId);
  });

  it('is closed when the server has no enrollment secret, and limited per address', async () => {
    const closed = await call(app.app, 'POST', '/register', { authorization: `Enrollment ${SECRET}`, body: registration() });
    expect(closed.status).toBe(403);
    expect(closed.body.error.code).toBe('REGISTRATION_CLOSED');

    const strict = gatewayApp({ addressRate: { burst: 2, perSecond: 0.01 } });
    expect((await register(registration(), strict)).status).toBe(201);
    expect((await register(registration(), strict)).status).toBe(201);
    const before = (await app.db.select({ n: count() }).from(machineDrafts))[0]!.n;
    const flooded = await register(registration(), strict);
    expect(flooded.status).toBe(429);
    expect(Number(flooded.retryAfter)).toBeGreaterThan(0);
    expect((await app.db.select({ n: count() }).from(machineDrafts))[0]!.n).toBe(before);
  });

  it('refuses a factory number that is already a machine', async () => {
    const machine = await machineWithKey();
    const row = await machineRow(machine.id);
    const refused = await register(registration({ factoryNumber: row.factoryNumber }));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(GATEWAY_MESSAGES.factoryNumberIsMachine);
  });
});

describe('draft conversion', () => {
  it('needs CREATE_MACHINE, completes the draft into a machine once, and issues a key that works at once', async () => {
    const draft = await register(registration());
    const viewer = await app.userWith(['VIEW_MACHINE_DRAFT', 'VIEW_MACHINE']);
    const refused = await viewer.request(CONVERT, { id: draft.body.draftId, input: machineInput() });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.db.select().from(machineDrafts).where(eq(machineDrafts.id, draft.body.draftId!)))[0]!.convertedMachineId).toBeNull();

    const creator = await app.userWith(['VIEW_MACHINE_DRAFT', 'CREATE_MACHINE', 'VIEW_MACHINE']);
    const invalid = await creator.request(CONVERT, { id: draft.body.draftId, input: machineInput({ factoryNumber: 'no spaces allowed' }) });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { factoryNumber: 'Only letters, digits and hyphens are allowed.' } });

    const input = machineInput();
    const converted = await creator.request<{ convertMachineDraft: { gatewayKey: string; keyHint: string; machine: { id: number; vmcNo: string; gatewayKey: { keyHint: string } } } }>(CONVERT, { id: draft.body.draftId, input });
    expect(converted.errors).toBeUndefined();
    const { gatewayKey, keyHint, machine } = converted.data!.convertMachineDraft;
    expect(gatewayKey).toMatch(/^mk_[A-Za-z0-9_-]{43}$/);
    expect(keyHint).toBe(gatewayKey.slice(-4));
    expect(machine).toMatchObject({ vmcNo: input.vmcNo, gatewayKey: { keyHint } });
    const [stored] = await app.db.select().from(machineDrafts).where(eq(machineDrafts.id, draft.body.draftId!));
    expect(stored!.convertedMachineId).toBe(machine.id);

    const twice = await creator.request(CONVERT, { id: draft.body.draftId, input: machineInput() });
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(twice.errors?.[0]?.message).toBe(GATEWAY_MESSAGES.alreadyConverted);

    const me = await call(gateway, 'GET', '/me', { key: gatewayKey });
    expect(me).toMatchObject({ status: 200, body: { machineId: machine.id, vmcNo: input.vmcNo } });
    // The key is never stored, nor written in the log.
    const everything = JSON.stringify(await app.admin.request('{ userActivities(pageInput: { page: 1, size: 20 }) { results { message changes } } }'));
    expect(everything).not.toContain(gatewayKey);
  });
});

describe('gateway authentication', () => {
  it('refuses calls without a key or with a wrong one, and a rotated key stops working at once', async () => {
    const machine = await machineWithKey();
    const none = await call(gateway, 'POST', '/events', { body: { events: [{ id: 'a1', type: 'heartbeat' }] } });
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('UNAUTHENTICATED');
    const wrong = await send(`mk_${'x'.repeat(43)}`, [{ id: 'a1', type: 'heartbeat' }]);
    expect(wrong.status).toBe(401);
    expect((await machineRow(machine.id)).lastHeartbeat).toBeNull();

    const updater = await app.userWith(['VIEW_MACHINE']);
    expect((await updater.request(ISSUE, { machineId: machine.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(gateway, 'GET', '/me', { key: machine.key })).status).toBe(200);

    const rotated = await app.admin.request<{ issueMachineGatewayKey: { gatewayKey: string } }>(ISSUE, { machineId: machine.id });
    const newKey = rotated.data!.issueMachineGatewayKey.gatewayKey;
    expect(newKey).not.toBe(machine.key);
    const old = await send(machine.key, [{ id: 'a2', type: 'heartbeat' }]);
    expect(old.status).toBe(401);
    expect(old.body.error.message).toMatch(/replaced/);
    expect((await send(newKey, [{ id: 'a2', type: 'heartbeat' }])).status).toBe(200);
    const row = await machineRow(machine.id);
    expect(row.lastHeartbeat).not.toBeNull();
    const read = await app.admin.request<{ machine: { connected: boolean; gatewayKey: { keyHint: string } } }>(`{ machine(id: ${machine.id}) { connected gatewayKey { keyHint } } }`);
    expect(read.data?.machine).toEqual({ connected: true, gatewayKey: { keyHint: newKey.slice(-4) } });
  });
});

describe('event batches', () => {
  it('applies a batch once: sent again, it changes nothing and answers the same', async () => {
    const machine = await machineWithKey();
    const batch = [
      { id: 'boot-1:hb-1', type: 'heartbeat', at: new Date().toISOString() },
      { id: 'boot-1:err-1', type: 'error', version: 1, payload: { errorCodeMachine: 'E12', errorDescription: 'Grinder jammed', fatalError: false, persistenceError: true } },
    ];
    const first = await send(machine.key, batch);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ machineId: machine.id, results: [{ id: 'boot-1:hb-1', status: 'accepted' }, { id: 'boot-1:err-1', status: 'accepted' }] });
    const after = await machineRow(machine.id);
    expect(after.lastHeartbeat).not.toBeNull();
    expect(after.lastError).toContain('Grinder jammed');

    // Clear what the batch set: a replay that applied anything would set it again.
    await app.db.update(machines).set({ lastHeartbeat: null, lastError: null, lastErrorAt: null }).where(eq(machines.id, machine.id));
    const events = await eventCount(machine.id);
    const histories = await historyCount(machine.id);
    expect(histories).toBe(2);
    const replay = await send(machine.key, batch);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const replayed = await machineRow(machine.id);
    expect(replayed.lastHeartbeat).toBeNull();
    expect(replayed.lastError).toBeNull();
    expect(await eventCount(machine.id)).toBe(events);
    expect(await historyCount(machine.id)).toBe(histories);
    expect((await app.db.select({ n: count() }).from(machineStatusErrors).where(eq(machineStatusErrors.machineId, machine.id)))[0]!.n).toBe(1);

    // Two copies at once: still applied once.
    const both = await Promise.all([send(machine.key, [{ id: 'boot-1:hb-2', type: 'heartbeat' }]), send(machine.key, [{ id: 'boot-1:hb-2', type: 'heartbeat' }])]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await eventCount(machine.id)).toBe(events + 1);

    // Different batches of one machine at once (a retry while the first is in flight): each applies, none fails.
    const many = await Promise.all(Array.from({ length: 8 }, (_, index) => send(machine.key, [{ id: `boot-2:hb-${index}`, type: 'heartbeat' }, { id: `boot-2:st-${index}`, type: 'status', payload: { status: 'IDLE' } }])));
    expect(many.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await eventCount(machine.id)).toBe(events + 17);
  });

  it('refuses a batch naming another machine, and writes nothing from it', async () => {
    const machine = await machineWithKey();
    const other = await machineWithKey();
    const batch = [{ id: 'x-1', type: 'heartbeat' }];
    const forBatch = await send(machine.key, batch, { machineId: other.id });
    expect(forBatch.status).toBe(403);
    expect(forBatch.body.error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining(GATEWAY_MESSAGES.otherMachine) });
    const forEvent = await send(machine.key, [{ id: 'x-2', type: 'heartbeat', machineId: machine.id }, { id: 'x-3', type: 'error', machineId: other.id, payload: { errorCodeMachine: 'E1', errorDescription: 'Not mine', fatalError: true, persistenceError: false } }]);
    expect(forEvent.status).toBe(403);
    for (const id of [machine.id, other.id]) {
      const row = await machineRow(id);
      expect(row.lastHeartbeat).toBeNull();
      expect(row.lastError).toBeNull();
      expect(await eventCount(id)).toBe(0);
    }
    expect((await send(machine.key, batch, { machineId: machine.id })).status).toBe(200);
  });

  it('refuses malformed events with an error per event, and writes nothing from the batch', async () => {
    const machine = await machineWithKey();
    const refused = await send(machine.key, [
      { id: 'm-1', type: 'heartbeat' },
      { id: 'm-2', type: 'error', payload: { errorCodeMachine: 'E3', errorDescription: 'Cup dispenser blocked' } },
      { id: 'm-3', type: 'order.dispensed', payload: {} },
      { type: 'heartbeat' },
      { id: 'm-5', type: 'stock', payload: { levels: [{ ingredientId: 1, currentStock: -2 }] } },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('BAD_EVENTS');
    expect(refused.body.error.message).toMatch(/nothing from this batch was saved/);
    expect(refused.body.error.events).toEqual([
      { index: 1, id: 'm-2', errors: { 'payload.fatalError': 'true or false.', 'payload.persistenceError': 'true or false.' } },
      { index: 2, id: 'm-3', errors: { type: expect.stringContaining('Unknown event type "order.dispensed"') } },
      { index: 3, id: null, errors: { id: expect.stringContaining('Every event needs an id') } },
      { index: 4, id: 'm-5', errors: { 'payload.levels.0.currentStock': 'Stock cannot be negative.' } },
    ]);
    const twice = await send(machine.key, [{ id: 'd-1', type: 'heartbeat' }, { id: 'd-1', type: 'heartbeat' }]);
    expect(twice.body.error.events).toEqual([{ index: 1, id: 'd-1', errors: { id: GATEWAY_MESSAGES.duplicateEventId } }]);
    const notJson = await call(gateway, 'POST', '/events', { key: machine.key, raw: '{"events": [' });
    expect(notJson).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST' } } });
    const noList = await send(machine.key, 'heartbeat' as never);
    expect(noList.status).toBe(400);
    expect(await eventCount(machine.id)).toBe(0);
    expect((await machineRow(machine.id)).lastHeartbeat).toBeNull();
    // The good event alone goes through, under the id it had.
    expect((await send(machine.key, [{ id: 'm-1', type: 'heartbeat' }])).status).toBe(200);
  });

  it('limits each machine’s calls, answering 429 with Retry-After', async () => {
    const machine = await machineWithKey();
    const other = await machineWithKey();
    const strict = gatewayApp({ machineRate: { burst: 3, perSecond: 0.05 } });
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await send(machine.key, [{ id: `r-${index}`, type: 'heartbeat' }], {}, strict));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(answers[3]!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(await eventCount(machine.id)).toBe(3);
    // Each machine has its own allowance.
    expect((await send(other.key, [{ id: 'r-0', type: 'heartbeat' }], {}, strict)).status).toBe(200);
  });

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const away = connectPostgres(`postgres://postgres@127.0.0.1:${await freePort()}/nowhere`);
    try {
      const target = createGraphqlApp({ db: away.db, settings: TEST_SETTINGS, gateway: { ...DEFAULT_GATEWAY_OPTIONS, enrollmentSecret: SECRET } });
      const answer = await send(`mk_${'y'.repeat(43)}`, [{ id: 'z', type: 'heartbeat' }], {}, target);
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.body.error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await away.close();
    }
  });

  it('reports errors and status into the machine’s history: a normal status clears the error', async () => {
    const machine = await machineWithKey();
    await send(machine.key, [
      { id: 's-1', type: 'heartbeat' },
      { id: 's-2', type: 'error', payload: { errorCodeMachine: 'E204', errorDescription: 'Water tank empty', machineSet: 'boiler', fatalError: false, persistenceError: false } },
    ]);
    expect((await machineRow(machine.id)).lastError).toBe('E204: Water tank empty');
    expect((await send(machine.key, [{ id: 's-3', type: 'status', payload: { status: 'ok', notes: 'Tank refilled' } }])).status).toBe(200);
    expect((await machineRow(machine.id)).lastError).toBeNull();
    const history = await app.db.select({ type: machineHistories.type, message: machineHistories.message, userId: machineHistories.userId }).from(machineHistories).where(eq(machineHistories.machineId, machine.id)).orderBy(machineHistories.id);
    expect(history.map((entry) => entry.type)).toEqual(['BOOT', 'ERROR', 'STATUS']);
    expect(history.every((entry) => entry.userId === null)).toBe(true);
    expect(history[2]!.message).toMatch(/error cleared/);
  });

  it('sets the stock levels a machine measures on its stock-in rows, once however often the batch is sent', async () => {
    const machine = await machineWithKey();
    const unit = await app.admin.request<{ createUnit: { id: number } }>('mutation { createUnit(input: { name: "Millilitre", active: true }) { id } }');
    const ingredient = async (name: string) =>
      (await app.admin.request<{ createIngredient: { id: number } }>('mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', { input: { name, unitId: unit.data!.createUnit.id, orderNr: 1, active: true } })).data!.createIngredient.id;
    const [water, syrup] = [await ingredient('Gateway Water'), await ingredient('Gateway Syrup')];
    const added = await app.admin.request('mutation ($input: MachineStockInInput!) { createMachineStockIn(input: $input) { id } }', { input: { machineId: machine.id, ingredientId: water, currentStock: 900, minStock: 100, maxStock: 2000 } });
    expect(added.errors).toBeUndefined();
    const batch = [{ id: 'st-1', type: 'stock', payload: { levels: [{ ingredientId: water, currentStock: 412.5 }, { ingredientId: syrup, currentStock: 30 }] } }];
    expect((await send(machine.key, batch)).status).toBe(200);
    const levels = () => app.db.select({ ingredientId: machineStockIns.ingredientId, currentStock: machineStockIns.currentStock }).from(machineStockIns).where(eq(machineStockIns.machineId, machine.id));
    // Syrup is not in the machine: no row is made for it.
    expect(await levels()).toEqual([{ ingredientId: water, currentStock: 412.5 }]);
    await app.db.update(machineStockIns).set({ currentStock: 2000 }).where(eq(machineStockIns.machineId, machine.id));
    expect((await send(machine.key, batch)).status).toBe(200);
    expect(await levels()).toEqual([{ ingredientId: water, currentStock: 2000 }]);

    // More than the machine holds is recorded as its maximum, and the history says so; the batch is not refused.
    const history = () => app.db.select({ type: machineHistories.type, message: machineHistories.message }).from(machineHistories).where(eq(machineHistories.machineId, machine.id));
    const before = (await history()).length;
    const overfull = await send(machine.key, [{ id: 'st-2', type: 'stock', payload: { levels: [{ ingredientId: water, currentStock: 2600.5 }] } }]);
    expect(overfull.status).toBe(200);
    expect(await levels()).toEqual([{ ingredientId: water, currentStock: 2000 }]);
    expect((await history()).slice(before)).toEqual([
      {
        type: 'STOCK',
        message: "Reported more stock than the machine holds: Gateway Water 2.600,5 Millilitre, recorded as its maximum 2.000 Millilitre. Check the machine's level sensor or the maximum set for it.",
      },
    ]);
  });
});

describe('instructions', () => {
  const SET = 'mutation ($id: Int!, $instruction: MachineInstruction!) { setInstruction(id: $id, instruction: $instruction) { id state } }';
  const LOG = 'query ($machineId: Int!) { serverInstructionLogsByMachineId(machineId: $machineId, pageInput: { page: 1, size: 10 }) { results { id command state fetchedTime acknowledgedTime } } }';

  it('hands the machine the instruction set in the console, and its acknowledgement shows in the log', async () => {
    const machine = await machineWithKey();
    const other = await machineWithKey();
    expect((await call(gateway, 'GET', '/instruction', { key: machine.key })).body).toEqual({ machineId: machine.id, instruction: null });

    const set = await app.admin.request<{ setInstruction: { id: number; state: string } }>(SET, { id: machine.id, instruction: 'REBOOT' });
    expect(set.errors).toBeUndefined();
    const logId = set.data!.setInstruction.id;
    const fetched = await call(gateway, 'GET', '/instruction', { key: machine.key });
    expect(fetched.body).toEqual({ machineId: machine.id, instruction: { logId, instruction: 'reboot', setAt: expect.any(String), payload: null } });
    // Asked again before acknowledging: the same instruction (the first answer may have been lost).
    expect((await call(gateway, 'GET', '/instruction', { key: machine.key })).body.instruction).toMatchObject({ logId });
    // Another machine neither sees it nor can acknowledge it.
    expect((await call(gateway, 'GET', '/instruction', { key: other.key })).body.instruction).toBeNull();
    const stolen = await send(other.key, [{ id: 'i-0', type: 'heartbeat' }, { id: 'i-1', type: 'instruction.ack', payload: { logId } }]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.events).toEqual([{ index: 1, id: 'i-1', errors: { 'payload.logId': expect.stringContaining('not waiting for this machine') } }]);
    expect(await eventCount(other.id)).toBe(0);

    const log = async () => (await app.admin.request<{ serverInstructionLogsByMachineId: { results: { id: number; state: string; fetchedTime: string | null; acknowledgedTime: string | null }[] } }>(LOG, { machineId: machine.id })).data!.serverInstructionLogsByMachineId.results;
    expect((await log())[0]).toMatchObject({ id: logId, state: 'FETCHED', fetchedTime: expect.any(String), acknowledgedTime: null });

    const ack = [{ id: 'i-2', type: 'instruction.ack', payload: { logId } }];
    expect((await send(machine.key, ack)).status).toBe(200);
    expect((await log())[0]).toMatchObject({ id: logId, state: 'ACKNOWLEDGED', acknowledgedTime: expect.any(String) });
    expect((await send(machine.key, ack)).status).toBe(200);
    expect((await app.db.select().from(serverInstructionLogs).where(eq(serverInstructionLogs.id, logId)))[0]!.state).toBe('ACKNOWLEDGED');
    expect((await call(gateway, 'GET', '/instruction', { key: machine.key })).body.instruction).toBeNull();
  });
});
