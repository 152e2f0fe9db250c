import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { ShopPaymentMethod } from '@back-office/domain';
import type { Viewer } from '../../platform/context';
import { mappingScope } from '../../platform/mappings';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { buckets } from '../analytics/analytics-period';
import { addSums, checkShopPeriod, derived, salesSums, salesWhere, type SalesSums } from './sales-sums';
import { shopProductSalesDaily, shopSalesHourly } from './shop-analytics.table';

/*
 * Outlet analytics (docs/shop-analytics.md): sales, discounts, orders, items, average ticket and
 * gross profit by outlet, day, hour of the day, product and payment method, against the outlets'
 * targets, for up to 31 Jakarta days, from the hourly and daily rollups only.
 */

/** How many products the product chart lists. */
export const PRODUCTS_LISTED = 20;

type Figures = ReturnType<typeof derived>;
export interface OutletFigures extends Figures {
  shopHubId: number;
  name: string;
  /** The outlet's daily targets times the period's days; null when it has none. */
  targetItems: number | null;
  targetRevenue: number | null;
  targetOrders: number | null;
}

export interface OutletAnalytics {
  startDate: string;
  endDate: string;
  days: number;
  totals: Figures;
  byOutlet: OutletFigures[];
  byDay: (Figures & { day: string })[];
  byHour: (Figures & { hour: number })[];
  byPaymentMethod: (Figures & { paymentMethod: ShopPaymentMethod })[];
  byProduct: { menuId: number; name: string; items: number; net: number; grossProfit: number }[];
}

const s = shopSalesHourly;

export async function outletAnalytics(viewer: Viewer, startDate: string, endDate: string, shopHubId?: number | null): Promise<OutletAnalytics> {
  const days = checkShopPeriod(startDate, endDate);
  const where = salesWhere(viewer, startDate, endDate, shopHubId);
  const day = sql<string>`${s.hour}::date::text`;
  const hour = sql<number>`extract(hour from ${s.hour})::int`.mapWith(Number);
  const p = shopProductSalesDaily;
  const [outlets, byDay, byHour, byMethod, products] = await Promise.all([
    viewer.db.select({ shopHubId: s.shopHubId, ...salesSums }).from(s).where(where).groupBy(s.shopHubId),
    viewer.db.select({ day, ...salesSums }).from(s).where(where).groupBy(day).orderBy(day),
    viewer.db.select({ hour, ...salesSums }).from(s).where(where).groupBy(hour).orderBy(hour),
    viewer.db.select({ paymentMethod: s.paymentMethod, ...salesSums }).from(s).where(where).groupBy(s.paymentMethod),
    viewer.db
      .select({ menuId: p.menuId, name: sql<string>`max(${p.name})`, items: sql<number>`sum(${p.items})::float8`.mapWith(Number), net: sql<number>`sum(${p.net})::float8`.mapWith(Number), cogs: sql<number>`sum(${p.cogs})::float8`.mapWith(Number) })
      .from(p)
      .where(and(gte(p.day, startDate), lte(p.day, endDate), mappingScope(viewer, 'shopHubs', p.shopHubId), shopHubId === null || shopHubId === undefined ? undefined : eq(p.shopHubId, shopHubId)))
      .groupBy(p.menuId)
      .orderBy(desc(sql`sum(${p.net})`), p.menuId)
      .limit(PRODUCTS_LISTED),
  ]);
  const hubRows = outlets.length === 0 ? [] : await viewer.db.select({ id: shopHubs.id, name: shopHubs.name, targetItem: shopHubs.targetItem, targetRevenue: shopHubs.targetRevenue, targetOrder: shopHubs.targetOrder }).from(shopHubs).where(sql`${shopHubs.id} in ${outlets.map((row) => row.shopHubId)}`);
  const hubOf = new Map(hubRows.map((hub) => [hub.id, hub]));
  const times = (target: number | null) => (target === null ? null : target * days);
  const byOutlet = outlets
    .map((row): OutletFigures => {
      const hub = hubOf.get(row.shopHubId);
      return { ...derived(row), shopHubId: row.shopHubId, name: hub?.name ?? `Outlet ${row.shopHubId}`, targetItems: times(hub?.targetItem ?? null), targetRevenue: times(hub?.targetRevenue ?? null), targetOrders: times(hub?.targetOrder ?? null) };
    })
    .sort((a, b) => b.net - a.net || a.name.localeCompare(b.name));
  return {
    startDate,
    endDate,
    days,
    totals: derived(addSums(outlets as SalesSums[])),
    byOutlet,
    byDay: fill(buckets(startDate, endDate, 'DAY').map((point) => point.start), byDay, (row) => row.day, (key) => ({ day: key })),
    byHour: fill(Array.from({ length: 24 }, (_, index) => index), byHour, (row) => row.hour, (key) => ({ hour: key })),
    byPaymentMethod: byMethod.map((row) => ({ ...derived(row), paymentMethod: row.paymentMethod })).sort((a, b) => b.net - a.net),
    byProduct: products.map((row) => ({ menuId: row.menuId, name: row.name, items: row.items, net: row.net, grossProfit: row.net - row.cogs })),
  };
}

const EMPTY: SalesSums = addSums([]);

/** Every key in order with its figures, zeros where no row had it. */
export function fill<Key, Row extends SalesSums, Extra>(keys: Key[], rows: Row[], keyOf: (row: Row) => Key, extra: (key: Key) => Extra): (Figures & Extra)[] {
  const found = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => ({ ...derived(found.get(key) ?? EMPTY), ...extra(key) }));
}
