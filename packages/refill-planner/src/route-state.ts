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
};

export function emptyRoute(model: Model, vehicle: number): RouteState {
  const route: RouteState = { vehicle, stops: [], dep: [], late: [], load: 0, dist: 0, feasible: true };
  refresh(model, route);
  return route;
}

export function cloneRoute(route: RouteState): RouteState {
  return { ...route, stops: route.stops.slice(), dep: route.dep.slice(), late: route.late.slice() };
}

/** Recomputes schedule, load, distance and feasibility after the stops changed. */
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
  let feasible = true;
  route.dep.length = n + 1;
  route.late.length = n + 2;
  route.dep[0] = t;
  for (let p = 1; p <= n; p++) {
    const u = stops[p - 1]!;
    const service = model.service[k * S + u]!;
    const start = earliestStart(model.windows[u]!, t + model.time[prev * N + u]!, service);
    if (start < 0) {
      feasible = false;
      t = Infinity;
    } else t = start + service;
    route.dep[p] = t;
    load += model.demand[u]!;
    dist += model.dist[prev * N + u]!;
    prev = u;
  }
  dist += model.dist[prev * N + end]!;
  if (t + model.time[prev * N + end]! > model.shiftEnd[k]! + 1e-9) feasible = false;
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
  if (load > model.capacity[k]! + 1e-9 || dist > model.maxDistance[k]! + 1e-9) feasible = false;
  // A vehicle with no stop stays where it is: no route, no distance (even when its end is elsewhere).
  if (n === 0) {
    dist = 0;
    feasible = true;
  }
  route.load = load;
  route.dist = dist;
  route.feasible = feasible;
}

/**
 * Extra distance of inserting stop u before extended position p+1 (after stops[p-1], or first when p = 0),
 * or NaN when the insertion breaks a rule. Capacity and rationing are checked by the caller.
 */
export function insertionDelta(model: Model, route: RouteState, u: number, p: number): number {
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
