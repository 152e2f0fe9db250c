import { z } from 'zod';
import {
  GATEWAY_ANSWERS,
  GATEWAY_EVENT_TYPES,
  GATEWAY_MAX_BODY_BYTES,
  GATEWAY_MAX_EVENTS,
  GATEWAY_MESSAGES,
  GATEWAY_OPENAPI_PATH,
  GATEWAY_PATH,
  GATEWAY_VERSION,
  draftRegistrationSchema,
  gatewayErrorSchema,
  gatewayEventSchema,
  rewardClaimSchema,
  gatewayAuditFileSchema,
  gatewayAuditFileAnswerSchema,
  type GatewayErrorCode,
  type GatewayEventType,
} from '@back-office/domain';
import { JSON_API_REFUSALS, openApiJson as json, refusalResponses, retryAfterComponent, retryAfterHeader as retryAfter, type DocumentedRefusal } from '../../platform/json-api';

/*
 * The gateway's contract as an OpenAPI 3.1 document, written from the same zod shapes the gateway
 * checks with (zod's own JSON Schema output), so the two cannot drift apart. Served at
 * /gateway/openapi.json; docs/machine-gateway.openapi.json is a copy that `npm run openapi` writes and
 * CI compares. docs/machine-gateway.md is the prose beside it.
 */

/** "order.product_done" → "OrderProductDoneEvent". */
const eventSchemaName = (type: GatewayEventType) =>
  `${type
    .split(/[._]/)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}Event`;

