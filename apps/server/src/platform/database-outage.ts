import type { ServerResponse } from 'node:http';
import { getOperationAST, parse, type GraphQLError } from 'graphql';
import { createLogger, maskError, type GraphQLParams, type Plugin, type YogaLogger } from 'graphql-yoga';
import { RETRY_AFTER_SECONDS, serviceUnavailable } from './errors';
import { DATABASE_UNAVAILABLE, databaseOutage, isDatabaseUnavailable } from '../db/database-errors';

/*
 * While the database cannot be reached, every call gets HTTP 503, SERVICE_UNAVAILABLE and
 * Retry-After, whether the failure came in the session lookup before execution or in a resolver; a
 * mutation's answer says that nothing was saved. The outage is logged once, not each failure.
 */

/** Yoga's error masking, with a failure to reach the database turned into SERVICE_UNAVAILABLE. */
export function maskDatabaseErrors(error: unknown, message: string, isDev?: boolean): Error {
  if (!isDatabaseUnavailable(error)) return maskError(error, message, isDev);
  databaseOutage.lost(error);
  return serviceUnavailable(DATABASE_UNAVAILABLE.read, (error as Partial<GraphQLError>).path);
}

/** Yoga's logger, minus the error of each call refused for want of the database: the outage log counts those. */
export function outageAwareLogger(logger: YogaLogger = createLogger()): YogaLogger {
  return {
    ...logger,
    error: (...args: unknown[]) => {
      if (args.some(isDatabaseUnavailable)) return;
      logger.error(...args);
    },
  };
}

/** Counts refused calls and says in a mutation's answer that nothing was saved. */
export function useDatabaseOutage(): Plugin {
  const paramsOfRequests = new WeakMap<Request, GraphQLParams>();
  return {
    onParams({ request, params }) {
      paramsOfRequests.set(request, params);
    },
    onResultProcess({ request, result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors) return;
      const refused = result.errors.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE');
      if (!refused) return;
      databaseOutage.refused();
      if (!isMutation(paramsOfRequests.get(request))) return;
      setResult({
        ...result,
        errors: result.errors.map((error) =>
          error.extensions?.code === 'SERVICE_UNAVAILABLE' ? serviceUnavailable(DATABASE_UNAVAILABLE.write, error.path) : error,
        ),
      });
    },
  };
}

function isMutation(params: GraphQLParams | undefined): boolean {
  if (!params?.query) return false;
  try {
    return getOperationAST(parse(params.query), params.operationName)?.operation === 'mutation';
  } catch {
    return false;
  }
}

/** The plain-text answer of a non-GraphQL address (a report download) while the database is away. */
export function unavailableResponse(error: unknown): Response {
  databaseOutage.refused(error);
  return new Response(DATABASE_UNAVAILABLE.read, {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}

/** The answer of the API, a report download or /healthz while the server waits for its database at start. */
export function refuseWhileWaiting(path: string, response: ServerResponse): void {
  const retryAfter = String(RETRY_AFTER_SECONDS);
  if (path === '/graphql') {
    const body = JSON.stringify({ errors: [{ message: DATABASE_UNAVAILABLE.read, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': retryAfter }).end(body);
    return;
  }
  const text = path === '/healthz' ? 'waiting for the database' : DATABASE_UNAVAILABLE.read;
  response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': retryAfter }).end(text);
}
