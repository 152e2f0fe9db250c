import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../testing/test-app';
import { sessions } from './identity/sessions.table';
import { LIMITS } from '../yoga';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ production: true });
});
afterAll(() => app.close());

const sessionCount = async () => (await app.db.select({ n: count() }).from(sessions))[0]!.n;
const LOGIN = `mutation { doLogin(username: "admin", password: "${ADMIN_PASSWORD}") { id } }`;

describe('cross-site requests', () => {
  it('never executes a text/plain POST', async () => {
    const before = await sessionCount();
    const response = await app.client().send(JSON.stringify({ query: LOGIN }), { 'content-type': 'text/plain' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount()).toBe(before);
  });

  it('never executes a form POST', async () => {
    const before = await sessionCount();
    const response = await app.client().send(new URLSearchParams({ query: LOGIN }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await sessionCount()).toBe(before);
  });

  it('executes the same call sent as JSON', async () => {
    const before = await sessionCount();
    const response = await app.client().send(JSON.stringify({ query: LOGIN }), { 'content-type': 'application/json' });
    expect(response.status).toBe(200);
    expect(await sessionCount()).toBe(before + 1);
  });
});

describe('query limits', () => {
  it('refuses a query deeper than the limit', async () => {
    const deep = `{ users(pageInput: { page: 1, size: 1 }) { results ${'{ manager '.repeat(LIMITS.depth)}{ id }${' }'.repeat(LIMITS.depth)} } }`;
    const result = await app.admin.request(deep);
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
    expect(result.data ?? null).toBeNull();
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from({ length: LIMITS.aliases + 1 }, (_, index) => `a${index}: me { id }`).join(' ');
    const result = await app.admin.request(`{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toMatch(/alias/i);
  });
});

describe('what callers learn', () => {
  it('gives anonymous callers no field suggestions', async () => {
    const result = await app.client().request('{ usrs { id } }');
    expect(result.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('refuses introspection to anonymous callers in production, and allows it to signed-in staff', async () => {
    const anonymous = await app.client().request('{ __schema { queryType { name } } }');
    expect(anonymous.errors?.[0]?.message).toMatch(/introspection/i);
    const staff = await app.admin.request<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }');
    expect(staff.data?.__schema.queryType.name).toBe('Query');
  });

  it('explains expected errors', async () => {
    const result = await app.admin.request('query ($id: Int!) { user(id: $id) { id } }', { id: 2_147_483_647 });
    expect(result.errors?.[0]).toMatchObject({ message: 'User 2147483647 not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('masks unexpected errors: no message, stack trace or SQL reaches the client', async () => {
    // Break the database under the server: the next failed login cannot record itself.
    await app.db.execute(sql`drop table login_failures`);
    const result = await app.client().login('admin', 'Wrong12345');
    expect(result.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(result)).not.toMatch(/login_failures|stack|\.ts:\d+/);
  });
});
