import { parseInstance, type Instance, type Plan, type PlanOptions, type PlannedStop, type Route, type Unassigned, type UnassignedReason } from './instance';
import { buildModel, earliestStart, minutesToClock, type Model } from './model';
import { seededRandom } from './random';
import { localSearch, MOVES } from './local-search';
import { crossover } from './crossover';
import { PenaltyManager } from './penalties';
import { Population } from './population';
import { cloneRoute, emptyRoute, insertionDelta, refresh, type RouteState } from './route-state';

/*
 * planRefills: which vehicle serves which stops, in which order and when.
 * A greedy insertion builds a first plan, then ruin-and-recreate (string removals around a random stop,
 * greedy reinsertion with blinks, simulated-annealing acceptance) improves it until the time limit or
 * the iteration count. Every accepted plan keeps every rule, so stopping early is always safe.
 * Each new best plan is brought to a local optimum by the granular local search (local-search.ts).
 * Options, off by default (measured without gain on our days, docs/refill-planner.md):
 * - population: every GENERATION_EVERY iterations, a child of two plans of a population of the best
 *   plans found (crossover.ts, population.ts) is improved by the local search and joins it;
 * - penalties: the local search may pass through plans that break capacity, time or distance rules
 *   at a penalised cost (penalties.ts); only a plan that keeps every rule is ever accepted.
 * Objective: serve the most stops weighted by 1 + priority, then the least total distance.
 */

export const DEFAULT_TIME_LIMIT_MS = 3000;
const UNSERVED_PENALTY = 1e9;
/** Average number of stops removed per iteration and longest string (Christiaens & Vanden Berghe's SISR). */
const AVERAGE_REMOVED = 10;
const MAX_STRING = 10;
const BLINK_RATE = 0.01;
/** Ruin-and-recreate iterations between two children of the population. */
const GENERATION_EVERY = 1000;

/**
 * A plan in the search. Accepted solutions are never changed again, so a candidate shares their
 * routes and copies one only before changing it (`owned`).
 */
export type Solution = { routes: RouteState[]; owned: boolean[]; unassigned: number[]; distance: number; unservedWeight: number };

export function planRefills(input: unknown, options: PlanOptions = {}): Plan {
  const started = performance.now();
  const instance = parseInstance(input);
  const model = buildModel(instance);
  const timeLimitMs = options.timeLimitMs ?? instance.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const maxIterations = options.iterations ?? instance.iterations ?? Infinity;
  const random = seededRandom(options.seed ?? instance.seed ?? 1);

  const alone = instance.stops.map((_, u) => servableAlone(model, u));
  const servable: number[] = [];
  alone.forEach((reason, u) => reason === null && servable.push(u));

  const far = Float64Array.from(instance.stops, (_, u) => {
    let best = Infinity;
    for (let k = 0; k < model.vehicleCount; k++) best = Math.min(best, model.dist[model.startNode[k]! * model.nodeCount + u]!);
    return best;
  });

  const initial: Solution = {
    routes: instance.vehicles.map((_, k) => emptyRoute(model, k)),
    owned: instance.vehicles.map(() => true),
    unassigned: [],
    distance: 0,
    unservedWeight: 0,
  };
  recreate(model, initial, servable.slice().sort((a, b) => far[b]! - far[a]!), random, 0, far);
  let current = initial;
  let best = current;

  // Temperature in distance units, from the typical distance between neighbouring stops.
  const scale = typicalGap(model);
  const startTemperature = 2 * scale;
  const endTemperature = 0.01 * scale;

  const penalties = options.penalties ? new PenaltyManager(model, scale) : null;
  const population = options.population ? new Population(model, random, cost) : null;
  const searched = new Set<RouteState>();
  // A descent stops at the deadline too: one from a poor plan can take seconds on a busy machine.
  const deadline = maxIterations === Infinity ? started + timeLimitMs : Infinity;
  if (population) {
    current = polished(model, current, searched, penalties, deadline);
    best = current;
    population.add(best);
  }
  let iterations = 0;
  while (iterations < maxIterations && servable.length > 0 && model.vehicleCount > 0) {
    if (deadline !== Infinity && performance.now() >= deadline) break;
    const progress = maxIterations === Infinity ? (performance.now() - started) / timeLimitMs : iterations / maxIterations;
    const temperature = startTemperature * (endTemperature / startTemperature) ** Math.min(1, progress);
    iterations++;
    if (population && iterations % GENERATION_EVERY === 0 && population.size >= 2) {
      // A child of the population instead of a ruin and recreate.
      const { routes, missing, changed } = crossover(model, population.select(), population.select(), random);
      const child = educated(model, { ...emptySolution(model), routes }, missing, changed, penalties, random, far, deadline);
      if (child) {
        population.add(child);
        if (cost(child) < cost(best) - 1e-9) best = current = child;
      }
      continue;
    }
    const candidate = shareSolution(current);
    const removed = ruin(model, candidate, random);
    if (removed === null) continue;
    recreate(model, candidate, [...removed, ...candidate.unassigned.splice(0)], random, Math.floor(random() * 5), far);
    if (cost(candidate) < cost(current) - temperature * Math.log(random())) current = candidate;
    if (cost(current) < cost(best) - 1e-9) {
      // A new best: descend to its local optimum and go on from there.
      current = polished(model, current, searched, penalties, deadline);
      best = current;
      population?.add(best);
    }
  }

  return toPlan(model, best, alone, performance.now() - started, iterations);
}

