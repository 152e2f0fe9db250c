import { asc, eq } from 'drizzle-orm';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { ShopAssignedVoucher } from '../shop-vouchers/shop-vouchers.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopOrderPromos, shopOrders } from './shop-orders.table';

/*
 * An order's money as the finance team reads it (spec: order transaction summary). The order keeps
 * what the price calculation gave when it was placed; this page of arithmetic is the one place the
 * summary's figures are derived from it (docs/shop-orders.md):
 *   delivery amount   = the delivery fee before its discount
 *   total discount    = every discount, the delivery's included
 *   net price         = the items after their discounts: total price - delivery amount - (total discount - delivery discount)
 *   gross profit      = net price - cost of goods; its percentage is of the net price
 *   total paid        = what the customer pays: net price + delivery amount - delivery discount
 */

type Types = typeof builder.$inferSchemaTypes;
type OrderRow = typeof shopOrders.$inferSelect;
type PromoRow = typeof shopOrderPromos.$inferSelect;

export interface TransactionSummary {
  orderNo: string;
  type: OrderRow['type'];
  createdAt: Date;
  hubNo: string | null;
  hubName: string | null;
  totalPrice: number;
  totalDiscount: number;
  netPrice: number;
  cogs: number;
  grossProfit: number;
  grossProfitPercentage: number | null;
  deliveryAmount: number;
  deliveryDiscount: number;
  totalPaid: number;
  promos: PromoRow[];
  assignedVoucherId: number | null;
}

/** The summary's figures from the order's columns; pure, so the download computes them the same way in SQL. */
export function summaryFigures(order: Pick<OrderRow, 'totalPrice' | 'discountAmount' | 'deliveryFee' | 'deliveryDiscount' | 'cogs' | 'paidAmount'>) {
  const netPrice = order.totalPrice - order.deliveryFee - (order.discountAmount - order.deliveryDiscount);
  const grossProfit = netPrice - order.cogs;
  return {
    totalPrice: order.totalPrice,
    totalDiscount: order.discountAmount,
    netPrice,
    cogs: order.cogs,
    grossProfit,
    // Two decimals; none for an order whose items cost nothing.
    grossProfitPercentage: netPrice > 0 ? Math.round((grossProfit / netPrice) * 10_000) / 100 : null,
    deliveryAmount: order.deliveryFee,
    deliveryDiscount: order.deliveryDiscount,
    totalPaid: order.paidAmount,
  };
}

export async function transactionSummary(context: Context, order: OrderRow): Promise<TransactionSummary> {
  const [hub] = await context.db.select({ hubNo: shopHubs.hubNo, name: shopHubs.name }).from(shopHubs).where(eq(shopHubs.id, order.shopHubId));
  const promos = await context.db.select().from(shopOrderPromos).where(eq(shopOrderPromos.shopOrderId, order.id)).orderBy(asc(shopOrderPromos.id));
  return {
    orderNo: order.orderNo,
    type: order.type,
    createdAt: order.createdTime,
    hubNo: hub?.hubNo ?? null,
    hubName: hub?.name ?? null,
    ...summaryFigures(order),
    promos,
    assignedVoucherId: order.assignedVoucherId,
  };
}

export const ShopOrderPromoRef = builder.objectRef<PromoRow>('ShopOrderPromo').implement({
  description: 'A promo (shop, POS or voucher) that gave the order a discount.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The promo’s name when used.' }),
    kind: t.exposeString('kind', { description: 'SHOP, POS or VOUCHER.' }),
    shopPromoId: t.exposeInt('shopPromoId', { description: 'The promo’s (or voucher code’s) id in its own list.' }),
    discountLevel: t.exposeString('discountLevel', { description: 'What it discounted: ORDER or DELIVERY.' }),
    discountUsed: t.exposeInt('discountUsed', { description: 'Rupiah it took off.' }),
  }),
});

export const TransactionSummaryRef = builder.objectRef<TransactionSummary>('ShopOrderTransactionSummary').implement({
  description: 'A shop order’s money: price, discounts, net price, cost of goods, gross profit, delivery and what was paid, in rupiah.',
  fields: (t) => ({
    orderNo: t.exposeString('orderNo', { description: 'The order’s number.' }),
    type: t.exposeString('type', { description: 'How it is handed over: PICK_UP, DELIVERY, DINE_IN or GO_FOOD.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was placed.', resolve: (row) => row.createdAt }),
    hubNo: t.exposeString('hubNo', { nullable: true, description: 'The outlet’s number.' }),
    hubName: t.exposeString('hubName', { nullable: true, description: 'The outlet’s name.' }),
    totalPrice: t.exposeInt('totalPrice', { description: 'Before any discount, delivery fee included.' }),
    totalDiscount: t.exposeInt('totalDiscount', { description: 'Every discount, the delivery’s included.' }),
    netPrice: t.exposeInt('netPrice', { description: 'The items after their discounts, without delivery.' }),
    cogs: t.exposeInt('cogs', { description: 'The items’ cost of goods when sold.' }),
    grossProfit: t.exposeInt('grossProfit', { description: 'Net price less cost of goods.' }),
    grossProfitPercentage: t.exposeFloat('grossProfitPercentage', { nullable: true, description: 'Gross profit as a percentage of the net price, two decimals; null when the net price is 0.' }),
    deliveryAmount: t.exposeInt('deliveryAmount', { description: 'The delivery fee before its discount.' }),
    deliveryDiscount: t.exposeInt('deliveryDiscount', { description: 'What promos took off the delivery fee.' }),
    totalPaid: t.exposeInt('totalPaid', { description: 'What the customer pays.' }),
    promos: t.field({ type: [ShopOrderPromoRef], description: 'The promos and vouchers that gave a discount.', resolve: (row) => row.promos }),
    assignedVoucher: t.field({
      type: ShopAssignedVoucher.ref as unknown as PothosSchemaTypes.ObjectRef<Types, number>,
      nullable: true,
      description: 'The customer’s assigned voucher it used, or null.',
      resolve: (row) => row.assignedVoucherId,
    }),
  }),
});
