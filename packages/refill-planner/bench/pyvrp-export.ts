import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseInstance, type InstanceInput, type Point } from '../src/index';
import { buildModel } from '../src/model';
import { metroDay } from './jakarta';
import { PYVRP_RESULTS, here, scorePyvrp, type PyvrpRoutes } from './pyvrp-score';

/*
 * Our instances in PyVRP's data model (PyVRP v0.12.2, built by bench/pyvrp/build.sh), and PyVRP's routes
 * back as our plans, scored by our own checkPlan and distance.
 *
 * The export starts from the planner's flattened model (src/model.ts: the same distance and travel-time
 * matrices). PyVRP wants integers: distances in metres and durations in seconds, both rounded UP so
 * that a route PyVRP finds feasible is feasible for us too (a metre or a second per leg at most).
 *
 * - Locations: the depots (every vehicle start and end place, once each, and one "open end" depot at
 *   zero distance and time from every place, as our model's end node of an open route), then the stops.
 * - Vehicles: one vehicle type per vehicle (num_available 1) with its start and end depot, capacity,
 *   shift as [tw_early, tw_late] and max_distance (which counts the way back only where there is one).
 * - Service time per vehicle (a car's refill takes longer): PyVRP's service duration belongs to the
 *   client, so it is moved into the duration matrix of a routing profile: leg i -> j takes the travel
 *   time plus the refill at j, and the time PyVRP keeps at a stop is when its refill ENDS. A stop's
 *   window [open, close] becomes [open + longest refill of any vehicle, close]: exact for the close (our
 *   rule: a refill ends within the window) and at most the difference of refill times (5 minutes on
 *   our days) too strict at the opening: a vehicle with a shorter refill that arrives before the
 *   opening waits that much longer than it needs to. That one favours us, slightly.
 * - Rationing (stops a vehicle may not serve): vehicles that may serve different stops, or refill at
 *   different speeds, get different profiles; in a profile every leg to or from a forbidden stop is
 *   FORBIDDEN metres and seconds long, far beyond any shift, so PyVRP's feasible plans never use one.
 * - Several windows a stop: PyVRP has one. We take the longest (never a plan that breaks our rule; it
 *   favours us where another window would have helped). Our days have one window per stop.
 * - Optional stops: every stop is optional with prize PRIZE x (1 + priority) metres, so serving one
 *   more weighs more than any distance saved: our objective (served weight first, then distance).
 */

const FORBIDDEN = 100_000_000;

/** Coordinates are only for PyVRP's plots and geometry-based heuristics; its costs come from the matrices. */
const xy = (place: Point | null) =>
  place === null ? { x: 0, y: 0 } : 'lat' in place ? { x: place.lng, y: place.lat } : { x: place.x, y: place.y };
const PRIZE = 100_000;

export type PyvrpData = {
  /** Our stop index of each PyVRP client (client c is location depots.length + c). */
  stopIds: string[];
  vehicleIds: string[];
  depots: { x: number; y: number; name: string }[];
  clients: { x: number; y: number; delivery: number; twEarly: number; twLate: number; prize: number; name: string }[];
  vehicleTypes: {
    name: string;
    capacity: number;
    startDepot: number;
    endDepot: number;
    twEarly: number;
    twLate: number;
    maxDistance: number | null;
    profile: number;
  }[];
  /** Per profile, row-major locations x locations. */
  distance: number[][];
  duration: number[][];
};

