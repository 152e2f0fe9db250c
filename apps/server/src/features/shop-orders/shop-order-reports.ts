import { shopOrderStateLabels, shopOrderTypeLabels, shopPaymentMethodLabels } from '@back-office/domain';
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { builder } from '../../platform/builder';
import type { Context, Viewer } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { mappingScope } from '../../platform/mappings';
import { buildSearch, buildWhere, type QueryInput } from '../../platform/paging';
import { QueryInputRef } from '../../platform/paging/inputs';
import { csvDateTime, csvLabel, csvText } from '../reports/csv-sql';
import { checkTimeZone, defineReport } from '../reports/reports.service';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { SHOP_ORDER_FIELDS } from './shop-orders.schema';
import { shopOrderLines, shopOrders } from './shop-orders.table';

/*
 * The order pages' figures over many orders: the outlet summary of a month, and the download of the
 * orders a list shows, one statement formatted by PostgreSQL and streamed as it comes.
 */


/** Orders that count as sales: paid and not lost. */
const SOLD_STATES = sql`('PAID', 'ACK', 'COMPLETED')`;

const column = (value: SQLWrapper, header: string) => sql`${value} as ${sql.identifier(header)}`;

/** Every order the list's filters choose that the caller may see, oldest first, with its money. */
export function shopOrderReportQuery(queryInput: QueryInput | null, timeZone: string, viewer: Viewer): SQL {
  const where = and(mappingScope(viewer, 'shopHubs', shopOrders.shopHubId), buildWhere(SHOP_ORDER_FIELDS, queryInput?.filters), buildSearch(SHOP_ORDER_FIELDS, queryInput?.search));
  const netPrice = sql`(${shopOrders.totalPrice} - ${shopOrders.deliveryFee} - (${shopOrders.discountAmount} - ${shopOrders.deliveryDiscount}))`;
  const columns = [
    column(csvText(shopOrders.orderNo), 'Order No'),
    column(csvText(shopOrders.orderNoAlias), 'Alias'),
    column(csvText(sql`h.hub_no`), 'Outlet No'),
    column(csvText(sql`h.name`), 'Outlet'),
    column(csvLabel(shopOrders.state, shopOrderStateLabels), 'State'),
    column(csvLabel(shopOrders.type, shopOrderTypeLabels), 'Type'),
    column(csvLabel(shopOrders.channel, { APP: 'Ordering app', POS: 'Counter' }), 'Channel'),
    column(csvText(shopOrders.customerName), 'Customer'),
    column(csvDateTime(shopOrders.createdTime, timeZone), 'Created'),
    column(csvDateTime(shopOrders.paidTime, timeZone), 'Paid'),
    column(csvDateTime(shopOrders.completedTime, timeZone), 'Completed'),
    column(csvLabel(shopOrders.paymentMethod, shopPaymentMethodLabels), 'Payment Method'),
    column(csvText(shopOrders.paymentReferenceId), 'Payment Reference'),
    column(shopOrders.totalPrice, 'Total Price'),
    column(shopOrders.discountAmount, 'Total Discount'),
    column(netPrice, 'Net Price'),
    column(shopOrders.cogs, 'COGS'),
    column(sql`${netPrice} - ${shopOrders.cogs}`, 'Gross Profit'),
    column(shopOrders.deliveryFee, 'Delivery Amount'),
    column(shopOrders.deliveryDiscount, 'Delivery Discount'),
    column(shopOrders.paidAmount, 'Total Paid'),
  ];
  return sql`select ${sql.join(columns, sql`, `)} from ${shopOrders} join ${shopHubs} h on h.id = ${shopOrders.shopHubId} ${where ? sql`where ${where}` : sql``} order by ${shopOrders.createdTime}, ${shopOrders.id}`;
}

type ReportParameters = { queryInput: QueryInput | null; timeZone: string };

const requestShopOrderReport = defineReport<ReportParameters>('shop-orders', {
  authority: 'VIEW_SHOP_ORDER',
  fileName: 'shop-orders',
  query: ({ queryInput, timeZone }, viewer) => shopOrderReportQuery(queryInput, timeZone, viewer),
});

