import pg from 'pg';
import { connectPostgres } from '../src/db/client';
import { seed } from '../src/seed';
import { loadShopOrders } from './shop-orders';
import { benchServer } from './bench-server';
import { ms, time } from './measure';

const url = 'postgres://postgres@127.0.0.1:5432/prof_shop';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
const exists = (await admin.query(`select 1 from pg_database where datname = 'prof_shop'`)).rowCount;
if (!exists) await admin.query('create database prof_shop');
const handle = connectPostgres(url);
const raw = new pg.Client({ connectionString: url });
await raw.connect();
if (!exists) {
  await handle.migrate((db) => seed(db, { adminPassword: 'Bench12345', demo: false }).then(() => undefined));
  await loadShopOrders(raw);
}
const { api, close } = await benchServer(handle.db, 'Bench12345');
const filters = { operator: 'AND', options: [{ field: 'hubId', type: 'EQUAL', values: ['7'] }, { field: 'createdTime', type: 'BETWEEN', values: ['2025-11-01T00:00:00+07:00', '2025-11-30T23:59:59+07:00'] }] };
const fields = 'id orderNo orderNoAlias state type channel customerName createdTime paidTime paymentMethod totalPrice paidAmount hubId';
const cases: [string, () => Promise<unknown>][] = [
  ['bare', () => api('{ __typename }')],
  ['me', () => api('{ me { id } }').catch(() => api('{ __typename }'))],
  ['page no hub', () => api(`query ($p: PageInput!) { shopOrders(pageInput: $p) { totalRows totalRowsExact hasNextPage results { ${fields} } } }`, { p: { page: 1, size: 50, filters } })],
  ['page hub', () => api(`query ($p: PageInput!) { shopOrders(pageInput: $p) { totalRows totalRowsExact hasNextPage results { ${fields} hub { id name } } } }`, { p: { page: 1, size: 50, filters } })],
  ['sql', () => raw.query(`select o.id, o.order_no, o.order_no_alias, o.state, o.type, o.channel, o.customer_name, o.created_time, o.paid_time, o.payment_method, o.total_price, o.paid_amount, o.shop_hub_id, h.name, (select count(*) from (select 1 from shop_orders o where o.shop_hub_id = $1 and o.created_time between $2 and $3 limit 10001) as counted) from shop_orders o join shop_hubs h on h.id = o.shop_hub_id where o.shop_hub_id = $1 and o.created_time between $2 and $3 order by o.created_time desc, o.id desc limit 51`, [7, '2025-11-01T00:00:00+07:00', '2025-11-30T23:59:59+07:00'])],
];
const only = process.env.ONLY; (globalThis as unknown as { findTimes?: number[][] }).findTimes = [];
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
const session = new Session(); session.connect();
await api('{ __typename }');
if (process.env.PROF) { await session.post('Profiler.enable'); await session.post('Profiler.start'); }
 for (let round = 0; round < 2; round++)
  for (const [name, work] of cases.filter(([n]) => !only || n === only)) {
    const times: number[] = [];
    (globalThis as unknown as { serverTimes?: number[] }).serverTimes = times;
    const t = await time(work, 200);
    times.sort((a, b) => a - b);
    console.log(name.padEnd(14), ms(t.p50), ms(t.p95), 'server p50', ms(times[Math.floor(times.length / 2)] ?? 0));
    const F = (globalThis as unknown as { findTimes?: number[][] }).findTimes!;
    if (F.length) { const a = F.map((x) => x[0]!).sort((x, y) => x - y), b = F.map((x) => x[1]!).sort((x, y) => x - y); console.log('   build', ms(a[a.length >> 1]!), 'execute', ms(b[b.length >> 1]!)); }
    F.length = 0;
  }
if (process.env.PROF) { const { profile } = await session.post('Profiler.stop'); writeFileSync(process.env.PROF, JSON.stringify(profile)); }
close();
await raw.end();
await handle.close();
await admin.end();
