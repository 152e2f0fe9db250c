import { gatewayAuditFileAnswerSchema } from '../audit-files/audit-files';
import { z } from 'zod';
import { PHYSICAL_CONDITIONS } from '../enums';
import { NUL_MESSAGE, fieldErrors, id, optionalText, requiredText, text } from './common';
import { MESSAGES } from './messages';
import { ORDER_EVENT_PAYLOADS } from '../lifecycle/vending-orders';
import { heartbeatPayloadSchema } from './software-updates';
import { MACHINE_INSTRUCTIONS } from './machine-status';
import { REWARD_REFUSALS } from './rewards';

/*
 * The machine gateway: what the machines send the server, apart from the console's GraphQL. The
 * server, the fleet simulator and the documentation (docs/machine-gateway.md) share these shapes.
 */

export const GATEWAY_VERSION = 1;
export const GATEWAY_PATH = '/gateway/v1';
/** The gateway's contract as an OpenAPI 3.1 document, generated from these shapes. */
export const GATEWAY_OPENAPI_PATH = '/gateway/openapi.json';
/** Most events one batch may carry. */
export const GATEWAY_MAX_EVENTS = 100;
/** The largest body a call may send (1 MB). */
export const GATEWAY_MAX_BODY_BYTES = 1024 * 1024;

export const GATEWAY_MESSAGES = {
  alreadyConverted: 'This machine draft was already converted into a machine.',
  factoryNumberIsMachine: 'A machine with this factory number already exists: it must call the gateway with its own key.',
  otherMachine: 'A machine may only send events about itself.',
  duplicateEventId: 'The same event id appears twice in this batch.',
} as const;

/** How deep the free-form slot setting may nest, and how long it may be once written. */
export const SLOT_SETTING_LIMITS = { depth: 32, characters: 4_000 } as const;

/**
 * What is wrong with a free-form JSON value, or null: nested deeper than `depth`, a text with a NUL
 * or half a surrogate pair (the database's JSON refuses both), or longer than `characters` once
 * written. Walked without recursion, so a value 100,000 levels deep cannot overflow the stack, and
 * written out only once it is known to be shallow.
 */
export function jsonValueIssue(value: unknown, limits: { depth: number; characters: number }): string | null {
  const waiting: [unknown, number][] = [[value, 0]];
  while (waiting.length > 0) {
    const [current, depth] = waiting.pop()!;
    if (typeof current === 'string') {
      if (!wellFormedText(current)) return NUL_MESSAGE;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limits.depth) return `It may nest at most ${limits.depth} levels deep.`;
    for (const [key, inner] of Object.entries(current)) {
      if (!wellFormedText(key)) return NUL_MESSAGE;
      waiting.push([inner, depth + 1]);
    }
  }
  const written = JSON.stringify(value ?? null);
  return written.length > limits.characters ? `It may take at most ${limits.characters.toLocaleString('en-US')} characters.` : null;
}

const plainText = text();
const wellFormedText = (value: string) => plainText.safeParse(value).success;

const code = text().regex(/^[A-Za-z0-9-]+$/, MESSAGES.factoryNumber);

/** What a machine says of itself when it boots for the first time; it becomes a machine draft. */
export const draftRegistrationSchema = z.object({
  factoryNumber: requiredText(50).pipe(code),
  vmcNo: requiredText(32).pipe(code),
  /** The machine type's initial name (e.g. "JB") or its name, as the machine knows it. */
  machineType: requiredText(100),
  androidType: optionalText(50),
  owner: optionalText(100),
  physicalCondition: z.enum(PHYSICAL_CONDITIONS, { error: `One of ${PHYSICAL_CONDITIONS.join(', ')}.` }).default('CLEAR'),
  /** The slots as the machine is set up: free-form JSON, at most 32 levels deep and 4,000 characters once written. */
  slotSetting: z
    .unknown()
    .optional()
    .transform((value) => (value === undefined ? null : value))
    .superRefine((value, context) => {
      const issue = jsonValueIssue(value, SLOT_SETTING_LIMITS);
      if (issue) context.addIssue({ code: 'custom', message: `The slot setting is not valid: ${issue}` });
    })
    .meta({ description: 'The slots as the machine is set up: any JSON, at most 32 levels deep and 4,000 characters once written; no NUL in its texts.' }),
});
export type DraftRegistration = z.infer<typeof draftRegistrationSchema>;

