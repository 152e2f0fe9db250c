import { CALCULATED_PROMO_KINDS, type DiscountLevel, type RefusalReason, type ShopOrderType, type ShopPaymentMethod } from '@back-office/domain';
import { builder, describedValues } from '../../platform/builder';
import type { PosOrderInput, PricedOrder } from './order-pricing';
import { DiscountLevelEnum, ShopOrderTypeEnum, ShopPaymentMethodEnum } from './promo-rules';

export { POS_MESSAGES } from './order-pricing';

/*
<<<<<<< HEAD
 * calculateShopPosOrder (spec point 3, POS order input and calculation result): prices a POS order
 * at an outlet with the one pricing of an order (order-pricing.ts, docs/pricing.md) and explains it:
 * each line, the totals, the promos applied and those refused with their reasons in words. It
 * writes nothing, so it needs only VIEW_SHOP_POS_ORDER (docs/promotions.md).
=======
 * A POS order's calculation as GraphQL (spec point 3, POS order input and calculation result): each
 * line, the totals, the promos applied and those refused with their reasons in words. The query that
 * answers it, calculateShopPosOrder, is shop-orders/order-calculation.schema.ts.
>>>>>>> order-write
 */

/* ---------- GraphQL ---------- */

/** A priced POS order: the input as parsed and the pricing's answer. */
export interface Calculation {
  input: PosOrderInput;
  price: PricedOrder['price'];
}
type PricedLine = PricedOrder['price']['lines'][number];

const CalculatedPromoKindEnum = builder.enumType('ShopCalculatedPromoKind', {
  description: 'Which kind of promo a calculated promo is; shop promos, POS promos and voucher codes number their ids apart.',
  values: describedValues(CALCULATED_PROMO_KINDS, { SHOP_PROMO: 'A shop promo (shopPromo).', POS_PROMO: 'A POS promo (shopPosPromo).', VOUCHER: 'A voucher code (shopVoucherCode).' }),
});

export const PosItemInput = builder.inputType('ShopPosOrderItemInput', {
  description: 'A line of a POS order.',
  fields: (t) => ({
    id: t.string({ description: 'The line’s own id, to match it in the answer; its position when left out.' }),
    menuId: t.int({ required: true, description: 'The menu, sold at the outlet.' }),
    amount: t.int({ required: true, description: 'How many units; 1 to 999.' }),
    menuVariantUnitIds: t.intList({ description: 'The chosen variant units of the menu (shop menu variant unit ids).' }),
    toppingIds: t.intList({ description: 'The chosen toppings, one of each per unit.' }),
    customizationItemIds: t.intList({ description: 'The chosen customization items.' }),
    note: t.string({ description: 'A note for the barista.' }),
  }),
});

export const PosOrderInputRef = builder.inputType('ShopPosOrderInput', {
  description: 'A POS order to price.',
  fields: (t) => ({
    customerId: t.int({ description: 'The customer, or null for a walk-in.' }),
    customerName: t.string({ description: 'The name called out, or null.' }),
    hubId: t.int({ required: true, description: 'The outlet.' }),
    items: t.field({ type: [PosItemInput], required: true, description: 'The lines; at least one.' }),
    paymentMethod: t.field({ type: ShopPaymentMethodEnum, required: true, description: 'How it is paid.' }),
    promoPartnerId: t.int({ description: 'The POS promo partner, or null.' }),
    type: t.field({ type: ShopOrderTypeEnum, required: true, description: 'The order type.' }),
    voucherCode: t.string({ description: 'A voucher code the customer gives, or null; a code that gives nothing is refused with its reason.' }),
  }),
});

export const PricedLineRef = builder.objectRef<PricedLine>('ShopPosOrderItemResult').implement({
  description: 'A line of a POS order as priced.',
  fields: (t) => ({
    id: t.string({ description: 'The line’s id as sent (or its position).', resolve: (line) => String(line.id) }),
    menuId: t.exposeInt('menuId', { description: 'The menu.' }),
    name: t.exposeString('name', { description: 'The menu’s name.' }),
    amount: t.exposeInt('amount', { description: 'How many units.' }),
    price: t.exposeInt('price', { description: 'One unit at the outlet’s price (its discounted price while that runs).' }),
    fullPrice: t.exposeInt('fullPrice', { description: 'One unit of the menu at the outlet’s full price, before its discounted price.' }),
    outletDiscount: t.exposeInt('outletDiscount', { description: 'What the outlet’s discounted price takes off this line: (fullPrice − price) × amount; 0 outside its window. Already out of totalPrice.' }),
    totalCustomizationPrice: t.exposeInt('totalCustomizationPrice', { description: 'One unit’s variant units, toppings and customizations.' }),
    totalPrice: t.exposeInt('totalPrice', { description: '(price + totalCustomizationPrice) × amount.' }),
    itemDiscount: t.exposeInt('itemDiscount', { description: 'The item promo’s discount on this line.' }),
    orderDiscount: t.exposeInt('orderDiscount', { description: 'This line’s share of the order-level discount.' }),
    discount: t.exposeInt('discount', { description: 'itemDiscount + orderDiscount.' }),
    totalPriceAfterDiscount: t.exposeInt('totalPriceAfterDiscount', { description: 'totalPrice − discount.' }),
  }),
});

