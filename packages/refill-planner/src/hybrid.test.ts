import { describe, expect, it } from 'vitest';
import { crossover } from './crossover';
import { checkPlan, parseInstance, planRefills, type InstanceInput, type Plan } from './index';
import { localSearch, MOVES } from './local-search';
import { buildModel } from './model';
import { PenaltyManager } from './penalties';
import { Population } from './population';
import { seededRandom } from './random';
import { emptyRoute, penalisedCost, refresh, type RouteState } from './route-state';
import type { Solution } from './ruin-recreate';
import { grid, stop, vehicle } from './test-helpers';

/*
 * The parts of the hybrid genetic search: how far a route breaks each rule, the penalised local search,
 * the crossover and the population. Distances are euclidean, one unit a km and a minute.
 */

const route = (instance: InstanceInput, stops: number[], vehicleIndex = 0): RouteState => {
  const model = buildModel(parseInstance(instance));
  const state = emptyRoute(model, vehicleIndex);
  state.stops = stops;
  refresh(model, state);
  return state;
};

describe('how far a route breaks each rule', () => {
  it('a route that keeps every rule has no excess', () => {
    const instance = grid([vehicle('v')], [stop('a', 3, 4), stop('b', 6, 8)]);
    const state = route(instance, [0, 1]);
    expect(state).toMatchObject({ feasible: true, excessLoad: 0, timeWarp: 0, excessDist: 0, dist: 20 });
  });

  it('counts the gallons over capacity, the km over the cap, the minutes late and past the shift', () => {
    const instance = grid(
      [vehicle('v', { capacity: 3, maxDistanceKm: 15, shift: { start: 0, end: 18 } })],
      [stop('a', 3, 4, { demand: 2, timeWindows: [{ start: 0, end: 2 }] }), stop('b', 6, 8, { demand: 2 })],
    );
    const state = route(instance, [0, 1]);
    // a: arrives at 5, its window closes at 2: 3 minutes of warp. Leaving a at 2, the refiller reaches
    // b at 7 and is back at 17, within the shift; 4 gallons for 3, 20 km for 15.
    expect(state.excessLoad).toBe(1);
    expect(state.excessDist).toBe(5);
    expect(state.timeWarp).toBeCloseTo(3, 9);
    expect(state.feasible).toBe(false);
    expect(penalisedCost(state, { load: 10, warp: 2, dist: 1 })).toBeCloseTo(20 + 10 + 6 + 5, 9);
  });

  it('minutes back after the shift ends are warp too, and a window shorter than the refill', () => {
    const late = grid([vehicle('v', { shift: { start: 0, end: 2 } })], [stop('a', 3, 4)]);
    expect(route(late, [0]).timeWarp).toBeCloseTo(8, 9);
    const short = grid([vehicle('v', { serviceMinutes: 10 })], [stop('a', 3, 4, { timeWindows: [{ start: 20, end: 25 }] })]);
    expect(route(short, [0]).timeWarp).toBeCloseTo(5, 9);
  });
});

/** A random instance of n stops around the depot, short of capacity and with tight windows. */
function tightInstance(seed: number, n: number): InstanceInput {
  const random = seededRandom(seed);
  const int = (a: number, b: number) => a + Math.floor(random() * (b - a + 1));
  return grid(
    Array.from({ length: 4 }, (_, k) =>
      vehicle(`v${k}`, { capacity: int(8, 14), maxDistanceKm: 150, shift: { start: 0, end: 240 }, plateParity: k % 2 ? 'EVEN' : null }),
    ),
    Array.from({ length: n }, (_, i) => {
      const open = int(0, 160);
      return stop(`s${i}`, int(-30, 30), int(-30, 30), {
        demand: int(1, 4),
        timeWindows: [{ start: open, end: open + int(20, 80) }],
        oddEvenRationing: random() < 0.3,
      });
    }),
  );
}

const solutionOf = (routes: RouteState[], unassigned: number[] = []): Solution => ({
  routes,
  owned: routes.map(() => true),
  unassigned,
  distance: routes.reduce((sum, r) => sum + r.dist, 0),
  unservedWeight: unassigned.length,
});

/** A plan that keeps every rule: each stop appended to the first route it fits at the end of. */
function greedy(instance: InstanceInput): Solution {
  const model = buildModel(parseInstance(instance));
  const routes = model.instance.vehicles.map((_, k) => emptyRoute(model, k));
  const unassigned: number[] = [];
  for (let u = 0; u < model.stopCount; u++) {
    const fits = routes.find((r) => {
      if (!model.allowed[r.vehicle * model.stopCount + u]) return false;
      r.stops.push(u);
      refresh(model, r);
      const ok = r.feasible;
      if (!ok) {
        r.stops.pop();
        refresh(model, r);
      }
      return ok;
    });
    if (!fits) unassigned.push(u);
  }
  return solutionOf(routes, unassigned);
}

