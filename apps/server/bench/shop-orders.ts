import type pg from 'pg';
import { shopOrderReportQuery } from '../src/features/shop-orders/shop-order-reports';
import { API_SQL_COLUMNS, EXPORT_COLUMNS, adminViewer, compareReportExports, withBenchDatabase, type ApiSqlCase } from './bench-server';
import { ms, table } from './measure';

/*
 * The shop orders part of `npm run bench` (`npm run bench -- shop-orders` alone): 10.000.000 shop
 * orders at 100 outlets over two years, made inside PostgreSQL (BENCH_SHOP_ORDERS for fewer while
 * trying it), in a database of its own that is dropped afterwards. The orders page of one outlet and
 * one month against the SQL it stands for, and the download against psql's \copy of its SELECT.
 */

export const SHOP_ORDER_ROWS = Number(process.env.BENCH_SHOP_ORDERS || 10_000_000);
const OUTLETS = 100;
/** Calls per case, after five to warm up; the API and its SQL taken in turn. */
const RUNS = 200;

export async function loadShopOrders(client: pg.Client) {
  await client.query(`
    insert into shop_hubs (name, hub_no, city, time_zone, active, target_order, target_item, target_revenue)
    select 'Outlet ' || n, 'JS-' || lpad(n::text, 3, '0'), 'Jakarta', 'Asia/Jakarta', true, 3000, 6000, 150000000 from generate_series(1, ${OUTLETS}) as n`);
  // In batches of a million, so the server's WAL and memory stay modest.
  const batch = 1_000_000;
  for (let from = 1; from <= SHOP_ORDER_ROWS; from += batch) {
    const to = Math.min(SHOP_ORDER_ROWS, from + batch - 1);
    await client.query(`
      insert into shop_orders (shop_hub_id, order_no, order_no_alias, type, channel, state, customer_name, created_time, paid_time, completed_time, expired_time,
        total_price, discount_amount, paid_amount, cogs, delivery_fee, delivery_discount, payment_method, payment_reference_id)
      select outlet, 'SO-' || n, 'A' || (n % 1000), (array['PICK_UP', 'DELIVERY', 'DINE_IN', 'GO_FOOD'])[1 + n % 4], case when n % 5 = 0 then 'POS' else 'APP' end,
        case when n % 20 = 0 then 'EXPIRED' when n % 97 = 0 then 'MISSED' else 'COMPLETED' end, 'Customer ' || (n % 50000),
        at, case when n % 20 = 0 then null else at + interval '1 minute' end, case when n % 20 = 0 or n % 97 = 0 then null else at + interval '12 minutes' end, at + interval '15 minutes',
        price + fee, discount, price + fee - discount, price * 3 / 10, fee, 0, (array['GOPAY', 'SHOPEE_PAY', 'LINKAJA', 'CASH', 'CREDIT_CARD', 'JUMPSTART'])[1 + n % 6], 'PAY-' || n
      from (select n, 1 + n % ${OUTLETS} as outlet, 25000 + (n % 7) * 5000 as price, case when n % 4 = 1 then 12000 else 0 end as fee,
              case when n % 10 = 0 then 5000 else 0 end as discount,
              timestamptz '2024-12-01 00:00+07' + (n::float8 / ${SHOP_ORDER_ROWS}) * interval '730 days' as at
            from generate_series(${from}, ${to}) as n) as made`);
  }
  // As autovacuum would after such a load: the visibility map lets the capped count read the index alone.
  await client.query('vacuum (analyze) shop_orders');
  await client.query('analyze');
}

