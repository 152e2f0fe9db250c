import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import {
  CALCULATED_PROMO_KINDS,
  SHOP_ORDER_TYPES,
  SHOP_PAYMENT_METHODS,
  calculateShopOrderPrice,
  type CalculatedPromoKind,
  integer,
  id as idSchema,
  optionalText,
  type CustomerFacts,
  type DiscountLevel,
  type PromoOffer,
  type RefusalReason,
  type ShopOrderPrice,
  type ShopOrderType,
  type ShopPaymentMethod,
} from '@back-office/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { builder, describedValues } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { shopMenuCustomizationItems, shopToppings, shopVariantUnits } from '../shop-catalogue/shop-catalogue.table';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { shopHubMenus, shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopMenuCustomizationItemLinks, shopMenuToppings, shopMenuVariantUnits, shopMenus } from '../shop-menus/shop-menus.table';
import { readDiscountMaximumAmount } from '../shop-deals/shop-deals.schema';
import { runningPosPromoOffers } from './shop-pos-promos.schema';
import { DiscountLevelEnum, ShopOrderTypeEnum, ShopPaymentMethodEnum, readRules, toPromoOffer } from './promo-rules';
import { shopPromos, shopPromotionRules } from './shop-promotions.table';

/*
 * calculateShopPosOrder (spec point 3, POS order input and calculation result): prices a POS order
 * at an outlet with the one price calculation (docs/pricing.md) and explains it: each line, the
 * totals, the promos applied and those refused with their reasons in words. It writes nothing, so it
 * needs only VIEW_SHOP_POS_ORDER (docs/decisions.md).
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
} as const;

const itemSchema = z.object({
  id: z.string().max(64).nullish(),
  menuId: idSchema,
  amount: integer(1).max(999),
  menuVariantUnitIds: z.array(idSchema).max(20).default([]),
  toppingIds: z.array(idSchema).max(20).default([]),
  customizationItemIds: z.array(idSchema).max(20).default([]),
  note: optionalText(500),
});

const posOrderSchema = z.object({
  customerId: idSchema.nullish(),
  customerName: optionalText(100),
  hubId: idSchema,
  items: z.array(itemSchema).min(1, POS_MESSAGES.itemsRequired).max(200),
  paymentMethod: z.enum(SHOP_PAYMENT_METHODS),
  promoPartnerId: idSchema.nullish(),
  type: z.enum(SHOP_ORDER_TYPES),
});
type PosOrderInput = z.infer<typeof posOrderSchema>;

/* ---------- What the calculation reads ---------- */

/** The POS promos of the outlet for this order's partner (shop-pos-promos.schema.ts). */
export function posPromoOffersHook(db: Queryable, input: PosOrderInput, now: Date): Promise<PromoOffer[]> {
  return runningPosPromoOffers(db, input, now);
}

/** The maximum discount per transaction (shopDiscountMaximumAmountPerTransaction), or null for none. */
export async function maximumDiscountPerTransactionHook(db: Queryable): Promise<number | null> {
  return (await readDiscountMaximumAmount(db)).amount;
}

/** The shop promos running now: active MENU promos whose period holds `now`. */
async function shopPromoOffers(db: Queryable, now: Date): Promise<PromoOffer[]> {
  const running = await db
    .select({ id: shopPromos.id, ruleId: shopPromos.ruleId })
    .from(shopPromos)
    .innerJoin(shopPromotionRules, eq(shopPromotionRules.id, shopPromos.ruleId))
    .where(and(eq(shopPromos.kind, 'MENU'), eq(shopPromotionRules.active, true), lte(shopPromotionRules.startDate, now), gt(shopPromotionRules.endDate, now)));
  if (running.length === 0) return [];
  const rules = await readRules(
    db,
    running.map((promo) => promo.ruleId),
  );
  return running.map((promo, index) => toPromoOffer(promo.id, rules[index]!));
}

/**
 * What is known of the customer. Shop orders arrive with the next issue: until then a customer has
 * no earlier orders and no used promos.
 */
