import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authority } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let authorityIds: Map<string, number>;
let administratorRoleId: number;
let adminId: number;

const CREATE_USER = 'mutation ($input: UserInput!) { createUser(input: $input) { id roleId } }';
const UPDATE_USER = 'mutation ($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id roleId active } }';
const CREATE_ROLE = 'mutation ($input: RoleInput!) { createRole(input: $input) { id } }';
const UPDATE_ROLE = 'mutation ($id: Int!, $input: RoleUpdateInput!) { updateRole(id: $id, input: $input) { id active } }';
const USER = 'query ($id: Int!) { user(id: $id) { roleId active } }';

const USER_MANAGER: Authority[] = ['VIEW_USER', 'CREATE_USER', 'UPDATE_USER', 'VIEW_ROLE', 'VIEW_HUB'];
let sequence = 0;
const person = (roleId: number, overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    username: `person${sequence}`,
    password: 'Rahasia123',
    name: `Person ${sequence}`,
    email: `person${sequence}@example.com`,
    phoneNo: '081234567890',
    roleId,
    active: true,
    ...overrides,
  };
};

const ids = (...names: string[]) => names.map((name) => authorityIds.get(name)!);
const createRole = async (name: string, names: string[]) =>
  (await app.admin.request<{ createRole: { id: number } }>(CREATE_ROLE, { input: { name, active: true, authorityIds: ids(...names) } })).data!
    .createRole.id;
const createUser = async (roleId: number, overrides: Record<string, unknown> = {}) => {
  const input = person(roleId, overrides);
  const result = await app.admin.request<{ createUser: { id: number } }>(CREATE_USER, { input });
  return { id: result.data!.createUser.id, ...input };
};

beforeAll(async () => {
  app = await startTestApp();
  const all = await app.admin.request<{ authorities: { id: number; name: string }[] }>('{ authorities { id name } }');
  authorityIds = new Map(all.data!.authorities.map((authority) => [authority.name, authority.id]));
  const me = await app.admin.request<{ me: { id: number } }>('{ me { id } }');
  adminId = me.data!.me.id;
  const admin = await app.admin.request<{ user: { roleId: number } }>(USER, { id: adminId });
  administratorRoleId = admin.data!.user.roleId;
});
afterAll(() => app.close());

