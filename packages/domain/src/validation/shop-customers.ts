import { z } from 'zod';
import { activeFlag, id, integer, optionalText, requiredText, text } from './common';
import { MESSAGES } from './messages';

/*
 * The shop's customers and membership levels: what the console may change of a customer (their
 * membership and status), the levels themselves, the qualification period and the membership promos.
 */

/** A customer's status as the ordering app stores it; people read the words. */
export const SHOP_CUSTOMER_STATUSES = [1, 0, 2] as const;
export const SHOP_CUSTOMER_STATUS_WORDS: Record<number, string> = { 1: 'Active', 0: 'Inactive', 2: 'Blocked' };
export const shopCustomerStatusLabel = (status: number | null | undefined) => (status === null || status === undefined ? '' : (SHOP_CUSTOMER_STATUS_WORDS[status] ?? String(status)));

/** A customer's gender as the ordering app asks it (spec: MALE, FEMALE). */
export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderLabels = { MALE: 'Male', FEMALE: 'Female' } satisfies Record<Gender, string>;

export const SHOP_CUSTOMER_MESSAGES = {
  unknownStatus: 'Choose Active, Inactive or Blocked.',
  color: 'Enter a colour as #RRGGBB.',
  duplicateLevelName: 'Another membership already has this level name.',
  duplicateReferralName: 'This referral name is already used by another membership promo.',
} as const;

/** What the console may change of a customer: the shop app owns the rest. */
export const shopCustomerUpdateSchema = z.object({
  /** Null takes the customer out of every membership. */
  membershipId: id.nullish(),
  status: integer(0).refine((value) => (SHOP_CUSTOMER_STATUSES as readonly number[]).includes(value), SHOP_CUSTOMER_MESSAGES.unknownStatus).optional(),
});
export type ShopCustomerUpdateInput = z.infer<typeof shopCustomerUpdateSchema>;

export const shopMembershipSchema = z.object({
  levelName: requiredText(50),
  color: text().trim().regex(/^#[0-9A-Fa-f]{6}$/, SHOP_CUSTOMER_MESSAGES.color),
  isActive: activeFlag,
  isPrivilegeVisible: activeFlag,
  /** Items bought within one qualification period to obtain the level. */
  obtainQualification: integer(0),
  /** Items bought in each following period to keep it. */
  retainQualification: integer(0),
  privilege: optionalText(2000),
});
export const shopMembershipUpdateSchema = shopMembershipSchema.partial();
export type ShopMembershipInput = z.infer<typeof shopMembershipSchema>;
export type ShopMembershipUpdateInput = z.infer<typeof shopMembershipUpdateSchema>;

/** The qualification period, in months: 1 to 60. */
export const SHOP_MEMBERSHIP_DEFAULT_MONTHS = 12;
export const shopMembershipQualificationDurationSchema = z.object({
  months: integer(1).max(60, MESSAGES.maximumValue(60, 'months')),
});
export type ShopMembershipQualificationDurationInput = z.infer<typeof shopMembershipQualificationDurationSchema>;

/** An instant: a Date (the server's scalar) or an ISO text (a form's value). */
const instant = z
  .union([z.date(), text().min(1)], { error: MESSAGES.required })
  .transform((value) => new Date(value))
  .refine((value) => !Number.isNaN(value.getTime()), MESSAGES.invalidDate);

const membershipPromoFields = {
  description: optionalText(500),
  startAt: instant,
  endAt: instant,
  isActive: activeFlag,
  membershipId: id,
  /** The name in the sign-up link that gives the promo; unique whatever its case. */
  referralName: requiredText(50),
};

/** "End period must be after start period." under endAt, when both are given. */
const endAfterStart = (value: { startAt?: Date; endAt?: Date }, context: z.RefinementCtx) => {
  if (value.startAt && value.endAt && value.endAt.getTime() <= value.startAt.getTime()) context.addIssue({ code: 'custom', path: ['endAt'], message: MESSAGES.endAfterStart });
};

export const shopMembershipPromoSchema = z.object(membershipPromoFields).superRefine(endAfterStart);
export const shopMembershipPromoUpdateSchema = z.object(membershipPromoFields).partial().superRefine(endAfterStart);
export type ShopMembershipPromoInput = z.infer<typeof shopMembershipPromoSchema>;
export type ShopMembershipPromoUpdateInput = z.infer<typeof shopMembershipPromoUpdateSchema>;
