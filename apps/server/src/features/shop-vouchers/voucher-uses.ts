import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { conflict } from '../../platform/errors';
import { PROMO_USE_MESSAGES } from '../shop-promotions/promo-uses';
import { shopAssignedVouchers, shopVoucherCodes, shopVoucherSettings } from './shop-vouchers.table';

/*
 * Using a voucher and giving it back, for the orders that spend one (shop-orders/order-promo-uses.ts).
 * A code's own quantity is counted with a conditional update that only passes while there is a use
 * left, in the order's transaction, so two orders can never both spend its last use. A voucher given
 * to a customer keeps when it was used and the discount it gave.
 */

/** Counts one use of the voucher code, or throws CONFLICT when it has none left. */
export async function useVoucherCode(tx: Queryable, voucherCodeId: number): Promise<void> {
  const [code] = await tx
    .update(shopVoucherCodes)
    .set({ usedQuantity: sql`${shopVoucherCodes.usedQuantity} + 1` })
    .where(and(eq(shopVoucherCodes.id, voucherCodeId), sql`(${shopVoucherCodes.totalQuantity} is null or ${shopVoucherCodes.usedQuantity} < ${shopVoucherCodes.totalQuantity})`))
    .returning({ id: shopVoucherCodes.id });
  if (!code) throw conflict(PROMO_USE_MESSAGES.voucherUsedUp, { voucherCode: PROMO_USE_MESSAGES.voucherUsedUp });
}

/** Gives back one use of the voucher code (never below none). */
export async function giveBackVoucherCode(tx: Queryable, voucherCodeId: number): Promise<void> {
  await tx
    .update(shopVoucherCodes)
    .set({ usedQuantity: sql`greatest(${shopVoucherCodes.usedQuantity} - 1, 0)` })
    .where(eq(shopVoucherCodes.id, voucherCodeId));
}

/** Marks the customer's assigned voucher used by an order, with the discount it gave. */
export async function useAssignedVoucher(tx: Queryable, assignedVoucherId: number, use: { usedDate: Date; discountUsed: number }): Promise<void> {
  await tx.update(shopAssignedVouchers).set(use).where(eq(shopAssignedVouchers.id, assignedVoucherId));
}

/** Makes the customer's assigned voucher unused again. */
export async function giveBackAssignedVoucher(tx: Queryable, assignedVoucherId: number): Promise<void> {
  await tx.update(shopAssignedVouchers).set({ usedDate: null, discountUsed: 0 }).where(eq(shopAssignedVouchers.id, assignedVoucherId));
}

/** The promo rules a voucher code gives (its setting's), or null for no such code. */
export async function voucherRuleOf(tx: Queryable, voucherCodeId: number): Promise<number | null> {
  const [row] = await tx
    .select({ ruleId: shopVoucherSettings.ruleId })
    .from(shopVoucherCodes)
    .innerJoin(shopVoucherSettings, eq(shopVoucherSettings.id, shopVoucherCodes.shopVoucherSettingId))
    .where(eq(shopVoucherCodes.id, voucherCodeId));
  return row?.ruleId ?? null;
}
