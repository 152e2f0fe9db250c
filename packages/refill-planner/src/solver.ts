import { parseInstance, type Instance, type Plan, type PlanOptions } from './instance';
import { buildModel, type Model } from './model';
import { seededRandom } from './random';
import { localSearch, MOVES } from './local-search';
import { crossover } from './crossover';
import { PenaltyManager } from './penalties';
import { Population } from './population';
import { servableAlone, toPlan } from './report';
import { cost, emptySolution, RECREATE_ORDERS, recreate, ruin, shareSolution, type Solution } from './ruin-recreate';
import type { RouteState } from './route-state';
import { serveMore } from './unserved';

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
/** Ruin-and-recreate iterations between two children of the population. */
const GENERATION_EVERY = 1000;
/** Local searches, each followed by bringing unserved stops in, at most per new best plan. */
const MAX_POLISH_ROUNDS = 5;

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

  const initial = emptySolution(model);
  recreate(model, initial, servable.slice(), random, 2, far);
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
    recreate(model, candidate, [...removed, ...candidate.unassigned.splice(0)], random, Math.floor(random() * RECREATE_ORDERS), far);
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

/**
 * The solution improved by local search (shorter or equal distance), then by bringing unserved stops in
 * (unserved.ts: more weight served, or the same in less distance), the two in turn while that helps.
 * `searched`: the routes of the last solution brought to a local optimum; the search starts from the
 * others. With penalties the search may pass through plans that break a rule; when it cannot repair its
 * result, or the repair made it longer than it started, the search without penalties is used instead.
 */
function polished(model: Model, solution: Solution, searched: Set<RouteState>, penalties: PenaltyManager | null, deadline: number): Solution {
  const total = (list: RouteState[]) => list.reduce((sum, route) => sum + route.dist, 0);
  let result = solution;
  for (let round = 0; round < MAX_POLISH_ROUNDS; round++) {
    const changed = result.routes.map((route) => !searched.has(route));
    let routes = result.routes.slice();
    if (!descend(model, routes, changed, penalties, deadline) || total(routes) > result.distance + 1e-9) {
      routes = result.routes.slice();
      localSearch(model, routes, MOVES, changed, undefined, deadline);
    }
    searched.clear();
    for (const route of routes) searched.add(route);
    result = { ...result, routes, owned: routes.map(() => false), unassigned: result.unassigned.slice(), distance: total(routes) };
    if (performance.now() >= deadline || !serveMore(model, result)) break;
  }
  return result;
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
  recreate(model, solution, stops, random, Math.floor(random() * RECREATE_ORDERS), far);
  const routes = solution.routes;
  const touched = routes.map((route, r) => !changed || changed[r]! || route.stops.length !== before[r]);
  if (!descend(model, routes, touched, penalties, deadline)) return null;
  const improved: Solution = { ...solution, routes, owned: routes.map(() => false), unassigned: [] };
  recreate(model, improved, solution.unassigned, random, 4, far);
  return improved;
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

export type { Instance, Solution };
