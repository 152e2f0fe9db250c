import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { conflict } from '../../platform/errors';
import type { PromoOrigin } from './order-pricing';
import { shopPosPromos } from './shop-pos-promos.table';
import { shopPromoUses } from './shop-promo-uses.table';
import { shopPromos, shopPromotionRules } from './shop-promotions.table';

/*
 * Using a promo is counted in the order's own transaction, so two orders can never spend the last
 * use of one (docs/shop-orders.md, "Placing an order"). Each count is a conditional update that only
 * passes while there is a use left; PostgreSQL re-checks the condition on the row a concurrent order
 * has just raised, so of twenty orders racing for a last use one passes and the others find nothing
 * to update and are told why. The uses are given back when the order expires or is missed. The
 * order's side (which promos it used, its voucher code) is shop-orders/order-promo-uses.ts.
 */

export const PROMO_USE_MESSAGES = {
  voucherUsedUp: 'This voucher has just been used up by another order.',
  promoUsedUp: (name: string) => `The promo “${name}” has just been used up by another order. Price the order again.`,
  customerLimit: (name: string) => `This customer has already used “${name}” as many times as it allows.`,
} as const;

/** Counts one use of the promo's rules and, for a registered customer, one of theirs; throws CONFLICT when none is left. */
export async function claimPromoUse(tx: Queryable, customerId: number | null, origin: PromoOrigin, name: string): Promise<void> {
  const isVoucher = origin.kind === 'VOUCHER';
  const [rule] = await tx
    .update(shopPromotionRules)
    .set({ usedQuantity: sql`${shopPromotionRules.usedQuantity} + 1` })
    .where(and(eq(shopPromotionRules.id, origin.ruleId), sql`(${shopPromotionRules.totalQuantity} is null or ${shopPromotionRules.usedQuantity} < ${shopPromotionRules.totalQuantity})`))
    .returning({ limit: shopPromotionRules.usageLimitPerCustomer });
  if (!rule) {
    const message = isVoucher ? PROMO_USE_MESSAGES.voucherUsedUp : PROMO_USE_MESSAGES.promoUsedUp(name);
    throw conflict(message, isVoucher ? { voucherCode: message } : undefined);
  }
  if (customerId == null) return;
  // One row per promo and customer: the upsert waits for a concurrent order of the same customer and re-checks the limit.
  const [use] = await tx
    .insert(shopPromoUses)
    .values({ kind: origin.kind, promoId: origin.promoId, customerId, uses: 1 })
    .onConflictDoUpdate({
      target: [shopPromoUses.kind, shopPromoUses.promoId, shopPromoUses.customerId],
      set: { uses: sql`${shopPromoUses.uses} + 1` },
      setWhere: rule.limit == null ? undefined : sql`${shopPromoUses.uses} < ${rule.limit}`,
    })
    .returning({ uses: shopPromoUses.uses });
  if (!use || (rule.limit != null && use.uses > rule.limit)) {
    const message = PROMO_USE_MESSAGES.customerLimit(name);
    throw conflict(message, isVoucher ? { voucherCode: message } : undefined);
  }
}

/** Gives back one use of a promo: of its rules (when it still has them) and of the customer's. */
export async function releasePromoUse(tx: Queryable, use: { kind: PromoOrigin['kind']; promoId: number; ruleId: number | null; customerId: number | null }): Promise<void> {
  if (use.ruleId != null) {
    await tx
      .update(shopPromotionRules)
      .set({ usedQuantity: sql`greatest(${shopPromotionRules.usedQuantity} - 1, 0)` })
      .where(eq(shopPromotionRules.id, use.ruleId));
  }
  if (use.customerId != null) {
    await tx
      .update(shopPromoUses)
      .set({ uses: sql`greatest(${shopPromoUses.uses} - 1, 0)` })
      .where(and(eq(shopPromoUses.kind, use.kind), eq(shopPromoUses.promoId, use.promoId), eq(shopPromoUses.customerId, use.customerId)));
  }
}

/** The rules of a shop promo or a POS promo, or null for no such promo. */
export async function promoRuleOf(tx: Queryable, kind: 'SHOP' | 'POS', promoId: number): Promise<number | null> {
  const table = kind === 'SHOP' ? shopPromos : shopPosPromos;
  const [row] = await tx.select({ ruleId: table.ruleId }).from(table).where(eq(table.id, promoId));
  return row?.ruleId ?? null;
}

/** How many times the customer has used each offered promo, keyed by the offer's place in `origins` (from 1). */
export async function customerPromoUses(db: Queryable, customerId: number, origins: PromoOrigin[]): Promise<Record<number, number>> {
  const uses = origins.length === 0 ? [] : await db.select().from(shopPromoUses).where(eq(shopPromoUses.customerId, customerId));
  const promoUses: Record<number, number> = {};
  origins.forEach((origin, index) => {
    const used = uses.find((use) => use.kind === origin.kind && use.promoId === origin.promoId);
    if (used) promoUses[index + 1] = used.uses;
  });
  return promoUses;
}
