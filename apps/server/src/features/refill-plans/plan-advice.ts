import { and, eq, sql } from 'drizzle-orm';
import { gallonsOf } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { users } from '../../platform/identity/users.table';
import { readLatteConfig } from '../latte-config/latte-config.schema';
import { refillerSchedules } from '../refiller-schedules/refiller-schedules.table';
import { tasks } from '../tasks/tasks.table';
import { onLeave } from '../leaves/on-leave';
import { scheduledOn } from '../refiller-schedules/scheduled-on';
import { REFILL_DAY_START, dayStart, minutesOf } from './refill-instance';
import { refillPlanOutOfReach, refillPlans } from './refill-plans.table';

/*
 * What would reach the machines a plan left out: how many more refillers (at the stops a route of
 * the plan makes), which refillers of the day are away (on leave, or with no place their day
 * starts from), and which limit the plan's routes use up most (gallons, kilometres or hours).
 */

/** Out-of-reach rules another refiller could overcome; the others (a closed hub, a stop too heavy, too far or too late for anyone) it could not. */
export const MORE_REFILLERS_HELP = ['NO_VEHICLE', 'NO_CAPACITY_LEFT', 'ODD_EVEN_RATIONING'];

export type PlanLimitName = 'GALLONS' | 'DISTANCE' | 'WORKING_HOURS';

export interface PlanLimit {
  limit: PlanLimitName;
  /** The average a route of the plan uses, and allows, in gallons, km or hours. */
  used: number;
  allowed: number;
  share: number;
}

export interface PlanAdvice {
  date: string;
  reasons: { reason: string; machines: number }[];
  reachableWithMore: number;
  routes: number;
  stopsPerRoute: number | null;
  moreRefillers: number | null;
  onLeave: number[];
  withoutStartPlace: number[];
  limits: PlanLimit[];
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function planAdvice(db: Queryable, plan: typeof refillPlans.$inferSelect): Promise<PlanAdvice> {
  const config = await readLatteConfig(db);
  const reasons = await db
    .select({ reason: refillPlanOutOfReach.reason, machines: sql<number>`count(*)::int` })
    .from(refillPlanOutOfReach)
    .where(eq(refillPlanOutOfReach.planId, plan.id))
    .groupBy(refillPlanOutOfReach.reason)
    .orderBy(sql`count(*) desc`, refillPlanOutOfReach.reason);
  const reachableWithMore = reasons.filter((row) => MORE_REFILLERS_HELP.includes(row.reason)).reduce((sum, row) => sum + row.machines, 0);

  const away = await db
    .select({ userId: users.id, leave: sql<boolean>`${onLeave(plan.date)}`, placed: sql<boolean>`${refillerSchedules.startPlace} = 'WAREHOUSE' or (${users.latitude} is not null and ${users.longitude} is not null)` })
    .from(refillerSchedules)
    .innerJoin(users, eq(users.id, refillerSchedules.userId))
    .where(scheduledOn(plan.date))
    .orderBy(users.name, users.id);

  // The plan's routes: its tasks by the refiller they are for, assigned or still proposed.
  const refiller = sql<number>`coalesce(${tasks.assigneeId}, ${tasks.proposedAssigneeId})`.mapWith(Number);
  const stops = await db
    .select({ refiller, load: tasks.load, distanceKm: tasks.travelDistanceKm, executionTime: tasks.executionTime, maxDistance: refillerSchedules.maxDistance, car: refillerSchedules.carRefiller, capacity: refillerSchedules.capacity, shiftStart: refillerSchedules.shiftStart })
    .from(tasks)
    .leftJoin(refillerSchedules, eq(refillerSchedules.userId, refiller))
    .where(and(eq(tasks.planId, plan.id), sql`${refiller} is not null`));
  const routes = new Map<number, typeof stops>();
  for (const stop of stops) routes.set(stop.refiller, [...(routes.get(stop.refiller) ?? []), stop]);

  const limits: PlanLimit[] = [];
  if (routes.size > 0) {
    const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const perRoute = [...routes.values()].map((route) => {
      const service = route[0]!.car ? (config.carRefillTime ?? config.refillTime) : config.refillTime;
      const last = Math.max(...route.map((stop) => stop.executionTime.getTime()));
      // Each refiller's own day: their schedule's start time and capacity, else the day's and the configuration's.
      const start = dayStart(plan.date).getTime() + (route[0]!.shiftStart ? minutesOf(route[0]!.shiftStart) : REFILL_DAY_START) * 60_000;
      return {
        gallons: route.reduce((sum, stop) => sum + gallonsOf(stop.load), 0),
        gallonsAllowed: route[0]!.capacity ?? config.refillerMaxGallon,
        km: route.reduce((sum, stop) => sum + (stop.distanceKm ?? 0), 0),
        kmAllowed: Math.min(route[0]!.maxDistance ?? config.refillerMaxDistance, config.refillerMaxDistance),
        hours: Math.max(0, (last - start) / 3_600_000 + service / 60),
      };
    });
    const limit = (name: PlanLimitName, used: number, allowed: number) => limits.push({ limit: name, used: round(used), allowed: round(allowed), share: allowed > 0 ? round(used / allowed, 2) : 0 });
    limit('GALLONS', average(perRoute.map((route) => route.gallons)), average(perRoute.map((route) => route.gallonsAllowed)));
    limit('DISTANCE', average(perRoute.map((route) => route.km)), average(perRoute.map((route) => route.kmAllowed)));
    limit('WORKING_HOURS', average(perRoute.map((route) => route.hours)), config.refillerWorkingHour);
    limits.sort((a, b) => b.share - a.share);
  }

  const stopsPerRoute = routes.size > 0 ? stops.length / routes.size : null;
  return {
    date: plan.date,
    reasons,
    reachableWithMore,
    routes: routes.size,
    stopsPerRoute: stopsPerRoute === null ? null : round(stopsPerRoute),
    moreRefillers: reachableWithMore === 0 ? 0 : stopsPerRoute ? Math.ceil(reachableWithMore / stopsPerRoute) : null,
    onLeave: away.filter((row) => row.leave).map((row) => row.userId),
    withoutStartPlace: away.filter((row) => !row.leave && !row.placed).map((row) => row.userId),
    limits,
  };
}
