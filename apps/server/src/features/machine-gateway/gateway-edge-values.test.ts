import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { GATEWAY_EVENT_TYPES, GATEWAY_PAYLOADS, draftRegistrationSchema, gatewayEventSchema, rewardClaimSchema, type GatewayEventType } from '@back-office/domain';
import { createGraphqlApp } from '../../yoga';
import { createTestMachine, issueGatewayKey } from '../../testing/machines';
import { startTestApp, TEST_SETTINGS, type TestApp } from '../../testing/test-app';
import { DEFAULT_GATEWAY_OPTIONS } from './gateway.http';

/*
 * Walks the gateway's contract rather than the cases we thought of: every event type, built from its
 * zod shape, with each field replaced by edge values (and by values fast-check makes from a fixed
 * seed), sent as a machine sends them. Any 5xx fails. A failure names the seed; run again with
 * GATEWAY_EDGE_SEED=<seed> to replay it.
 */

const SEED = Number(process.env.GATEWAY_EDGE_SEED ?? 20_261_127);
const SECRET = 'fleet-enrollment-secret-for-edge-values';

/** Edge values, as the JSON text sent (so that one nested 100,000 deep need never be built here). */
const EDGES: Record<string, string> = {
  zero: '0',
  'minus one': '-1',
  '2^31-1': '2147483647',
  '2^31': '2147483648',
  '-2^31-1': '-2147483649',
  '1e308': '1e308',
  'a half': '0.5',
  '100,000 characters': JSON.stringify('x'.repeat(100_000)),
  NUL: '"a\\u0000b"',
  'half a surrogate pair': '"\\ud800"',
  'empty text': '""',
  'empty list': '[]',
  'empty object': '{}',
  null: 'null',
  true: 'true',
  'first instant of year 1': '"0001-01-01T00:00:00Z"',
  'last instant of year 9999': '"9999-12-31T23:59:59.999Z"',
  'last day of year 9999': '"9999-12-31"',
  'year 0': '"0000-01-01"',
  'unknown enum value': '"NOT_A_VALUE"',
  '100,000 arrays deep': `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  '100,000 objects deep': `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
};

/** Values fast-check makes: any JSON at all, with the edges among them. */
const anyValue = fc.oneof(
  fc.constantFrom(...Object.values(EDGES)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 300 }).map((value) => JSON.stringify(value)),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
);

/** The dotted paths of every field of a zod shape, nested objects and the first item of lists too. */
function fieldPaths(schema: z.ZodType, prefix: string[] = []): string[][] {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType } } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return fieldPaths(def.innerType!, prefix);
    case 'pipe':
      return fieldPaths(def.in!, prefix);
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, inner]) => [[...prefix, key], ...fieldPaths(inner, [...prefix, key])]);
    case 'array':
      return fieldPaths(def.element!, [...prefix, '0']);
    default:
      return [];
  }
}

let app: TestApp;
let gateway: ReturnType<typeof createGraphqlApp>;
let key: string;
/** Real rows, so that valid events get past their checks and are applied. */
let real: { productId: number; ingredientId: number; logId: number };
let serial = 0;

/** A valid event of each type; the walk replaces one field at a time. */
function validEvent(type: GatewayEventType): Record<string, unknown> {
  serial += 1;
  const orderNo = `edge-${serial}`;
  const payloads: Record<GatewayEventType, Record<string, unknown>> = {
    heartbeat: { versionName: '1.0.0', versionCode: 100 },
    error: { errorCodeMachine: 'E1', errorDescription: 'Grinder jammed', machineSet: 'grinder', fatalError: false, persistenceError: false },
    status: { status: 'IDLE', notes: 'Waiting' },
    stock: { levels: [{ ingredientId: real.ingredientId, currentStock: 10 }] },
    'instruction.ack': { logId: real.logId },
    'order.created': { orderNo, productId: real.productId, price: 20_000, originalPrice: 22_000, corporateDiscount: 0, subsidy: 0, salesType: 'REGULAR', paymentMethod: 'CASH', slot: 1 },
    'order.paid': { orderNo, paymentMethod: 'CASH', paymentReferenceId: 'ref-1', paymentProvider: 'cash' },
    'order.product_done': { orderNo },
    'order.failed': { orderNo, reason: 'Cup jam' },
    'order.refunded': { orderNo, reason: 'Cup jam', paymentReferenceId: 'ref-1' },
  };
  return { id: `edge-${serial}`, type, version: 1, at: new Date().toISOString(), payload: payloads[type] };
}