/** The machine's own id of an event: what makes a resent event recognisable. */
const eventId = z
  .string({ error: 'Every event needs an id (a string the machine never reuses).' })
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'An event id is 1 to 100 letters, digits, dots, colons, underscores or hyphens.');

const when = z.iso.datetime({ offset: true, error: 'A time in ISO 8601, e.g. 2026-11-24T08:15:00+07:00.' }).optional();

const flag = z.boolean({ error: 'true or false.' });

export const GATEWAY_PAYLOADS = {
  /** The machine is alive: sets its last heartbeat; connected means heard from within a few minutes. It may tell the version of its app. */
  heartbeat: heartbeatPayloadSchema,
  /** Something is wrong with the machine: it is in error until the error is seen to. */
  error: z.object({
    errorCodeMachine: requiredText(50),
    errorDescription: requiredText(500),
    machineSet: optionalText(100),
    fatalError: flag,
    persistenceError: flag,
  }),
  /** A state the machine reports (rinsing, cleaning, idle…), with notes. */
  status: z.object({ status: requiredText(50), notes: optionalText(500) }),
  /** What is left in the machine, per ingredient. */
  stock: z.object({
    levels: z
      .array(
        z.object({
          ingredientId: id,
          currentStock: z.number({ error: MESSAGES.invalidNumber }).min(0, 'Stock cannot be negative.').max(1e9, MESSAGES.invalidNumber),
        }),
        { error: 'A list of { ingredientId, currentStock }.' },
      )
      .min(1, 'At least one level.')
      .max(200, 'At most 200 levels.'),
  }),
  /** The machine carried out (or refused) the instruction it fetched. */
  'instruction.ack': z.object({ logId: id }),
  /** What happens to a cup the machine sells: created, paid, product done, failed, refunded. */
  ...ORDER_EVENT_PAYLOADS,
} as const;

export type GatewayEventType = keyof typeof GATEWAY_PAYLOADS;
export const GATEWAY_EVENT_TYPES = Object.keys(GATEWAY_PAYLOADS) as GatewayEventType[];

/** The envelope every event comes in: its id, type, version, time and payload. */
const envelopeSchema = z.object({
  id: eventId,
  type: text('Every event needs a type.'),
  version: z.literal(GATEWAY_VERSION, { error: `This gateway takes version ${GATEWAY_VERSION} events.` }).default(GATEWAY_VERSION),
  at: when,
  /** Optional: the machine the event is about, which must be the caller. */
  machineId: id.optional(),
  payload: z.unknown().optional(),
});

export type GatewayEvent = {
  [Type in GatewayEventType]: { id: string; type: Type; version: number; at: Date | null; machineId?: number; payload: z.output<(typeof GATEWAY_PAYLOADS)[Type]> };
}[GatewayEventType];

export type EventCheck = { ok: true; event: GatewayEvent } | { ok: false; id: string | null; errors: Record<string, string> };

/** Checks one event of a batch: its envelope, its type and its payload. */
export function checkGatewayEvent(raw: unknown): EventCheck {
  const envelope = envelopeSchema.safeParse(raw);
  const rawId = typeof (raw as { id?: unknown })?.id === 'string' ? ((raw as { id: string }).id.slice(0, 100) as string) : null;
  if (!envelope.success) return { ok: false, id: rawId, errors: fieldErrors(envelope.error) };
  const { type } = envelope.data;
  if (!(type in GATEWAY_PAYLOADS)) {
    return { ok: false, id: rawId, errors: { type: `Unknown event type "${type.slice(0, 40)}": one of ${GATEWAY_EVENT_TYPES.join(', ')}.` } };
  }
  const payload = GATEWAY_PAYLOADS[type as GatewayEventType].safeParse(envelope.data.payload ?? {});
  if (!payload.success) {
    return { ok: false, id: rawId, errors: Object.fromEntries(Object.entries(fieldErrors(payload.error)).map(([path, message]) => [path === '_' ? 'payload' : `payload.${path}`, message])) };
  }
  const event = { ...envelope.data, at: envelope.data.at ? new Date(envelope.data.at) : null, payload: payload.data } as GatewayEvent;
  return { ok: true, event };
}

export const eventsBatchSchema = z.object({
  /** Optional: the machine the batch is about, which must be the caller. */
  machineId: id.optional(),
  events: z.array(z.unknown(), { error: 'A batch is { "events": [...] }.' }).min(1, 'A batch holds at least one event.').max(GATEWAY_MAX_EVENTS, `A batch holds at most ${GATEWAY_MAX_EVENTS} events.`),
});

