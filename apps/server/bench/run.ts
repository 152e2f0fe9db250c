import type pg from 'pg';
import { HUB_FIELDS } from '../src/features/hubs/hubs.schema';
import { hubReportQuery } from '../src/features/hubs/hub-report';
import { EXPORT_COLUMNS, compareReportExports, withBenchDatabase, type ApiSqlCase, type BenchDatabase } from './bench-server';
import { ACTIVITY_ROWS, HUB_ROWS, load } from './load';
import { ms, table, time, type Timing } from './measure';
import { ordersBench } from './orders';
import { pricingBench } from './pricing';
import { shopOrdersBench } from './shop-orders';
import { throughput } from './throughput';
import { uploadsBench } from './uploads';
import { liveBench } from './live';

/*
 * npm run bench: the list engine against raw SQL on PostgreSQL with 2.000.000 audit rows and 200.000
 * hubs, in a database of its own that is dropped afterwards. The server runs in this process, behind
 * HTTP as in production; the raw SQL runs on a connection of its own. Then the throughput of the
 * real server against its own statements (throughput.ts); `npm run bench -- throughput` runs only that.
 * Then 10.000.000 vending orders (orders.ts); `npm run bench -- orders` runs only that. Then the refill
 * planner (packages/refill-planner/bench); `npm run bench -- planner` runs only that. Then uploads of
 * 10, 25 and 50 MB while /healthz is asked (uploads.ts); `npm run bench -- uploads` runs only that.
 * Then the shop's price calculation, 20 lines against 200 active promos (pricing.ts); `npm run bench
 * -- pricing` runs only that. Then live screens across one and two server instances on Redis (live.ts);
 * `npm run bench -- live` runs only that. Then 10.000.000 shop orders (shop-orders.ts); `npm run bench
 * -- shop-orders` runs only that.
 */

const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** The deep page reached by cursor; less for a quick trial run on fewer rows. */
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE || 10_000);

const part = process.argv[2];
if (part === undefined) await withBenchDatabase(base, 'back_office_bench', load, `${ACTIVITY_ROWS} audit rows and ${HUB_ROWS} hubs`, run);
if (part === undefined || part === 'orders') await ordersBench(base);
if (part === undefined || part === 'throughput') await throughput(base);
// The refill planner on days like ours and the Solomon and Gehring-Homberger instances (docs/refill-planner.md); no database.
if (part === undefined || part === 'planner') await import('../../../packages/refill-planner/bench/run');
if (part === undefined || part === 'uploads') await uploadsBench();
if (part === undefined || part === 'pricing') await pricingBench();
if (part === undefined || part === 'live') await liveBench(base);
if (part === undefined || part === 'shop-orders') await shopOrdersBench(base);

