import type { Plugin } from 'graphql-yoga';
import {
  GATEWAY_MAX_BODY_BYTES,
  GATEWAY_MESSAGES,
  GATEWAY_OPENAPI_PATH,
  GATEWAY_PATH,
  checkGatewayEvent,
  draftRegistrationSchema,
  eventsBatchSchema,
  rewardClaimSchema,
  fieldErrors,
  type GatewayEvent,
} from '@back-office/domain';
import type { Database } from '../../db/client';
import { problem, readJsonBody, useJsonApi, type JsonAnswer } from '../../platform/json-api';
import { defineOperation } from '../../platform/operation';
import { eq } from 'drizzle-orm';
import { machines } from '../machines/machines.table';
import { machineGatewayEvents } from './machine-gateway.table';
import { applyEvent, EventRefused } from './event-effects';
import { machineOfKey, sameSecret } from './gateway-keys';
import { registerDraft } from './drafts.service';
import { pendingInstruction } from './instructions';
import { TokenBuckets, type Rate } from './rate-limit';
import { claimReward } from '../rewards/claims';
import { gatewayOpenApiDocument } from './openapi';
import { offeredPaymentMethods } from '../payment-types/machine-payment-methods';
import { AUDIT_FILES_GATEWAY_PATH, gatewayAuditFile } from '../audit-files/gateway-audit-files';

/*
 * The machine gateway: an HTTP API for the machines, beside the console's GraphQL on the same
 * server, under /gateway/v1. docs/machine-gateway.md describes it for those who program machines.
 */

export interface GatewayOptions {
  /** The secret a machine's first boot registers with; null closes registration. */
  enrollmentSecret: string | null;
  /** Calls each machine may make. */
  machineRate: Rate;
  /** Registrations and calls with an unknown key from one address. */
  addressRate: Rate;
  /** Drafts waiting to be converted, beyond which registration is refused. */
  maxWaitingDrafts: number;
  /** How many proxies in front append to X-Forwarded-For (the console's setting). */
  trustedProxyHops: number;
  /** In production an unexpected failure is answered without its detail (the console's setting). */
  production?: boolean;
  /** Where the detail of an unexpected failure is written, one line each; the server's log by default. */
  logFailure?: (line: string) => void;
}

/** The fleet's own secret that the demo server takes when none is set (documented, so the simulator can register drafts). */
export const DEMO_ENROLLMENT_SECRET = 'demo-enrollment-secret';

export const DEFAULT_GATEWAY_OPTIONS: GatewayOptions = {
  enrollmentSecret: null,
  machineRate: { burst: 30, perSecond: 1 },
  addressRate: { burst: 10, perSecond: 0.2 },
  maxWaitingDrafts: 200,
  trustedProxyHops: 0,
};

