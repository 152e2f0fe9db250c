import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { startTestApp, type TestApp } from '../testing/test-app';
import { userMachines } from './identity/users.table';
import type { Context } from './context';
import { mappingScope } from './mappings';
import { findAll } from './paging';

/** A stand-in for the machines table, which arrives with its own feature. */
const machines = pgTable('mapping_test_machines', { id: integer('id').primaryKey(), name: text('name').notNull() });

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.db.execute(sql`create table mapping_test_machines (id integer primary key, name text not null)`);
  await app.db.insert(machines).values([1, 2, 3, 4].map((id) => ({ id, name: `VM-${id}` })));
});
afterAll(() => app.close());

const contextOf = (id: number) => ({ db: app.db, user: { id } }) as unknown as Context;
const visibleTo = async (id: number) =>
  (
    await findAll<{ id: number }>(
      { db: app.db, table: machines, fields: {}, idColumn: machines.id, scope: mappingScope(contextOf(id), 'machines', machines.id) },
      null,
    )
  ).map((row) => row.id);

describe('per-user mapping hook', () => {
  it('limits a mapped user to their rows and leaves an unmapped user unlimited', async () => {
    const mapped = await app.userWith(['VIEW_MY_PROFILE']);
    const unmapped = await app.userWith(['VIEW_MY_PROFILE']);
    await app.db.insert(userMachines).values([
      { userId: mapped.id, value: 2 },
      { userId: mapped.id, value: 4 },
    ]);
    expect(await visibleTo(mapped.id)).toEqual([2, 4]);
    expect(await visibleTo(unmapped.id)).toEqual([1, 2, 3, 4]);
  });

  it('shows nothing without a user', async () => {
    const rows = await findAll(
      { db: app.db, table: machines, fields: {}, idColumn: machines.id, scope: mappingScope({ db: app.db, user: null } as unknown as Context, 'machines', machines.id) },
      null,
    );
    expect(rows).toEqual([]);
  });
});
