import type { InstanceInput } from './instance';
import { seededRandom } from './random';

/*
 * An exact planner for small instances, for the tests only, written from the rules in
 * docs/refill-planner.md and not from the planner's code: it reads the instance as written (times in
 * minutes, euclidean x/y places) and shares nothing with the planner but the random generator.
 *
 * For each vehicle, every order of every set of stops is walked depth first (a prefix that breaks a
 * rule is not extended: every rule only gets harder as stops are added), keeping the shortest valid
 * route per set. Then every way to give disjoint sets to the vehicles is tried: the most weight served
 * (each stop counts 1 + priority), then the least total distance.
 */

type VehicleInput = InstanceInput['vehicles'][number];
type StopInput = InstanceInput['stops'][number];
type XY = { x: number; y: number };

const EPS = 1e-9;

const xy = (p: unknown) => p as XY;
const minutes = (value: number | string) => value as number;
const km = (a: XY, b: XY) => (a.x === b.x && a.y === b.y ? 0 : Math.hypot(a.x - b.x, a.y - b.y));

/** Where the vehicle's route ends, or null for an open route. */
function endOf(v: VehicleInput): XY | null {
  if (v.end === 'none') return null;
  return v.end === undefined || v.end === 'start' ? xy(v.start) : xy(v.end);
}

/** What a route has done so far: where and when it is free, its load and distance. */
type Walk = { place: XY; free: number; load: number; distance: number };

/** The vehicle's rules, read from the instance as written. */
export class RouteRules {
  private readonly parity: 'ODD' | 'EVEN';

  constructor(private readonly instance: InstanceInput) {
    this.parity = Number(instance.date.slice(8, 10)) % 2 === 1 ? 'ODD' : 'EVEN';
  }

  private travel(a: XY, b: XY): number {
    const d = km(a, b);
    return d === 0 ? 0 : Math.max(this.instance.minTravelMinutes ?? 0, (d * 60) / this.instance.travelSpeedKmh);
  }

  start(v: VehicleInput): Walk {
    return { place: xy(v.start), free: minutes(v.shift.start), load: 0, distance: 0 };
  }

  /** The walk after serving stop s next, or null when that breaks a rule already. */
  visit(v: VehicleInput, walk: Walk, s: StopInput): Walk | null {
    if (s.oddEvenRationing && v.plateParity != null && v.plateParity !== this.parity) return null;
    const load = walk.load + s.demand;
    if (load > v.capacity + EPS) return null;
    const distance = walk.distance + km(walk.place, xy(s.location));
    if (v.maxDistanceKm != null && distance > v.maxDistanceKm + EPS) return null;
    const arrival = walk.free + this.travel(walk.place, xy(s.location));
    const service = s.serviceMinutes ?? v.serviceMinutes;
    // The refill starts as early as possible and ends inside one window (waiting is allowed).
    let start = Infinity;
    for (const w of s.timeWindows) {
      const begin = Math.max(arrival, minutes(w.start));
      if (begin + service <= minutes(w.end) + EPS) start = Math.min(start, begin);
    }
    if (start === Infinity || start + service > minutes(v.shift.end) + EPS) return null;
    return { place: xy(s.location), free: start + service, load, distance };
  }

  /** The route's distance with the way back, or null when the way back breaks the shift or the cap. */
  finish(v: VehicleInput, walk: Walk): number | null {
    const end = endOf(v);
    const back = end ? km(walk.place, end) : 0;
    const returnAt = walk.free + (end ? this.travel(walk.place, end) : 0);
    if (returnAt > minutes(v.shift.end) + EPS) return null;
    if (v.maxDistanceKm != null && walk.distance + back > v.maxDistanceKm + EPS) return null;
    return walk.distance + back;
  }

  /** The distance of the vehicle serving these stops in this order, or null when a rule is broken. */
  route(v: VehicleInput, stops: StopInput[]): number | null {
    if (stops.length === 0) return 0;
    let walk: Walk | null = this.start(v);
    for (const s of stops) {
      walk = this.visit(v, walk, s);
      if (!walk) return null;
    }
    return this.finish(v, walk);
  }
}

export type Optimum = { weight: number; served: number; distance: number };

