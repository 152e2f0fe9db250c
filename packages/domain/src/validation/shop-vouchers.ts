import { z } from 'zod';
import { activeFlag, id, integer, optionalText, requiredText } from './common';
import { formatNumber } from '../format';
import { MESSAGES } from './messages';
import { checkPromoRules, promoRuleFields } from './shop-promotions';

/*
 * Voucher settings (spec point 3): the shared promo rules plus the voucher's own fields. A MANUAL
 * setting has codes typed in or generated in bulk (a prefix and a number of codes); an AUTOMATIC
 * setting has one code given on a trigger (a new customer, a referral code, a birthday).
 */

export const VOUCHER_TYPES = ['MANUAL', 'AUTOMATIC'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];
export const AUTOMATIC_VOUCHER_TRIGGERS = ['NEW_CUSTOMER', 'REFERRAL_CODE', 'BIRTHDAY'] as const;
export type AutomaticVoucherTrigger = (typeof AUTOMATIC_VOUCHER_TRIGGERS)[number];
export const voucherTypeLabels = { MANUAL: 'Manual', AUTOMATIC: 'Automatic' } satisfies Record<VoucherType, string>;
export const automaticVoucherTriggerLabels = { NEW_CUSTOMER: 'New customer', REFERRAL_CODE: 'Referral code', BIRTHDAY: 'Birthday' } satisfies Record<AutomaticVoucherTrigger, string>;

/** The most codes one bulk generation makes. */
export const MAXIMUM_BULK_VOUCHERS = 10_000;
/** The most customers one assignment gives a code to. */
export const MAXIMUM_ASSIGNED_CUSTOMERS = 10_000;

export const SHOP_VOUCHER_MESSAGES = {
  codesRequired: 'Add at least one code, or generate them in bulk.',
  prefixRequired: 'Enter a code prefix.',
  prefixFormat: 'Only capital letters and numbers are allowed.',
  numberOfVoucher: `Enter a number of vouchers from 1 to ${MAXIMUM_BULK_VOUCHERS.toLocaleString('id-ID')}.`,
  triggerRequired: 'Choose a trigger for an automatic voucher.',
  triggerOnlyAutomatic: 'Only an automatic voucher has a trigger.',
  codesOnlyManual: 'Only a manual voucher has codes.',
  duplicateCode: 'Another voucher already has this code.',
  codeRepeated: 'Codes must not repeat.',
  noCustomerIds: 'A voucher is given to customers by assigning it, not by its customer rule.',
  chooseCustomers: 'Choose at least one customer.',
  tooManyCustomers: `Give a voucher to at most ${MAXIMUM_ASSIGNED_CUSTOMERS.toLocaleString('id-ID')} customers at once.`,
} as const;

const choice = <const Values extends readonly [string, ...string[]]>(values: Values) => z.enum(values, { error: (issue) => (issue.input == null ? MESSAGES.required : 'Choose one of the listed values.') });

const codeText = requiredText(50).regex(/^[A-Za-z0-9_-]+$/, 'Only letters, digits, hyphens and underscores are allowed.');

export const voucherCodeInputSchema = z.object({ name: codeText, totalQuantity: integer(1).nullish() });

const ownFields = {
  title: optionalText(200),
  imageUrl: optionalText(1000),
  durationInDays: integer(1).nullish(),
  visible: activeFlag,
  assignedToUser: z.boolean().optional(),
  qrPromo: activeFlag,
  quantityPerCustomer: integer(1).nullish(),
  appliedToVariant: activeFlag,
  appliedToTopping: activeFlag,
};

