import { and, eq, inArray, sql } from 'drizzle-orm';
import { calculateShopOrderPrice, type PromoOffer } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { badInput } from '../../platform/errors';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { readDiscountMaximumAmount } from '../shop-deals/shop-deals.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { CALCULATED_KIND, POS_MESSAGES, type KnownCustomer, type PriceOrderInput, type PricedOrder, type PromoOrigin } from '../shop-promotions/order-pricing';
import { posPromoOffers, shopPromoOffers } from '../shop-promotions/promo-offers';
import { customerPromoUses } from '../shop-promotions/promo-uses';
import { soldLines } from '../shop-promotions/sold-lines';
import { voucherOffer } from '../shop-vouchers/voucher-offer';
import { COUNTED_ORDER_STATES, shopOrders } from './shop-orders.table';

/*
 * The one pricing of a shop order at an outlet (docs/pricing.md), put together here because it reads
 * every side of an order: the lines at the outlet's prices, the promos and the voucher offered, and
 * the customer with their past orders; then the pure calculation (packages/domain). What it is
 * priced from and what it answers are in shop-promotions/order-pricing.ts.
 */

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
  const promoUses = await customerPromoUses(db, customerId, origins);
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

/** Prices an order at an outlet; writes nothing. `deliveryFee` is the fee before any delivery promo. */
export async function priceShopOrder(db: Queryable, input: PriceOrderInput, options: { now?: Date; deliveryFee?: number } = {}): Promise<PricedOrder> {
  const now = options.now ?? new Date();
  const [hub] = await db
    .select({ id: shopHubs.id, hubNo: shopHubs.hubNo, timeZone: shopHubs.timeZone, active: shopHubs.active, latitude: shopHubs.latitude, longitude: shopHubs.longitude })
    .from(shopHubs)
    .where(eq(shopHubs.id, input.hubId));
  if (!hub || !hub.active) throw badInput(POS_MESSAGES.unknownHub, { hubId: POS_MESSAGES.unknownHub });
  const [lines, shopOffers, posOffers, voucher, maximum] = await Promise.all([
    soldLines(db, input),
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
