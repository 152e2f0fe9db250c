import { z } from 'zod';
import { CUSTOMER_RULE_TYPES, DAYS, DISCOUNT_LEVELS, DISCOUNT_UNITS, ITEM_RULES, LAST_ORDER_UNITS, SHOP_ORDER_TYPES, SHOP_PAYMENT_METHODS } from '../enums';
import { activeFlag, id, integer, optionalText, requiredText, text } from './common';
import { MESSAGES } from './messages';

/*
 * The promo rules every kind of shop discount shares (spec point 3: voucher setting, shop promo, POS
 * promo): the period, the discount and its unit, the item rule with its item groups, the minimums,
 * the allowed order types (and, for POS promos, payment methods and outlets), the weekly schedules,
 * the customer rule and the limits. One shape, so the three kinds are checked the same way and
 * priced by the same function (docs/pricing.md).
 */

export const SHOP_PROMOTION_MESSAGES = {
  hours: 'Enter an hour from 0 to 24.',
  startHourBeforeEnd: 'Start hour must be before end hour.',
  itemGroupsRequired: 'Add at least one item group.',
  singleHasOneGroup: 'A single-item promo has exactly one item group.',
  menusRequired: 'Choose at least one menu.',
  itemRuleOnlyOnOrder: 'An item rule applies only to order-level promos.',
  registeredOnly: 'This applies only to registered customers.',
  unknownValue: 'Choose one of the listed values.',
  duplicateName: 'Another promo already has this name.',
} as const;

const choice = <const Values extends readonly [string, ...string[]]>(values: Values) => z.enum(values, { error: (issue) => (issue.input == null ? MESSAGES.required : SHOP_PROMOTION_MESSAGES.unknownValue) });

/** An instant: a Date (the server's scalar) or an ISO text (a form's value). */
const instant = z
  .union([z.date(), text().min(1)], { error: MESSAGES.required })
  .transform((value) => new Date(value))
  .refine((value) => !Number.isNaN(value.getTime()), MESSAGES.invalidDate);

const hour = integer(0).max(24, SHOP_PROMOTION_MESSAGES.hours);

/** A weekly window in the outlet's time zone, from startHour:00 (included) to endHour:00 (excluded). */
export const promoScheduleSchema = z
  .object({ day: choice(DAYS), startHour: hour, endHour: hour })
  .refine((value) => value.startHour < value.endHour, { path: ['endHour'], message: SHOP_PROMOTION_MESSAGES.startHourBeforeEnd });

export const promoItemGroupSchema = z.object({
  menuIds: z.array(id, { error: SHOP_PROMOTION_MESSAGES.menusRequired }).min(1, SHOP_PROMOTION_MESSAGES.menusRequired).max(500),
  discountAmount: integer(0),
  unit: choice(DISCOUNT_UNITS),
});

/** An object whose every part is empty (null, undefined or ''), as a form sends a part left blank. */
const isBlank = (value: unknown) => value != null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && Object.values(value).every((part) => part == null || part === '');

export const customerRuleSchema = z
  .object({
    type: choice(CUSTOMER_RULE_TYPES),
    // A form's empty parts (a window without dates, a last order without a number) mean no such part.
    registration: z.preprocess((value) => (isBlank(value) ? null : value), z.object({ startDate: instant.nullish(), endDate: instant.nullish() }).nullish()),
    membershipIds: z.array(id).max(100).nullish(),
    customerIds: z.array(id).max(10_000).nullish(),
    numberOfOrders: integer(0).nullish(),
    totalOrderAmount: integer(0).nullish(),
    lastOrder: z.preprocess((value) => (isBlank(value) ? null : value), z.object({ numberOfUnit: integer(1), unit: choice(LAST_ORDER_UNITS) }).nullish()),
  })
  .superRefine((rule, context) => {
    const { startDate, endDate } = rule.registration ?? {};
    if (startDate && endDate && endDate.getTime() <= startDate.getTime()) context.addIssue({ code: 'custom', path: ['registration', 'endDate'], message: MESSAGES.endAfterStart });
    if (rule.type === 'ALL_CUSTOMERS') {
      const registeredParts = ['registration', 'membershipIds', 'customerIds', 'numberOfOrders', 'totalOrderAmount', 'lastOrder'] as const;
      for (const part of registeredParts) {
        const value = rule[part];
        if (value != null && !(Array.isArray(value) && value.length === 0)) context.addIssue({ code: 'custom', path: [part], message: SHOP_PROMOTION_MESSAGES.registeredOnly });
      }
    }
  });