export async function shopOrdersBench(base: string): Promise<void> {
  const loaded = `${SHOP_ORDER_ROWS.toLocaleString('id-ID')} shop orders at ${OUTLETS} outlets over two years`;
  await withBenchDatabase(base, 'back_office_bench_shop_orders', loadShopOrders, loaded, async (bench) => {
    const { api, raw } = bench;

    // A month in the middle of the two years, in Jakarta.
    const [monthStart, monthEnd] = ['2025-11-01T00:00:00+07:00', '2025-11-30T23:59:59+07:00'];
    const ORDERS =
      'query ($pageInput: PageInput!) { shopOrders(pageInput: $pageInput) { totalRows totalRowsExact hasNextPage results { id orderNo orderNoAlias state type channel customerName createdTime paidTime paymentMethod totalPrice paidAmount hubId hub { id name } } } }';
    const outletMonth = (extra: object[] = []) => ({
      operator: 'AND',
      options: [{ field: 'hubId', type: 'EQUAL', values: ['7'] }, { field: 'createdTime', type: 'BETWEEN', values: [monthStart, monthEnd] }, ...extra],
    });
    const page = `select o.id, o.order_no, o.order_no_alias, o.state, o.type, o.channel, o.customer_name, o.created_time, o.paid_time, o.payment_method, o.total_price, o.paid_amount, o.shop_hub_id, h.name`;
    const counted = (where: string) => `(select count(*) from (select 1 from shop_orders o where ${where} limit 10001) as counted)`;
    const oneOutlet = `o.shop_hub_id = $1 and o.created_time between $2 and $3`;
    const cases: ApiSqlCase[] = [
      {
        name: 'orders of one outlet and one month, newest first, with totalRows',
        api: () => api(ORDERS, { pageInput: { page: 1, size: 50, filters: outletMonth() } }),
        sql: () => raw.query(`${page}, ${counted(oneOutlet)} from shop_orders o join shop_hubs h on h.id = o.shop_hub_id where ${oneOutlet} order by o.created_time desc, o.id desc limit 51`, [7, monthStart, monthEnd]),
      },
      {
        name: 'the same, expired only',
        api: () => api(ORDERS, { pageInput: { page: 1, size: 50, filters: outletMonth([{ field: 'state', type: 'EQUAL', values: ['EXPIRED'] }]) } }),
        sql: () =>
          raw.query(`${page}, ${counted(`${oneOutlet} and o.state = 'EXPIRED'`)} from shop_orders o join shop_hubs h on h.id = o.shop_hub_id where ${oneOutlet} and o.state = 'EXPIRED' order by o.created_time desc, o.id desc limit 51`, [
            7,
            monthStart,
            monthEnd,
          ]),
      },
      {
        name: 'all outlets, newest first, with totalRows',
        api: () => api(ORDERS, { pageInput: { page: 1, size: 50 } }),
        sql: () => raw.query(`${page}, ${counted('true')} from shop_orders o join shop_hubs h on h.id = o.shop_hub_id order by o.created_time desc, o.id desc limit 51`),
      },
    ];
    const rows = await bench.apiAgainstSql(cases, RUNS, (apiTiming, sqlTiming) => [ms(apiTiming.p50 - sqlTiming.p50)]);
    // What every call pays before any work: HTTP, the session's check and GraphQL around nothing.
    const bare = await bench.timeApi(() => api('{ __typename }'), undefined, RUNS);
    rows.push(['a signed-in request with no work ({ __typename })', ms(bare.api.p50), ms(bare.api.p95), ms(bare.server.p50), '', '', '']);
    console.log(`\n${table([`case (${SHOP_ORDER_ROWS.toLocaleString('id-ID')} shop orders)`, ...API_SQL_COLUMNS, 'API - SQL (p50)'], rows)}\n`);

    // The shop orders CSV through the API against psql's \copy of the same SELECT.
    const viewer = await adminViewer(bench);
    const exportRows = await compareReportExports(bench, {
      report: 'shopOrderReport',
      sizes: [100_000, 1_000_000].filter((count) => count <= SHOP_ORDER_ROWS),
      label: (size) => `${size.toLocaleString('id-ID')} orders`,
      select: (queryInput) => shopOrderReportQuery(queryInput, 'Asia/Jakarta', viewer),
    });
    console.log(`${table(['shop orders CSV', ...EXPORT_COLUMNS], exportRows)}\n`);
  });
}
