import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { badInput } from '../../platform/errors';
import { POS_MESSAGES } from '../shop-promotions/order-pricing';
import { withRules } from '../shop-promotions/promo-offers';
import { shopPromotionRules } from '../shop-promotions/shop-promotions.table';
import { shopAssignedVouchers, shopVoucherCodes, shopVoucherSettings } from './shop-vouchers.table';

/**
 * The voucher code typed for the order. Its period, outlets and the rest are the calculation's to
 * check; the code's own quantity, when it has one, limits it as much as the setting's.
 */
export async function voucherOffer(db: Queryable, code: string | null | undefined, customerId: number | null | undefined) {
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
