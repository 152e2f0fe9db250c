import type pg from 'pg';
import { orderReportQuery } from '../src/features/orders/order-report';
import { API_SQL_COLUMNS, EXPORT_COLUMNS, adminViewer, compareReportExports, withBenchDatabase, type ApiSqlCase } from './bench-server';
import { table } from './measure';

/*
 * The orders part of `npm run bench` (`npm run bench -- orders` alone): 10.000.000 vending orders
 * across 300 machines at 100 hubs over two years, made inside PostgreSQL, in a database of its own
 * that is dropped afterwards. Each case runs through the API and as the SQL it stands for.
 */

export const ORDER_ROWS = Number(process.env.BENCH_ORDERS || 10_000_000);
const HUBS = 100;
const MACHINES = 300;
const PRODUCTS = 20;
const METHODS = `array['GOPAY', 'SHOPEE_PAY', 'DANA', 'CASH', 'LINKAJA', 'JUMPSTART']`;

async function loadOrders(client: pg.Client) {
  await client.query(`insert into hub_types (name) values ('Office')`);
  await client.query(`
    insert into hubs (incremental_index, internal_id, name, hub_type_id, address, city, latitude, longitude, running_schedules, timezone, ownership, rent_type,
      rent_additional_information, monthly_rental_fee, target_cup)
    select n, 'HUB-' || lpad(n::text, 4, '0'), 'Hub ' || n, 1, 'Jl. Sudirman ' || n, 'Jakarta', -6.2, 106.8,
      '[{"day":"MONDAY","open":"08:00","close":"17:00"}]'::jsonb, 'Asia/Jakarta', 'JUMPSTART', (array['FREE', 'REVENUE_SHARING', 'FIXED_COST'])[1 + n % 3],
      case n % 3 when 1 then jsonb_build_object('valueInPercentage', 12.5, 'minimumAmount', 1500000) when 2 then jsonb_build_object('value', 3000000, 'paymentTerms', 'MONTHLY') end,
      3000000, 300
    from generate_series(1, ${HUBS}) as n`);
  await client.query(`select setval('hub_numbers', ${HUBS})`).catch(() => undefined);
  await client.query(`insert into machine_types (name, initial_name) values ('Barista One', 'JB')`);
  await client.query(`
    insert into machines (vmc_no, name, factory_number, machine_type_id, physical_condition, active, refrigerator_mode, lock_motor_state)
    select 'JB-' || lpad(n::text, 4, '0'), 'Machine ' || n, 'FN-' || n, 1, 'CLEAR', true, 'OFF', 'LOCKED' from generate_series(1, ${MACHINES}) as n`);
  await client.query(`insert into machine_hubs (machine_id, hub_id, loaded_at) select n, 1 + (n - 1) % ${HUBS}, date '2024-01-01' from generate_series(1, ${MACHINES}) as n`);
  await client.query(`
    insert into products (name, cogs, min_duration, max_duration, contain_coffee, weight)
    select 'Product ' || n, 4000 + n * 100, 20, 60, true, 250 from generate_series(1, ${PRODUCTS}) as n`);
  // In batches of a million, so the server's WAL and memory stay modest.
  const batch = 1_000_000;
  for (let from = 1; from <= ORDER_ROWS; from += batch) {
    const to = Math.min(ORDER_ROWS, from + batch - 1);
    await client.query(`
      insert into vending_orders (machine_id, order_no, state, created_time, paid_time, pay_done_time, product_done_time, duration, payment_method, payment_provider,
        price, original_price, gmv, cogs, corporate_discount, subsidy, sales_type, product_id, product_name, hub_id, hub_internal_id, hub_name, machine_no, machine_initial, stock_consumed)
      select machine, 'O-' || n, case when n % 50 = 0 then 'FAILED' else 'COMPLETED' end, at, at + interval '10 seconds', at + interval '10 seconds',
        case when n % 50 = 0 then null else at + interval '60 seconds' end, 60, (${METHODS})[1 + n % 6], null,
        18000 + product * 500, 18000 + product * 500, 18000 + product * 500, 4000 + product * 100, 0, 0, 'REGULAR',
        product, 'Product ' || product, 1 + (machine - 1) % ${HUBS}, 'HUB-' || lpad((1 + (machine - 1) % ${HUBS})::text, 4, '0'), 'Hub ' || (1 + (machine - 1) % ${HUBS}),
        'JB-' || lpad(machine::text, 4, '0'), 'JB', n % 50 <> 0
      from (select n, 1 + n % ${MACHINES} as machine, 1 + (n / 7) % ${PRODUCTS} as product,
              timestamptz '2024-12-01 00:00+07' + (n::float8 / ${ORDER_ROWS}) * interval '730 days' as at
            from generate_series(${from}, ${to}) as n) as made`);
  }
  await client.query(`
    insert into order_daily_sales (day, machine_id, hub_id, product_id, payment_method, cups, revenue, gmv, cogs, corporate_discount, subsidy)
    select (created_time at time zone 'Asia/Jakarta')::date, machine_id, hub_id, product_id, payment_method, count(*), sum(price), sum(gmv), sum(cogs), 0, 0
    from vending_orders where state = 'COMPLETED' group by 1, 2, 3, 4, 5`);
  await client.query('analyze');
}

