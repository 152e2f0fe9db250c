import { readFileSync } from 'node:fs';
import { checkPlan, planRefills } from '../src/index';
import { jakartaInstance } from './jakarta';
import { SOLOMON_BEST_KNOWN, solomonToInstance } from './solomon';

/*
 * The refill planner's bench: Solomon instances against their best-known distances, then a generated
 * Jakarta day of 300 machines and 20 refillers. Options: --time-limit ms (default 3000), --seed n,
 * --only NAME (one Solomon instance), --skip-solomon.
 */

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const timeLimitMs = Number(option('--time-limit') ?? 3000);
const seed = Number(option('--seed') ?? 1);
const only = option('--only');

if (!args.includes('--skip-solomon')) {
  console.log(`Solomon VRPTW, 100 customers, ${timeLimitMs} ms, seed ${seed}`);
  console.log('instance  served  routes  distance  best-known  gap     ms  iterations valid');
  const gaps: number[] = [];
  for (const [name, bestKnown] of Object.entries(SOLOMON_BEST_KNOWN)) {
    if (only && only !== name) continue;
    const instance = solomonToInstance(readFileSync(new URL(`./solomon/${name}.txt`, import.meta.url), 'utf8'));
    const plan = planRefills(instance, { timeLimitMs, seed });
    const served = plan.routes.reduce((sum, route) => sum + route.stops.length, 0);
    const gap = (plan.totalDistanceKm / bestKnown - 1) * 100;
    gaps.push(gap);
    const problems = checkPlan(instance, plan);
    console.log(
      [
        name.padEnd(8),
        String(served).padStart(6),
        String(plan.routes.length).padStart(7),
        plan.totalDistanceKm.toFixed(1).padStart(9),
        bestKnown.toFixed(1).padStart(11),
        `${gap.toFixed(2)}%`.padStart(7),
        String(plan.elapsedMs).padStart(6),
        String(plan.iterations).padStart(7),
        problems.length === 0 ? '  yes' : `  NO: ${problems[0]}`,
      ].join(' '),
    );
  }
  if (gaps.length > 1) console.log(`mean gap ${(gaps.reduce((a, b) => a + b, 0) / gaps.length).toFixed(2)}%`);
}

const jakarta = jakartaInstance();
const plan = planRefills(jakarta, { timeLimitMs, seed });
const served = plan.routes.reduce((sum, route) => sum + route.stops.length, 0);
const reasons = Object.entries(
  plan.unassigned.reduce<Record<string, number>>((count, left) => ({ ...count, [left.reason]: (count[left.reason] ?? 0) + 1 }), {}),
)
  .map(([reason, count]) => `${reason} ${count}`)
  .join(', ');
const problems = checkPlan(jakarta, plan);
console.log(
  `Jakarta day: ${jakarta.stops.length} machines, ${jakarta.vehicles.length} refillers: served ${served} on ${plan.routes.length} routes, ` +
    `${plan.totalDistanceKm.toFixed(1)} km, ${plan.iterations} iterations in ${plan.elapsedMs} ms; unassigned: ${reasons || 'none'}; ` +
    (problems.length === 0 ? 'plan valid' : `INVALID: ${problems.join('; ')}`),
);
