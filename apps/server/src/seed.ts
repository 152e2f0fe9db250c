import { count, sql } from 'drizzle-orm';
import { AUTHORITIES } from '@back-office/domain';
import type { Database } from './db/client';
import { authorities, roleAuthorities } from './platform/identity/roles.table';
import { ADMINISTRATOR_ROLE, findOrCreateRole, generatePassword } from './platform/identity/administrator';
import { users } from './platform/identity/users.table';
import { hashPassword } from './platform/passwords';
import { seedDemo } from './demo/demo';
import { seedPaymentTypes } from './features/payment-types/seed-payment-types';

export interface SeedOptions {
  /** The admin's password on an empty database; a random one is made when missing. */
  adminPassword?: string;
  /** Also load the demo roles and users. */
  demo: boolean;
}

export interface SeedResult {
  /** Set when the admin was created with a password made here: print it once. */
  generatedPassword?: string;
  adminCreated: boolean;
}

/**
 * Runs on every start. Authorities are brought up to date and the Administrator role holds all of
 * them, so a new feature's authorities reach the administrators at once; users are made only on an
 * empty database.
 */
export async function seed(db: Database, options: SeedOptions): Promise<SeedResult> {
  await db
    .insert(authorities)
    .values(AUTHORITIES.map(({ name, description, group }) => ({ name, description, group })))
    .onConflictDoUpdate({
      target: authorities.name,
      set: { description: sql`excluded.description`, group: sql`excluded.group` },
    });

  await seedPaymentTypes(db);

  const administrator = await findOrCreateRole(db, ADMINISTRATOR_ROLE, 'Every authority of the console.');
  await db.execute(
    sql`insert into ${roleAuthorities} (role_id, authority_id) select ${administrator}, id from ${authorities} on conflict do nothing`,
  );

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  if (total > 0) return { adminCreated: false };

  const password = options.adminPassword || generatePassword();
  const [admin] = await db
    .insert(users)
    .values({
      username: 'admin',
      passwordHash: await hashPassword(password),
      name: 'Administrator',
      email: 'admin@backoffice.local',
      phoneNo: '081200000000',
      roleId: administrator,
      active: true,
    })
    .returning();
  if (options.demo) await seedDemo(db, password, admin!.id);
  return { adminCreated: true, generatedPassword: options.adminPassword ? undefined : password };
}
