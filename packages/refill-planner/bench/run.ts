import { checkPlan, planRefills, type Plan } from '../src/index';
import { BENCHMARKS, benchmarkInstance } from './benchmarks';
import { METRO_DAY_SEEDS, metroDay } from './jakarta';
import { readPyvrpScore } from './pyvrp-score';

/*
 * The refill planner's bench (`npm run bench -- planner`), two tables:
 * 1. days like ours (bench/jakarta.ts metroDay, seeds committed): machines served and distance;
 * 2. the published Solomon and Gehring-Homberger instances against their best-known distances.
 * Each instance is planned at every time limit (default 3000 and 5000 ms) or, with --iterations n, once
 * at that fixed number of iterations (the same plan on any machine, whatever its load).
 * Options: --time-limits 3000,5000 --iterations n --seed n --only NAME --skip-published --skip-days, and
 * --population and --penalties to turn on those search options, and
 * --cpu-time: the time limits count this process's CPU time instead of wall time, so that changes that
 * cost more per iteration can be compared fairly on a machine busy with other work.
 * --pyvrp: instead of the two tables, the days against PyVRP's committed plans of 60 s of wall time
 * (and of 60 s of CPU time where there are some; bench/pyvrp/results, made by bench/pyvrp-export.ts and
 * scored by checkPlan), the planner at every budget with seeds 1, 2 and 3; "vs PyVRP" is against the
 * mean distance of PyVRP's 60-second plans.
 * Every plan is checked with checkPlan.
 */

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const iterations = option('--iterations') === undefined ? undefined : Number(option('--iterations'));
const budgets: { label: string; timeLimitMs?: number; iterations?: number }[] = iterations
  ? [{ label: `${iterations} it`, iterations }]
  : (option('--time-limits') ?? '3000,5000').split(',').map((ms) => ({ label: `${Number(ms) / 1000} s`, timeLimitMs: Number(ms) }));
const seed = Number(option('--seed') ?? 1);
if (args.includes('--cpu-time')) {
  performance.now = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
}
const only = option('--only');
const search = { population: args.includes('--population'), penalties: args.includes('--penalties') };

const servedOf = (plan: Plan) => plan.routes.reduce((sum, route) => sum + route.stops.length, 0);
const validity = (problems: string[]) => (problems.length === 0 ? 'yes' : `NO: ${problems[0]}`);
const row = (cells: (string | number)[], widths: number[]) => cells.map((cell, i) => String(cell).padStart(widths[i]!)).join(' ');

const againstPyvrp = args.includes('--pyvrp');
if (againstPyvrp) {
  const widths = [6, 22, 5, 7, 10, 9, 11, 7, 6];
  console.log('\nDays like ours against PyVRP (v0.12.2, 60 s), both scored by checkPlan; served / km; planner seeds 1, 2, 3');
  console.log(row(['day', 'solver', 'seed', 'served', 'distance', 'vs PyVRP', 'iterations', 'CPU s', 'valid'], widths));
  const cpuSeconds = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1e6;
  };
  for (const daySeed of METRO_DAY_SEEDS) {
    if (only && only !== `day${daySeed}`) continue;
    const day = metroDay(daySeed);
    const references = [1, 2, 3].map((s) => readPyvrpScore(daySeed, s)).filter((r) => r !== null);
    const cpuReferences = [1, 2, 3].map((s) => readPyvrpScore(daySeed, s, 60, true)).filter((r) => r !== null);
    for (const ref of [...references, ...cpuReferences]) {
      const label = cpuReferences.includes(ref) ? 'PyVRP 60 s of CPU' : 'PyVRP 60 s';
      const cells = [`day${daySeed}`, label, ref.seed, ref.served, ref.distanceKm.toFixed(1), '', ref.iterations, ref.cpuS?.toFixed(1) ?? '-'];
      console.log(row([...cells, validity(ref.problems)], widths));
    }
    const reference = references.length ? references.reduce((a, r) => a + r.distanceKm, 0) / references.length : NaN;
    for (const budget of budgets) {
      const distances: number[] = [];
      for (const plannerSeed of [1, 2, 3]) {
        const cpuBefore = cpuSeconds();
        const plan = planRefills(day, { timeLimitMs: budget.timeLimitMs, iterations: budget.iterations, seed: plannerSeed, ...search });
        const cpu = (cpuSeconds() - cpuBefore).toFixed(1);
        distances.push(plan.totalDistanceKm);
        const ratio = `${((plan.totalDistanceKm / reference - 1) * 100).toFixed(1)}%`;
        const cells = [`day${daySeed}`, `planner ${budget.label}`, plannerSeed, servedOf(plan), plan.totalDistanceKm.toFixed(1), ratio, plan.iterations, cpu];
        console.log(row([...cells, validity(checkPlan(day, plan))], widths));
      }
      const mean = distances.reduce((a, b) => a + b, 0) / distances.length;
      const cells = [`day${daySeed}`, `planner ${budget.label} mean`, '', '', mean.toFixed(1), `${((mean / reference - 1) * 100).toFixed(1)}%`];
      console.log(row([...cells, '', '', ''], widths));
    }
  }
}