const PLACEHOLDER = (index: number) => `__edge_value_${index}__`;

/** The object with `path` set to a placeholder string, and the JSON text with the placeholders replaced by `values`. */
function withValues(base: Record<string, unknown>, changes: { path: string[]; value: string }[]): string {
  const copy = structuredClone(base);
  changes.forEach(({ path }, index) => {
    let target = copy as Record<string, unknown>;
    for (const step of path.slice(0, -1)) {
      if (typeof target[step] !== 'object' || target[step] === null) target[step] = {};
      target = target[step] as Record<string, unknown>;
    }
    target[path.at(-1)!] = PLACEHOLDER(index);
  });
  let text = JSON.stringify(copy);
  changes.forEach(({ value }, index) => (text = text.replace(`"${PLACEHOLDER(index)}"`, () => value)));
  return text;
}

async function post(path: string, authorization: string, body: string) {
  const response = await gateway.fetch(`http://localhost/gateway/v1${path}`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type'), text };
}

/** Every field of every event type, the envelope's on one type (it is the same for all). */
const EVENT_FIELDS: { type: GatewayEventType; path: string[] }[] = [
  ...fieldPaths(gatewayEventSchema('heartbeat')).map((path) => ({ type: 'heartbeat' as const, path })),
  ...GATEWAY_EVENT_TYPES.flatMap((type) => [['payload'], ...fieldPaths(GATEWAY_PAYLOADS[type] as z.ZodType, ['payload'])].map((path) => ({ type, path }))),
];
const REGISTRATION_FIELDS = fieldPaths(draftRegistrationSchema);
const CLAIM_FIELDS = fieldPaths(rewardClaimSchema);

/**
 * Sends the events in batches under the size limit; the ones refused are taken out and the rest sent
 * again, until the batch is taken, so that every valid event is applied too. Fails on any answer of
 * 500 or more, naming the event that caused it.
 */
async function sendAll(events: { label: string; json: string }[]) {
  const batches: (typeof events)[] = [[]];
  let size = 0;
  for (const event of events) {
    if (size + event.json.length > 900_000) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)!.push(event);
    size += event.json.length;
  }
  for (const batch of batches) await sendBatch(batch);
}

async function sendBatch(events: { label: string; json: string }[]) {
  let left = events;
  for (let round = 0; left.length > 0 && round < 50; round += 1) {
    const answer = await post('/events', `Bearer ${key}`, `{"events":[${left.map((event) => event.json).join(',')}]}`);
    if (answer.status >= 500) {
      for (const event of left) {
        const alone = await post('/events', `Bearer ${key}`, `{"events":[${event.json}]}`);
        expect(alone.status, `${event.label} (seed ${SEED}): ${alone.text.slice(0, 300)}`).toBeLessThan(500);
      }
    }
    expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
    expect(answer.contentType).toMatch(/^application\/json/);
    if (answer.status === 200) return;
    // Refused events are named by their index: a malformed one (400) or one naming another machine (403).
    const error = JSON.parse(answer.text).error as { events?: { index: number }[]; index?: number };
    const refused = new Set([...(error.events ?? []).map((event) => event.index), ...(error.index === undefined ? [] : [error.index])]);
    expect(refused.size, answer.text.slice(0, 300)).toBeGreaterThan(0);
    left = left.filter((_, index) => !refused.has(index));
  }
}

