import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, schemaWithTestCalls } from '../../schema';
import { createGraphqlApp } from '../../yoga';
import { TEST_SETTINGS, startTestApp, type TestApp } from '../../testing/test-app';
import { placeTestOrder, traces } from '../../testing/shop-callbacks';
import { shopOrderDeliveries } from '../shop-orders/shop-orders.table';
import { TEST_CALL_FIELDS } from './test-calls.schema';
import { userActivities } from '../../platform/audit/user-activities.table';

/*
 * notifOrder and updateOrderDeliveryStatus play the payment gateway and the courier vendor for the
 * simulator and the journeys: present only on a server started with SHOP_TEST_CALLS=1, which a
 * production server refuses, and absent from the committed contract.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Calls `query` on an app built with `testCalls`, signed in as the admin (the session cookie works on any app of the database). */
async function call(testCalls: boolean, query: string, variables: Record<string, unknown> = {}) {
  const target = createGraphqlApp({ db: app.db, settings: { ...TEST_SETTINGS, production: false }, testCalls });
  const cookie = [...app.admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await target.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data?: Record<string, string> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

describe('the test-only calls', () => {
  it('are absent from the served and committed contract without the test flag', async () => {
    const committed = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    for (const name of TEST_CALL_FIELDS) {
      expect(schema.getMutationType()!.getFields()[name]).toBeUndefined();
      expect(schemaWithTestCalls.getMutationType()!.getFields()[name]).toBeDefined();
      expect(committed).not.toContain(`${name}(`);
    }
    const order = await placeTestOrder(app.db);
    const answer = await call(false, 'mutation ($id: Int!) { notifOrder(id: $id) }', { id: order.id });
    expect(answer.errors?.[0]?.message).toMatch(/notifOrder/);
    expect((await traces(app.db, order.id)).order.state).toBe('WAITING_FOR_PAYMENT');
  });

  it('refuse to serve in production', () => {
    expect(() => createGraphqlApp({ db: app.db, settings: TEST_SETTINGS, testCalls: true })).toThrow(/SHOP_TEST_CALLS/);
  });

  it('pay an order as a settlement would, once, with one activity row each', async () => {
    const order = await placeTestOrder(app.db);
    const query = 'mutation ($id: Int!) { notifOrder(id: $id) }';
    expect((await call(true, query, { id: order.id })).data).toEqual({ notifOrder: 'The order is paid.' });
    expect((await call(true, query, { id: order.id })).data).toEqual({ notifOrder: 'The order is paid.' });
    const { order: after, timeline, outbox } = await traces(app.db, order.id);
    expect(after.state).toBe('PAID');
    expect(timeline.map((line) => [line.type, line.source])).toEqual([['pay', 'test']]);
    expect(outbox).toHaveLength(1);
    const activities = await app.db.select().from(userActivities).where(eq(userActivities.recordId, String(order.id)));
    expect(activities.map((row) => row.activity)).toEqual(['NOTIF_ORDER', 'NOTIF_ORDER']);
    const missing = await call(true, query, { id: 2_000_000 });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('move a delivery as the courier vendor would, and refuse bad input with its field', async () => {
    const order = await placeTestOrder(app.db, { type: 'DELIVERY' });
    await app.db.insert(shopOrderDeliveries).values({ shopOrderId: order.id, courierVendor: 'GO_SEND', vendorOrderNo: `GK-T-${order.id}` });
    const query = 'mutation ($entity: String!, $type: String, $status: String) { updateOrderDeliveryStatus(entity_id: $entity, type: $type, status: $status) }';
    expect((await call(true, query, { entity: `GK-T-${order.id}`, type: 'DRIVER_FOUND' })).data).toEqual({ updateOrderDeliveryStatus: 'The delivery moved to this status.' });
    // The order is not made yet: the pick-up is kept for when it is.
    expect((await call(true, query, { entity: order.orderNo, status: 'picked' })).data).toEqual({
      updateOrderDeliveryStatus: 'Kept in the history; the order is not made yet, so the delivery moves to this status when the outlet finishes it.',
    });
    expect((await traces(app.db, order.id)).delivery!.status).toBe('allocated');
    const bad = await call(true, query, { entity: `GK-T-${order.id}` });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { status: 'Send status, type, or both.' } });
    expect((await call(true, query, { entity: 'GK-NOBODY', status: 'picked' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