/** The shapes, named as the document's components. */
function componentSchemas(): Record<string, Record<string, unknown>> {
  const contract = z.registry<{ id: string }>();
  const events = GATEWAY_EVENT_TYPES.map((type) => gatewayEventSchema(type).meta({ description: `\`${type}\`: ${EVENT_EFFECTS[type]}` }));
  events.forEach((schema, index) => contract.add(schema, { id: eventSchemaName(GATEWAY_EVENT_TYPES[index]!) }));
  contract.add(
    z.object({
      machineId: gatewayEventSchema('heartbeat').shape.machineId,
      events: z
        .array(z.discriminatedUnion('type', events as unknown as [z.ZodObject, ...z.ZodObject[]]))
        .min(1)
        .max(GATEWAY_MAX_EVENTS)
        .meta({ description: `1 to ${GATEWAY_MAX_EVENTS} events, applied in this order, all or none; an id may appear once in a batch.` }),
    }),
    { id: 'EventBatch' },
  );
  contract.add(draftRegistrationSchema, { id: 'Registration' });
  contract.add(rewardClaimSchema, { id: 'RewardClaim' });
  contract.add(GATEWAY_ANSWERS.registered, { id: 'Registered' });
  contract.add(GATEWAY_ANSWERS.accepted, { id: 'Accepted' });
  contract.add(GATEWAY_ANSWERS.instruction, { id: 'PendingInstruction' });
  contract.add(GATEWAY_ANSWERS.me, { id: 'Me' });
  contract.add(GATEWAY_ANSWERS.rewardClaim, { id: 'RewardClaimAnswer' });
  contract.add(gatewayAuditFileSchema, { id: 'AuditFile' });
  contract.add(gatewayAuditFileAnswerSchema, { id: 'AuditFileAnswer' });
  contract.add(gatewayErrorSchema, { id: 'Error' });
  const { schemas } = z.toJSONSchema(contract, { io: 'input', target: 'draft-2020-12', uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, Record<string, unknown>> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  // The event's type tells which shape it is: said so, for client generators.
  const items = (schemas.EventBatch as { properties: { events: { items: Record<string, unknown> } } }).properties.events.items;
  items.discriminator = { propertyName: 'type', mapping: Object.fromEntries(GATEWAY_EVENT_TYPES.map((type) => [type, `#/components/schemas/${eventSchemaName(type)}`])) };
  return schemas;
}

/** What each event type does, as docs/machine-gateway.md tells it. */
const EVENT_EFFECTS: Record<GatewayEventType, string> = {
  heartbeat: 'the machine is alive; it may tell the version of its app (both versionName and versionCode, or neither). Sets its last heartbeat.',
  error: 'something is wrong with the machine: it is in error, and its history says so, until the error is seen to.',
  status: 'a state the machine reports (RINSING, IDLE…), into its history; a normal status (ok, normal, ready, running) clears its error.',
  stock: 'what is left of each ingredient. Sets the level of each ingredient the machine has a stock-in row for; a level above the row’s maximum is recorded as the maximum (a canister holds no more) and the machine’s history says what was reported; a level of any other ingredient is not recorded, and the machine’s history says which were reported.',
  'instruction.ack': 'the machine carried out (or refused) the instruction it fetched; an instruction that is not waiting for this machine refuses the batch.',
  'order.created': 'the customer chose a drink: the product, its price and the hub the machine stands at. A product the server does not know refuses the batch.',
  'order.paid': 'the payment went through.',
  'order.product_done': 'the drink was made and taken: its recipe is taken from the machine’s canisters.',
  'order.failed': 'the payment or the drink failed.',
  'order.refunded': 'the money went back to the customer.',
};

/** The refusals, one response each, with an example of each code they carry. */
const REFUSALS: Record<string, DocumentedRefusal<GatewayErrorCode>> = {
  BadRequest: {
    status: 400,
    description: 'The body is not valid JSON, or not of the shape (`error.fields`), or events of a batch are not valid or cannot be applied (`BAD_EVENTS`, `error.events`). Nothing was saved.',
    codes: [
      ['BAD_REQUEST', 'The registration is not valid: nothing was saved.'],
      ['BAD_EVENTS', 'An event is not valid: nothing from this batch was saved.'],
    ],
  },
  Unauthenticated: {
    status: 401,
    description: 'No key, an unknown or replaced key, or a wrong enrollment secret.',
    codes: [['UNAUTHENTICATED', 'This gateway key is not valid: it is unknown or was replaced by a newer one.']],
    headers: { 'WWW-Authenticate': { description: '`Bearer realm="machine-gateway"`, or `Enrollment realm="machine-gateway"` on registration.', schema: { type: 'string' } } },
  },
  Forbidden: {
    status: 403,
    description: 'The batch or an event names another machine (`machineId`); nothing was saved.',
    codes: [['FORBIDDEN', `${GATEWAY_MESSAGES.otherMachine} Nothing was saved.`]],
  },
  RegistrationClosed: {
    status: 403,
    description: 'The server has no enrollment secret: registration is closed.',
    codes: [['REGISTRATION_CLOSED', 'Registration is closed: the server has no MACHINE_ENROLLMENT_SECRET.']],
  },
  Conflict: {
    status: 409,
    description: 'The factory number is already a machine: that machine calls with its own key.',
    codes: [['CONFLICT', GATEWAY_MESSAGES.factoryNumberIsMachine]],
  },
  PayloadTooLarge: {
    status: 413,
    description: `The body is over ${GATEWAY_MAX_BODY_BYTES / (1024 * 1024)} MB (${GATEWAY_MAX_BODY_BYTES} bytes); nothing was saved.`,
    codes: [['PAYLOAD_TOO_LARGE', 'The body is too large: at most 1 MB. Nothing was saved.']],
  },
  UnsupportedMediaType: JSON_API_REFUSALS.UnsupportedMediaType,
  TooManyRequests: {
    status: 429,
    description: 'Over a rate limit (per machine: `GATEWAY_BURST` at once, then `GATEWAY_RATE_PER_MINUTE` a minute; per address: 10 registrations or calls with an unknown key at once, then one every 5 seconds), or 200 drafts are waiting. Wait `Retry-After` seconds.',
    codes: [['TOO_MANY_REQUESTS', 'Too many calls from machine JB-0201: at most 30 at once, then 60 a minute.']],
    headers: retryAfter,
  },
  AuditFileRefused: {
    status: 422,
    description: 'The audit file failed its checks (G85 check sum, SE segment count, its numbers, VA1 = CA2 + DA2, the serial in ID1): it is kept whole with its reason (`error.auditFile`), and nothing of it is applied.',
    codes: [['AUDIT_FILE_REFUSED', 'The audit file was refused and kept with its reason: The check sum does not match (G85 says 1234, the file gives BB3D): the file was damaged or changed on the way.']],
  },
  Internal: JSON_API_REFUSALS.Internal,
  ServiceUnavailable: JSON_API_REFUSALS.ServiceUnavailable,
};

const refusal = (name: keyof typeof REFUSALS) => ({ [REFUSALS[name]!.status]: { $ref: `#/components/responses/${name}` } });

/** The refusals every call with a key may meet. */
const KEYED = { ...refusal('Unauthenticated'), ...refusal('TooManyRequests'), ...refusal('Internal'), ...refusal('ServiceUnavailable') };
/** …and those of a call with a JSON body. */
const WITH_BODY = { ...refusal('BadRequest'), ...refusal('PayloadTooLarge'), ...refusal('UnsupportedMediaType') };

const DESCRIPTION = `The JSON API the coffee machines call, beside the console's GraphQL on the same server. The prose is docs/machine-gateway.md.

Every answer is JSON, never cached. Every refusal is \`{ "error": { "code", "message" } }\` with the codes below; an address that does not exist answers 404 \`NOT_FOUND\`, a wrong method 405 \`METHOD_NOT_ALLOWED\` with \`Allow\`. A body is sent as \`application/json\`, at most 1 MB.

Events are idempotent: each is stored by (machine, event id), so a batch sent again is applied only for the events not seen before, and answered the same. A batch is all or nothing: one event that is not valid, or cannot be applied, refuses it with 400 \`BAD_EVENTS\` and nothing of it is written. The same event id twice in one batch is such an event: \`BAD_EVENTS\`, with \`errors.id\` "${GATEWAY_MESSAGES.duplicateEventId}".`;

/** The whole document: the same object every time. */
let document: Record<string, unknown> | undefined;

export function gatewayOpenApiDocument(): Record<string, unknown> {
  document ??= buildDocument();
  return document;
}

function buildDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Back Office machine gateway',
      version: String(GATEWAY_VERSION),
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The server that serves this document (the console’s own address).' }],
    security: [{ MachineKey: [] }],
    tags: [
      { name: 'Registration', description: 'A machine’s first boot.' },
      { name: 'Machine', description: 'Calls a machine makes with its own key.' },
      { name: 'Contract', description: 'This document.' },
    ],
    paths: {
      [`${GATEWAY_PATH}/register`]: {
        post: {
          operationId: 'register',
          tags: ['Registration'],
          summary: 'Register as a machine draft',
          description:
            'A machine on its first boot, with the fleet’s enrollment secret, becomes a machine draft; registering again refreshes the same draft (one per factory number). Someone converts it into a machine in the console, which shows the machine’s key once.',
          security: [{ EnrollmentSecret: [] }],
          requestBody: { required: true, content: json('Registration') },
          responses: {
            200: { description: 'The same draft, refreshed.', content: json('Registered') },
            201: { description: 'A new draft.', content: json('Registered') },
            ...WITH_BODY,
            ...refusal('RegistrationClosed'),
            ...refusal('Conflict'),
            ...KEYED,
          },
        },
      },
      [`${GATEWAY_PATH}/events`]: {
        post: {
          operationId: 'sendEvents',
          tags: ['Machine'],
          summary: 'Send a batch of events',
          description: 'Heartbeats, errors, status, stock levels, instruction acknowledgements and orders, all or nothing. Every event is answered `accepted`, whether applied now or before (a batch sent again).',
          requestBody: { required: true, content: json('EventBatch') },
          responses: { 200: { description: 'Every event accepted.', content: json('Accepted') }, ...WITH_BODY, ...refusal('Forbidden'), ...KEYED },
        },
      },
      [`${GATEWAY_PATH}/instruction`]: {
        get: {
          operationId: 'pendingInstruction',
          tags: ['Machine'],
          summary: 'The instruction waiting for the machine',
          description: 'Marks it fetched; the same one is handed over again until the machine acknowledges it with an `instruction.ack` event.',
          responses: { 200: { description: 'The waiting instruction, or null.', content: json('PendingInstruction') }, ...KEYED },
        },
      },
      [`${GATEWAY_PATH}/me`]: {
        get: {
          operationId: 'me',
          tags: ['Machine'],
          summary: 'Which machine the key belongs to',
          description: 'To check a key after it is entered into the machine.',
          responses: { 200: { description: 'The key’s machine.', content: json('Me') }, ...KEYED },
        },
      },
      [`${GATEWAY_PATH}/rewards/claims`]: {
        post: {
          operationId: 'claimReward',
          tags: ['Machine'],
          summary: 'Ask for a reward cup for a card',
          description: 'Answered 200 whether granted or refused, and recorded either way; sent again with the same `claimId`, the first answer.',
          requestBody: { required: true, content: json('RewardClaim') },
          responses: { 200: { description: 'Granted or refused.', content: json('RewardClaimAnswer') }, ...WITH_BODY, ...KEYED },
        },
      },
      [`${GATEWAY_PATH}/audit-files`]: {
        post: {
          operationId: 'sendAuditFile',
          tags: ['Machine'],
          summary: 'Send an audit file (DEX / EVA-DTS)',
          description:
            'A machine of another make sends its audit file as text. It is checked and read: its sales are the difference of its lifetime counters from the machine’s previous file. The same file again changes nothing (200, `repeated`).',
          requestBody: { required: true, content: json('AuditFile') },
          responses: {
            200: { description: 'The same file came before: nothing changed.', content: json('AuditFileAnswer') },
            201: { description: 'The file was read (APPLIED, or COUNTER_RESET when counters went down).', content: json('AuditFileAnswer') },
            ...WITH_BODY,
            ...refusal('AuditFileRefused'),
            ...KEYED,
          },
        },
      },
      [GATEWAY_OPENAPI_PATH]: {
        get: {
          operationId: 'openApiDocument',
          tags: ['Contract'],
          summary: 'This document',
          security: [],
          responses: {
            200: { description: 'The gateway’s contract as OpenAPI 3.1.', content: json({ type: 'object', additionalProperties: true }) },
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
        MachineKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'mk_ and 43 base64url characters',
          description: 'The machine’s own gateway key, shown once in the console when the machine is converted or a new key is issued: `Authorization: Bearer mk_…`.',
        },
        EnrollmentSecret: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The fleet’s enrollment secret (the server’s MACHINE_ENROLLMENT_SECRET), as `Authorization: Enrollment <secret>`.',
        },
      },
    },
  };
}
