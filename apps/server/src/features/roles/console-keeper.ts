import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Authority } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { conflict } from '../../platform/errors';
import { authorities, roleAuthorities, roles } from '../../platform/identity/roles.table';
import { users } from '../../platform/identity/users.table';

/*
 * No change to a role or a user may leave the console with nobody able to manage roles and users:
 * the roles feature's rule, which a change of a user's role or active flag checks as well.
 */

/** Authorities someone must hold, through an active user in an active role, for the console to stay manageable. */
export const KEEPER_AUTHORITIES = ['UPDATE_ROLE', 'UPDATE_USER'] as const satisfies readonly Authority[];

/** Any number will do, as long as nothing else takes this advisory lock. */
const KEEPER_LOCK = 4_726_002;

/**
 * Refuses, after the writes and in their transaction, a change that leaves no active user in an
 * active role holding both UPDATE_ROLE and UPDATE_USER. The advisory lock makes concurrent changes
 * check one after another, each seeing what the one before committed.
 */
export async function expectConsoleManageable(transaction: Transaction): Promise<void> {
  await transaction.execute(sql`select pg_advisory_xact_lock(${KEEPER_LOCK})`);
  const [keeper] = await transaction
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, and(eq(roles.id, users.roleId), eq(roles.active, true)))
    .where(
      and(
        eq(users.active, true),
        sql`(select count(*) from ${roleAuthorities} join ${authorities} on ${authorities.id} = ${roleAuthorities.authorityId}
             where ${roleAuthorities.roleId} = ${roles.id} and ${inArray(authorities.name, [...KEEPER_AUTHORITIES])}) = ${KEEPER_AUTHORITIES.length}`,
      ),
    )
    .limit(1);
  if (!keeper) {
    throw conflict(
      'This change would leave nobody able to manage roles and users: at least one active user in an active role must keep UPDATE_ROLE and UPDATE_USER.',
    );
  }
}
