import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { VENDING_PAYMENT_METHODS } from '@back-office/domain';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { buildWhere } from '../../platform/paging/conditions';
import { groupedPage, groupedWindow } from '../../platform/paging/grouped';
import { FilterInputRef, PageInputRef, pageType } from '../../platform/paging/inputs';
import type { FilterInput, Page, PageInput, PagingFields } from '../../platform/paging/types';
import { hubs } from '../hubs/hubs.table';
import { machines } from '../machines/machines.table';
import { products } from '../products/products.table';
import { machineScope } from '../machines/machine-scope';
import { paymentScope } from '../user-mappings/payment-scope';
import { orderDailySales } from './orders.table';

/*
 * Order summaries: per hub and machine, the cups sold, their revenue and the cups of each product,
 * for a period. They read the daily sales (order_daily_sales), never the orders themselves, so a
 * year costs as little as a day.
 */

interface SummaryProduct {
  productId: number;
  productName: string;
  sum: number;
}

interface SummaryRow {
  /** Its place in the whole list, from 1 (groupedPage): what tells rows apart. */
  id: number;
  machineId: number;
  hubId: number | null;
  hubInternalId: string | null;
  hubName: string | null;
  machineNo: string;
  totalCup: number;
  totalRevenue: number;
  orderSummaryProducts: SummaryProduct[];
}

const SummaryProductRef = builder.objectRef<SummaryProduct>('OrderSummaryProduct').implement({
  description: 'The cups of one product in a summary.',
  fields: (t) => ({
    productId: t.exposeInt('productId', { description: 'The id of the product.' }),
    productName: t.exposeString('productName', { description: 'The product\'s name.' }),
    sum: t.exposeInt('sum', { description: 'Cups sold.' }),
  }),
});

const SummaryRef = builder.objectRef<SummaryRow>('OrderSummary').implement({
  description: 'What one machine at one hub sold in a period: completed cups, their revenue, and the cups of each product.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The row’s place in the whole list, from 1.' }),
    machineId: t.exposeInt('machineId', { description: 'The id of the machine.' }),
    hubId: t.exposeInt('hubId', { description: 'The id of the hub.', nullable: true }),
    hubInternalId: t.exposeString('hubInternalId', { description: 'The id of the hub internal.', nullable: true }),
    hubName: t.exposeString('hubName', { description: 'The hub\'s name, or null.', nullable: true }),
    machineNo: t.exposeString('machineNo', { description: 'The machine\'s VMC number.' }),
    totalCup: t.exposeInt('totalCup', { description: 'Cups sold.' }),
    totalRevenue: t.float({ description: 'Rupiah.', resolve: (row) => row.totalRevenue }),
    orderSummaryProducts: t.field({ description: 'Cups and revenue by product.', type: [SummaryProductRef], resolve: (row) => row.orderSummaryProducts }),
  }),
});

const SummaryPageRef = pageType('OrderSummary', SummaryRef);

const sales = orderDailySales;
const hubName = sql<string>`coalesce(${hubs.name}, ${hubs.buildingName}, ${hubs.companyName}, ${hubs.internalId})`;

/** What a summary filters by: the period (by day), hub, machine, product and payment method. */
export const SUMMARY_FIELDS: PagingFields = {
  // A day is in a period when its noon in Jakarta is, whichever zone the period was picked in.
  createdTime: { column: sql`((${sales.day} + time '12:00') at time zone 'Asia/Jakarta')`, kind: 'datetime' },
  hubId: { column: sales.hubId, kind: 'int' },
  machineId: { column: sales.machineId, kind: 'int' },
  productId: { column: sales.productId, kind: 'int' },
  paymentMethod: { column: sales.paymentMethod, kind: 'enum', values: VENDING_PAYMENT_METHODS },
};

const totalCup = sql<number>`sum(${sales.cups})::int`;
const totalRevenue = sql<number>`sum(${sales.revenue})::float8`;
const SORTS: Record<string, SQL> = { totalCup, totalRevenue, machineNo: sql`min(${machines.vmcNo})`, hubInternalId: sql`min(${hubs.internalId})` };

function orderBy(input: PageInput): SQL {
  const [first] = input.sorts ?? [];
  if (!first) return sql`min(${hubs.internalId}) asc nulls last, min(${machines.vmcNo}) asc`;
  const column = SORTS[first.field];
  if (!column) throw badInput(`A summary sorts by ${Object.keys(SORTS).join(', ')}, not "${first.field}".`);
  return sql`${column} ${sql.raw(first.direction === 'DESC' ? 'desc' : 'asc')} nulls last, min(${machines.vmcNo}) asc`;
}

