import { count, eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueLiveEvent } from '../../platform/events/outbox';
import { eventOutbox } from '../../platform/events/outbox.table';
import { startLive, type Live } from '../../platform/events/live-events';
import { LIVE_CLOSE } from '../../platform/live-socket';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { cookieOf, follow, liveClient, makeHub, makeWaitingOrder, ORDER_PAID, payOrder, startLiveServer } from '../../testing/live';
import { userShopHubs } from '../user-mappings/user-mappings.table';

/*
 * Live updates end to end in one process: a real HTTP server with graphql-ws, real sessions, the
 * outbox and its publisher on the test database. The publisher is drained by hand (its poll is
 * slowed down), so each test says exactly when events go out.
 */

let app: TestApp;
let served: Awaited<ReturnType<typeof startLiveServer>>;
let live: Live;
let url: string;
let hubA: number;
let hubB: number;
let barista: Awaited<ReturnType<TestApp['userWith']>>;

beforeAll(async () => {
  app = await startTestApp();
  served = await startLiveServer(app.db);
  ({ live, url } = served);
  hubA = await makeHub(app.db);
  hubB = await makeHub(app.db);
  barista = await app.userWith(['VIEW_LIVE_ORDER']);
  await app.db.insert(userShopHubs).values({ userId: barista.id, value: hubA });
});

afterAll(async () => {
  await served?.close();
  await app?.close();
});

const outboxRows = async () => (await app.db.select({ rows: count() }).from(eventOutbox))[0]!.rows;

