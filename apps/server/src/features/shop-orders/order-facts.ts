import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { PaidOrderFacts } from '../shop-analytics/order-rollups';
import type { ShopOrderRow } from './order-moves';
import { shopOrderLines, shopOrderPromos } from './shop-orders.table';

/** What the analytics rollups are told of a paid order: its figures, its lines and whether a voucher or a promo gave it a discount. */
export async function paidOrderFacts(tx: Queryable, order: ShopOrderRow): Promise<PaidOrderFacts> {
  const lines = await tx
    .select({ menuId: shopOrderLines.menuId, name: shopOrderLines.name, amount: shopOrderLines.amount, net: shopOrderLines.totalPriceAfterDiscount, cogs: shopOrderLines.cogs })
    .from(shopOrderLines)
    .where(eq(shopOrderLines.shopOrderId, order.id))
    .orderBy(shopOrderLines.id);
  const promos = await tx.select({ kind: shopOrderPromos.kind }).from(shopOrderPromos).where(eq(shopOrderPromos.shopOrderId, order.id));
  return {
    shopHubId: order.shopHubId,
    paidTime: order.paidTime ?? new Date(),
    channel: order.channel,
    type: order.type,
    paymentMethod: order.paymentMethod,
    customerId: order.customerId,
    totalPrice: order.totalPrice,
    discountAmount: order.discountAmount,
    paidAmount: order.paidAmount,
    cogs: order.cogs,
    usedVoucher: order.assignedVoucherId !== null || order.voucherCodeId !== null || promos.some((promo) => promo.kind === 'VOUCHER'),
    usedPromo: order.posPromoPartnerId !== null || promos.some((promo) => promo.kind !== 'VOUCHER'),
    lines: lines.map((line) => ({ ...line, cogs: line.cogs * line.amount })),
  };
}
