import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { VendingPaymentMethod } from '@back-office/domain';
import type { Context } from '../../platform/context';
import { hubs } from '../hubs/hubs.table';
import { machineHubs, machines } from '../machines/machines.table';
import { orderDailySales } from '../orders/orders.table';
import { products } from '../products/products.table';
import { machineScope } from '../machines/machine-scope';
import { paymentScope } from '../user-mappings/payment-scope';
import { checkPeriod, granularityOf, bucketStart, buckets, type Granularity, type AnalyticsPoint } from './analytics-period';

/*
 * Machine analytics for a period: the cups and revenue over time, by hub, product and payment
 * method, the best and worst machines, and how long the machines were up. Sales come from the daily
 * sales (order_daily_sales) in a single pass; uptime from the machines' placements at hubs and the
 * errors they reported (machine_status_errors). Neither ever reads the orders themselves.
 *
 * A machine is in service while it stands at a hub (a placement, from the day it was loaded to the
 * end of the day it was unloaded, in Jakarta). Its downtime is the part of its error spans (reported
 * until cleared, or until now while still open) inside its time in service in the period; its
 * uptime is the rest. With a hub filter, only its time at that hub counts.
 */

/** How many machines each ranking lists. */
export const RANKING_SIZE = 5;

export interface AnalyticsShare {
  cups: number;
  revenue: number;
}

export interface HubShare extends AnalyticsShare {
  hubId: number | null;
  hubInternalId: string | null;
  hubName: string | null;
}

export interface ProductShare extends AnalyticsShare {
  productId: number;
  productName: string;
}

export interface MethodShare extends AnalyticsShare {
  paymentMethod: VendingPaymentMethod | null;
}

export interface MachineFigures extends AnalyticsShare {
  machineId: number;
  machineNo: string;
  hubName: string | null;
  errors: number;
  /** Seconds in service (at a hub) in the period. */
  serviceSeconds: number;
  /** Seconds in error within the time in service. */
  downtimeSeconds: number;
  /** The share of the time in service without an error, from 0 to 1; null when not in service. */
  uptime: number | null;
}

export interface MachineAnalytics {
  startDate: string;
  endDate: string;
  granularity: Granularity;
  totalCups: number;
  totalRevenue: number;
  totalErrors: number;
  serviceSeconds: number;
  downtimeSeconds: number;
  uptime: number | null;
  machineCount: number;
  series: AnalyticsPoint[];
  byHub: HubShare[];
  byProduct: ProductShare[];
  byPaymentMethod: MethodShare[];
  bestByCups: MachineFigures[];
  worstByCups: MachineFigures[];
  bestByRevenue: MachineFigures[];
  worstByRevenue: MachineFigures[];
  /** The machines with the most downtime, then the most errors: those that had any. */
  mostDowntime: MachineFigures[];
}

const sales = orderDailySales;
const hubName = sql<string>`coalesce(${hubs.name}, ${hubs.buildingName}, ${hubs.companyName}, ${hubs.internalId})`;

interface ServiceRow {
  machine_id: number;
  service_seconds: number;
  errors: number;
  downtime_seconds: number;
  [key: string]: unknown;
}

/**
 * Per machine in service in the period (in the caller's scope, at the hub when one is given): its
 * seconds in service, the errors it reported then, and its seconds in error then.
 */
async function uptimeOf(context: Context, startDate: string, endDate: string, hubId: number | null | undefined) {
  const scope = machineScope(context, machineHubs.machineId);
  const result = await context.db.execute(sql`
    with service as (
      select ${machineHubs}.machine_id,
        tstzrange(${machineHubs}.loaded_at::timestamp at time zone 'Asia/Jakarta',
                  case when ${machineHubs}.unloaded_at is null then null else (${machineHubs}.unloaded_at + 1)::timestamp at time zone 'Asia/Jakarta' end)
        * tstzrange(${startDate}::date::timestamp at time zone 'Asia/Jakarta',
                    -- A period still to come is empty so far (a range may not end before it starts).
                    greatest(${startDate}::date::timestamp at time zone 'Asia/Jakarta',
                             least((${endDate}::date + 1)::timestamp at time zone 'Asia/Jakarta', now()))) as span
      from ${machineHubs}
      where ${machineHubs}.loaded_at <= ${endDate}::date and (${machineHubs}.unloaded_at is null or ${machineHubs}.unloaded_at >= ${startDate}::date)
        ${hubId === null || hubId === undefined ? sql`` : sql`and ${machineHubs}.hub_id = ${hubId}`}
        ${scope ? sql`and ${scope}` : sql``}
    )
    select s.machine_id,
      sum(extract(epoch from upper(s.span) - lower(s.span)))::float8 as service_seconds,
      coalesce(sum(e.errors), 0)::int as errors,
      coalesce(sum(e.downtime), 0)::float8 as downtime_seconds
    from service s
    left join lateral (
      select count(*) filter (where se.reported_at <@ s.span) as errors,
        sum(extract(epoch from upper(r) - lower(r))) filter (where not isempty(r)) as downtime
      from machine_status_errors se,
        lateral (select tstzrange(se.reported_at, coalesce(se.cleared_at, greatest(now(), se.reported_at))) * s.span as r) spans
      where se.machine_id = s.machine_id and se.reported_at < upper(s.span)
        and (se.cleared_at is null or se.cleared_at > lower(s.span))
    ) e on true
    where not isempty(s.span)
    group by s.machine_id
  `);
  return (result as unknown as { rows: ServiceRow[] }).rows.map((row) => ({
    machineId: Number(row.machine_id),
    serviceSeconds: Number(row.service_seconds),
    errors: Number(row.errors),
    downtimeSeconds: Number(row.downtime_seconds),
  }));
}

