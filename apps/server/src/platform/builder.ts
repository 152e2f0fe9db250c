import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import { GraphQLError, Kind } from 'graphql';
import type { Authority } from '@back-office/domain';
import type { Context } from './context';
import { ReceivedFile } from './uploads';
import { forbidden, unauthenticated } from './errors';

/**
 * The one schema builder. Every root field declares its access with `authScopes`:
 * `{ public: true }`, `{ session: true }` or `{ authority: 'VIEW_HUB' }`; see permissions.ts.
 */
export const builder = new SchemaBuilder<{
  Context: Context;
  /** `authority` names one Authority, or a list of which the caller needs any one. */
  AuthScopes: { public: boolean; session: boolean; authority: Authority | readonly Authority[] };
  Scalars: { DateTime: { Input: Date; Output: Date | string }; Date: { Input: string; Output: string }; File: { Input: ReceivedFile; Output: never } };
  DefaultFieldNullability: false;
}>({
  // Object fields are non-null unless declared otherwise; root fields are nullable so that one
  // refused field leaves the others' data in the response.
  defaultFieldNullability: false,
  // Scope auth first, so that a refused field never reaches its loader.
  plugins: [ScopeAuthPlugin, DataloaderPlugin],
  scopeAuth: {
    // A subscription's scopes are checked when it starts, before its subscribe function looks for
    // the outlet: otherwise Pothos checks them only as each event is resolved, and an anonymous
    // caller learns which outlets exist (NOT_FOUND) instead of being refused. Each event is checked
    // again against the session as it is now (features/shop-live/live-gate.ts).
    authorizeOnSubscribe: true,
    authScopes: (context) => ({
      public: true,
      session: context.user !== null,
      authority: (needed: Authority | readonly Authority[]) =>
        context.user !== null && (typeof needed === 'string' ? context.authorities.has(needed) : needed.some((name) => context.authorities.has(name))),
    }),
    unauthorizedError: (_parent, context, _info, result) =>
      context.user ? forbidden(missingAuthority(result.failure), { anyOne: true }) : unauthenticated(),
  },
});

type Failure = { kind: string; scope?: string; parameter?: unknown; failures?: Failure[] };

/** The authority (or the list of which any one would do) whose absence refused the call, to name it in the error. */
function missingAuthority(failure: Failure): Authority | readonly Authority[] | undefined {
  // The parameter of an `authority` scope is what the field declared.
  if (failure.kind === 'AuthScope' && failure.scope === 'authority') return failure.parameter as Authority | readonly Authority[];
  for (const inner of failure.failures ?? []) {
    const found = missingAuthority(inner);
    if (found) return found;
  }
  return undefined;
}

/** ISO 8601 instants on the wire, timestamptz in the database. */
builder.scalarType('DateTime', {
  description: 'An instant in ISO 8601, sent in UTC, from 0001-01-01 to 9999-12-31; BAD_USER_INPUT for any other.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => parseDateTime(value),
  parseLiteral: (node) => parseDateTime(node.kind === Kind.STRING ? node.value : null),
});

/** The instants and days the API takes: years 1 to 9999, what ISO 8601 writes in four digits and the database stores. */
const FIRST_INSTANT = new Date('0001-01-01T00:00:00.000Z').getTime();
const LAST_INSTANT = new Date('9999-12-31T23:59:59.999Z').getTime();

function parseDateTime(value: unknown): Date {
  if (typeof value === 'string') {
    const date = new Date(value);
    const time = date.getTime();
    if (time >= FIRST_INSTANT && time <= LAST_INSTANT) return date;
    if (!Number.isNaN(time)) throw badScalar('DateTime must lie between 0001-01-01 and 9999-12-31.');
  }
  throw badScalar('DateTime must be an ISO 8601 string.');
}

const badScalar = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** A file sent as a part of a multipart request (the GraphQL multipart request convention): an upload's, or a CSV import's. */
export const FileScalar = builder.scalarType('File', {
  description: 'A file sent in a multipart request, as the GraphQL multipart request convention has it.',
  serialize: () => {
    throw new GraphQLError('A file is only ever an input.');
  },
  parseValue: (value) => {
    // Written to disk as it came in (platform/upload-receiver.ts).
    if (value instanceof ReceivedFile) return value;
    throw new GraphQLError('Send the file as a part of a multipart request.', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});

builder.queryType({ description: 'What can be read. Each field says the authority it needs.' });
builder.mutationType({ description: 'What can be changed. Each field says the authority it needs; every change is recorded in the activity log.' });
builder.subscriptionType({
  description: 'Live updates over graphql-ws on /graphql (docs/live-updates.md). Each field says the authority it needs; the session and the per-user mapping are checked again on every event.',
});

/** Calendar days as YYYY-MM-DD: a contract ends on a day, not at an instant. */
builder.scalarType('Date', {
  description: 'A calendar day as YYYY-MM-DD that exists, from 0001-01-02 to 9999-12-30; BAD_USER_INPUT for any other (2024-02-30, 0001-01-01).',
  serialize: (value) => String(value),
  parseValue: (value) => parseDay(value),
  parseLiteral: (node) => parseDay(node.kind === Kind.STRING ? node.value : null),
});

/**
 * A day that exists (not 2024-02-30), from 0001-01-02 to 9999-12-30: a day runs from midnight to
 * midnight in an Indonesian zone, and both must be instants the database stores.
 */
const FIRST_DAY = '0001-01-02';
const LAST_DAY = '9999-12-30';

function parseDay(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= FIRST_DAY && value <= LAST_DAY) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (!Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)) return value;
  }
  throw badScalar(`Date must be a calendar day as YYYY-MM-DD, from ${FIRST_DAY} to ${LAST_DAY}.`);
}

/**
 * The values of an enum from one of the value lists in packages/domain, each with its description:
 * `values: describedValues(DAYS, { MONDAY: '…', … })`. Leaving a value undescribed does not compile.
 */
export function describedValues<Value extends string>(values: readonly Value[], descriptions: Record<Value, string>) {
  return Object.fromEntries(values.map((value) => [value, { value, description: descriptions[value] }])) as Record<Value, { value: Value; description: string }>;
}

/** The values of an enum described by the words people read for them: `values: labelledValues(dayLabels)` ("Monday."). */
export function labelledValues<Value extends string>(labels: Readonly<Record<Value, string>>) {
  const values = Object.keys(labels) as Value[];
  return describedValues(values, Object.fromEntries(values.map((value) => [value, `${labels[value]}.`])) as Record<Value, string>);
}
