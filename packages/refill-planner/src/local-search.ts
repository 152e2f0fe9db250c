import type { Model } from './model';
import { insertionDelta, penalisedCost, type Penalties, type RouteState } from './route-state';
import { bestPlaces, penaltySaving, withStops } from './route-pieces';

/*
 * Local search over a granular neighbourhood (as in Vidal's hybrid genetic search and PyVRP): for each
 * served stop u and each of its nearest stops v, try
 * - relocate: u moved just after or just before v (in v's route or its own),
 * - swap: u and v exchange places,
 * - SWAP* (Vidal 2022): u and v exchange routes, each inserted where it adds the least distance to the
 *   other route (the best three places of each, tried in order of the total),
 * - 2-opt*: the tails after u and after v exchange routes (u is followed by v's successor and v by u's),
 * - 2-opt: in one route, the stretch from u's successor to v is reversed.
 * A move is first priced on distance alone in O(1) (SWAP*: O(route length)); only a shorter one is checked against every rule by
 * rebuilding the changed routes, and kept when both are valid and the total is shorter. First improvement,
 * until no move improves: the result keeps every rule and serves the same stops.
 * As in PyVRP, a pair of stops is looked at again only when one of their routes changed since: when a
 * new best plan differs from the last one searched in a few routes, only pairs touching them are priced.
 * Routes are never changed in place: a move replaces them by new ones, so callers may share them.
 *
 * With `penalties` (Vidal's penalised search) a move may break capacity, time windows, shift or distance
 * cap: routes are compared on distance plus the penalised excesses (rationing stays a hard rule). The
 * load penalty after a move is known in O(1) (2-opt*: at least none), and the move can at most remove
 * the other penalties of the routes it changes, so the pre-check on distance becomes: shorter than
 * those allow (between routes that keep every rule and stay within capacity: shorter, as without).
 */

/** Nearest stops looked at per stop (PyVRP's default granular neighbourhood is 40; ours are smaller). */
export const GRANULAR_NEIGHBOURS = 20;
const EPSILON = 1e-7;

export type Move = 'relocate' | 'swap' | 'swap*' | '2-opt*' | '2-opt';
export const MOVES: readonly Move[] = ['relocate', 'swap', 'swap*', '2-opt*', '2-opt'];

/**
 * Improves the list of routes with the given moves (all by default) until none improves. `changed`:
 * which routes changed since the list was last at a local optimum (default: all). At `deadline`
 * (performance.now() milliseconds) it stops where it is: without penalties the routes still keep
 * every rule.
 */
