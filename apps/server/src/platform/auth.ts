import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { isAuthority, type Authority } from '@back-office/domain';
import type { Database, Queryable } from '../db/client';
import { authorities, roleAuthorities, roles } from './identity/roles.table';
import { userMachines, users } from './identity/users.table';
import { loginFailures, sessions } from './identity/sessions.table';
import type { CurrentUser, ServerSettings } from './context';
import { fixedStatement, runFixed } from './statements';
import { mapOf } from './paging/prepared';

export const SESSION_COOKIE = 'bo_session';

export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** Starts a session: a fresh random 256-bit id for the cookie; only its hash is kept. */
export async function createSession(
  db: Database,
  userId: number,
  details: { address: string; userAgent: string | null },
  settings: ServerSettings,
): Promise<{ sessionId: string; expiresAt: Date }> {
  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + settings.sessionAbsoluteMs);
  await db.insert(sessions).values({
    idHash: hashSessionId(sessionId),
    userId,
    expiresAt,
    address: details.address,
    userAgent: details.userAgent?.slice(0, 500) ?? null,
  });
  return { sessionId, expiresAt };
}

export interface LoadedSession {
  idHash: string;
  user: CurrentUser;
  authorities: ReadonlySet<Authority>;
  /** The machines the user is mapped to; null when none is (not limited by machine). */
  machineMapping: number[] | null;
}

/** How stale `last_seen_at` may get before a request refreshes it: saves a write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

interface SessionRow {
  id: number;
  username: string;
  name: string;
  email: string;
  active: boolean;
  role_id: number;
  role_name: string;
  role_active: boolean;
  authorities_version: number;
  live: boolean;
  /** The ids of the machines the user is mapped to, joined by commas; null when none is. */
  machine_ids: string | null;
}

/**
 * The session, its user and role, and whether it is still live; a live session not seen for a minute
 * is touched in the same statement. The role's authorities are not read here but by their version
 * (`roleAuthoritiesAt`): the administrator's 432 names, gathered and sent on every request, were half
 * the statement's time and most of the bytes it sent.
 */
const SESSION_STATEMENT = fixedStatement<'idHash' | 'now' | 'idleCutoff' | 'touchCutoff'>(
  'back_office_session',
  (value) => sql`
      with found as (
        select s.id_hash, s.last_seen_at, u.id, u.username, u.name, u.email, u.active,
          r.id as role_id, r.name as role_name, r.active as role_active, r.authorities_version,
          (u.active and s.expires_at > ${value('now')} and s.last_seen_at > ${value('idleCutoff')}) as live
        from ${sessions} s
        join ${users} u on u.id = s.user_id
        join ${roles} r on r.id = u.role_id
        where s.id_hash = ${value('idHash')}
      ), touched as (
        update ${sessions} set last_seen_at = ${value('now')}
        from found where ${sessions}.id_hash = found.id_hash and found.live and found.last_seen_at < ${value('touchCutoff')}
        returning 1
      )
      select found.id, found.username, found.name, found.email, found.active, found.role_id, found.role_name, found.role_active,
        found.authorities_version, found.live,
        (select string_agg(um.machine_id::text, ',') from ${userMachines} um where um.user_id = found.id) as machine_ids
      from found`,
);

/** A role's authority names with the version they are at, read together. */
const ROLE_AUTHORITIES_STATEMENT = fixedStatement<'roleId'>(
  'back_office_role_authorities',
  (value) => sql`
      select r.authorities_version,
        (select string_agg(a.name, ',' order by a.name) from ${roleAuthorities} ra join ${authorities} a on a.id = ra.authority_id where ra.role_id = r.id) as authorities
      from ${roles} r where r.id = ${value('roleId')}`,
);

/**
 * Each role's authorities as last read, with their version, per database. Every change to a role's
 * authorities raises its version in the same transaction (a trigger, migration 0017), and every
 * request reads the version with its session, so a change counts from the next request on every
 * server instance.
 */
