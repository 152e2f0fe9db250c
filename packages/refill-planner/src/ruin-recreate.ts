import type { Model } from './model';
import { cloneRoute, emptyRoute, insertionDelta, refresh, type RouteState } from './route-state';

/*
 * The plans of the search and the ruin and recreate step (SISR, Christiaens and Vanden Berghe 2020):
 * remove a few strings of consecutive stops around a random stop, then insert every removed or
 * unassigned stop where it adds the least distance, with blinks.
 */

const UNSERVED_PENALTY = 1e9;
/** Average number of stops removed per iteration and longest string (Christiaens & Vanden Berghe's SISR). */
const AVERAGE_REMOVED = 10;
const MAX_STRING = 10;
const BLINK_RATE = 0.01;

/**
 * A plan in the search. Accepted solutions are never changed again, so a candidate shares their
 * routes and copies one only before changing it (`owned`).
 */
export type Solution = { routes: RouteState[]; owned: boolean[]; unassigned: number[]; distance: number; unservedWeight: number };

/** Serve the most weight first, then the least distance. */
export function cost(solution: Solution): number {
  return solution.unservedWeight * UNSERVED_PENALTY + solution.distance;
}

export function emptySolution(model: Model): Solution {
  return {
    routes: model.instance.vehicles.map((_, k) => emptyRoute(model, k)),
    owned: model.instance.vehicles.map(() => true),
    unassigned: [],
    distance: 0,
    unservedWeight: 0,
  };
}

export function shareSolution(solution: Solution): Solution {
  return { ...solution, routes: solution.routes.slice(), owned: solution.routes.map(() => false), unassigned: solution.unassigned.slice() };
}

/** The route r of the solution, copied first if it is still shared with an accepted solution. */
export function writable(solution: Solution, r: number): RouteState {
  if (!solution.owned[r]) {
    solution.routes[r] = cloneRoute(solution.routes[r]!);
    solution.owned[r] = true;
  }
  return solution.routes[r]!;
}

/** Removes strings of consecutive stops from routes near a random stop; null if a route broke a rule. */
export function ruin(model: Model, solution: Solution, random: () => number): number[] | null {
  const routeOf = new Int32Array(model.stopCount).fill(-1);
  let served = 0;
  let used = 0;
  solution.routes.forEach((route, r) => {
    for (const u of route.stops) routeOf[u] = r;
    served += route.stops.length;
    if (route.stops.length > 0) used++;
  });
  if (served === 0) return [];
  const maxString = Math.min(MAX_STRING, served / used);
  const maxStrings = (4 * AVERAGE_REMOVED) / (1 + maxString) - 1;
  const strings = Math.floor(random() * maxStrings) + 1;
  let seed = Math.floor(random() * model.stopCount);
  while (routeOf[seed] === -1) seed = (seed + 1) % model.stopCount;

  const removed: number[] = [];
  const ruined = new Set<number>();
  const nearest = model.neighbours[seed]!;
  for (let j = -1; j < nearest.length && ruined.size < strings; j++) {
    const c = j < 0 ? seed : nearest[j]!;
    const r = routeOf[c]!;
    if (r === -1 || ruined.has(r)) continue;
    const route = writable(solution, r);
    const length = Math.floor(random() * Math.min(route.stops.length, maxString)) + 1;
    const at = route.stops.indexOf(c);
    const first = Math.max(0, at - length + 1);
    const last = Math.min(at, route.stops.length - length);
    const from = first + Math.floor(random() * (last - first + 1));
    removed.push(...route.stops.splice(from, length));
    ruined.add(r);
    refresh(model, route);
    // With truncated or rounded distances a shortcut can be longer; then give up this iteration.
    if (!route.feasible) return null;
  }
  return removed;
}

/** The orders recreate may insert in (see recreate). */
export const RECREATE_ORDERS = 7;

/**
 * Inserts each stop where it adds the least distance; what fits nowhere stays unassigned. The order:
 * priority stops first, then at random (0), largest demand (1), farthest from the vehicles (2), nearest
 * (3) or smallest demand (4) first; or, priority or not, the most weight per gallon first (5) or all at
 * random (6). Those last two let a plan trade a priority stop for several others of more weight in
 * all, or for others of the same weight closer by: with priority always first, a priority stop that
 * fills a route would be inserted again by every recreate.
 */
export function recreate(model: Model, solution: Solution, stops: number[], random: () => number, order: number, far: Float64Array): void {
  for (let i = stops.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [stops[i], stops[j]] = [stops[j]!, stops[i]!];
  }
  const { demand, weight } = model;
  const keys: ((u: number) => number)[] = [
    () => 0,
    (u) => -demand[u]!,
    (u) => -far[u]!,
    (u) => far[u]!,
    (u) => demand[u]!,
    (u) => -weight[u]! / Math.max(demand[u]!, 1e-9),
    () => 0,
  ];
  const key = keys[order]!;
  if (order >= 5) stops.sort((a, b) => key(a) - key(b));
  else stops.sort((a, b) => weight[b]! - weight[a]! || key(a) - key(b));

  for (const u of stops) {
    // Blinks only choose between the places that fit: a stop that fits somewhere is never left out by them.
    const place = cheapestPlace(model, solution, u, random) ?? cheapestPlace(model, solution, u, null);
    if (!place) solution.unassigned.push(u);
    else {
      const route = writable(solution, place.route);
      route.stops.splice(place.position, 0, u);
      refresh(model, route);
    }
  }
  solution.distance = solution.routes.reduce((sum, route) => sum + route.dist, 0);
  solution.unservedWeight = solution.unassigned.reduce((sum, u) => sum + model.weight[u]!, 0);
}

/**
 * Where inserting stop u adds the least distance while keeping every rule, or null if nowhere. With
 * `random`, each place is skipped with probability BLINK_RATE (SISR's blinks); with null, none is.
 */
export function cheapestPlace(model: Model, solution: Solution, u: number, random: (() => number) | null): { route: number; position: number } | null {
  const S = model.stopCount;
  const seenEmpty = new Set<number>();
  let best: { route: number; position: number } | null = null;
  let bestDelta = Infinity;
  for (let r = 0; r < solution.routes.length; r++) {
    const route = solution.routes[r]!;
    const k = route.vehicle;
    if (!model.allowed[k * S + u] || route.load + model.demand[u]! > model.capacity[k]! + 1e-9) continue;
    if (route.stops.length === 0) {
      // Empty routes of vehicles alike are the same place: try only the first.
      if (seenEmpty.has(model.profile[k]!)) continue;
      seenEmpty.add(model.profile[k]!);
    }
    for (let p = 0; p <= route.stops.length; p++) {
      if (random && random() < BLINK_RATE) continue;
      const delta = insertionDelta(model, route, u, p);
      if (delta < bestDelta) {
        bestDelta = delta;
        best = { route: r, position: p };
      }
    }
  }
  return best;
}
