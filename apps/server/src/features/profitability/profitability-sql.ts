import { and, sql, type SQL } from 'drizzle-orm';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { buildWhere } from '../../platform/paging/conditions';
import type { FilterInput, PageInput, PagingFields } from '../../platform/paging/types';
import { orderDailySales } from '../orders/orders.table';
import { machineScope } from '../machines/machine-scope';
import { paymentScope } from '../user-mappings/payment-scope';

/*
 * How the profitability report is computed in SQL: the filters and sorts it takes, the cups sold in the
 * period from the daily sales, and the rent terms applied to them (docs/profitability.md).
 */

const sales = orderDailySales;
/** The month of a day in the daily sales (already a day in Jakarta) as a number: 202611 is November 2026. */
const monthNumber = sql`(extract(year from ${sales.day}) * 100 + extract(month from ${sales.day}))::int`;

/** What the report filters by: the month (YYYYMM, e.g. 202611; ranges work), hub and machine. */
const filterFields: PagingFields = {
  month: { column: monthNumber, kind: 'int' },
  hubId: { column: sales.hubId, kind: 'int' },
  machineId: { column: sales.machineId, kind: 'int' },
};

/** The report's columns a list sorts by. */
export const SORTS: Record<string, string> = {
  month: 'month_start',
  hubInternalId: 'hub_internal_id',
  vmcNo: 'vmc_no',
  numberOfCupsSold: 'cups',
  gmv: 'gmv',
  revenue: 'revenue',
  cogs: 'cogs',
  grossProfit: 'gross_profit',
  grossProfitPercentage: 'gross_profit_percentage',
  revenueSharing: 'revenue_sharing',
  cupsFeeSharing: 'cups_fee_sharing',
  monthlyRentalFee: 'monthly_rental_fee',
  commissionShare: 'commission_share',
  netProfit: 'net_profit',
};

export function orderBy(input: PageInput): SQL {
  const ties = sql.raw('month_start desc, hub_internal_id asc nulls last, vmc_no asc, hub_id asc nulls last');
  const [first] = input.sorts ?? [];
  if (!first) return ties;
  const column = SORTS[first.field];
  if (!column) throw badInput(`The profitability report sorts by ${Object.keys(SORTS).join(', ')}, not "${first.field}".`);
  return sql`${sql.raw(column)} ${sql.raw(first.direction === 'DESC' ? 'desc' : 'asc')} nulls last, ${ties}`;
}

/**
 * The days a month filter can only match, as a plain range on the day: it says nothing new, but lets
 * PostgreSQL read one month of the daily sales by its index instead of all of them.
 */
function dayRangeOf(filters: FilterInput | null | undefined): SQL | undefined {
  if (!filters || filters.operator !== 'AND') return undefined;
  const ranges: SQL[] = [];
  for (const option of filters.options ?? []) {
    if (option.field !== 'month' || !['EQUAL', 'IN', 'BETWEEN'].includes(option.type)) continue;
    const months = (option.values ?? []).map(Number);
    if (months.length === 0 || !months.every((value) => Number.isInteger(value) && value % 100 >= 1 && value % 100 <= 12 && value >= 100_00 && value <= 9999_12)) continue;
    const first = Math.min(...months);
    const last = Math.max(...months);
    const start = `${Math.floor(first / 100)}-${String(first % 100).padStart(2, '0')}-01`;
    const end = `${Math.floor(last / 100)}-${String(last % 100).padStart(2, '0')}-01`;
    ranges.push(sql`(${sales.day} >= ${start}::date and ${sales.day} < ${end}::date + interval '1 month')`);
  }
  return ranges.length ? and(...ranges) : undefined;
}

/** Per month, hub and machine, the sums of the completed cups the caller may see and asked for. */
export function soldSql(context: Context, input: PageInput): SQL {
  const where = and(machineScope(context, sales.machineId), paymentScope(context, sales.paymentMethod), buildWhere(filterFields, input.filters), dayRangeOf(input.filters));
  return sql`
    select date_trunc('month', ${sales.day})::date as month_start, ${sales.hubId} as hub_id, ${sales.machineId} as machine_id,
      sum(${sales.cups})::int as cups, sum(${sales.gmv})::float8 as gmv, sum(${sales.revenue})::float8 as revenue, sum(${sales.cogs})::float8 as cogs
    from ${sales}
    where ${where ?? sql`true`}
    group by 1, 2, 3
    having sum(${sales.cups}) > 0`;
}

/*
 * The rent terms, read from the hub as it is now (rent_additional_information holds the terms of its
 * rent type, packages/domain RENT_TERMS). A minimum amount or a fixed cost is the hub's as a whole: it
 * is spread evenly over the hub's machines that sold that month (all of them, whoever asks and
 * whatever the filters), so the rows of a hub and month add up to it.
 */
export const REPORT = (sold: SQL) => sql`
  with sold as (${sold}),
  hub_months as (
    select month_start, hub_id, sum(revenue)::float8 as revenue, count(*)::int as machines
    from (
      select date_trunc('month', day)::date as month_start, hub_id, machine_id, sum(revenue) as revenue
      from order_daily_sales
      where hub_id in (select hub_id from sold)
        and day >= (select min(month_start) from sold) and day < (select max(month_start) from sold) + interval '1 month'
      group by 1, 2, 3
      having sum(cups) > 0
    ) machine_months
    group by 1, 2
  ),
  terms as (
    select sold.*, h.internal_id as hub_internal_id, coalesce(h.name, h.building_name, h.company_name, h.internal_id) as hub_name, h.ownership as hub_ownership,
      ht.name as hub_type, h.rent_type, m.vmc_no, mt.initial_name as machine_type_initial_name, hm.machines as hub_machines_sold,
      sold.revenue - sold.cogs as gross_profit,
      case h.rent_type when 'REVENUE_SHARING' then
        coalesce((h.rent_additional_information->>'valueInPercentage')::float8, 0) / 100 * sold.revenue
        + greatest(coalesce((h.rent_additional_information->>'minimumAmount')::float8, 0) - coalesce((h.rent_additional_information->>'valueInPercentage')::float8, 0) / 100 * hm.revenue, 0) / hm.machines
      else 0 end as revenue_sharing,
      case h.rent_type when 'CUP_FEE_SHARING' then coalesce((h.rent_additional_information->>'feePerCup')::float8, 0) * sold.cups else 0 end as cups_fee_sharing,
      case h.rent_type when 'FIXED_COST' then
        coalesce((h.rent_additional_information->>'value')::float8, 0)
        / (case h.rent_additional_information->>'paymentTerms' when 'QUARTERLY' then 3 when 'SEMI_ANNUALLY' then 6 when 'ANNUALLY' then 12 else 1 end)
        / hm.machines
      else 0 end as monthly_rental_fee,
      coalesce(h.commission_fee, 0) / 100 * sold.revenue as commission_share
    from sold
    join machines m on m.id = sold.machine_id
    join machine_types mt on mt.id = m.machine_type_id
    left join hubs h on h.id = sold.hub_id
    left join hub_types ht on ht.id = h.hub_type_id
    left join hub_months hm on hm.hub_id = sold.hub_id and hm.month_start = sold.month_start
  )
  select terms.*,
    case when revenue > 0 then gross_profit / revenue * 100 end as gross_profit_percentage,
    gross_profit - revenue_sharing - cups_fee_sharing - monthly_rental_fee - commission_share as net_profit
  from terms`;

type Raw = Record<string, unknown>;
export const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
export const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