/** One registration and one reward claim per field, each field replaced by its value. */
async function sendBodies(values: (field: string[]) => string) {
  for (const path of REGISTRATION_FIELDS) {
    serial += 1;
    const body = withValues({ factoryNumber: `EDGE-FN-${serial}`, vmcNo: `EDGE-${serial}`, machineType: 'EDGE', physicalCondition: 'CLEAR', slotSetting: { slots: [] } }, [{ path, value: values(path) }]);
    const answer = await post('/register', `Enrollment ${SECRET}`, body);
    expect(answer.status, `registration ${path.join('.')} (seed ${SEED}): ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  }
  for (const path of CLAIM_FIELDS) {
    serial += 1;
    const body = withValues({ cardNumber: 'EDGE0001', productId: real.productId, price: 1_000, claimId: `edge-claim-${serial}` }, [{ path, value: values(path) }]);
    const answer = await post('/rewards/claims', `Bearer ${key}`, body);
    expect(answer.status, `reward claim ${path.join('.')} (seed ${SEED}): ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  }
}

beforeAll(async () => {
  app = await startTestApp();
  gateway = createGraphqlApp({
    db: app.db,
    settings: TEST_SETTINGS,
    gateway: { ...DEFAULT_GATEWAY_OPTIONS, enrollmentSecret: SECRET, machineRate: { burst: 1e6, perSecond: 1e6 }, addressRate: { burst: 1e6, perSecond: 1e6 }, maxWaitingDrafts: 1e6 },
  });
  const request = async <Data>(query: string, variables?: Record<string, unknown>) => {
    const result = await app.admin.request<Data>(query, variables);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!;
  };
  const type = await request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Edge Brewer", initialName: "EDGE", active: true }) { id } }');
  const machine = await createTestMachine(app, type.createMachineType.id, 'EDGE');
  key = await issueGatewayKey(app, machine.id);
  const unit = await request<{ createUnit: { id: number } }>('mutation { createUnit(input: { name: "Edge gram", active: true }) { id } }');
  const ingredient = await request<{ createIngredient: { id: number } }>('mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', { input: { name: 'Edge beans', unitId: unit.createUnit.id, orderNr: 1, active: true } });
  const ingredientId = ingredient.createIngredient.id;
  await request('mutation ($input: MachineStockInInput!) { createMachineStockIn(input: $input) { id } }', { input: { machineId: machine.id, ingredientId, currentStock: 900, minStock: 100, maxStock: 2000 } });
  const product = await request<{ createProduct: { id: number } }>('mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
    input: { name: 'Edge latte', cogs: 5_000, minDuration: 20, maxDuration: 60, containCoffee: true, weight: 240, active: true, ingredients: [{ ingredientId, amount: 18 }] },
  });
  const log = await request<{ setInstruction: { id: number } }>('mutation ($id: Int!) { setInstruction(id: $id, instruction: REBOOT) { id } }', { id: machine.id });
  real = { productId: product.createProduct.id, ingredientId, logId: log.setInstruction.id };
});
afterAll(() => app.close());

describe(`every gateway shape with edge values (seed ${SEED})`, () => {
  it('walks some fields', () => {
    // The walk reaches into the payloads, lists included: a walk that found nothing would prove nothing.
    expect(EVENT_FIELDS.map(({ type, path }) => `${type}:${path.join('.')}`)).toEqual(expect.arrayContaining(['heartbeat:machineId', 'stock:payload.levels.0.ingredientId', 'order.created:payload.slot', 'order.failed:payload.reason']));
    expect(REGISTRATION_FIELDS.map((path) => path.join('.'))).toContain('slotSetting');
  });

  it.each(Object.keys(EDGES))('never answers 5xx with %s in any field', async (name) => {
    await sendAll(EVENT_FIELDS.map(({ type, path }) => ({ label: `${type} ${path.join('.')} = ${name}`, json: withValues(validEvent(type), [{ path, value: EDGES[name]! }]) })));
    await sendBodies(() => EDGES[name]!);
  });

  it('never answers 5xx with values made from the seed in every field at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyValue, { minLength: EVENT_FIELDS.length, maxLength: EVENT_FIELDS.length }), async (values) => {
        await sendAll(EVENT_FIELDS.map(({ type, path }, index) => ({ label: `${type} ${path.join('.')} = ${values[index]!.slice(0, 80)}`, json: withValues(validEvent(type), [{ path, value: values[index]! }]) })));
      }),
      { seed: SEED, numRuns: 15 },
    );
  });
});
