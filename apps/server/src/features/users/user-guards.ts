import { eq } from 'drizzle-orm';
import type { Authority } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import type { Context } from '../../platform/context';
import { refused } from '../../platform/errors';
import { authorities, roleAuthorities, roles } from '../../platform/identity/roles.table';
import { users } from '../../platform/identity/users.table';

/**
 * The rules that keep power where it was given: nobody hands out a role, or manages a user, whose
 * authorities they do not hold all of; and nobody changes their own role or deactivates themself.
 * That no change leaves the console with nobody able to manage roles and users is the roles
 * feature's rule (roles/console-keeper.ts), which a user's change checks too.
 */

async function authorityNamesOf(transaction: Transaction, roleId: number): Promise<Authority[]> {
  const rows = await transaction
    .select({ name: authorities.name })
    .from(roleAuthorities)
    .innerJoin(authorities, eq(authorities.id, roleAuthorities.authorityId))
    .where(eq(roleAuthorities.roleId, roleId));
  return rows.map((row) => row.name);
}

function missingFrom(context: Context, names: Authority[]): Authority[] {
  return names.filter((name) => !context.authorities.has(name)).sort();
}

function listed(names: string[]): string {
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}

/** A role may be given to a user only by someone who holds every authority of that role. */
export async function expectAssignable(transaction: Transaction, context: Context, roleId: number): Promise<void> {
  const [role] = await transaction.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId));
  if (!role) return;
  const missing = missingFrom(context, await authorityNamesOf(transaction, roleId));
  if (missing.length > 0) {
    throw refused(`You cannot give the role "${role.name}": it holds authorities you do not have (${listed(missing)}).`);
  }
}

export interface UserChange {
  password?: string | null;
  roleId?: number;
  active?: boolean;
}

/**
 * A user's password, role or active flag may be changed only by someone who holds every authority
 * the user holds, and never one's own role or active flag.
 */
export async function expectManageable(transaction: Transaction, context: Context, userId: number, change: UserChange): Promise<void> {
  const [target] = await transaction.select({ username: users.username, roleId: users.roleId, active: users.active }).from(users).where(eq(users.id, userId));
  if (!target) return;
  const changesRole = change.roleId !== undefined && change.roleId !== target.roleId;
  const changesActive = change.active !== undefined && change.active !== target.active;
  const changesPassword = Boolean(change.password);
  if (userId === context.user?.id) {
    if (changesRole) throw refused('You cannot change your own role.');
    if (change.active === false) throw refused('You cannot deactivate yourself.');
  }
  if (!changesRole && !changesActive && !changesPassword) return;
  const missing = missingFrom(context, await authorityNamesOf(transaction, target.roleId));
  if (missing.length > 0) {
    const what = [changesPassword && 'password', changesRole && 'role', changesActive && 'active flag'].filter(Boolean).join(', ');
    throw refused(`You cannot change the ${what} of "${target.username}": they hold authorities you do not have (${listed(missing)}).`);
  }
  if (changesRole) await expectAssignable(transaction, context, change.roleId!);
}
