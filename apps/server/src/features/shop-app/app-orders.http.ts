import { eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { z } from 'zod';
import { SHOP_ORDER_TYPES, SHOP_PAYMENT_METHODS, fieldErrors } from '@back-office/domain';
import type { Database } from '../../db/client';
import { databaseError } from '../../platform/action';
import { problem, readJsonBody, sameSecret, useJsonApi, type JsonAnswer } from '../../platform/json-api';
import { defineOperation } from '../../platform/operation';
import { TokenBuckets, type Rate } from '../machine-gateway/rate-limit';
import { placeShopOrder } from '../shop-orders/place-order';
import { shopOrders } from '../shop-orders/shop-orders.table';
import { orderItemSchema } from '../shop-promotions/order-pricing';
import { shopAppRequests } from './shop-app.table';

/*
 * The ordering app's one call into the server: it places an order (channel APP), which then waits
 * for its payment through the payment callback. Authenticated by the app's key (SHOP_APP_KEY) as a
 * bearer token, answered in the callbacks' JSON shape; docs/callbacks.md describes it beside them.
 */

export const SHOP_APP_PATH = '/shop-app/v1';
export const APP_ORDERS_PATH = `${SHOP_APP_PATH}/orders`;
const MAX_BODY_BYTES = 64 * 1024;

/** What a development or demo server takes when no key is set, so the simulator works out of the box; never in production. */
export const DEMO_SHOP_APP_KEY = 'demo-shop-app-key';

export interface ShopAppOptions {
  /** The ordering app's key; null refuses every call. */
  appKey: string | null;
  /** Calls with a wrong key from one address. */
  addressRate: Rate;
}

export const DEFAULT_SHOP_APP_OPTIONS: ShopAppOptions = { appKey: null, addressRate: { burst: 10, perSecond: 0.2 } };

/** SHOP_APP_KEY; outside production a missing key is the demo one, in production it stays missing. */
export function shopAppOptionsFromEnvironment(environment = process.env): ShopAppOptions {
  const production = environment.NODE_ENV === 'production';
  const appKey = environment.SHOP_APP_KEY?.trim() || (production ? null : DEMO_SHOP_APP_KEY);
  if (appKey && appKey.length < 16) throw new Error('SHOP_APP_KEY must have at least 16 characters.');
  return { ...DEFAULT_SHOP_APP_OPTIONS, appKey };
}

const text = (maximum: number, description: string) => z.string().trim().min(1).max(maximum).meta({ description });
const optional = (maximum: number, description: string) => z.string().trim().max(maximum).nullish().meta({ description });

/** An order as the ordering app sends it. */
export const appOrderSchema = z
  .object({
    requestId: text(100, 'The app’s own id of this order attempt: sent again (after a lost answer), it answers the order placed the first time.'),
    hubId: z.number().int().positive().meta({ description: 'The outlet.' }),
    type: z.enum(SHOP_ORDER_TYPES.filter((type) => type === 'PICK_UP' || type === 'DELIVERY') as ['PICK_UP', 'DELIVERY']).meta({ description: 'PICK_UP or DELIVERY.' }),
    paymentMethod: z.enum(SHOP_PAYMENT_METHODS.filter((method) => method !== 'CASH') as ['GOPAY']).meta({ description: 'How the customer pays through the payment gateway (not CASH).' }),
    customerId: z.number().int().positive().nullish().meta({ description: 'The registered customer, if any.' }),
    customerName: optional(100, 'The name called out at the counter.'),
    cookieId: optional(100, 'The app’s id of a guest.'),
    items: z.array(orderItemSchema).min(1, 'Add at least one item.').max(50).meta({ description: 'The lines: a menu, how many, and its variant units, toppings and customization items.' }),
    voucherCode: optional(64, 'A voucher code to use.'),
    scheduleType: z.enum(['NOW', 'SCHEDULED']).nullish().meta({ description: 'NOW (the default) or SCHEDULED for pickUpTime.' }),
    pickUpTime: z.iso.datetime({ offset: true }).nullish().meta({ description: 'When a scheduled order is picked up, ISO 8601 with an offset.' }),
    remark: optional(500, 'A note for the barista.'),
    delivery: z
      .object({
        address: text(500, 'Where to deliver.'),
        addressDetail: optional(500, 'Floor, gate, landmarks.'),
        receiverName: optional(100, 'Who receives it.'),
        contactPersonPhoneNumber: optional(30, 'The receiver’s phone number.'),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      })
      .nullish()
      .meta({ description: 'Required for a DELIVERY order.' }),
  })
  .meta({ description: 'An order placed in the ordering app.' });
export type AppOrder = z.infer<typeof appOrderSchema>;

/** What the app is answered: the order to pay, with the amount the payment gateway is to charge. */
export const appOrderAnswerSchema = z
  .object({
    orderId: z.number().int(),
    orderNo: z.string().meta({ description: 'The order_id to give the payment gateway.' }),
    orderNoAlias: z.string().meta({ description: 'The short number called out at the counter.' }),
    state: z.string().meta({ description: 'WAITING_FOR_PAYMENT, or where it stands now when the request was sent before.' }),
    totalPrice: z.number().int(),
    discountAmount: z.number().int(),
    deliveryFee: z.number().int(),
    paidAmount: z.number().int().meta({ description: 'What the customer pays, in rupiah.' }),
    grossAmount: z.string().meta({ description: 'paidAmount as the payment gateway writes it ("25000.00").' }),
    expiredTime: z.string().nullable().meta({ description: 'When the order expires unpaid.' }),
    replayed: z.boolean().meta({ description: 'True when this requestId placed the order before.' }),
  })
  .meta({ description: 'The order placed.' });

type OrderRow = typeof shopOrders.$inferSelect;
const answerOf = (order: OrderRow, replayed: boolean) => ({
  orderId: order.id,
  orderNo: order.orderNo,
  orderNoAlias: order.orderNoAlias,
  state: order.state,
  totalPrice: order.totalPrice,
  discountAmount: order.discountAmount,
  deliveryFee: order.deliveryFee,
  paidAmount: order.paidAmount,
  grossAmount: `${order.paidAmount}.00`,
  expiredTime: order.expiredTime?.toISOString() ?? null,
  replayed,
});

const STATUS_OF: Record<string, [number, string]> = { BAD_USER_INPUT: [400, 'BAD_REQUEST'], NOT_FOUND: [404, 'NOT_FOUND'], CONFLICT: [409, 'CONFLICT'] };

async function orderOfRequest(db: Database, requestId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select({ order: shopOrders }).from(shopAppRequests).innerJoin(shopOrders, eq(shopOrders.id, shopAppRequests.shopOrderId)).where(eq(shopAppRequests.requestId, requestId));
  return row?.order;
}

/** The order placed, with the request it answers, in one transaction. */
const placeOnce = defineOperation({
  run: async (tx, order: AppOrder) => {
    const { order: row } = await placeShopOrder(tx, {
      ...order,
      channel: 'APP',
      pickUpTime: order.pickUpTime ? new Date(order.pickUpTime) : null,
      scheduleType: order.scheduleType ?? 'NOW',
      by: { source: 'ordering-app', detail: { requestId: order.requestId } },
    });
    await tx.insert(shopAppRequests).values({ requestId: order.requestId, shopOrderId: row.id });
    return { result: row };
  },
});

/** Places the order once per requestId: a copy (even one sent at the same moment) answers the first order. */
async function placeAppOrder(db: Database, order: AppOrder): Promise<JsonAnswer> {
  const before = await orderOfRequest(db, order.requestId);
  if (before) return { status: 200, body: answerOf(before, true) };
  try {
    const placed = await placeOnce(db, order);
    return { status: 201, body: answerOf(placed, false) };
  } catch (error) {
    if (databaseError(error)?.code === '23505') {
      const first = await orderOfRequest(db, order.requestId);
      if (first) return { status: 200, body: answerOf(first, true) };
    }
    const code = error instanceof GraphQLError ? String(error.extensions.code ?? '') : '';
    const known = STATUS_OF[code];
    if (!known) throw error;
    const fields = (error as GraphQLError).extensions.fields as Record<string, string> | undefined;
    return problem(known[0], known[1], `${(error as GraphQLError).message} Nothing was placed.`, fields ? { fields } : {});
  }
}

/** Serves the ordering app's calls from the GraphQL app, beside the callbacks. */
export function useShopApp(db: Database, options: ShopAppOptions & { trustedProxyHops: number; production?: boolean; logFailure?: (line: string) => void }): Plugin {
  const addressBuckets = new TokenBuckets(options.addressRate);

  const orders = async (request: Request, address: string): Promise<JsonAnswer> => {
    if (!options.appKey) return problem(503, 'CALLBACKS_CLOSED', 'The server has no SHOP_APP_KEY: it takes no orders from the app until one is set.', {}, { 'retry-after': '3600' });
    const given = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
    if (!sameSecret(given, options.appKey)) {
      const wait = addressBuckets.take(address);
      if (wait) return problem(429, 'TOO_MANY_REQUESTS', 'Too many refused calls from this address.', { retryAfter: wait }, { 'retry-after': String(wait) });
      return problem(401, 'UNAUTHENTICATED', 'Send the app key as "Authorization: Bearer <key>". Nothing was placed.');
    }
    const body = await readJsonBody(request, MAX_BODY_BYTES);
    if (!body.ok) return body.answer;
    const parsed = appOrderSchema.safeParse(body.value);
    if (!parsed.success) return problem(400, 'BAD_REQUEST', 'The body is not valid: nothing was placed.', { fields: fieldErrors(parsed.error) });
    return placeAppOrder(db, parsed.data);
  };

  return useJsonApi({
    name: 'ordering app',
    match: (pathname) => (pathname === SHOP_APP_PATH || pathname.startsWith(`${SHOP_APP_PATH}/`) ? pathname : null),
    route: async (request, path, address) => {
      if (path !== APP_ORDERS_PATH) return problem(404, 'NOT_FOUND', `No such address: ${path.slice(0, 80)}.`);
      if (request.method !== 'POST') return problem(405, 'METHOD_NOT_ALLOWED', 'Use POST here.', {}, { allow: 'POST' });
      return orders(request, address);
    },
    trustedProxyHops: options.trustedProxyHops,
    production: options.production,
    logFailure: options.logFailure,
  });
}

/** The ordering app's call in the callbacks' OpenAPI document: its path, and the shapes it adds to the components. */
export function appOrdersOpenApi(refusal: (name: string) => Record<string, unknown>, json: (schema: string) => Record<string, unknown>) {
  return {
    schemas: { AppOrder: appOrderSchema, AppOrderAnswer: appOrderAnswerSchema },
    tags: [{ name: 'Ordering app', description: 'The ordering app’s orders, waiting for their payment.' }],
    securitySchemes: {
      AppKey: { type: 'http', scheme: 'bearer', description: 'The ordering app’s key (the server’s SHOP_APP_KEY), compared in constant time.' },
    },
    paths: {
      [APP_ORDERS_PATH]: {
        post: {
          operationId: 'placeAppOrder',
          tags: ['Ordering app'],
          summary: 'An order placed in the ordering app',
          description:
            'Priced as the counter prices it (outlet prices, variants, toppings, promos, the voucher, the delivery fee by distance) and placed WAITING_FOR_PAYMENT until the payment callback pays it; the answer’s orderNo and grossAmount are what the payment gateway is given. Placed once per requestId: the same requestId sent again answers the first order (200, `replayed`). A refused order (`BAD_REQUEST` with `error.fields`, such as a sold-out menu under `items.0.menuId`) places nothing.',
          security: [{ AppKey: [] }],
          requestBody: { required: true, content: json('AppOrder') },
          responses: {
            201: { description: 'Placed.', content: json('AppOrderAnswer') },
            200: { description: 'This requestId placed the order before: that order, as it stands now.', content: json('AppOrderAnswer') },
            ...refusal('BadRequest'),
            ...refusal('Unauthenticated'),
            ...refusal('PayloadTooLarge'),
            ...refusal('UnsupportedMediaType'),
            ...refusal('TooManyRequests'),
            ...refusal('Internal'),
            ...refusal('ServiceUnavailable'),
          },
        },
      },
    },
  };
}
