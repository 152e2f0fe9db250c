import type { Plugin } from 'graphql-yoga';
import {
  CALLBACKS_MAX_BODY_BYTES,
  CALLBACKS_OPENAPI_PATH,
  CALLBACKS_PATH,
  CALLBACK_MESSAGES,
  DELIVERY_CALLBACK_PATH,
  DELIVERY_CALLBACK_SECRET_HEADER,
  PAYMENT_CALLBACK_PATH,
  deliveryUpdateSchema,
  fieldErrors,
  jsonValueIssue,
  paymentNotificationSchema,
} from '@back-office/domain';
import type { Database } from '../../db/client';
import { problem, readJsonBody, sameSecret, useJsonApi, type JsonAnswer } from '../../platform/json-api';
import { defineOperation } from '../../platform/operation';
import { TokenBuckets, type Rate } from '../machine-gateway/rate-limit';
import { applyDeliveryUpdate } from '../shop-orders/vendor-deliveries';
import { applyPaymentNotification, checkSignature, type PaymentKeys } from './payments';
import { callbacksOpenApiDocument } from './openapi';

/*
 * The callbacks from outside: the payment gateway's notifications and the courier vendor's status
 * updates, under /callbacks/v1 beside the machine gateway, answered in its JSON shape.
 * docs/callbacks.md describes them for whoever configures the gateway, the vendor or the simulator.
 */

export interface CallbackOptions extends PaymentKeys {
  /** The secret the courier vendor sends in X-Callback-Token; null refuses every update. */
  deliverySecret: string | null;
  /** Calls with a wrong signature or secret from one address. */
  addressRate: Rate;
  /** How many proxies in front append to X-Forwarded-For (the console's setting). */
  trustedProxyHops: number;
  production?: boolean;
  logFailure?: (line: string) => void;
  /** Where refused amounts are written; the server's log by default. */
  logRefusal?: (line: string) => void;
}

/** What a development or demo server takes when no key is set, so the simulator works out of the box; never in production. */
export const DEMO_PAYMENT_SERVER_KEY = 'demo-payment-server-key';
export const DEMO_DELIVERY_CALLBACK_SECRET = 'demo-delivery-callback-secret';

export const DEFAULT_CALLBACK_OPTIONS: CallbackOptions = {
  serverKey: null,
  previous: null,
  maxAgeMs: 24 * 60 * 60_000,
  maxAheadMs: 5 * 60_000,
  deliverySecret: null,
  addressRate: { burst: 10, perSecond: 0.2 },
  trustedProxyHops: 0,
};

/**
 * Options from PAYMENT_SERVER_KEY, PAYMENT_PREVIOUS_SERVER_KEY with PAYMENT_PREVIOUS_SERVER_KEY_UNTIL,
 * PAYMENT_NOTIFICATION_MAX_AGE_MINUTES and DELIVERY_CALLBACK_SECRET. Outside production a missing key
 * or secret is the demo one; in production it stays missing, and the callbacks refuse every call.
 */
export function callbackOptionsFromEnvironment(environment = process.env): Omit<CallbackOptions, 'trustedProxyHops' | 'production'> {
  const production = environment.NODE_ENV === 'production';
  const serverKey = environment.PAYMENT_SERVER_KEY?.trim() || (production ? null : DEMO_PAYMENT_SERVER_KEY);
  const deliverySecret = environment.DELIVERY_CALLBACK_SECRET?.trim() || (production ? null : DEMO_DELIVERY_CALLBACK_SECRET);
  if (deliverySecret && deliverySecret.length < 16) throw new Error('DELIVERY_CALLBACK_SECRET must have at least 16 characters.');
  const previousKey = environment.PAYMENT_PREVIOUS_SERVER_KEY?.trim();
  let previous: PaymentKeys['previous'] = null;
  if (previousKey) {
    const until = new Date(environment.PAYMENT_PREVIOUS_SERVER_KEY_UNTIL ?? '');
    if (Number.isNaN(until.getTime())) throw new Error('PAYMENT_PREVIOUS_SERVER_KEY_UNTIL must be a time (ISO 8601) when PAYMENT_PREVIOUS_SERVER_KEY is set.');
    previous = { serverKey: previousKey, until };
  }
  const maxAgeText = environment.PAYMENT_NOTIFICATION_MAX_AGE_MINUTES?.trim();
  const maxAgeMinutes = maxAgeText ? Number(maxAgeText) : 24 * 60;
  if (!Number.isFinite(maxAgeMinutes) || maxAgeMinutes <= 0) throw new Error(`PAYMENT_NOTIFICATION_MAX_AGE_MINUTES must be a number above 0, not "${maxAgeText}".`);
  return { ...DEFAULT_CALLBACK_OPTIONS, serverKey, deliverySecret, previous, maxAgeMs: maxAgeMinutes * 60_000 };
}

/** How deep and long a notification may be, extra fields included, to be stored as it came. */
const STORED_BODY_LIMITS = { depth: 8, characters: 16_000 };

const closed = (what: string) => problem(503, 'CALLBACKS_CLOSED', `The server has no ${what}: it takes no callbacks until one is set.`, {}, { 'retry-after': '3600' });

