import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLBACKS_OPENAPI_PATH, DELIVERY_CALLBACK_PATH, PAYMENT_CALLBACK_PATH } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DELIVERY_SECRET, callbacksApp, notification, placeTestOrder, post, traces } from '../../testing/shop-callbacks';

/*
 * Whatever arrives at the callbacks gets a 4xx in the one JSON shape, never a 500, and changes
 * nothing: bodies too large, of the wrong types, with NUL characters, nested without end.
 */

let app: TestApp;
let callbacks: ReturnType<typeof callbacksApp>;
const failures: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  callbacks = callbacksApp(app, { logFailure: (line) => failures.push(line) });
});
afterAll(() => app.close());

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('hostile callbacks', () => {
  it('answers every hostile body with a 4xx in JSON, and changes nothing', async () => {
    const order = await placeTestOrder(app.db, { type: 'DELIVERY' });
    const valid = notification(order);
    const bodies: [string, unknown, number][] = [
      ['not JSON', '{"order_id": ', 400],
      ['an array', '[1,2,3]', 400],
      ['null', 'null', 400],
      ['wrong types', { ...valid, gross_amount: 25000, status_code: 200, transaction_id: ['x'] }, 400],
      ['a NUL in a field', { ...valid, transaction_id: 'tx\u0000' }, 400],
      ['a NUL in an extra field', { ...valid, status_message: 'ok\u0000' }, 400],
      ['half a surrogate pair', { ...valid, payment_type: '\uD800' }, 400],
      ['deep JSON', deep(50), 400],
      ['30,000 arrays deep, under the size limit', `${'['.repeat(30_000)}${']'.repeat(30_000)}`, 400],
      ['very deep JSON', deep(200_000), 413],
      ['huge', { ...valid, padding: 'x'.repeat(200_000) }, 413],
      ['a huge number', { ...valid, gross_amount: '1e400' }, 400],
      ['no body', '', 400],
    ];
    for (const path of [PAYMENT_CALLBACK_PATH, DELIVERY_CALLBACK_PATH]) {
      for (const [name, body, status] of bodies) {
        const answer = await post(callbacks, path, body, { 'x-callback-token': DELIVERY_SECRET });
        expect(answer.status, `${path} ${name}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(status);
        expect(answer.contentType).toContain('application/json');
        expect(answer.body.error!.code).toMatch(/^[A-Z_]+$/);
        if (status === 413) expect(answer.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The body is too large: at most 64 KB. Nothing was saved.' });
      }
    }
    const wrongType = await callbacks.fetch(`http://localhost${PAYMENT_CALLBACK_PATH}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(valid) });
    expect(wrongType.status).toBe(415);
    const get = await callbacks.fetch(`http://localhost${PAYMENT_CALLBACK_PATH}`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const nowhere = await callbacks.fetch('http://localhost/callbacks/v1/payments/other', { method: 'POST' });
    expect(nowhere.status).toBe(404);
    expect(((await nowhere.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');

    const { order: after, history } = await traces(app.db, order.id);
    expect(after.state).toBe('WAITING_FOR_PAYMENT');
    expect(history).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('limits refused signatures from one address', async () => {
    const limited = callbacksApp(app, { addressRate: { burst: 2, perSecond: 0.01 } });
    const order = await placeTestOrder(app.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await post(limited, PAYMENT_CALLBACK_PATH, notification(order, {}, 'guess'))).status);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('serves its OpenAPI document, the same as the committed copy', async () => {
    const response = await callbacks.fetch(`http://localhost${CALLBACKS_OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    const committed = JSON.parse(readFileSync(new URL('../../../../../docs/callbacks.openapi.json', import.meta.url), 'utf8'));
    expect(await response.json()).toEqual(committed);
  });
});