describe('a user manager cannot take power they were not given', () => {
  it('cannot create an Administrator, but can create a user in a role they hold all of', async () => {
    const manager = await app.userWith(USER_MANAGER);
    const escalation = await manager.request(CREATE_USER, { input: person(administratorRoleId) });
    expect(escalation.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(escalation.errors?.[0]?.message).toMatch(/cannot give the role "Administrator".*authorities you do not have/);
    const hubViewers = await createRole('Hub viewers', ['VIEW_HUB']);
    const allowed = await manager.request<{ createUser: { roleId: number } }>(CREATE_USER, { input: person(hubViewers) });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.createUser.roleId).toBe(hubViewers);
  });

  it('cannot give themself or anyone else a role with more than they hold', async () => {
    const manager = await app.userWith(USER_MANAGER);
    const own = await manager.request(UPDATE_USER, { id: manager.id, input: { roleId: administratorRoleId } });
    expect(own.errors?.[0]).toMatchObject({ message: 'You cannot change your own role.', extensions: { code: 'FORBIDDEN' } });
    const clerk = await createUser(await createRole('Clerks', ['VIEW_HUB']));
    const other = await manager.request(UPDATE_USER, { id: clerk.id, input: { roleId: administratorRoleId } });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.admin.request<{ user: { roleId: number } }>(USER, { id: clerk.id })).data?.user.roleId).not.toBe(administratorRoleId);
  });

  it('cannot change their own role even to a lesser one', async () => {
    const manager = await app.userWith(USER_MANAGER);
    const lesser = await createRole('Lesser', ['VIEW_HUB']);
    const result = await manager.request(UPDATE_USER, { id: manager.id, input: { roleId: lesser } });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("cannot reset an Administrator's password, deactivate them or change their role, and changes nothing", async () => {
    const manager = await app.userWith(USER_MANAGER);
    const boss = await createUser(administratorRoleId);
    for (const input of [{ password: 'Diambil123' }, { active: false }, { roleId: manager.roleId }]) {
      const result = await manager.request(UPDATE_USER, { id: boss.id, input });
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(result.errors?.[0]?.message).toMatch(new RegExp(`"${boss.username}": they hold authorities you do not have`));
    }
    expect((await app.client().login(boss.username, 'Diambil123')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.client().login(boss.username, boss.password)).errors).toBeUndefined();
  });

  it('may still change the name of a user above them, and anything of a user they hold all of', async () => {
    const manager = await app.userWith(USER_MANAGER);
    const boss = await createUser(administratorRoleId);
    expect((await manager.request(UPDATE_USER, { id: boss.id, input: { name: 'The Boss' } })).errors).toBeUndefined();
    const viewers = await createRole('Viewers', ['VIEW_HUB']);
    const clerk = await createUser(viewers);
    const lesser = await createRole('Nobody', []);
    const changed = await manager.request<{ updateUser: { roleId: number; active: boolean } }>(UPDATE_USER, {
      id: clerk.id,
      input: { password: 'Baru12345', roleId: lesser, active: false },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateUser).toMatchObject({ roleId: lesser, active: false });
  });

  it('cannot deactivate themself', async () => {
    const manager = await app.userWith(USER_MANAGER);
    const result = await manager.request(UPDATE_USER, { id: manager.id, input: { active: false } });
    expect(result.errors?.[0]).toMatchObject({ message: 'You cannot deactivate yourself.', extensions: { code: 'FORBIDDEN' } });
  });
});

describe('the console cannot be locked', () => {
  it('refuses to deactivate or strip the last role that can manage roles and users', async () => {
    const deactivate = await app.admin.request(UPDATE_ROLE, { id: administratorRoleId, input: { active: false } });
    expect(deactivate.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(deactivate.errors?.[0]?.message).toMatch(/nobody able to manage roles and users/);
    const strip = await app.admin.request(UPDATE_ROLE, { id: administratorRoleId, input: { authorityIds: ids('VIEW_ROLE', 'UPDATE_ROLE') } });
    expect(strip.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const role = await app.admin.request<{ role: { active: boolean; authorities: { name: string }[] } }>(
      'query ($id: Int!) { role(id: $id) { active authorities { name } } }',
      { id: administratorRoleId },
    );
    expect(role.data?.role.active).toBe(true);
    expect(role.data?.role.authorities.map((authority) => authority.name)).toContain('UPDATE_USER');
  });

  it('refuses to deactivate the last keeper, and allows it while another remains', async () => {
    const keeper = await app.userWith(['VIEW_USER', 'UPDATE_USER', 'VIEW_ROLE', 'UPDATE_ROLE']);
    const other = await createUser(administratorRoleId);
    const second = app.client();
    await second.login(other.username, other.password);
    expect((await second.request(UPDATE_USER, { id: keeper.id, input: { active: false } })).errors).toBeUndefined();
    const last = await app.admin.request(UPDATE_ROLE, { id: administratorRoleId, input: { active: false } });
    expect(last.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('stays manageable when two people race to deactivate the last two keepers', async () => {
    const roleA = await createRole('Keepers A', ['VIEW_ROLE', 'UPDATE_ROLE', 'VIEW_USER', 'UPDATE_USER']);
    const roleB = await createRole('Keepers B', ['VIEW_ROLE', 'UPDATE_ROLE', 'VIEW_USER', 'UPDATE_USER']);
    const a = await createUser(roleA);
    const b = await createUser(roleB);
    const callerA = app.client();
    const callerB = app.client();
    await callerA.login(a.username, a.password);
    await callerB.login(b.username, b.password);
    // Only these two remain: the Administrator role is set aside for this test.
    const others = await app.admin.request<{ usersAll: { id: number; roleId: number }[] }>('{ usersAll { id roleId } }');
    for (const user of others.data!.usersAll) {
      if (user.id !== a.id && user.id !== b.id && user.id !== adminId) await app.admin.request(UPDATE_USER, { id: user.id, input: { active: false } });
    }
    expect((await callerA.request(UPDATE_ROLE, { id: administratorRoleId, input: { active: false } })).errors).toBeUndefined();
    const results = await Promise.all([
      callerA.request(UPDATE_ROLE, { id: roleB, input: { active: false } }),
      callerB.request(UPDATE_ROLE, { id: roleA, input: { active: false } }),
    ]);
    // Exactly one wins; the other is refused by the guard, or finds its own role already gone.
    const codes = results.map((result) => result.errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(codes.find((code) => code !== 'OK')).toMatch(/^(CONFLICT|FORBIDDEN)$/);
    // Put the Administrator role back for the other tests.
    const survivor = results[0]!.errors ? callerB : callerA;
    expect((await survivor.request(UPDATE_ROLE, { id: administratorRoleId, input: { active: true } })).errors).toBeUndefined();
  });
});

describe('role user count', () => {
  it('tells how many users a role has', async () => {
    const roleId = await createRole('Counted', ['VIEW_HUB']);
    await createUser(roleId);
    await createUser(roleId, { active: false });
    const result = await app.admin.request<{ role: { userCount: number } }>('query ($id: Int!) { role(id: $id) { userCount } }', { id: roleId });
    expect(result.data?.role.userCount).toBe(2);
  });
});