async function customerFacts(db: Queryable, customerId: number | null | undefined): Promise<CustomerFacts | null> {
  if (customerId == null) return null;
  const [customer] = await db.select().from(shopCustomers).where(eq(shopCustomers.id, customerId));
  if (!customer) throw badInput(POS_MESSAGES.unknownCustomer, { customerId: POS_MESSAGES.unknownCustomer });
  return { id: customer.id, registered: true, registeredAt: customer.dateCreated, membershipId: customer.membershipId, numberOfOrders: 0, totalOrderAmount: 0, lastOrderAt: null, promoUses: {} };
}

/** The order's lines at the outlet's prices, with their variant units, toppings and customization items. */
async function orderLines(db: Queryable, input: PosOrderInput) {
  const menuIds = [...new Set(input.items.map((item) => item.menuId))];
  const [menus, variantUnits, toppings, customizations] = await Promise.all([
    db
      .select({ menuId: shopHubMenus.menuId, name: shopMenus.name, price: shopHubMenus.price, discountedPrice: shopHubMenus.discountedPrice, discountStartAt: shopHubMenus.discountStartAt, discountEndAt: shopHubMenus.discountEndAt, active: shopHubMenus.active, available: shopHubMenus.available, menuActive: shopMenus.active })
      .from(shopHubMenus)
      .innerJoin(shopMenus, eq(shopMenus.id, shopHubMenus.menuId))
      .where(and(eq(shopHubMenus.shopHubId, input.hubId), inArray(shopHubMenus.menuId, menuIds))),
    db
      .select({ id: shopMenuVariantUnits.id, menuId: shopMenuVariantUnits.menuId, name: shopVariantUnits.name, price: shopMenuVariantUnits.price, cogs: shopMenuVariantUnits.cogs })
      .from(shopMenuVariantUnits)
      .innerJoin(shopVariantUnits, eq(shopVariantUnits.id, shopMenuVariantUnits.variantUnitId))
      .where(inArray(shopMenuVariantUnits.menuId, menuIds)),
    db
      .select({ id: shopToppings.id, menuId: shopMenuToppings.menuId, name: shopToppings.name, price: shopToppings.price, cogs: shopToppings.cogs })
      .from(shopMenuToppings)
      .innerJoin(shopToppings, eq(shopToppings.id, shopMenuToppings.toppingId))
      .where(inArray(shopMenuToppings.menuId, menuIds)),
    db
      .select({ id: shopMenuCustomizationItems.id, menuId: shopMenuCustomizationItemLinks.menuId, name: shopMenuCustomizationItems.name, price: shopMenuCustomizationItems.price })
      .from(shopMenuCustomizationItemLinks)
      .innerJoin(shopMenuCustomizationItems, eq(shopMenuCustomizationItems.id, shopMenuCustomizationItemLinks.customizationItemId))
      .where(inArray(shopMenuCustomizationItemLinks.menuId, menuIds)),
  ]);
  const menuById = new Map(menus.map((menu) => [menu.menuId, menu]));
  const pick = <Choice extends { id: number; menuId: number }>(choices: Choice[], menuId: number, ids: number[], field: string, message: string) =>
    ids.map((choiceId, index) => {
      const found = choices.find((choice) => choice.id === choiceId && choice.menuId === menuId);
      if (!found) throw badInput(message, { [`${field}.${index}`]: message });
      return found;
    });
  return input.items.map((item, index) => {
    const menu = menuById.get(item.menuId);
    const refuse = (message: string) => badInput(message, { [`items.${index}.menuId`]: message });
    if (!menu) throw refuse(POS_MESSAGES.notOnMenu);
    if (!menu.active || !menu.menuActive) throw refuse(POS_MESSAGES.inactiveMenu);
    if (!menu.available) throw refuse(POS_MESSAGES.soldOut);
    return {
      id: item.id ?? String(index + 1),
      menuId: item.menuId,
      name: menu.name,
      amount: item.amount,
      price: menu.price,
      discountedPrice: menu.discountedPrice,
      discountedPriceStart: menu.discountStartAt,
      discountedPriceEnd: menu.discountEndAt,
      variantUnits: pick(variantUnits, item.menuId, item.menuVariantUnitIds, `items.${index}.menuVariantUnitIds`, POS_MESSAGES.unknownVariantUnit),
      toppings: pick(toppings, item.menuId, item.toppingIds, `items.${index}.toppingIds`, POS_MESSAGES.unknownTopping).map((topping) => ({ ...topping, quantity: 1 })),
      customizations: pick(customizations, item.menuId, item.customizationItemIds, `items.${index}.customizationItemIds`, POS_MESSAGES.unknownCustomization),
    };
  });
}