builder.queryField('shopOrderReport', (t) =>
  t.field({
    nullable: true,
    type: 'String',
    description:
      'The address of a CSV of every shop order matching the filters that the caller may see (the period is the createdTime filter), oldest first, with its money; it works for five minutes, for the caller only.',
    args: {
      queryInput: t.arg({ description: 'The sorts, filters and search that choose the rows.', type: QueryInputRef }),
      timeZone: t.arg.string({ description: "The IANA zone the times are written in, e.g. the browser's; default Asia/Jakarta." }),
    },
    authScopes: { authority: 'VIEW_SHOP_ORDER' },
    resolve: (_root, args, context) => {
      // Bad filters and zones are refused now, not halfway through the download.
      const parameters = { queryInput: args.queryInput ?? null, timeZone: checkTimeZone(args.timeZone) };
      shopOrderReportQuery(parameters.queryInput, parameters.timeZone, context);
      return requestShopOrderReport(context, parameters);
    },
  }),
);

/* ---------- the outlet summary ---------- */

export interface OutletSummary {
  hubId: number;
  hubNo: string;
  hubName: string;
  totalOrder: number;
  totalItem: number;
  totalRevenue: number;
  targetOrder: number | null;
  targetItem: number | null;
  targetRevenue: number | null;
}

const OutletSummaryRef = builder.objectRef<OutletSummary>('ShopOrderOutletSummary').implement({
  description: 'One outlet’s sales in a month against its monthly targets: paid orders (paid, accepted or completed), their items and their revenue.',
  fields: (t) => ({
    hubId: t.exposeInt('hubId', { description: 'The outlet’s id.' }),
    hubNo: t.exposeString('hubNo', { description: 'The outlet’s number.' }),
    hubName: t.exposeString('hubName', { description: 'The outlet’s name.' }),
    totalOrder: t.exposeInt('totalOrder', { description: 'Paid orders placed in the month.' }),
    totalItem: t.exposeInt('totalItem', { description: 'Units sold in those orders.' }),
    totalRevenue: t.exposeFloat('totalRevenue', { description: 'Rupiah paid for those orders.' }),
    targetOrder: t.exposeInt('targetOrder', { nullable: true, description: 'Orders a month the outlet is expected to take, or null.' }),
    targetItem: t.exposeInt('targetItem', { nullable: true, description: 'Items a month, or null.' }),
    targetRevenue: t.exposeInt('targetRevenue', { nullable: true, description: 'Rupiah a month, or null.' }),
  }),
});

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Every outlet the caller may see, with its paid orders of the month read on the outlet's own clock. */
export async function outletSummaries(context: Context, month: string): Promise<OutletSummary[]> {
  const match = MONTH.exec(month);
  if (!match) throw badInput('A month is written YYYY-MM.', { month: 'A month is written YYYY-MM.' });
  const first = `${month}-01`;
  // A day on each side takes in every zone; the outlet's own month is then exact.
  const result = await context.db.execute(sql`
    with sold as (
      select o.shop_hub_id, count(*)::int as orders, sum(o.paid_amount)::float8 as revenue,
             coalesce(sum((select sum(l.amount) from ${shopOrderLines} l where l.shop_order_id = o.id)), 0)::int as items
      from ${shopOrders} o join ${shopHubs} h on h.id = o.shop_hub_id
      where o.created_time >= ${first}::date - interval '1 day' and o.created_time < ${first}::date + interval '1 month 1 day'
        and date_trunc('month', o.created_time at time zone h.time_zone) = ${first}::timestamp
        and o.state in ${SOLD_STATES}
      group by o.shop_hub_id
    )
    select ${shopHubs.id} as "hubId", ${shopHubs.hubNo} as "hubNo", ${shopHubs.name} as "hubName", coalesce(s.orders, 0) as "totalOrder", coalesce(s.items, 0) as "totalItem",
           coalesce(s.revenue, 0) as "totalRevenue", ${shopHubs.targetOrder} as "targetOrder", ${shopHubs.targetItem} as "targetItem", ${shopHubs.targetRevenue} as "targetRevenue"
    from ${shopHubs} left join sold s on s.shop_hub_id = ${shopHubs.id}
    where ${mappingScope(context, 'shopHubs', shopHubs.id)} and (${shopHubs.active} or s.orders > 0)
    order by ${shopHubs.name}`);
  return (result as unknown as { rows: OutletSummary[] }).rows;
}

builder.queryField('shopOrderOutletSummaries', (t) =>
  t.field({
    type: [OutletSummaryRef],
    description: 'Each outlet the caller may see (active, or with sales in the month): its paid orders, items and revenue of the month against its targets. BAD_USER_INPUT for a month not written YYYY-MM.',
    args: { month: t.arg.string({ required: true, description: 'The month, YYYY-MM, read on each outlet’s own clock.' }) },
    authScopes: { authority: 'VIEW_SHOP_ORDER' },
    resolve: (_root, args, context) => outletSummaries(context, args.month),
  }),
);