export function localSearch(
  model: Model,
  routes: RouteState[],
  moves: readonly Move[] = MOVES,
  changed?: boolean[],
  penalties?: Penalties,
  deadline = Infinity,
): void {
  const [relocate, swap, swapStar, twoOptStar, twoOpt] = MOVES.map((move) => moves.includes(move));
  // Move counter; when each route last changed and each stop's pairs were last all priced.
  let clock = 1;
  const modifiedAt = Int32Array.from(routes, (_, r) => (changed && !changed[r] ? 0 : 1));
  const testedAt = new Int32Array(model.stopCount);
  const S = model.stopCount;
  const N = model.nodeCount;
  const dist = model.dist;
  const routeOf = new Int32Array(S).fill(-1);
  const posOf = new Int32Array(S);
  const index = (r: number) => routes[r]!.stops.forEach((u, p) => ((routeOf[u] = r), (posOf[u] = p)));
  routes.forEach((_, r) => index(r));

  /** The node before / after extended position p of route r (p = -1: the start, p = length: the end). */
  const nodeAt = (r: number, p: number) => {
    const route = routes[r]!;
    if (p < 0) return model.startNode[route.vehicle]!;
    if (p >= route.stops.length) return model.endNode[route.vehicle]!;
    return route.stops[p]!;
  };
  const d = (a: number, b: number) => dist[a * N + b]!;

  const costOf = (route: RouteState) => (penalties ? penalisedCost(route, penalties) : route.dist);
  const saving = (r: number, added: number | null) => penaltySaving(model, penalties!, routes[r]!, added);
  /**
   * The most a move between routes a and b may add in distance and still pay off: the penalties it could
   * remove, with a's load changed by `addedA` and b's by -addedA (null: unknown). Without penalties: 0.
   */
  const slack = (a: number, b: number, addedA: number | null) => {
    if (!penalties) return 0;
    if (a === b) return saving(a, addedA === null ? null : 0);
    return saving(a, addedA) + saving(b, addedA === null ? null : -addedA);
  };

  /** Replaces the stops of routes a (and b) when all rules hold (or with penalties) and the cost is lower. */
  const tryRoutes = (a: number, stopsA: number[], b: number, stopsB: number[] | null): boolean => {
    const before = costOf(routes[a]!) + (b !== a ? costOf(routes[b]!) : 0);
    const fits = (r: number, stops: number[]) => {
      let load = 0;
      for (const w of stops) load += model.demand[w]!;
      return load <= model.capacity[routes[r]!.vehicle]! + 1e-9;
    };
    if (!penalties && (!fits(a, stopsA) || (b !== a && stopsB && !fits(b, stopsB)))) return false;
    const newA = withStops(model, routes[a]!, stopsA, !penalties);
    if (!newA) return false;
    let newB: RouteState | null = null;
    if (b !== a && stopsB) {
      newB = withStops(model, routes[b]!, stopsB, !penalties);
      if (!newB) return false;
    }
    if (costOf(newA) + (newB ? costOf(newB) : 0) >= before - EPSILON) return false;
    clock++;
    modifiedAt[a] = clock;
    modifiedAt[b] = clock;
    routes[a] = newA;
    index(a);
    if (newB) {
      routes[b] = newB;
      index(b);
    }
    return true;
  };

  const allowed = (r: number, u: number) => model.allowed[routes[r]!.vehicle * S + u] === 1;

  /** SWAP* (Vidal 2022): tries the shortest combinations of the best places for u in rv and v in ru. */
  const trySwapStar = (ru: number, u: number, rv: number, v: number): boolean => {
    const swapped = (r: number, out: number, into: number) =>
      penalties !== undefined || routes[r]!.load - model.demand[out]! + model.demand[into]! <= model.capacity[routes[r]!.vehicle]! + 1e-9;
    if (!swapped(ru, u, v) || !swapped(rv, v, u)) return false;
    const removal = (r: number, w: number) => {
      const p = posOf[w]!;
      const prev = nodeAt(r, p - 1);
      const next = nodeAt(r, p + 1);
      return d(prev, w) + d(w, next) - d(prev, next);
    };
    const gain = removal(ru, u) + removal(rv, v);
    const placesU = bestPlaces(model, routes[rv]!, u, v);
    const placesV = bestPlaces(model, routes[ru]!, v, u);
    const pairs: [number, [number, number], [number, number]][] = [];
    const bound = slack(ru, rv, model.demand[v]! - model.demand[u]!) - EPSILON;
    for (const pu of placesU) for (const pv of placesV) if (pu[0] + pv[0] - gain < bound) pairs.push([pu[0] + pv[0], pu, pv]);
    pairs.sort((a, b) => a[0] - b[0]);
    for (const [, [, atU], [, atV]] of pairs) {
      const stopsU = routes[ru]!.stops.filter((w) => w !== u);
      const stopsV = routes[rv]!.stops.filter((w) => w !== v);
      stopsU.splice(atV, 0, v);
      stopsV.splice(atU, 0, u);
      if (tryRoutes(ru, stopsU, rv, stopsV)) return true;
    }
    return false;
  };

  /**
   * Relocate u alone into an empty route, one per profile of vehicle (PyVRP does the same): moves
   * between neighbours never reach a vehicle with no stop.
   */
  const tryEmptyRoutes = (u: number, since: number): boolean => {
    const ru = routeOf[u]!;
    if (ru < 0 || !relocate || routes[ru]!.stops.length === 1) return false;
    const tried = new Set<number>();
    const pu = posOf[u]!;
    const removeGain = d(nodeAt(ru, pu - 1), u) + d(u, nodeAt(ru, pu + 1)) - d(nodeAt(ru, pu - 1), nodeAt(ru, pu + 1));
    for (let r = 0; r < routes.length; r++) {
      const route = routes[r]!;
      const profile = model.profile[route.vehicle]!;
      if (route.stops.length > 0 || tried.has(profile) || !allowed(r, u)) continue;
      if (modifiedAt[ru]! <= since && modifiedAt[r]! <= since) continue;
      tried.add(profile);
      const added = d(model.startNode[route.vehicle]!, u) + d(u, model.endNode[route.vehicle]!);
      if (added - removeGain >= slack(ru, r, -model.demand[u]!) - EPSILON) continue;
      if (tryRoutes(ru, routes[ru]!.stops.filter((w) => w !== u), r, [u])) return true;
    }
    return false;
  };

  /** Moves the stops from u to u's next one or two, in order, just after v; false when none improved. */
  const tryRelocateSegment = (ru: number, u: number, rv: number, v: number): boolean => {
    const stops = routes[ru]!.stops;
    const pu = posOf[u]!;
    for (let length = 2; length <= 3 && pu + length <= stops.length; length++) {
      const segment = stops.slice(pu, pu + length);
      if (segment.includes(v) || (ru !== rv && !segment.every((w) => allowed(rv, w)))) continue;
      const last = segment[length - 1]!;
      const prev = nodeAt(ru, pu - 1);
      const next = nodeAt(ru, pu + length);
      const vNext = nodeAt(rv, posOf[v]! + 1);
      if (vNext === u) continue;
      const removed = d(prev, u) + d(last, next) - (stops.length === length ? 0 : d(prev, next));
      const added = d(v, u) + d(last, vNext) - d(v, vNext);
      let demand = 0;
      for (const w of segment) demand += model.demand[w]!;
      if (added - removed >= slack(ru, rv, -demand) - EPSILON) continue;
      const from = stops.filter((w) => !segment.includes(w));
      const into = ru === rv ? from : routes[rv]!.stops.slice();
      into.splice(into.indexOf(v) + 1, 0, ...segment);
      if (ru === rv ? tryRoutes(ru, into, ru, null) : tryRoutes(ru, from, rv, into)) return true;
    }
    return false;
  };

  let improved = true;
  while (improved) {
    improved = false;
    for (let u = 0; u < S; u++) {
      if (deadline !== Infinity && performance.now() >= deadline) return;
      if (tryEmptyRoutes(u, testedAt[u]!)) improved = true;
      const nearest = model.neighbours[u]!;
      const K = Math.min(GRANULAR_NEIGHBOURS, nearest.length);
      const since = testedAt[u]!;
      testedAt[u] = clock;
      for (let j = 0; j < K; j++) {
        const ru = routeOf[u]!;
        if (ru < 0) break;
        const v = nearest[j]!;
        const rv = routeOf[v]!;
        if (rv < 0 || (modifiedAt[ru]! <= since && modifiedAt[rv]! <= since)) continue;
        const pu = posOf[u]!;
        const pv = posOf[v]!;
        const uPrev = nodeAt(ru, pu - 1);
        const uNext = nodeAt(ru, pu + 1);
        const vPrev = nodeAt(rv, pv - 1);
        const vNext = nodeAt(rv, pv + 1);
        const removeGain = d(uPrev, u) + d(u, uNext) - (routes[ru]!.stops.length === 1 ? 0 : d(uPrev, uNext));
        const demandU = model.demand[u]!;

        // Relocate u just after v, then just before v.
        if (relocate && (ru === rv || allowed(rv, u))) {
          let moved = false;
          for (const after of [true, false]) {
            const [a, b] = after ? [v, vNext] : [vPrev, v];
            if (a === u || b === u) continue;
            if (d(a, u) + d(u, b) - d(a, b) - removeGain >= slack(ru, rv, -demandU) - EPSILON) continue;
            // Into another route: its timing, capacity and distance checked in O(1) first.
            const p = pv + (after ? 1 : 0);
            if (!penalties && ru !== rv && (routes[rv]!.load + model.demand[u]! > model.capacity[routes[rv]!.vehicle]! + 1e-9 || Number.isNaN(insertionDelta(model, routes[rv]!, u, p)))) continue;
            const from = routes[ru]!.stops.filter((w) => w !== u);
            const into = ru === rv ? from : routes[rv]!.stops.slice();
            const at = into.indexOf(v) + (after ? 1 : 0);
            into.splice(at, 0, u);
            if (ru === rv ? tryRoutes(ru, into, ru, null) : tryRoutes(ru, from, rv, into)) {
              moved = true;
              break;
            }
          }
          if (moved) {
            improved = true;
            continue;
          }
        }

        // Relocate the two or three stops from u on, together, just after v (PyVRP's (2,0) and (3,0) exchanges).
        if (relocate && (ru === rv || allowed(rv, u)) && tryRelocateSegment(ru, u, rv, v)) {
          improved = true;
          continue;
        }

        // Swap u and v.
        if (swap && ru !== rv && allowed(rv, u) && allowed(ru, v)) {
          const delta = d(uPrev, v) + d(v, uNext) + d(vPrev, u) + d(u, vNext) - d(uPrev, u) - d(u, uNext) - d(vPrev, v) - d(v, vNext);
          if (delta < slack(ru, rv, model.demand[v]! - demandU) - EPSILON) {
            const stopsU = routes[ru]!.stops.slice();
            const stopsV = routes[rv]!.stops.slice();
            stopsU[pu] = v;
            stopsV[pv] = u;
            if (tryRoutes(ru, stopsU, rv, stopsV)) {
              improved = true;
              continue;
            }
          }
        }

        // SWAP*: u and v change routes, each going where it adds the least to the other's route.
        if (swapStar && ru !== rv && allowed(rv, u) && allowed(ru, v) && trySwapStar(ru, u, rv, v)) {
          improved = true;
          continue;
        }

        // 2-opt*: u continues with v's tail, v with u's tail.
        if (twoOptStar && ru !== rv) {
          const delta = d(u, vNext) + d(v, uNext) - d(u, uNext) - d(v, vNext);
          if (delta < slack(ru, rv, null) - EPSILON) {
            const stopsU = routes[ru]!.stops;
            const stopsV = routes[rv]!.stops;
            const tailU = stopsU.slice(pu + 1);
            const tailV = stopsV.slice(pv + 1);
            const newU = [...stopsU.slice(0, pu + 1), ...tailV];
            const newV = [...stopsV.slice(0, pv + 1), ...tailU];
            if (tailV.every((w) => allowed(ru, w)) && tailU.every((w) => allowed(rv, w)) && tryRoutes(ru, newU, rv, newV)) {
              improved = true;
              continue;
            }
          }
        } else if (twoOpt && ru === rv && pv > pu + 1) {
          // 2-opt: reverse the stretch from u's successor to v.
          const delta = d(u, v) + d(uNext, vNext) - d(u, uNext) - d(v, vNext);
          if (delta < slack(ru, ru, 0) - EPSILON) {
            const stops = routes[ru]!.stops;
            const reversed = [...stops.slice(0, pu + 1), ...stops.slice(pu + 1, pv + 1).reverse(), ...stops.slice(pv + 1)];
            if (tryRoutes(ru, reversed, ru, null)) improved = true;
          }
        }
      }
    }
  }
}