export async function ordersBench(base: string): Promise<void> {
  const loaded = `${ORDER_ROWS.toLocaleString('id-ID')} orders across ${MACHINES} machines at ${HUBS} hubs over two years`;
  await withBenchDatabase(base, 'back_office_bench_orders', loadOrders, loaded, async (bench) => {
    const { api, raw } = bench;

    // A month in the middle of the two years, in Jakarta.
    const [monthStart, monthEnd] = ['2025-11-01T00:00:00+07:00', '2025-11-30T23:59:59+07:00'];
    const ORDERS = 'query ($pageInput: PageInput!) { orders(pageInput: $pageInput) { totalRows totalRowsExact hasNextPage results { id orderNo state createdTime paymentMethod price productName hubName machineNo duration } } }';
    const hubMonth = {
      operator: 'AND',
      options: [
        { field: 'hubId', type: 'EQUAL', values: ['7'] },
        { field: 'createdTime', type: 'BETWEEN', values: [monthStart, monthEnd] },
      ],
    };
    const SUMMARY = 'query ($pageInput: PageInput!) { orderSummaries(pageInput: $pageInput) { totalRows results { hubInternalId machineNo totalCup totalRevenue orderSummaryProducts { productName sum } } } }';
    const month = { operator: 'AND', options: [{ field: 'createdTime', type: 'BETWEEN', values: [monthStart, monthEnd] }] };
    const cases: ApiSqlCase[] = [
      {
        name: 'orders of one hub and one month, newest first, with totalRows',
        api: () => api(ORDERS, { pageInput: { page: 1, size: 50, filters: hubMonth } }),
        sql: () =>
          raw.query(
            `select id, order_no, state, created_time, payment_method, price, product_name, hub_name, machine_no, duration,
              (select count(*) from (select 1 from vending_orders where hub_id = $1 and created_time between $2 and $3 limit 10001) as counted)
            from vending_orders where hub_id = $1 and created_time between $2 and $3 order by created_time desc, id desc limit 51`,
            [7, monthStart, monthEnd],
          ),
      },
      {
        // The orders run to 01-12-2026, so today has its share of them (and the same day last week too).
        name: 'home page: machines needing someone, sales today against last week, tasks today, the plan',
        api: () =>
          api(
            '{ fleetAttention(limit: 8) { active offline inError lowStock needing machines { id vmcNo name connected lastError lowStock } } salesToday { day today { cups revenue } lastWeekSoFar { cups revenue } lastWeekWholeDay { cups revenue } } tasksToday { total done started pending unassigned } refillPlan { id state machinesNeeding machinesPlanned machinesOutOfReach } }',
          ),
        sql: () =>
          raw.query(
            `select count(*) filter (where created_time >= $1 and created_time < now()), sum(price) filter (where created_time >= $1 and created_time < now()),
              count(*) filter (where created_time >= $1 - interval '7 days' and created_time < $1), sum(price) filter (where created_time >= $1 - interval '7 days' and created_time < $1)
            from vending_orders where state = 'COMPLETED'
              and ((created_time >= $1 - interval '7 days' and created_time < $1 - interval '6 days') or (created_time >= $1 and created_time < now()))`,
            [`${new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+07:00`],
          ),
      },
      {
        name: 'order summary of one month, all hubs (first 50 machines)',
        api: () => api(SUMMARY, { pageInput: { page: 1, size: 50, filters: month } }),
        sql: () =>
          raw.query(
            `select hub_id, machine_id, count(*), sum(price) from vending_orders where state = 'COMPLETED' and created_time between $1 and $2
            group by hub_id, machine_id order by min(hub_internal_id), min(machine_no) limit 51`,
            [monthStart, monthEnd],
          ),
      },
      {
        name: 'profitability of one month, all hubs (first 100 machines), with totalRows',
        api: () =>
          api('query ($pageInput: PageInput!) { profitabilityReport(pageInput: $pageInput) { totalRows results { hubInternalId machineId numberOfCupsSold gmv revenue cogs grossProfit grossProfitPercentage netProfit } } }', {
            pageInput: { page: 1, size: 100, filters: { operator: 'AND', options: [{ field: 'month', type: 'EQUAL', values: ['202511'] }] } },
          }),
        sql: () =>
          raw.query(
            `select o.hub_id, o.machine_id, count(*) as cups, sum(o.gmv), sum(o.price) as revenue, sum(o.cogs), sum(o.price) - sum(o.cogs) as gross_profit,
              case h.rent_type when 'REVENUE_SHARING' then greatest(sum(o.price) * 0.125, 1500000.0 / 3) when 'FIXED_COST' then 3000000.0 / 3 else 0 end as rent,
              count(*) over () as total_rows
            from vending_orders o join hubs h on h.id = o.hub_id
            where o.state = 'COMPLETED' and o.created_time >= $1 and o.created_time < $2
            group by o.hub_id, o.machine_id, h.rent_type order by o.hub_id, o.machine_id limit 100`,
            ['2025-11-01T00:00:00+07:00', '2025-12-01T00:00:00+07:00'],
          ),
      },
      {
        name: 'machine analytics of a year, all hubs',
        api: () =>
          api('query { machineAnalytics(startDate: "2025-01-01", endDate: "2025-12-31") { totalCups totalRevenue series { cups revenue } byHub { cups } byProduct { cups } byPaymentMethod { cups } bestByCups { cups } worstByCups { cups } } }'),
        sql: () =>
          raw.query(
            `select date_trunc('month', created_time at time zone 'Asia/Jakarta') as month, hub_id, product_id, payment_method, count(*), sum(price)
            from vending_orders where state = 'COMPLETED' and created_time >= $1 and created_time < $2 group by grouping sets ((1), (2), (3), (4))`,
            ['2025-01-01T00:00:00+07:00', '2026-01-01T00:00:00+07:00'],
          ),
      },
    ];
    const rows = await bench.apiAgainstSql(cases, 30);
    console.log(`\n${table(['case (10M orders)', ...API_SQL_COLUMNS], rows)}\n`);

    // The orders CSV through the API against psql's \copy of the same SELECT, at 100.000 and 1.000.000 rows.
    const viewer = await adminViewer(bench);
    const exportRows = await compareReportExports(bench, {
      report: 'orderReport',
      sizes: [100_000, 1_000_000].filter((count) => count <= ORDER_ROWS),
      label: (size) => `${size.toLocaleString('id-ID')} orders`,
      select: (queryInput) => orderReportQuery(queryInput, 'Asia/Jakarta', viewer),
    });
    console.log(`${table(['orders CSV', ...EXPORT_COLUMNS], exportRows)}\n`);
  });
}
