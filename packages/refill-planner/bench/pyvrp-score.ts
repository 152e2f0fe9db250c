import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPlan, parseInstance, type InstanceInput, type Plan } from '../src/index';
import { buildModel, type Model } from '../src/model';
import { emptyRoute, refresh } from '../src/route-state';
import { toPlan } from '../src/report';
import type { Solution } from '../src/ruin-recreate';

/* PyVRP's answers read back: its routes as our plan, scored as the planner's plans are, and the committed scores. */

/** What bench/pyvrp/solve.py writes: per used vehicle, its stops in order (our ids). */
export type PyvrpRoutes = {
  seconds: number;
  seed: number;
  feasible: boolean;
  /** PyVRP's own objective and distance (metres, rounded up legs), for reference. */
  cost: number;
  distanceM: number;
  iterations: number;
  runtimeS: number;
  /** CPU time of the search (the machine is shared: wall time alone says little). */
  cpuS?: number;
  routes: { vehicleId: string; stopIds: string[] }[];
};

/** PyVRP's routes as our plan: the schedule as our planner would report it (earliest refills, late departure). */
export function pyvrpPlan(input: InstanceInput, result: PyvrpRoutes): Plan {
  const model: Model = buildModel(parseInstance(input));
  const { instance } = model;
  const stopIndex = new Map(instance.stops.map((s, u) => [s.id, u]));
  const vehicleIndex = new Map(instance.vehicles.map((v, k) => [v.id, k]));
  const routes = instance.vehicles.map((_, k) => emptyRoute(model, k));
  for (const route of result.routes) {
    const state = routes[vehicleIndex.get(route.vehicleId)!]!;
    state.stops = route.stopIds.map((id) => stopIndex.get(id)!);
    refresh(model, state);
  }
  const served = new Set(routes.flatMap((r) => r.stops));
  const unassigned = instance.stops.map((_, u) => u).filter((u) => !served.has(u));
  const solution: Solution = {
    routes,
    owned: routes.map(() => true),
    unassigned,
    distance: routes.reduce((sum, r) => sum + r.dist, 0),
    unservedWeight: unassigned.reduce((sum, u) => sum + model.weight[u]!, 0),
  };
  return toPlan(
    model,
    solution,
    instance.stops.map(() => null),
    result.runtimeS * 1000,
    result.iterations,
  );
}

/** This folder (bench). */
export const here = dirname(fileURLToPath(import.meta.url));
export const PYVRP_RESULTS = join(here, 'pyvrp', 'results');

/** The scored result of one PyVRP run, as committed under bench/pyvrp/results. */
export type PyvrpScore = {
  day: string;
  daySeed: number;
  seed: number;
  seconds: number;
  machines: number;
  served: number;
  servedWeight: number;
  distanceKm: number;
  /** Distance with the way back to the start added to every open route (never optimised for it). */
  roundTripKm: number;
  pyvrpDistanceKm: number;
  iterations: number;
  runtimeS: number;
  cpuS: number | null;
  /** Load average (1 minute) when the run ended. */
  loadAverage: number;
  problems: string[];
  routes: PyvrpRoutes['routes'];
};

export function scorePyvrp(day: InstanceInput, daySeed: number, result: PyvrpRoutes): PyvrpScore {
  const plan = pyvrpPlan(day, result);
  const instance = parseInstance(day);
  const weight = new Map(instance.stops.map((s) => [s.id, 1 + (s.priority ?? 0)]));
  const model = buildModel(instance);
  let roundTrip = 0;
  for (const route of plan.routes) {
    const k = instance.vehicles.findIndex((v) => v.id === route.vehicleId);
    roundTrip += route.distanceKm;
    if (instance.vehicles[k]!.end === 'none') {
      const last = instance.stops.findIndex((s) => s.id === route.stops[route.stops.length - 1]!.stopId);
      roundTrip += model.dist[last * model.nodeCount + model.startNode[k]!]!;
    }
  }
  return {
    day: `day${daySeed}`,
    daySeed,
    seed: result.seed,
    seconds: result.seconds,
    machines: instance.stops.length,
    served: plan.routes.reduce((sum, r) => sum + r.stops.length, 0),
    servedWeight: plan.routes.reduce((sum, r) => sum + r.stops.reduce((w, s) => w + weight.get(s.stopId)!, 0), 0),
    distanceKm: plan.totalDistanceKm,
    roundTripKm: Math.round(roundTrip * 1000) / 1000,
    pyvrpDistanceKm: result.distanceM / 1000,
    iterations: result.iterations,
    runtimeS: result.runtimeS,
    cpuS: result.cpuS ?? null,
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
    problems: checkPlan(day, plan),
    routes: result.routes,
  };
}

/** Reads the committed results (bench/pyvrp/results/day<d>-seed<s>-<seconds>s[-cpu].json). */
export function readPyvrpScore(daySeed: number, seed: number, seconds = 60, cpu = false): PyvrpScore | null {
  try {
    const file = `day${daySeed}-seed${seed}-${seconds}s${cpu ? '-cpu' : ''}.json`;
    return JSON.parse(readFileSync(join(PYVRP_RESULTS, file), 'utf8')) as PyvrpScore;
  } catch {
    return null;
  }
}
