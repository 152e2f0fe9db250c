import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../testing/test-app';
import { roles } from './identity/roles.table';
import { sessions } from './identity/sessions.table';
import { INPUT_LIMITS } from './hardening';

let app: TestApp;
let server: Server;
let url: string;

beforeAll(async () => {
  app = await startTestApp({ production: true });
  server = createServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }, to = url) =>
  fetch(to, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

const CALL = JSON.stringify({ query: '{ __typename }' });
const nested = (depth: number) => `${'['.repeat(depth)}"1"${']'.repeat(depth)}`;
const FILTER_QUERY = (values: string) =>
  `{ users(pageInput: { page: 1, size: 1, filters: { operator: AND, options: [{ field: "id", type: IN, values: ${values} }] } }) { totalRows } }`;

describe('deep nesting', () => {
  // This file's first request: the parser has not warmed up yet.
  it('refuses a deeply nested list literal with HTTP 400 and a clear error, even first after start-up', async () => {
    const response = await post(JSON.stringify({ query: FILTER_QUERY(nested(100_000)) }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toMatch(/nest deeper than 100 levels/);
  });

  it('refuses variables nested 100,000 levels deep with HTTP 400', async () => {
    const query = 'query ($values: [String!]!) { usersAll(queryInput: { filters: { operator: AND, options: [{ field: "id", type: IN, values: $values }] } }) { id } }';
    const body = `{"query":${JSON.stringify(query)},"variables":{"values":${nested(100_000)}}}`;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/nest deeper than 100 levels/);
  });

  it('refuses extensions nested 100,000 levels deep, sent by POST or GET', async () => {
    const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const response = await post(`{"query":"{ __typename }","extensions":${deepObject(100_000)}}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/nest deeper than 100 levels/);
    const query = new URLSearchParams({ query: '{ __typename }', extensions: deepObject(1_000) });
    const viaGet = await fetch(`${url}?${query}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(viaGet.status).toBe(400);
    expect(JSON.stringify(await viaGet.json())).toMatch(/nest deeper than 100 levels/);
  });

  it('still runs ordinary nesting', async () => {
    const result = await app.admin.request<{ users: { totalRows: number } }>(FILTER_QUERY('["1"]'));
    expect(result.errors).toBeUndefined();
  });
});

describe('what a malformed call learns in production', () => {
  const expectClean = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    const text = await response.text();
    expect(text).not.toMatch(/originalError|stack|SyntaxError|node_modules|\.js:\d+/);
    return JSON.parse(text) as { errors: { message: string; extensions?: { code?: string } }[] };
  };

  it('answers an invalid JSON body 400 without echoing it', async () => {
    const body = await expectClean(await post('{"query": "{ me { id } }", secret-input'), 400);
    expect(body.errors[0]).toMatchObject({ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } });
    expect(JSON.stringify(body)).not.toMatch(/secret-input/);
  });

  it('answers a query that is not text 400, not 500', async () => {
    const body = await expectClean(await post('{"query":{"a":1}}'), 400);
    expect(body.errors[0]!.extensions?.code).toBe('BAD_REQUEST');
  });

  it('answers an unreadable multipart map or GET variables 400, not 500', async () => {
    const form = new FormData();
    form.set('operations', CALL);
    form.set('map', '{"0":5}');
    const multipart = await expectClean(await post(form, { 'apollo-require-preflight': 'true' }), 400);
    expect(multipart.errors[0]!.message).toBe('The request could not be read.');
    const viaGet = await fetch(`${url}?${new URLSearchParams({ query: '{ __typename }', variables: '{secret-input' })}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    const body = await expectClean(viaGet, 400);
    expect(JSON.stringify(body)).not.toMatch(/secret-input/);
  });
});

describe('NUL characters', () => {
  it('refuses a NUL in an anonymous login, as a literal or a variable, as bad input', async () => {
    const literal = await app.client().request('mutation { doLogin(username: "adm\\u0000in", password: "x") { id } }');
    expect(literal.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(literal.errors?.[0]?.message).toMatch(/NUL/);
    const variable = await app.client().login('adm\u0000in', 'Wrong12345');
    expect(variable.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const password = await app.client().login('admin', 'Admin\u000012345');
    expect(password.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a NUL deep in a signed-in call and changes nothing', async () => {
    const before = (await app.db.select({ n: count() }).from(roles))[0]!.n;
    const result = await app.admin.request('mutation ($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'Night\u0000shift', active: true, authorityIds: [] },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/\$input\.name/);
    expect(result.errors?.[0]?.extensions?.fields).toEqual({ name: expect.stringMatching(/NUL/) });
    expect((await app.db.select({ n: count() }).from(roles))[0]!.n).toBe(before);
  });
});

describe('values outside their type', () => {
  it('refuses a variable that does not coerce (an Int past 2^31-1, an unknown enum value) as bad input', async () => {
    const tooLarge = await app.admin.request('query ($id: Int!) { role(id: $id) { id } }', { id: 2 ** 31 });
    expect(tooLarge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await app.admin.request('query ($d: SortDirection!) { rolesAll(queryInput: { sorts: [{ field: "id", direction: $d }] }) { id } }', { d: 'SIDEWAYS' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each(['0001-01-01', '9999-12-31', '2024-02-30', '2023-13-01'])('refuses the day %s, which no Indonesian day can hold or does not exist', async (day) => {
    const result = await app.admin.request('query ($date: Date!) { stockPreparation(date: $date) { __typename } }', { date: day });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/0001-01-02 to 9999-12-30/);
  });

  it('answers the first and last days it takes', async () => {
    for (const day of ['0001-01-02', '9999-12-30']) {
      const result = await app.admin.request('query ($date: Date!) { stockPreparation(date: $date) { __typename } }', { date: day });
      expect(result.errors).toBeUndefined();
    }
  });

  it('refuses an instant outside the years 1 to 9999', async () => {
    const result = await app.admin.request('mutation ($t: DateTime) { updateRole(id: 1, input: {}, expectedUpdatedTime: $t) { id } }', { t: '+275760-09-13T00:00:00.000Z' });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/between 0001-01-01 and 9999-12-31/);
  });
});

describe('suggestions', () => {
  it('gives no "Did you mean" for enum values, literal or variable', async () => {
    const literal = await app.client().request('{ users(pageInput: { page: 1, size: 1, sorts: [{ field: "id", direction: DESK }] }) { totalRows } }');
    expect(literal.errors?.[0]?.message).toMatch(/DESK/);
    expect(JSON.stringify(literal)).not.toMatch(/Did you mean/);
    const variable = await app.client().request('query ($d: SortDirection!) { users(pageInput: { page: 1, size: 1, sorts: [{ field: "id", direction: $d }] }) { totalRows } }', {
      d: 'DESK',
    });
    expect(variable.errors?.[0]?.message).toMatch(/DESK/);
    expect(JSON.stringify(variable)).not.toMatch(/Did you mean/);
    const signedIn = await app.admin.request('{ usrs { id } }');
    expect(JSON.stringify(signedIn)).not.toMatch(/Did you mean/);
  });
});

describe('body size', () => {
  const sessionCount = async () => (await app.db.select({ n: count() }).from(sessions))[0]!.n;
  const paddedLogin = (bytes: number) => {
    const call = JSON.stringify({ query: 'mutation { doLogin(username: "admin", password: "Admin12345") { id } }' });
    return call.slice(0, -1) + ' '.repeat(Math.max(0, bytes - call.length)) + '}';
  };

  it('refuses a JSON body over 1 MB with HTTP 413 before running it', async () => {
    const before = await sessionCount();
    const response = await post(paddedLogin(INPUT_LIMITS.jsonBytes + 10));
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/too large: at most 1 MB/);
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a chunked JSON body over 1 MB that declares no length', async () => {
    const text = new TextEncoder().encode(paddedLogin(3 * 1024 * 1024));
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < text.length; offset += 64 * 1024) controller.enqueue(text.subarray(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const before = await sessionCount();
    const response = await post(chunked);
    expect(response.status).toBe(413);
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a body over 1 MB whatever its type, method or path', async () => {
    const before = await sessionCount();
    const untyped = await post(paddedLogin(INPUT_LIMITS.jsonBytes + 10), { 'apollo-require-preflight': 'true' });
    expect(untyped.status).toBe(413);
    const report = await post(paddedLogin(INPUT_LIMITS.jsonBytes + 10), { 'content-type': 'application/json' }, url.replace('/graphql', '/reports/x'));
    expect(report.status).toBe(413);
    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: paddedLogin(INPUT_LIMITS.jsonBytes + 10) });
    expect(put.status).toBe(413);
    expect(await sessionCount()).toBe(before);
  });

  it('runs a JSON body just under the limit', async () => {
    const response = await post(paddedLogin(INPUT_LIMITS.jsonBytes - 10));
    expect(response.status).toBe(200);
  });

  it('lets a multipart upload past 1 MB through, and refuses one over 50 MB', async () => {
    const form = (bytes: number) => {
      const data = new FormData();
      data.set('operations', JSON.stringify({ query: '{ __typename }', variables: { file: null } }));
      data.set('map', JSON.stringify({ 0: ['variables.file'] }));
      data.set('0', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
      return data;
    };
    const upload = await post(form(2 * 1024 * 1024), { 'apollo-require-preflight': 'true' });
    expect(upload.status).not.toBe(413);
    // Refused on its declared length, before the body is read: asked as a client that waits for the
    // answer before sending 50 MB (one that sends anyway may see the connection closed under it).
    const huge = await new Promise<number>((resolve, reject) => {
      const asked = request(url, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(INPUT_LIMITS.multipartBytes + 1024), 'apollo-require-preflight': 'true' },
      });
      asked.on('response', (response) => {
        resolve(response.statusCode!);
        asked.destroy();
      });
      asked.on('error', reject);
      asked.flushHeaders();
    });
    expect(huge).toBe(413);
  });
});