/** Serves the callbacks from the GraphQL app. Put it among the first plugins, beside the machine gateway. */
export function useShopCallbacks(db: Database, options: CallbackOptions = DEFAULT_CALLBACK_OPTIONS): Plugin {
  const addressBuckets = new TokenBuckets(options.addressRate);
  const logRefusal = options.logRefusal ?? ((line: string) => console.warn(line));

  /** A refused signature or secret costs the address a token: guessing is slow. */
  const refuse = (address: string, answer: JsonAnswer): JsonAnswer => {
    const wait = addressBuckets.take(address);
    return wait ? problem(429, 'TOO_MANY_REQUESTS', 'Too many refused callbacks from this address.', { retryAfter: wait }, { 'retry-after': String(wait) }) : answer;
  };

  /** The body as JSON that fits `schema`, small and shallow enough to keep; a refusal otherwise. */
  const readBody = async <Shape>(request: Request, schema: { safeParse: (value: unknown) => { success: true; data: Shape } | { success: false; error: import('zod').ZodError } }) => {
    const body = await readJsonBody(request, CALLBACKS_MAX_BODY_BYTES);
    if (!body.ok) return body;
    const issue = jsonValueIssue(body.value, STORED_BODY_LIMITS);
    if (issue) return { ok: false as const, answer: problem(400, 'BAD_REQUEST', `The body is not valid: ${issue} Nothing was saved.`, { fields: { _: issue } }) };
    const parsed = schema.safeParse(body.value);
    if (!parsed.success) return { ok: false as const, answer: problem(400, 'BAD_REQUEST', 'The body is not valid: nothing was saved.', { fields: fieldErrors(parsed.error) }) };
    return { ok: true as const, value: parsed.data };
  };

  const payment = async (request: Request, address: string): Promise<JsonAnswer> => {
    if (!options.serverKey) return closed('PAYMENT_SERVER_KEY');
    const body = await readBody(request, paymentNotificationSchema);
    if (!body.ok) return body.answer;
    const notification = body.value;
    const verdict = checkSignature(notification, { ...options, serverKey: options.serverKey });
    if (verdict === 'bad') return refuse(address, problem(401, 'INVALID_SIGNATURE', `${CALLBACK_MESSAGES.badSignature} Nothing was saved.`));
    if (verdict === 'rotated') return refuse(address, problem(401, 'STALE_SIGNATURE', `${CALLBACK_MESSAGES.rotatedKey} Nothing was saved.`));
    if (verdict === 'stale') return refuse(address, problem(401, 'STALE_SIGNATURE', `${CALLBACK_MESSAGES.staleTime} Nothing was saved.`));

    const result = await applyPayment(db, { notification, logRefusal });
    if (result.outcome === 'UNKNOWN_ORDER') return problem(404, 'NOT_FOUND', result.message);
    if (result.outcome === 'WRONG_AMOUNT') return problem(400, 'WRONG_AMOUNT', result.message);
    return {
      status: 200,
      body: { orderId: notification.order_id, transactionId: notification.transaction_id, transactionStatus: notification.transaction_status, outcome: result.outcome, message: result.message },
    };
  };

  const delivery = async (request: Request, address: string): Promise<JsonAnswer> => {
    if (!options.deliverySecret) return closed('DELIVERY_CALLBACK_SECRET');
    const secret = request.headers.get(DELIVERY_CALLBACK_SECRET_HEADER) ?? '';
    if (!sameSecret(secret, options.deliverySecret)) {
      return refuse(address, problem(401, 'UNAUTHENTICATED', `Send the callback secret in the ${DELIVERY_CALLBACK_SECRET_HEADER} header. Nothing was saved.`));
    }
    const body = await readBody(request, deliveryUpdateSchema);
    if (!body.ok) return body.answer;
    const update = body.value;
    const result = await applyDelivery(db, update);
    if (!result.found) return problem(404, 'NOT_FOUND', result.message);
    return { status: 200, body: { entityId: update.entity_id, status: result.status, outcome: result.outcome, message: result.message } };
  };

  const route = async (request: Request, path: string, address: string): Promise<JsonAnswer> => {
    if (path === CALLBACKS_OPENAPI_PATH) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return problem(405, 'METHOD_NOT_ALLOWED', 'Use GET here.', {}, { allow: 'GET' });
      return { status: 200, body: callbacksOpenApiDocument() };
    }
    const handlers: Record<string, (request: Request, address: string) => Promise<JsonAnswer>> = { [PAYMENT_CALLBACK_PATH]: payment, [DELIVERY_CALLBACK_PATH]: delivery };
    const handler = handlers[path];
    if (!handler) return problem(404, 'NOT_FOUND', `No such callback address: ${path.slice(0, 80)}.`);
    if (request.method !== 'POST') return problem(405, 'METHOD_NOT_ALLOWED', 'Use POST here.', {}, { allow: 'POST' });
    return handler(request, address);
  };

  return useJsonApi({
    name: 'callbacks',
    match: (pathname) => (pathname === CALLBACKS_OPENAPI_PATH || pathname === CALLBACKS_PATH || pathname.startsWith(`${CALLBACKS_PATH}/`) ? pathname : null),
    route,
    trustedProxyHops: options.trustedProxyHops,
    production: options.production,
    logFailure: options.logFailure,
  });
}

/** A payment provider's notification, applied to its order in one transaction. */
const applyPayment = defineOperation({
  run: async (tx, { notification, logRefusal }: { notification: Parameters<typeof applyPaymentNotification>[1]; logRefusal: (line: string) => void }) => ({
    result: await applyPaymentNotification(tx, notification, { logRefusal }),
  }),
});

/** A delivery partner's update, applied to its delivery in one transaction. */
const applyDelivery = defineOperation({
  run: async (tx, update: Parameters<typeof applyDeliveryUpdate>[1]) => ({ result: await applyDeliveryUpdate(tx, update) }),
});
