import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  SHOP_ORDER_TYPES,
  SHOP_PAYMENT_METHODS,
  calculateShopOrderPrice,
  integer,
  id as idSchema,
  optionalText,
  type CalculatedPromoKind,
  type CustomerFacts,
  type PromoOffer,
  type RefusalReason,
  type ShopOrderPrice,
} from '@back-office/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { badInput } from '../../platform/errors';
import { shopToppings, shopVariantUnits, shopVariants } from '../shop-catalogue/shop-catalogue.table';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { readDiscountMaximumAmount } from '../shop-deals/shop-deals.schema';
import { shopHubMenus, shopHubs } from '../shop-hubs/shop-hubs.table';
import { customizationsOfMenus } from '../shop-menus/menu-choices';
import { shopMenuToppings, shopMenuVariantUnits, shopMenus } from '../shop-menus/shop-menus.table';
import { COUNTED_ORDER_STATES, shopOrders } from '../shop-orders/shop-orders.table';
import { shopAssignedVouchers, shopVoucherCodes, shopVoucherSettings } from '../shop-vouchers/shop-vouchers.table';
import { readRules, toPromoOffer } from './promo-rules';
import { shopPosPromos } from './shop-pos-promos.table';
import { shopPromoUses } from './shop-promo-uses.table';
import { shopPromos, shopPromotionRules } from './shop-promotions.table';

/*
 * The one pricing of a shop order at an outlet (docs/pricing.md): it reads the outlet's prices, the
 * chosen variant units, toppings and customizations, the promos running now (shop promos, the POS
 * partner's promos and a typed voucher code), what is known of the customer, and hands them to the
 * pure calculation. `calculateShopPosOrder` shows its answer; placing an order (place-order.ts)
 * keeps it, with each line as sold and the promos to count.
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

const CALCULATED_KIND: Record<PromoOrigin['kind'], CalculatedPromoKind> = { SHOP: 'SHOP_PROMO', POS: 'POS_PROMO', VOUCHER: 'VOUCHER' };

/** Where an offered promo comes from: its kind, its own id (a voucher's is its code's) and its rules. */
export interface PromoOrigin {
  kind: 'SHOP' | 'POS' | 'VOUCHER';
  promoId: number;
  ruleId: number;
  /** A voucher's code, whose own quantity is counted too, and the customer's assigned voucher of it. */
  voucherCodeId: number | null;
  assignedVoucherId?: number | null;
}

/** The shop promos running now: active MENU promos whose period holds `now`. */
async function shopPromoOffers(db: Queryable, now: Date) {
  const running = await db
    .select({ id: shopPromos.id, ruleId: shopPromos.ruleId })
    .from(shopPromos)
    .innerJoin(shopPromotionRules, eq(shopPromotionRules.id, shopPromos.ruleId))
    .where(and(eq(shopPromos.kind, 'MENU'), eq(shopPromotionRules.active, true), lte(shopPromotionRules.startDate, now), gt(shopPromotionRules.endDate, now)));
  return withRules(db, running, 'SHOP');
}

/**
 * The POS promos running now for an order: active, in their period, of the order's partner (none
 * without one) and for its outlet or every outlet. The payment method, schedules and the rest are
 * the calculation's to check, so a refused promo comes back with its reason.
 */
async function posPromoOffers(db: Queryable, order: PriceOrderInput, now: Date) {
  if (order.promoPartnerId == null) return [];
  const running = await db
    .select({ id: shopPosPromos.id, ruleId: shopPosPromos.ruleId })
    .from(shopPosPromos)
    .innerJoin(shopPromotionRules, eq(shopPromotionRules.id, shopPosPromos.ruleId))
    .where(
      and(
        eq(shopPosPromos.partnerId, order.promoPartnerId),
        eq(shopPromotionRules.active, true),
        lte(shopPromotionRules.startDate, now),
        gt(shopPromotionRules.endDate, now),
        sql`(cardinality(${shopPromotionRules.hubIds}) = 0 or ${order.hubId} = any(${shopPromotionRules.hubIds}))`,
      ),
    );
  return withRules(db, running, 'POS');
}