/** The instance in PyVRP's model (see above). */
export function toPyvrp(input: InstanceInput): PyvrpData {
  const model = buildModel(parseInstance(input));
  const { instance } = model;
  const S = model.stopCount;
  const V = model.vehicleCount;
  const N = model.nodeCount;

  // Depots: one per distinct place among the vehicles' start and end nodes, plus the open end.
  const depotOf = new Map<string, number>();
  const depotNode: number[] = [];
  const depots: PyvrpData['depots'] = [];
  const depotFor = (node: number, key: string, name: string, place: Point | null) => {
    if (!depotOf.has(key)) {
      depotOf.set(key, depots.length);
      depotNode.push(node);
      depots.push({ ...xy(place), name });
    }
    return depotOf.get(key)!;
  };
  const OPEN = -1;
  const startDepot: number[] = [];
  const endDepot: number[] = [];
  instance.vehicles.forEach((v, k) => {
    startDepot.push(depotFor(model.startNode[k]!, JSON.stringify(v.start), `start of ${v.id}`, v.start));
    const end = v.end === 'none' ? null : v.end === 'start' ? v.start : v.end;
    endDepot.push(end === null ? depotFor(OPEN, 'open', 'open end', null) : depotFor(model.endNode[k]!, JSON.stringify(end), `end of ${v.id}`, end));
  });
  const D = depots.length;
  const L = D + S;
  const nodeOf = (loc: number) => (loc < D ? depotNode[loc]! : loc - D);

  // Profiles: vehicles with the same refill times and the same allowed stops.
  const profileOf = new Map<string, number>();
  const profileVehicle: number[] = [];
  const profile = instance.vehicles.map((_, k) => {
    const key = `${model.service.subarray(k * S, (k + 1) * S).join(',')}|${model.allowed.subarray(k * S, (k + 1) * S).join('')}`;
    if (!profileOf.has(key)) {
      profileOf.set(key, profileVehicle.length);
      profileVehicle.push(k);
    }
    return profileOf.get(key)!;
  });

  const longestService = (u: number) => {
    let longest = 0;
    for (let k = 0; k < V; k++) if (model.allowed[k * S + u]) longest = Math.max(longest, model.service[k * S + u]!);
    return longest;
  };
  const seconds = (minutes: number) => Math.ceil(minutes * 60 - 1e-6);
  const metres = (km: number) => Math.ceil(km * 1000 - 1e-6);

  const distance: number[][] = [];
  const duration: number[][] = [];
  for (const k of profileVehicle) {
    const dist = new Array<number>(L * L).fill(0);
    const dur = new Array<number>(L * L).fill(0);
    for (let a = 0; a < L; a++) {
      const i = nodeOf(a);
      for (let b = 0; b < L; b++) {
        const j = nodeOf(b);
        if (a === b || j === OPEN || i === OPEN) continue; // to the open end, or from it (never used): 0
        const forbidden = (i < S && !model.allowed[k * S + i]) || (j < S && !model.allowed[k * S + j]);
        if (forbidden) {
          dist[a * L + b] = FORBIDDEN;
          dur[a * L + b] = FORBIDDEN;
          continue;
        }
        const service = j < S ? model.service[k * S + j]! : 0;
        dist[a * L + b] = metres(model.dist[i * N + j]!);
        dur[a * L + b] = seconds(model.time[i * N + j]! + service);
      }
    }
    distance.push(dist);
    duration.push(dur);
  }

  const clients = instance.stops.map((stop, u) => {
    const windows = model.windows[u]!;
    let open = windows[0]!;
    let close = windows[1]!;
    for (let w = 2; w < windows.length; w += 2) {
      if (windows[w + 1]! - windows[w]! > close - open) [open, close] = [windows[w]!, windows[w + 1]!];
    }
    return {
      ...xy(stop.location),
      delivery: stop.demand,
      twEarly: seconds(open + longestService(u)),
      twLate: Math.floor(close * 60 + 1e-6),
      prize: PRIZE * (1 + (stop.priority ?? 0)),
      name: stop.id,
    };
  });

  return {
    stopIds: instance.stops.map((s) => s.id),
    vehicleIds: instance.vehicles.map((v) => v.id),
    depots,
    clients,
    vehicleTypes: instance.vehicles.map((v, k) => ({
      name: v.id,
      capacity: v.capacity,
      startDepot: startDepot[k]!,
      endDepot: endDepot[k]!,
      twEarly: seconds(v.shift.start),
      twLate: Math.floor(v.shift.end * 60 + 1e-6),
      maxDistance: v.maxDistanceKm == null ? null : Math.floor(v.maxDistanceKm * 1000 + 1e-6),
      profile: profile[k]!,
    })),
    distance,
    duration,
  };
}

/*
 * node --import tsx packages/refill-planner/bench/pyvrp-export.ts [--days 1,2,3] [--seeds 1] [--seconds 60]
 *   [--pyvrp-dir /work/pyvrp] [--wait-while FILE] [--cpu]
 * Exports each day, runs bench/pyvrp/solve.py on it, scores the routes with checkPlan and writes
 * bench/pyvrp/results/day<d>-seed<s>-<seconds>s.json. PyVRP must be built first (bench/pyvrp/build.sh).
 * --cpu: --seconds of the solver process's CPU time instead of wall time (results: ...-<seconds>s-cpu.json).
 * --wait-while FILE: before each run, wait while FILE exists (a shared machine's "being measured" flag).
 */
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1]! : fallback;
  };
  const days = option('--days', '1,2,3').split(',').map(Number);
  const seeds = option('--seeds', '1').split(',').map(Number);
  const seconds = Number(option('--seconds', '60'));
  const pyvrpDir = option('--pyvrp-dir', process.env.PYVRP_DIR ?? '/work/pyvrp');
  const waitWhile = option('--wait-while', '');
  const cpu = args.includes('--cpu');
  const suffix = cpu ? 's-cpu' : 's';
  const work = mkdtempSync(join(tmpdir(), 'pyvrp-'));
  mkdirSync(PYVRP_RESULTS, { recursive: true });
  for (const daySeed of days) {
    const day = metroDay(daySeed);
    const dataFile = join(work, `day${daySeed}.json`);
    writeFileSync(dataFile, JSON.stringify(toPyvrp(day)));
    for (const seed of seeds) {
      while (waitWhile && existsSync(waitWhile)) spawnSync('sleep', ['30']);
      const out = join(work, `day${daySeed}-seed${seed}.routes.json`);
      const run = spawnSync('python3', [join(here, 'pyvrp', 'solve.py'), dataFile, out, '--seconds', String(seconds), '--seed', String(seed), ...(cpu ? ['--cpu'] : [])], {
        stdio: 'inherit',
        env: { ...process.env, PYTHONPATH: `${join(pyvrpDir, 'src')}:${join(pyvrpDir, 'deps')}` },
      });
      if (run.status !== 0) throw new Error(`solve.py failed for day ${daySeed}, seed ${seed}`);
      const score = scorePyvrp(day, daySeed, JSON.parse(readFileSync(out, 'utf8')) as PyvrpRoutes);
      writeFileSync(join(PYVRP_RESULTS, `day${daySeed}-seed${seed}-${seconds}${suffix}.json`), `${JSON.stringify(score, null, 1)}\n`);
      const valid = score.problems.length === 0 ? 'valid' : `INVALID: ${score.problems[0]}`;
      console.log(
        `day${daySeed} PyVRP seed ${seed} ${seconds} ${cpu ? 's of CPU' : 's'}: served ${score.served}, ${score.distanceKm.toFixed(1)} km (${score.roundTripKm.toFixed(1)} km as round trips), ${score.iterations} iterations, ${score.cpuS ?? '?'} s CPU, load ${score.loadAverage}, ${valid}`,
      );
    }
  }
}
