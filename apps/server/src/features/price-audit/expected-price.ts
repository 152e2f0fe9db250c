import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderState, VendingPaymentMethod } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { productInMachines } from '../machine-stock/machine-stock.table';
import { slotSettingLines, slotSettings } from '../slots/slots.table';

/** What the price audit reads of a vending order: the orders feature hands its rows in. */
export interface PricedOrder {
  state: OrderState;
  machineId: number;
  hubId: number | null;
  productId: number | null;
  paymentMethod: VendingPaymentMethod | null;
  createdTime: Date | null;
  price: number | null;
  expectedPrice: number | null;
}

/*
 * What a machine should have charged for a cup. The machine's intended price for the product is its
 * slot setting's (the discounted price when one is set); a machine with no slot for the product falls
 * back to its menu (product_in_machines), again the discounted price when set. From it go the order's
 * corporate discount and subsidy, which stand for the hub's price setting for now. It is worked out
 * once, when the order's creation arrives, from the prices as they are then.
 */

/** The machine's intended price for the product before the hub's discounts; null when it has none. */
export async function intendedPrice(tx: Transaction, machineId: number, productId: number): Promise<number | null> {
  const [slot] = await tx
    .select({ price: sql<number>`coalesce(${slotSettingLines.discountedPrice}, ${slotSettingLines.price})` })
    .from(slotSettingLines)
    .innerJoin(slotSettings, eq(slotSettings.id, slotSettingLines.slotSettingId))
    .where(and(eq(slotSettings.machineId, machineId), eq(slotSettingLines.productId, productId)))
    .orderBy(asc(slotSettingLines.slot))
    .limit(1);
  if (slot) return slot.price;
  const [menu] = await tx
    .select({ price: sql<number>`coalesce(${productInMachines.discountedPrice}, ${productInMachines.price})` })
    .from(productInMachines)
    .where(and(eq(productInMachines.machineId, machineId), eq(productInMachines.productId, productId)));
  return menu?.price ?? null;
}

/** The intended price less the corporate discount and subsidy, never below nothing. */
export const expectedPriceFrom = (intended: number | null, corporateDiscount: number, subsidy: number) =>
  intended === null ? null : Math.max(0, intended - corporateDiscount - subsidy);

/** What a completed cup with a known expected price adds to its day's price differences; nothing otherwise. */
export function priceDifferenceOf(order: PricedOrder, day: (at: Date) => string) {
  if (order.state !== 'COMPLETED' || order.productId === null || order.createdTime === null || order.expectedPrice === null || order.price === null) return null;
  const gap = order.expectedPrice - order.price;
  return {
    key: { day: day(order.createdTime), machineId: order.machineId, hubId: order.hubId, productId: order.productId, paymentMethod: order.paymentMethod },
    sums: { orders: 1, differingOrders: gap === 0 ? 0 : 1, moneyAtStake: gap, undercharged: Math.max(0, gap), overcharged: Math.max(0, -gap) },
  };
}
