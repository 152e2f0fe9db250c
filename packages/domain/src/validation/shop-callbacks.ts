import { z } from 'zod';
import { COURIER_STATUS_UPDATE_TYPES, DELIVERY_STATUSES, type CourierStatusUpdateType, type DeliveryStatus } from '../lifecycle/shop-orders';
import { text } from './common';

/*
 * The callbacks from outside the console: the payment gateway's notifications (Midtrans style) and
 * the courier vendor's status updates (GoSend style). The server, the simulator and the
 * documentation (docs/callbacks.md, docs/callbacks.openapi.json) share these shapes. Field names are
 * the senders' own (snake_case), so a real notification fits as it is sent.
 */

export const CALLBACKS_VERSION = 1;
export const CALLBACKS_PATH = '/callbacks/v1';
export const PAYMENT_CALLBACK_PATH = `${CALLBACKS_PATH}/payments/midtrans`;
export const DELIVERY_CALLBACK_PATH = `${CALLBACKS_PATH}/deliveries/gosend`;
/** The callbacks' contract as an OpenAPI 3.1 document, generated from these shapes. */
export const CALLBACKS_OPENAPI_PATH = '/callbacks/openapi.json';
/** The largest body a callback may send (64 KB): a notification is a few hundred bytes. */
export const CALLBACKS_MAX_BODY_BYTES = 64 * 1024;
/** The header the courier vendor sends its shared secret in. */
export const DELIVERY_CALLBACK_SECRET_HEADER = 'X-Callback-Token';

/** The payment statuses the gateway sends; others are stored and change nothing. */
export const PAYMENT_TRANSACTION_STATUSES = ['capture', 'settlement', 'pending', 'deny', 'cancel', 'expire', 'failure', 'refund', 'partial_refund', 'chargeback', 'partial_chargeback', 'authorize'] as const;

