import { GraphQLError } from 'graphql';

/*
 * The one place that tells "the database cannot be reached now" (stopped, restarting, failing over,
 * the network between us down, no free connection in time) from "a statement was wrong". The first
 * kind is answered 503 with Retry-After and logged once per outage; the second is a bug or a rule.
 */

/** Node socket codes and PostgreSQL SQLSTATEs that mean the connection, not the statement, failed. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: "terminating connection due to administrator command"
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** What node-postgres and its pool say when a connection ends or none comes in time; they carry no code. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection ended unexpectedly)/;

/** Whether `error`, or any error it wraps, means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return connectionFailure(error) !== undefined;
}

/** The innermost error that says why the database cannot be reached, if any. */
function connectionFailure(error: unknown, depth = 0): { message: string; code?: string } | undefined {
  if (!error || typeof error !== 'object' || depth > 8) return undefined;
  const { code, message, cause, originalError, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    errors?: unknown;
  };
  const inner = [cause, originalError, ...(Array.isArray(errors) ? errors : [])];
  for (const wrapped of inner) {
    const found = connectionFailure(wrapped, depth + 1);
    if (found) return found;
  }
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return { message: text, code };
  // A GraphQL error's or a failed query's message may quote the caller's input: only the driver's own errors are read.
  const quotesInput = error instanceof GraphQLError || 'query' in error;
  if (!quotesInput && CONNECTION_MESSAGES.test(text)) return { message: text };
  return undefined;
}

/** Why the database cannot be reached, in one line: "connect ECONNREFUSED 127.0.0.1:5432". */
export function unavailableReason(error: unknown): string {
  const failure = connectionFailure(error);
  if (!failure) return error instanceof Error ? error.message : String(error);
  const message = failure.message.split('\n')[0]!.trim();
  if (!failure.code) return message;
  return message.includes(failure.code) ? message : `${message || 'no answer'} (${failure.code})`;
}

export const DATABASE_UNAVAILABLE = {
  read: 'The database is unavailable. Try again in a moment.',
  write: 'The database is unavailable: nothing was saved. Try again in a moment.',
} as const;

/**
 * The server's log of outages: one line when the database becomes unreachable, one when it answers
 * again with how long it was away and how many calls were refused meanwhile; nothing per call.
 */
class OutageLog {
  private since: number | undefined;
  private refusedCalls = 0;

  get unreachable(): boolean {
    return this.since !== undefined;
  }

  /** A connection failed or was lost. */
  lost(error: unknown): void {
    if (this.since !== undefined) return;
    this.since = Date.now();
    this.refusedCalls = 0;
    console.error(`The database is unreachable: ${unavailableReason(error)}`);
  }

  /** A call was answered 503 (because of `error`, when known). */
  refused(error?: unknown): void {
    if (error !== undefined) this.lost(error);
    if (this.since !== undefined) this.refusedCalls += 1;
  }

  /** A connection was made: the database answers. */
  back(): void {
    if (this.since === undefined) return;
    const seconds = ((Date.now() - this.since) / 1000).toFixed(1);
    const calls = this.refusedCalls === 1 ? '1 call was' : `${this.refusedCalls} calls were`;
    console.log(`The database is back after ${seconds} s; ${calls} refused.`);
    this.since = undefined;
  }
}

export const databaseOutage = new OutageLog();
