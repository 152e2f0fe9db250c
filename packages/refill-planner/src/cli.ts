import { readFileSync } from 'node:fs';
import { checkPlan, parseInstance, planRefills, type Instance } from './index';
import { DEFAULT_TIME_LIMIT_MS } from './solver';

/*
 * npm run plan-refills -- <instance.json> [--time-limit ms] [--seed n] [--iterations n]
 * Prints the plan as JSON on stdout. A bad instance or bad arguments: one line on stderr, exit code 2.
 * The time limit is for the whole command: the planner gets what is left of it after the process started
 * (loading the code takes about half a second) and keeps a moment for checking and printing the plan.
 */

/** Kept for checking the plan and printing it (300 stops: about 20 ms) and npm's own start (0.2-0.5 s). */
const RESERVE_MS = 500;

const USAGE = 'usage: plan-refills <instance.json> [--time-limit ms] [--seed n] [--iterations n]';

function fail(message: string): never {
  process.stderr.write(`plan-refills: ${message}\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
let file: string | undefined;
const options: { timeLimitMs?: number; seed?: number; iterations?: number } = {};
const names: Record<string, keyof typeof options> = { '--time-limit': 'timeLimitMs', '--seed': 'seed', '--iterations': 'iterations' };
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  const name = names[arg];
  if (name) {
    const value = Number(args[++i]);
    if (!Number.isInteger(value) || value < 0) fail(`${arg} needs a whole number. ${USAGE}`);
    options[name] = value;
  } else if (arg.startsWith('-') || file !== undefined) fail(`unexpected argument ${arg}. ${USAGE}`);
  else file = arg;
}
if (file === undefined) fail(USAGE);

let input: unknown;
try {
  input = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  fail(`cannot read ${file}: ${(error as Error).message}`);
}
let instance: Instance;
try {
  instance = parseInstance(input);
} catch (error) {
  fail((error as Error).message);
}

const timeLimitMs = options.timeLimitMs ?? instance.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
const plan = planRefills(input, { ...options, timeLimitMs: Math.max(0, timeLimitMs - process.uptime() * 1000 - RESERVE_MS) });
const problems = checkPlan(input, plan);
if (problems.length > 0) {
  // Never expected: the planner keeps every rule. Say so loudly rather than print a broken plan.
  process.stderr.write(`plan-refills: internal error, the plan breaks rules: ${problems.join('; ')}\n`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify(plan, null, 2)}\n`);
