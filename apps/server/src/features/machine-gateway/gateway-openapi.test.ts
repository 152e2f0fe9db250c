import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { createGraphqlApp } from '../../yoga';
import { createTestMachine, issueGatewayKey } from '../../testing/machines';
import { startTestApp, TEST_SETTINGS, type TestApp } from '../../testing/test-app';
import { DEFAULT_GATEWAY_OPTIONS, type GatewayOptions } from './gateway.http';

/*
 * The gateway's OpenAPI document, as a machine maker gets it: loaded from the server, checked as
 * OpenAPI 3.1 by an independent validator, then used to call the gateway: every answer's status must
 * be one the document lists for that call, and its body must fit the documented schema.
 */

const SECRET = 'fleet-enrollment-secret-for-openapi';

type Json = Record<string, unknown>;
interface Operation {
  requestBody?: { content: { 'application/json': { schema: Json } } };
  responses: Record<string, Json>;
}

let app: TestApp;
let document: Json & { paths: Record<string, Record<string, Operation>>; components: { responses: Record<string, Json> } };
let ajv: InstanceType<typeof Ajv2020>;
let key: string;
let machineId: number;

const gatewayApp = (options: Partial<GatewayOptions> = {}) =>
  createGraphqlApp({ db: app.db, settings: TEST_SETTINGS, gateway: { ...DEFAULT_GATEWAY_OPTIONS, enrollmentSecret: SECRET, machineRate: { burst: 1000, perSecond: 100 }, addressRate: { burst: 1000, perSecond: 100 }, ...options } });
let gateway: ReturnType<typeof gatewayApp>;

/** Checks `value` against a schema of the document (refs resolve in the document); the errors, or none. */
function mismatches(schema: Json, value: unknown): string[] {
  const validate = typeof schema.$ref === 'string' && Object.keys(schema).length === 1 ? ajv.getSchema(`gateway${schema.$ref}`)! : ajv.compile(schema);
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

/** One call as the document describes it: the request body must fit the document when `valid`, and the answer always. */
async function call(method: string, path: string, options: { authorization?: string; body?: unknown; raw?: string; contentType?: string; valid?: boolean; target?: typeof gateway } = {}) {
  const operation = document.paths[path]?.[method.toLowerCase()];
  expect(operation, `${method} ${path} is in the document`).toBeDefined();
  if (options.valid && options.body !== undefined) {
    expect(mismatches(operation!.requestBody!.content['application/json'].schema, options.body), `the request fits ${method} ${path}`).toEqual([]);
  }
  const headers: Record<string, string> = {};
  if (options.authorization) headers.authorization = options.authorization;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await (options.target ?? gateway).fetch(`http://localhost${path}`, { method, headers, body });
  const answer = (await response.json()) as Json & { error?: { code: string; message: string; events?: { errors: Record<string, string> }[] } };

  let documented = operation!.responses[String(response.status)] as Json | undefined;
  expect(documented, `${method} ${path} documents ${response.status}: ${JSON.stringify(answer).slice(0, 200)}`).toBeDefined();
  if (typeof documented!.$ref === 'string') documented = document.components.responses[(documented!.$ref as string).split('/').at(-1)!];
  const content = (documented!.content as Record<string, { schema: Json }>)['application/json'];
  expect(mismatches(content!.schema, answer), `${method} ${path} ${response.status} fits the document: ${JSON.stringify(answer).slice(0, 300)}`).toEqual([]);
  for (const header of Object.keys((documented!.headers as Json | undefined) ?? {})) expect(response.headers.get(header), `${header} on ${response.status}`).not.toBeNull();
  return { status: response.status, body: answer };
}

beforeAll(async () => {
  app = await startTestApp();
  gateway = gatewayApp();
  const response = await gateway.fetch('http://localhost/gateway/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as typeof document;
  ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ ...document, $id: 'gateway' });

  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Contract Brewer", initialName: "CB", active: true }) { id } }');
  const machine = await createTestMachine(app, type.data!.createMachineType.id, 'CB');
  machineId = machine.id;
  key = await issueGatewayKey(app, machine.id);
});
afterAll(() => app.close());

