import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import i18next from 'i18next';

/** The spec's field messages the server returns in `extensions.fields`, keyed by field path. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return fields;
  for (const graphqlError of error.errors) {
    const reported = graphqlError.extensions?.fields;
    if (reported && typeof reported === 'object') {
      for (const [field, message] of Object.entries(reported)) {
        if (typeof message === 'string') fields[field] ??= message;
      }
    }
  }
  return fields;
}

/**
 * What kind of failure an error is, as a person needs to know it: the server could not be reached,
 * the server cannot reach its database (503 SERVICE_UNAVAILABLE: nothing was done, try again), the
 * server failed, the thing asked for does not exist, a refusal whose own message says why, or
 * another error that carries its own readable message.
 */
export type ErrorKind = 'offline' | 'unavailable' | 'server' | 'notFound' | 'unauthenticated' | 'refused' | 'other';

const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|network request failed|fetch failed/i;

export function errorKind(error: unknown): ErrorKind {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = new Set(error.errors.map((graphqlError) => graphqlError.extensions?.code));
    if (codes.has('SERVICE_UNAVAILABLE')) return 'unavailable';
    if (codes.has('UNAUTHENTICATED')) return 'unauthenticated';
    if (codes.has('INTERNAL_SERVER_ERROR')) return 'server';
    if (codes.has('NOT_FOUND')) return 'notFound';
    return 'refused';
  }
  if (ServerError.is(error) && isServiceUnavailable(error.bodyText)) return 'unavailable';
  if (ServerError.is(error) || ServerParseError.is(error)) return 'server';
  if (error instanceof Error && NETWORK_FAILURE.test(error.message)) return 'offline';
  return 'other';
}

/** A 503 answer read as plain JSON (not as a GraphQL response) still carries its errors' codes. */
function isServiceUnavailable(bodyText: string): boolean {
  try {
    const body = JSON.parse(bodyText) as { errors?: { extensions?: { code?: unknown } }[] };
    return Array.isArray(body.errors) && body.errors.some((graphqlError) => graphqlError?.extensions?.code === 'SERVICE_UNAVAILABLE');
  } catch {
    return false;
  }
}

/** Whether trying again may help: true for failures of the connection, the database or the server. */
export function isTransient(error: unknown): boolean {
  const kind = errorKind(error);
  return kind === 'offline' || kind === 'unavailable' || kind === 'server';
}

/**
 * The distinct messages of an error, in words a person understands: a refusal keeps the server's
 * own messages (they are the spec's), a failure of the connection or of the server says what happened.
 */
export function errorMessages(error: unknown): string[] {
  const kind = errorKind(error);
  if (kind === 'offline') return [i18next.t('errors.offline')];
  if (kind === 'unavailable') return [i18next.t('errors.databaseUnavailable')];
  if (kind === 'server') return [i18next.t('errors.server')];
  if (CombinedGraphQLErrors.is(error)) return [...new Set(error.errors.map((graphqlError) => graphqlError.message))];
  return [error instanceof Error ? error.message : String(error)];
}

/** One readable line for an error. */
export function errorMessage(error: unknown): string {
  return errorMessages(error).join(' ');
}

/** Why a save failed: as `errorMessage`, but when the database was away it says that nothing was saved. */
export function saveErrorMessage(error: unknown): string {
  return errorKind(error) === 'unavailable' ? i18next.t('errors.notSaved') : errorMessage(error);
}
