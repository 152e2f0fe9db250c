import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { INCIDENT_REPEAT_DELIVERY_HOURS, type IncidentAudience, type IncidentChannel, type IncidentKind } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { queueLiveEvent } from '../../platform/events/outbox';
import { machineIncidentDeliveries, machineIncidents } from './machine-alerts.table';

/*
 * The one place an incident opens, repeats, resolves and is delivered (docs/machine-alerts.md).
 * Everything runs in the caller's transaction: a machine event, the alerts job, an audit file. Other
 * features (the audit files: AUDIT_FILE_FAILED, COUNTER_RESET) call `openIncident` and
 * `resolveIncident` with the facts; they never write the incident tables themselves.
 */

export type IncidentRow = typeof machineIncidents.$inferSelect;

export interface IncidentFacts {
  machineId: number;
  kind: IncidentKind;
  /** What was seen, in words (shown on the alerts page); kept from the latest sighting. */
  detail: string;
  /** When it was seen; now by default. */
  at?: Date;
  /**
   * False where a sighting of an incident already open is not a repeat (the job finding a machine
   * still offline): nothing changes then. True by default: the open incident counts one more repeat.
   */
  repeat?: boolean;
}

/** Queues the live event that tells the console (the alerts page, the top bar's count) an incident changed. */
export const announceIncident = (tx: Queryable, incident: Pick<IncidentRow, 'id' | 'machineId'>) =>
  queueLiveEvent(tx, 'machineIncidentChanged', { machineId: incident.machineId, incidentId: incident.id });

/**
 * Opens the machine's incident of that kind, or counts one more repeat of the one open (its detail
 * and last-seen time updated). One open incident per machine and kind, whatever runs at once: the
 * partial unique index decides. Answers the incident and whether this call opened it; null when it
 * was open already and `repeat` is false.
 */
export async function openIncident(tx: Queryable, facts: IncidentFacts): Promise<{ incident: IncidentRow; opened: boolean } | null> {
  const at = facts.at ?? new Date();
  const detail = facts.detail.slice(0, 1000);
  const insert = tx.insert(machineIncidents).values({ machineId: facts.machineId, kind: facts.kind, detail, openedAt: at, lastSeenAt: at });
  const target = { target: [machineIncidents.machineId, machineIncidents.kind], where: isNull(machineIncidents.resolvedAt) };
  const [row] =
    facts.repeat === false
      ? await insert.onConflictDoNothing(target).returning()
      : await insert
          .onConflictDoUpdate({
            target: target.target,
            targetWhere: target.where,
            set: { repeats: sql`${machineIncidents.repeats} + 1`, detail, lastSeenAt: sql`greatest(${machineIncidents.lastSeenAt}, excluded.last_seen_at)` },
          })
          .returning();
  if (!row) return null;
  const opened = row.repeats === 1;
  await announceIncident(tx, row);
  // The refiller on duty hears of it when it opens, and again on a repeat past the 4 hours, until someone takes it.
  if (row.acknowledgedAt === null && row.taskId === null && !(row.snoozedUntil && row.snoozedUntil > at)) await deliverIncident(tx, row, 'ON_DUTY', 'CONSOLE', at);
  return { incident: row, opened };
}

export interface ResolveFacts {
  machineId: number;
  kind: IncidentKind;
  /** Why it ended, in words: "Heartbeat again", "Stock above the threshold". */
  resolution: string;
  at?: Date;
}

/** The machine recovered: its open incident of that kind (if any) is resolved. Answers it, or null when none was open. */
export async function resolveIncident(tx: Queryable, facts: ResolveFacts): Promise<IncidentRow | null> {
  const [row] = await tx
    .update(machineIncidents)
    .set({ resolvedAt: facts.at ?? new Date(), resolution: facts.resolution.slice(0, 500) })
    .where(and(eq(machineIncidents.machineId, facts.machineId), eq(machineIncidents.kind, facts.kind), isNull(machineIncidents.resolvedAt)))
    .returning();
  if (!row) return null;
  await announceIncident(tx, row);
  return row;
}

/**
 * Delivers an incident to an audience on a channel, unless it was delivered there within
 * INCIDENT_REPEAT_DELIVERY_HOURS; answers whether it was. The console's delivery is its live event
 * (the top bar's count and the alerts page); push (after the merge with platform/push) records one
 * row per person with `userId`, under the same rule.
 */
export async function deliverIncident(
  tx: Queryable,
  incident: Pick<IncidentRow, 'id' | 'machineId'>,
  audience: IncidentAudience,
  channel: IncidentChannel = 'CONSOLE',
  at = new Date(),
  userId: number | null = null,
): Promise<boolean> {
  const since = new Date(at.getTime() - INCIDENT_REPEAT_DELIVERY_HOURS * 3_600_000);
  const [recent] = await tx
    .select({ id: machineIncidentDeliveries.id })
    .from(machineIncidentDeliveries)
    .where(
      and(
        eq(machineIncidentDeliveries.incidentId, incident.id),
        eq(machineIncidentDeliveries.channel, channel),
        eq(machineIncidentDeliveries.audience, audience),
        userId === null ? isNull(machineIncidentDeliveries.userId) : eq(machineIncidentDeliveries.userId, userId),
        gt(machineIncidentDeliveries.deliveredAt, since),
      ),
    )
    .limit(1);
  if (recent) return false;
  await tx.insert(machineIncidentDeliveries).values({ incidentId: incident.id, channel, audience, userId, deliveredAt: at });
  return true;
}