/** One event type as the OpenAPI document describes it: the envelope, with its type and payload. */
export function gatewayEventSchema<Type extends GatewayEventType>(type: Type) {
  const payload = GATEWAY_PAYLOADS[type];
  return envelopeSchema.extend({
    type: z.literal(type),
    // A heartbeat may come without a payload; every other type needs one.
    payload: type === 'heartbeat' ? payload.optional() : payload,
  });
}

/* ---------- What the gateway answers ---------- */

/** Every `error.code` the gateway answers with. */
export const GATEWAY_ERROR_CODES = [
  'BAD_REQUEST',
  'BAD_EVENTS',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'REGISTRATION_CLOSED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'AUDIT_FILE_REFUSED',
] as const;
export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

const messagesByField = z.record(z.string(), z.string()).meta({ description: 'A message per field, keyed by its dotted path (e.g. "payload.levels.0.currentStock").' });

/** A refused event of a batch: where it is, its id, and what is wrong with it. */
export const gatewayEventRefusalSchema = z.object({
  index: z.number().int().min(0).max(GATEWAY_MAX_EVENTS - 1).meta({ description: 'Its place in the batch, from 0.' }),
  id: z.string().nullable().meta({ description: 'Its id, or null when it had none that is a string.' }),
  errors: messagesByField,
});

/** Every refusal: `{ "error": { "code", "message", … } }`. */
export const gatewayErrorSchema = z.object({
  error: z.object({
    code: z.enum(GATEWAY_ERROR_CODES),
    message: z.string().meta({ description: 'What went wrong and what to do, in English.' }),
    fields: messagesByField.optional().meta({ description: 'BAD_REQUEST: a message per field of the body.' }),
    events: z.array(gatewayEventRefusalSchema).optional().meta({ description: 'BAD_EVENTS: the refused events; nothing from the batch was saved.' }),
    retryAfter: z.number().int().min(1).max(86_400).optional().meta({ description: 'TOO_MANY_REQUESTS: seconds to wait, as in Retry-After.' }),
    index: z.number().int().min(0).max(GATEWAY_MAX_EVENTS - 1).optional().meta({ description: 'FORBIDDEN: the event that names another machine.' }),
    id: z.string().optional().meta({ description: 'FORBIDDEN: the id of the event that names another machine.' }),
    auditFile: gatewayAuditFileAnswerSchema.optional().meta({ description: 'AUDIT_FILE_REFUSED: the refused file as kept, with its reason.' }),
  }),
});
export type GatewayErrorBody = z.infer<typeof gatewayErrorSchema>;

/** What each call answers when it succeeds. */
export const GATEWAY_ANSWERS = {
  registered: z.object({
    draftId: id,
    status: z.literal('WAITING'),
    message: z.string(),
  }),
  accepted: z.object({
    machineId: id,
    results: z.array(z.object({ id: z.string(), status: z.literal('accepted') })).min(1).max(GATEWAY_MAX_EVENTS),
  }),
  instruction: z.object({
    machineId: id,
    instruction: z
      .object({
        logId: id.meta({ description: 'Acknowledge it with an instruction.ack event carrying this logId.' }),
        instruction: z.enum(MACHINE_INSTRUCTIONS.filter((name) => name !== 'noinstruction') as [string, ...string[]]),
        setAt: z.iso.datetime().meta({ description: 'When it was set in the console.' }),
        payload: z.record(z.string(), z.unknown()).nullable().meta({ description: 'What the machine needs to carry it out (the package of an upgrade, the prices of a priceset), or null.' }),
      })
      .nullable()
      .meta({ description: 'null when nothing waits.' }),
  }),
  me: z.object({
    machineId: id.meta({ description: 'The machine the key belongs to.' }),
    vmcNo: z.string().meta({ description: 'Its VMC number.' }),
    name: z.string().meta({ description: 'Its name in the console.' }),
  }),
  rewardClaim: z.object({
    claimId: z.string(),
    granted: z.boolean().meta({ description: 'Make the cup only when true.' }),
    reason: z.enum(REWARD_REFUSALS).nullable().meta({ description: 'Why it was refused; null when granted.' }),
    message: z.string(),
    rewardOrderId: id.meta({ description: 'The reward order that records this answer.' }),
  }),
} as const;
