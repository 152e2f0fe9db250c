import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BENCHMARKS, benchmarkInstance } from '../bench/benchmarks';
import { checkPlan, dayParity, parseInstance, planRefills, vehicleEnd, type Instance, type InstanceInput, type Plan } from './index';
import { seededRandom } from './random';
import { grid, stop, vehicle } from './test-helpers';

const served = (plan: Plan) => plan.routes.flatMap((route) => route.stops.map((s) => s.stopId));

/*
 * Brute force, written apart from the planner: every way to split the stops between the vehicles (or
 * leave them out), every order of each route; the most weight served, then the least distance.
 */
function bruteForce(input: InstanceInput): { weight: number; distance: number } {
  const instance: Instance = parseInstance(input);
  const { stops, vehicles } = instance;
  const parity = dayParity(instance.date);
  const at = (p: unknown) => p as { x: number; y: number };
  const gap = (p: unknown, q: unknown) => Math.hypot(at(p).x - at(q).x, at(p).y - at(q).y);
  const travel = (p: unknown, q: unknown) => (gap(p, q) === 0 ? 0 : Math.max(instance.minTravelMinutes, (gap(p, q) * 60) / instance.travelSpeedKmh));

  function routeDistance(k: number, order: number[]): number | null {
    const v = vehicles[k]!;
    let place: unknown = v.start;
    let t = v.shift.start;
    let distance = 0;
    let load = 0;
    for (const i of order) {
      const s = stops[i]!;
      if (s.oddEvenRationing && v.plateParity != null && v.plateParity !== parity) return null;
      const service = s.serviceMinutes ?? v.serviceMinutes;
      const arrival = t + travel(place, s.location);
      const starts = s.timeWindows.map((w) => Math.max(arrival, w.start)).filter((start, w) => start + service <= s.timeWindows[w]!.end + 1e-9);
      if (starts.length === 0) return null;
      t = Math.min(...starts) + service;
      distance += gap(place, s.location);
      load += s.demand;
      place = s.location;
    }
    const end = vehicleEnd(v);
    if (end) distance += gap(place, end);
    if (t + (end ? travel(place, end) : 0) > v.shift.end + 1e-9 || load > v.capacity) return null;
    if (v.maxDistanceKm != null && distance > v.maxDistanceKm + 1e-9) return null;
    return distance;
  }
  const permutations = (items: number[]): number[][] =>
    items.length <= 1 ? [items] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
  const bestRoute = vehicles.map((_, k) =>
    Array.from({ length: 1 << stops.length }, (_, mask) => {
      const members = stops.map((_, i) => i).filter((i) => mask & (1 << i));
      let best: number | null = null;
      for (const order of permutations(members)) {
        const d = routeDistance(k, order);
        if (d !== null && (best === null || d < best)) best = d;
      }
      return best;
    }),
  );
  let best = { weight: -1, distance: Infinity };
  const assign = (i: number, masks: number[], weight: number) => {
    if (i === stops.length) {
      let distance = 0;
      for (let k = 0; k < vehicles.length; k++) {
        const d = bestRoute[k]![masks[k]!];
        if (d === null || d === undefined) return;
        distance += d;
      }
      if (weight > best.weight || (weight === best.weight && distance < best.distance - 1e-9)) best = { weight, distance };
      return;
    }
    assign(i + 1, masks, weight);
    for (let k = 0; k < vehicles.length; k++) {
      masks[k]! |= 1 << i;
      assign(i + 1, masks, weight + 1 + (stops[i]!.priority ?? 0));
      masks[k]! &= ~(1 << i);
    }
  };
  assign(0, vehicles.map(() => 0), 0);
  return best;
}

type Ends = { car?: InstanceInput['vehicles'][number]['end']; bike?: InstanceInput['vehicles'][number]['end'] };

function smallInstance(seed: number, stopCount: number, ends: Ends = {}): InstanceInput {
  const random = seededRandom(seed);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  return grid(
    [
      vehicle('car', { capacity: int(8, 14), serviceMinutes: 5, plateParity: 'EVEN', shift: { start: 0, end: int(120, 200) }, end: ends.car }),
      vehicle('bike', { start: { x: 10, y: 10 }, capacity: int(6, 10), serviceMinutes: 10, maxDistanceKm: int(40, 80), shift: { start: 20, end: 200 }, end: ends.bike }),
    ],
    Array.from({ length: stopCount }, (_, i) => {
      const open = int(0, 120);
      return stop(`s${i}`, int(0, 20), int(0, 20), {
        demand: int(1, 5),
        timeWindows: [{ start: open, end: open + int(15, 90) }],
        oddEvenRationing: random() < 0.3,
        priority: random() < 0.2 ? 1 : 0,
      });
    }),
  );
}

