import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { NUL_MESSAGE } from '@back-office/domain';
import { connectPglite } from '../../db/client';
import { createGraphqlApp } from '../../yoga';
import { createTestMachine, issueGatewayKey } from '../../testing/machines';
import { startTestApp, TEST_SETTINGS, type TestApp } from '../../testing/test-app';
import { machineHistories } from '../machine-status/machine-status.table';
import { machineStockIns } from '../machine-stock/machine-stock.table';
import { DEFAULT_GATEWAY_OPTIONS, type GatewayOptions } from './gateway.http';
import { machineDrafts, machineGatewayEvents } from './machine-gateway.table';

/*
 * What a hostile or broken machine sends: ids past 32 bits, NUL characters, JSON nested 100,000
 * deep, bodies over the limit, and a failure nobody expected. Each is answered in the gateway's own
 * JSON shape, never with the server's insides, and writes nothing.
 */

const SECRET = 'fleet-enrollment-secret-for-tests';
const TOO_BIG = 2 ** 31;

let app: TestApp;
let gateway: ReturnType<typeof createGraphqlApp>;
let machineTypeId: number;

const gatewayApp = (db: TestApp['db'], options: Partial<GatewayOptions> = {}) =>
  createGraphqlApp({ db, settings: TEST_SETTINGS, gateway: { ...DEFAULT_GATEWAY_OPTIONS, enrollmentSecret: SECRET, machineRate: { burst: 1000, perSecond: 100 }, addressRate: { burst: 1000, perSecond: 100 }, ...options } });

interface Answer {
  status: number;
  contentType: string | null;
  text: string;
  body: { error?: { code: string; message: string; fields?: Record<string, string>; events?: { index: number; id: string | null; errors: Record<string, string> }[] } };
}

async function post(target: ReturnType<typeof createGraphqlApp>, path: string, authorization: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await target.fetch(`http://localhost/gateway/v1${path}`, { method: 'POST', headers: { authorization, 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type'), text, body: JSON.parse(text) };
}

const sendEvents = (key: string, events: unknown[]) => post(gateway, '/events', `Bearer ${key}`, JSON.stringify({ events }));

/** Nothing of the server's insides: no SQL, no stack, no paths of its files. */
function expectNoInsides(answer: Answer) {
  expect(answer.contentType).toMatch(/^application\/json/);
  expect(answer.text).not.toMatch(/\b(select|insert|update)\b.*\b(from|into|set)\b|\bat .*\(.*:\d+:\d+\)|node_modules|\/src\/|params:/i);
}

async function machineWithKey() {
  const machine = await createTestMachine(app, machineTypeId, 'GR');
  return { ...machine, key: await issueGatewayKey(app, machine.id) };
}

const eventCount = async (machineId: number) => (await app.db.select({ n: count() }).from(machineGatewayEvents).where(eq(machineGatewayEvents.machineId, machineId)))[0]!.n;
const draftCount = async () => (await app.db.select({ n: count() }).from(machineDrafts))[0]!.n;

beforeAll(async () => {
  app = await startTestApp();
  gateway = gatewayApp(app.db);
  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Refusal Brewer", initialName: "GR", active: true }) { id } }');
  machineTypeId = type.data!.createMachineType.id;
});
afterAll(() => app.close());

describe('the gateway refuses what does not fit, naming the event and field, and writes nothing', () => {
  const order = { orderNo: 'o-1', productId: 1, price: 20_000 };
  it.each([
    ['an order’s productId past 32 bits', { type: 'order.created', payload: { ...order, productId: TOO_BIG } }, 'payload.productId', 'Maximum value is 2.147.483.647.'],
    ['an order’s slot past 32 bits', { type: 'order.created', payload: { ...order, slot: TOO_BIG } }, 'payload.slot', 'Maximum value is 2.147.483.647.'],
    ['a stock level’s ingredientId past 32 bits', { type: 'stock', payload: { levels: [{ ingredientId: TOO_BIG, currentStock: 1 }] } }, 'payload.levels.0.ingredientId', 'Maximum value is 2.147.483.647.'],
    ['an acknowledgement’s logId past 32 bits', { type: 'instruction.ack', payload: { logId: TOO_BIG } }, 'payload.logId', 'Maximum value is 2.147.483.647.'],
    ['the event’s machineId past 32 bits', { type: 'heartbeat', machineId: TOO_BIG }, 'machineId', 'Maximum value is 2.147.483.647.'],
    ['a NUL in an error’s description', { type: 'error', payload: { errorCodeMachine: 'E1', errorDescription: 'Grinder\u0000jammed', fatalError: false, persistenceError: false } }, 'payload.errorDescription', NUL_MESSAGE],
    ['a NUL in a status’s notes', { type: 'status', payload: { status: 'IDLE', notes: '\u0000' } }, 'payload.notes', NUL_MESSAGE],
    ['a NUL in a failed order’s reason', { type: 'order.failed', payload: { orderNo: 'o-1', reason: 'Cup\u0000' } }, 'payload.reason', NUL_MESSAGE],
  ])('%s', async (_case, event, field, message) => {
    const machine = await machineWithKey();
    const answer = await sendEvents(machine.key, [{ id: 'ok-1', type: 'heartbeat' }, { id: 'bad-1', ...event }]);
    expect(answer.status).toBe(400);
    expectNoInsides(answer);
    expect(answer.body.error).toMatchObject({ code: 'BAD_EVENTS', events: [{ index: 1, id: 'bad-1', errors: { [field]: message } }] });
    expect(await eventCount(machine.id)).toBe(0);
  });

  it('refuses a registration whose slot setting is 100,000 arrays deep, or holds a NUL or half a surrogate pair, without overflowing', async () => {
    const before = await draftCount();
    const registration = (slotSetting: string) =>
      post(gateway, '/register', `Enrollment ${SECRET}`, `{"factoryNumber":"FN-DEEP-1","vmcNo":"DEEP-1","machineType":"GR","slotSetting":${slotSetting}}`);
    const deep = await registration(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(deep.status).toBe(400);
    expectNoInsides(deep);
    expect(deep.body.error).toMatchObject({ code: 'BAD_REQUEST', fields: { slotSetting: 'The slot setting is not valid: It may nest at most 32 levels deep.' } });
    for (const slotSetting of ['{"slots":[{"name":"a\\u0000b"}]}', '{"\\u0000":1}', '["\\ud800"]']) {
      const refused = await registration(slotSetting);
      expect(refused.status, slotSetting).toBe(400);
      expect(refused.body.error?.fields?.slotSetting, slotSetting).toMatch(/NUL character/);
    }
    expect(await draftCount()).toBe(before);
    // Deep but within bounds is taken.
    expect((await registration(`${'['.repeat(30)}${']'.repeat(30)}`)).status).toBe(201);
  });

  it('answers a body over 1 MB with its own 413, whether the length is declared or not', async () => {
    const machine = await machineWithKey();
    const big = JSON.stringify({ events: [{ id: 'big', type: 'status', payload: { status: 'IDLE', notes: 'x'.repeat(1024 * 1024) } }] });
    const declared = await post(gateway, '/events', `Bearer ${machine.key}`, big);
    const bytes = new TextEncoder().encode(big);
    const chunked = await post(
      gateway,
      '/events',
      `Bearer ${machine.key}`,
      new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += 64 * 1024) controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
          controller.close();
        },
      }),
    );
    for (const answer of [declared, chunked]) {
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The body is too large: at most 1 MB. Nothing was saved.' } });
    }
    const registration = await post(gateway, '/register', `Enrollment ${SECRET}`, big);
    expect(registration.body.error?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await eventCount(machine.id)).toBe(0);
  });

  it('answers a failure nobody expected as JSON, with no detail in production, and logs the detail on one line', async () => {
    // A database without the gateway's tables: every lookup of a key fails.
    const bare = connectPglite();
    const lines: string[] = [];
    try {
      const broken = gatewayApp(bare.db, { logFailure: (line) => lines.push(line) });
      const answer = await post(broken, '/events', `Bearer mk_${'z'.repeat(43)}`, JSON.stringify({ events: [{ id: 'a', type: 'heartbeat' }] }));
      expect(answer.status).toBe(500);
      expectNoInsides(answer);
      expect(answer.body.error).toEqual({ code: 'INTERNAL', message: expect.stringMatching(/^The server could not handle this call \(reference [0-9a-f]{8}\); nothing from it was saved\. Send it again later\.$/) });
      expect(answer.text).not.toContain('machine_gateway_keys');
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toContain('\n');
      expect(lines[0]).toContain('machine_gateway_keys');
      expect(lines[0]).toContain(answer.body.error!.message.match(/reference ([0-9a-f]{8})/)![1]);
    } finally {
      await bare.close();
    }
  });
});

