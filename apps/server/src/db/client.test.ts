import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { AUTHORITIES } from '@back-office/domain';
import { connectPostgres } from './client';
import { seed } from '../seed';
import { createTestDatabase } from '../testing/test-app';
import { authorities } from '../platform/identity/roles.table';
import { users } from '../platform/identity/users.table';

describe('several instances starting at once', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('migrate and seed a new PostgreSQL database exactly once', async () => {
    const { handle, drop, url } = await createTestDatabase();
    const instances = [handle, connectPostgres(url!), connectPostgres(url!)];
    try {
      const results = await Promise.all(
        instances.map((instance) => instance.migrate((db) => seed(db, { adminPassword: 'Admin12345', demo: true }).then(() => undefined))),
      );
      expect(results).toHaveLength(3);
      const admins = await handle.db.select({ n: count() }).from(users).where(eq(users.username, 'admin'));
      expect(admins[0]!.n).toBe(1);
      const everyAuthority = await handle.db.select({ n: count() }).from(authorities);
      expect(everyAuthority[0]!.n).toBe(AUTHORITIES.length);
    } finally {
      for (const instance of instances.slice(1)) await instance.close();
      await handle.close();
      await drop();
    }
  });
});
