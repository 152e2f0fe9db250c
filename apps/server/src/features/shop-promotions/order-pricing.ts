import {
  SHOP_ORDER_TYPES,
  SHOP_PAYMENT_METHODS,
  integer,
  id as idSchema,
  optionalText,
  type CalculatedPromoKind,
  type CustomerFacts,
  type RefusalReason,
  type ShopOrderPrice,
} from '@back-office/domain';
import { z } from 'zod';
import type { SoldLine } from './sold-lines';

/*
 * The one pricing of a shop order at an outlet (docs/pricing.md): what an order is priced from and
 * what the pricing answers. The pricing reads the outlet's prices, the chosen variant units, toppings
 * and customizations (sold-lines.ts), the promos running now (promo-offers.ts: shop promos and the
 * POS partner's promos; shop-vouchers/voucher-offer.ts: a typed voucher code), what is known of the
 * customer, and hands them to the pure calculation (shop-orders/price-order.ts, which also reads the
 * customer's past orders). `calculateShopPosOrder` shows its answer; placing an order
 * (shop-orders/place-order.ts) keeps it, with each line as sold and the promos to count.
 */

export const POS_MESSAGES = {
  unknownHub: 'This outlet does not exist or is inactive.',
  notOnMenu: 'This menu is not sold at this outlet.',
  soldOut: 'This menu is sold out at this outlet.',
  inactiveMenu: 'This menu is inactive at this outlet.',
  unknownVariantUnit: 'This variant unit is not offered with this menu.',
  unknownTopping: 'This topping is not offered with this menu.',
  unknownCustomization: 'This customization item is not offered with this menu.',
  unknownCustomer: 'This customer does not exist.',
  itemsRequired: 'Add at least one item.',
  duplicateLineId: 'Another line has this id.',
  noDeliveryAtCounter: 'The counter takes no delivery orders; they are placed in the ordering app.',
  unknownVoucher: 'This voucher code does not exist.',
  inactiveVoucher: 'This voucher is not active.',
  notAssignedVoucher: 'This voucher is only for the customers it was given to.',
} as const;

export const orderItemSchema = z.object({
  id: z.string().max(64).nullish(),
  menuId: idSchema,
  amount: integer(1).max(999),
  menuVariantUnitIds: z.array(idSchema).max(20).nullish().transform((ids) => ids ?? []),
  toppingIds: z.array(idSchema).max(20).nullish().transform((ids) => ids ?? []),
  customizationItemIds: z.array(idSchema).max(20).nullish().transform((ids) => ids ?? []),
  note: optionalText(500),
});

/** The POS order input (spec point 3), with an optional voucher code. */
export const posOrderSchema = z.object({
  customerId: idSchema.nullish(),
  customerName: optionalText(100),
  hubId: idSchema,
  items: z.array(orderItemSchema).min(1, POS_MESSAGES.itemsRequired).max(200),
  paymentMethod: z.enum(SHOP_PAYMENT_METHODS),
  promoPartnerId: idSchema.nullish(),
  type: z.enum(SHOP_ORDER_TYPES),
  voucherCode: optionalText(64),
}).superRefine((order, context) => {
  // Lines are matched to their prices by id, so two lines may not share one.
  const seen = new Set<string>();
  order.items.forEach((item, index) => {
    if (item.id == null) return;
    if (seen.has(item.id)) context.addIssue({ code: 'custom', path: ['items', index, 'id'], message: POS_MESSAGES.duplicateLineId });
    seen.add(item.id);
  });
});
export type PosOrderInput = z.infer<typeof posOrderSchema>;

/** A line to price: a menu, how many, and the ids of its chosen variant units, toppings and customization items. */
export interface PriceOrderItem {
  id?: string | null;
  menuId: number;
  amount: number;
  menuVariantUnitIds?: readonly number[] | null;
  toppingIds?: readonly number[] | null;
  customizationItemIds?: readonly number[] | null;
  note?: string | null;
}

/** What an order is priced from: the POS input's fields (the ordering app sends the same). */
export type PriceOrderInput = Pick<PosOrderInput, 'hubId' | 'paymentMethod' | 'type'> & Partial<Pick<PosOrderInput, 'customerId' | 'promoPartnerId' | 'voucherCode'>> & { items: readonly PriceOrderItem[] };

/** How the answer names each kind of promo. */
export const CALCULATED_KIND: Record<PromoOrigin['kind'], CalculatedPromoKind> = { SHOP: 'SHOP_PROMO', POS: 'POS_PROMO', VOUCHER: 'VOUCHER' };

/** Where an offered promo comes from: its kind, its own id (a voucher's is its code's) and its rules. */
export interface PromoOrigin {
  kind: 'SHOP' | 'POS' | 'VOUCHER';
  promoId: number;
  ruleId: number;
  /** A voucher's code, whose own quantity is counted too, and the customer's assigned voucher of it. */
  voucherCodeId: number | null;
  assignedVoucherId?: number | null;
}

/** A registered customer as the calculation knows them, with the name an order is called out by. */
export type KnownCustomer = CustomerFacts & { name: string };

export interface PricedOrder {
  hub: { id: number; hubNo: string; timeZone: string; latitude: number | null; longitude: number | null };
  lines: SoldLine[];
  customer: KnownCustomer | null;
  /** The answer, with each promo under its own id (a voucher under its code's id) and its kind. */
  price: Omit<ShopOrderPrice, 'appliedPromos' | 'refusedPromos'> & {
    appliedPromos: (ShopOrderPrice['appliedPromos'][number] & { kind: CalculatedPromoKind })[];
    refusedPromos: (ShopOrderPrice['refusedPromos'][number] & { kind: CalculatedPromoKind })[];
  };
  /** Each applied promo's origin, in the order of `price.appliedPromos`. */
  appliedOrigins: PromoOrigin[];
  /** The typed voucher code's refusal, when it was offered and gave nothing. */
  voucherRefusal: { reason: RefusalReason; message: string } | null;
}