function cost(solution: Solution): number {
  return solution.unservedWeight * UNSERVED_PENALTY + solution.distance;
}

/**
 * The solution improved by local search (same stops served, shorter or equal distance). `searched`: the
 * routes of the last solution brought to a local optimum; the search starts from the others. With
 * penalties the search may pass through plans that break a rule; when it cannot repair its result, or
 * the repair made it longer than it started, the search without penalties is used instead.
 */
function polished(model: Model, solution: Solution, searched: Set<RouteState>, penalties: PenaltyManager | null, deadline: number): Solution {
  const changed = solution.routes.map((route) => !searched.has(route));
  let routes = solution.routes.slice();
  const total = (list: RouteState[]) => list.reduce((sum, route) => sum + route.dist, 0);
  if (!descend(model, routes, changed, penalties, deadline) || total(routes) > solution.distance + 1e-9) {
    routes = solution.routes.slice();
    localSearch(model, routes, MOVES, changed, undefined, deadline);
  }
  searched.clear();
  for (const route of routes) searched.add(route);
  return { ...solution, routes, owned: routes.map(() => false), distance: total(routes) };
}

/**
 * Local search on the routes, in place, looking first at pairs touching a changed route. With penalties
 * (Vidal's penalised search) it may pass through plans that break capacity, time or distance rules; a
 * result that still breaks one is searched again with ten, then a hundred times the weights. False when
 * that does not repair it.
 */
function descend(model: Model, routes: RouteState[], changed: boolean[], penalties: PenaltyManager | null, deadline: number): boolean {
  if (!penalties) {
    localSearch(model, routes, MOVES, changed, undefined, deadline);
    return true;
  }
  localSearch(model, routes, MOVES, changed, penalties.weights, deadline);
  penalties.register(routes);
  for (const factor of [10, 100]) {
    if (routes.every((route) => route.feasible)) return true;
    localSearch(model, routes, MOVES, routes.map((route) => !route.feasible), penalties.boosted(factor), deadline);
  }
  return routes.every((route) => route.feasible);
}

/**
 * A new plan: the routes (`changed`: those not at a local optimum together) with the stops inserted,
 * then the local search (penalised when there are penalties); null when its result cannot be repaired.
 */
function educated(
  model: Model,
  solution: Solution,
  stops: number[],
  changed: boolean[] | null,
  penalties: PenaltyManager | null,
  random: () => number,
  far: Float64Array,
  deadline: number,
): Solution | null {
  const before = solution.routes.map((route) => route.stops.length);
  recreate(model, solution, stops, random, Math.floor(random() * 5), far);
  const routes = solution.routes;
  const touched = routes.map((route, r) => !changed || changed[r]! || route.stops.length !== before[r]);
  if (!descend(model, routes, touched, penalties, deadline)) return null;
  const improved: Solution = { ...solution, routes, owned: routes.map(() => false), unassigned: [] };
  recreate(model, improved, solution.unassigned, random, 4, far);
  return improved;
}

function emptySolution(model: Model): Solution {
  return {
    routes: model.instance.vehicles.map((_, k) => emptyRoute(model, k)),
    owned: model.instance.vehicles.map(() => true),
    unassigned: [],
    distance: 0,
    unservedWeight: 0,
  };
}

function shareSolution(solution: Solution): Solution {
  return { ...solution, routes: solution.routes.slice(), owned: solution.routes.map(() => false), unassigned: solution.unassigned.slice() };
}

/** The route r of the solution, copied first if it is still shared with an accepted solution. */
function writable(solution: Solution, r: number): RouteState {
  if (!solution.owned[r]) {
    solution.routes[r] = cloneRoute(solution.routes[r]!);
    solution.owned[r] = true;
  }
  return solution.routes[r]!;
}

function typicalGap(model: Model): number {
  const S = model.stopCount;
  const N = model.nodeCount;
  let sum = 0;
  let count = 0;
  for (let u = 0; u < S; u++) {
    const nearest = model.neighbours[u]!;
    for (let j = 0; j < Math.min(5, nearest.length); j++) {
      sum += model.dist[u * N + nearest[j]!]!;
      count++;
    }
  }
  return count > 0 && sum > 0 ? sum / count : 1;
}

/** Removes strings of consecutive stops from routes near a random stop; null if a route broke a rule. */
function ruin(model: Model, solution: Solution, random: () => number): number[] | null {
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

/** Inserts each stop where it adds the least distance; what fits nowhere stays unassigned. */
function recreate(model: Model, solution: Solution, stops: number[], random: () => number, order: number, far: Float64Array): void {
  for (let i = stops.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [stops[i], stops[j]] = [stops[j]!, stops[i]!];
  }
  const key =
    order === 1
      ? (u: number) => -model.demand[u]!
      : order === 2
        ? (u: number) => -far[u]!
        : order === 3
          ? (u: number) => far[u]!
          : order === 4
            ? (u: number) => model.demand[u]!
            : () => 0;
  stops.sort((a, b) => model.weight[b]! - model.weight[a]! || key(a) - key(b));

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
function cheapestPlace(model: Model, solution: Solution, u: number, random: (() => number) | null): { route: number; position: number } | null {
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

const RULE_ORDER: UnassignedReason[] = ['ODD_EVEN_RATIONING', 'CAPACITY', 'MAX_DISTANCE', 'TIME_WINDOW'];

/** null when some vehicle could serve the stop on a route of its own, else the rule that stops the closest vehicle. */
function servableAlone(model: Model, u: number): UnassignedReason | null {
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

export type { Instance };
