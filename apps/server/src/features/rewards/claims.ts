import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { REWARD_REFUSAL_MESSAGES, decideReward, rewardPeriod, type Day, type RewardClaim, type RewardRefusal } from '@back-office/domain';
import type { Database, Transaction } from '../../db/client';
import { defineOperation } from '../../platform/operation';
import { companies } from '../companies/companies.table';
import { spendRewardBalance } from '../companies/reward-balance';
import { machines } from '../machines/machines.table';
import { products } from '../products/products.table';
import { rewardOrders, rewardRules } from './rewards.table';

type RewardOrderRow = typeof rewardOrders.$inferSelect;

export interface ClaimAnswer {
  claimId: string;
  granted: boolean;
  reason: RewardRefusal | null;
  message: string;
  rewardOrderId: number;
}

const answerOf = (row: RewardOrderRow): ClaimAnswer => ({
  claimId: row.claimId,
  granted: row.granted,
  reason: row.reason,
  message: row.reason ? REWARD_REFUSAL_MESSAGES[row.reason] : 'Granted: make the cup.',
  rewardOrderId: row.id,
});

const existing = async (db: Database | Transaction, machineId: number, claimId: string) =>
  (await db.select().from(rewardOrders).where(and(eq(rewardOrders.machineId, machineId), eq(rewardOrders.claimId, claimId))))[0];

/**
 * Answers a machine's claim for a reward cup and records the answer as a reward order.
 *
 * The card's rule row and then its company's row are locked for the check and the write, so two
 * machines claiming for one card at once are answered one after the other: the second sees the
 * first's cup in the card's period, in the rule's uses and in the balance. A claim the machine sends
 * again (same machine, same claim id) gets the first answer and counts nothing.
 */
export async function claimReward(db: Database, machineId: number, claim: RewardClaim, now = new Date()): Promise<ClaimAnswer> {
  const before = await existing(db, machineId, claim.claimId);
  if (before) return answerOf(before);

  try {
    return await answerClaim(db, { machineId, claim, now });
  } catch (error) {
    if (!(error instanceof AnsweredMeanwhile)) throw error;
    return answerOf((await existing(db, machineId, claim.claimId))!);
  }
}

/** The claim's check and its reward order, in one transaction. */
const answerClaim = defineOperation<{ machineId: number; claim: RewardClaim; now: Date }, ClaimAnswer>({
  run: async (transaction, { machineId, claim, now }) => {
    const [machine] = await transaction.select({ vmcNo: machines.vmcNo }).from(machines).where(eq(machines.id, machineId));
    const [product] = await transaction.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, claim.productId));
    // An active rule listing the card comes first; else an inactive one, to tell why.
    const [candidate] = await transaction
      .select({ id: rewardRules.id })
      .from(rewardRules)
      .where(sql`${rewardRules.cardNumbers} @> array[${claim.cardNumber}]::text[]`)
      .orderBy(sql`${rewardRules.active} desc`, asc(rewardRules.id))
      .limit(1);
    const rule = candidate && (await transaction.select().from(rewardRules).where(eq(rewardRules.id, candidate.id)).for('update'))[0];
    const company = rule && (await transaction.select().from(companies).where(eq(companies.id, rule.companyId)).for('update'))[0];

    // Under the locks: a copy of this claim sent at the same moment may have been answered meanwhile.
    const meanwhile = await existing(transaction, machineId, claim.claimId);
    if (meanwhile) return { result: answerOf(meanwhile) };

    const period = company
      ? rewardPeriod(now, { daily: company.rewardCutOffDaily, weekly: company.rewardCutOffWeekly as Day | null, monthly: company.rewardCutOffMonthly })
      : null;
    let reason: RewardRefusal | null = null;
    if (!rule || !company) reason = 'UNKNOWN_CARD';
    else if (!rule.active || !company.active) reason = 'RULE_INACTIVE';
    else if (!product) reason = 'UNKNOWN_PRODUCT';
    else {
      const [spent] = await transaction
        .select({ amount: sql<number>`coalesce(sum(${rewardOrders.amount}), 0)::int`, count: sql<number>`count(*)::int` })
        .from(rewardOrders)
        .where(
          and(
            eq(rewardOrders.companyId, company.id),
            eq(rewardOrders.cardNumber, claim.cardNumber),
            eq(rewardOrders.granted, true),
            gte(rewardOrders.time, period!.start),
          ),
        );
      const decision = decideReward(rule, { periodAmount: spent!.amount, periodCount: spent!.count, ruleUses: rule.usedCount, balance: company.rewardBalance }, claim.price);
      if (!decision.granted) reason = decision.reason;
    }

    const granted = reason === null;
    if (granted) {
      await transaction.update(rewardRules).set({ usedCount: sql`${rewardRules.usedCount} + 1` }).where(eq(rewardRules.id, rule!.id));
      await spendRewardBalance(transaction, company!.id, claim.price);
    }
    const [row] = await transaction
      .insert(rewardOrders)
      .values({
        machineId,
        claimId: claim.claimId,
        cardNumber: claim.cardNumber,
        ruleId: rule?.id ?? null,
        companyId: company?.id ?? null,
        productId: product?.id ?? null,
        productName: product?.name ?? null,
        machineNo: machine?.vmcNo ?? String(machineId),
        amount: claim.price,
        granted,
        reason,
        periodStart: period?.start ?? null,
        time: now,
      })
      .onConflictDoNothing()
      .returning();
    // A copy of this claim for another card, answered meanwhile: this one counts nothing.
    if (!row) throw new AnsweredMeanwhile();
    return { result: answerOf(row) };
  },
});

class AnsweredMeanwhile extends Error {}