if (!againstPyvrp && !args.includes('--skip-days')) {
  const widths = [10, 8, 9, 7, 10, 8, 11, 6];
  console.log(`\nDays like ours (metroDay), planner seed ${seed}`);
  console.log(row(['day', 'budget', 'machines', 'served', 'distance', 'ms', 'iterations', 'valid'], widths));
  for (const daySeed of METRO_DAY_SEEDS) {
    if (only && only !== `day${daySeed}`) continue;
    const day = metroDay(daySeed);
    for (const budget of budgets) {
      const plan = planRefills(day, { timeLimitMs: budget.timeLimitMs, iterations: budget.iterations, seed, ...search });
      const cells = [`day${daySeed}`, budget.label, day.stops.length, servedOf(plan), plan.totalDistanceKm.toFixed(1)];
      console.log(row([...cells, plan.elapsedMs, plan.iterations, validity(checkPlan(day, plan))], widths));
    }
  }
}

if (!againstPyvrp && !args.includes('--skip-published')) {
  const widths = [8, 8, 6, 6, 9, 10, 7, 6, 11, 6];
  console.log(`\nSolomon and Gehring-Homberger VRPTW against best-known (distances truncated to 0.1), planner seed ${seed}`);
  console.log(row(['instance', 'budget', 'routes', 'best', 'distance', 'best-known', 'gap', 'ms', 'iterations', 'valid'], widths));
  const gaps = new Map<string, number[]>();
  for (const benchmark of BENCHMARKS) {
    if (only && only !== benchmark.name) continue;
    const instance = benchmarkInstance(benchmark.file);
    for (const budget of budgets) {
      const plan = planRefills(instance, { timeLimitMs: budget.timeLimitMs, iterations: budget.iterations, seed, ...search });
      const unserved = instance.stops.length - servedOf(plan);
      const gap = (plan.totalDistanceKm / benchmark.bestKnown - 1) * 100;
      gaps.set(budget.label, [...(gaps.get(budget.label) ?? []), gap]);
      const distance = plan.totalDistanceKm.toFixed(1) + (unserved > 0 ? ` (${unserved} left)` : '');
      const cells = [benchmark.name, budget.label, plan.routes.length, benchmark.routes ?? '-', distance, benchmark.bestKnown.toFixed(1)];
      console.log(row([...cells, `${gap.toFixed(2)}%`, plan.elapsedMs, plan.iterations, validity(checkPlan(instance, plan))], widths));
    }
  }
  for (const [label, list] of gaps) {
    if (list.length > 1) console.log(`mean gap at ${label}: ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(2)}%`);
  }
}
