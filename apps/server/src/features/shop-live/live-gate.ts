import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Authority } from '@back-office/domain';
import type { Database } from '../../db/client';
import type { ServerSettings } from '../../platform/context';
import { roleAuthoritiesAt } from '../../platform/auth';
import { roles } from '../../platform/identity/roles.table';
import { sessions } from '../../platform/identity/sessions.table';
import { userMachines, users } from '../../platform/identity/users.table';
import { userShopHubs } from '../user-mappings/user-mappings.table';

/*
 * Every event a subscriber is about to receive is checked again: the session still live (not
 * signed out, not expired, the user not deactivated), the authority still held, and the outlet still
 * mapped to the user. A screen open for a shift would otherwise keep receiving a deactivated
 * barista's outlet. The checks of all subscribers that receive the same event in this process are
 * one statement, so a thousand screens cost one query per event, not a thousand.
 */

interface SessionFacts {
  live: boolean;
  authorities: ReadonlySet<Authority>;
  /** The outlets the user is mapped to; empty when none (not limited by outlet). */
  shopHubIds: ReadonlySet<number>;
  /** The machines the user is mapped to; empty when none (not limited by machine). */
  machineIds: ReadonlySet<number>;
}

export interface LiveGate {
  /** Whether the session `idHash` may still receive an event of outlet `shopHubId` (null: not tied to one) needing `authority`. */
  allows(idHash: string, authority: Authority, shopHubId: number | null, machineId?: number | null): Promise<boolean>;
}

export function createLiveGate(db: Database, settings: Pick<ServerSettings, 'sessionIdleMs'>): LiveGate {
  let waiting: Map<string, ((facts: SessionFacts | null) => void)[]> | null = null;

  const flush = async (batch: Map<string, ((facts: SessionFacts | null) => void)[]>) => {
    let found = new Map<string, SessionFacts>();
    try {
      found = await readSessions(db, [...batch.keys()], settings.sessionIdleMs);
    } catch {
      // The database away: no event is delivered unchecked.
    }
    for (const [idHash, callbacks] of batch) for (const callback of callbacks) callback(found.get(idHash) ?? null);
  };

  return {
    async allows(idHash, authority, shopHubId, machineId = null) {
      if (!waiting) {
        const batch = new Map<string, ((facts: SessionFacts | null) => void)[]>();
        waiting = batch;
        // Every subscriber of the event asks within the same turn of the event loop.
        setImmediate(() => {
          waiting = null;
          void flush(batch);
        });
      }
      const facts = await new Promise<SessionFacts | null>((resolve) => {
        const callbacks = waiting!.get(idHash) ?? [];
        callbacks.push(resolve);
        waiting!.set(idHash, callbacks);
      });
      if (!facts?.live || !facts.authorities.has(authority)) return false;
      const machineAllowed = machineId === null || facts.machineIds.size === 0 || facts.machineIds.has(machineId);
      return machineAllowed && (shopHubId === null || facts.shopHubIds.size === 0 || facts.shopHubIds.has(shopHubId));
    },
  };
}

async function readSessions(db: Database, idHashes: string[], idleMs: number): Promise<Map<string, SessionFacts>> {
  const now = new Date();
  const idleCutoff = new Date(now.getTime() - idleMs);
  const rows = await db
    .select({
      idHash: sessions.idHash,
      live: sql<boolean>`(${users.active} and ${sessions.expiresAt} > ${now} and ${sessions.lastSeenAt} > ${idleCutoff})`,
      roleId: roles.id,
      roleActive: roles.active,
      authoritiesVersion: roles.authoritiesVersion,
      shopHubIds: sql<string | null>`(select string_agg(m.shop_hub_id::text, ',') from ${userShopHubs} m where m.user_id = ${users.id})`,
      machineIds: sql<string | null>`(select string_agg(m.${sql.raw(userMachines.value.name)}::text, ',') from ${userMachines} m where m.${sql.raw(userMachines.userId.name)} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(sessions.idHash, idHashes)));
  const facts = new Map<string, SessionFacts>();
  for (const row of rows) {
    facts.set(row.idHash, {
      live: row.live === true || (row.live as unknown) === 't',
      authorities: await roleAuthoritiesAt(db, row.roleId, row.roleActive, row.authoritiesVersion),
      shopHubIds: new Set(row.shopHubIds ? row.shopHubIds.split(',').map(Number) : []),
      machineIds: new Set(row.machineIds ? row.machineIds.split(',').map(Number) : []),
    });
  }
  return facts;
}