/** Options from MACHINE_ENROLLMENT_SECRET and GATEWAY_RATE_PER_MINUTE, GATEWAY_BURST; a demo server takes the demo secret when none is set. */
export function gatewayOptionsFromEnvironment(environment = process.env, demo = false): GatewayOptions {
  const number = (name: string, fallback: number) => {
    const text = environment[name]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number above 0, not "${text}".`);
    return value;
  };
  const secret = environment.MACHINE_ENROLLMENT_SECRET?.trim() || (demo ? DEMO_ENROLLMENT_SECRET : null);
  if (secret && secret.length < 16) throw new Error('MACHINE_ENROLLMENT_SECRET must have at least 16 characters.');
  return {
    ...DEFAULT_GATEWAY_OPTIONS,
    enrollmentSecret: secret,
    machineRate: { burst: number('GATEWAY_BURST', 30), perSecond: number('GATEWAY_RATE_PER_MINUTE', 60) / 60 },
  };
}

type Answer = JsonAnswer;

const tooMany = (seconds: number, message: string) => problem(429, 'TOO_MANY_REQUESTS', message, { retryAfter: seconds }, { 'retry-after': String(seconds) });

const unauthenticated = (message: string) => problem(401, 'UNAUTHENTICATED', message, {}, { 'www-authenticate': 'Bearer realm="machine-gateway"' });

/**
 * Serves the gateway's addresses from the GraphQL app, as report downloads are. Put it first among
 * the plugins: it answers everything under its path itself, refusals too, in its own JSON shape.
 */
export function useMachineGateway(db: Database, options: GatewayOptions = DEFAULT_GATEWAY_OPTIONS): Plugin {
  const machineBuckets = new TokenBuckets(options.machineRate);
  const addressBuckets = new TokenBuckets(options.addressRate);

  const route = async (request: Request, path: string, address: string): Promise<Answer> => {
    if (path === '/openapi.json') {
      if (request.method !== 'GET' && request.method !== 'HEAD') return problem(405, 'METHOD_NOT_ALLOWED', 'Use GET here.', {}, { allow: 'GET' });
      return { status: 200, body: gatewayOpenApiDocument() };
    }
    if (path === '/register') {
      if (request.method !== 'POST') return problem(405, 'METHOD_NOT_ALLOWED', 'Register with POST.', {}, { allow: 'POST' });
      return register(request, address);
    }
    const routes: Record<string, string> = { '/events': 'POST', '/instruction': 'GET', '/me': 'GET', '/rewards/claims': 'POST', '/payment-methods': 'GET', [AUDIT_FILES_GATEWAY_PATH]: 'POST' };
    const method = routes[path];
    if (!method) return problem(404, 'NOT_FOUND', `No such gateway address: ${GATEWAY_PATH}${path.slice(0, 60)}.`);
    if (request.method !== method) return problem(405, 'METHOD_NOT_ALLOWED', `Use ${method} here.`, {}, { allow: method });

    const header = request.headers.get('authorization') ?? '';
    const key = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!key) return unauthenticated('Send the machine’s gateway key as "Authorization: Bearer <key>".');
    const machine = await machineOfKey(db, key);
    if (!machine) {
      // Guessing keys is pointless (256 bits), but each guess costs a lookup: limited by address.
      const wait = addressBuckets.take(`key:${address}`);
      if (wait) return tooMany(wait, 'Too many calls with an unknown key from this address.');
      return unauthenticated('This gateway key is not valid: it is unknown or was replaced by a newer one.');
    }
    const wait = machineBuckets.take(`machine:${machine.id}`);
    if (wait) return tooMany(wait, `Too many calls from machine ${machine.vmcNo}: at most ${options.machineRate.burst} at once, then ${Math.round(options.machineRate.perSecond * 60)} a minute.`);

    if (path === '/me') return { status: 200, body: { machineId: machine.id, vmcNo: machine.vmcNo, name: machine.name } };
    if (path === '/instruction') return { status: 200, body: { machineId: machine.id, instruction: await pendingInstruction(db, machine.id) } };
    if (path === '/rewards/claims') return rewardClaim(request, machine.id);
    if (path === '/payment-methods') return { status: 200, body: { machineId: machine.id, paymentMethods: await offeredPaymentMethods(db, machine.id) } };
    if (path === AUDIT_FILES_GATEWAY_PATH) return gatewayAuditFile(db, request, machine.id);
    return events(request, machine.id);
  };

  /** A card tapped for a reward cup: answered granted or refused, and recorded either way. */
  const rewardClaim = async (request: Request, machineId: number): Promise<Answer> => {
    const body = await readJson(request);
    if (!body.ok) return body.answer;
    const claim = rewardClaimSchema.safeParse(body.value);
    if (!claim.success) return problem(400, 'BAD_REQUEST', 'The claim is not valid: nothing was saved.', { fields: fieldErrors(claim.error) });
    return { status: 200, body: await claimReward(db, machineId, claim.data) };
  };

  const register = async (request: Request, address: string): Promise<Answer> => {
    const wait = addressBuckets.take(`register:${address}`);
    if (wait) return tooMany(wait, 'Too many registrations from this address.');
    if (!options.enrollmentSecret) return problem(403, 'REGISTRATION_CLOSED', 'Registration is closed: the server has no MACHINE_ENROLLMENT_SECRET.');
    const secret = /^Enrollment\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!secret || !sameSecret(secret, options.enrollmentSecret)) {
      return problem(401, 'UNAUTHENTICATED', 'Register with the fleet’s enrollment secret: "Authorization: Enrollment <secret>".', {}, { 'www-authenticate': 'Enrollment realm="machine-gateway"' });
    }
    const body = await readJson(request);
    if (!body.ok) return body.answer;
    const parsed = draftRegistrationSchema.safeParse(body.value);
    if (!parsed.success) return problem(400, 'BAD_REQUEST', 'The registration is not valid: nothing was saved.', { fields: fieldErrors(parsed.error) });
    const outcome = await registerDraft(db, { data: parsed.data, address, maxWaiting: options.maxWaitingDrafts });
    if (outcome.outcome === 'isMachine') return problem(409, 'CONFLICT', outcome.message);
    if (outcome.outcome === 'full') return tooMany(3600, outcome.message);
    return {
      status: outcome.outcome === 'created' ? 201 : 200,
      body: { draftId: outcome.draftId, status: 'WAITING', message: 'Registered as a machine draft. Once it is converted in the console, enter the gateway key shown there into the machine.' },
    };
  };

  const events = async (request: Request, machineId: number): Promise<Answer> => {
    const body = await readJson(request);
    if (!body.ok) return body.answer;
    const batch = eventsBatchSchema.safeParse(body.value);
    if (!batch.success) return problem(400, 'BAD_REQUEST', 'The batch is not valid: nothing was saved.', { fields: fieldErrors(batch.error) });
    if (batch.data.machineId !== undefined && batch.data.machineId !== machineId) return problem(403, 'FORBIDDEN', `${GATEWAY_MESSAGES.otherMachine} Nothing was saved.`);

    // Every event is checked before any is applied: one bad event refuses the whole batch.
    const checked: GatewayEvent[] = [];
    const rejected: { index: number; id: string | null; errors: Record<string, string> }[] = [];
    const seen = new Set<string>();
    for (const [index, raw] of batch.data.events.entries()) {
      const check = checkGatewayEvent(raw);
      if (!check.ok) {
        rejected.push({ index, id: check.id, errors: check.errors });
        continue;
      }
      if (check.event.machineId !== undefined && check.event.machineId !== machineId) return problem(403, 'FORBIDDEN', `${GATEWAY_MESSAGES.otherMachine} Nothing was saved.`, { index, id: check.event.id });
      if (seen.has(check.event.id)) rejected.push({ index, id: check.event.id, errors: { id: GATEWAY_MESSAGES.duplicateEventId } });
      seen.add(check.event.id);
      if (check.event.at && check.event.at.getTime() > Date.now() + 10 * 60_000) rejected.push({ index, id: check.event.id, errors: { at: 'This time is in the future: check the machine’s clock.' } });
      checked.push(check.event);
    }
    if (rejected.length > 0) return badEvents(rejected);

    try {
      await applyBatch(db, { machineId, checked });
    } catch (error) {
      if (error instanceof BatchRefused) return badEvents(error.rejected);
      throw error;
    }
    // The same answer for a batch sent again: each event is accepted, whether applied now or before.
    return { status: 200, body: { machineId, results: checked.map((event) => ({ id: event.id, status: 'accepted' })) } };
  };

  return useJsonApi({
    name: 'machine gateway',
    match: (pathname) =>
      pathname === GATEWAY_OPENAPI_PATH ? '/openapi.json' : pathname === GATEWAY_PATH || pathname.startsWith(`${GATEWAY_PATH}/`) ? pathname.slice(GATEWAY_PATH.length) || '/' : null,
    route,
    trustedProxyHops: options.trustedProxyHops,
    production: options.production,
    logFailure: options.logFailure,
  });
}

class BatchRefused extends Error {
  constructor(readonly rejected: { index: number; id: string | null; errors: Record<string, string> }[]) {
    super('refused');
  }
}

const badEvents = (rejected: { index: number; id: string | null; errors: Record<string, string> }[]) =>
  problem(400, 'BAD_EVENTS', `${rejected.length === 1 ? 'An event is' : `${rejected.length} events are`} not valid: nothing from this batch was saved.`, { events: rejected });

/** The body as JSON, read up to the gateway's limit and no further. */
const readJson = (request: Request) => readJsonBody(request, GATEWAY_MAX_BODY_BYTES);

/**
 * A batch of a machine's events, applied in one transaction: events seen before are skipped, and one
 * event refused refuses the batch (BatchRefused, naming it).
 */
const applyBatch = defineOperation<{ machineId: number; checked: GatewayEvent[] }, void>({
  run: async (transaction, { machineId, checked }) => {
    // One batch of a machine at a time. Locked before the events are inserted: their foreign key
    // takes a share lock on the machine, and two batches each holding one would deadlock on it.
    await transaction.select({ id: machines.id }).from(machines).where(eq(machines.id, machineId)).for('update');
    // Events seen before are skipped: the unique index on (machine, event id) tells, even for two copies of a batch sent at once.
    const fresh = await transaction
      .insert(machineGatewayEvents)
      .values(checked.map((event) => ({ machineId, eventId: event.id, type: event.type })))
      .onConflictDoNothing()
      .returning({ eventId: machineGatewayEvents.eventId });
    const isFresh = new Set(fresh.map((row) => row.eventId));
    for (const [index, event] of checked.entries()) {
      if (!isFresh.has(event.id)) continue;
      try {
        await applyEvent(transaction, machineId, event);
      } catch (error) {
        if (error instanceof EventRefused) throw new BatchRefused([{ index, id: event.id, errors: error.errors }]);
        const fields = (error as { extensions?: { code?: string; fields?: Record<string, string> } }).extensions;
        if (fields?.code === 'BAD_USER_INPUT' || fields?.code === 'NOT_FOUND') {
          const errors = fields.fields ? Object.fromEntries(Object.entries(fields.fields).map(([field, message]) => [`payload.${field}`, message])) : { payload: (error as Error).message };
          throw new BatchRefused([{ index, id: event.id, errors }]);
        }
        throw error;
      }
    }
    return { result: undefined };
  },
});
