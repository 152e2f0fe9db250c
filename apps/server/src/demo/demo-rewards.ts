import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies } from '../features/companies/companies.table';
import { machines } from '../features/machines/machines.table';
import { products } from '../features/products/products.table';
import { claimReward } from '../features/rewards/claims';
import { rewardRules } from '../features/rewards/rewards.table';

/**
 * A reward rule for each demo company, on its employees' cards, and a week of claims from the first
 * machines answered by the rules as the gateway answers them: most granted, some refused at a limit
 * or for a card no rule lists.
 */
export async function seedDemoRewards(db: Database): Promise<void> {
  const owners = await db.select().from(companies).orderBy(asc(companies.id)).limit(2);
  const [bank, telecom] = owners;
  if (!bank || !telecom) return;
  await db.insert(rewardRules).values([
    {
      companyId: bank.id,
      name: 'Bank Sentosa staff coffee',
      description: 'Two cups a month for every office employee.',
      amountLimit: 60_000,
      frequencyLimit: 2,
      usageLimit: 5_000,
      cardNumbers: ['04A1B2C3D4', '04A1B2C3D5'],
      customerIds: [],
    },
    {
      companyId: telecom.id,
      name: 'Call-centre night shift',
      description: 'A cup a day for the night shift of Customer Care.',
      amountLimit: 30_000,
      frequencyLimit: 1,
      cardNumbers: ['0A77E51201', '0A77E51202', '0A77E51203'],
      customerIds: [],
    },
  ]);

  const fleet = await db.select({ id: machines.id }).from(machines).where(eq(machines.active, true)).orderBy(asc(machines.id)).limit(2);
  const menu = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3);
  if (fleet.length === 0 || menu.length === 0) return;
  const cards = ['04A1B2C3D4', '04A1B2C3D5', '0A77E51201', '0A77E51202', '0A77E51203', 'FFEE0099AA'];
  const today = Date.now();
  let claim = 0;
  for (let daysAgo = 6; daysAgo >= 0; daysAgo -= 1) {
    for (const [index, cardNumber] of cards.entries()) {
      if ((daysAgo + index) % 3 === 2) continue;
      claim += 1;
      const at = new Date(today - daysAgo * 86_400_000 - (index + 1) * 47 * 60_000);
      await claimReward(
        db,
        fleet[claim % fleet.length]!.id,
        { cardNumber, productId: menu[claim % menu.length]!.id, price: [18_000, 22_000, 25_000][claim % 3]!, claimId: `DEMO-${claim}` },
        at,
      );
    }
  }
}