describe('stock of an ingredient the machine is not set up for', () => {
  it('changes no stock, and the machine’s history says what it reported', async () => {
    const machine = await machineWithKey();
    const unit = await app.admin.request<{ createUnit: { id: number } }>('mutation { createUnit(input: { name: "Gram (refusals)", active: true }) { id } }');
    const ingredient = async (name: string) =>
      (await app.admin.request<{ createIngredient: { id: number } }>('mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', { input: { name, unitId: unit.data!.createUnit.id, orderNr: 1, active: true } })).data!.createIngredient.id;
    const [beans, cocoa] = [await ingredient('Refusal Beans'), await ingredient('Refusal Cocoa')];
    await app.admin.request('mutation ($input: MachineStockInInput!) { createMachineStockIn(input: $input) { id } }', { input: { machineId: machine.id, ingredientId: beans, currentStock: 900, minStock: 100, maxStock: 2000 } });

    const answer = await sendEvents(machine.key, [{ id: 'st-1', type: 'stock', payload: { levels: [{ ingredientId: beans, currentStock: 500 }, { ingredientId: cocoa, currentStock: 30 }, { ingredientId: 2_147_483_647, currentStock: 7 }] } }]);
    expect(answer.status).toBe(200);
    const rows = await app.db.select({ ingredientId: machineStockIns.ingredientId, currentStock: machineStockIns.currentStock }).from(machineStockIns).where(eq(machineStockIns.machineId, machine.id));
    expect(rows).toEqual([{ ingredientId: beans, currentStock: 500 }]);
    const history = await app.db.select({ type: machineHistories.type, message: machineHistories.message }).from(machineHistories).where(eq(machineHistories.machineId, machine.id));
    expect(history).toEqual([
      {
        type: 'STOCK',
        message: `Reported stock of ingredients it is not set up for, not recorded: Refusal Cocoa (ingredient ${cocoa}): 30; ingredient 2147483647, which does not exist: 7. Add them to the machine's stock to track them.`,
      },
    ]);
    // Levels of ingredients it holds only: nothing to tell.
    expect((await sendEvents(machine.key, [{ id: 'st-2', type: 'stock', payload: { levels: [{ ingredientId: beans, currentStock: 400 }] } }])).status).toBe(200);
    expect(await app.db.select({ n: count() }).from(machineHistories).where(eq(machineHistories.machineId, machine.id))).toEqual([{ n: 1 }]);
  });
});
