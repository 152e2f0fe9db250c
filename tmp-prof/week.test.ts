import { it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../apps/server/src/testing/test-app';
import { seed } from '../apps/server/src/seed';
import { planRefillDay } from '../apps/server/src/features/refill-plans/refill-plans.service';
import { refillPlans } from '../apps/server/src/features/refill-plans/refill-plans.table';
import { addDays, jakartaDay } from '@back-office/domain';

it('plans each day of the week', async () => {
  const database = await createTestDatabase();
  await database.handle.migrate(async (db) => { await seed(db, { demo: true }); });
  const db = database.handle.db;
  for (let ahead = 1; ahead <= 8; ahead++) {
    const day = addDays(jakartaDay(), ahead);
    const plan = await planRefillDay(db, day, null);
    const wd = new Date(`${day}T12:00:00Z`).toUTCString().slice(0, 3);
    const advice = (plan as any).advice;
    console.log(day, wd, 'needing', plan.machinesNeeding, 'planned', plan.machinesPlanned, 'refillers', plan.refillers, 'limits', JSON.stringify(advice?.limits?.[0] ?? null));
  }
  await database.handle.close();
  await database.drop();
}, 300_000);