/** The rules' fields; each kind of promo adds its own (image, codes, partner) around them. */
export const promoRuleFields = {
  name: requiredText(100),
  description: optionalText(2000),
  startDate: instant,
  endDate: instant,
  active: activeFlag,
  discountLevel: choice(DISCOUNT_LEVELS),
  /** Percent (0 to 100) or rupiah; an item promo uses its groups' amounts instead. */
  discountAmount: integer(0),
  unit: choice(DISCOUNT_UNITS),
  itemRule: choice(ITEM_RULES).nullish(),
  itemGroups: z.array(promoItemGroupSchema).max(50).default([]),
  minimumItem: integer(0).nullish(),
  minimumAmount: integer(0).nullish(),
  allowedOrderTypes: z.array(choice(SHOP_ORDER_TYPES)).max(SHOP_ORDER_TYPES.length).default([]),
  allowedPaymentMethods: z.array(choice(SHOP_PAYMENT_METHODS)).max(SHOP_PAYMENT_METHODS.length).default([]),
  hubIds: z.array(id).max(1000).default([]),
  schedules: z.array(promoScheduleSchema).max(100).default([]),
  customerRule: customerRuleSchema.nullish(),
  usageLimitPerCustomer: integer(1).nullish(),
  maximumDiscountAmount: integer(0).nullish(),
  totalQuantity: integer(0).nullish(),
};

type RuleShape = {
  startDate?: Date;
  endDate?: Date;
  discountLevel?: string;
  discountAmount?: number;
  unit?: string;
  itemRule?: string | null;
  itemGroups?: { discountAmount: number; unit: string }[];
};

/** The rules across fields: the period, percentages within 0-100, item groups for SINGLE and BUNDLE. */
export function checkPromoRules(value: RuleShape, context: z.RefinementCtx) {
  if (value.startDate && value.endDate && value.endDate.getTime() <= value.startDate.getTime()) context.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.endAfterStart });
  if (value.unit === 'PERCENTAGE' && (value.discountAmount ?? 0) > 100) context.addIssue({ code: 'custom', path: ['discountAmount'], message: MESSAGES.percentage });
  value.itemGroups?.forEach((group, index) => {
    if (group.unit === 'PERCENTAGE' && group.discountAmount > 100) context.addIssue({ code: 'custom', path: ['itemGroups', index, 'discountAmount'], message: MESSAGES.percentage });
  });
  if (value.itemRule != null) {
    if (value.discountLevel !== undefined && value.discountLevel !== 'ORDER') context.addIssue({ code: 'custom', path: ['itemRule'], message: SHOP_PROMOTION_MESSAGES.itemRuleOnlyOnOrder });
    // An update that leaves the groups out is checked again with the stored ones.
    const groups = value.itemGroups?.length ?? 0;
    if (value.itemGroups === undefined) return;
    if (groups === 0) context.addIssue({ code: 'custom', path: ['itemGroups'], message: SHOP_PROMOTION_MESSAGES.itemGroupsRequired });
    else if (value.itemRule === 'SINGLE' && groups !== 1) context.addIssue({ code: 'custom', path: ['itemGroups'], message: SHOP_PROMOTION_MESSAGES.singleHasOneGroup });
  }
}

