import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTHORITIES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let authorityIds: Map<string, number>;

beforeAll(async () => {
  app = await startTestApp();
  const all = await app.admin.request<{ authorities: { id: number; name: string }[] }>('{ authorities { id name } }');
  authorityIds = new Map(all.data!.authorities.map((authority) => [authority.name, authority.id]));
});
afterAll(() => app.close());

const CREATE = 'mutation ($input: RoleInput!) { createRole(input: $input) { id name description active authorities { name } } }';
const UPDATE = 'mutation ($id: Int!, $input: RoleUpdateInput!) { updateRole(id: $id, input: $input) { id name description active authorities { name } } }';
const ids = (...names: string[]) => names.map((name) => authorityIds.get(name)!);

describe('roles', () => {
  it('lists every authority for the role form', () => {
    expect(authorityIds.size).toBe(AUTHORITIES.length);
    for (const name of ['VIEW_HUB', 'DELETE_SHOP_ORDER', 'FILL_MACHINE_STOCK_IN', 'VIEW_USER_ACTIVITY', 'UPDATE_USER_COMPANY_MAPPING']) {
      expect(authorityIds.has(name), name).toBe(true);
    }
  });

  it('creates a role with its authorities and reads it back', async () => {
    const created = await app.admin.request<{ createRole: { id: number } }>(CREATE, {
      input: { name: 'Warehouse', description: 'Keeps stock', active: true, authorityIds: ids('VIEW_HUB', 'VIEW_MACHINE') },
    });
    expect(created.errors).toBeUndefined();
    const read = await app.admin.request<{ role: { name: string; authorities: { name: string }[] } }>(
      'query ($id: Int!) { role(id: $id) { name description active authorities { name } } }',
      { id: created.data!.createRole.id },
    );
    expect(read.data?.role).toEqual({
      name: 'Warehouse',
      description: 'Keeps stock',
      active: true,
      authorities: [{ name: 'VIEW_HUB' }, { name: 'VIEW_MACHINE' }],
    });
  });

  it('refuses an empty name with the spec message and writes nothing', async () => {
    const result = await app.admin.request(CREATE, { input: { name: '  ', active: true, authorityIds: [] } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'This field is required.' } });
    const list = await app.admin.request<{ rolesAll: unknown[] }>(
      '{ rolesAll(queryInput: { filters: { operator: AND, options: [{ field: "name", type: EQUAL, values: [""] }] } }) { id } }',
    );
    expect(list.data?.rolesAll).toEqual([]);
  });

  it('refuses an edit made on a version someone else has changed since, and keeps their change', async () => {
    const created = await app.admin.request<{ createRole: { id: number } }>(CREATE, { input: { name: 'Shared Desk', active: true, authorityIds: [] } });
    const id = created.data!.createRole.id;
    const READ = 'query ($id: Int!) { role(id: $id) { name updatedTime } }';
    const opened = (await app.admin.request<{ role: { updatedTime: string } }>(READ, { id })).data!.role.updatedTime;
    const GUARDED = 'mutation ($id: Int!, $input: RoleUpdateInput!, $expected: DateTime) { updateRole(id: $id, input: $input, expectedUpdatedTime: $expected) { name updatedTime } }';

    const first = await app.admin.request<{ updateRole: { name: string; updatedTime: string } }>(GUARDED, { id, input: { name: 'Front Desk' }, expected: opened });
    expect(first.errors).toBeUndefined();
    expect(first.data?.updateRole.name).toBe('Front Desk');

    const second = await app.admin.request(GUARDED, { id, input: { name: 'Back Desk' }, expected: opened });
    expect(second.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(second.errors?.[0]?.message).toContain('changed this record since you opened it');
    expect((await app.admin.request<{ role: { name: string } }>(READ, { id })).data?.role.name).toBe('Front Desk');

    const fresh = await app.admin.request<{ updateRole: { name: string } }>(GUARDED, { id, input: { name: 'Back Desk' }, expected: first.data!.updateRole.updatedTime });
    expect(fresh.data?.updateRole.name).toBe('Back Desk');
  });

  it('refuses a duplicate name, whatever its case', async () => {
    await app.admin.request(CREATE, { input: { name: 'Auditor', active: true, authorityIds: [] } });
    const again = await app.admin.request(CREATE, { input: { name: 'AUDITOR', active: true, authorityIds: [] } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { name: 'A role with this name already exists.' } });
  });

  it('refuses an unknown authority id', async () => {
    const result = await app.admin.request(CREATE, { input: { name: 'Odd', active: true, authorityIds: [999_999] } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields?.authorityIds).toMatch(/999999/);
  });

  it('updates only what is given', async () => {
    const created = await app.admin.request<{ createRole: { id: number } }>(CREATE, {
      input: { name: 'Finance', description: 'Money', active: true, authorityIds: ids('VIEW_ORDER') },
    });
    const id = created.data!.createRole.id;
    const renamed = await app.admin.request<{ updateRole: unknown }>(UPDATE, { id, input: { name: 'Finance Team' } });
    expect(renamed.data?.updateRole).toEqual({ id, name: 'Finance Team', description: 'Money', active: true, authorities: [{ name: 'VIEW_ORDER' }] });
    const regranted = await app.admin.request<{ updateRole: { authorities: { name: string }[] } }>(UPDATE, {
      id,
      input: { authorityIds: ids('VIEW_ORDER', 'VIEW_PROFITABILITY_REPORT') },
    });
    expect(regranted.data?.updateRole.authorities.map((authority) => authority.name)).toEqual(['VIEW_ORDER', 'VIEW_PROFITABILITY_REPORT']);
  });

  it('answers NOT_FOUND for a role that does not exist', async () => {
    const result = await app.admin.request(UPDATE, { id: 987_654, input: { name: 'Ghost' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('does not let a user grant an authority they do not hold', async () => {
    const roleAdmin = await app.userWith(['VIEW_ROLE', 'CREATE_ROLE', 'UPDATE_ROLE', 'VIEW_HUB']);
    const allowed = await roleAdmin.request(CREATE, { input: { name: 'Hub viewer', active: true, authorityIds: ids('VIEW_HUB') } });
    expect(allowed.errors).toBeUndefined();
    const escalation = await roleAdmin.request(CREATE, { input: { name: 'Sneaky', active: true, authorityIds: ids('CREATE_USER') } });
    expect(escalation.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ownRole = await roleAdmin.request(UPDATE, { id: roleAdmin.roleId, input: { authorityIds: ids('VIEW_ROLE', 'CREATE_ROLE', 'UPDATE_ROLE', 'VIEW_HUB', 'DELETE_HUB') } });
    expect(ownRole.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const me = await roleAdmin.request<{ me: { authorities: string[] } }>('{ me { authorities } }');
    expect(me.data?.me.authorities).not.toContain('DELETE_HUB');
  });

  it('keeps authorities the editor does not hold when the role already had them', async () => {
    const created = await app.admin.request<{ createRole: { id: number } }>(CREATE, {
      input: { name: 'Shop lead', active: true, authorityIds: ids('VIEW_SHOP_ORDER', 'DELETE_SHOP_ORDER') },
    });
    const editor = await app.userWith(['VIEW_ROLE', 'UPDATE_ROLE', 'VIEW_SHOP_ORDER']);
    const result = await editor.request(UPDATE, {
      id: created.data!.createRole.id,
      input: { description: 'Runs the shop', authorityIds: ids('VIEW_SHOP_ORDER', 'DELETE_SHOP_ORDER') },
    });
    expect(result.errors).toBeUndefined();
  });

  it('applies a role change to its users at once, and an inactive role grants nothing', async () => {
    const tester = await app.userWith(['VIEW_ROLE']);
    expect((await tester.request('{ roles(pageInput: { page: 1, size: 5 }) { totalPages } }')).errors).toBeUndefined();
    await app.admin.request(UPDATE, { id: tester.roleId, input: { active: false } });
    const refused = await tester.request('{ roles(pageInput: { page: 1, size: 5 }) { totalPages } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await app.admin.request(UPDATE, { id: tester.roleId, input: { active: true, authorityIds: [] } });
    expect((await tester.request('{ roles(pageInput: { page: 1, size: 5 }) { totalPages } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('applies authorities granted or taken in the database itself from the next request, as another server instance sees them', async () => {
    const tester = await app.userWith(['VIEW_ROLE']);
    const hubs = '{ hubs(pageInput: { page: 1, size: 5 }) { totalRows } }';
    expect((await tester.request(hubs)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await tester.request('{ roles(pageInput: { page: 1, size: 5 }) { totalPages } }')).errors).toBeUndefined();
    // Written around this server, as a script or another instance would: only the database knows.
    await app.db.execute(sql`insert into role_authorities (role_id, authority_id) select ${tester.roleId}, id from authorities where name = 'VIEW_HUB'`);
    expect((await tester.request(hubs)).errors).toBeUndefined();
    await app.db.execute(sql`delete from role_authorities where role_id = ${tester.roleId}`);
    expect((await tester.request(hubs)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await tester.request('{ roles(pageInput: { page: 1, size: 5 }) { totalPages } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('loses no authority when two edits of one role race', async () => {
    const created = await app.admin.request<{ createRole: { id: number } }>(CREATE, { input: { name: 'Racer', active: true, authorityIds: [] } });
    const id = created.data!.createRole.id;
    const results = await Promise.all(
      ['VIEW_HUB', 'VIEW_MACHINE', 'VIEW_UNIT', 'VIEW_ORDER'].map((name) => app.admin.request(UPDATE, { id, input: { authorityIds: ids(name) } })),
    );
    for (const result of results) expect(result.errors).toBeUndefined();
    const read = await app.admin.request<{ role: { authorities: { name: string }[] } }>('query ($id: Int!) { role(id: $id) { authorities { name } } }', { id });
    // The last writer wins whole: exactly one of the four sets, never a mix or an empty list.
    expect(read.data?.role.authorities).toHaveLength(1);
  });

  it('pages, sorts and filters roles', async () => {
    const page = await app.admin.request<{ roles: { totalPages: number; currentPage: number; totalRows: number; results: { name: string }[] } }>(
      `{ roles(pageInput: { page: 1, size: 2, sorts: [{ field: "name", direction: DESC }],
          filters: { operator: OR, options: [{ field: "name", type: LIKE, values: ["FIN"] }, { field: "name", type: IN, values: ["Warehouse", "Auditor"] }] } })
        { totalPages currentPage totalRows results { name } } }`,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.roles).toEqual({
      totalPages: 2,
      currentPage: 1,
      totalRows: 3,
      results: [{ name: 'Warehouse' }, { name: 'Finance Team' }],
    });
  });
});
