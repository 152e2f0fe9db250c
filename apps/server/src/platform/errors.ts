import { AUTHORITIES, type Authority } from '@back-office/domain';
import { GraphQLError } from 'graphql';

/** The error codes a client can rely on (`extensions.code`). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'PAYMENT_GATEWAY_UNAVAILABLE'
  | 'PAYMENT_REFUSED';

function error(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = (message = 'You must be signed in.') => error('UNAUTHENTICATED', message);

/**
 * FORBIDDEN for a missing authority, or a list it needs all of (`anyOne`: any one of): named in words
 * for the person, as the role form names them, and by code under `extensions.authorities`.
 */
export const forbidden = (needed?: Authority | readonly Authority[], { anyOne = false } = {}) => {
  const names = needed === undefined ? [] : typeof needed === 'string' ? [needed] : needed;
  if (names.length === 0) return error('FORBIDDEN', 'You are not allowed to do this.');
  const words = names.map((name) => `“${AUTHORITIES.find((each) => each.name === name)?.description ?? name}”`);
  const permissions = words.length === 1 ? `the permission ${words[0]}` : `${anyOne ? 'one of ' : ''}the permissions ${words.join(', ')}`;
  return error('FORBIDDEN', `You are not allowed to do this: your role needs ${permissions}.`, { authorities: names });
};

/** FORBIDDEN with a message that says why, for rules beyond a missing authority. */
export const refused = (message: string) => error('FORBIDDEN', message);

export const notFound = (what: string, id?: number | string) =>
  error('NOT_FOUND', id === undefined ? `${what} not found.` : `${what} ${id} not found.`);

/** Bad input; `fields` maps a field to the spec's message so forms show it under the field. */
export const badInput = (message: string, fields?: Record<string, string>) =>
  error('BAD_USER_INPUT', message, fields ? { fields } : {});

export const conflict = (message: string, fields?: Record<string, string>) => error('CONFLICT', message, fields ? { fields } : {});

/** A file or body over its limit. */
export const payloadTooLarge = (message: string) => error('PAYLOAD_TOO_LARGE', message);

export const tooManyRequests = (message: string) => error('TOO_MANY_REQUESTS', message);

/** How long a caller refused for want of the database is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** HTTP 503 with Retry-After: the call was not done now, and may succeed in a moment. */
export const serviceUnavailable = (message: string, path?: readonly (string | number)[]) =>
  new GraphQLError(message, {
    path,
    extensions: { code: 'SERVICE_UNAVAILABLE' satisfies ErrorCode, http: { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } } },
  });

/** The payment gateway did not answer (away, too slow, or none set): nothing was charged or saved. */
export const paymentGatewayUnavailable = (message: string) => error('PAYMENT_GATEWAY_UNAVAILABLE', message);

/** The payment gateway answered and refused the charge: nothing was saved. */
export const paymentRefused = (message: string) => error('PAYMENT_REFUSED', message);
