import type { Plan, PlannedStop, Route, Unassigned, UnassignedReason } from './instance';
import { earliestStart, minutesToClock, type Model } from './model';
import type { Solution } from './ruin-recreate';

/*
 * Why a stop cannot be planned at all, and the plan as the planner returns it (times, distances,
 * the unassigned stops with their reasons).
 */

const RULE_ORDER: UnassignedReason[] = ['ODD_EVEN_RATIONING', 'CAPACITY', 'MAX_DISTANCE', 'TIME_WINDOW'];

/** null when some vehicle could serve the stop on a route of its own, else the rule that stops the closest vehicle. */
export function servableAlone(model: Model, u: number): UnassignedReason | null {
  if (model.vehicleCount === 0) return 'NO_VEHICLE';
  const S = model.stopCount;
  const N = model.nodeCount;
  let furthest = 0;
  for (let k = 0; k < model.vehicleCount; k++) {
    const start = model.startNode[k]!;
    const end = model.endNode[k]!;
    const service = model.service[k * S + u]!;
    let failed: number;
    if (!model.allowed[k * S + u]) failed = 0;
    else if (model.demand[u]! > model.capacity[k]! + 1e-9) failed = 1;
    else if (model.dist[start * N + u]! + model.dist[u * N + end]! > model.maxDistance[k]! + 1e-9) failed = 2;
    else {
      const begin = earliestStart(model.windows[u]!, model.shiftStart[k]! + model.time[start * N + u]!, service);
      if (begin < 0 || begin + service + model.time[u * N + end]! > model.shiftEnd[k]! + 1e-9) failed = 3;
      else return null;
    }
    furthest = Math.max(furthest, failed);
  }
  return RULE_ORDER[furthest]!;
}

const MESSAGES: Record<UnassignedReason, string> = {
  NO_VEHICLE: 'No vehicle is available on this day.',
  ODD_EVEN_RATIONING: 'Every vehicle that could go there has a plate not allowed in by odd-even rationing on this date.',
  CAPACITY: 'The demand is more than any allowed vehicle can carry.',
  MAX_DISTANCE: 'No allowed vehicle can go there and back within its maximum distance.',
  TIME_WINDOW: "No allowed vehicle can reach it and finish the refill within the hub's opening hours and be back by the end of its shift.",
  NO_CAPACITY_LEFT: 'It could be served on its own, but the routes have no time, load or distance left for it.',
};

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The plan of a solution (exported for the local search's tests). */
export function toPlan(model: Model, solution: Solution, alone: (UnassignedReason | null)[], elapsedMs: number, iterations: number): Plan {
  const { instance } = model;
  const N = model.nodeCount;
  const S = model.stopCount;
  const routes: Route[] = [];
  for (const route of solution.routes) {
    if (route.stops.length === 0) continue;
    const k = route.vehicle;
    const first = route.stops[0]!;
    const firstStart = route.dep[1]! - model.service[k * S + first]!;
    // Leave as late as possible without delaying the first refill: no waiting at the first hub.
    const departure = Math.max(model.shiftStart[k]!, firstStart - model.time[model.startNode[k]! * N + first]!);
    let prev = model.startNode[k]!;
    let t = departure;
    const stops: PlannedStop[] = route.stops.map((u) => {
      const arrival = t + model.time[prev * N + u]!;
      const service = model.service[k * S + u]!;
      const start = earliestStart(model.windows[u]!, arrival, service);
      const end = start + service;
      const planned: PlannedStop = {
        stopId: instance.stops[u]!.id,
        arrival: round(arrival),
        start: round(start),
        end: round(end),
        arrivalTime: minutesToClock(arrival),
        startTime: minutesToClock(start),
        endTime: minutesToClock(end),
        distanceKm: round(model.dist[prev * N + u]!),
      };
      prev = u;
      t = end;
      return planned;
    });
    const returnAt = t + model.time[prev * N + model.endNode[k]!]!;
    routes.push({
      vehicleId: instance.vehicles[k]!.id,
      departure: round(departure),
      returnAt: round(returnAt),
      departureTime: minutesToClock(departure),
      returnTime: minutesToClock(returnAt),
      stops,
      distanceKm: round(route.dist),
      durationMinutes: round(returnAt - departure),
      load: round(route.load),
    });
  }
  const unassigned: Unassigned[] = [];
  instance.stops.forEach((stop, u) => {
    const reason = alone[u] ?? (solution.unassigned.includes(u) ? 'NO_CAPACITY_LEFT' : null);
    if (reason) unassigned.push({ stopId: stop.id, reason, message: MESSAGES[reason] });
  });
  return {
    routes,
    unassigned,
    totalDistanceKm: round(solution.distance),
    elapsedMs: Math.round(elapsedMs),
    iterations,
  };
}
