import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../../platform/identity/users.table';

let app: TestApp;
let roleId: number;
let supervisorRoleId: number;

const CREATE = 'mutation ($input: UserInput!) { createUser(input: $input) { id username name email phoneNo active latitude longitude role { name } manager { username } } }';
const UPDATE = 'mutation ($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id username name email phoneNo active managerId latitude longitude } }';

const valid = (overrides: Record<string, unknown> = {}) => ({
  username: 'budi.santoso',
  password: 'Rahasia123',
  name: 'Budi Santoso',
  email: 'budi@example.com',
  phoneNo: '081234567890',
  roleId,
  active: true,
  ...overrides,
});

const userCount = async () => (await app.db.select({ n: count() }).from(users))[0]!.n;

beforeAll(async () => {
  app = await startTestApp();
  const authorities = await app.admin.request<{ authorities: { id: number; name: string }[] }>('{ authorities { id name } }');
  const idOf = (name: string) => authorities.data!.authorities.find((authority) => authority.name === name)!.id;
  const role = await app.admin.request<{ createRole: { id: number } }>('mutation ($input: RoleInput!) { createRole(input: $input) { id } }', {
    input: { name: 'Refiller', active: true, authorityIds: [idOf('VIEW_TASK')] },
  });
  roleId = role.data!.createRole.id;
  const supervisors = await app.admin.request<{ createRole: { id: number } }>('mutation ($input: RoleInput!) { createRole(input: $input) { id } }', {
    input: { name: 'Supervisor', active: true, authorityIds: [idOf('VIEW_ALL_TASKS')] },
  });
  supervisorRoleId = supervisors.data!.createRole.id;
});
afterAll(() => app.close());

describe('creating users', () => {
  it('creates a user with every field and never exposes the password', async () => {
    const result = await app.admin.request<{ createUser: Record<string, unknown> }>(CREATE, {
      input: valid({ latitude: -6.2, longitude: 106.8 }),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createUser).toMatchObject({
      username: 'budi.santoso',
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phoneNo: '081234567890',
      active: true,
      latitude: -6.2,
      longitude: 106.8,
      role: { name: 'Refiller' },
      manager: null,
    });
    const login = await app.client().login('budi.santoso', 'Rahasia123');
    expect(login.errors).toBeUndefined();
    const introspected = await app.admin.request<{ __type: { fields: { name: string }[] } }>('{ __type(name: "User") { fields { name } } }');
    expect(introspected.data?.__type.fields.map((field) => field.name)).not.toContain('password');
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { name: '' }, 'name', MESSAGES.required],
    ['a missing username', { username: '' }, 'username', MESSAGES.required],
    ['an invalid username', { username: 'no spaces!' }, 'username', MESSAGES.invalidUsername],
    ['an invalid email', { email: 'not-an-email' }, 'email', MESSAGES.invalidEmail],
    ['an invalid phone', { phoneNo: '12ab' }, 'phoneNo', MESSAGES.invalidPhone],
    ['a short password', { password: 'Abc123' }, 'password', MESSAGES.minimum8Characters],
    ['a password of letters only', { password: 'Abcdefghij' }, 'password', MESSAGES.lettersAndNumbers],
    ['a password with special characters', { password: 'Abc12345!' }, 'password', MESSAGES.noSpecialCharacters],
    ['an impossible latitude', { latitude: 91, longitude: 100 }, 'latitude', MESSAGES.invalidLatitude],
    ['an impossible longitude', { latitude: 1, longitude: -181 }, 'longitude', MESSAGES.invalidLongitude],
    ['a role that does not exist', { roleId: 99_999 }, 'roleId', 'Role not found.'],
    ['a manager who does not exist', { managerId: 99_999 }, 'managerId', 'Manager not found.'],
  ];
  for (const [label, change, field, message] of cases) {
    it(`refuses ${label} with the spec message and writes nothing`, async () => {
      const before = await userCount();
      const result = await app.admin.request(CREATE, { input: valid({ username: `user${field}x`, ...change }) });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.extensions?.fields?.[field]).toBe(message);
      expect(await userCount()).toBe(before);
    });
  }

  it('refuses a taken username, whatever its case', async () => {
    const result = await app.admin.request(CREATE, { input: valid({ username: 'BUDI.SANTOSO' }) });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { username: 'This username is already taken.' } });
  });
});

