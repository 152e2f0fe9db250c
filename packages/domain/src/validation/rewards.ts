import { z } from 'zod';
import { DAYS, type Day } from '../enums';
import { MESSAGES } from './messages';
import { id, integer, optionalText, requiredText, text } from './common';

/*
 * JS Reward: a company gives its people cups on their RFID cards. A reward rule lists the cards (and
 * customer ids) of one company and how much each person may have per cut-off period; a machine asks
 * through the gateway whether a card may have a product, and every answer is kept as a reward order.
 */

export const REWARD_MESSAGES = {
  cardNumber: 'A card number has 4 to 32 letters or digits.',
  repeatedCard: 'Each card may appear only once.',
  repeatedCustomer: 'Each customer may appear only once.',
  cardOnOtherRule: (card: string, rule: string) => `Card ${card} is already on the active reward rule "${rule}".`,
  duplicateName: 'A reward rule with this name already exists.',
} as const;

/** Why a claim was refused, or nothing when it was granted. */
export const REWARD_REFUSALS = ['UNKNOWN_CARD', 'RULE_INACTIVE', 'UNKNOWN_PRODUCT', 'FREQUENCY_LIMIT', 'AMOUNT_LIMIT', 'USAGE_LIMIT', 'BALANCE'] as const;
export type RewardRefusal = (typeof REWARD_REFUSALS)[number];

export const REWARD_REFUSAL_MESSAGES: Record<RewardRefusal, string> = {
  UNKNOWN_CARD: 'This card is not on any reward rule.',
  RULE_INACTIVE: 'The reward rule of this card is not active.',
  UNKNOWN_PRODUCT: 'This product is not known.',
  FREQUENCY_LIMIT: 'This card has had as many rewards as it may in this period.',
  AMOUNT_LIMIT: 'This cup would take the card above its reward amount for this period.',
  USAGE_LIMIT: 'The reward rule has been used as many times as it may.',
  BALANCE: 'The company’s reward balance is too low for this cup.',
};

/** A card number as stored and compared: trimmed and in capitals. */
export const normalizeCardNumber = (card: string) => card.trim().toUpperCase();

const cardNumber = text()
  .transform(normalizeCardNumber)
  .pipe(z.string().regex(/^[A-Z0-9]{4,32}$/, REWARD_MESSAGES.cardNumber));

/**
 * A list typed as text (one a line, or separated by commas or spaces) or given as a list. A wrong
 * item is told on the list, naming the item, since the form shows the list as one box.
 */
const listOf = <Item extends z.ZodType<unknown, string | number>>(item: Item, repeated: string) =>
  z
    .union([text(), z.array(z.union([text(), z.number()]))])
    .transform((value, context): unknown[] => {
      const items = typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : value;
      const parsed: unknown[] = [];
      for (const raw of items) {
        const result = item.safeParse(raw);
        if (!result.success) {
          context.addIssue({ code: 'custom', message: `${String(raw)}: ${result.error.issues[0]!.message}` });
          return z.NEVER;
        }
        parsed.push(result.data);
      }
      return parsed;
    })
    .pipe(
      z
        .array(z.unknown())
        .max(5000, 'At most 5000.')
        .refine((values) => new Set(values.map(String)).size === values.length, repeated),
    ) as unknown as z.ZodType<z.output<Item>[], string | (string | number)[]>;

const customerId = z.union([z.number(), text().regex(/^\d+$/, MESSAGES.wholeNumber).transform(Number)]).pipe(id);

/** A limit: a whole number above 0, or nothing for no limit. */
const limit = integer(1).nullish().transform((value) => value ?? null);

const rewardRuleFields = {
  companyId: id,
  name: requiredText(100),
  description: optionalText(500),
  /** Rupiah a person may have in rewards per cut-off period. */
  amountLimit: limit,
  /** Cups a person may have per cut-off period. */
  frequencyLimit: limit,
  /** Cups the rule may give in all, to everyone, ever. */
  usageLimit: limit,
  customerIds: listOf(customerId, REWARD_MESSAGES.repeatedCustomer),
  cardNumbers: listOf(cardNumber, REWARD_MESSAGES.repeatedCard),
  active: z.boolean({ error: MESSAGES.required }),
};

