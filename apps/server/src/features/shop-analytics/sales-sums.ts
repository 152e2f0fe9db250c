import { and, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Viewer } from '../../platform/context';
import { mappingScope } from '../../platform/mappings';
import { checkPeriod } from '../analytics/analytics-period';
import { shopSalesHourly } from './shop-analytics.table';

/* What both shop analytics pages read from the hourly sales: the period's rows in the caller's outlets, and their sums. */

/** The longest period a shop analytics page covers (spec: at most 31 days). */
export const MAX_SHOP_ANALYTICS_DAYS = 31;

/** Refuses a backwards period or one over 31 days; answers its number of days. */
export const checkShopPeriod = (startDate: string, endDate: string) => checkPeriod(startDate, endDate, { days: MAX_SHOP_ANALYTICS_DAYS, words: '' });

/** The sums one group of hourly rows comes to. */
export interface SalesSums {
  orders: number;
  items: number;
  gross: number;
  discount: number;
  net: number;
  cogs: number;
  newCustomers: number;
  returningCustomers: number;
  voucherOrders: number;
  promoOrders: number;
}

const s = shopSalesHourly;
const total = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);

/** The sums to select beside a group's key. */
export const salesSums = {
  orders: total(s.orders),
  items: total(s.items),
  gross: total(s.gross),
  discount: total(s.discount),
  net: total(s.net),
  cogs: total(s.cogs),
  newCustomers: total(s.newCustomers),
  returningCustomers: total(s.returningCustomers),
  voucherOrders: total(s.voucherOrders),
  promoOrders: total(s.promoOrders),
};

/** The hourly rows of the Jakarta days startDate to endDate, of the outlets the caller is mapped to (and of one outlet when given). */
export function salesWhere(viewer: Viewer, startDate: string, endDate: string, shopHubId?: number | null): SQL {
  return and(
    gte(s.hour, sql`${startDate}::date::timestamp`),
    lt(s.hour, sql`(${endDate}::date + 1)::timestamp`),
    mappingScope(viewer, 'shopHubs', s.shopHubId),
    shopHubId === null || shopHubId === undefined ? undefined : eq(s.shopHubId, shopHubId),
  )!;
}

/** The average ticket (what an order paid on average) and the gross profit (paid less cost of goods) of some sums. */
export const derived = (sums: SalesSums) => ({ ...sums, averageTicket: sums.orders > 0 ? Math.round(sums.net / sums.orders) : 0, grossProfit: sums.net - sums.cogs });

/** Sums of several groups added up. */
export function addSums(rows: SalesSums[]): SalesSums {
  const keys = Object.keys(salesSums) as (keyof SalesSums)[];
  return Object.fromEntries(keys.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)])) as unknown as SalesSums;
}
