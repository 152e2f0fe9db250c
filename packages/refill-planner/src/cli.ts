import { readFileSync } from 'node:fs';
import { checkPlan, parseInstance, planRefills, type Instance } from './index';
import { DEFAULT_TIME_LIMIT_MS } from './solver';

/*
 * npm run plan-refills -- <instance.json> [--time-limit ms] [--seed n] [--iterations n]
 * Prints the plan as JSON on stdout. A bad instance or bad arguments: one line on stderr, exit code 2.
 * The time limit is for the whole command: the planner gets what is left of it after the command started
 * (`npm run` and loading the code take about a second) and keeps a moment for checking and printing.
 */

/** Kept for checking the plan, printing it (300 stops: about 20 ms) and exiting. */
const RESERVE_MS = 250;

/**
 * Milliseconds since the command started: since `npm run` started when run through it (its process is
 * named `npm ...`; Linux's /proc tells when it started, in clock ticks of 1/100 s since boot), else
 * since this process started.
 */
function elapsedSinceCommandStart(): number {
  const own = process.uptime() * 1000;
  if (!process.env.npm_lifecycle_event) return own;
  try {
    const now = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
    let pid = process.ppid;
    for (let depth = 0; depth < 3 && pid > 1; depth++) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (name.startsWith('npm')) return Math.max(own, (now - Number(fields[19]) / 100) * 1000);
      pid = Number(fields[1]);
    }
  } catch {
    // Not Linux: count from this process's start.
  }
  return own;
}

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
// On a busy machine what follows the search (checking, printing, exiting) is slower too: as much slower
// as this process's start-up was against the CPU time it used, up to four times.
const used = process.cpuUsage();
const slowdown = Math.min(4, Math.max(1, (process.uptime() * 1e6) / Math.max(1, used.user + used.system)));
const reserveMs = RESERVE_MS * slowdown;
const plan = planRefills(input, { ...options, timeLimitMs: Math.max(0, timeLimitMs - elapsedSinceCommandStart() - reserveMs) });
const problems = checkPlan(input, plan);
if (problems.length > 0) {
  // Never expected: the planner keeps every rule. Say so loudly rather than print a broken plan.
  process.stderr.write(`plan-refills: internal error, the plan breaks rules: ${problems.join('; ')}\n`);
  process.exit(1);
}
process.stdout.write(`${JSON.stringify(plan, null, 2)}\n`);