describe('liveOrders', () => {
  it('lists the outlet’s paid orders, and a barista of another outlet finds none of it', async () => {
    const waiting = await makeWaitingOrder(app.db, hubA);
    const paid = await makeWaitingOrder(app.db, hubA);
    await payOrder(app.db, paid);
    const query = '{ liveOrders(shopHubId: HUB) { __typename id hubId hub { name } paymentMethod type menus { name } ... on ShopOrder { state deliveryDetail { status } } } }';
    const mine = await barista.request<{ liveOrders: { id: number; state: string }[] }>(query.replace('HUB', String(hubA)));
    expect(mine.errors).toBeUndefined();
    const ids = mine.data!.liveOrders.map((order) => order.id);
    expect(ids).toContain(paid);
    expect(ids).not.toContain(waiting);

    const other = await barista.request(query.replace('HUB', String(hubB)));
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const stranger = await app.userWith(['VIEW_HUB']);
    expect((await stranger.request(query.replace('HUB', String(hubA)))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await live.drain();
  });
});

describe('the outbox', () => {
  it('publishes nothing for a rolled-back change', async () => {
    await live.drain();
    const order = await makeWaitingOrder(app.db, hubA);
    await expect(
      app.db.transaction(async (tx) => {
        await queueLiveEvent(tx, 'orderPaid', { shopHubId: hubA, shopOrderId: order });
        throw new Error('the change fails after queueing its event');
      }),
    ).rejects.toThrow('the change fails');
    expect(await outboxRows()).toBe(0);
    expect(await live.drain()).toBe(0);
  });

  it('publishes a committed change once, with two publishers racing for it', async () => {
    await live.drain();
    const second = await startLive(app.db, { pollMs: 60_000 });
    try {
      const seen: number[] = [];
      const iterators = [live, second].map((publisher) => publisher.pubsub.subscribe('orderPaid', hubB)[Symbol.asyncIterator]());
      const reading = iterators.map((iterator) => iterator.next().then((result) => seen.push(result.value.eventId)));
      const order = await makeWaitingOrder(app.db, hubB);
      await payOrder(app.db, order);
      const sent = await Promise.all([live.drain(), second.drain()]);
      const after = await Promise.all([live.drain(), second.drain()]);
      expect([...sent, ...after].reduce((sum, each) => sum + each, 0)).toBe(1);
      // In memory each publisher reaches its own subscribers: exactly one of the two heard it.
      await Promise.race(reading);
      expect(seen).toHaveLength(1);
      await Promise.all(iterators.map((iterator) => iterator.return?.()));
    } finally {
      await second.stop();
    }
  });
});

describe('graphql-ws on /graphql', () => {
  it('refuses a socket without a session (4401) and from another site’s page (4403)', async () => {
    const anonymous = liveClient(url, { lazy: false });
    expect((await anonymous.closed).code).toBe(LIVE_CLOSE.unauthenticated);
    const foreign = liveClient(url, { cookie: cookieOf(barista), origin: 'https://evil.example', lazy: false });
    expect((await foreign.closed).code).toBe(LIVE_CLOSE.forbiddenOrigin);
    // The configured web origin and the server's own are let in.
    for (const origin of ['https://console.example.com', url]) {
      const allowed = liveClient(url, { cookie: cookieOf(barista), origin });
      const followed = follow(allowed, ORDER_PAID, { shopHubId: hubA });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(followed.received.errors).toEqual([]);
      followed.dispose();
      await allowed.dispose();
    }
  });

  it('sends a barista the orders paid at their outlet, never another outlet’s, and ends at sign-out', async () => {
    const client = liveClient(url, { cookie: cookieOf(barista) });
    const mine = follow(client, ORDER_PAID, { shopHubId: hubA });
    const theirs = follow(client, ORDER_PAID, { shopHubId: hubB });
    await theirs.until(() => theirs.received.completed);
    expect(theirs.received.errors[0]?.extensions?.code).toBe('NOT_FOUND');

    // An admin (not limited by outlet) watching B, to prove B's order was published.
    const admin = liveClient(url, { cookie: cookieOf(app.admin) });
    const adminOfB = follow(admin, ORDER_PAID, { shopHubId: hubB });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const atB = await makeWaitingOrder(app.db, hubB);
    await payOrder(app.db, atB);
    const atA = await makeWaitingOrder(app.db, hubA);
    await payOrder(app.db, atA);
    await live.drain();
    await mine.until(() => mine.received.data.length >= 1);
    await adminOfB.until(() => adminOfB.received.data.length >= 1);
    expect(mine.received.data.map((data) => data.orderPaid?.id)).toEqual([atA]);
    expect(mine.received.data[0]!.orderPaid).toMatchObject({ state: 'PAID', hubId: hubA });
    expect(adminOfB.received.data.map((data) => data.orderPaid?.id)).toEqual([atB]);

    // Signed out elsewhere: the next event of A ends the subscription instead of reaching them.
    await barista.request('mutation { doLogout }');
    const later = await makeWaitingOrder(app.db, hubA);
    await payOrder(app.db, later);
    await live.drain();
    await mine.until(() => mine.received.completed || mine.received.errors.length > 0);
    expect(mine.received.data.filter((data) => data.orderPaid)).toHaveLength(1);
    expect(mine.received.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await client.dispose();
    await admin.dispose();
  });

  it('stops sending a barista an outlet’s orders as soon as the outlet is taken from them', async () => {
    const moved = await app.userWith(['VIEW_LIVE_ORDER']);
    await app.db.insert(userShopHubs).values({ userId: moved.id, value: hubA });
    const client = liveClient(url, { cookie: cookieOf(moved) });
    const followed = follow(client, ORDER_PAID, { shopHubId: hubA });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const first = await makeWaitingOrder(app.db, hubA);
    await payOrder(app.db, first);
    await live.drain();
    await followed.until(() => followed.received.data.length >= 1);

    // Moved to outlet B: A's next order ends the subscription instead of reaching them.
    await app.db.delete(userShopHubs).where(eq(userShopHubs.userId, moved.id));
    await app.db.insert(userShopHubs).values({ userId: moved.id, value: hubB });
    const second = await makeWaitingOrder(app.db, hubA);
    await payOrder(app.db, second);
    await live.drain();
    await followed.until(() => followed.received.errors.length > 0);
    expect(followed.received.data.filter((data) => data.orderPaid).map((data) => data.orderPaid!.id)).toEqual([first]);
    expect(followed.received.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await client.dispose();
  });

  it('shrugs off hostile messages: bad JSON, a huge frame, unknown messages, too many subscriptions', async () => {
    const raw = (send: (ws: WebSocket) => void) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', { headers: { cookie: cookieOf(app.admin) } });
        ws.on('open', () => send(ws));
        ws.on('error', () => undefined);
        ws.on('close', (code) => resolve(code));
      });
    expect(await raw((ws) => ws.send('{not json'))).toBe(4400);
    expect(await raw((ws) => ws.send('x'.repeat(100_000)))).toBe(1009);
    expect(
      await raw((ws) => {
        ws.send(JSON.stringify({ type: 'connection_init' }));
        ws.send(JSON.stringify({ type: 'launch_missiles' }));
      }),
    ).toBe(4400);

    const client = liveClient(url, { cookie: cookieOf(app.admin) });
    const many = Array.from({ length: 21 }, () => follow(client, ORDER_PAID, { shopHubId: hubA }));
    await many[20]!.until(() => many[20]!.received.errors.length > 0);
    expect(many[20]!.received.errors[0]?.message).toMatch(/At most 20 subscriptions/);
    for (const each of many) each.dispose();
    await client.dispose();

    // The server still answers.
    const answer = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(answer.status).toBe(200);
  });
});
