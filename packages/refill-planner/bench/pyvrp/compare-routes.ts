import { parseInstance, planRefills, type Plan } from '../../src/index';
import { metroDay } from '../jakarta';
import { pyvrpPlan, readPyvrpScore } from '../pyvrp-score';

/*
 * Where a day's plan by PyVRP and one by the planner differ (docs/refill-planner.md, round 4):
 * node --import tsx packages/refill-planner/bench/pyvrp/compare-routes.ts <day> <pyvrp seed> <planner ms> [planner seed] [--cpu-time]
 * (--cpu-time: the planner's ms are of this process's CPU time, as in bench/run.ts)
 * per vehicle: stops, load / capacity and km of each; then the stops only one of them serves.
 */

const args = process.argv.slice(2);
if (args.includes('--cpu-time')) {
  performance.now = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
}
const [daySeed, pyvrpSeed, ms, plannerSeed] = args.filter((a) => !a.startsWith('--')).map(Number);
const day = metroDay(daySeed!);
const instance = parseInstance(day);
const score = readPyvrpScore(daySeed!, pyvrpSeed!);
if (!score) throw new Error('no PyVRP result for that day and seed');
const theirs = pyvrpPlan(day, { ...score, cpuS: score.cpuS ?? undefined, feasible: true, cost: 0, distanceM: 0 });
const ours = planRefills(day, { timeLimitMs: ms, seed: plannerSeed ?? 1 });
const byVehicle = (plan: Plan) => new Map(plan.routes.map((r) => [r.vehicleId, r]));
const [a, b] = [byVehicle(theirs), byVehicle(ours)];
const stopById = new Map(instance.stops.map((s) => [s.id, s]));
console.log('vehicle  end    cap | PyVRP stops load km | planner stops load km');
for (const v of instance.vehicles) {
  const end = v.end === 'none' ? 'open' : 'back';
  const cell = (r: Plan['routes'][number] | undefined) => (r ? `${r.stops.length} ${r.load} ${r.distanceKm.toFixed(1)}` : '- - -');
  console.log(`${v.id.padEnd(8)} ${end.padEnd(5)} ${String(v.capacity).padStart(4)} | ${cell(a.get(v.id)).padStart(17)} | ${cell(b.get(v.id)).padStart(19)}`);
}
const served = (plan: Plan) => new Set(plan.routes.flatMap((r) => r.stops.map((s) => s.stopId)));
const [sa, sb] = [served(theirs), served(ours)];
const describe = (ids: string[]) =>
  ids.map((id) => `${id}(${stopById.get(id)!.demand} gal, priority ${stopById.get(id)!.priority ?? 0})`).join(' ');
const weight = (ids: Set<string>) => [...ids].reduce((sum, id) => sum + 1 + (stopById.get(id)!.priority ?? 0), 0);
console.log(
  `PyVRP: ${sa.size} stops (weight ${weight(sa)}), ${theirs.totalDistanceKm.toFixed(1)} km; planner: ${sb.size} stops (weight ${weight(sb)}), ${ours.totalDistanceKm.toFixed(1)} km`,
);
console.log('only PyVRP serves:', describe([...sa].filter((id) => !sb.has(id))));
console.log('only the planner serves:', describe([...sb].filter((id) => !sa.has(id))));
const gallons = (plan: Plan) => plan.routes.reduce((sum, r) => sum + r.load, 0);
const km = (plan: Plan, end: 'open' | 'back') =>
  plan.routes.filter((r) => (instance.vehicles.find((v) => v.id === r.vehicleId)!.end === 'none') === (end === 'open')).reduce((s, r) => s + r.distanceKm, 0);
console.log(`gallons: PyVRP ${gallons(theirs)}, planner ${gallons(ours)}; fleet ${instance.vehicles.reduce((s, v) => s + v.capacity, 0)}`);
console.log(`km on open routes: PyVRP ${km(theirs, 'open').toFixed(1)}, planner ${km(ours, 'open').toFixed(1)}; on routes back: PyVRP ${km(theirs, 'back').toFixed(1)}, planner ${km(ours, 'back').toFixed(1)}`);
