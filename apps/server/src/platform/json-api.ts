import type { IncomingMessage } from 'node:http';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { DATABASE_UNAVAILABLE, databaseOutage, isDatabaseUnavailable } from '../db/database-errors';
import { clientAddress } from './client-address';
import { RETRY_AFTER_SECONDS } from './errors';
import { readLimited, sizeInWords } from './hardening';

/*
 * The pieces every JSON API for callers outside the console shares (the machine gateway, the payment
 * and courier callbacks): one error shape `{ "error": { "code", "message", … } }`, bodies read up to
 * a limit and no further, and a plugin that answers everything under its path itself, so that no
 * call from outside ever meets GraphQL's own answers, a 500 with a stack, or an internal detail.
 */

/** What a JSON API answers: a status, a JSON body, and headers beside the JSON content type. */
export type JsonAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/** A refusal in the one shape. */
export const problem = (status: number, code: string, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): JsonAnswer => ({
  status,
  body: { error: { code, message, ...extra } },
  headers,
});

const UNSUPPORTED_MEDIA_TYPE = 'Send JSON, with "Content-Type: application/json".';

/** The answer to a failure nobody expected, with the reference its detail is logged under. */
const internalMessage = (reference: string, shown = '') =>
  `The server could not handle this call (reference ${reference}); nothing from it was saved. Send it again later.${shown}`;

const tooLarge = (maxBytes: number) => problem(413, 'PAYLOAD_TOO_LARGE', `The body is too large: at most ${sizeInWords(maxBytes)}. Nothing was saved.`, {}, { connection: 'close' });

/** The body as JSON, read up to `maxBytes` and no further; a refusal in the one shape otherwise. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<{ ok: true; value: unknown } | { ok: false; answer: JsonAnswer }> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { ok: false, answer: problem(415, 'UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_MEDIA_TYPE) };
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, answer: tooLarge(maxBytes) };
  // Chunked bodies declare no length: counted as they arrive, and cut at the limit.
  const bytes = request.body ? await readLimited(request.body, maxBytes) : new Uint8Array();
  if (!bytes) return { ok: false, answer: tooLarge(maxBytes) };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, answer: problem(400, 'BAD_REQUEST', 'The body is not valid JSON: nothing was saved.') };
  }
}

/** Compares two secrets in constant time, whatever their lengths. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

export interface JsonApiOptions {
  /** Names the API in the server's log. */
  name: string;
  /** The path under the API for a request's pathname, or null when the request is not the API's. */
  match: (pathname: string) => string | null;
  /** Answers a call; anything it throws is answered 503 (the database away) or 500 with a reference. */
  route: (request: Request, path: string, address: string) => Promise<JsonAnswer>;
  /** How many proxies in front append to X-Forwarded-For (the console's setting). */
  trustedProxyHops: number;
  /** In production an unexpected failure is answered without its detail. */
  production?: boolean;
  /** Where the detail of an unexpected failure is written, one line each; the server's log by default. */
  logFailure?: (line: string) => void;
}

/**
 * Serves a JSON API from the GraphQL app, as report downloads are. Put it before the other plugins:
 * it answers everything under its path itself, refusals too, in the one JSON shape.
 */
export function useJsonApi(options: JsonApiOptions): Plugin {
  const logFailure = options.logFailure ?? ((line: string) => console.error(line));

  /** A failure nobody expected: its detail goes to the log, on one line; the caller gets a reference to it, and the detail only outside production. */
  const failed = (request: Request, error: unknown): JsonAnswer => {
    const reference = randomUUID().slice(0, 8);
    const detail = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
    logFailure(`${options.name}: ${request.method} ${new URL(request.url).pathname} failed (reference ${reference}): ${detail.replace(/\s*\n\s*/g, ' | ')}`);
    const shown = options.production ? '' : ` ${(error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300)}`;
    return problem(500, 'INTERNAL', internalMessage(reference, shown));
  };

  return {
    async onRequest({ request, url, endResponse, serverContext }) {
      const path = options.match(url.pathname);
      if (path === null) return;
      let answer: JsonAnswer;
      try {
        const socket = (serverContext as { req?: IncomingMessage } | undefined)?.req?.socket.remoteAddress ?? 'local';
        answer = await options.route(request, path, clientAddress(request, socket, options.trustedProxyHops));
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          databaseOutage.refused(error);
          const seconds = String(RETRY_AFTER_SECONDS);
          answer = problem(503, 'SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE.write, {}, { 'retry-after': seconds });
        } else answer = failed(request, error);
      }
      endResponse(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...answer.headers },
        }),
      );
    },
  };
}

/* ---------- The APIs' OpenAPI documents ---------- */

/** A refusal as an OpenAPI document describes it: one response, with an example of each code it carries. */
export interface DocumentedRefusal<Code extends string = string> {
  status: number;
  description: string;
  codes: [Code, string][];
  headers?: Record<string, unknown>;
}

/** A JSON body of a named component schema, or of the schema given. */
export const openApiJson = (schema: string | Record<string, unknown>) => ({ 'application/json': { schema: typeof schema === 'string' ? { $ref: `#/components/schemas/${schema}` } : schema } });

/** The Retry-After header of a response, and the component it refers to. */
export const retryAfterHeader = { 'Retry-After': { $ref: '#/components/headers/Retry-After' } };
export const retryAfterComponent = { 'Retry-After': { description: 'Whole seconds to wait before calling again.', schema: { type: 'integer', minimum: 1, maximum: 86_400 } } };

/** The refusals every JSON API answers alike, from readJsonBody and useJsonApi above: one list for every document. */
export const JSON_API_REFUSALS = {
  UnsupportedMediaType: {
    status: 415,
    description: 'The body was not sent as `Content-Type: application/json`.',
    codes: [['UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_MEDIA_TYPE]],
  },
  Internal: {
    status: 500,
    description: 'A failure the server did not expect. Its detail is in the server’s log under the reference; nothing from the call was saved. Send it again later.',
    codes: [['INTERNAL', internalMessage('3f2a9c1e')]],
  },
  ServiceUnavailable: {
    status: 503,
    description: 'The database cannot be reached; nothing was saved. Send the call again after `Retry-After` seconds.',
    codes: [['SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE.write]],
    headers: retryAfterHeader,
  },
} satisfies Record<string, DocumentedRefusal<'UNSUPPORTED_MEDIA_TYPE' | 'INTERNAL' | 'SERVICE_UNAVAILABLE'>>;

/** The document's `components.responses`: each refusal by its name, its examples in the one error shape. */
export function refusalResponses(refusals: Record<string, DocumentedRefusal>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(refusals).map(([name, { description, codes, headers }]) => [
      name,
      {
        description,
        ...(headers ? { headers } : {}),
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Error' },
            examples: Object.fromEntries(codes.map(([code, message]) => [code, { value: { error: { code, message, ...(code === 'TOO_MANY_REQUESTS' ? { retryAfter: 2 } : {}) } } }])),
          },
        },
      },
    ]),
  );
}
