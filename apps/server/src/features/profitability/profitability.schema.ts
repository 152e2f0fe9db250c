import { sql } from 'drizzle-orm';
import type { HubOwnership, HubRentType } from '@back-office/domain';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { HubOwnershipEnum, HubRentTypeEnum } from '../../platform/enums';
import { groupedPage, groupedWindow } from '../../platform/paging/grouped';
import { FilterInputRef, PageInputRef, pageType } from '../../platform/paging/inputs';
import type { FilterInput, Page, PageInput } from '../../platform/paging/types';
import { SORTS, orderBy, soldSql, REPORT, rowsOf, num } from './profitability-sql';

/*
 * The profitability report: per month (in Jakarta), hub and machine, what the completed cups brought
 * in, what they cost, what the hub's rent terms take and what is left. It reads the daily sales
 * (order_daily_sales), never the orders, so a year of a hundred hubs costs little. Every formula is
 * written out in docs/profitability.md.
 */

interface ReportRow {
  /** Its place in the whole list, from 1: what tells rows apart. */
  id: number;
  year: number;
  month: number;
  hubId: number | null;
  hubInternalId: string | null;
  hubName: string | null;
  hubOwnership: HubOwnership | null;
  hubType: string | null;
  rentType: HubRentType | null;
  machineId: number;
  vmcNo: string;
  machineTypeInitialName: string;
  numberOfCupsSold: number;
  gmv: number;
  revenue: number;
  cogs: number;
  grossProfit: number;
  grossProfitPercentage: number | null;
  revenueSharing: number;
  cupsFeeSharing: number;
  monthlyRentalFee: number;
  commissionShare: number;
  hubMachinesSold: number | null;
  netProfit: number;
}

const money = (description: string) => ({ description: `Rupiah. ${description}` });

const ReportRef = builder.objectRef<ReportRow>('ProfitabilityReport').implement({
  description: 'What one machine at one hub earned in one month (in Jakarta), and what the hub’s rent terms took from it. The formulas are in docs/profitability.md.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The row’s place in the whole list, from 1.' }),
    year: t.exposeInt('year', { description: 'The year of the figures.' }),
    month: t.exposeInt('month', { description: 'From 1 (January) to 12.' }),
    hubId: t.exposeInt('hubId', { nullable: true, description: 'None when the machine stood at no hub.' }),
    hubInternalId: t.exposeString('hubInternalId', { description: 'The id of the hub internal.', nullable: true }),
    hubName: t.exposeString('hubName', { description: 'The hub\'s name, or null.', nullable: true }),
    hubOwnership: t.field({ description: 'Who runs the hub, or null.', type: HubOwnershipEnum, nullable: true, resolve: (row) => row.hubOwnership }),
    hubType: t.exposeString('hubType', { description: 'The hub\'s type, or null.', nullable: true }),
    rentType: t.field({ type: HubRentTypeEnum, nullable: true, description: 'The hub’s rent type as it is now.', resolve: (row) => row.rentType }),
    machineId: t.exposeInt('machineId', { description: 'The id of the machine.' }),
    vmcNo: t.exposeString('vmcNo', { description: 'The machine\'s VMC number.' }),
    machineTypeInitialName: t.exposeString('machineTypeInitialName', { description: 'The short name of the machine\'s type.' }),
    numberOfCupsSold: t.exposeInt('numberOfCupsSold', { description: 'Completed cups.' }),
    gmv: t.float({ ...money('The cups at their menu price (each order’s original price).'), resolve: (row) => row.gmv }),
    revenue: t.float({ ...money('What customers paid: the sum of the orders’ prices.'), resolve: (row) => row.revenue }),
    cogs: t.float({ ...money('The products’ cost of goods when they were sold.'), resolve: (row) => row.cogs }),
    grossProfit: t.float({ ...money('Revenue less cogs.'), resolve: (row) => row.grossProfit }),
    grossProfitPercentage: t.float({ nullable: true, description: 'Gross profit as a percentage of revenue; none when there was no revenue.', resolve: (row) => row.grossProfitPercentage }),
    revenueSharing: t.float({ ...money('The hub’s share of revenue, with this machine’s part of any top-up to the minimum amount.'), resolve: (row) => row.revenueSharing }),
    cupsFeeSharing: t.float({ ...money('The fee per cup times the cups.'), resolve: (row) => row.cupsFeeSharing }),
    monthlyRentalFee: t.float({ ...money('This machine’s part of one month of the hub’s fixed cost.'), resolve: (row) => row.monthlyRentalFee }),
    commissionShare: t.float({ ...money('The hub’s commission fee (a percentage) of revenue.'), resolve: (row) => row.commissionShare }),
    hubMachinesSold: t.exposeInt('hubMachinesSold', {
      nullable: true,
      description: 'How many of the hub’s machines sold in the month: what a minimum amount or fixed cost is spread over.',
    }),
    netProfit: t.float({ ...money('Gross profit less revenue sharing, cup fee sharing, monthly rental fee and commission share.'), resolve: (row) => row.netProfit }),
  }),
});

