import { z } from 'zod';
import { INT32_MAX, requiredText } from './common';

/*
 * The shop's loyalty points (docs/shop-loyalty.md): an append-only ledger of changes, the earn rate
 * and the value of a point when spent, and the words people read for each kind of change.
 */

export const SHOP_LOYALTY_KINDS = ['EARN', 'REDEEM', 'EXPIRE', 'REVERSE', 'ADJUST'] as const;
export type ShopLoyaltyKind = (typeof SHOP_LOYALTY_KINDS)[number];

export const shopLoyaltyKindLabels = {
  EARN: 'Earned',
  REDEEM: 'Redeemed',
  EXPIRE: 'Expired',
  REVERSE: 'Reversed',
  ADJUST: 'Adjusted',
} satisfies Record<ShopLoyaltyKind, string>;

/** One point per this many rupiah paid on an order's lines after discounts (not on the part paid with points). */
export const RUPIAH_PER_EARNED_POINT = 1000;
/** What one point pays when spent, in rupiah. */
export const RUPIAH_PER_SPENT_POINT = 1;
/** Defaults of the loyalty settings: days earned points stay pending, days counted points last. */
export const SHOP_LOYALTY_DEFAULT_PENDING_DAYS = 7;
export const SHOP_LOYALTY_DEFAULT_EXPIRY_DAYS = 365;
/** The largest adjustment one command makes, either way. */
export const SHOP_LOYALTY_MAX_ADJUSTMENT = 1_000_000;

/** Points earned on an amount paid on lines after discounts and points. */
export function pointsEarnedOn(amount: number): number {
  return amount > 0 ? Math.floor(amount / RUPIAH_PER_EARNED_POINT) : 0;
}

/** The most points an order may use: `percent` of its lines after discounts, in points. */
export function maximumPointsFor(linesAfterDiscounts: number, percent: number): number {
  if (linesAfterDiscounts <= 0 || percent <= 0) return 0;
  return Math.floor((linesAfterDiscounts * Math.min(percent, 100)) / 100 / RUPIAH_PER_SPENT_POINT);
}

export const SHOP_LOYALTY_MESSAGES = {
  wholePoints: 'Enter a whole number of points.',
  notZero: 'Enter a number of points other than 0.',
  tooLarge: `At most ${SHOP_LOYALTY_MAX_ADJUSTMENT.toLocaleString('en-US')} points at a time.`,
  notNegative: 'Points to use cannot be negative.',
  overBalance: (balance: number) => `The customer has only ${balance.toLocaleString('en-US')} points.`,
  overShare: (maximum: number, percent: number) => `At most ${maximum.toLocaleString('en-US')} points (${percent}% of the order) can be used on this order.`,
  needsCustomer: 'Only a registered customer can use points.',
  belowZero: (balance: number) => `This would take the balance below zero: the customer has ${balance.toLocaleString('en-US')} points.`,
  unknownCustomer: 'There is no such customer.',
} as const;

const points = z
  .number({ error: SHOP_LOYALTY_MESSAGES.wholePoints })
  .int(SHOP_LOYALTY_MESSAGES.wholePoints)
  .refine((value) => value !== 0, SHOP_LOYALTY_MESSAGES.notZero)
  .refine((value) => Math.abs(value) <= SHOP_LOYALTY_MAX_ADJUSTMENT, SHOP_LOYALTY_MESSAGES.tooLarge);

/** An administrator's adjustment: points to add (positive) or take (negative), and why. */
export const shopLoyaltyAdjustmentSchema = z.object({
  customerId: z.number().int().positive().max(INT32_MAX),
  points,
  reason: requiredText(500),
});
export type ShopLoyaltyAdjustmentInput = z.infer<typeof shopLoyaltyAdjustmentSchema>;

/** Points an order is to use, as the ordering app sends them. */
export const pointsToSpendSchema = z.number({ error: SHOP_LOYALTY_MESSAGES.wholePoints }).int(SHOP_LOYALTY_MESSAGES.wholePoints).min(0, SHOP_LOYALTY_MESSAGES.notNegative).max(INT32_MAX, SHOP_LOYALTY_MESSAGES.wholePoints);
