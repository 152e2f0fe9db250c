import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { conflict } from '../../platform/errors';
import { shopOrderPromos, shopOrders } from '../shop-orders/shop-orders.table';
import { shopAssignedVouchers, shopVoucherCodes, shopVoucherSettings } from '../shop-vouchers/shop-vouchers.table';
import type { PromoOrigin } from './order-pricing';
import { shopPosPromos } from './shop-pos-promos.table';
import { shopPromoUses } from './shop-promo-uses.table';
import { shopPromos, shopPromotionRules } from './shop-promotions.table';

/*
 * Using a promo or a voucher is counted in the order's own transaction, so two orders can never
 * spend the last use of one (docs/shop-orders.md, "Placing an order"). Each count is a conditional
 * update that only passes while there is a use left; PostgreSQL re-checks the condition on the row
 * a concurrent order has just raised, so of twenty orders racing for a last use one passes and the
 * others find nothing to update and are told why. The uses are given back when the order expires or
 * is missed.
 */

export const PROMO_USE_MESSAGES = {
  voucherUsedUp: 'This voucher has just been used up by another order.',
  promoUsedUp: (name: string) => `The promo “${name}” has just been used up by another order. Price the order again.`,
  customerLimit: (name: string) => `This customer has already used “${name}” as many times as it allows.`,
} as const;

/** Counts one use of each applied promo for the order, or throws CONFLICT when one has none left. */
export async function claimPromoUses(tx: Queryable, customerId: number | null, applied: { origin: PromoOrigin; name: string }[]): Promise<void> {
  for (const { origin, name } of applied) {
    const isVoucher = origin.kind === 'VOUCHER';
    if (origin.voucherCodeId != null) {
      const [code] = await tx
        .update(shopVoucherCodes)
        .set({ usedQuantity: sql`${shopVoucherCodes.usedQuantity} + 1` })
        .where(and(eq(shopVoucherCodes.id, origin.voucherCodeId), sql`(${shopVoucherCodes.totalQuantity} is null or ${shopVoucherCodes.usedQuantity} < ${shopVoucherCodes.totalQuantity})`))
        .returning({ id: shopVoucherCodes.id });
      if (!code) throw conflict(PROMO_USE_MESSAGES.voucherUsedUp, { voucherCode: PROMO_USE_MESSAGES.voucherUsedUp });
    }
    const [rule] = await tx
      .update(shopPromotionRules)
      .set({ usedQuantity: sql`${shopPromotionRules.usedQuantity} + 1` })
      .where(and(eq(shopPromotionRules.id, origin.ruleId), sql`(${shopPromotionRules.totalQuantity} is null or ${shopPromotionRules.usedQuantity} < ${shopPromotionRules.totalQuantity})`))
      .returning({ limit: shopPromotionRules.usageLimitPerCustomer });
    if (!rule) {
      const message = isVoucher ? PROMO_USE_MESSAGES.voucherUsedUp : PROMO_USE_MESSAGES.promoUsedUp(name);
      throw conflict(message, isVoucher ? { voucherCode: message } : undefined);
    }
    if (customerId == null) continue;
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
}

/** Gives back the uses an order counted (its promos in shop_order_promos), when it expires or is missed. */
export async function releasePromoUses(tx: Queryable, shopOrderId: number): Promise<void> {
  const [order] = await tx.select({ customerId: shopOrders.customerId, assignedVoucherId: shopOrders.assignedVoucherId }).from(shopOrders).where(eq(shopOrders.id, shopOrderId));
  if (order?.assignedVoucherId != null) await tx.update(shopAssignedVouchers).set({ usedDate: null, discountUsed: 0 }).where(eq(shopAssignedVouchers.id, order.assignedVoucherId));
  const used = await tx.select().from(shopOrderPromos).where(eq(shopOrderPromos.shopOrderId, shopOrderId));
  for (const promo of used) {
    const ruleId = await ruleOf(tx, promo.kind, promo.shopPromoId);
    if (promo.kind === 'VOUCHER') {
      await tx
        .update(shopVoucherCodes)
        .set({ usedQuantity: sql`greatest(${shopVoucherCodes.usedQuantity} - 1, 0)` })
        .where(eq(shopVoucherCodes.id, promo.shopPromoId));
    }
    if (ruleId != null) {
      await tx
        .update(shopPromotionRules)
        .set({ usedQuantity: sql`greatest(${shopPromotionRules.usedQuantity} - 1, 0)` })
        .where(eq(shopPromotionRules.id, ruleId));
    }
    if (order?.customerId != null) {
      await tx
        .update(shopPromoUses)
        .set({ uses: sql`greatest(${shopPromoUses.uses} - 1, 0)` })
        .where(and(eq(shopPromoUses.kind, promo.kind), eq(shopPromoUses.promoId, promo.shopPromoId), eq(shopPromoUses.customerId, order.customerId)));
    }
  }
}

async function ruleOf(tx: Queryable, kind: PromoOrigin['kind'], promoId: number): Promise<number | null> {
  if (kind === 'VOUCHER') {
    const [row] = await tx.select({ ruleId: shopVoucherSettings.ruleId }).from(shopVoucherCodes).innerJoin(shopVoucherSettings, eq(shopVoucherSettings.id, shopVoucherCodes.shopVoucherSettingId)).where(eq(shopVoucherCodes.id, promoId));
    return row?.ruleId ?? null;
  }
  const table = kind === 'SHOP' ? shopPromos : shopPosPromos;
  const [row] = await tx.select({ ruleId: table.ruleId }).from(table).where(eq(table.id, promoId));
  return row?.ruleId ?? null;
}
