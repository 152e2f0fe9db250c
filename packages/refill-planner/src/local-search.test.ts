import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlan, parseInstance, type InstanceInput } from './index';
import { localSearch, MOVES } from './local-search';
import { buildModel } from './model';
import { seededRandom } from './random';
import { emptyRoute, insertionDelta, refresh } from './route-state';
import { toPlan } from './report';
import { grid } from './test-helpers';

/*
 * Each local-search move alone, on random small instances: starting from a valid plan made by random
 * insertions, the improved plan passes checkPlan, serves the same stops and is not longer.
 */

const place = { x: fc.integer({ min: 0, max: 30 }), y: fc.integer({ min: 0, max: 30 }) };
const instances = fc
  .record({
    vehicles: fc.array(
      fc.record({
        start: fc.record(place),
        end: fc.oneof(fc.constant('start' as const), fc.constant('none' as const), fc.record(place)),
        shiftStart: fc.integer({ min: 0, max: 200 }),
        shiftLength: fc.integer({ min: 100, max: 600 }),
        capacity: fc.integer({ min: 5, max: 40 }),
        maxDistanceKm: fc.option(fc.integer({ min: 40, max: 200 })),
        serviceMinutes: fc.integer({ min: 0, max: 20 }),
        plateParity: fc.constantFrom('ODD' as const, 'EVEN' as const, null),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    stops: fc.array(
      fc.record({
        location: fc.record(place),
        demand: fc.integer({ min: 0, max: 8 }),
        windows: fc.array(fc.record({ start: fc.integer({ min: 0, max: 600 }), length: fc.integer({ min: 20, max: 400 }) }), {
          minLength: 1,
          maxLength: 2,
        }),
        oddEvenRationing: fc.boolean(),
      }),
      { minLength: 2, maxLength: 25 },
    ),
    seed: fc.integer({ min: 1, max: 1000 }),
  })
  .map(({ vehicles, stops, seed }) => ({
    seed,
    instance: grid(
      vehicles.map((v, k) => ({
        id: `v${k}`,
        start: v.start,
        end: v.end,
        shift: { start: v.shiftStart, end: v.shiftStart + v.shiftLength },
        capacity: v.capacity,
        maxDistanceKm: v.maxDistanceKm,
        serviceMinutes: v.serviceMinutes,
        plateParity: v.plateParity,
      })),
      stops.map((s, i) => ({
        id: `s${i}`,
        location: s.location,
        demand: s.demand,
        timeWindows: s.windows.map((w) => ({ start: w.start, end: w.start + w.length })),
        oddEvenRationing: s.oddEvenRationing,
      })),
      { minTravelMinutes: 2, travelSpeedKmh: 40 },
    ) as InstanceInput,
  }));

describe('local search', () => {
  for (const move of MOVES) {
    it(`${move} keeps every rule, serves the same stops, never lengthens the plan and shortens some`, () => {
      let shortened = 0;
      fc.assert(
        fc.property(instances, ({ instance, seed }) => {
          const model = buildModel(parseInstance(instance));
          const random = seededRandom(seed);
          const routes = model.instance.vehicles.map((_, k) => emptyRoute(model, k));
          const unassigned: number[] = [];
          // A valid but poor first plan: each stop at a random valid position of a random vehicle.
          for (let u = 0; u < model.stopCount; u++) {
            const options: [number, number][] = [];
            routes.forEach((route, r) => {
              const k = route.vehicle;
              if (!model.allowed[k * model.stopCount + u] || route.load + model.demand[u]! > model.capacity[k]!) return;
              for (let p = 0; p <= route.stops.length; p++) if (!Number.isNaN(insertionDelta(model, route, u, p))) options.push([r, p]);
            });
            if (options.length === 0) {
              unassigned.push(u);
              continue;
            }
            const [r, p] = options[Math.floor(random() * options.length)]!;
            routes[r]!.stops.splice(p, 0, u);
            refresh(model, routes[r]!);
          }
          const solution = (list: typeof routes) => ({
            routes: list,
            owned: list.map(() => true),
            unassigned,
            distance: list.reduce((sum, route) => sum + route.dist, 0),
            unservedWeight: 0,
          });
          const alone = model.instance.stops.map(() => null);
          const before = toPlan(model, solution(routes), alone, 0, 0);
          expect(checkPlan(instance, before)).toEqual([]);

          localSearch(model, routes, [move]);
          const after = toPlan(model, solution(routes), alone, 0, 0);
          expect(checkPlan(instance, after)).toEqual([]);
          const servedIds = (plan: typeof before) => plan.routes.flatMap((route) => route.stops.map((s) => s.stopId)).sort();
          expect(servedIds(after)).toEqual(servedIds(before));
          expect(after.totalDistanceKm).toBeLessThanOrEqual(before.totalDistanceKm + 1e-6);
          if (after.totalDistanceKm < before.totalDistanceKm - 1e-6) shortened++;
        }),
        { numRuns: 150 },
      );
      // The move alone, from random plans, must find something to do.
      expect(shortened).toBeGreaterThan(5);
    });
  }

  it('looks again only at pairs whose routes changed, and still ends at a local optimum of all moves', () => {
    fc.assert(
      fc.property(instances, ({ instance }) => {
        const model = buildModel(parseInstance(instance));
        const routes = model.instance.vehicles.map((_, k) => emptyRoute(model, k));
        for (let u = 0; u < model.stopCount; u++) {
          const route = routes.find(
            (candidate) =>
              model.allowed[candidate.vehicle * model.stopCount + u] &&
              candidate.load + model.demand[u]! <= model.capacity[candidate.vehicle]! &&
              !Number.isNaN(insertionDelta(model, candidate, u, candidate.stops.length)),
          );
          if (!route) continue;
          route.stops.push(u);
          refresh(model, route);
        }
        // Half the routes searched alone first, then all with only the other half marked changed.
        const half = routes.map((_, r) => r % 2 === 0);
        const firstHalf = routes.filter((_, r) => half[r]);
        localSearch(model, firstHalf);
        let next = 0;
        const mixed = routes.map((route, r) => (half[r] ? firstHalf[next++]! : route));
        localSearch(model, mixed, MOVES, half.map((searched) => !searched));
        const stops = mixed.map((route) => route.stops.join(','));
        localSearch(model, mixed);
        expect(mixed.map((route) => route.stops.join(','))).toEqual(stops);
      }),
      { numRuns: 100 },
    );
  });

  it('finds improvements: random plans get shorter', () => {
    // Not a rule but a sign that the moves work: over many random plans, the search shortens some.
    let shortened = 0;
    fc.assert(
      fc.property(instances, ({ instance }) => {
        const model = buildModel(parseInstance(instance));
        const routes = model.instance.vehicles.map((_, k) => emptyRoute(model, k));
        for (let u = 0; u < model.stopCount; u++) {
          const route = routes.find(
            (candidate) =>
              model.allowed[candidate.vehicle * model.stopCount + u] &&
              candidate.load + model.demand[u]! <= model.capacity[candidate.vehicle]! &&
              !Number.isNaN(insertionDelta(model, candidate, u, candidate.stops.length)),
          );
          if (!route) continue;
          route.stops.push(u);
          refresh(model, route);
        }
        const total = () => routes.reduce((sum, route) => sum + route.dist, 0);
        const before = total();
        localSearch(model, routes);
        if (total() < before - 1e-6) shortened++;
      }),
      { numRuns: 100 },
    );
    expect(shortened).toBeGreaterThan(10);
  });
});
