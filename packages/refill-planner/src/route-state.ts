import { earliestStart, latestStart, type Model } from './model';

/*
 * One vehicle's route with what makes insertion checks O(1):
 * dep[p]  earliest departure from extended position p (0 = the vehicle's start, p = stops[p-1]),
 * late[p] latest arrival at extended position p (n+1 = back at the end) that keeps the rest on time.
 */
export type RouteState = {
  vehicle: number;
  stops: number[];
  dep: number[];
  late: number[];
  load: number;
  dist: number;
  feasible: boolean;
  /** How far the route breaks the capacity (gallons), the time windows and shift (minutes, see refresh) and the distance cap (km). */
  excessLoad: number;
  timeWarp: number;
  excessDist: number;
};

/** Cost per unit of each excess in the penalised search (km per gallon, per minute, per km). */
export type Penalties = { load: number; warp: number; dist: number };

/** The route's distance plus its penalised excesses: its distance alone when it keeps every rule. */
export function penalisedCost(route: RouteState, penalties: Penalties): number {
  return route.dist + penalties.load * route.excessLoad + penalties.warp * route.timeWarp + penalties.dist * route.excessDist;
}

export function emptyRoute(model: Model, vehicle: number): RouteState {
  const route: RouteState = { vehicle, stops: [], dep: [], late: [], load: 0, dist: 0, feasible: true, excessLoad: 0, timeWarp: 0, excessDist: 0 };
  refresh(model, route);
  return route;
}

export function cloneRoute(route: RouteState): RouteState {
  return { ...route, stops: route.stops.slice(), dep: route.dep.slice(), late: route.late.slice() };
}

/**
 * Recomputes schedule, load, distance and feasibility after the stops changed, and how far the route
 * breaks each rule. Time warp as in Vidal's hybrid genetic search: a refiller too late for every window
 * travels back in time to finish the refill when the last one closes; those minutes, and those back past
 * the shift's end, are the warp. Rationing is never relaxed.
 */
export function refresh(model: Model, route: RouteState): void {
  const { stops, vehicle: k } = route;
  const N = model.nodeCount;
  const S = model.stopCount;
  const n = stops.length;
  const end = model.endNode[k]!;
  let prev = model.startNode[k]!;
  let t = model.shiftStart[k]!;
  let load = 0;
  let dist = 0;
  let warp = 0;
  route.dep.length = n + 1;
  route.late.length = n + 2;
  route.dep[0] = t;
  for (let p = 1; p <= n; p++) {
    const u = stops[p - 1]!;
    const service = model.service[k * S + u]!;
    const arrival = t + model.time[prev * N + u]!;
    const windows = model.windows[u]!;
    const start = earliestStart(windows, arrival, service);
    if (start < 0) {
      // Too late for every window: refill in the last one, ending at its close, and count the overrun.
      const close = windows[windows.length - 1]!;
      warp += Math.max(arrival, windows[windows.length - 2]!) + service - close;
      t = close;
    } else t = start + service;
    route.dep[p] = t;
    load += model.demand[u]!;
    dist += model.dist[prev * N + u]!;
    prev = u;
  }
  dist += model.dist[prev * N + end]!;
  warp += Math.max(0, t + model.time[prev * N + end]! - model.shiftEnd[k]!);
  let late = model.shiftEnd[k]!;
  route.late[n + 1] = late;
  let next = end;
  for (let p = n; p >= 1; p--) {
    const u = stops[p - 1]!;
    const service = model.service[k * S + u]!;
    late = latestStart(model.windows[u]!, late - model.time[u * N + next]! - service, service);
    route.late[p] = late;
    next = u;
  }
  // A vehicle with no stop stays where it is: no route, no distance (even when its end is elsewhere).
  if (n === 0) {
    dist = 0;
    warp = 0;
  }
  const excessLoad = Math.max(0, load - model.capacity[k]!);
  const excessDist = Math.max(0, dist - model.maxDistance[k]!);
  route.load = load;
  route.dist = dist;
  route.excessLoad = excessLoad > 1e-9 ? excessLoad : 0;
  route.timeWarp = warp > 1e-9 ? warp : 0;
  route.excessDist = excessDist > 1e-9 ? excessDist : 0;
  route.feasible = route.excessLoad === 0 && route.timeWarp === 0 && route.excessDist === 0;
}

/**
 * Extra distance of inserting stop u before extended position p+1 (after stops[p-1], or first when p = 0),
 * or NaN when the insertion breaks a rule. Capacity and rationing are checked by the caller.
 */
export function insertionDelta(model: Model, route: RouteState, u: number, p: number): number {
  if (!route.feasible) return NaN;
  const k = route.vehicle;
  const N = model.nodeCount;
  const stops = route.stops;
  const prev = p === 0 ? model.startNode[k]! : stops[p - 1]!;
  const next = p === stops.length ? model.endNode[k]! : stops[p]!;
  const saved = stops.length === 0 ? 0 : model.dist[prev * N + next]!;
  const delta = model.dist[prev * N + u]! + model.dist[u * N + next]! - saved;
  if (route.dist + delta > model.maxDistance[k]! + 1e-9) return NaN;
  const service = model.service[k * model.stopCount + u]!;
  const start = earliestStart(model.windows[u]!, route.dep[p]! + model.time[prev * N + u]!, service);
  if (start < 0) return NaN;
  if (start + service + model.time[u * N + next]! > route.late[p + 1]! + 1e-9) return NaN;
  return delta;
}
