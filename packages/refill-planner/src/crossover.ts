import type { Model } from './model';
import { cloneRoute, refresh, type RouteState } from './route-state';
import type { Solution } from './ruin-recreate';

/*
 * Crossover of two plans, in the spirit of SREX (Nagata and Kobayashi's selective route exchange, as in
 * PyVRP): the child takes from the first parent the routes around a random served stop (between one
 * and half of its routes) and from the second parent every other vehicle's route, without the stops
 * already placed. A route belongs to its vehicle (our vehicles differ in start, end, shift, capacity,
 * plate), so routes are exchanged vehicle by vehicle. The stops the child lost, and those both
 * parents leave out, are returned for the caller to insert again, with the routes that changed (those of
 * the first parent and those that lost stops).
 */

export function crossover(
  model: Model,
  first: Solution,
  second: Solution,
  random: () => number,
): { routes: RouteState[]; missing: number[]; changed: boolean[] } {
  const routeOf = new Int32Array(model.stopCount).fill(-1);
  let used = 0;
  first.routes.forEach((route, r) => {
    for (const u of route.stops) routeOf[u] = r;
    if (route.stops.length > 0) used++;
  });
  const served: number[] = [];
  routeOf.forEach((r, u) => r >= 0 && served.push(u));
  if (served.length === 0) return { routes: second.routes.map(cloneRoute), missing: [], changed: second.routes.map(() => true) };

  const wanted = 1 + Math.floor(random() * Math.max(1, Math.floor(used / 2)));
  const seed = served[Math.floor(random() * served.length)]!;
  const taken = new Set<number>();
  const nearest = model.neighbours[seed]!;
  for (let j = -1; j < nearest.length && taken.size < wanted; j++) {
    const r = routeOf[j < 0 ? seed : nearest[j]!]!;
    if (r >= 0) taken.add(r);
  }

  const placed = new Uint8Array(model.stopCount);
  for (const r of taken) for (const u of first.routes[r]!.stops) placed[u] = 1;
  // The second parent's routes that lost no stop are still at a local optimum together.
  const changed = first.routes.map((_, r) => taken.has(r) || second.routes[r]!.stops.some((u) => placed[u]));
  const routes = first.routes.map((route, r) => {
    if (taken.has(r)) return cloneRoute(route);
    const child = cloneRoute(second.routes[r]!);
    child.stops = child.stops.filter((u) => !placed[u]);
    refresh(model, child);
    return child;
  });
  for (const route of routes) for (const u of route.stops) placed[u] = 1;
  const missing: number[] = [];
  // Every stop the first parent serves or leaves out, and what the second serves: the child's stops.
  for (const u of [...first.routes.flatMap((route) => route.stops), ...first.unassigned, ...second.routes.flatMap((route) => route.stops)]) {
    if (!placed[u]) {
      placed[u] = 1;
      missing.push(u);
    }
  }
  return { routes, missing, changed };
}
