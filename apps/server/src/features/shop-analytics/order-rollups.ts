import { eq, sql } from 'drizzle-orm';
import type { ShopOrderType, ShopPaymentMethod } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { shopAnalyticsCustomers, shopProductSalesDaily, shopSalesHourly } from './shop-analytics.table';

/*
 * The rollups of paid orders (docs/shop-analytics.md), written in the transaction that pays the
 * order (shop-orders' moveOrder calls rollUpShopOrder): +1 when an order is paid, -1 when a paid
 * order is missed, into the hour it was paid in (Jakarta). Each write adds to its row with
 * `on conflict do update`, so payments at the same moment all count; nothing here reads an order.
 */

/** What the rollups need of an order, handed over by shop-orders (which this feature may not import). */
export interface PaidOrderFacts {
  shopHubId: number;
  paidTime: Date;
  channel: 'APP' | 'POS';
  type: ShopOrderType;
  paymentMethod: ShopPaymentMethod;
  customerId: number | null;
  totalPrice: number;
  discountAmount: number;
  paidAmount: number;
  cogs: number;
  usedVoucher: boolean;
  usedPromo: boolean;
  lines: { menuId: number | null; name: string; amount: number; net: number; cogs: number }[];
}

const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** The Jakarta wall-clock hour a moment falls in ("YYYY-MM-DD HH:00:00") and its day; Jakarta keeps +07:00 all year. */
export function jakartaHour(moment: Date): { hour: string; day: string } {
  const wall = new Date(moment.getTime() + JAKARTA_OFFSET_MS).toISOString();
  return { hour: `${wall.slice(0, 10)} ${wall.slice(11, 13)}:00:00`, day: wall.slice(0, 10) };
}

/**
 * Whether this paid order makes its customer new (their first paid order) or returning (their first
 * order on a later day than one before), keeping the customer's days; the customer's row is locked,
 * so two payments of one customer at once are told apart.
 */
async function classifyCustomer(tx: Queryable, customerId: number, day: string): Promise<{ isNew: number; isReturning: number }> {
  const known = () => tx.select().from(shopAnalyticsCustomers).where(eq(shopAnalyticsCustomers.customerId, customerId)).for('update');
  let [row] = await known();
  if (!row) {
    const [inserted] = await tx.insert(shopAnalyticsCustomers).values({ customerId, firstPaidDay: day, lastPaidDay: day, paidOrders: 1 }).onConflictDoNothing().returning();
    if (inserted) return { isNew: 1, isReturning: 0 };
    [row] = await known();
  }
  await tx
    .update(shopAnalyticsCustomers)
    .set({ lastPaidDay: sql`greatest(${shopAnalyticsCustomers.lastPaidDay}, ${day}::date)`, paidOrders: sql`${shopAnalyticsCustomers.paidOrders} + 1` })
    .where(eq(shopAnalyticsCustomers.customerId, customerId));
  return { isNew: 0, isReturning: row!.lastPaidDay < day ? 1 : 0 };
}

/** `table.column + excluded.column`: what the row had plus what this order brings. */
const added = (table: string, column: string) => sql.raw(`"${table}"."${column}" + excluded."${column}"`);
const SALES_SUMS = ['orders', 'items', 'gross', 'discount', 'net', 'cogs', 'newCustomers', 'returningCustomers', 'voucherOrders', 'promoOrders'] as const;

/** Adds the order (sign 1) or takes it back (sign -1) in the hourly sales and the daily product sales. */
export async function rollUpShopOrder(tx: Queryable, order: PaidOrderFacts, sign: 1 | -1): Promise<void> {
  const { hour, day } = jakartaHour(order.paidTime);
  const customer = sign === 1 && order.customerId !== null ? await classifyCustomer(tx, order.customerId, day) : { isNew: 0, isReturning: 0 };
  const items = order.lines.reduce((sum, line) => sum + line.amount, 0);
  const t = shopSalesHourly;
  await tx
    .insert(t)
    .values({
      shopHubId: order.shopHubId,
      hour,
      channel: order.channel,
      orderType: order.type,
      paymentMethod: order.paymentMethod,
      orders: sign,
      items: sign * items,
      gross: sign * order.totalPrice,
      discount: sign * order.discountAmount,
      net: sign * order.paidAmount,
      cogs: sign * order.cogs,
      newCustomers: customer.isNew,
      returningCustomers: customer.isReturning,
      voucherOrders: order.usedVoucher ? sign : 0,
      promoOrders: order.usedPromo ? sign : 0,
    })
    .onConflictDoUpdate({
      target: [t.hour, t.shopHubId, t.channel, t.orderType, t.paymentMethod],
      set: Object.fromEntries(SALES_SUMS.map((key) => [key, added('shop_sales_hourly', t[key].name)])),
    });
  await rollUpProducts(tx, order, day, sign);
}

/** The order's lines by menu (in menu order, so two payments lock the rows in the same order). */
async function rollUpProducts(tx: Queryable, order: PaidOrderFacts, day: string, sign: 1 | -1): Promise<void> {
  const byMenu = new Map<number, { name: string; items: number; net: number; cogs: number }>();
  for (const line of order.lines) {
    const menuId = line.menuId ?? 0;
    const sum = byMenu.get(menuId) ?? { name: line.name, items: 0, net: 0, cogs: 0 };
    byMenu.set(menuId, { name: line.name, items: sum.items + line.amount, net: sum.net + line.net, cogs: sum.cogs + line.cogs });
  }
  const rows = [...byMenu.entries()].sort(([a], [b]) => a - b);
  if (rows.length === 0) return;
  const p = shopProductSalesDaily;
  await tx
    .insert(p)
    .values(rows.map(([menuId, sum]) => ({ shopHubId: order.shopHubId, day, menuId, name: sum.name, items: sign * sum.items, net: sign * sum.net, cogs: sign * sum.cogs })))
    .onConflictDoUpdate({ target: [p.day, p.shopHubId, p.menuId], set: { name: sql`excluded.name`, items: added('shop_product_sales_daily', 'items'), net: added('shop_product_sales_daily', 'net'), cogs: added('shop_product_sales_daily', 'cogs') } });
}