export const rewardRuleSchema = z.object(rewardRuleFields);
export const rewardRuleUpdateSchema = z.object(rewardRuleFields).partial();
export type RewardRuleInput = z.infer<typeof rewardRuleSchema>;
export type RewardRuleUpdateInput = z.infer<typeof rewardRuleUpdateSchema>;

/** What a machine sends to ask for a reward cup. */
export const rewardClaimSchema = z.object({
  cardNumber,
  productId: id,
  /** Rupiah the cup costs: taken from the company's reward balance when granted. */
  price: integer(0),
  /** The machine's own id of this claim: sent again, it gets the first answer. */
  claimId: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(64, 'Maximum 64 characters.')
    .regex(/^[A-Za-z0-9._:-]+$/, 'Only letters, digits and . _ : - are allowed.'),
});
export type RewardClaim = z.infer<typeof rewardClaimSchema>;

/* ---------- cut-off periods ---------- */

/** Jakarta is UTC+7 all year. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export interface RewardCutOff {
  /** HH:mm (or HH:mm:ss) when the period turns; 00:00 when none. */
  daily?: string | null;
  /** The weekday a weekly period starts. */
  weekly?: Day | null;
  /** The day of the month (1 to 28) a monthly period starts. */
  monthly?: number | null;
}

export type RewardPeriodKind = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/**
 * The company's current cut-off period around `now`, in Jakarta time: monthly when the company has a
 * monthly day, else weekly when it has a weekday, else daily. The period turns at the daily cut-off
 * time (00:00 when none) on its day.
 */
export function rewardPeriod(now: Date, cutOff: RewardCutOff): { kind: RewardPeriodKind; start: Date; end: Date } {
  const [hours = 0, minutes = 0] = (cutOff.daily ?? '00:00').split(':').map(Number);
  const turn = (hours * 60 + minutes) * 60_000;
  // A clock in which the period turns at midnight: Jakarta time moved back by the cut-off time.
  const shifted = new Date(now.getTime() + JAKARTA_OFFSET_MS - turn);
  const back = (local: number) => new Date(local - JAKARTA_OFFSET_MS + turn);
  const midnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  if (cutOff.monthly) {
    const day = cutOff.monthly;
    const year = shifted.getUTCFullYear();
    const month = shifted.getUTCMonth() - (shifted.getUTCDate() < day ? 1 : 0);
    return { kind: 'MONTHLY', start: back(Date.UTC(year, month, day)), end: back(Date.UTC(year, month + 1, day)) };
  }
  if (cutOff.weekly) {
    // DAYS runs Monday to Sunday; getUTCDay counts from Sunday.
    const target = (DAYS.indexOf(cutOff.weekly) + 1) % 7;
    const since = (shifted.getUTCDay() - target + 7) % 7;
    const start = midnight - since * DAY_MS;
    return { kind: 'WEEKLY', start: back(start), end: back(start + 7 * DAY_MS) };
  }
  return { kind: 'DAILY', start: back(midnight), end: back(midnight + DAY_MS) };
}

/* ---------- the decision ---------- */

export interface RewardLimits {
  amountLimit: number | null;
  frequencyLimit: number | null;
  usageLimit: number | null;
}

export interface RewardStanding {
  /** Rupiah granted to this card in the current period. */
  periodAmount: number;
  /** Cups granted to this card in the current period. */
  periodCount: number;
  /** Cups the rule has granted in all. */
  ruleUses: number;
  /** The company's reward balance. */
  balance: number;
}

/** Whether a card on an active rule may have a cup of `price`; the first limit it would pass is the reason it may not. */
export function decideReward(limits: RewardLimits, standing: RewardStanding, price: number): { granted: true } | { granted: false; reason: RewardRefusal } {
  if (limits.usageLimit !== null && standing.ruleUses >= limits.usageLimit) return { granted: false, reason: 'USAGE_LIMIT' };
  if (limits.frequencyLimit !== null && standing.periodCount >= limits.frequencyLimit) return { granted: false, reason: 'FREQUENCY_LIMIT' };
  if (limits.amountLimit !== null && standing.periodAmount + price > limits.amountLimit) return { granted: false, reason: 'AMOUNT_LIMIT' };
  if (standing.balance < price) return { granted: false, reason: 'BALANCE' };
  return { granted: true };
}
