import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { badInput } from '../../platform/errors';
import { Machine } from '../machines/machines.schema';
import { UserRef } from '../users/users.schema';
import { planAdvice, type PlanAdvice, type PlanLimit } from './plan-advice';
import { companyDayOf } from '../tasks/task-days';
import { markFailed, searchPlan, writePlan, type RefillPlanRow } from './refill-plans.service';
import { refillPlanOutOfReach, refillPlans } from './refill-plans.table';

type OutOfReachRow = typeof refillPlanOutOfReach.$inferSelect;

/** Tomorrow in Jakarta: the day the evening's plan is for. */
export const tomorrow = (now = new Date()) => companyDayOf(new Date(now.getTime() + 86_400_000));

const OutOfReachRef = builder.objectRef<OutOfReachRow>('OutOfReachMachine').implement({
  description: 'A machine that needed a visit on the plan’s day that no refiller could make, and the rule that kept them away.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The out of reach machine\'s id.' }),
    machine: t.field({ description: 'The machine, or null when the caller may not see it.', type: Machine.ref, nullable: true, resolve: (row, _args, context) => Machine.findById(context, row.machineId).catch(() => null) }),
    machineId: t.exposeInt('machineId', { description: 'The id of the machine.' }),
    hubId: t.exposeInt('hubId', { description: 'The id of the hub.', nullable: true }),
    hubName: t.exposeString('hubName', { description: 'The hub\'s name, or null.', nullable: true }),
    reason: t.exposeString('reason', {
      description: 'HUB_CLOSED, NO_VEHICLE (no refiller works that day), ODD_EVEN_RATIONING, CAPACITY, MAX_DISTANCE, TIME_WINDOW or NO_CAPACITY_LEFT (reachable alone, but the day was full).',
    }),
    message: t.exposeString('message', { description: 'Why the plan could not reach it.' }),
  }),
});

const PlanLimitRef = builder.objectRef<PlanLimit>('PlanLimit').implement({
  description: 'How much of one daily limit the plan’s routes use, on average per route.',
  fields: (t) => ({
    limit: t.exposeString('limit', { description: 'GALLONS (water a refiller carries), DISTANCE (km a day; the way back to the start is not counted) or WORKING_HOURS.' }),
    used: t.exposeFloat('used', { description: 'What a route uses, in gallons, km or hours.' }),
    allowed: t.exposeFloat('allowed', { description: 'What a route may use, in the same unit.' }),
    share: t.exposeFloat('share', { description: 'used / allowed: the highest is the limit that binds.' }),
  }),
});

const ReasonCountRef = builder.objectRef<PlanAdvice['reasons'][number]>('OutOfReachReasonCount').implement({
  description: 'How many machines one rule kept out of reach.',
  fields: (t) => ({
    reason: t.exposeString('reason', { description: 'The rule, as OutOfReachMachine.reason.' }),
    machines: t.exposeInt('machines', { description: 'Machines it kept out of reach.' }),
  }),
});

const PlanAdviceRef = builder.objectRef<PlanAdvice>('RefillPlanAdvice').implement({
  description: 'What would reach the machines the plan left out: more refillers, the refillers away that day, and the limit that binds.',
  fields: (t) => ({
    reasons: t.field({ type: [ReasonCountRef], description: 'Machines out of reach by rule, the most first.', resolve: (row) => row.reasons }),
    reachableWithMore: t.exposeInt('reachableWithMore', { description: 'Machines out of reach that another refiller could reach (no refiller, the day full, or odd-even rationing).' }),
    routes: t.exposeInt('routes', { description: 'Refillers the plan gives stops to.' }),
    stopsPerRoute: t.exposeFloat('stopsPerRoute', { nullable: true, description: 'Stops a route of the plan makes on average; null without routes.' }),
    moreRefillers: t.exposeInt('moreRefillers', { nullable: true, description: 'About how many more refillers would reach those machines, at the plan’s stops per route; null when no route tells.' }),
    onLeave: t.field({ type: [UserRef], description: 'Refillers whose schedule has the day but who have approved leave then.', resolve: (row) => row.onLeave }),
    withoutStartPlace: t.field({ type: [UserRef], description: 'Refillers working that day whose user has no latitude and longitude: the planner cannot start their day.', resolve: (row) => row.withoutStartPlace }),
    limits: t.field({ type: [PlanLimitRef], description: 'The daily limits the routes use, the most used (the one that binds) first; empty without routes.', resolve: (row) => row.limits }),
  }),
});