describe('the penalised local search', () => {
  it('never raises the penalised cost, keeps the stops and rationing, and may pass through broken plans', () => {
    let endedBroken = 0;
    let shorterThanStrict = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const instance = tightInstance(seed, 24);
      const model = buildModel(parseInstance(instance));
      const start = greedy(instance);
      const weights = { load: 0.5, warp: 0.05, dist: 0.5 };
      const penalised = start.routes.slice();
      localSearch(model, penalised, MOVES, undefined, weights);
      const strict = start.routes.slice();
      localSearch(model, strict);
      const total = (routes: RouteState[]) => routes.reduce((sum, r) => sum + penalisedCost(r, weights), 0);
      expect(total(penalised)).toBeLessThanOrEqual(total(start.routes) + 1e-6);
      const stops = (routes: RouteState[]) => routes.flatMap((r) => r.stops).sort((a, b) => a - b);
      expect(stops(penalised)).toEqual(stops(start.routes));
      for (const r of penalised) for (const u of r.stops) expect(model.allowed[r.vehicle * model.stopCount + u]).toBe(1);
      if (penalised.some((r) => !r.feasible)) endedBroken++;
      if (total(penalised) < total(strict) - 1e-6) shorterThanStrict++;
    }
    // Light weights let the search through plans that break a rule and to lower costs than without.
    expect(endedBroken).toBeGreaterThan(0);
    expect(shorterThanStrict).toBeGreaterThan(0);
  });

  it('adapts the weights: heavier while plans break a rule, lighter while all keep it', () => {
    const instance = tightInstance(1, 10);
    const model = buildModel(parseInstance(instance));
    const manager = new PenaltyManager(model, 1);
    const broken = route(grid([vehicle('v', { capacity: 1 })], [stop('a', 1, 1, { demand: 2 })]), [0]);
    const load = manager.weights.load;
    for (let i = 0; i < 5; i++) manager.register([broken]);
    expect(manager.weights.load).toBeCloseTo(load * 1.25, 9);
    expect(manager.weights.warp).toBeLessThan(1); // kept every time: lighter
    expect(manager.boosted(10).load).toBeCloseTo(manager.weights.load * 10, 9);
  });
});

describe('crossover and population', () => {
  it('the child keeps every stop of its parents once: in a route of the same vehicle or to insert again', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const instance = tightInstance(seed, 20);
      const model = buildModel(parseInstance(instance));
      const random = seededRandom(seed);
      const first = greedy(instance);
      // Another plan: each vehicle takes the stops of the vehicle listed opposite, where rationing lets it.
      const opposite = first.routes.slice().reverse();
      const second = solutionOf(
        opposite.map((r, k) => {
          const copy = emptyRoute(model, k);
          copy.stops = r.stops.filter((u) => model.allowed[k * model.stopCount + u]);
          refresh(model, copy);
          return copy;
        }),
      );
      const { routes, missing, changed } = crossover(model, first, second, random);
      expect(routes.map((r) => r.vehicle)).toEqual(first.routes.map((r) => r.vehicle));
      const all = [...routes.flatMap((r) => r.stops), ...missing].sort((a, b) => a - b);
      expect(all).toEqual(Array.from({ length: model.stopCount }, (_, u) => u));
      expect(changed.some(Boolean)).toBe(true);
      // Each route is the first parent's for that vehicle, or the second's with some stops left out.
      routes.forEach((r, k) => {
        const fromFirst = r.stops.join() === first.routes[k]!.stops.join();
        const kept = second.routes[k]!.stops.filter((u) => r.stops.includes(u));
        expect(fromFirst || kept.join() === r.stops.join()).toBe(true);
      });
    }
  });

  it('removes clones first and keeps the better of two', () => {
    const instance = tightInstance(2, 16);
    const model = buildModel(parseInstance(instance));
    const plan = greedy(instance);
    const longer = { ...plan, distance: plan.distance + 1 };
    const costOf = (s: Solution) => s.distance;
    const population = new Population(model, seededRandom(1), costOf);
    population.add(longer);
    population.add(plan);
    expect(population.size).toBe(2);
    // Distinct plans: the same routes with one stop moved to the end (when a route has two stops).
    for (let i = 0; i < 30; i++) {
      const routes = plan.routes.map((r) => {
        const copy = emptyRoute(model, r.vehicle);
        copy.stops = r.stops.slice();
        return copy;
      });
      const r = routes[i % routes.length]!;
      if (r.stops.length > 1) r.stops.push(r.stops.splice(i % r.stops.length, 1)[0]!);
      routes.forEach((x) => refresh(model, x));
      population.add(solutionOf(routes));
    }
    expect(population.size).toBeLessThan(20);
    // Tournaments between what is left never pick the longer clone: it was removed first.
    for (let i = 0; i < 50; i++) expect(population.select()).not.toBe(longer);
  });
});

describe('the hybrid search', () => {
  const options = { population: true, penalties: true };

  it('gives the same plan for the same seed and iterations with children of the population', () => {
    const instance = tightInstance(5, 30);
    const strip = ({ elapsedMs: _, ...plan }: Plan) => plan;
    const a = planRefills(instance, { iterations: 2000, seed: 4, ...options });
    expect(checkPlan(instance, a)).toEqual([]);
    expect(strip(a)).toEqual(strip(planRefills(instance, { iterations: 2000, seed: 4, ...options })));
  });

  it('keeps every rule with the population and penalties, on instances short of capacity and time', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const instance = tightInstance(seed, 25);
      const plan = planRefills(instance, { iterations: 2000, seed, ...options });
      expect(checkPlan(instance, plan)).toEqual([]);
      const ids = [...plan.routes.flatMap((r) => r.stops.map((s) => s.stopId)), ...plan.unassigned.map((u) => u.stopId)].sort();
      expect(ids).toEqual(instance.stops.map((s) => s.id).sort());
    }
  });
});