/** The best plan's weight served, stops served and total distance. */
export function exactOptimum(instance: InstanceInput): Optimum {
  const rules = new RouteRules(instance);
  const { stops, vehicles } = instance;
  const n = stops.length;
  const full = (1 << n) - 1;
  // Per vehicle, the shortest valid route of each set of stops (Infinity: none).
  const shortest = vehicles.map((v) => {
    const best = new Float64Array(1 << n).fill(Infinity);
    best[0] = 0;
    const extend = (walk: Walk, mask: number) => {
      for (let i = 0; i < n; i++) {
        if (mask & (1 << i)) continue;
        const next = rules.visit(v, walk, stops[i]!);
        if (!next) continue;
        const done = rules.finish(v, next);
        const set = mask | (1 << i);
        if (done !== null && done < best[set]!) best[set] = done;
        extend(next, set);
      }
    };
    extend(rules.start(v), 0);
    return best;
  });
  const weightOf = new Float64Array(1 << n);
  const countOf = new Int32Array(1 << n);
  for (let mask = 1; mask <= full; mask++) {
    const i = 31 - Math.clz32(mask);
    weightOf[mask] = weightOf[mask & ~(1 << i)]! + 1 + (stops[i]!.priority ?? 0);
    countOf[mask] = countOf[mask & ~(1 << i)]! + 1;
  }
  const better = (a: Optimum, b: Optimum) => a.weight > b.weight + EPS || (Math.abs(a.weight - b.weight) <= EPS && a.distance < b.distance - EPS);
  // The best plan of vehicles k.. with the stops of `free` still to give.
  const memo = new Map<number, Optimum>();
  const bestFrom = (k: number, free: number): Optimum => {
    if (k === vehicles.length) return { weight: 0, served: 0, distance: 0 };
    const key = k * (full + 1) + free;
    const known = memo.get(key);
    if (known) return known;
    let best: Optimum = { weight: -1, served: 0, distance: Infinity };
    // Every subset of the free stops for vehicle k, the rest for the others.
    for (let set = free; ; set = (set - 1) & free) {
      const own = shortest[k]![set]!;
      if (own !== Infinity) {
        const rest = bestFrom(k + 1, free & ~set);
        const candidate = { weight: weightOf[set]! + rest.weight, served: countOf[set]! + rest.served, distance: own + rest.distance };
        if (better(candidate, best)) best = candidate;
      }
      if (set === 0) break;
    }
    memo.set(key, best);
    return best;
  };
  return bestFrom(0, full);
}

/**
 * A random small instance (1-7 stops, 1-3 vehicles) that exercises every rule: several windows per
 * stop, service times, capacities, distance caps, plates on odd and even days, round trips, open
 * routes and routes ending elsewhere, hubs with several machines at the same place.
 */
export function randomSmallInstance(seed: number): InstanceInput {
  const random = seededRandom(seed);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const place = () => ({ x: int(0, 20), y: int(0, 20) });
  const hubs = Array.from({ length: int(2, 6) }, place);
  const vehicles: VehicleInput[] = Array.from({ length: int(1, 3) }, (_, k) => {
    const shiftStart = int(0, 60);
    return {
      id: `v${k}`,
      start: place(),
      end: pick<VehicleInput['end']>(['start', 'start', 'none', place()]),
      shift: { start: shiftStart, end: shiftStart + int(40, 240) },
      capacity: int(2, 12),
      maxDistanceKm: random() < 0.5 ? null : int(15, 70),
      serviceMinutes: int(0, 15),
      plateParity: pick<VehicleInput['plateParity']>(['ODD', 'EVEN', null]),
    };
  });
  const stops: StopInput[] = Array.from({ length: int(1, 7) }, (_, i) => {
    let open = int(0, 150);
    const timeWindows = Array.from({ length: pick([1, 1, 2, 3]) }, () => {
      const window = { start: open, end: open + int(5, 90) };
      open = window.end + int(0, 60);
      return window;
    });
    return {
      id: `s${i}`,
      location: random() < 0.6 ? pick(hubs) : place(),
      demand: int(0, 5),
      timeWindows: random() < 0.5 ? timeWindows.reverse() : timeWindows,
      serviceMinutes: random() < 0.3 ? int(0, 25) : undefined,
      oddEvenRationing: random() < 0.4,
      priority: random() < 0.15 ? 1 : 0,
    };
  });
  return {
    date: random() < 0.5 ? '2026-11-25' : '2026-11-26',
    distance: { metric: 'euclidean' },
    travelSpeedKmh: pick([30, 40, 60]),
    minTravelMinutes: int(0, 5),
    vehicles,
    stops,
  };
}
