import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { planRefillDay } from '../features/refill-plans/refill-plans.service';
import { tomorrow } from '../features/refill-plans/refill-plans.schema';
import { refillPlans } from '../features/refill-plans/refill-plans.table';

/*
 * Every evening from REFILL_PLAN_HOUR (20:00 in Jakarta unless set; "off" turns it off) the server
 * plans tomorrow's refills, once. Every instance looks every ten minutes; the plan's row is the claim
 * (refill-plans.service.ts), so one of them plans and the others find the day planned.
 */

const CHECK_EVERY_MS = 10 * 60_000;

/** Plans tomorrow if it is evening in Jakarta and nobody has planned tomorrow since this evening began. */
export async function planTomorrowIfDue(db: Database, hour: number, now = new Date()): Promise<boolean> {
  const jakarta = new Date(now.getTime() + 7 * 3_600_000);
  if (jakarta.getUTCHours() < hour) return false;
  const eveningStart = new Date(Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth(), jakarta.getUTCDate(), hour) - 7 * 3_600_000);
  const date = tomorrow(now);
  const [done] = await db.select({ id: refillPlans.id }).from(refillPlans).where(and(eq(refillPlans.date, date), gte(refillPlans.startedTime, eveningStart)));
  if (done) return false;
  await planRefillDay(db, date, null, now, 'evening');
  return true;
}

/** Starts the evening check; returns what stops it. */
export function startEveningRefillPlan(db: Database, setting = process.env.REFILL_PLAN_HOUR ?? '20', log: (line: string) => void = console.log): () => void {
  if (setting === 'off') return () => undefined;
  const hour = Number(setting);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`REFILL_PLAN_HOUR must be an hour from 0 to 23 or "off", not "${setting}".`);
  const check = () =>
    void planTomorrowIfDue(db, hour)
      .then((planned) => planned && log(`Planned the refills of ${tomorrow()}.`))
      // Another server planning it, or the database away: the next check tries again.
      .catch((error: unknown) => log(`The evening refill plan did not run: ${error instanceof Error ? error.message : String(error)}`));
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  check();
  return () => clearInterval(timer);
}
