import { countOf } from '@back-office/domain';
import { Worker } from 'node:worker_threads';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InstanceInput, Plan, PlanOptions } from '@back-office/refill-planner';
import { loadItemText } from '@back-office/domain';
import type { Database } from '../../db/client';
import { recordActivity } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { tasks } from '../tasks/tasks.table';
import { dayStart, readRefillInstance } from './refill-instance';
import { refillPlanOutOfReach, refillPlans } from './refill-plans.table';

export type RefillPlanRow = typeof refillPlans.$inferSelect;

/**
 * How long the planner may search for a better plan: a few seconds when someone waits for it, longer
 * in the evening, when nobody does (a 300-machine day gains 10-20% shorter routes from 3 s to 20 s;
 * docs/refill-planner.md). A small day needs less: the limit grows with the stops up to these.
 */
export const PLAN_BUDGETS = {
  now: { maxMs: Number(process.env.REFILL_PLAN_TIME_LIMIT_MS || 3_000), perStopMs: 10 },
  evening: { maxMs: Number(process.env.REFILL_PLAN_EVENING_TIME_LIMIT_MS || 20_000), perStopMs: 60 },
};

/** Runs the planner in a worker thread: its seconds of searching never hold up the server's requests. */
export function planInWorker(instance: InstanceInput, options: PlanOptions): Promise<Plan> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./plan-worker.mjs', import.meta.url), { workerData: { instance, options } });
    worker.once('message', (plan: Plan) => {
      resolve(plan);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The refill planner stopped (exit code ${code}) before it answered.`)));
  });
}

/** A claim older than this is taken to belong to a server that died while planning. */
const STALE_CLAIM = sql`interval '5 minutes'`;

/**
 * Plans the refills of `date`: the machines that need a visit become unassigned tasks, in route
 * order, each with its planned time, the refiller it is meant for and what to bring; the machines
 * nobody can reach are kept with the rule that excludes them. Planning a day again replaces its
 * unassigned tasks; tasks already assigned stay, and their machines are not planned again.
 *
 * The plan's row is the claim: a second server (or a second click) asking while a plan of the day
 * runs gets CONFLICT. The planner itself runs outside any transaction; only the writing of its
 * result is one.
 */
export async function planRefillDay(db: Database, date: string, by: { id: number; username: string } | null, now = new Date(), budget: keyof typeof PLAN_BUDGETS = 'now'): Promise<RefillPlanRow> {
  const [claim] = await db
    .insert(refillPlans)
    .values({ date, state: 'RUNNING', requestedBy: by?.id ?? null, startedTime: now })
    .onConflictDoUpdate({
      target: refillPlans.date,
      set: { state: 'RUNNING', requestedBy: by?.id ?? null, startedTime: now, finishedTime: null, failure: null },
      setWhere: sql`${refillPlans.state} <> 'RUNNING' or ${refillPlans.startedTime} < now() - ${STALE_CLAIM}`,
    })
    .returning();
  if (!claim) throw conflict(`The refills of ${date} are being planned right now. Try again in a minute.`);

  try {
    const read = await readRefillInstance(db, date, now);
    const { maxMs, perStopMs } = PLAN_BUDGETS[budget];
    const timeLimitMs = Math.min(maxMs, 200 + perStopMs * read.instance.stops.length);
    const plan = await planInWorker(read.instance, { timeLimitMs, seed: 1 });
    return await db.transaction(async (transaction) => {
      await transaction.delete(tasks).where(and(eq(tasks.planId, claim.id), isNull(tasks.assigneeId)));
      await transaction.delete(refillPlanOutOfReach).where(eq(refillPlanOutOfReach.planId, claim.id));

      const start = dayStart(date).getTime();
      const rows = plan.routes.flatMap((route) => {
        const refiller = read.refillers.get(route.vehicleId)!;
        return route.stops.map((stop, index) => {
          const machine = read.machines.get(stop.stopId)!;
          return {
            title: `Refill ${machine.vmcNo} at ${machine.hubName}`,
            description: machine.load.map(loadItemText).join(', '),
            type: refiller.car ? ('CAR_REFILLER' as const) : ('REFILLER' as const),
            proposedAssigneeId: refiller.userId,
            machineId: machine.machineId,
            hubId: machine.hubId,
            hubName: machine.hubName,
            executionTime: new Date(start + stop.start * 60_000),
            planId: claim.id,
            routeOrder: index + 1,
            travelDistanceKm: Math.round(stop.distanceKm * 100) / 100,
            load: machine.load,
          };
        });
      });
      if (rows.length > 0) await transaction.insert(tasks).values(rows);

      const outOfReach = [
        ...read.closed.map(({ machineId, hubId, hubName, reason, message }) => ({ machineId, hubId, hubName, reason, message })),
        ...plan.unassigned.map((left) => {
          const machine = read.machines.get(left.stopId)!;
          return { machineId: machine.machineId, hubId: machine.hubId, hubName: machine.hubName, reason: left.reason, message: left.message };
        }),
      ];
      if (outOfReach.length > 0) await transaction.insert(refillPlanOutOfReach).values(outOfReach.map((row) => ({ ...row, planId: claim.id })));

      const [done] = await transaction
        .update(refillPlans)
        .set({
          state: 'DONE',
          finishedTime: new Date(),
          machinesNeeding: read.machines.size + read.closed.length,
          machinesPlanned: rows.length,
          machinesOutOfReach: outOfReach.length,
          refillers: read.refillers.size,
          totalDistanceKm: Math.round(plan.totalDistanceKm * 10) / 10,
          elapsedMs: Math.round(plan.elapsedMs),
        })
        .where(eq(refillPlans.id, claim.id))
        .returning();
      await recordActivity(transaction, by?.username ?? 'system', {
        activity: 'PLAN_REFILLS',
        entity: 'TASK',
        recordId: claim.id,
        message: `Planned the refills of ${date}: ${countOf(rows.length, 'machine')} for ${countOf(plan.routes.length, 'refiller')}, ${outOfReach.length} out of reach.`,
      });
      return done!;
    });
  } catch (error) {
    await db
      .update(refillPlans)
      .set({ state: 'FAILED', finishedTime: new Date(), failure: error instanceof Error ? error.message.slice(0, 500) : 'The plan failed.' })
      .where(eq(refillPlans.id, claim.id))
      .catch(() => undefined);
    throw error;
  }
}