/**
 * The voucher code typed for the order. Its period, outlets and the rest are the calculation's to
 * check; the code's own quantity, when it has one, limits it as much as the setting's.
 */
async function voucherOffer(db: Queryable, code: string | null | undefined, customerId: number | null | undefined) {
  if (!code) return [];
  const [found] = await db
    .select({
      id: shopVoucherCodes.id,
      ruleId: shopVoucherSettings.ruleId,
      totalQuantity: shopVoucherCodes.totalQuantity,
      usedQuantity: shopVoucherCodes.usedQuantity,
      active: shopPromotionRules.active,
      assignedToUser: shopVoucherSettings.assignedToUser,
    })
    .from(shopVoucherCodes)
    .innerJoin(shopVoucherSettings, eq(shopVoucherSettings.id, shopVoucherCodes.shopVoucherSettingId))
    .innerJoin(shopPromotionRules, eq(shopPromotionRules.id, shopVoucherSettings.ruleId))
    .where(sql`lower(${shopVoucherCodes.name}) = lower(${code})`);
  if (!found) throw badInput(POS_MESSAGES.unknownVoucher, { voucherCode: POS_MESSAGES.unknownVoucher });
  if (!found.active) throw badInput(POS_MESSAGES.inactiveVoucher, { voucherCode: POS_MESSAGES.inactiveVoucher });
  // A voucher given to chosen customers is theirs only, through their assigned voucher.
  let assignedVoucherId: number | null = null;
  if (found.assignedToUser) {
    const [assigned] =
      customerId == null
        ? []
        : await db
            .select({ id: shopAssignedVouchers.id })
            .from(shopAssignedVouchers)
            .where(and(eq(shopAssignedVouchers.shopVoucherCodeId, found.id), eq(shopAssignedVouchers.shopCustomerId, customerId), eq(shopAssignedVouchers.active, true)));
    if (!assigned) throw badInput(POS_MESSAGES.notAssignedVoucher, { voucherCode: POS_MESSAGES.notAssignedVoucher });
    assignedVoucherId = assigned.id;
  }
  const [offered] = await withRules(db, [{ id: found.id, ruleId: found.ruleId }], 'VOUCHER');
  const offer = offered!.offer;
  if (found.totalQuantity != null) {
    const codeLeft = found.totalQuantity - found.usedQuantity;
    const ruleLeft = offer.totalQuantity == null ? Infinity : offer.totalQuantity - (offer.usedQuantity ?? 0);
    if (codeLeft < ruleLeft) Object.assign(offer, { totalQuantity: found.totalQuantity, usedQuantity: found.usedQuantity });
  }
  return [{ offer, origin: { ...offered!.origin, voucherCodeId: found.id, assignedVoucherId } }];
}

async function withRules(db: Queryable, promos: { id: number; ruleId: number }[], kind: PromoOrigin['kind']) {
  if (promos.length === 0) return [];
  const rules = await readRules(
    db,
    promos.map((promo) => promo.ruleId),
  );
  return promos
    .map((promo, index) => ({ offer: toPromoOffer(promo.id, rules[index]!), origin: { kind, promoId: promo.id, ruleId: promo.ruleId, voucherCodeId: null } as PromoOrigin }))
    .sort((a, b) => a.offer.id - b.offer.id);
}

/** A registered customer as the calculation knows them, with the name an order is called out by. */
type KnownCustomer = CustomerFacts & { name: string };

/**
 * What is known of the customer: their counted orders (number, amount paid, the last one's time)
 * and how many times they have used each offered promo, keyed by the offer's place in `origins`.
 */
