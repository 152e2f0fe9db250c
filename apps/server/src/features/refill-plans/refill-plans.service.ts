import { countOf } from '@back-office/domain';
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import type { InstanceInput, Plan, PlanOptions } from '@back-office/refill-planner';
import { loadItemText } from '@back-office/domain';
import type { Database, Transaction } from '../../db/client';
import type { Activity } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { defineOperation } from '../../platform/operation';
import { replacePlannedTasks } from '../tasks/planned-tasks';
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

/** A plan searched for: its claim, what the planner was given and what it answered. */
export interface SearchedPlan {
  claim: RefillPlanRow;
  read: Awaited<ReturnType<typeof readRefillInstance>>;
  plan: Plan;
}

/*
 * Planning the refills of a day: the machines that need a visit become unassigned tasks, in route
 * order, each with its planned time, the refiller it is meant for and what to bring; the machines
 * nobody can reach are kept with the rule that excludes them. Planning a day again replaces its
 * unassigned tasks; tasks already assigned stay, and their machines are not planned again.
 *
 * The plan's row is the claim: a second server (or a second click) asking while a plan of the day
 * runs gets CONFLICT. The planner itself runs outside any transaction (`searchPlan`); only the
 * writing of its result is one (`writePlan`).
 */

/** Claims the day and runs the planner; a failure marks the plan FAILED. */
export async function searchPlan(db: Database, date: string, by: { id: number } | null, now = new Date(), budget: keyof typeof PLAN_BUDGETS = 'now'): Promise<SearchedPlan> {
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
    return { claim, read, plan: await planInWorker(read.instance, { timeLimitMs, seed: 1 }) };
  } catch (error) {
    await markFailed(db, claim.id, error);
    throw error;
  }
}

/** Marks a plan FAILED with why. */
export async function markFailed(db: Database, planId: number, error: unknown): Promise<void> {
  await db
    .update(refillPlans)
    .set({ state: 'FAILED', finishedTime: new Date(), failure: error instanceof Error ? error.message.slice(0, 500) : 'The plan failed.' })
    .where(eq(refillPlans.id, planId))
    .catch(() => undefined);
}

/** Writes a searched plan's tasks and out-of-reach machines and marks it DONE; answers it and the activity log's row. */
export async function writePlan(tx: Transaction, { claim, read, plan }: SearchedPlan): Promise<{ done: RefillPlanRow; activity: Activity }> {
  const date = claim.date;
  const start = dayStart(date).getTime();
  const proposals = plan.routes.flatMap((route) => {
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
        routeOrder: index + 1,
        travelDistanceKm: Math.round(stop.distanceKm * 100) / 100,
        load: machine.load,
      };
    });
  });
  await replacePlannedTasks(tx, claim.id, proposals);

  await tx.delete(refillPlanOutOfReach).where(eq(refillPlanOutOfReach.planId, claim.id));
  const outOfReach = [
    ...read.closed.map(({ machineId, hubId, hubName, reason, message }) => ({ machineId, hubId, hubName, reason, message })),
    ...plan.unassigned.map((left) => {
      const machine = read.machines.get(left.stopId)!;
      return { machineId: machine.machineId, hubId: machine.hubId, hubName: machine.hubName, reason: left.reason, message: left.message };
    }),
  ];
  if (outOfReach.length > 0) await tx.insert(refillPlanOutOfReach).values(outOfReach.map((row) => ({ ...row, planId: claim.id })));

  const [done] = await tx
    .update(refillPlans)
    .set({
      state: 'DONE',
      finishedTime: new Date(),
      machinesNeeding: read.machines.size + read.closed.length,
      machinesPlanned: proposals.length,
      machinesOutOfReach: outOfReach.length,
      refillers: read.refillers.size,
      totalDistanceKm: Math.round(plan.totalDistanceKm * 10) / 10,
      elapsedMs: Math.round(plan.elapsedMs),
    })
    .where(eq(refillPlans.id, claim.id))
    .returning();
  return {
    done: done!,
    activity: {
      activity: 'PLAN_REFILLS',
      entity: 'TASK',
      recordId: claim.id,
      message: `Planned the refills of ${date}: ${countOf(proposals.length, 'machine')} for ${countOf(plan.routes.length, 'refiller')}, ${outOfReach.length} out of reach.`,
    },
  };
}

/** Writes a searched plan as the evening run or the demo does, recorded under `by`'s name (`system` for the evening). */
const writeSearchedPlan = defineOperation<{ searched: SearchedPlan; by: string }, RefillPlanRow>({
  run: async (tx, { searched, by }) => {
    const { done, activity } = await writePlan(tx, searched);
    return { result: done, activity: [{ ...activity, by }] };
  },
});

/** Plans the refills of `date` outside a request: the evening run (`by` null) and the demo. */
export async function planRefillDay(db: Database, date: string, by: { id: number; username: string } | null, now = new Date(), budget: keyof typeof PLAN_BUDGETS = 'now'): Promise<RefillPlanRow> {
  const searched = await searchPlan(db, date, by, now, budget);
  try {
    return await writeSearchedPlan(db, { searched, by: by?.username ?? 'system' });
  } catch (error) {
    await markFailed(db, searched.claim.id, error);
    throw error;
  }
}