const roleAuthoritiesKept = new WeakMap<Database, Map<number, { version: number; set: ReadonlySet<Authority> }>>();
/** Roles whose authorities are kept at most; past it the list starts again. */
const ROLES_KEPT = 256;
const NO_AUTHORITIES: ReadonlySet<Authority> = new Set();

/** The authorities role `roleId` grants when its authorities are at `version`: none while it is inactive. */
export async function roleAuthoritiesAt(db: Database, roleId: number, active: boolean, version: number): Promise<ReadonlySet<Authority>> {
  if (!active) return NO_AUTHORITIES;
  const byRole = mapOf(roleAuthoritiesKept, db);
  const kept = byRole.get(roleId);
  if (kept?.version === version) return kept.set;
  const [row] = await runFixed<{ authorities_version: number; authorities: string | null }, 'roleId'>(db, ROLE_AUTHORITIES_STATEMENT, { roleId });
  if (!row) return NO_AUTHORITIES;
  // Shared by every request of the role's users, so typed read-only: nothing may change it.
  const set: ReadonlySet<Authority> = new Set(row.authorities ? row.authorities.split(',').filter(isAuthority) : []);
  // Kept under the version read with the names; a request that saw an older version reads again.
  if (byRole.size >= ROLES_KEPT) byRole.clear();
  byRole.set(roleId, { version: row.authorities_version, set });
  return set;
}

/** The live session a cookie names, with its user's authorities as they are now: one statement that also touches it. */
export async function loadSession(db: Database, sessionId: string, settings: ServerSettings): Promise<LoadedSession | null> {
  const idHash = hashSessionId(sessionId);
  const now = new Date();
  const idleCutoff = new Date(now.getTime() - settings.sessionIdleMs);
  const touchCutoff = new Date(now.getTime() - TOUCH_INTERVAL_MS);
  const [row] = await runFixed<SessionRow, typeof SESSION_STATEMENT.order[number]>(db, SESSION_STATEMENT, { idHash, now, idleCutoff, touchCutoff });
  if (!row) return null;
  if (!row.live) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  return {
    idHash,
    user: { id: row.id, username: row.username, name: row.name, email: row.email, active: row.active, role: row.role_name },
    authorities: await roleAuthoritiesAt(db, row.role_id, row.role_active, row.authorities_version),
    machineMapping: row.machine_ids ? row.machine_ids.split(',').map(Number) : null,
  };
}

export async function authorityNamesOfRole(db: Database, roleId: number): Promise<Authority[]> {
  const rows = await db
    .select({ name: authorities.name })
    .from(roleAuthorities)
    .innerJoin(authorities, eq(authorities.id, roleAuthorities.authorityId))
    .where(eq(roleAuthorities.roleId, roleId));
  return rows.map((row) => row.name);
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user but `keepIdHash`, as when the user is deactivated. */
export async function deleteSessionsOfUser(db: Queryable, userId: number, keepIdHash?: string | null): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keepIdHash ? ne(sessions.idHash, keepIdHash) : undefined));
}

/** Drops sessions past their absolute or idle expiry. */
export async function purgeExpiredSessions(db: Database, settings: ServerSettings): Promise<void> {
  const idleCutoff = new Date(Date.now() - settings.sessionIdleMs);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleCutoff)));
}

/** Login throttling: failures per username from one address, and per address over all usernames. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  perUsernameAndAddress: 5,
  perAddress: 50,
} as const;

export async function isLoginThrottled(db: Database, username: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  const [counts] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${loginFailures.username} = ${username})`.mapWith(Number),
      address: sql<number>`count(*)`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.address, address), gt(loginFailures.failedAt, since)));
  return (counts?.pair ?? 0) >= LOGIN_THROTTLE.perUsernameAndAddress || (counts?.address ?? 0) >= LOGIN_THROTTLE.perAddress;
}

export async function recordLoginFailure(db: Database, username: string, address: string): Promise<void> {
  await db.insert(loginFailures).values({ username, address });
}

export async function clearLoginFailures(db: Database, username: string, address: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.address, address)));
  // Old failures of anyone are no longer counted; drop them while here.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, since));
}
