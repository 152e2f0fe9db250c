import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { AUTHORITIES } from '@back-office/domain';
import type { DatabaseHandle } from '../client';
import { createTestDatabase, TEST_SETTINGS } from '../../testing/test-app';
import { createGraphqlApp } from '../../platform/yoga';
import { authorities, roleAuthorities, roles } from '../../features/roles/roles.table';
import { users } from '../../features/users/users.table';
import { ADMINISTRATOR_ROLE, seed, type SeedResult } from './index';

let database: { handle: DatabaseHandle; drop: () => Promise<void> };
let first: SeedResult;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.handle.migrate(async (db) => {
    first = await seed(db, { demo: true });
  });
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

const rolesWithCounts = () =>
  database.handle.db
    .select({ name: roles.name, authorities: count(roleAuthorities.authorityId) })
    .from(roles)
    .leftJoin(roleAuthorities, eq(roleAuthorities.roleId, roles.id))
    .groupBy(roles.name);

describe('seeding an empty database', () => {
  it('creates every authority and an Administrator role holding all of them', async () => {
    const names = (await database.handle.db.select({ name: authorities.name }).from(authorities)).map((row) => row.name);
    expect(names.sort()).toEqual(AUTHORITIES.map((authority) => authority.name).sort());
    const administrator = (await rolesWithCounts()).find((role) => role.name === ADMINISTRATOR_ROLE);
    expect(administrator?.authorities).toBe(AUTHORITIES.length);
  });

  it('creates admin with a random password, printed once, that signs in', async () => {
    expect(first.adminCreated).toBe(true);
    expect(first.generatedPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{12,}$/);
    const app = createGraphqlApp({ db: database.handle.db, settings: TEST_SETTINGS });
    const response = await app.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { doLogin(username: "admin", password: "${first.generatedPassword}") { role } }` }),
    });
    expect(await response.json()).toEqual({ data: { doLogin: { role: ADMINISTRATOR_ROLE } } });
  });

  it('with demo data, adds the roles of such a company, each with authorities, and people in each', async () => {
    const all = await rolesWithCounts();
    for (const name of ['Manager', 'Supervisor', 'Sales', 'Refiller', 'Car Refiller', 'Courier', 'Barista', 'Merchant', 'Partner']) {
      const role = all.find((candidate) => candidate.name === name);
      expect(role?.authorities, name).toBeGreaterThan(2);
      const people = await database.handle.db
        .select({ n: count() })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(roles.name, name));
      expect(people[0]!.n, name).toBeGreaterThanOrEqual(2);
    }
  });

  it('runs again on every start without making anything twice', async () => {
    const usersBefore = (await database.handle.db.select({ n: count() }).from(users))[0]!.n;
    const again = await seed(database.handle.db, { demo: true, adminPassword: 'Other12345' });
    expect(again).toEqual({ adminCreated: false });
    expect((await database.handle.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore);
    expect((await database.handle.db.select({ n: count() }).from(authorities))[0]!.n).toBe(AUTHORITIES.length);
  });
});