describe('the gateway’s OpenAPI document', () => {
  it('is valid OpenAPI 3.1, and the committed copy is what the server serves', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const committed = JSON.parse(readFileSync(new URL('../../../../../docs/machine-gateway.openapi.json', import.meta.url), 'utf8'));
    expect(document, 'docs/machine-gateway.openapi.json is stale: run npm run openapi').toEqual(committed);
  });

  it('bounds every number it describes', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${path}/${index}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Json;
      if ((schema.type === 'integer' || schema.type === 'number') && schema.const === undefined && schema.enum === undefined) {
        if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) unbounded.push(`${path} has no minimum`);
        if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) unbounded.push(`${path} has no maximum`);
      }
      for (const [name, inner] of Object.entries(schema)) walk(inner, `${path}/${name}`);
    };
    walk(document.components, '#/components');
    expect(unbounded).toEqual([]);
  });

  it('describes what the gateway answers: registration, events, instruction, me and reward claims, and their refusals', async () => {
    const registration = { factoryNumber: 'CONTRACT-FN-1', vmcNo: 'CONTRACT-1', machineType: 'CB', androidType: 'Android 12 kiosk', owner: 'Jumpstart', physicalCondition: 'CLEAR', slotSetting: { slots: [{ slot: 1, capacity: 40 }] } };
    const enrollment = `Enrollment ${SECRET}`;
    expect((await call('POST', '/gateway/v1/register', { authorization: enrollment, body: registration, valid: true })).status).toBe(201);
    expect((await call('POST', '/gateway/v1/register', { authorization: enrollment, body: registration, valid: true })).status).toBe(200);
    expect((await call('POST', '/gateway/v1/register', { authorization: enrollment, body: { ...registration, physicalCondition: 'BROKEN' } })).status).toBe(400);
    expect((await call('POST', '/gateway/v1/register', { authorization: 'Enrollment not-the-fleet-secret', body: registration })).status).toBe(401);
    expect((await call('POST', '/gateway/v1/register', { authorization: enrollment, raw: JSON.stringify(registration), contentType: 'text/plain' })).status).toBe(415);
    expect((await call('POST', '/gateway/v1/register', { authorization: enrollment, body: { ...registration, owner: 'x'.repeat(1024 * 1024) } })).status).toBe(413);
    const closed = gatewayApp({ enrollmentSecret: null });
    expect((await call('POST', '/gateway/v1/register', { authorization: enrollment, body: registration, target: closed })).body.error?.code).toBe('REGISTRATION_CLOSED');

    const me = await call('GET', '/gateway/v1/me', { authorization: `Bearer ${key}` });
    expect(me.body).toMatchObject({ machineId, vmcNo: expect.any(String), name: expect.any(String) });
    expect((await call('GET', '/gateway/v1/me', { authorization: `Bearer mk_${'q'.repeat(43)}` })).status).toBe(401);

    const bearer = `Bearer ${key}`;
    const batch = {
      events: [
        { id: 'c-1', type: 'heartbeat', version: 1, at: new Date().toISOString(), payload: { versionName: '4.2.1', versionCode: 421 } },
        { id: 'c-2', type: 'error', payload: { errorCodeMachine: 'E101', errorDescription: 'Grinder jammed', machineSet: null, fatalError: false, persistenceError: true } },
        { id: 'c-3', type: 'status', payload: { status: 'ok', notes: 'Cleared' } },
        { id: 'c-4', type: 'stock', payload: { levels: [{ ingredientId: 4, currentStock: 812.5 }] } },
      ],
    };
    expect((await call('POST', '/gateway/v1/events', { authorization: bearer, body: batch, valid: true })).status).toBe(200);
    const twice = await call('POST', '/gateway/v1/events', { authorization: bearer, body: { events: [{ id: 'd-1', type: 'heartbeat' }, { id: 'd-1', type: 'heartbeat' }] }, valid: true });
    // The document's word for a duplicate event id in one batch is what the gateway answers.
    expect(twice.status).toBe(400);
    expect(twice.body.error?.code).toBe('BAD_EVENTS');
    expect((document.info as Json).description).toContain(twice.body.error!.events![0]!.errors.id);
    expect((await call('POST', '/gateway/v1/events', { authorization: bearer, body: { machineId: machineId + 1, events: [{ id: 'f-1', type: 'heartbeat' }] } })).status).toBe(403);
    expect((await call('POST', '/gateway/v1/events', { authorization: bearer, raw: '{"events": [' })).status).toBe(400);

    expect((await call('GET', '/gateway/v1/instruction', { authorization: bearer })).body.instruction).toBeNull();
    await app.admin.request('mutation ($id: Int!) { setInstruction(id: $id, instruction: REBOOT) { id } }', { id: machineId });
    expect((await call('GET', '/gateway/v1/instruction', { authorization: bearer })).body.instruction).toMatchObject({ instruction: 'reboot' });

    const claim = await call('POST', '/gateway/v1/rewards/claims', { authorization: bearer, body: { cardNumber: '04A1B2C3D4', productId: 12, price: 22_000, claimId: 'CB-1-0001' }, valid: true });
    expect(claim.body).toMatchObject({ granted: false, reason: 'UNKNOWN_CARD' });
    expect((await call('POST', '/gateway/v1/rewards/claims', { authorization: bearer, body: { cardNumber: '!' } })).status).toBe(400);

    const strict = gatewayApp({ machineRate: { burst: 1, perSecond: 0.01 } });
    await call('GET', '/gateway/v1/me', { authorization: bearer, target: strict });
    const limited = await call('GET', '/gateway/v1/me', { authorization: bearer, target: strict });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
  });
});
