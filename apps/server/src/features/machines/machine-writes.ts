import { eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { machines } from './machines.table';

type MachineRow = typeof machines.$inferSelect;

/** What a machine reports of itself, and whether its error is in someone's hands: set by other features through here. */
export type ReportedState = Partial<{
  [Field in 'lastError' | 'lastErrorAt' | 'isErrorAssigned' | 'softwareVersionName' | 'softwareVersionCode' | 'softwareVersionAt']: MachineRow[Field];
}> & { lastHeartbeat?: Date | SQL };

/**
 * Records what a machine reported (a heartbeat, its software, an error or its clearing) or that its
 * error was given to someone. Its updatedAt is left alone: that guards edits of what people set, and
 * a machine's report must not make an open edit form stale.
 */
export async function setReportedState(tx: Queryable, machineId: number, state: ReportedState): Promise<void> {
  await tx.update(machines).set(state).where(eq(machines.id, machineId));
}

/** Adds a machine (a converted gateway draft); the caller checks its references and scope. */
export async function insertMachine(tx: Queryable, values: typeof machines.$inferInsert): Promise<MachineRow> {
  const [row] = await tx.insert(machines).values(values).returning();
  return row!;
}