describe('updating users', () => {
  it('changes only what is given and keeps the password unless a new one comes', async () => {
    const created = await app.admin.request<{ createUser: { id: number } }>(CREATE, { input: valid({ username: 'sari', email: 'sari@example.com' }) });
    const id = created.data!.createUser.id;
    const updated = await app.admin.request<{ updateUser: Record<string, unknown> }>(UPDATE, { id, input: { name: 'Sari Dewi' } });
    expect(updated.data?.updateUser).toMatchObject({ id, username: 'sari', name: 'Sari Dewi', email: 'sari@example.com', active: true });
    expect((await app.client().login('sari', 'Rahasia123')).errors).toBeUndefined();
    await app.admin.request(UPDATE, { id, input: { password: 'BaruSekali9' } });
    expect((await app.client().login('sari', 'Rahasia123')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.client().login('sari', 'BaruSekali9')).errors).toBeUndefined();
  });

  it('refuses a null for a required field with the spec message', async () => {
    const created = await app.admin.request<{ createUser: { id: number } }>(CREATE, { input: valid({ username: 'tono', email: 'tono@example.com' }) });
    const result = await app.admin.request(UPDATE, { id: created.data!.createUser.id, input: { name: null } });
    expect(result.errors?.[0]?.extensions?.fields?.name).toBe(MESSAGES.required);
  });

  it('does not let a user be their own manager, nor deactivate themself', async () => {
    const created = await app.admin.request<{ createUser: { id: number } }>(CREATE, { input: valid({ username: 'ani', email: 'ani@example.com' }) });
    const id = created.data!.createUser.id;
    const own = await app.admin.request(UPDATE, { id, input: { managerId: id } });
    expect(own.errors?.[0]?.extensions?.fields?.managerId).toBe('A user cannot be their own manager.');
    const me = await app.admin.request<{ me: { id: number } }>('{ me { id } }');
    const self = await app.admin.request(UPDATE, { id: me.data!.me.id, input: { active: false } });
    expect(self.errors?.[0]).toMatchObject({ message: 'You cannot deactivate yourself.', extensions: { code: 'FORBIDDEN' } });
  });

  it('offers as supervisors the active users whose role sees every task', async () => {
    const boss = await app.admin.request<{ createUser: { id: number } }>(CREATE, {
      input: valid({ username: 'pak.boss', email: 'boss@example.com', roleId: supervisorRoleId }),
    });
    const result = await app.admin.request<{ availableSupervisors: { username: string }[] }>('{ availableSupervisors { username } }');
    expect(result.data?.availableSupervisors.map((user) => user.username)).toContain('pak.boss');
    expect(result.data?.availableSupervisors.map((user) => user.username)).not.toContain('budi.santoso');
    const managed = await app.admin.request<{ createUser: { manager: { username: string } } }>(CREATE, {
      input: valid({ username: 'anak.buah', email: 'anak@example.com', managerId: boss.data!.createUser.id }),
    });
    expect(managed.data?.createUser.manager).toEqual({ username: 'pak.boss' });
  });
});

describe('listing users', () => {
  const LIST = 'query ($pageInput: PageInput!) { users(pageInput: $pageInput) { totalPages currentPage totalRows results { username } } }';

  it('matches LIKE case-insensitively', async () => {
    const result = await app.admin.request<{ users: { results: { username: string }[] } }>(LIST, {
      pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'username', type: 'LIKE', values: ['SANTOSO'] }] } },
    });
    expect(result.data?.users.results).toEqual([{ username: 'budi.santoso' }]);
  });

  it('combines IN and EQUAL with OR, sorted as asked', async () => {
    const result = await app.admin.request<{ users: { totalRows: number; results: { username: string }[] } }>(LIST, {
      pageInput: {
        page: 1,
        size: 10,
        sorts: [{ field: 'username', direction: 'DESC' }],
        filters: {
          operator: 'OR',
          options: [
            { field: 'username', type: 'IN', values: ['sari', 'tono'] },
            { field: 'username', type: 'EQUAL', values: ['admin'] },
          ],
        },
      },
    });
    expect(result.data?.users.results.map((user) => user.username)).toEqual(['tono', 'sari', 'admin']);
  });

  it('pages through the users without losing or repeating one', async () => {
    const seen: string[] = [];
    let totalPages = 1;
    for (let page = 1; page <= totalPages; page += 1) {
      const result = await app.admin.request<{ users: { totalPages: number; totalRows: number; results: { username: string }[] } }>(LIST, {
        pageInput: { page, size: 3 },
      });
      totalPages = result.data!.users.totalPages;
      seen.push(...result.data!.users.results.map((user) => user.username));
    }
    expect(seen).toHaveLength(await userCount());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort());
  });

  const refusals: [string, Record<string, unknown>, RegExp][] = [
    ['a page of 0', { page: 0, size: 10 }, /page must be a positive integer/],
    ['a size over the cap', { page: 1, size: 1000 }, /size must be between 1 and 100/],
    ['a filter on a field that is not offered', { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'passwordHash', type: 'NOT_NULL', values: [] }] } }, /Cannot filter on "passwordHash"/],
    ['SQL in a field name', { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'name; drop table users', type: 'EQUAL', values: ['x'] }] } }, /Cannot filter on/],
    ['a sort on a field that is not offered', { page: 1, size: 10, sorts: [{ field: 'password_hash', direction: 'ASC' }] }, /Cannot sort on "password_hash"/],
    ['a text value for a number', { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'id', type: 'EQUAL', values: ["1' or '1'='1"] }] } }, /is not a valid integer for "id"/],
    ['a wrong count of values', { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'id', type: 'BETWEEN', values: ['1'] }] } }, /BETWEEN on "id" takes exactly 2 values/],
  ];
  for (const [label, pageInput, message] of refusals) {
    it(`refuses ${label} with BAD_USER_INPUT`, async () => {
      const result = await app.admin.request(LIST, { pageInput });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toMatch(message);
    });
  }

  it('treats SQL in a value as plain text', async () => {
    const result = await app.admin.request<{ users: { totalRows: number } }>(LIST, {
      pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'username', type: 'LIKE', values: ["%' or 1=1 --"] }] } },
    });
    expect(result.data?.users.totalRows).toBe(0);
    expect(await userCount()).toBeGreaterThan(1);
  });
});