/** The errors reported per bucket by the machines in service in the period. */
async function errorsPerDay(context: Context, startDate: string, endDate: string, hubId: number | null | undefined) {
  const scope = machineScope(context, machineHubs.machineId);
  const result = await context.db.execute(sql`
    select (se.reported_at at time zone 'Asia/Jakarta')::date::text as day, count(*)::int as errors
    from machine_status_errors se
    join ${machineHubs} on ${machineHubs}.machine_id = se.machine_id
      and se.reported_at >= ${machineHubs}.loaded_at::timestamp at time zone 'Asia/Jakarta'
      and (${machineHubs}.unloaded_at is null or se.reported_at < (${machineHubs}.unloaded_at + 1)::timestamp at time zone 'Asia/Jakarta')
    where se.reported_at >= ${startDate}::date::timestamp at time zone 'Asia/Jakarta'
      and se.reported_at < (${endDate}::date + 1)::timestamp at time zone 'Asia/Jakarta'
      ${hubId === null || hubId === undefined ? sql`` : sql`and ${machineHubs}.hub_id = ${hubId}`}
      ${scope ? sql`and ${scope}` : sql``}
    group by 1
  `);
  return (result as unknown as { rows: { day: string; errors: number }[] }).rows;
}

/** Machine analytics for the days from `startDate` to `endDate` (Jakarta), optionally at one hub. */
export async function machineAnalytics(context: Context, startDate: string, endDate: string, hubId?: number | null): Promise<MachineAnalytics> {
  const days = checkPeriod(startDate, endDate);
  const granularity = granularityOf(days);
  const where: SQL | undefined = and(
    gte(sales.day, startDate),
    lte(sales.day, endDate),
    hubId === null || hubId === undefined ? undefined : eq(sales.hubId, hubId),
    machineScope(context, sales.machineId),
    paymentScope(context, sales.paymentMethod),
  );
  // One pass over the daily sales gives every breakdown: a grouping set for each.
  const bucket =
    granularity === 'DAY' ? sql`${sales.day}` : sql`date_trunc(${sql.raw(granularity === 'WEEK' ? "'week'" : "'month'")}, ${sales.day}::timestamp)::date`;
  const groups = await context.db
    .select({
      set: sql<number>`grouping(${sales.hubId}, ${sales.productId}, ${sales.paymentMethod}, ${sales.machineId})::int`,
      bucket: sql<string | null>`(${bucket})::text`,
      hubId: sales.hubId,
      productId: sales.productId,
      paymentMethod: sales.paymentMethod,
      machineId: sales.machineId,
      cups: sql<number>`sum(${sales.cups})::int`,
      revenue: sql<number>`sum(${sales.revenue})::float8`,
    })
    .from(sales)
    .where(where)
    .groupBy(sql`grouping sets ((${bucket}), (${sales.hubId}), (${sales.productId}), (${sales.paymentMethod}), (${sales.machineId}))`);

  // grouping() sets a bit for each column left out, the first column highest.
  const bySet = (set: number) => groups.filter((group) => Number(group.set) === set);
  const [bucketRows, hubRows, productRows, methodRows, machineRows] = [bySet(0b1111), bySet(0b0111), bySet(0b1011), bySet(0b1101), bySet(0b1110)];

  const [service, errorDays] = await Promise.all([uptimeOf(context, startDate, endDate, hubId), errorsPerDay(context, startDate, endDate, hubId)]);

  const series = buckets(startDate, endDate, granularity);
  const pointAt = new Map(series.map((point) => [bucketStart(point.start, granularity), point]));
  for (const row of bucketRows) {
    const point = pointAt.get(row.bucket!);
    if (point) Object.assign(point, { cups: Number(row.cups), revenue: Number(row.revenue) });
  }
  for (const row of errorDays) {
    const point = pointAt.get(bucketStart(row.day, granularity));
    if (point) point.errors += Number(row.errors);
  }

  // Names, for the few hubs, products and machines that appear.
  const machineIds = [...new Set([...machineRows.map((row) => row.machineId), ...service.map((row) => row.machineId)])];
  const hubIds = hubRows.map((row) => row.hubId).filter((id): id is number => id !== null);
  const productIds = productRows.map((row) => row.productId);
  const [machineNames, hubNames, productNames] = await Promise.all([
    machineIds.length
      ? context.db
          .select({ id: machines.id, vmcNo: machines.vmcNo, hubName })
          .from(machines)
          .leftJoin(machineHubs, and(eq(machineHubs.machineId, machines.id), isNull(machineHubs.unloadedAt)))
          .leftJoin(hubs, eq(hubs.id, machineHubs.hubId))
          .where(inArray(machines.id, machineIds))
      : [],
    hubIds.length ? context.db.select({ id: hubs.id, internalId: hubs.internalId, name: hubName }).from(hubs).where(inArray(hubs.id, hubIds)) : [],
    productIds.length ? context.db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)) : [],
  ]);

  const byRevenue = <Row extends AnalyticsShare>(rows: Row[]) => rows.sort((a, b) => b.revenue - a.revenue || b.cups - a.cups);
  const byHub = byRevenue(
    hubRows.map((row) => {
      const hub = hubNames.find((candidate) => candidate.id === row.hubId);
      return { hubId: row.hubId, hubInternalId: hub?.internalId ?? null, hubName: hub?.name ?? null, cups: Number(row.cups), revenue: Number(row.revenue) };
    }),
  );
  const byProduct = byRevenue(
    productRows.map((row) => ({ productId: row.productId, productName: productNames.find((product) => product.id === row.productId)?.name ?? `#${row.productId}`, cups: Number(row.cups), revenue: Number(row.revenue) })),
  );
  const byPaymentMethod = byRevenue(methodRows.map((row) => ({ paymentMethod: row.paymentMethod, cups: Number(row.cups), revenue: Number(row.revenue) })));

  const figures: MachineFigures[] = machineIds.map((machineId) => {
    const sold = machineRows.find((row) => row.machineId === machineId);
    const up = service.find((row) => row.machineId === machineId);
    const name = machineNames.find((machine) => machine.id === machineId);
    const serviceSeconds = up?.serviceSeconds ?? 0;
    const downtimeSeconds = Math.min(up?.downtimeSeconds ?? 0, serviceSeconds);
    return {
      machineId,
      machineNo: name?.vmcNo ?? `#${machineId}`,
      hubName: name?.hubName ?? null,
      cups: Number(sold?.cups ?? 0),
      revenue: Number(sold?.revenue ?? 0),
      errors: up?.errors ?? 0,
      serviceSeconds,
      downtimeSeconds,
      uptime: serviceSeconds > 0 ? 1 - downtimeSeconds / serviceSeconds : null,
    };
  });
  const tieBreak = (a: MachineFigures, b: MachineFigures) => a.machineNo.localeCompare(b.machineNo);
  const ranked = (compare: (a: MachineFigures, b: MachineFigures) => number) => [...figures].sort((a, b) => compare(a, b) || tieBreak(a, b)).slice(0, RANKING_SIZE);

  const serviceSeconds = service.reduce((sum, row) => sum + row.serviceSeconds, 0);
  const downtimeSeconds = figures.reduce((sum, row) => sum + row.downtimeSeconds, 0);
  return {
    startDate,
    endDate,
    granularity,
    totalCups: series.reduce((sum, point) => sum + point.cups, 0),
    totalRevenue: series.reduce((sum, point) => sum + point.revenue, 0),
    totalErrors: service.reduce((sum, row) => sum + row.errors, 0),
    serviceSeconds,
    downtimeSeconds,
    uptime: serviceSeconds > 0 ? 1 - downtimeSeconds / serviceSeconds : null,
    machineCount: figures.length,
    series,
    byHub,
    byProduct,
    byPaymentMethod,
    bestByCups: ranked((a, b) => b.cups - a.cups || b.revenue - a.revenue),
    worstByCups: ranked((a, b) => a.cups - b.cups || a.revenue - b.revenue),
    bestByRevenue: ranked((a, b) => b.revenue - a.revenue || b.cups - a.cups),
    worstByRevenue: ranked((a, b) => a.revenue - b.revenue || a.cups - b.cups),
    mostDowntime: figures
      .filter((row) => row.errors > 0 || row.downtimeSeconds > 0)
      .sort((a, b) => b.downtimeSeconds - a.downtimeSeconds || b.errors - a.errors || tieBreak(a, b))
      .slice(0, RANKING_SIZE),
  };
}
