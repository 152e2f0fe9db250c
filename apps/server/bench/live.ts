import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { PAYMENT_CALLBACK_PATH } from '@back-office/domain';
import { connectPostgres, type Database } from '../src/db/client';
import { shopOrders } from '../src/features/shop-orders/shop-orders.table';
import { makeHub, makeWaitingOrder } from '../src/testing/live';
import { notification, SERVER_KEY } from '../src/testing/shop-callbacks';
import { ms, table } from './measure';
import { startServer, type ServerProcess } from './server-process';

/*
 * npm run bench -- live: live screens (graphql-ws clients subscribed to orderPaid of one outlet, the
 * worst fan-out: every screen receives every event) against real server processes on PostgreSQL and
 * Redis. Each order is paid as the gateway pays it: a signed settlement notification posted to the
 * payment callback of one of the instances (in turn), and the time from sending that notification
 * to the event on each screen is kept: the callback's checks and transaction, the outbox, Redis and
 * the subscriptions. First one instance with 10 and 1,000 screens, then a second
 * instance and the screens split across both. Memory per screen is the first instance's resident
 * memory with 1,000 screens less that with none, over 1,000.
 */

const PASSWORD = 'Bench12345';
const EVENTS = Number(process.env.BENCH_LIVE_EVENTS || 30);
const SCREENS = Number(process.env.BENCH_LIVE_SCREENS || 1000);
const SESSIONS = 20;
const MISSED_MS = 20_000;
let missed = 0;
/** What went wrong on any screen: an error, a subscription that ended. */
const problems: string[] = [];
const QUERY = 'subscription ($shopHubId: Int!) { orderPaid(shopHubId: $shopHubId) { id state orderNoAlias hubId menus { name } } }';

/** Pays the order through the payment callback of the server at `origin`, as the gateway would. */
async function payThroughCallback(origin: string, body: string) {
  const answer = await fetch(`${origin}${PAYMENT_CALLBACK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  if (answer.status !== 200) throw new Error(`The payment callback answered ${answer.status}: ${await answer.text()}`);
}

/** The signed settlement notification of an order waiting for its payment. */
async function settlementOf(db: Database, shopOrderId: number): Promise<string> {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.id, shopOrderId));
  return JSON.stringify(notification(order!));
}

interface Screen {
  client: Client;
  /** Resolves when the screen receives order `id`. */
  waitFor(id: number): Promise<number>;
}

export async function liveBench(base: string): Promise<void> {
  const redis = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const name = `back_office_live_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(base);
  target.pathname = `/${name}`;
  const url = target.toString();
  const servers: ServerProcess[] = [];
  const screens: Screen[] = [];
  const environment = { DATABASE_URL: url, REDIS_URL: redis, ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'false', REFILL_PLAN_HOUR: 'off', PAYMENT_SERVER_KEY: SERVER_KEY };
  try {
    servers.push(await startServer(environment));
    const database = connectPostgres(url);
    const hub = await makeHub(database.db);
    const cookies = await Promise.all(Array.from({ length: SESSIONS }, () => signIn(servers[0]!.origin)));

    const rows: string[][] = [];
    const measure = async (label: string, count: number, on: ServerProcess[]) => {
      const opened = await Promise.all(Array.from({ length: count }, (_, index) => openScreen(on[index % on.length]!.origin, cookies[index % cookies.length]!, hub)));
      screens.push(...opened);
      // Every subscription registered (and Redis subscribed on every instance) before measuring: one order all screens receive.
      await new Promise((resolve) => setTimeout(resolve, 1_000 + count));
      const warmUp = await makeWaitingOrder(database.db, hub);
      const warmed = opened.map((screen) => screen.waitFor(warmUp));
      await payThroughCallback(on[0]!.origin, await settlementOf(database.db, warmUp));
      await Promise.all(warmed);
      missed = 0;
      const samples: number[] = [];
      for (let event = 0; event < EVENTS; event++) {
        const order = await makeWaitingOrder(database.db, hub);
        const settlement = await settlementOf(database.db, order);
        const started = performance.now();
        const arrivals = opened.map((screen) => screen.waitFor(order));
        await payThroughCallback(on[event % on.length]!.origin, settlement);
        for (const arrived of await Promise.all(arrivals)) samples.push(arrived - started);
      }
      samples.sort((a, b) => a - b);
      const at = (fraction: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * fraction))]!;
      rows.push([label, String(count), String(on.length), ms(at(0.5)), ms(at(0.95)), ms(at(0.99)), String(missed)]);
      missed = 0;
      console.log(rows.at(-1)!.join(' | '));
      for (const screen of opened.splice(0)) await screen.client.dispose();
      screens.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 500));
    };

    await measure('one instance', 10, servers);
    console.log('Measuring memory per screen…');
    const idle = servers[0]!.rssMb();
    const memoryScreens = await Promise.all(Array.from({ length: SCREENS }, (_, index) => openScreen(servers[0]!.origin, cookies[index % cookies.length]!, hub)));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const perScreenKb = ((servers[0]!.rssMb() - idle) * 1024) / SCREENS;
    for (const screen of memoryScreens) await screen.client.dispose();
    await measure('one instance', SCREENS, servers);

    servers.push(await startServer(environment));
    await measure('two instances', 10, servers);
    await measure('two instances', SCREENS, servers);

    console.log(`\nLive screens: ${EVENTS} orders paid per row, each screen subscribed to orderPaid of one outlet; time from posting the signed payment notification to an instance's payment callback to the event on the screen.\n`);
    console.log(table(['instances', 'screens', 'servers', 'p50', 'p95', 'p99', 'missed'], rows));
    if (problems.length > 0) console.log(`\n${problems.length} problems on the screens, e.g.:\n${[...new Set(problems)].slice(0, 5).join('\n')}`);
    console.log(`\nServer memory per connected screen: ${perScreenKb.toFixed(1)} KB (resident, ${SCREENS} screens on one instance).`);
    await database.close();
  } finally {
    for (const screen of screens) await Promise.resolve(screen.client.dispose()).catch(() => undefined);
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation ($password: String!) { doLogin(username: "admin", password: $password) { username } }', variables: { password: PASSWORD } }),
  });
  return response.headers.getSetCookie().find((line) => line.startsWith('bo_session='))!.split(';')[0]!;
}

async function openScreen(origin: string, cookie: string, shopHubId: number): Promise<Screen> {
  class WithCookie extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const waiting = new Map<number, (at: number) => void>();
  const early = new Map<number, number>();
  const client = createClient({ url: `${origin.replace('http', 'ws')}/graphql`, webSocketImpl: WithCookie, lazy: false, retryAttempts: 3 });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
  });
  client.subscribe(
    { query: QUERY, variables: { shopHubId } },
    {
      next: (result) => {
        const at = performance.now();
        if (result.errors) problems.push(`errors: ${JSON.stringify(result.errors).slice(0, 200)}`);
        const id = (result.data as { orderPaid?: { id: number } } | undefined)?.orderPaid?.id;
        if (id === undefined) return;
        const resolve = waiting.get(id);
        if (resolve) resolve(at);
        else early.set(id, at);
      },
      error: (error) => problems.push(`error: ${JSON.stringify(error).slice(0, 200)}`),
      complete: () => undefined,
    },
  );
  return {
    client,
    waitFor: (id) => {
      const already = early.get(id);
      if (already !== undefined) return Promise.resolve(already);
      // An event that never comes is counted as arriving after MISSED_MS, and said.
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          missed += 1;
          resolve(performance.now());
        }, MISSED_MS);
        waiting.set(id, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
  };
}