/** What became of a payment notification. */
export const PAYMENT_OUTCOMES = ['PAID', 'ALREADY_PAID', 'EXPIRED', 'IGNORED', 'RECORDED', 'ORDER_CLOSED', 'WRONG_AMOUNT', 'UNKNOWN_ORDER'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** What became of a delivery status update. */
export const DELIVERY_OUTCOMES = ['APPLIED', 'HELD', 'DUPLICATE', 'NOT_FORWARD', 'UNKNOWN_STATUS'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** The delivery status each update type of the courier vendor means. */
export const COURIER_UPDATE_TYPE_STATUS: Record<CourierStatusUpdateType, DeliveryStatus> = {
  CREATED: 'confirmed',
  DRIVER_FOUND: 'allocated',
  PICKED_UP: 'picked',
  COMPLETED: 'delivered',
  SYSTEM_CANCELLED: 'cancelled',
  DRIVER_NOT_FOUND: 'no_driver',
};

export const CALLBACK_MESSAGES = {
  badSignature: 'The signature does not match: SHA-512 of order_id, status_code, gross_amount and the server key.',
  staleTime: 'This notification is too old or from the future (transaction_time): it is not taken.',
  rotatedKey: 'This notification is signed with a server key that was rotated out: it is not taken.',
  wrongAmount: (received: string, expected: number) => `The amount ${received} is not what the order costs (${expected}): the notification was recorded and refused.`,
  unknownOrder: 'No order has this order_id: the notification was recorded.',
  unknownDelivery: 'No delivery has this entity_id: nothing was saved.',
  statusOrType: 'Send status, type, or both.',
  time: 'A time: ISO 8601 with an offset, or milliseconds since 1970.',
  transactionTime: 'A time: "YYYY-MM-DD HH:mm:ss" in Jakarta time, or ISO 8601 with an offset.',
} as const;

const code = (maximum: number, description: string) =>
  text()
    .min(1, 'Required.')
    .max(maximum, `Maximum ${maximum} characters.`)
    .regex(/^[A-Za-z0-9._:-]+$/, 'Letters, digits and . _ : - only.')
    .meta({ description });

const optionalText = (maximum: number, description: string) =>
  text()
    .max(maximum, `Maximum ${maximum} characters.`)
    .nullish()
    .meta({ description });

/** Jakarta has no daylight saving: a wall-clock time there is UTC+7 all year. */
const JAKARTA_OFFSET = '+07:00';

/** "2026-11-27 14:05:09" (Jakarta, as the gateway sends it) or ISO 8601 with an offset → a Date, or null when not a time. */
export function paymentTime(value: string): Date | null {
  const wallClock = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value);
  const iso = wallClock ? `${wallClock[1]}T${wallClock[2]}${JAKARTA_OFFSET}` : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : null;
  if (!iso) return null;
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * A time the courier vendor sends: ISO 8601 with an offset, milliseconds since 1970 (a number or
 * digits), or a window of two such millisecond values ("1700000000000-1700000600000", its end).
 */
export function vendorTime(value: string | number): Date | null {
  const text = String(value).trim();
  const window = /^(\d{10,15})-(\d{10,15})$/.exec(text);
  const millis = window ? Number(window[2]) : /^\d{10,15}$/.test(text) ? Number(text) : null;
  const time = millis !== null ? new Date(millis) : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(text) ? new Date(text) : null;
  if (!time || Number.isNaN(time.getTime()) || time.getUTCFullYear() < 2000 || time.getUTCFullYear() > 2999) return null;
  return time;
}

/** A payment notification, Midtrans style. Fields not named here are kept in the stored notification, not read. */
export const paymentNotificationSchema = z
  .looseObject({
    order_id: code(100, 'The order’s number (`orderNo`) the payment was requested for.'),
    status_code: z.string({ error: 'Required.' }).regex(/^\d{3}$/, 'Three digits.').meta({ description: 'The gateway’s status code ("200", "201", "202"…), signed as received.' }),
    gross_amount: z
      .string({ error: 'Required.' })
      .regex(/^\d{1,13}(\.\d{1,2})?$/, 'An amount of rupiah as text, e.g. "25000.00".')
      .meta({ description: 'The amount paid, as text, exactly as signed ("25000.00"); it must equal the order’s paid amount.' }),
    signature_key: z
      .string({ error: 'Required.' })
      .regex(/^[0-9a-fA-F]{128}$/, 'A SHA-512 in hex (128 characters).')
      .meta({ description: 'SHA-512 in hex of order_id + status_code + gross_amount + the server key.' }),
    transaction_status: code(40, `What happened: ${PAYMENT_TRANSACTION_STATUSES.join(', ')}. Another status is stored and changes nothing.`),
    fraud_status: optionalText(40, '`accept`, `challenge` or `deny`; a `capture` pays the order only when `accept`.'),
    transaction_id: code(100, 'The gateway’s id of the transaction; with transaction_status, the notification’s unique key.'),
    payment_type: optionalText(50, 'How it was paid (`qris`, `gopay`, `bank_transfer`…), kept for the record.'),
    transaction_time: z
      .string({ error: 'Required.' })
      .refine((value) => paymentTime(value) !== null, CALLBACK_MESSAGES.transactionTime)
      .meta({ description: 'When the transaction was made: "YYYY-MM-DD HH:mm:ss" in Jakarta time (UTC+7), or ISO 8601 with an offset.' }),
  })
  .meta({ description: 'A payment notification. Other fields the gateway sends (settlement_time, currency, status_message, va_numbers…) are kept with it.' });
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

const vendorTimeField = (description: string) =>
  z
    .union([z.string().max(40), z.number()])
    .refine((value) => vendorTime(value) !== null, CALLBACK_MESSAGES.time)
    .meta({ description });

/** A courier vendor's status update, GoSend style. Fields not named here are ignored. */
export const deliveryUpdateSchema = z
  .looseObject({
    entity_id: code(100, 'The vendor’s booking number (the delivery’s vendor order no); the order’s own number (`orderNo`) is taken too.'),
    store_order_id: code(100, 'The order’s own number, when the vendor sends it back.').nullish(),
    type: code(40, `The update type: ${COURIER_STATUS_UPDATE_TYPES.join(', ')}.`).nullish(),
    status: code(40, `The delivery status: ${DELIVERY_STATUSES.join(', ')}. Takes precedence over the type; another status is stored and moves nothing.`).nullish(),
    event_date: vendorTimeField('When it happened at the vendor: ISO 8601 with an offset, or milliseconds since 1970. With the order and the status, the update’s unique key.'),
    event_id: optionalText(100, 'The vendor’s id of the update, kept for the record.'),
    driver_name: optionalText(100, 'The driver’s name.'),
    driver_phone: optionalText(30, 'The driver’s phone number.'),
    driver_photo_url: optionalText(2000, 'An address of the driver’s photo.'),
    live_tracking_url: optionalText(2000, 'Where the customer follows the driver.'),
    receiver_name: optionalText(100, 'Who received the order.'),
    cancelled_by: optionalText(50, 'Who cancelled (`driver`, `customer`, `system`…).'),
    cancellation_reason: optionalText(500, 'Why it was cancelled.'),
    total_distance_in_kms: z.number().min(0).max(1000).nullish().meta({ description: 'The trip’s distance in km.' }),
    pickup_eta: vendorTimeField('When the driver should reach the outlet (a window "ms-ms" counts by its end).').nullish(),
    delivery_eta: vendorTimeField('When the driver should reach the customer (a window "ms-ms" counts by its end).').nullish(),
    price: z
      .number()
      .int('A whole number of rupiah.')
      .min(0)
      .max(100_000_000)
      .meta({ type: 'integer' } as Record<string, unknown>)
      .nullish()
      .meta({ description: 'What the vendor charges for the delivery, in rupiah (kept as the actual delivery fee).' }),
  })
  .refine((update) => Boolean(update.status ?? update.type), { message: CALLBACK_MESSAGES.statusOrType, path: ['status'] })
  .meta({ description: 'A courier vendor’s status update.' });
export type DeliveryUpdate = z.infer<typeof deliveryUpdateSchema>;

/** The delivery status an update means: its status when given, else its type's; null when neither is one we know. */
export function deliveryStatusOfUpdate(update: { status?: string | null; type?: string | null }): DeliveryStatus | null {
  if (update.status) return (DELIVERY_STATUSES as readonly string[]).includes(update.status) ? (update.status as DeliveryStatus) : null;
  return update.type && update.type in COURIER_UPDATE_TYPE_STATUS ? COURIER_UPDATE_TYPE_STATUS[update.type as CourierStatusUpdateType] : null;
}

/* ---------- What the callbacks answer ---------- */

export const CALLBACK_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_SIGNATURE',
  'STALE_SIGNATURE',
  'WRONG_AMOUNT',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'CALLBACKS_CLOSED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type CallbackErrorCode = (typeof CALLBACK_ERROR_CODES)[number];

/** Every refusal: `{ "error": { "code", "message", … } }`, the machine gateway's shape. */
export const callbackErrorSchema = z.object({
  error: z.object({
    code: z.enum(CALLBACK_ERROR_CODES),
    message: z.string().meta({ description: 'What went wrong, in English.' }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: 'BAD_REQUEST: a message per field of the body, keyed by its dotted path.' }),
    retryAfter: z.number().int().min(1).max(86_400).optional().meta({ description: 'TOO_MANY_REQUESTS: seconds to wait, as in Retry-After.' }),
  }),
});

export const CALLBACK_ANSWERS = {
  payment: z.object({
    orderId: z.string().meta({ description: 'The notification’s order_id.' }),
    transactionId: z.string().meta({ description: 'The notification’s transaction_id.' }),
    transactionStatus: z.string().meta({ description: 'The notification’s transaction_status.' }),
    outcome: z.enum(PAYMENT_OUTCOMES).meta({
      description:
        'PAID: the order is now paid. ALREADY_PAID: it was paid before. EXPIRED: the failed payment expired the unpaid order. IGNORED: nothing to do (pending, a capture under review, an unknown status, or a failure after the payment). RECORDED: kept for the record (a refund). ORDER_CLOSED: the order expired or was missed before this payment: see to a refund. The same notification sent again gets the first answer.',
    }),
    message: z.string().meta({ description: 'The outcome in words.' }),
  }),
  delivery: z.object({
    entityId: z.string().meta({ description: 'The update’s entity_id.' }),
    status: z.string().meta({ description: 'The status the update was taken as (its status, else its type’s).' }),
    outcome: z.enum(DELIVERY_OUTCOMES).meta({
      description:
        'APPLIED: the delivery moved to this status. HELD: kept in the history; the order is not made yet, so the driver cannot have it: the delivery moves to this status when the outlet finishes the order. DUPLICATE: this status at this time was received before. NOT_FORWARD: kept in the history, but the delivery is already further along. UNKNOWN_STATUS: kept in the history, moves nothing.',
    }),
    message: z.string().meta({ description: 'The outcome in words.' }),
  }),
} as const;