describe('planRefills', () => {
  const warehouse = { car: { x: 20, y: 0 }, bike: 'none' } as const;
  it.each([
    [1, 6, {}],
    [2, 6, {}],
    [3, 6, {}],
    [4, 7, {}],
    [5, 7, {}],
    [6, 7, {}],
    [7, 6, warehouse],
    [8, 7, warehouse],
    [9, 7, { car: 'none', bike: 'none' } as const],
  ])('finds the optimum of a small instance (seed %i, %i stops, ends %o)', (seed, stopCount, ends: Ends) => {
    const instance = smallInstance(seed, stopCount, ends);
    const optimum = bruteForce(instance);
    const plan = planRefills(instance, { iterations: 2000, seed });
    expect(checkPlan(instance, plan)).toEqual([]);
    const weight = plan.routes.flatMap((r) => r.stops).reduce((sum, s) => sum + 1 + (instance.stops.find((x) => x.id === s.stopId)!.priority ?? 0), 0);
    expect(weight).toBe(optimum.weight);
    expect(plan.totalDistanceKm).toBeCloseTo(optimum.distance, 2);
  });

  it('gives the same plan for the same seed and iterations', () => {
    const instance = smallInstance(9, 7);
    const strip = ({ elapsedMs: _, ...plan }: Plan) => plan;
    expect(strip(planRefills(instance, { iterations: 500, seed: 3 }))).toEqual(strip(planRefills(instance, { iterations: 500, seed: 3 })));
  });

  it('stays within 3% of the best-known distance on Solomon C101', () => {
    const c101 = BENCHMARKS.find((benchmark) => benchmark.name === 'C101')!;
    const instance = benchmarkInstance(c101.file);
    const plan = planRefills(instance, { iterations: 3000 });
    expect(checkPlan(instance, plan)).toEqual([]);
    expect(served(plan)).toHaveLength(100);
    expect(plan.totalDistanceKm / c101.bestKnown).toBeLessThan(1.03);
  });

  it('keeps every rule and accounts for every stop exactly once on random instances', () => {
    const place = { x: fc.integer({ min: 0, max: 30 }), y: fc.integer({ min: 0, max: 30 }) };
    const vehicles = fc.array(
      fc.record({
        start: fc.record(place),
        end: fc.oneof(fc.constant('start' as const), fc.constant('none' as const), fc.record(place)),
        shiftStart: fc.integer({ min: 0, max: 300 }),
        shiftLength: fc.integer({ min: 0, max: 600 }),
        capacity: fc.integer({ min: 0, max: 40 }),
        maxDistanceKm: fc.option(fc.integer({ min: 0, max: 200 })),
        serviceMinutes: fc.integer({ min: 0, max: 20 }),
        plateParity: fc.constantFrom('ODD' as const, 'EVEN' as const, null),
      }),
      { maxLength: 4 },
    );
    const stops = fc.array(
      fc.record({
        location: fc.record(place),
        demand: fc.integer({ min: 0, max: 12 }),
        windows: fc.array(fc.record({ start: fc.integer({ min: 0, max: 800 }), length: fc.integer({ min: 0, max: 300 }) }), { minLength: 1, maxLength: 2 }),
        serviceMinutes: fc.option(fc.integer({ min: 0, max: 30 })),
        oddEvenRationing: fc.boolean(),
        priority: fc.option(fc.integer({ min: 0, max: 2 })),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(vehicles, stops, fc.boolean(), fc.integer({ min: 0, max: 6 }), (vs, ss, oddDay, minTravel) => {
        const instance: InstanceInput = grid(
          vs.map((v, k) => ({
            id: `v${k}`,
            start: v.start,
            end: v.end,
            shift: { start: v.shiftStart, end: v.shiftStart + v.shiftLength },
            capacity: v.capacity,
            maxDistanceKm: v.maxDistanceKm,
            serviceMinutes: v.serviceMinutes,
            plateParity: v.plateParity,
          })),
          ss.map((s, i) => ({
            id: `s${i}`,
            location: s.location,
            demand: s.demand,
            timeWindows: s.windows.map((w) => ({ start: w.start, end: w.start + w.length })),
            serviceMinutes: s.serviceMinutes,
            oddEvenRationing: s.oddEvenRationing,
            priority: s.priority,
          })),
          { date: oddDay ? '2026-11-25' : '2026-11-26', minTravelMinutes: minTravel, travelSpeedKmh: 40 },
        );
        const plan = planRefills(instance, { timeLimitMs: 60 });
        expect(checkPlan(instance, plan)).toEqual([]);
        const ids = [...served(plan), ...plan.unassigned.map((left) => left.stopId)].sort();
        expect(ids).toEqual(instance.stops.map((s) => s.id).sort());
      }),
      { numRuns: 30, seed: 42 },
    );
  });
});

describe('the plan-refills command', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const folder = mkdtempSync(join(tmpdir(), 'plan-refills-'));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'packages/refill-planner/src/cli.ts', ...args], { cwd: root, encoding: 'utf8' });

  it('prints a valid plan as JSON', () => {
    const instance = grid([vehicle('u12', { capacity: 10 })], [stop('m1', 3, 4), stop('m2', 6, 8), stop('m3', 1, 1, { demand: 20 })]);
    const file = join(folder, 'instance.json');
    writeFileSync(file, JSON.stringify(instance));
    const result = run(file, '--time-limit', '100', '--seed', '5');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const plan = JSON.parse(result.stdout) as Plan;
    expect(checkPlan(instance, plan)).toEqual([]);
    expect(plan.totalDistanceKm).toBe(20);
    expect(plan.unassigned).toEqual([expect.objectContaining({ stopId: 'm3', reason: 'CAPACITY' })]);
  });

  it('plans both machines of a two-stop day that one refiller can easily serve (issue 42)', () => {
    // The day as reported: S2 used to be left out with NO_CAPACITY_LEFT when the first plan was all the
    // time allowed, because the blinks of the insertion had skipped the only place it could go.
    const day = {
      date: '2026-12-17',
      distance: { metric: 'haversine', roadFactor: 1.3 },
      travelSpeedKmh: 25,
      minTravelMinutes: 5,
      vehicles: [
        { id: 'V1', start: { lat: -6.2, lng: 106.8 }, shift: { start: '07:00', end: '20:00' }, capacity: 100, maxDistanceKm: 500, serviceMinutes: 15, plateParity: null },
      ],
      stops: [
        { id: 'S1', location: { lat: -6.2, lng: 106.85 }, demand: 1, timeWindows: [{ start: '00:00', end: '23:59' }], oddEvenRationing: false },
        { id: 'S2', location: { lat: -6.2, lng: 106.9 }, demand: 1, timeWindows: [{ start: '00:00', end: '23:59' }], oddEvenRationing: false },
      ],
    };
    const file = join(folder, 'two-stops.json');
    writeFileSync(file, JSON.stringify(day));
    // No time left for the search: the first plan alone must serve both.
    const result = run(file, '--time-limit', '0');
    expect(result.status).toBe(0);
    const plan = JSON.parse(result.stdout) as Plan;
    expect(plan.unassigned).toEqual([]);
    expect(served(plan).sort()).toEqual(['S1', 'S2']);
    expect(checkPlan(day, plan)).toEqual([]);
    // Every seed, one or two vehicles, round trips or open routes.
    const second = { ...day.vehicles[0]!, id: 'V2' };
    for (const vehicles of [day.vehicles, [...day.vehicles, second], day.vehicles.map((v) => ({ ...v, end: 'none' as const }))]) {
      for (let seed = 1; seed <= 200; seed++) {
        const other = planRefills({ ...day, vehicles }, { iterations: 0, seed });
        expect(other.unassigned, `seed ${seed}`).toEqual([]);
      }
    }
  });

  it('exits with code 2 and one clear line on a bad instance or bad arguments', () => {
    const file = join(folder, 'bad.json');
    writeFileSync(file, JSON.stringify({ ...grid([vehicle('v')], [stop('a', 1, 1)]), travelSpeedKmh: -3 }));
    const bad = run(file);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^plan-refills: Invalid refill-planning instance: travelSpeedKmh: .*\n$/);
    expect(run(join(folder, 'missing.json')).status).toBe(2);
    expect(run(file, '--seed', 'abc').stderr).toMatch(/--seed needs a whole number/);
    expect(run().status).toBe(2);
  });
});