const ReportPageRef = pageType('ProfitabilityReport', ReportRef);

async function reportPage(context: Context, input: PageInput): Promise<Page<ReportRow>> {
  const window = groupedWindow(input);
  const sold = soldSql(context, input);
  const found = rowsOf(await context.db.execute(sql`select * from (${REPORT(sold)}) report order by ${orderBy(input)} limit ${window.limit} offset ${window.offset}`));
  const rows = found.map((row): Omit<ReportRow, 'id'> => {
    const start = String(row.month_start instanceof Date ? row.month_start.toISOString() : row.month_start);
    return {
      year: Number(start.slice(0, 4)),
      month: Number(start.slice(5, 7)),
      hubId: num(row.hub_id),
      hubInternalId: (row.hub_internal_id as string | null) ?? null,
      hubName: (row.hub_name as string | null) ?? null,
      hubOwnership: (row.hub_ownership as HubOwnership | null) ?? null,
      hubType: (row.hub_type as string | null) ?? null,
      rentType: (row.rent_type as HubRentType | null) ?? null,
      machineId: Number(row.machine_id),
      vmcNo: String(row.vmc_no),
      machineTypeInitialName: String(row.machine_type_initial_name),
      numberOfCupsSold: Number(row.cups),
      gmv: Number(row.gmv),
      revenue: Number(row.revenue),
      cogs: Number(row.cogs),
      grossProfit: Number(row.gross_profit),
      grossProfitPercentage: num(row.gross_profit_percentage),
      revenueSharing: Number(row.revenue_sharing),
      cupsFeeSharing: Number(row.cups_fee_sharing),
      monthlyRentalFee: Number(row.monthly_rental_fee),
      commissionShare: Number(row.commission_share),
      hubMachinesSold: num(row.hub_machines_sold),
      netProfit: Number(row.net_profit),
    };
  });
  return groupedPage(input, rows, async () => {
    const [row] = rowsOf(await context.db.execute(sql`select count(*)::int as n from (${sold}) sold`));
    return Number(row!.n);
  });
}

builder.queryField('profitabilityReport', (t) =>
  t.field({
    type: ReportPageRef,
    nullable: true,
    description:
      'Per month (in Jakarta), hub and machine: cups, gmv, revenue, cogs, gross profit and its percentage, what the hub’s rent terms cost and the net profit. Filter by month (YYYYMM, e.g. 202611), hubId and machineId; sorts by ' +
      `${Object.keys(SORTS).join(', ')}.`,
    args: { pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }) },
    authScopes: { authority: 'VIEW_PROFITABILITY_REPORT' },
    resolve: (_root, args, context) => reportPage(context, args.pageInput),
  }),
);