export async function calculatePosOrder(db: Queryable, input: PosOrderInput, now = new Date()) {
  const [hub] = await db.select({ id: shopHubs.id, timeZone: shopHubs.timeZone, active: shopHubs.active }).from(shopHubs).where(eq(shopHubs.id, input.hubId));
  if (!hub || !hub.active) throw badInput(POS_MESSAGES.unknownHub, { hubId: POS_MESSAGES.unknownHub });
  const [lines, customer, shopOffers, posOffers, maximum] = await Promise.all([
    orderLines(db, input),
    customerFacts(db, input.customerId),
    shopPromoOffers(db, now),
    posPromoOffersHook(db, input, now),
    maximumDiscountPerTransactionHook(db),
  ]);
  // Shop promos and POS promos number their ids apart, so the calculation gets each offer's position and the answer its own id.
  const byId = (a: PromoOffer, b: PromoOffer) => a.id - b.id;
  const offers = [...shopOffers.sort(byId), ...posOffers.sort(byId)];
  const ownId = <Promo extends { shopPromoId: number }>(promo: Promo) => ({
    ...promo,
    shopPromoId: offers[promo.shopPromoId - 1]!.id,
    kind: (promo.shopPromoId <= shopOffers.length ? 'SHOP_PROMO' : 'POS_PROMO') as CalculatedPromoKind,
  });
  const priced = calculateShopOrderPrice({
    now,
    outlet: { id: hub.id, timeZone: hub.timeZone },
    orderType: input.type,
    paymentMethod: input.paymentMethod,
    customer,
    lines,
    deliveryFee: 0,
    promos: offers.map((offer, index) => ({ ...offer, id: index + 1 })),
    maximumDiscountPerTransaction: maximum,
  });
  const price = { ...priced, appliedPromos: priced.appliedPromos.map(ownId), refusedPromos: priced.refusedPromos.map(ownId) };
  return { input, price };
}

/* ---------- GraphQL ---------- */

type Calculation = Awaited<ReturnType<typeof calculatePosOrder>>;
type Kinded = { kind: CalculatedPromoKind };

const CalculatedPromoKindEnum = builder.enumType('ShopCalculatedPromoKind', {
  description: 'Which kind of promo a calculated promo is; shop promos and POS promos number their ids apart.',
  values: describedValues(CALCULATED_PROMO_KINDS, { SHOP_PROMO: 'A shop promo (shopPromo).', POS_PROMO: 'A POS promo (shopPosPromo).' }),
});
type PricedLine = ShopOrderPrice['lines'][number];

