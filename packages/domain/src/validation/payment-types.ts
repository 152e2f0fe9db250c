import { z } from 'zod';
import { MESSAGES } from './messages';
import type { QrType } from './machine-settings';

/*
 * The ways to pay (docs/payment-types.md): each QR type a machine shows is handled by a payment
 * provider and may be switched off for the whole fleet; each payment method of the online shop may
 * be switched off for every outlet.
 */

/** A QR type's word, as a person reads it. */
export const qrTypeLabels = {
  wx_pub: 'WeChat Pay',
  alipay: 'Alipay',
  gopay: 'GoPay',
  jumppay: 'Jumpstart Pay',
  danapay: 'DANA',
  ajapay: 'LinkAja',
  jakpay: 'JakOne Pay',
} satisfies Record<QrType, string>;

/** The provider each QR type starts with, before anyone edits it. */
export const DEFAULT_QR_PAYMENT_PROVIDERS = {
  wx_pub: 'CIMB',
  alipay: 'CIMB',
  gopay: 'Midtrans',
  jumppay: 'Jumpstart',
  danapay: 'DANA',
  ajapay: 'LinkAja',
  jakpay: 'JakOne',
} satisfies Record<QrType, string>;

export const PAYMENT_TYPE_MESSAGES = {
  providerRequired: 'Enter the payment provider.',
  providerTooLong: 'A payment provider is at most 60 characters.',
  providerShape: 'A payment provider is letters, digits, spaces, dots, dashes or underscores.',
  nothingToChange: 'Change the payment provider or the active flag.',
} as const;

/** A payment provider's name: trimmed, 1 to 60 characters of letters, digits and simple marks. */
export const paymentProviderNameSchema = z
  .string({ error: PAYMENT_TYPE_MESSAGES.providerRequired })
  .trim()
  .min(1, PAYMENT_TYPE_MESSAGES.providerRequired)
  .max(60, PAYMENT_TYPE_MESSAGES.providerTooLong)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, PAYMENT_TYPE_MESSAGES.providerShape);

/** An edit of one QR type's mapping: the provider, the flag, or both. */
export const qrTypeMappingUpdateSchema = z
  .object({
    paymentProvider: paymentProviderNameSchema.optional(),
    active: z.boolean({ error: MESSAGES.required }).optional(),
  })
  .refine((value) => value.paymentProvider !== undefined || value.active !== undefined, { message: PAYMENT_TYPE_MESSAGES.nothingToChange, path: ['paymentProvider'] });
export type QrTypeMappingUpdate = z.output<typeof qrTypeMappingUpdateSchema>;

/** Whether a shop payment method is switched on; what the shop payment provider edit page saves. */
export const shopPaymentProviderUpdateSchema = z.object({ active: z.boolean({ error: MESSAGES.required }) });