/** The report's figures summed over its rows. */
type ReportTotals = { rows: number } & Pick<
  ReportRow,
  'numberOfCupsSold' | 'gmv' | 'revenue' | 'cogs' | 'grossProfit' | 'grossProfitPercentage' | 'revenueSharing' | 'cupsFeeSharing' | 'monthlyRentalFee' | 'commissionShare' | 'netProfit'
>;

const TotalsRef = builder.objectRef<ReportTotals>('ProfitabilityReportTotals').implement({
  description: 'The sums of every row of the profitability report that matches the filters, not only one page.',
  fields: (t) => ({
    rows: t.exposeInt('rows', { description: 'How many month, hub and machine rows are summed.' }),
    numberOfCupsSold: t.exposeInt('numberOfCupsSold', { description: 'Completed cups.' }),
    gmv: t.exposeFloat('gmv', money('The cups at their menu price.')),
    revenue: t.exposeFloat('revenue', money('What customers paid.')),
    cogs: t.exposeFloat('cogs', money('The products’ cost of goods.')),
    grossProfit: t.exposeFloat('grossProfit', money('Revenue less cogs.')),
    grossProfitPercentage: t.exposeFloat('grossProfitPercentage', { nullable: true, description: 'Gross profit as a percentage of revenue; none when there was no revenue.' }),
    revenueSharing: t.exposeFloat('revenueSharing', money('The hubs’ share of revenue.')),
    cupsFeeSharing: t.exposeFloat('cupsFeeSharing', money('The fees per cup.')),
    monthlyRentalFee: t.exposeFloat('monthlyRentalFee', money('The hubs’ fixed costs.')),
    commissionShare: t.exposeFloat('commissionShare', money('The hubs’ commission fees.')),
    netProfit: t.exposeFloat('netProfit', money('Gross profit less what the hubs’ rent terms took; negative is a loss.')),
  }),
});

async function reportTotals(context: Context, filters: FilterInput | null | undefined): Promise<ReportTotals> {
  const sold = soldSql(context, { page: 1, size: 1, filters } as PageInput);
  const [row] = rowsOf(
    await context.db.execute(sql`select count(*)::int as rows, coalesce(sum(cups), 0)::int as cups, coalesce(sum(gmv), 0)::float8 as gmv,
      coalesce(sum(revenue), 0)::float8 as revenue, coalesce(sum(cogs), 0)::float8 as cogs, coalesce(sum(gross_profit), 0)::float8 as gross_profit,
      coalesce(sum(revenue_sharing), 0)::float8 as revenue_sharing, coalesce(sum(cups_fee_sharing), 0)::float8 as cups_fee_sharing,
      coalesce(sum(monthly_rental_fee), 0)::float8 as monthly_rental_fee, coalesce(sum(commission_share), 0)::float8 as commission_share,
      coalesce(sum(net_profit), 0)::float8 as net_profit
      from (${REPORT(sold)}) report`),
  );
  const revenue = Number(row!.revenue);
  const grossProfit = Number(row!.gross_profit);
  return {
    rows: Number(row!.rows),
    numberOfCupsSold: Number(row!.cups),
    gmv: Number(row!.gmv),
    revenue,
    cogs: Number(row!.cogs),
    grossProfit,
    grossProfitPercentage: revenue > 0 ? (grossProfit / revenue) * 100 : null,
    revenueSharing: Number(row!.revenue_sharing),
    cupsFeeSharing: Number(row!.cups_fee_sharing),
    monthlyRentalFee: Number(row!.monthly_rental_fee),
    commissionShare: Number(row!.commission_share),
    netProfit: Number(row!.net_profit),
  };
}

builder.queryField('profitabilityReportTotals', (t) =>
  t.field({
    type: TotalsRef,
    description: 'The sums of every profitability report row matching the filters (the same filters as profitabilityReport).',
    args: { filters: t.arg({ description: 'The filters of the report, as in its PageInput.', type: FilterInputRef }) },
    authScopes: { authority: 'VIEW_PROFITABILITY_REPORT' },
    resolve: (_root, args, context) => reportTotals(context, args.filters),
  }),
);