export const shopVoucherSettingSchema = z
  .object({
    ...promoRuleFields,
    ...ownFields,
    type: choice(VOUCHER_TYPES),
    trigger: choice(AUTOMATIC_VOUCHER_TRIGGERS).nullish(),
    bulk: z.boolean().default(false),
    codePrefix: z.string().max(20).nullish(),
    numberOfVoucher: integer(0).nullish(),
    codes: z.array(voucherCodeInputSchema).max(1000).default([]),
  })
  .superRefine((value, context) => {
    checkPromoRules(value, context);
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (value.customerRule?.customerIds?.length) issue(['customerRule', 'customerIds'], SHOP_VOUCHER_MESSAGES.noCustomerIds);
    if (value.type === 'AUTOMATIC') {
      if (!value.trigger) issue(['trigger'], SHOP_VOUCHER_MESSAGES.triggerRequired);
      if (value.bulk || value.codes.length) issue(['codes'], SHOP_VOUCHER_MESSAGES.codesOnlyManual);
      return;
    }
    if (value.trigger) issue(['trigger'], SHOP_VOUCHER_MESSAGES.triggerOnlyAutomatic);
    if (value.bulk) {
      if (!value.codePrefix) issue(['codePrefix'], SHOP_VOUCHER_MESSAGES.prefixRequired);
      else if (!/^[A-Z0-9]+$/.test(value.codePrefix)) issue(['codePrefix'], SHOP_VOUCHER_MESSAGES.prefixFormat);
      if (value.numberOfVoucher == null || value.numberOfVoucher < 1 || value.numberOfVoucher > MAXIMUM_BULK_VOUCHERS) issue(['numberOfVoucher'], SHOP_VOUCHER_MESSAGES.numberOfVoucher);
    } else if (!value.codes.length) issue(['codes'], SHOP_VOUCHER_MESSAGES.codesRequired);
    const seen = new Set<string>();
    value.codes.forEach((code, index) => {
      const key = code.name.toLowerCase();
      if (seen.has(key)) issue(['codes', index, 'name'], SHOP_VOUCHER_MESSAGES.codeRepeated);
      seen.add(key);
    });
  });

export const shopVoucherSettingUpdateSchema = z
  .object({ ...promoRuleFields, ...ownFields })
  .partial()
  .extend({
    itemGroups: promoRuleFields.itemGroups.removeDefault().optional(),
    allowedOrderTypes: promoRuleFields.allowedOrderTypes.removeDefault().optional(),
    schedules: promoRuleFields.schedules.removeDefault().optional(),
    allowedPaymentMethods: promoRuleFields.allowedPaymentMethods.removeDefault().optional(),
    hubIds: promoRuleFields.hubIds.removeDefault().optional(),
  })
  .superRefine((value, context) => {
    checkPromoRules(value, context);
    if (value.customerRule?.customerIds?.length) context.addIssue({ code: 'custom', path: ['customerRule', 'customerIds'], message: SHOP_VOUCHER_MESSAGES.noCustomerIds });
  });

export const automaticVoucherTriggerSchema = z.object({ id, trigger: choice(AUTOMATIC_VOUCHER_TRIGGERS) });
export const assignVouchersSchema = z.object({
  shopVoucherCodeId: id,
  shopCustomerIds: z.array(id).min(1, SHOP_VOUCHER_MESSAGES.chooseCustomers).max(MAXIMUM_ASSIGNED_CUSTOMERS, SHOP_VOUCHER_MESSAGES.tooManyCustomers),
});

const customers = (count: number) => `${formatNumber(count, 0)} ${count === 1 ? 'customer' : 'customers'}`;

/** What giving a code to customers did, in words: "Assigned HEMAT10 to 12 customers; 2 customers already had it." */
export function assignmentWords({ code, assigned, alreadyAssigned }: { code: string; assigned: number; alreadyAssigned: number }): string {
  const given = assigned === 0 ? `Code ${code} was given to no new customer` : `Assigned ${code} to ${customers(assigned)}`;
  return alreadyAssigned === 0 ? `${given}.` : `${given}; ${customers(alreadyAssigned)} already had it.`;
}

export type ShopVoucherSettingInput = z.infer<typeof shopVoucherSettingSchema>;
export type ShopVoucherSettingUpdateInput = z.infer<typeof shopVoucherSettingUpdateSchema>;