const PosItemInput = builder.inputType('ShopPosOrderItemInput', {
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

const PosOrderInputRef = builder.inputType('ShopPosOrderInput', {
  description: 'A POS order to price.',
  fields: (t) => ({
    customerId: t.int({ description: 'The customer, or null for a walk-in.' }),
    customerName: t.string({ description: 'The name called out, or null.' }),
    hubId: t.int({ required: true, description: 'The outlet.' }),
    items: t.field({ type: [PosItemInput], required: true, description: 'The lines; at least one.' }),
    paymentMethod: t.field({ type: ShopPaymentMethodEnum, required: true, description: 'How it is paid.' }),
    promoPartnerId: t.int({ description: 'The POS promo partner, or null.' }),
    type: t.field({ type: ShopOrderTypeEnum, required: true, description: 'The order type.' }),
  }),
});

const PricedLineRef = builder.objectRef<PricedLine>('ShopPosOrderItemResult').implement({
  description: 'A line of a POS order as priced.',
  fields: (t) => ({
    id: t.string({ description: 'The line’s id as sent (or its position).', resolve: (line) => String(line.id) }),
    menuId: t.exposeInt('menuId', { description: 'The menu.' }),
    name: t.exposeString('name', { description: 'The menu’s name.' }),
    amount: t.exposeInt('amount', { description: 'How many units.' }),
    price: t.exposeInt('price', { description: 'One unit at the outlet’s price (its discounted price while that runs).' }),
    totalCustomizationPrice: t.exposeInt('totalCustomizationPrice', { description: 'One unit’s variant units, toppings and customizations.' }),
    totalPrice: t.exposeInt('totalPrice', { description: '(price + totalCustomizationPrice) × amount.' }),
    itemDiscount: t.exposeInt('itemDiscount', { description: 'The item promo’s discount on this line.' }),
    orderDiscount: t.exposeInt('orderDiscount', { description: 'This line’s share of the order-level discount.' }),
    discount: t.exposeInt('discount', { description: 'itemDiscount + orderDiscount.' }),
    totalPriceAfterDiscount: t.exposeInt('totalPriceAfterDiscount', { description: 'totalPrice − discount.' }),
  }),
});

const AppliedPromoRef = builder.objectRef<ShopOrderPrice['appliedPromos'][number] & Kinded>('ShopUsedPromo').implement({
  description: 'A promo that gave the order a discount (spec: used promo).',
  fields: (t) => ({
    shopPromoId: t.exposeInt('shopPromoId', { description: 'The promo’s id among those of its kind.' }),
    kind: t.field({ type: CalculatedPromoKindEnum, description: 'A shop promo or a POS promo: the table shopPromoId is an id of.', resolve: (promo) => promo.kind }),
    name: t.exposeString('name', { description: 'Its name.' }),
    discountLevel: t.field({ type: DiscountLevelEnum, description: 'What it discounted.', resolve: (promo) => promo.discountLevel as DiscountLevel }),
    discountUsed: t.exposeInt('discountUsed', { description: 'The discount it gave, in rupiah.' }),
  }),
});

const RefusedPromoRef = builder.objectRef<ShopOrderPrice['refusedPromos'][number] & Kinded>('ShopRefusedPromo').implement({
  description: 'A promo offered to the order that gave nothing, and why.',
  fields: (t) => ({
    shopPromoId: t.exposeInt('shopPromoId', { description: 'The promo’s id among those of its kind.' }),
    kind: t.field({ type: CalculatedPromoKindEnum, description: 'A shop promo or a POS promo: the table shopPromoId is an id of.', resolve: (promo) => promo.kind }),
    name: t.exposeString('name', { description: 'Its name.' }),
    reason: t.string({ description: 'The reason as a code (OUTSIDE_SCHEDULE, BELOW_MINIMUM_AMOUNT…), for programs.', resolve: (promo) => promo.reason as RefusalReason }),
    message: t.exposeString('message', { description: 'The reason in words.' }),
  }),
});

const CalculationRef = builder.objectRef<Calculation>('ShopPosOrderCalculation').implement({
  description: 'A POS order as priced: its lines, totals and the promos applied and refused.',
  fields: (t) => ({
    items: t.field({ type: [PricedLineRef], description: 'The lines as priced.', resolve: ({ price }) => price.lines }),
    totalItemPrice: t.int({ description: 'The lines before any discount.', resolve: ({ price }) => price.totalItemPrice }),
    totalDiscount: t.int({ description: 'Item and order-level discounts.', resolve: ({ price }) => price.totalDiscount }),
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

builder.queryField('calculateShopPosOrder', (t) =>
  t.field({
    type: CalculationRef,
    description: 'Prices a POS order at an outlet and explains it: lines, totals, promos applied and refused with their reasons. Writes nothing.',
    args: { input: t.arg({ type: PosOrderInputRef, required: true, description: 'The order.' }) },
    authScopes: { authority: 'VIEW_SHOP_POS_ORDER' },
    resolve: (_root, args, context: Context) => calculatePosOrder(context.db, parseInput(posOrderSchema, args.input)),
  }),
);