async function customerFacts(db: Queryable, customerId: number | null | undefined, origins: PromoOrigin[]): Promise<KnownCustomer | null> {
  if (customerId == null) return null;
  const [customer] = await db.select().from(shopCustomers).where(eq(shopCustomers.id, customerId));
  if (!customer) throw badInput(POS_MESSAGES.unknownCustomer, { customerId: POS_MESSAGES.unknownCustomer });
  const [orders] = await db
    .select({ numberOfOrders: sql<number>`count(*)::int`, totalOrderAmount: sql<number>`coalesce(sum(${shopOrders.paidAmount}), 0)::bigint`, lastOrderAt: sql<string | null>`max(${shopOrders.createdTime})` })
    .from(shopOrders)
    .where(and(eq(shopOrders.customerId, customerId), inArray(shopOrders.state, [...COUNTED_ORDER_STATES])));
  const uses = origins.length === 0 ? [] : await db.select().from(shopPromoUses).where(eq(shopPromoUses.customerId, customerId));
  const promoUses: Record<number, number> = {};
  origins.forEach((origin, index) => {
    const used = uses.find((use) => use.kind === origin.kind && use.promoId === origin.promoId);
    if (used) promoUses[index + 1] = used.uses;
  });
  return {
    id: customer.id,
    name: customer.name,
    registered: true,
    registeredAt: customer.dateCreated,
    membershipId: customer.membershipId,
    numberOfOrders: Number(orders?.numberOfOrders ?? 0),
    totalOrderAmount: Number(orders?.totalOrderAmount ?? 0),
    lastOrderAt: orders?.lastOrderAt ? new Date(orders.lastOrderAt) : null,
    promoUses,
  };
}

/** The order's lines at the outlet's prices, with their variant units, toppings and customization items as sold. */
async function orderLines(db: Queryable, input: PriceOrderInput) {
  const menuIds = [...new Set(input.items.map((item) => item.menuId))];
  const [menus, variantUnits, toppings, customizations] = await Promise.all([
    db
      .select({
        menuId: shopHubMenus.menuId,
        name: shopMenus.name,
        cogs: shopMenus.cogs,
        price: shopHubMenus.price,
        discountedPrice: shopHubMenus.discountedPrice,
        discountStartAt: shopHubMenus.discountStartAt,
        discountEndAt: shopHubMenus.discountEndAt,
        active: shopHubMenus.active,
        available: shopHubMenus.available,
        menuActive: shopMenus.active,
      })
      .from(shopHubMenus)
      .innerJoin(shopMenus, eq(shopMenus.id, shopHubMenus.menuId))
      .where(and(eq(shopHubMenus.shopHubId, input.hubId), inArray(shopHubMenus.menuId, menuIds))),
    db
      .select({ id: shopMenuVariantUnits.id, menuId: shopMenuVariantUnits.menuId, name: shopVariantUnits.name, price: shopMenuVariantUnits.price, cogs: shopMenuVariantUnits.cogs, productId: shopVariantUnits.productId, variantName: shopVariants.name })
      .from(shopMenuVariantUnits)
      .innerJoin(shopVariantUnits, eq(shopVariantUnits.id, shopMenuVariantUnits.variantUnitId))
      .innerJoin(shopVariants, eq(shopVariants.id, shopVariantUnits.variantId))
      .where(inArray(shopMenuVariantUnits.menuId, menuIds)),
    db
      .select({ id: shopToppings.id, menuId: shopMenuToppings.menuId, name: shopToppings.name, price: shopToppings.price, cogs: shopToppings.cogs, productId: shopToppings.productId })
      .from(shopMenuToppings)
      .innerJoin(shopToppings, eq(shopToppings.id, shopMenuToppings.toppingId))
      .where(inArray(shopMenuToppings.menuId, menuIds)),
    customizationsOfMenus(db, menuIds),
  ]);
  const menuById = new Map(menus.map((menu) => [menu.menuId, menu]));
  const pick = <Choice extends { id: number; menuId: number }>(choices: Choice[], menuId: number, ids: readonly number[] | null | undefined, field: string, message: string) =>
    (ids ?? []).map((choiceId, index) => {
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
    const chosenUnits = pick(variantUnits, item.menuId, item.menuVariantUnitIds, `items.${index}.menuVariantUnitIds`, POS_MESSAGES.unknownVariantUnit);
    const chosenToppings = pick(toppings, item.menuId, item.toppingIds, `items.${index}.toppingIds`, POS_MESSAGES.unknownTopping).map((topping) => ({ ...topping, quantity: 1 }));
    const chosenCustomizations = pick(customizations, item.menuId, item.customizationItemIds, `items.${index}.customizationItemIds`, POS_MESSAGES.unknownCustomization);
    return {
      id: item.id ?? String(index + 1),
      menuId: item.menuId,
      name: menu.name,
      amount: item.amount,
      price: menu.price,
      discountedPrice: menu.discountedPrice,
      discountedPriceStart: menu.discountStartAt,
      discountedPriceEnd: menu.discountEndAt,
      variantUnits: chosenUnits,
      toppings: chosenToppings,
      customizations: chosenCustomizations,
      note: item.note ?? null,
      /** One unit's cost of goods: the menu, its variant units and its toppings. */
      unitCogs: menu.cogs + chosenUnits.reduce((sum, unit) => sum + unit.cogs, 0) + chosenToppings.reduce((sum, topping) => sum + topping.cogs * topping.quantity, 0),
    };
  });
}

