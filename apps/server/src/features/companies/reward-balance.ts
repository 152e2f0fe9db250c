import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from './companies.table';

/** Spends part of a company's reward balance on a claim its employee made. */
export async function spendRewardBalance(transaction: Queryable, companyId: number, amount: number): Promise<void> {
  await transaction.update(companies).set({ rewardBalance: sql`${companies.rewardBalance} - ${amount}` }).where(eq(companies.id, companyId));
}
