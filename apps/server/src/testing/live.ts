import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Database } from '../db/client';
import { createLiveGate } from '../features/shop-live/live-gate';
import { startLive } from '../platform/events/live-events';
import { createHttpServer } from '../platform/http-server';
import { attachLiveSocket } from '../platform/live-socket';
import { createGraphqlApp } from '../yoga';
import { TEST_SETTINGS } from './test-app';
import { moveOrder } from '../features/shop-orders/order-moves';
import { shopOrders } from '../features/shop-orders/shop-orders.table';
import { shopHubs } from '../features/shop-hubs/shop-hubs.table';

/** A graphql-ws client as a browser page at `origin` with `cookie` would open it (no Origin: not a browser). */
export function liveClient(url: string, options: { cookie?: string; origin?: string; lazy?: boolean } = {}): Client & { closed: Promise<{ code: number; reason: string }> } {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  class WithHeaders extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  let closed!: (value: { code: number; reason: string }) => void;
  const closedPromise = new Promise<{ code: number; reason: string }>((resolve) => (closed = resolve));
  const client = createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WithHeaders,
    lazy: options.lazy ?? true,
    retryAttempts: 0,
    on: { closed: (event) => closed({ code: (event as { code: number }).code, reason: String((event as { reason: unknown }).reason) }) },
  });
  return Object.assign(client, { closed: closedPromise });
}

export interface Received {
  data: Record<string, { id: number; state: string; orderNoAlias: string; hubId: number } | null>[];
  errors: { message: string; extensions?: { code?: string } }[];
  completed: boolean;
}

/** Subscribes and keeps everything that arrives; `next(count)` resolves when `count` results have. */
export function follow(client: Client, query: string, variables: Record<string, unknown>) {
  const received: Received = { data: [], errors: [], completed: false };
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((waiter) => waiter());
  const dispose = client.subscribe(
    { query, variables },
    {
      next: (result) => {
        if (result.data) received.data.push(result.data as Received['data'][number]);
        if (result.errors) received.errors.push(...(result.errors as Received['errors']));
        notify();
      },
      error: (error) => {
        received.errors.push(Array.isArray(error) ? error[0] : { message: String((error as { reason?: string }).reason ?? error) });
        received.completed = true;
        notify();
      },
      complete: () => {
        received.completed = true;
        notify();
      },
    },
  );
  const until = (done: () => boolean, ms = 10_000) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`Waited ${ms} ms; received ${JSON.stringify(received)}`));
      }, ms);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });
  return { received, dispose, until };
}

export const ORDER_PAID = 'subscription ($shopHubId: Int!) { orderPaid(shopHubId: $shopHubId) { id state orderNoAlias hubId } }';

let sequence = 0;

/** An outlet with a name of its own. */
export async function makeHub(db: Database): Promise<number> {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  const [hub] = await db.insert(shopHubs).values({ name: `Live outlet ${tag}`, hubNo: `LIVE-${tag}`, timeZone: 'Asia/Jakarta', active: true }).returning({ id: shopHubs.id });
  return hub!.id;
}

/** An app order waiting for payment at `shopHubId`, until `expiredTime` (by default no deadline). */
export async function makeWaitingOrder(db: Database, shopHubId: number, expiredTime: Date | null = null): Promise<number> {
  sequence += 1;
  const tag = `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 6)}`;
  const [order] = await db
    .insert(shopOrders)
    .values({ shopHubId, orderNo: `LIVE-${tag}`, orderNoAlias: `A${sequence}`, type: 'PICK_UP', channel: 'APP', state: 'WAITING_FOR_PAYMENT', totalPrice: 25_000, paidAmount: 25_000, paymentMethod: 'GOPAY', expiredTime })
    .returning({ id: shopOrders.id });
  return order!.id;
}

/** What the payment callback does when the gateway says "settlement": the order moves to PAID and orderPaid is queued. */
export const payOrder = (db: Database, shopOrderId: number) =>
  db.transaction((tx) => moveOrder(tx, shopOrderId, 'pay', { source: 'test', set: { paidTime: new Date() }, publish: ['orderPaid'] }));

export const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/**
 * A real HTTP server with graphql-ws on `db`, as main.ts serves it: sessions, the live gate and an
 * in-memory publisher whose poll is slowed down, so a test drains it by hand (`live.drain()`).
 */
export async function startLiveServer(db: Database) {
  const live = await startLive(db, { pollMs: 60_000 });
  const gate = createLiveGate(db, TEST_SETTINGS);
  const services = { pubsub: live.pubsub, allows: gate.allows };
  const graphql = createGraphqlApp({ db, settings: TEST_SETTINGS, live: services });
  const server = createHttpServer((request, response) => void graphql(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket = attachLiveSocket(server, { db, settings: TEST_SETTINGS, live: services, yoga: graphql as never, allowedOrigins: ['https://console.example.com'] });
  return {
    live,
    socket,
    url: urlOf(server),
    async close() {
      await socket.close();
      await new Promise((resolve) => server.close(resolve));
      await live.stop();
    },
  };
}

/** The Cookie header that carries a test caller's session. */
export const cookieOf = (caller: { cookies: Map<string, string> }) => `bo_session=${caller.cookies.get('bo_session')}`;