export type SoldLine = Awaited<ReturnType<typeof orderLines>>[number];

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

/** Prices an order at an outlet; writes nothing. `deliveryFee` is the fee before any delivery promo. */
export async function priceShopOrder(db: Queryable, input: PriceOrderInput, options: { now?: Date; deliveryFee?: number } = {}): Promise<PricedOrder> {
  const now = options.now ?? new Date();
  const [hub] = await db
    .select({ id: shopHubs.id, hubNo: shopHubs.hubNo, timeZone: shopHubs.timeZone, active: shopHubs.active, latitude: shopHubs.latitude, longitude: shopHubs.longitude })
    .from(shopHubs)
    .where(eq(shopHubs.id, input.hubId));
  if (!hub || !hub.active) throw badInput(POS_MESSAGES.unknownHub, { hubId: POS_MESSAGES.unknownHub });
  const [lines, shopOffers, posOffers, voucher, maximum] = await Promise.all([
    orderLines(db, input),
    shopPromoOffers(db, now),
    posPromoOffers(db, input, now),
    voucherOffer(db, input.voucherCode, input.customerId),
    readDiscountMaximumAmount(db),
  ]);
  // The kinds number their ids apart, so the calculation gets each offer's place and the answer its own id.
  const offered = [...shopOffers, ...posOffers, ...voucher];
  const origins = offered.map((entry) => entry.origin);
  const customer = await customerFacts(db, input.customerId, origins);
  const priced = calculateShopOrderPrice({
    now,
    outlet: { id: hub.id, timeZone: hub.timeZone },
    orderType: input.type,
    paymentMethod: input.paymentMethod,
    customer,
    lines,
    deliveryFee: options.deliveryFee ?? 0,
    promos: offered.map(({ offer }, index): PromoOffer => ({ ...offer, id: index + 1 })),
    maximumDiscountPerTransaction: maximum.amount,
  });
  const ownId = <Promo extends { shopPromoId: number }>(promo: Promo) => {
    const { offer, origin } = offered[promo.shopPromoId - 1]!;
    return { ...promo, shopPromoId: offer.id, kind: CALCULATED_KIND[origin.kind] };
  };
  const voucherPlace = voucher.length > 0 ? offered.length : null;
  const refusal = priced.refusedPromos.find((promo) => promo.shopPromoId === voucherPlace);
  return {
    hub,
    lines,
    customer,
    price: { ...priced, appliedPromos: priced.appliedPromos.map(ownId), refusedPromos: priced.refusedPromos.map(ownId) },
    appliedOrigins: priced.appliedPromos.map((promo) => origins[promo.shopPromoId - 1]!),
    voucherRefusal: refusal ? { reason: refusal.reason, message: refusal.message } : null,
  };
}
