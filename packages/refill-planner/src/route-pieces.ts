import type { Model } from './model';
import { cloneRoute, penalisedCost, refresh, type Penalties, type RouteState } from './route-state';

/* The pieces of the local search that look at one route alone: a copy with other stops, its load penalty, and where a stop fits in it best. */

/** Insertion places tried per stop in SWAP* (Vidal keeps the best three per route). */
const SWAP_STAR_PLACES = 3;

/** A copy of the route with other stops, or null when it breaks a rule and `strict`. */
export function withStops(model: Model, route: RouteState, stops: number[], strict: boolean): RouteState | null {
  const copy = cloneRoute(route);
  copy.stops = stops;
  refresh(model, copy);
  return copy.feasible || !strict ? copy : null;
}

function loadPenalty(model: Model, penalties: Penalties, route: RouteState, load: number): number {
  const excess = load - model.capacity[route.vehicle]!;
  return excess > 1e-9 ? penalties.load * excess : 0;
}

/** What a route's penalties could fall by at most with its load changed by `added` (null: unknown). */
export function penaltySaving(model: Model, penalties: Penalties, route: RouteState, added: number | null): number {
  const load = loadPenalty(model, penalties, route, route.load);
  const others = penalisedCost(route, penalties) - route.dist - load;
  return others + load - (added === null ? 0 : loadPenalty(model, penalties, route, route.load + added));
}

/**
 * The best few places to insert stop w in the route once stop `gone` has left it, by added distance:
 * [delta, index in the route without `gone`] pairs, best first.
 */
export function bestPlaces(model: Model, route: RouteState, w: number, gone: number): [number, number][] {
  const N = model.nodeCount;
  const d = (a: number, b: number) => model.dist[a * N + b]!;
  const stops = route.stops;
  const places: [number, number][] = [];
  let prev = model.startNode[route.vehicle]!;
  let at = 0;
  for (let p = 0; p <= stops.length; p++) {
    const next = p < stops.length ? stops[p]! : model.endNode[route.vehicle]!;
    if (next === gone) continue;
    places.push([d(prev, w) + d(w, next) - d(prev, next), at]);
    prev = next;
    at++;
  }
  return places.sort((a, b) => a[0] - b[0] || a[1] - b[1]).slice(0, SWAP_STAR_PLACES);
}
