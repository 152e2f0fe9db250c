import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { PromoOrigin } from '../shop-promotions/order-pricing';
import { claimPromoUse, promoRuleOf, releasePromoUse } from '../shop-promotions/promo-uses';
import { giveBackAssignedVoucher, giveBackVoucherCode, useVoucherCode, voucherRuleOf } from '../shop-vouchers/voucher-uses';
import { shopOrderPromos, shopOrders } from './shop-orders.table';

/*
 * The promos and the voucher an order spends, counted in the order's own transaction, and given back
 * when the order expires or is missed. The counts themselves belong to their owners: a voucher code's
 * to shop-vouchers (voucher-uses.ts), a promo's rules and a customer's uses to shop-promotions
 * (promo-uses.ts).
 */

/** Counts one use of each applied promo (and of its voucher code), or throws CONFLICT when one has none left. */
export async function claimOrderPromoUses(tx: Queryable, customerId: number | null, applied: { origin: PromoOrigin; name: string }[]): Promise<void> {
  for (const { origin, name } of applied) {
    if (origin.voucherCodeId != null) await useVoucherCode(tx, origin.voucherCodeId);
    await claimPromoUse(tx, customerId, origin, name);
  }
}

/** Gives back the uses an order counted (its promos in shop_order_promos and its assigned voucher). */
export async function releaseOrderPromoUses(tx: Queryable, shopOrderId: number): Promise<void> {
  const [order] = await tx.select({ customerId: shopOrders.customerId, assignedVoucherId: shopOrders.assignedVoucherId }).from(shopOrders).where(eq(shopOrders.id, shopOrderId));
  if (order?.assignedVoucherId != null) await giveBackAssignedVoucher(tx, order.assignedVoucherId);
  const used = await tx.select().from(shopOrderPromos).where(eq(shopOrderPromos.shopOrderId, shopOrderId));
  for (const promo of used) {
    const isVoucher = promo.kind === 'VOUCHER';
    const ruleId = isVoucher ? await voucherRuleOf(tx, promo.shopPromoId) : await promoRuleOf(tx, promo.kind as 'SHOP' | 'POS', promo.shopPromoId);
    if (isVoucher) await giveBackVoucherCode(tx, promo.shopPromoId);
    await releasePromoUse(tx, { kind: promo.kind, promoId: promo.shopPromoId, ruleId, customerId: order?.customerId ?? null });
  }
}