const RefillPlanRef = builder.objectRef<RefillPlanRow>('RefillPlan').implement({
  description: 'The refill plan of one day: its run, what it planned and what it could not.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The refill plan\'s id.' }),
    date: t.field({ description: 'The day the plan is for.', type: 'Date', resolve: (row) => row.date }),
    state: t.exposeString('state', { description: 'RUNNING, DONE or FAILED.' }),
    startedTime: t.expose('startedTime', { description: 'When planning started.', type: 'DateTime' }),
    finishedTime: t.expose('finishedTime', { description: 'When planning finished, or null while it runs.', type: 'DateTime', nullable: true }),
    requestedByEvening: t.boolean({ description: 'Made by the evening run rather than by a person.', resolve: (row) => row.requestedBy === null }),
    machinesNeeding: t.exposeInt('machinesNeeding', { description: 'Machines that need a refill that day.' }),
    machinesPlanned: t.exposeInt('machinesPlanned', { description: 'Machines the plan sends a refiller to.' }),
    machinesOutOfReach: t.exposeInt('machinesOutOfReach', { description: 'Machines needing a refill the plan could not reach.' }),
    refillers: t.exposeInt('refillers', { description: 'Refillers working that day.' }),
    totalDistanceKm: t.exposeFloat('totalDistanceKm', { description: 'The kilometres all routes of the plan cover.' }),
    elapsedMs: t.exposeInt('elapsedMs', { description: 'How long the planner searched.' }),
    failure: t.exposeString('failure', { description: 'Why planning failed, or null.', nullable: true }),
    advice: t.field({
      description: 'What would reach the machines out of reach: how many more refillers, who is away, which limit binds.',
      type: PlanAdviceRef,
      resolve: (row, _args, context) => planAdvice(context.db, row),
    }),
    outOfReach: t.field({
      description: 'The machines the plan could not reach, and why.',
      type: [OutOfReachRef],
      resolve: (row, _args, context) => context.db.select().from(refillPlanOutOfReach).where(eq(refillPlanOutOfReach.planId, row.id)).orderBy(asc(refillPlanOutOfReach.hubName), asc(refillPlanOutOfReach.id)),
    }),
  }),
});

builder.queryField('refillPlan', (t) =>
  t.field({
    type: RefillPlanRef,
    nullable: true,
    description: 'The refill plan of a day (tomorrow in Jakarta when no date is given), with the machines nobody could reach; null before the day is planned.',
    args: { date: t.arg({ description: 'The day of the plan; by default tomorrow in Jakarta.', type: 'Date' }) },
    authScopes: { authority: 'VIEW_REFILLER_SCHEDULE' },
    resolve: async (_root, args, context) => (await context.db.select().from(refillPlans).where(eq(refillPlans.date, args.date ?? tomorrow())))[0] ?? null,
  }),
);

defineCommand('planRefills', {
  description:
    'Plans the refills of a day now (tomorrow in Jakarta when no date is given), as the evening run does: its unassigned tasks are replaced by the new plan’s; assigned tasks stay. CONFLICT while the day is being planned.',
  authority: 'CREATE_TASK',
  args: (arg) => ({ date: arg({ description: 'The day to plan, today or later; by default tomorrow in Jakarta.', type: 'Date' }) }),
  input: { date: z.string().nullish() },
  type: RefillPlanRef,
  nullable: false,
  what: 'Refill plan',
  // The planner searches before the transaction: only the writing of its result holds a connection.
  prepare: ({ date }, context) => {
    const day = date ?? tomorrow();
    if (day < companyDayOf(new Date())) throw badInput('Plan today or a later day.', { date: 'Plan today or a later day.' });
    return searchPlan(context.db, day, context.user);
  },
  run: async (tx, _input, context, searched) => {
    try {
      const { done, activity } = await writePlan(tx, searched);
      return { result: done, activity };
    } catch (error) {
      // Marked once the transaction has let go of the plan's row.
      void markFailed(context.db, searched.claim.id, error);
      throw error;
    }
  },
});
