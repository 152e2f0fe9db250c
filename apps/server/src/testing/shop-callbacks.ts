import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shopHubs } from '../features/shop-hubs/shop-hubs.table';
import { shopOrderDeliveries, shopOrderDeliveryStatuses, shopOrderEvents, shopOrders } from '../features/shop-orders/shop-orders.table';
import { eventOutbox } from '../platform/events/outbox.table';
import { DEFAULT_CALLBACK_OPTIONS, type CallbackOptions } from '../features/shop-callbacks/callbacks.http';
import { createGraphqlApp } from '../yoga';
import { TEST_SETTINGS, type TestApp } from './test-app';

/** Helpers for the callbacks' tests: orders to pay and deliver, signed notifications, and what they left behind. */

export const SERVER_KEY = 'test-payment-server-key';
export const DELIVERY_SECRET = 'test-delivery-callback-secret';

/** An app whose callbacks take the test key and secret, and do not limit refusals. */
export function callbacksApp(app: TestApp, options: Partial<CallbackOptions> = {}) {
  return createGraphqlApp({
    db: app.db,
    settings: TEST_SETTINGS,
    callbacks: { ...DEFAULT_CALLBACK_OPTIONS, serverKey: SERVER_KEY, deliverySecret: DELIVERY_SECRET, addressRate: { burst: 10_000, perSecond: 1000 }, logRefusal: () => undefined, ...options },
  });
}

let sequence = 0;

/** An order waiting for payment at a fresh outlet. */
export async function placeTestOrder(db: Database, values: { paidAmount?: number; type?: 'PICK_UP' | 'DELIVERY'; deliveryFee?: number } = {}) {
  sequence += 1;
  const suffix = `${process.pid}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  const [hub] = await db.insert(shopHubs).values({ name: `Callback outlet ${suffix}`, hubNo: `CB-${suffix}` }).returning({ id: shopHubs.id });
  const paidAmount = values.paidAmount ?? 25_000;
  const [order] = await db
    .insert(shopOrders)
    .values({
      shopHubId: hub!.id,
      orderNo: `ORD-${suffix}`,
      orderNoAlias: `A${sequence}`,
      type: values.type ?? 'PICK_UP',
      channel: 'APP',
      state: 'WAITING_FOR_PAYMENT',
      totalPrice: paidAmount,
      paidAmount,
      deliveryFee: values.deliveryFee ?? 0,
      paymentMethod: 'GOPAY' as never,
    })
    .returning();
  return order!;
}

/** A notification for the order, signed with `key`. */
export function notification(order: { orderNo: string; paidAmount: number }, fields: Record<string, unknown> = {}, key = SERVER_KEY) {
  const body: Record<string, unknown> = {
    order_id: order.orderNo,
    status_code: '200',
    gross_amount: `${order.paidAmount}.00`,
    transaction_status: 'settlement',
    fraud_status: 'accept',
    transaction_id: `tx-${order.orderNo}`,
    payment_type: 'qris',
    transaction_time: jakartaNow(),
    currency: 'IDR',
    ...fields,
  };
  body.signature_key ??= createHash('sha512').update(`${body.order_id}${body.status_code}${body.gross_amount}${key}`).digest('hex');
  return body;
}

/** Now, minus `minutes`, as the gateway writes it: "YYYY-MM-DD HH:mm:ss" in Jakarta. */
export function jakartaNow(minutes = 0): string {
  return new Date(Date.now() - minutes * 60_000 + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export async function post(target: { fetch: (url: string, init: RequestInit) => Promise<Response> | Response }, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await target.fetch(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type'), body: JSON.parse(text) as { error?: { code: string; message: string; fields?: Record<string, string> }; outcome?: string; status?: string } };
}

/** What the order left behind: its row, its timeline and its queued live events. */
export async function traces(db: Database, shopOrderId: number) {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.id, shopOrderId));
  const timeline = await db.select().from(shopOrderEvents).where(eq(shopOrderEvents.shopOrderId, shopOrderId)).orderBy(shopOrderEvents.id);
  const outbox = await db
    .select()
    .from(eventOutbox)
    .where(sql`(${eventOutbox.payload} ->> 'shopOrderId')::int = ${shopOrderId}`);
  const [delivery] = await db.select().from(shopOrderDeliveries).where(eq(shopOrderDeliveries.shopOrderId, shopOrderId));
  const history = await db.select().from(shopOrderDeliveryStatuses).where(and(eq(shopOrderDeliveryStatuses.shopOrderId, shopOrderId))).orderBy(shopOrderDeliveryStatuses.id);
  return { order: order!, timeline, outbox, delivery, history };
}

/** The same items in an order chosen by `seed`, so a failure can be replayed. */
export function shuffled<Item>(items: readonly Item[], seed: number): Item[] {
  const result = [...items];
  let state = seed;
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}
