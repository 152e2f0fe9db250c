import { orderStateLabels, salesTypeLabels, vendingPaymentMethodLabels } from '@back-office/domain';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { builder } from '../../platform/builder';
import type { Viewer } from '../../platform/context';
import { buildSearch, buildWhere, type PagingFields, type QueryInput } from '../../platform/paging';
import { QueryInputRef } from '../../platform/paging/inputs';
import { csvDateTime, csvLabel, csvText } from '../reports/csv-sql';
import { checkTimeZone, defineReport } from '../reports/reports.service';
import { products } from '../products/products.table';
import { machineScope } from '../machines/machine-scope';
import { paymentScope } from '../user-mappings/payment-scope';
import { ORDER_FIELDS } from './orders.schema';
import { SUMMARY_FIELDS } from './order-summaries.schema';
import { orderDailySales, vendingOrders } from './orders.table';

/*
 * The downloads of the order pages: every order matching the list's filters (the period is the
 * Created filter), and the order summary of a period, each one statement formatted by PostgreSQL
 * and streamed as it comes, so a year of orders never sits in memory.
 */

const column = (value: SQLWrapper, header: string) => sql`${value} as ${sql.identifier(header)}`;

export function orderReportQuery(queryInput: QueryInput | null, timeZone: string, viewer: Viewer): SQL {
  const fields: PagingFields = ORDER_FIELDS;
  const where = and(
    machineScope(viewer, vendingOrders.machineId),
    paymentScope(viewer, vendingOrders.paymentMethod),
    buildWhere(fields, queryInput?.filters),
    buildSearch(fields, queryInput?.search),
  );
  const columns = [
    column(csvText(vendingOrders.orderNo), 'Order No'),
    column(csvLabel(vendingOrders.state, orderStateLabels), 'State'),
    column(csvDateTime(vendingOrders.createdTime, timeZone), 'Created'),
    column(csvDateTime(vendingOrders.paidTime, timeZone), 'Paid'),
    column(csvDateTime(vendingOrders.productDoneTime, timeZone), 'Product Done'),
    column(vendingOrders.duration, 'Duration (s)'),
    column(csvText(vendingOrders.machineNo), 'Machine No'),
    column(csvText(vendingOrders.machineInitial), 'Machine Initial'),
    column(csvText(vendingOrders.hubInternalId), 'Hub Internal ID'),
    column(csvText(vendingOrders.hubName), 'Hub Name'),
    column(vendingOrders.productId, 'Product ID'),
    column(csvText(vendingOrders.productName), 'Product'),
    column(csvLabel(vendingOrders.paymentMethod, vendingPaymentMethodLabels), 'Payment Method'),
    column(csvText(vendingOrders.paymentReferenceId), 'Payment Reference'),
    column(csvLabel(vendingOrders.salesType, salesTypeLabels), 'Sales Type'),
    column(vendingOrders.price, 'Price'),
    column(vendingOrders.expectedPrice, 'Expected Price'),
    column(vendingOrders.originalPrice, 'Original Price'),
    column(vendingOrders.gmv, 'GMV'),
    column(vendingOrders.cogs, 'COGS'),
    column(vendingOrders.corporateDiscount, 'Corporate Discount'),
    column(vendingOrders.subsidy, 'Subsidy'),
    column(csvText(vendingOrders.remark), 'Remark'),
  ];
  return sql`select ${sql.join(columns, sql`, `)} from ${vendingOrders} ${where ? sql`where ${where}` : sql``} order by ${vendingOrders.createdTime} nulls last, ${vendingOrders.id}`;
}

export function orderSummaryReportQuery(queryInput: QueryInput | null, viewer: Viewer): SQL {
  const sales = orderDailySales;
  const where = and(machineScope(viewer, sales.machineId), paymentScope(viewer, sales.paymentMethod), buildWhere(SUMMARY_FIELDS, queryInput?.filters));
  return sql`select
      ${csvText(sql`min(h.internal_id)`)} as "Hub Internal ID",
      ${csvText(sql`min(coalesce(h.name, h.building_name, h.company_name, h.internal_id))`)} as "Hub Name",
      ${csvText(sql`min(m.vmc_no)`)} as "Machine No",
      ${csvText(sql`min(p.name)`)} as "Product",
      sum(${sales.cups}) as "Cups",
      sum(${sales.revenue}) as "Revenue"
    from ${sales}
    join machines m on m.id = ${sales.machineId}
    left join hubs h on h.id = ${sales.hubId}
    join ${products} p on ${eq(sql`p.id`, sales.productId)}
    ${where ? sql`where ${where}` : sql``}
    group by ${sales.hubId}, ${sales.machineId}, ${sales.productId}
    order by min(h.internal_id) nulls last, min(m.vmc_no), sum(${sales.cups}) desc`;
}

type ReportParameters = { queryInput: QueryInput | null; timeZone: string };

const requestOrderReport = defineReport<ReportParameters>('orders', {
  authority: 'VIEW_ORDER',
  fileName: 'orders',
  query: ({ queryInput, timeZone }, viewer) => orderReportQuery(queryInput, timeZone, viewer),
});

const requestSummaryReport = defineReport<ReportParameters>('order-summaries', {
  authority: 'VIEW_ORDER_SUMMARY',
  fileName: 'order-summary',
  query: ({ queryInput }, viewer) => orderSummaryReportQuery(queryInput, viewer),
});

const reportArgs = (t: PothosSchemaTypes.QueryFieldBuilder<typeof builder.$inferSchemaTypes, object>) => ({
  queryInput: t.arg({ description: 'The sorts, filters and search that choose the rows.', type: QueryInputRef }),
  timeZone: t.arg.string({ description: "The IANA zone the times are written in, e.g. the browser's; default Asia/Jakarta." }),
});

builder.queryField('orderReport', (t) =>
  t.field({
    nullable: true,
    type: 'String',
    description:
      'The address of a CSV of every order matching the filters that the caller may see (the period is the createdTime filter), oldest first, with its money; it works for five minutes, for the caller only.',
    args: reportArgs(t),
    authScopes: { authority: 'VIEW_ORDER' },
    resolve: (_root, args, context) => {
      // Bad filters and zones are refused now, not halfway through the download.
      const parameters = { queryInput: args.queryInput ?? null, timeZone: checkTimeZone(args.timeZone) };
      orderReportQuery(parameters.queryInput, parameters.timeZone, context);
      return requestOrderReport(context, parameters);
    },
  }),
);

builder.queryField('orderSummaryReport', (t) =>
  t.field({
    nullable: true,
    type: 'String',
    description: 'The address of a CSV of the order summary for the filters: per hub, machine and product, the cups and their revenue; it works for five minutes, for the caller only.',
    args: reportArgs(t),
    authScopes: { authority: 'VIEW_ORDER_SUMMARY' },
    resolve: (_root, args, context) => {
      const parameters = { queryInput: args.queryInput ?? null, timeZone: checkTimeZone(args.timeZone) };
      orderSummaryReportQuery(parameters.queryInput, context);
      return requestSummaryReport(context, parameters);
    },
  }),
);
