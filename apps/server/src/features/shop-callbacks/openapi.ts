import { z } from 'zod';
import {
  CALLBACKS_MAX_BODY_BYTES,
  CALLBACKS_OPENAPI_PATH,
  CALLBACKS_VERSION,
  CALLBACK_ANSWERS,
  CALLBACK_MESSAGES,
  DELIVERY_CALLBACK_PATH,
  DELIVERY_CALLBACK_SECRET_HEADER,
  PAYMENT_CALLBACK_PATH,
  callbackErrorSchema,
  deliveryUpdateSchema,
  paymentNotificationSchema,
  type CallbackErrorCode,
} from '@back-office/domain';
import { JSON_API_REFUSALS, openApiJson as json, refusalResponses, retryAfterComponent, retryAfterHeader as retryAfter, type DocumentedRefusal } from '../../platform/json-api';
import { appOrdersOpenApi } from '../shop-app/app-orders.http';

/*
 * The callbacks' contract as an OpenAPI 3.1 document, written from the same zod shapes the server
 * checks with, as the machine gateway's is. Served at /callbacks/openapi.json;
 * docs/callbacks.openapi.json is the copy `npm run openapi` writes and CI compares.
 */

function componentSchemas(): Record<string, Record<string, unknown>> {
  const contract = z.registry<{ id: string }>();
  contract.add(paymentNotificationSchema, { id: 'PaymentNotification' });
  contract.add(deliveryUpdateSchema, { id: 'DeliveryUpdate' });
  contract.add(CALLBACK_ANSWERS.payment, { id: 'PaymentAnswer' });
  contract.add(CALLBACK_ANSWERS.delivery, { id: 'DeliveryAnswer' });
  contract.add(callbackErrorSchema, { id: 'Error' });
  for (const [id, schema] of Object.entries(appOrders().schemas)) contract.add(schema, { id });
  const { schemas } = z.toJSONSchema(contract, { io: 'input', target: 'draft-2020-12', uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, Record<string, unknown>> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return schemas;
}

const REFUSALS: Record<string, DocumentedRefusal<CallbackErrorCode>> = {
  BadRequest: {
    status: 400,
    description: 'The body is not valid JSON, or not of the shape (`error.fields`), or nests deeper than 8 levels or is longer than 16,000 characters once written. Nothing was saved.',
    codes: [['BAD_REQUEST', 'The body is not valid: nothing was saved.']],
  },
  PaymentRefused: {
    status: 400,
    description: 'The body is not valid (`BAD_REQUEST`, nothing was saved), or its gross_amount is not the order’s paid amount (`WRONG_AMOUNT`: the notification was stored with its refusal, the order did not move).',
    codes: [
      ['BAD_REQUEST', 'The body is not valid: nothing was saved.'],
      ['WRONG_AMOUNT', CALLBACK_MESSAGES.wrongAmount('20000.00', 25000)],
    ],
  },
  BadSignature: {
    status: 401,
    description: 'The signature does not match (`INVALID_SIGNATURE`), or the notification is stale (`STALE_SIGNATURE`): its transaction_time lies more than a day (PAYMENT_NOTIFICATION_MAX_AGE_MINUTES) before, or more than 5 minutes after, the moment it arrives, or it is signed with the previous server key after its grace. Nothing was saved.',
    codes: [
      ['INVALID_SIGNATURE', `${CALLBACK_MESSAGES.badSignature} Nothing was saved.`],
      ['STALE_SIGNATURE', `${CALLBACK_MESSAGES.staleTime} Nothing was saved.`],
    ],
  },
  Unauthenticated: {
    status: 401,
    description: `No callback secret, or a wrong one, in \`${DELIVERY_CALLBACK_SECRET_HEADER}\`. Nothing was saved.`,
    codes: [['UNAUTHENTICATED', `Send the callback secret in the ${DELIVERY_CALLBACK_SECRET_HEADER} header. Nothing was saved.`]],
  },
  UnknownOrder: {
    status: 404,
    description: 'No order has this order_id. The notification was stored (for reconciliation) and is answered the same when sent again.',
    codes: [['NOT_FOUND', CALLBACK_MESSAGES.unknownOrder]],
  },
  UnknownDelivery: {
    status: 404,
    description: 'No delivery order has this entity_id (as the vendor’s booking number or as the order’s number). Nothing was saved.',
    codes: [['NOT_FOUND', CALLBACK_MESSAGES.unknownDelivery]],
  },
  PayloadTooLarge: {
    status: 413,
    description: `The body is over ${CALLBACKS_MAX_BODY_BYTES / 1024} KB (${CALLBACKS_MAX_BODY_BYTES} bytes); nothing was saved.`,
    codes: [['PAYLOAD_TOO_LARGE', 'The body is too large: at most 64 KB. Nothing was saved.']],
  },
  UnsupportedMediaType: JSON_API_REFUSALS.UnsupportedMediaType,
  TooManyRequests: {
    status: 429,
    description: 'Too many refused signatures or secrets from one address: 10 at once, then one every 5 seconds. Wait `Retry-After` seconds.',
    codes: [['TOO_MANY_REQUESTS', 'Too many refused callbacks from this address.']],
    headers: retryAfter,
  },
  Internal: JSON_API_REFUSALS.Internal,
  ServiceUnavailable: {
    ...JSON_API_REFUSALS.ServiceUnavailable,
    description: 'The database cannot be reached (`SERVICE_UNAVAILABLE`), or the server has no key or secret for this callback (`CALLBACKS_CLOSED`, a production server without PAYMENT_SERVER_KEY or DELIVERY_CALLBACK_SECRET). Nothing was saved; send it again after `Retry-After` seconds.',
    codes: [...JSON_API_REFUSALS.ServiceUnavailable.codes, ['CALLBACKS_CLOSED', 'The server has no PAYMENT_SERVER_KEY: it takes no callbacks until one is set.']],
  },
};

const refusal = (name: keyof typeof REFUSALS): Record<string, unknown> => ({ [REFUSALS[name]!.status]: { $ref: `#/components/responses/${name}` } });

const COMMON = { ...refusal('PayloadTooLarge'), ...refusal('UnsupportedMediaType'), ...refusal('TooManyRequests'), ...refusal('Internal'), ...refusal('ServiceUnavailable') };

const DESCRIPTION = `The calls the payment gateway and the courier vendor make to the server, beside the machine gateway. The prose is docs/callbacks.md.

Every answer is JSON, never cached; every refusal is \`{ "error": { "code", "message" } }\`. An address that does not exist answers 404 \`NOT_FOUND\`, a wrong method 405 \`METHOD_NOT_ALLOWED\` with \`Allow\`. A body is sent as \`application/json\`, at most ${CALLBACKS_MAX_BODY_BYTES / 1024} KB, without NUL characters.

Both callbacks may be sent any number of times, in any order: a payment notification is stored once by (transaction_id, transaction_status), a delivery status once by (order, attempt, status, event_date); a copy is answered as the first was and changes nothing.`;

/** The ordering app's call, served beside the callbacks and described with them. */
const appOrders = () => appOrdersOpenApi(refusal, json);

let document: Record<string, unknown> | undefined;

/** The whole document: the same object every time. */
export function callbacksOpenApiDocument(): Record<string, unknown> {
  document ??= buildDocument();
  return document;
}

function buildDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Back Office payment and delivery callbacks',
      version: String(CALLBACKS_VERSION),
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The server that serves this document (the console’s own address).' }],
    tags: [
      { name: 'Payments', description: 'The payment gateway’s notifications.' },
      { name: 'Deliveries', description: 'The courier vendor’s status updates.' },
      ...appOrders().tags,
      { name: 'Contract', description: 'This document.' },
    ],
    paths: {
      ...appOrders().paths,
      [PAYMENT_CALLBACK_PATH]: {
        post: {
          operationId: 'paymentNotification',
          tags: ['Payments'],
          summary: 'A payment notification',
          description:
            'Signed with signature_key (SHA-512 in hex of order_id + status_code + gross_amount + the server key, as received). `settlement`, or `capture` with fraud_status `accept`, pays the order once; `deny`, `cancel`, `expire` and `failure` expire an unpaid order; `pending` and anything else change nothing. Answered 200 whatever the outcome, so the gateway stops sending it.',
          security: [{ SignatureKey: [] }],
          requestBody: { required: true, content: json('PaymentNotification') },
          responses: {
            200: { description: 'Taken (see `outcome`).', content: json('PaymentAnswer') },
            ...refusal('PaymentRefused'),
            ...refusal('BadSignature'),
            ...refusal('UnknownOrder'),
            ...COMMON,
          },
        },
      },
      [DELIVERY_CALLBACK_PATH]: {
        post: {
          operationId: 'deliveryStatusUpdate',
          tags: ['Deliveries'],
          summary: 'A delivery status update',
          description:
            'A delivery moves forward only (confirmed, allocated, out_for_pickup, picked, out_for_delivery, then delivered, cancelled or no_driver); every update is kept in its history, a status not known here too, without moving it. A driver has the order only once the outlet has made it: picked, out_for_delivery or delivered arriving before then is kept (HELD) and moves the delivery when the outlet finishes the order. Answered 200 whatever the outcome.',
          security: [{ CallbackToken: [] }],
          requestBody: { required: true, content: json('DeliveryUpdate') },
          responses: {
            200: { description: 'Taken (see `outcome`).', content: json('DeliveryAnswer') },
            ...refusal('BadRequest'),
            ...refusal('Unauthenticated'),
            ...refusal('UnknownDelivery'),
            ...COMMON,
          },
        },
      },
      [CALLBACKS_OPENAPI_PATH]: {
        get: {
          operationId: 'openApiDocument',
          tags: ['Contract'],
          summary: 'This document',
          security: [],
          responses: {
            200: { description: 'The callbacks’ contract as OpenAPI 3.1.', content: json({ type: 'object', additionalProperties: true }) },
            ...refusal('Internal'),
          },
        },
      },
    },
    components: {
      schemas: componentSchemas(),
      responses: refusalResponses(REFUSALS),
      headers: retryAfterComponent,
      securitySchemes: {
        ...appOrders().securitySchemes,
        SignatureKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Signature-In-Body',
          description:
            'Not a header: the notification carries its own signature_key, SHA-512 in hex of order_id + status_code + gross_amount + the server key (PAYMENT_SERVER_KEY), compared in constant time.',
        },
        CallbackToken: {
          type: 'apiKey',
          in: 'header',
          name: DELIVERY_CALLBACK_SECRET_HEADER,
          description: 'The shared secret set at the courier vendor and in the server’s DELIVERY_CALLBACK_SECRET, compared in constant time.',
        },
      },
    },
  };
}