async function run({ handle, raw, api, url, download }: BenchDatabase) {
  // Every statement the server sends through its pool, to count them per request.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  let statements = 0;
  const query = pool.query.bind(pool);
  pool.query = ((...args: Parameters<pg.Pool['query']>) => (statements++, query(...args))) as pg.Pool['query'];

  // The cursor of page 9.999's last row leads to page 10.000.
  const { rows: [last] } = await raw.query(`select time::text as t, id::text as i from user_activities order by time desc, id desc offset ${(DEEP_PAGE - 1) * 50 - 1} limit 1`);
  const cursor = Buffer.from(JSON.stringify({ o: 'time:DESC,id:DESC', v: [last.t, last.i] })).toString('base64url');
  const month = { operator: 'AND', options: [{ field: 'username', type: 'EQUAL', values: ['user7'] }, { field: 'time', type: 'BETWEEN', values: ['2025-03-01T00:00:00Z', '2025-03-31T23:59:59Z'] }] };
  const ACTIVITIES = 'query ($pageInput: PageInput!) { userActivities(pageInput: $pageInput) { totalRows totalRowsExact hasNextPage endCursor results { id username activity entity recordId message time } } }';
  const HUBS = 'query ($pageInput: PageInput!) { hubs(pageInput: $pageInput) { totalRows totalRowsExact hasNextPage results { id internalId displayName city hubType { name } cluster { name } ownership rentType active } } }';
  const capped = (where: string) => `(select count(*) from (select 1 from user_activities ${where} limit 10001) as counted)`;
  const page = `select id, username, activity, entity, record_id, message, time`;

  const cases: ApiSqlCase[] = [
    { name: 'request with no work ({ __typename })', api: () => api('{ __typename }'), sql: () => raw.query('select 1') },
    {
      name: 'audit log, first page of 50 with count',
      api: () => api(ACTIVITIES, { pageInput: { page: 1, size: 50 } }),
      sql: () => raw.query(`${page}, ${capped('')} from user_activities order by time desc, id desc limit 51`),
    },
    {
      name: 'audit log, one user and one month, by time',
      api: () => api(ACTIVITIES, { pageInput: { page: 1, size: 50, filters: month } }),
      sql: () =>
        raw.query(`${page}, ${capped("where username = $1 and time between $2 and $3")} from user_activities where username = $1 and time between $2 and $3 order by time desc, id desc limit 51`, [
          'user7', '2025-03-01T00:00:00Z', '2025-03-31T23:59:59Z',
        ]),
    },
    {
      name: `audit log, page ${DEEP_PAGE.toLocaleString('id-ID')} by cursor`,
      api: () => api(ACTIVITIES.replace('totalRows totalRowsExact ', ''), { pageInput: { page: DEEP_PAGE, size: 50, after: cursor } }),
      sql: () => raw.query(`${page} from user_activities where (time, id) < ($1, $2) order by time desc, id desc limit 51`, [last.t, last.i]),
    },
    {
      name: 'hubs, name search with count',
      api: () => api(HUBS, { pageInput: { page: 1, size: 50, filters: { operator: 'AND', options: [{ field: 'name', type: 'LIKE', values: ['kopi 1'] }] } } }),
      sql: () =>
        raw.query(
          `select id, internal_id, name, building_name, company_name, city, hub_type_id, cluster_id, ownership, rent_type, active,
            (select count(*) from (select 1 from hubs where name ilike $1 limit 10001) as counted) from hubs where name ilike $1 order by internal_id, id limit 51`,
          ['%kopi 1%'],
        ),
    },
  ];

  // The first request of a role reads its authorities once (auth.ts); the counts below are every later request's.
  await api('{ __typename }');
  const rows: string[][] = [];
  const results: Record<string, { api: Timing; sql: Timing }> = {};
  for (const entry of cases) {
    const before = statements;
    await entry.api();
    const count = statements - before;
    const measured = { api: await time(entry.api), sql: await time(entry.sql) };
    results[entry.name] = measured;
    rows.push([entry.name, ms(measured.api.p50), ms(measured.api.p95), ms(measured.sql.p50), ms(measured.sql.p95), String(count)]);
  }
  console.log(`\n${table(['case', 'API p50', 'API p95', 'SQL p50', 'SQL p95', 'statements'], rows)}\n`);
  const first = results[cases[1]!.name]!.api.p50;
  console.log(`Page ${DEEP_PAGE.toLocaleString('id-ID')} by cursor / page 1 (API p50): ${(results[cases[3]!.name]!.api.p50 / first).toFixed(2)}x\n`);

  // Exports: the report through the API against psql's \copy of the same SELECT.
  const exportRows = await compareReportExports(
    { url, api, download },
    { report: 'hubReport', sizes: [Math.min(20_000, HUB_ROWS / 10), HUB_ROWS], label: (size) => `${size} hubs`, select: (queryInput) => hubReportQuery(HUB_FIELDS, queryInput, 'Asia/Jakarta') },
  );
  console.log(`${table(['hub CSV', ...EXPORT_COLUMNS], exportRows)}\n`);
}
