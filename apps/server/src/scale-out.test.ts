import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { connectPostgres, type DatabaseHandle } from './db/client';
import { shopOrderEvents, shopOrders } from './features/shop-orders/shop-orders.table';
import { databaseUrl, withServer } from './testing/postgres-databases';
import { spawnServer, type SpawnedServer } from './testing/spawned-server';
import { follow, liveClient, makeHub, makeWaitingOrder, ORDER_PAID } from './testing/live';
import { notification, SERVER_KEY } from './testing/shop-callbacks';
import { PAYMENT_CALLBACK_PATH } from '@back-office/domain';
import { ADMIN_PASSWORD } from './testing/test-app';

/*
 * Two server processes on one PostgreSQL database and one Redis, as behind a load balancer: a
 * session made on one works on the other, the expiry job of both expires each due order once, and a
 * live screen on either receives every order paid, whichever instance's publisher claimed its event.
 */

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!postgres) console.warn('\n!!! SKIPPING the two-instance test: it needs TEST_DATABASE_URL (PostgreSQL) and Redis.\n');

describe.skipIf(!postgres)('two instances on one database and one Redis', () => {
  const name = `back_office_scale_${randomBytes(5).toString('hex')}`;
  let first: SpawnedServer;
  let second: SpawnedServer;
  let database: DatabaseHandle;

  beforeAll(async () => {
    await withServer(postgres!, (client) => client.query(`create database ${name}`));
    const url = databaseUrl(postgres!, name);
    // Started together: migrations and seeding run once under their lock.
    const environment = { REDIS_URL: redis, SHOP_ORDER_EXPIRY_EVERY_SECONDS: '1', PAYMENT_SERVER_KEY: SERVER_KEY };
    [first, second] = await Promise.all([spawnServer(url, environment), spawnServer(url, environment)]);
    await Promise.all([first.health(200), second.health(200)]);
    database = connectPostgres(url);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
    await withServer(postgres!, (client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it('keeps a session signed in on one instance on the other', async () => {
    const signIn = await fetch(`${first.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($password: String!) { doLogin(username: "admin", password: $password) { username } }', variables: { password: ADMIN_PASSWORD } }),
    });
    const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('bo_session='))!.split(';')[0]!;
    const me = await fetch(`${second.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: '{ me { username } }' }) });
    expect(((await me.json()) as { data: { me: { username: string } } }).data.me.username).toBe('admin');
    // Signed out on the second: the first no longer knows the session either.
    await fetch(`${second.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: 'mutation { doLogout }' }) });
    const after = await fetch(`${first.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: '{ me { username } }' }) });
    expect(((await after.json()) as { data: { me: unknown } }).data.me).toBeNull();
  });

  it('expires each due order once, with both instances running the expiry job', async () => {
    const hub = await makeHub(database.db);
    const due = new Date(Date.now() - 60_000);
    const orders: number[] = [];
    for (let index = 0; index < 40; index++) orders.push(await makeWaitingOrder(database.db, hub, due));
    const waiting = async () => (await database.db.select({ id: shopOrders.id }).from(shopOrders).where(and(inArray(shopOrders.id, orders), eq(shopOrders.state, 'WAITING_FOR_PAYMENT')))).length;
    while ((await waiting()) > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = await database.db
      .select({ shopOrderId: shopOrderEvents.shopOrderId, lines: count() })
      .from(shopOrderEvents)
      .where(and(inArray(shopOrderEvents.shopOrderId, orders), eq(shopOrderEvents.type, 'expire')))
      .groupBy(shopOrderEvents.shopOrderId);
    expect(lines).toHaveLength(orders.length);
    expect(lines.every((line) => line.lines === 1)).toBe(true);
    // What each instance says it expired adds up to the orders, not more.
    const said = () =>
      [first, second]
        .flatMap((server) => server.lines)
        .map((line) => Number(/Expired (\d+) unpaid/.exec(line)?.[1] ?? 0))
        .reduce((sum, each) => sum + each, 0);
    await expect.poll(said).toBe(orders.length);
  }, 60_000);

  it('delivers every order paid through either instance’s payment callback to live screens on both', async () => {
    const signIn = await fetch(`${first.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($password: String!) { doLogin(username: "admin", password: $password) { username } }', variables: { password: ADMIN_PASSWORD } }),
    });
    const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('bo_session='))!.split(';')[0]!;
    const hub = await makeHub(database.db);
    const screens = [first, second].map((server) => liveClient(server.url, { cookie }));
    const followed = screens.map((screen) => follow(screen, ORDER_PAID, { shopHubId: hub }));
    // Both sockets subscribed before the first order is paid.
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Each order is paid as the gateway pays it: a signed notification to the payment callback, sent
    // to the two instances in turn. Both instances listen for the outbox and race for each event, so
    // with six orders each publishes some of them (all six by one has odds of 1 in 32), and only
    // Redis brings an event published by one instance to the other's screens.
    const paid: number[] = [];
    for (let index = 0; index < 6; index++) {
      const id = await makeWaitingOrder(database.db, hub);
      const [order] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, id));
      const through = index % 2 === 0 ? second : first;
      const answer = await fetch(`${through.url}${PAYMENT_CALLBACK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notification(order!)) });
      expect(answer.status, await answer.text()).toBe(200);
      paid.push(id);
    }
    for (const each of followed) await each.until(() => each.received.data.length >= paid.length);
    for (const each of followed) expect(each.received.data.map((data) => data.orderPaid?.id).sort()).toEqual([...paid].sort());
    await Promise.all(screens.map((screen) => screen.dispose()));
  }, 60_000);
});
