import { getNamedType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '../../platform/live-socket';
import { accessMap } from '../../platform/permissions';
import { schema } from '../../schema';
import { cookieOf, follow, liveClient, makeHub, startLiveServer } from '../../testing/live';
import { operationFor } from '../../testing/operations';
import { startTestApp, type GraphqlResult, type TestApp } from '../../testing/test-app';
import { shopCouriers } from '../shop-couriers/shop-couriers.table';

/*
 * Who may ask is checked before what exists, for every subscription the schema has: not signed in
 * is UNAUTHENTICATED and signed in without the field's authority is FORBIDDEN, whether the outlet
 * (or courier) named exists or not; only a caller who holds the authority learns that it does not.
 * Over plain HTTP and over graphql-ws, as a screen would call them.
 */

const subscriptions = Object.values(schema.getSubscriptionType()!.getFields());
const access = accessMap(schema);
/** An id no row has. */
const MISSING = 2_000_000_000;

let app: TestApp;
let served: Awaited<ReturnType<typeof startLiveServer>>;
/** An existing row for each id argument a subscription takes. */
let existing: Record<string, number>;

beforeAll(async () => {
  app = await startTestApp();
  served = await startLiveServer(app.db);
  const courier = await app.userWith(['IS_COURIER']);
  const [row] = await app.db.insert(shopCouriers).values({ userId: courier.id }).returning({ id: shopCouriers.id });
  existing = { shopHubId: await makeHub(app.db), courierId: row!.id };
});

afterAll(async () => {
  await served?.close();
  await app?.close();
});

/** The arguments of `field`, every id the missing one or an existing one. */
function argumentsOf(field: GraphQLField<unknown, unknown>, which: 'missing' | 'existing'): Record<string, unknown> {
  return Object.fromEntries(
    field.args.map((arg) => {
      expect(getNamedType(arg.type).name, `${field.name}(${arg.name}): give the test a value of this argument`).toBe('Int');
      expect(existing[arg.name], `${field.name}(${arg.name}): give the test an existing row for this argument`).toBeDefined();
      return [arg.name, which === 'missing' ? MISSING : existing[arg.name]];
    }),
  );
}

/** A subscription sent as a plain HTTP POST, with `cookie` if given: the first result it answers. */
async function overHttp(field: GraphQLField<unknown, unknown>, variables: Record<string, unknown>, cookie?: string): Promise<GraphqlResult> {
  const response = await fetch(`${served.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: operationFor('subscription', field), variables }),
  });
  return (await response.json()) as GraphqlResult;
}

/**
 * A subscription sent over graphql-ws, with `cookie` if given: the code of the first error it ends
 * with, or of the socket's close when the socket is refused.
 */
async function overSocket(field: GraphQLField<unknown, unknown>, variables: Record<string, unknown>, cookie?: string) {
  const client = liveClient(served.url, { cookie });
  const followed = follow(client, operationFor('subscription', field), variables);
  try {
    await followed.until(() => followed.received.errors.length > 0 || followed.received.completed);
    const code = followed.received.errors[0]?.extensions?.code;
    // An error without a code is the socket's close, which has happened by then.
    return { code, closed: code ? undefined : (await client.closed).code };
  } finally {
    followed.dispose();
    await client.dispose();
  }
}

describe('every subscription', () => {
  it('is guarded by an authority', () => {
    expect(subscriptions.length).toBeGreaterThan(0);
    for (const field of subscriptions) expect(access[`Subscription.${field.name}`], field.name).not.toMatch(/^(public|session)$/);
  });

  for (const which of ['missing', 'existing'] as const) {
    it(`answers UNAUTHENTICATED to an anonymous caller over HTTP and graphql-ws, with a ${which} id`, async () => {
      for (const field of subscriptions) {
        const variables = argumentsOf(field, which);
        const result = await overHttp(field, variables);
        expect(result.errors?.[0]?.extensions?.code, `${field.name} over HTTP`).toBe('UNAUTHENTICATED');
        // A socket without a session is closed before any subscription of it starts.
        expect((await overSocket(field, variables)).closed, `${field.name} over graphql-ws`).toBe(LIVE_CLOSE.unauthenticated);
      }
    });

    it(`answers FORBIDDEN to a signed-in caller without the authority over HTTP and graphql-ws, with a ${which} id`, async () => {
      const nobody = await app.userWith([]);
      for (const field of subscriptions) {
        const variables = argumentsOf(field, which);
        const result = await overHttp(field, variables, cookieOf(nobody));
        expect(result.errors?.[0]?.extensions?.code, `${field.name} over HTTP`).toBe('FORBIDDEN');
        expect(result.errors?.[0]?.extensions?.authorities, field.name).toEqual([access[`Subscription.${field.name}`]]);
        expect((await overSocket(field, variables, cookieOf(nobody))).code, `${field.name} over graphql-ws`).toBe('FORBIDDEN');
      }
    });
  }
});
