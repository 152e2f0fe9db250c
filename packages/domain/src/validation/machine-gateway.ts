import { z } from 'zod';
import { PHYSICAL_CONDITIONS } from '../enums';
import { fieldErrors, optionalText, requiredText } from './common';
import { MESSAGES } from './messages';
import { ORDER_EVENT_PAYLOADS } from '../lifecycle/vending-orders';
import { heartbeatPayloadSchema } from './software-updates';

/*
 * The machine gateway: what the machines send the server, apart from the console's GraphQL. The
 * server, the fleet simulator and the documentation (docs/machine-gateway.md) share these shapes.
 */

export const GATEWAY_VERSION = 1;
export const GATEWAY_PATH = '/gateway/v1';
/** Most events one batch may carry. */
export const GATEWAY_MAX_EVENTS = 100;

export const GATEWAY_MESSAGES = {
  alreadyConverted: 'This machine draft was already converted into a machine.',
  factoryNumberIsMachine: 'A machine with this factory number already exists: it must call the gateway with its own key.',
  otherMachine: 'A machine may only send events about itself.',
  duplicateEventId: 'The same event id appears twice in this batch.',
} as const;

const code = z.string({ error: MESSAGES.required }).regex(/^[A-Za-z0-9-]+$/, MESSAGES.factoryNumber);

/** What a machine says of itself when it boots for the first time; it becomes a machine draft. */
export const draftRegistrationSchema = z.object({
  factoryNumber: requiredText(50).pipe(code),
  vmcNo: requiredText(32).pipe(code),
  /** The machine type's initial name (e.g. "JB") or its name, as the machine knows it. */
  machineType: requiredText(100),
  androidType: optionalText(50),
  owner: optionalText(100),
  physicalCondition: z.enum(PHYSICAL_CONDITIONS, { error: `One of ${PHYSICAL_CONDITIONS.join(', ')}.` }).default('CLEAR'),
  /** The slots as the machine is set up: free-form JSON (at most 4,000 characters once written). */
  slotSetting: z
    .unknown()
    .optional()
    .transform((value) => (value === undefined ? null : value))
    .refine((value) => JSON.stringify(value).length <= 4_000, 'The slot setting may take at most 4,000 characters.'),
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
          ingredientId: z.number({ error: MESSAGES.required }).int(MESSAGES.wholeNumber).positive(MESSAGES.greaterThan0),
          currentStock: z.number({ error: MESSAGES.invalidNumber }).min(0, 'Stock cannot be negative.').max(1e9, MESSAGES.invalidNumber),
        }),
        { error: 'A list of { ingredientId, currentStock }.' },
      )
      .min(1, 'At least one level.')
      .max(200, 'At most 200 levels.'),
  }),
  /** The machine carried out (or refused) the instruction it fetched. */
  'instruction.ack': z.object({ logId: z.number({ error: MESSAGES.required }).int(MESSAGES.wholeNumber).positive(MESSAGES.greaterThan0) }),
  /** What happens to a cup the machine sells: created, paid, product done, failed, refunded. */
  ...ORDER_EVENT_PAYLOADS,
} as const;

export type GatewayEventType = keyof typeof GATEWAY_PAYLOADS;
export const GATEWAY_EVENT_TYPES = Object.keys(GATEWAY_PAYLOADS) as GatewayEventType[];

/** The envelope every event comes in: its id, type, version, time and payload. */
const envelopeSchema = z.object({
  id: eventId,
  type: z.string({ error: 'Every event needs a type.' }),
  version: z.literal(GATEWAY_VERSION, { error: `This gateway takes version ${GATEWAY_VERSION} events.` }).default(GATEWAY_VERSION),
  at: when,
  /** Optional: the machine the event is about, which must be the caller. */
  machineId: z.number().int().optional(),
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
  machineId: z.number().int().optional(),
  events: z.array(z.unknown(), { error: 'A batch is { "events": [...] }.' }).min(1, 'A batch holds at least one event.').max(GATEWAY_MAX_EVENTS, `A batch holds at most ${GATEWAY_MAX_EVENTS} events.`),
});
