import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { tasks } from './tasks.table';

/** A proposal of the refill planner: an unassigned task of one plan. */
export type PlannedTask = Omit<typeof tasks.$inferInsert, 'id' | 'planId'>;

/**
 * Puts a refill plan's proposals in place of its earlier ones: the plan's unassigned tasks are
 * deleted and `proposals` become its tasks; tasks already assigned stay.
 */
export async function replacePlannedTasks(tx: Transaction, planId: number, proposals: PlannedTask[]): Promise<void> {
  await tx.delete(tasks).where(and(eq(tasks.planId, planId), isNull(tasks.assigneeId)));
  if (proposals.length > 0) await tx.insert(tasks).values(proposals.map((proposal) => ({ ...proposal, planId })));
}