async function summaryPage(context: Context, input: PageInput): Promise<Page<SummaryRow>> {
  const window = groupedWindow(input);
  const where = and(machineScope(context, sales.machineId), paymentScope(context, sales.paymentMethod), buildWhere(SUMMARY_FIELDS, input.filters));
  const groups = await context.db
    .select({ machineId: sales.machineId, hubId: sales.hubId, hubInternalId: sql<string | null>`min(${hubs.internalId})`, hubName: sql<string | null>`min(${hubName})`, machineNo: sql<string>`min(${machines.vmcNo})`, totalCup, totalRevenue })
    .from(sales)
    .innerJoin(machines, eq(machines.id, sales.machineId))
    .leftJoin(hubs, eq(hubs.id, sales.hubId))
    .where(where)
    .groupBy(sales.machineId, sales.hubId)
    .orderBy(orderBy(input))
    .limit(window.limit)
    .offset(window.offset);
  const perProduct = groups.length
    ? await context.db
        .select({ machineId: sales.machineId, hubId: sales.hubId, productId: sales.productId, productName: products.name, sum: sql<number>`sum(${sales.cups})::int` })
        .from(sales)
        .innerJoin(products, eq(products.id, sales.productId))
        .where(and(where, inArray(sales.machineId, [...new Set(groups.map((group) => group.machineId))])))
        .groupBy(sales.machineId, sales.hubId, sales.productId, products.name)
        .orderBy(sql`sum(${sales.cups}) desc`, products.name)
    : [];
  const withProducts = groups.map((group) => ({
    ...group,
    orderSummaryProducts: perProduct.filter((line) => line.machineId === group.machineId && line.hubId === group.hubId).map(({ productId, productName, sum }) => ({ productId, productName, sum })),
  }));
  return groupedPage(input, withProducts, async () => {
    const [row] = await context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(context.db.select({ machineId: sales.machineId }).from(sales).where(where).groupBy(sales.machineId, sales.hubId).as('groups'));
    return row!.n;
  });
}

builder.queryField('orderSummaries', (t) =>
  t.field({
    type: SummaryPageRef,
    nullable: true,
    description:
      'Per hub and machine, the completed cups, their revenue and the cups of each product; filter by createdTime (the period, by day), hubId, machineId, productId and paymentMethod. Sorts by totalCup, totalRevenue, machineNo or hubInternalId.',
    args: { pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }) },
    authScopes: { authority: 'VIEW_ORDER_SUMMARY' },
    resolve: (_root, args, context) => summaryPage(context, args.pageInput),
  }),
);

interface SummaryTotals {
  machines: number;
  totalCup: number;
  totalRevenue: number;
  firstDay: string | null;
  lastDay: string | null;
}

const SummaryTotalsRef = builder.objectRef<SummaryTotals>('OrderSummaryTotals').implement({
  description: 'The sums of every order summary row matching the filters, not only one page, and the days they come from.',
  fields: (t) => ({
    machines: t.exposeInt('machines', { description: 'How many hub and machine rows are summed.' }),
    totalCup: t.exposeInt('totalCup', { description: 'Cups sold.' }),
    totalRevenue: t.exposeFloat('totalRevenue', { description: 'Rupiah.' }),
    firstDay: t.exposeString('firstDay', { nullable: true, description: 'The first day (YYYY-MM-DD, in Jakarta) with a sale among the rows; none when nothing was sold.' }),
    lastDay: t.exposeString('lastDay', { nullable: true, description: 'The last day (YYYY-MM-DD, in Jakarta) with a sale among the rows; none when nothing was sold.' }),
  }),
});

async function summaryTotals(context: Context, filters: FilterInput | null | undefined): Promise<SummaryTotals> {
  const where = and(machineScope(context, sales.machineId), paymentScope(context, sales.paymentMethod), buildWhere(SUMMARY_FIELDS, filters));
  const [row] = await context.db
    .select({
      machines: sql<number>`count(distinct (${sales.machineId}, ${sales.hubId}))::int`,
      totalCup: sql<number>`coalesce(sum(${sales.cups}), 0)::int`,
      totalRevenue: sql<number>`coalesce(sum(${sales.revenue}), 0)::float8`,
      firstDay: sql<string | null>`to_char(min(${sales.day}) filter (where ${sales.cups} > 0), 'YYYY-MM-DD')`,
      lastDay: sql<string | null>`to_char(max(${sales.day}) filter (where ${sales.cups} > 0), 'YYYY-MM-DD')`,
    })
    .from(sales)
    .where(where);
  return { machines: Number(row!.machines), totalCup: Number(row!.totalCup), totalRevenue: Number(row!.totalRevenue), firstDay: row!.firstDay, lastDay: row!.lastDay };
}

builder.queryField('orderSummaryTotals', (t) =>
  t.field({
    type: SummaryTotalsRef,
    description: 'The cups and revenue of every order summary row matching the filters (the same filters as orderSummaries), and the first and last day sold.',
    args: { filters: t.arg({ description: 'The filters of the summary, as in its PageInput.', type: FilterInputRef }) },
    authScopes: { authority: 'VIEW_ORDER_SUMMARY' },
    resolve: (_root, args, context) => summaryTotals(context, args.filters),
  }),
);