export const AppliedPromoRef = builder.objectRef<PricedOrder['price']['appliedPromos'][number]>('ShopUsedPromo').implement({
  description: 'A promo that gave the order a discount (spec: used promo).',
  fields: (t) => ({
    shopPromoId: t.exposeInt('shopPromoId', { description: 'The promo’s id among those of its kind.' }),
    kind: t.field({ type: CalculatedPromoKindEnum, description: 'A shop promo, a POS promo or a voucher code: the table shopPromoId is an id of.', resolve: (promo) => promo.kind }),
    name: t.exposeString('name', { description: 'Its name.' }),
    discountLevel: t.field({ type: DiscountLevelEnum, description: 'What it discounted.', resolve: (promo) => promo.discountLevel as DiscountLevel }),
    discountUsed: t.exposeInt('discountUsed', { description: 'The discount it gave, in rupiah.' }),
  }),
});

export const RefusedPromoRef = builder.objectRef<PricedOrder['price']['refusedPromos'][number]>('ShopRefusedPromo').implement({
  description: 'A promo offered to the order that gave nothing, and why.',
  fields: (t) => ({
    shopPromoId: t.exposeInt('shopPromoId', { description: 'The promo’s id among those of its kind.' }),
    kind: t.field({ type: CalculatedPromoKindEnum, description: 'A shop promo, a POS promo or a voucher code: the table shopPromoId is an id of.', resolve: (promo) => promo.kind }),
    name: t.exposeString('name', { description: 'Its name.' }),
    reason: t.string({ description: 'The reason as a code (OUTSIDE_SCHEDULE, BELOW_MINIMUM_AMOUNT…), for programs.', resolve: (promo) => promo.reason as RefusalReason }),
    message: t.exposeString('message', { description: 'The reason in words.' }),
  }),
});

export const CalculationRef = builder.objectRef<Calculation>('ShopPosOrderCalculation').implement({
  description: 'A POS order as priced: its lines, totals and the promos applied and refused.',
  fields: (t) => ({
    items: t.field({ type: [PricedLineRef], description: 'The lines as priced.', resolve: ({ price }) => price.lines }),
    totalItemPrice: t.int({ description: 'The lines before any discount.', resolve: ({ price }) => price.totalItemPrice }),
    totalDiscount: t.int({ description: 'Item and order-level discounts.', resolve: ({ price }) => price.totalDiscount }),
    totalOutletDiscount: t.int({
      description: 'What the outlet’s discounted prices take off the lines, already out of totalItemPrice: the lines at full price come to totalItemPrice + totalOutletDiscount.',
      resolve: ({ price }) => price.lines.reduce((sum, line) => sum + line.outletDiscount, 0),
    }),
    totalItemPriceAfterDiscount: t.int({ description: 'totalItemPrice − totalDiscount.', resolve: ({ price }) => price.totalItemPriceAfterDiscount }),
    totalAmount: t.int({ description: 'Everything before discounts.', resolve: ({ price }) => price.totalAmount }),
    paidAmount: t.int({ description: 'What the customer pays.', resolve: ({ price }) => price.paidAmount }),
    appliedPromos: t.field({ type: [AppliedPromoRef], description: 'The promos that gave a discount.', resolve: ({ price }) => price.appliedPromos }),
    refusedPromos: t.field({ type: [RefusedPromoRef], description: 'The promos offered that gave nothing, with their reasons.', resolve: ({ price }) => price.refusedPromos }),
    customerId: t.int({ nullable: true, description: 'The customer, or null.', resolve: ({ input }) => input.customerId ?? null }),
    customerName: t.string({ nullable: true, description: 'The name called out, or null.', resolve: ({ input }) => input.customerName ?? null }),
    hubId: t.int({ description: 'The outlet.', resolve: ({ input }) => input.hubId }),
    posPromoPartnerId: t.int({ nullable: true, description: 'The POS promo partner, or null.', resolve: ({ input }) => input.promoPartnerId ?? null }),
    type: t.field({ type: ShopOrderTypeEnum, description: 'The order type.', resolve: ({ input }) => input.type as ShopOrderType }),
    paymentMethod: t.field({ type: ShopPaymentMethodEnum, description: 'How it is paid.', resolve: ({ input }) => input.paymentMethod as ShopPaymentMethod }),
  }),
});
