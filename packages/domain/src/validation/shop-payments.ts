import { z } from 'zod';
import type { ShopPaymentMethod } from '../enums';

/*
 * How an order at the counter is paid when it is not cash (docs/shop-orders.md, "Paying at the
 * counter"): a wallet through the payment gateway's QR code or app link, a card on the outlet's card
 * reader, confirmed by the cashier with the reader's approval code. One rule for the counter's form
 * and the server.
 */

/** The wallets the payment gateway charges, with the gateway's payment type for each. */
export const GATEWAY_PAYMENT_TYPES: Partial<Record<ShopPaymentMethod, string>> = {
  GOPAY: 'gopay',
  SHOPEE_PAY: 'shopeepay',
  // Any QRIS wallet scans the gateway's QRIS code.
  LINKAJA: 'qris',
  JUMPSTART: 'qris',
};

/** Whether the order's method is paid through the payment gateway's QR code or link. */
export const paidThroughGateway = (method: ShopPaymentMethod) => GATEWAY_PAYMENT_TYPES[method] !== undefined;

export const CARD_APPROVAL_MESSAGES = {
  required: 'Enter the approval code the card reader printed.',
  shape: 'An approval code is 6 letters or digits (4 to 12 on some readers), without spaces.',
  notCard: 'Only an order paid by card is confirmed with an approval code.',
} as const;

/** The card reader's approval code: letters and digits, usually 6; kept in capitals. */
export const cardApprovalCodeSchema = z
  .string({ error: CARD_APPROVAL_MESSAGES.required })
  .trim()
  .min(1, CARD_APPROVAL_MESSAGES.required)
  .max(12, CARD_APPROVAL_MESSAGES.shape)
  .regex(/^[A-Za-z0-9]{4,12}$/, CARD_APPROVAL_MESSAGES.shape)
  .transform((code) => code.toUpperCase());

export const cardPaymentSchema = z.object({
  id: z.number().int().positive(),
  approvalCode: cardApprovalCodeSchema,
});
export type CardPaymentInput = z.output<typeof cardPaymentSchema>;
