import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from './messages';
import { DAYS } from '../enums';
import { REWARD_MESSAGES, decideReward, rewardClaimSchema, rewardPeriod, rewardRuleSchema, type RewardLimits } from './rewards';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const rule = { companyId: 1, name: 'Staff coffee', amountLimit: 50_000, frequencyLimit: 3, usageLimit: null, customerIds: [], cardNumbers: 'ab12cd34, 99887766', active: true };

describe('the reward rule form', () => {
  it('takes card numbers typed one a line or separated by commas, in capitals', () => {
    const parsed = rewardRuleSchema.parse({ ...rule, customerIds: '12\n15' });
    expect(parsed.cardNumbers).toEqual(['AB12CD34', '99887766']);
    expect(parsed.customerIds).toEqual([12, 15]);
  });

  it('tells a missing name, a limit of 0, a bad card and a repeated card', () => {
    expect(messages(rewardRuleSchema.safeParse({ ...rule, name: ' ', frequencyLimit: 0, cardNumbers: 'AB1' }))).toEqual({
      name: MESSAGES.required,
      frequencyLimit: MESSAGES.greaterThan0,
      cardNumbers: `AB1: ${REWARD_MESSAGES.cardNumber}`,
    });
    expect(messages(rewardRuleSchema.safeParse({ ...rule, cardNumbers: 'AB12CD34 ab12cd34' }))).toEqual({ cardNumbers: REWARD_MESSAGES.repeatedCard });
  });

  it('wants a claim id, a product and a price from the machine', () => {
    expect(messages(rewardClaimSchema.safeParse({ cardNumber: 'AB12CD34', price: -1 }))).toEqual({ productId: MESSAGES.required, price: MESSAGES.nonNegative, claimId: MESSAGES.required });
  });
});

describe('the cut-off period, in Jakarta time', () => {
  const jakarta = (text: string) => new Date(`${text}+07:00`);

  it('turns daily at the cut-off time', () => {
    expect(rewardPeriod(jakarta('2026-11-20T07:59'), { daily: '08:00' })).toEqual({ kind: 'DAILY', start: jakarta('2026-11-19T08:00'), end: jakarta('2026-11-20T08:00') });
    expect(rewardPeriod(jakarta('2026-11-20T08:00'), { daily: '08:00' })).toEqual({ kind: 'DAILY', start: jakarta('2026-11-20T08:00'), end: jakarta('2026-11-21T08:00') });
    expect(rewardPeriod(jakarta('2026-11-20T00:30'), {})).toMatchObject({ start: jakarta('2026-11-20T00:00') });
  });

  it('turns weekly on the weekday and monthly on the day of the month', () => {
    // 20-11-2026 is a Friday.
    expect(rewardPeriod(jakarta('2026-11-20T10:00'), { weekly: 'MONDAY' })).toEqual({ kind: 'WEEKLY', start: jakarta('2026-11-16T00:00'), end: jakarta('2026-11-23T00:00') });
    expect(rewardPeriod(jakarta('2026-11-20T10:00'), { weekly: 'FRIDAY', daily: '12:00' })).toMatchObject({ start: jakarta('2026-11-13T12:00') });
    expect(rewardPeriod(jakarta('2026-01-05T10:00'), { monthly: 25 })).toEqual({ kind: 'MONTHLY', start: jakarta('2025-12-25T00:00'), end: jakarta('2026-01-25T00:00') });
  });

  it('always holds the moment, and every moment of a period gives that same period', () => {
    const cutOff = fc.record({
      daily: fc.option(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)),
      weekly: fc.option(fc.constantFrom(...DAYS)),
      monthly: fc.option(fc.integer({ min: 1, max: 28 })),
    });
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), cutOff, fc.double({ min: 0, max: 1, noNaN: true }), (now, cut, at) => {
        const period = rewardPeriod(now, cut);
        expect(period.start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(period.end.getTime()).toBeGreaterThan(now.getTime());
        const inside = new Date(period.start.getTime() + Math.floor(at * (period.end.getTime() - period.start.getTime() - 1)));
        expect(rewardPeriod(inside, cut)).toEqual(period);
        expect(rewardPeriod(period.end, cut).start).toEqual(period.end);
      }),
    );
  });
});

describe('the reward decision', () => {
  const limits = (overrides: Partial<RewardLimits> = {}): RewardLimits => ({ amountLimit: null, frequencyLimit: null, usageLimit: null, ...overrides });

  it('refuses at each limit, and for a balance below the price', () => {
    const standing = { periodAmount: 0, periodCount: 0, ruleUses: 0, balance: 100_000 };
    expect(decideReward(limits({ frequencyLimit: 2 }), { ...standing, periodCount: 2 }, 10_000)).toEqual({ granted: false, reason: 'FREQUENCY_LIMIT' });
    expect(decideReward(limits({ amountLimit: 25_000 }), { ...standing, periodAmount: 20_000 }, 10_000)).toEqual({ granted: false, reason: 'AMOUNT_LIMIT' });
    expect(decideReward(limits({ amountLimit: 30_000 }), { ...standing, periodAmount: 20_000 }, 10_000)).toEqual({ granted: true });
    expect(decideReward(limits({ usageLimit: 5 }), { ...standing, ruleUses: 5 }, 10_000)).toEqual({ granted: false, reason: 'USAGE_LIMIT' });
    expect(decideReward(limits(), { ...standing, balance: 9_999 }, 10_000)).toEqual({ granted: false, reason: 'BALANCE' });
  });

  it('never grants a card more than its limits, nor the rule more than its uses, nor the company more than its balance, whatever the claims', () => {
    const someLimit = (max: number) => fc.option(fc.integer({ min: 1, max }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({ amountLimit: someLimit(200_000), frequencyLimit: someLimit(10), usageLimit: someLimit(20) }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.array(fc.record({ card: fc.constantFrom('A', 'B', 'C'), price: fc.integer({ min: 0, max: 40_000 }) }), { maxLength: 60 }),
        (rule, startBalance, claims) => {
          let balance = startBalance;
          let uses = 0;
          const perCard = new Map<string, { amount: number; count: number }>();
          for (const claim of claims) {
            const mine = perCard.get(claim.card) ?? { amount: 0, count: 0 };
            const answer = decideReward(rule, { periodAmount: mine.amount, periodCount: mine.count, ruleUses: uses, balance }, claim.price);
            if (!answer.granted) continue;
            balance -= claim.price;
            uses += 1;
            perCard.set(claim.card, { amount: mine.amount + claim.price, count: mine.count + 1 });
          }
          expect(balance).toBeGreaterThanOrEqual(0);
          if (rule.usageLimit !== null) expect(uses).toBeLessThanOrEqual(rule.usageLimit);
          for (const { amount, count } of perCard.values()) {
            if (rule.amountLimit !== null) expect(amount).toBeLessThanOrEqual(rule.amountLimit);
            if (rule.frequencyLimit !== null) expect(count).toBeLessThanOrEqual(rule.frequencyLimit);
          }
        },
      ),
    );
  });
});
