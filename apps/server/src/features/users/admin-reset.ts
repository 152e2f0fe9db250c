import { eq, sql } from 'drizzle-orm';
import { password as passwordRule } from '@back-office/domain';
import type { Database } from '../../db/client';
import { ADMINISTRATOR_ROLE, findOrCreateRole, generatePassword } from '../../platform/identity/administrator';
import { defineOperation } from '../../platform/operation';
import { hashPassword } from '../../platform/passwords';
import { authorities, roleAuthorities, roles } from '../../platform/identity/roles.table';
import { loginFailures, sessions } from '../../platform/identity/sessions.table';
import { users } from '../../platform/identity/users.table';

export interface AdminReset {
  /** The password made here when none was given: show it once. */
  generatedPassword?: string;
  /** The role of `admin`, re-activated and holding every authority. */
  roleName: string;
}

/**
 * Recovers a locked console: `admin` gets the given (or a new random) password, becomes active,
 * and its role becomes active with every authority. Its sessions and failed logins are cleared.
 * Expects the authorities seeded (the server's start-up does that).
 */
export async function resetAdmin(db: Database, givenPassword?: string): Promise<AdminReset> {
  if (givenPassword) {
    const checked = passwordRule.safeParse(givenPassword);
    if (!checked.success) throw new Error(`ADMIN_PASSWORD is not a valid password: ${checked.error.issues[0]?.message}`);
  }
  const password = givenPassword || generatePassword();
  const passwordHash = await hashPassword(password);
  const roleName = await resetAccount(db, passwordHash);
  return { roleName, generatedPassword: givenPassword ? undefined : password };
}

/** `admin` and its role put right, with the activity row, in one transaction; the role's name. */
const resetAccount = defineOperation({
  run: async (transaction, passwordHash: string) => {
    const [admin] = await transaction.select().from(users).where(eq(sql`lower(${users.username})`, 'admin'));
    let roleId = admin?.roleId;
    if (admin) {
      await transaction.update(users).set({ passwordHash, active: true, updatedAt: new Date() }).where(eq(users.id, admin.id));
      await transaction.delete(sessions).where(eq(sessions.userId, admin.id));
    } else {
      roleId = await findOrCreateRole(transaction, ADMINISTRATOR_ROLE, 'Every authority of the console.');
      await transaction.insert(users).values({
        username: 'admin',
        passwordHash,
        name: 'Administrator',
        email: 'admin@backoffice.local',
        phoneNo: '081200000000',
        roleId: roleId!,
        active: true,
      });
    }
    const [role] = await transaction.update(roles).set({ active: true, updatedAt: new Date() }).where(eq(roles.id, roleId!)).returning();
    await transaction.execute(
      sql`insert into ${roleAuthorities} (role_id, authority_id) select ${roleId}, id from ${authorities} on conflict do nothing`,
    );
    await transaction.delete(loginFailures).where(eq(loginFailures.username, 'admin'));
    return {
      result: role!.name,
      activity: [
        {
          by: 'admin',
          activity: 'RESET_ADMIN',
          entity: 'USER',
          recordId: admin?.id,
          message: `Reset the password of "admin" from the command line, and re-activated the role "${role!.name}" with every authority.`,
        },
      ],
    };
  },
});
