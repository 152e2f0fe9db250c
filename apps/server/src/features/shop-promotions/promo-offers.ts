import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { PriceOrderInput, PromoOrigin } from './order-pricing';
import { readRules, toPromoOffer } from './promo-rule-store';
import { shopPosPromos } from './shop-pos-promos.table';
import { shopPromos, shopPromotionRules } from './shop-promotions.table';

/* The promos offered to an order, each with its origin: the shop promos and the POS partner's promos running now. */

/** The shop promos running now: active MENU promos whose period holds `now`. */
export async function shopPromoOffers(db: Queryable, now: Date) {
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
export async function posPromoOffers(db: Queryable, order: PriceOrderInput, now: Date) {
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

/** Promos of one kind with their rules, as the calculation's offers, by id. */
export async function withRules(db: Queryable, promos: { id: number; ruleId: number }[], kind: PromoOrigin['kind']) {
  if (promos.length === 0) return [];
  const rules = await readRules(
    db,
    promos.map((promo) => promo.ruleId),
  );
  return promos
    .map((promo, index) => ({ offer: toPromoOffer(promo.id, rules[index]!), origin: { kind, promoId: promo.id, ruleId: promo.ruleId, voucherCodeId: null } as PromoOrigin }))
    .sort((a, b) => a.offer.id - b.offer.id);
}