export const promoRulesSchema = z.object(promoRuleFields).superRefine(checkPromoRules);
/** The rules across fields alone, for an update checked against the stored rules. */
export const promoRulesAcrossFields = z.looseObject({}).superRefine((value, context) => checkPromoRules(value as RuleShape, context));
export type PromoRulesInput = z.infer<typeof promoRulesSchema>;
export type PromoScheduleInput = z.infer<typeof promoScheduleSchema>;
export type PromoItemGroupInput = z.infer<typeof promoItemGroupSchema>;
export type CustomerRuleInput = z.infer<typeof customerRuleSchema>;

/** An update's lists: left out, they keep their stored value (no default to empty). */
const listsLeftAlone = {
  itemGroups: promoRuleFields.itemGroups.removeDefault().optional(),
  allowedOrderTypes: promoRuleFields.allowedOrderTypes.removeDefault().optional(),
  schedules: promoRuleFields.schedules.removeDefault().optional(),
  allowedPaymentMethods: promoRuleFields.allowedPaymentMethods.removeDefault().optional(),
  hubIds: promoRuleFields.hubIds.removeDefault().optional(),
};

/*
 * Shop promos. The online shop sells two kinds of goods, so promos come in two kinds with one shape:
 * MENU promos (/shop-promotion) discount the outlets' menus, and PRODUCT promos
 * (/shop-product-promotion) discount the vending shop's products; their item groups name menus of
 * that kind.
 */
export const SHOP_PROMO_KINDS = ['MENU', 'PRODUCT'] as const;
export type ShopPromoKind = (typeof SHOP_PROMO_KINDS)[number];
export const shopPromoKindLabels = { MENU: 'Menu', PRODUCT: 'Vending product' } satisfies Record<ShopPromoKind, string>;

/**
 * Which table a promo of a price calculation's answer comes from: shop promos and POS promos number
 * their ids apart, so an id alone does not name a promo.
 */
export const CALCULATED_PROMO_KINDS = ['SHOP_PROMO', 'POS_PROMO', 'VOUCHER'] as const;
// In words as the counter and the order's page say them: a POS promo is the counter's partner promo.
export type CalculatedPromoKind = (typeof CALCULATED_PROMO_KINDS)[number];
export const calculatedPromoKindLabels = { SHOP_PROMO: 'Shop promo', POS_PROMO: 'Counter promo', VOUCHER: 'Voucher' } satisfies Record<CalculatedPromoKind, string>;

const shopPromoFields = {
  ...promoRuleFields,
  kind: choice(SHOP_PROMO_KINDS),
  imageUrl: optionalText(1000),
  qrPromo: activeFlag,
};

export const shopPromoSchema = z.object(shopPromoFields).superRefine(checkPromoRules);
export const shopPromoUpdateSchema = z
  .object(shopPromoFields)
  .omit({ kind: true })
  .partial()
  .extend(listsLeftAlone)
  .superRefine(checkPromoRules);
export type ShopPromoInput = z.infer<typeof shopPromoSchema>;
export type ShopPromoUpdateInput = z.infer<typeof shopPromoUpdateSchema>;


/*
 * POS promos (/shop-pos-promotion): the promo rules without image and level (always ORDER level:
 * the point of sale has no delivery), for one POS partner, with the payment methods and outlets
 * they are for.
 */
const { discountLevel: _level, ...posRuleFields } = promoRuleFields;
const shopPosPromoFields = { ...posRuleFields, partnerId: id };

export const shopPosPromoSchema = z.object(shopPosPromoFields).superRefine(checkPromoRules);
export const shopPosPromoUpdateSchema = z.object(shopPosPromoFields).partial().extend(listsLeftAlone).superRefine(checkPromoRules);
export type ShopPosPromoInput = z.infer<typeof shopPosPromoSchema>;
export type ShopPosPromoUpdateInput = z.infer<typeof shopPosPromoUpdateSchema>;
