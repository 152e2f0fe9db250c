import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../testing/test-app';
import { LOGIN_THROTTLE } from '../../platform/auth';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Change {
  field: string;
  before: string | null;
  after: string | null;
  secret: boolean;
}
interface Row {
  username: string;
  activity: string;
  recordId: string | null;
  message: string;
  changes: Change[] | null;
}

const LIST = 'query ($pageInput: PageInput!) { userActivities(pageInput: $pageInput) { results { username activity recordId message changes { field before after secret } } } }';

async function latest(activity: string): Promise<Row> {
  const page = await app.admin.request<{ userActivities: { results: Row[] } }>(LIST, {
    pageInput: { page: 1, size: 1, filters: { operator: 'AND', options: [{ field: 'activity', type: 'EQUAL', values: [activity] }] } },
  });
  return page.data!.userActivities.results[0]!;
}

const byField = (row: Row) => Object.fromEntries((row.changes ?? []).map((change) => [change.field, change]));
const ids = async (...names: string[]) => {
  const all = await app.admin.request<{ authorities: { id: number; name: string }[] }>('{ authorities { id name } }');
  return names.map((name) => all.data!.authorities.find((authority) => authority.name === name)!.id);
};

describe('the audit log tells what changed', () => {
  it("records a role's fields and authority list, before and after", async () => {
    const created = await app.admin.request<{ createRole: { id: number } }>('mutation ($input: RoleInput!) { createRole(input: $input) { id } }', {
      input: { name: 'Baristas', active: true, authorityIds: await ids('VIEW_HUB') },
    });
    const id = created.data!.createRole.id;
    const creation = byField(await latest('CREATE_ROLE'));
    expect(creation.name).toMatchObject({ before: null, after: 'Baristas' });
    expect(creation.authorities).toMatchObject({ before: null, after: 'VIEW_HUB' });

    await app.admin.request('mutation ($id: Int!, $input: RoleUpdateInput!) { updateRole(id: $id, input: $input) { id } }', {
      id,
      input: { name: 'Head baristas', authorityIds: await ids('VIEW_HUB', 'VIEW_UNIT') },
    });
    const row = await latest('UPDATE_ROLE');
    expect(row.recordId).toBe(String(id));
    const update = byField(row);
    expect(update.name).toEqual({ field: 'name', before: 'Baristas', after: 'Head baristas', secret: false });
    expect(update.authorities).toMatchObject({ before: 'VIEW_HUB', after: 'VIEW_HUB, VIEW_UNIT' });
    expect(Object.keys(update).sort()).toEqual(['authorities', 'name']);
  });

  it("records a user's password only as changed, never its value or hash", async () => {
    const role = await app.admin.request<{ createRole: { id: number } }>('mutation { createRole(input: { name: "Clerks", active: true, authorityIds: [] }) { id } }');
    const roleId = role.data!.createRole.id;
    const created = await app.admin.request<{ createUser: { id: number } }>('mutation ($input: UserInput!) { createUser(input: $input) { id } }', {
      input: { username: 'wati', password: 'Rahasia123', name: 'Wati', email: 'wati@example.com', phoneNo: '081234567890', roleId, active: true },
    });
    const creation = await latest('CREATE_USER');
    expect(byField(creation).passwordHash).toEqual({ field: 'passwordHash', before: null, after: null, secret: true });
    expect(byField(creation).username).toMatchObject({ after: 'wati' });
    await app.admin.request('mutation ($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id } }', {
      id: created.data!.createUser.id,
      input: { password: 'Rahasia456', email: 'wati@kantor.id', active: false },
    });
    const update = await latest('UPDATE_USER');
    expect(byField(update).email).toMatchObject({ before: 'wati@example.com', after: 'wati@kantor.id' });
    expect(byField(update).active).toMatchObject({ before: 'true', after: 'false' });
    expect(byField(update).passwordHash).toMatchObject({ secret: true, before: null, after: null });
    expect(JSON.stringify([creation, update])).not.toMatch(/Rahasia|argon2/);
  });

  it('records an own profile change the same way', async () => {
    await app.admin.request('mutation { updateProfile(input: { phoneNo: "081299998888" }) { id } }');
    expect(byField(await latest('UPDATE_PROFILE')).phoneNo).toMatchObject({ after: '081299998888' });
  });
});

describe('failed and throttled logins', () => {
  it('writes a row for each failed login and for a throttled one', async () => {
    const guesser = app.client();
    await guesser.login('admin', 'Wrong12345');
    const failed = await latest('LOGIN_FAILED');
    expect(failed).toMatchObject({ username: 'admin', activity: 'LOGIN_FAILED', changes: null });
    expect(failed.message).toMatch(/^Failed sign-in from /);
    await guesser.login('nobody.here', 'Wrong12345');
    expect((await latest('LOGIN_FAILED')).username).toBe('nobody.here');
    for (let attempt = 1; attempt < LOGIN_THROTTLE.perUsernameAndAddress; attempt += 1) await guesser.login('admin', 'Wrong12345');
    const throttled = await guesser.login('admin', ADMIN_PASSWORD);
    expect(throttled.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await latest('LOGIN_THROTTLED')).toMatchObject({ username: 'admin', message: expect.stringMatching(/too many failed logins/) });
  });
});
