import type { Model } from './model';
import { cloneRoute, refresh, type RouteState } from './route-state';
import { cheapestPlace, type Solution } from './ruin-recreate';

/*
 * The stops left out, brought back in after a local search (the prize-collecting moves of PyVRP, and
 * an exchange it lacks):
 * - insert: an unserved stop that fits somewhere goes where it adds the least distance;
 * - exchange: an unserved stop takes the place of a served one near it (in its position, or where it
 *   adds the least in that route), when that serves more weight, or the same weight in less distance.
 * Every change keeps every rule; the weight served never drops and the distance drops at equal weight.
 */

const EPSILON = 1e-7;

/** Changes the solution in place (its routes are replaced, never changed); true when it improved. */
export function serveMore(model: Model, solution: Solution): boolean {
  let improved = false;
  for (const u of solution.unassigned.slice()) {
    if (insert(model, solution, u) || exchange(model, solution, u)) improved = true;
  }
  if (improved) {
    solution.distance = solution.routes.reduce((sum, route) => sum + route.dist, 0);
    solution.unservedWeight = solution.unassigned.reduce((sum, u) => sum + model.weight[u]!, 0);
  }
  return improved;
}

function insert(model: Model, solution: Solution, u: number): boolean {
  const place = cheapestPlace(model, solution, u, null);
  if (!place) return false;
  const route = cloneRoute(solution.routes[place.route]!);
  route.stops.splice(place.position, 0, u);
  refresh(model, route);
  replace(solution, place.route, route, u, null);
  return true;
}

function exchange(model: Model, solution: Solution, u: number): boolean {
  const S = model.stopCount;
  const routeOf = new Int32Array(S).fill(-1);
  solution.routes.forEach((route, r) => route.stops.forEach((w) => (routeOf[w] = r)));
  for (const v of model.neighbours[u]!.slice(0, 20)) {
    const r = routeOf[v]!;
    if (r < 0 || model.weight[u]! < model.weight[v]!) continue;
    const old = solution.routes[r]!;
    if (!model.allowed[old.vehicle * S + u] || old.load - model.demand[v]! + model.demand[u]! > model.capacity[old.vehicle]! + 1e-9) continue;
    const gainsWeight = model.weight[u]! > model.weight[v]!;
    const at = old.stops.indexOf(v);
    const without = old.stops.filter((w) => w !== v);
    for (const stops of [old.stops.map((w) => (w === v ? u : w)), ...everyPlace(without, u).filter((_, p) => p !== at)]) {
      const route = cloneRoute(old);
      route.stops = stops;
      refresh(model, route);
      if (!route.feasible || (!gainsWeight && route.dist >= old.dist - EPSILON)) continue;
      replace(solution, r, route, u, v);
      return true;
    }
  }
  return false;
}

/** The route's stops with u inserted at each place. */
function everyPlace(stops: number[], u: number): number[][] {
  return Array.from({ length: stops.length + 1 }, (_, p) => [...stops.slice(0, p), u, ...stops.slice(p)]);
}

function replace(solution: Solution, r: number, route: RouteState, served: number, left: number | null): void {
  solution.routes[r] = route;
  solution.owned[r] = true;
  solution.unassigned.splice(solution.unassigned.indexOf(served), 1);
  if (left !== null) solution.unassigned.push(left);
}
