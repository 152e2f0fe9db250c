import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_CALLBACK_PATH } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { callbacksApp, jakartaNow, notification, placeTestOrder, post, shuffled, traces } from '../../testing/shop-callbacks';
import { shopPaymentNotifications } from './shop-callbacks.table';
import { seedOrderOutlet } from '../../testing/shop-order-fixtures';
import { shopPromotionRules } from '../shop-promotions/shop-promotions.table';
import { shopVoucherCodes, shopVoucherSettings } from '../shop-vouchers/shop-vouchers.table';

/*
 * The payment gateway's notifications as the gateway sends them: again and again, in any order,
 * late, with a wrong signature or amount. Whatever arrives, an order is paid once, with one line in
 * its timeline and one live event.
 */

let app: TestApp;
let callbacks: ReturnType<typeof callbacksApp>;
const notify = (body: unknown, target = callbacks) => post(target, PAYMENT_CALLBACK_PATH, body);
const stored = (orderNo: string) => app.db.select().from(shopPaymentNotifications).where(eq(shopPaymentNotifications.orderNo, orderNo));

beforeAll(async () => {
  app = await startTestApp();
  callbacks = callbacksApp(app, { previous: { serverKey: 'the-key-before-the-last-rotation', until: new Date(Date.now() - 60_000) } });
});
afterAll(() => app.close());

describe('the payment callback', () => {
  it('pays an order once, however often and in whatever order its notifications arrive', async () => {
    for (const seed of [1, 7, 42]) {
      const order = await placeTestOrder(app.db);
      const pending = notification(order, { transaction_status: 'pending', status_code: '201' });
      const settlement = notification(order);
      const capture = notification(order, { transaction_status: 'capture' });
      const arrivals = shuffled([pending, ...Array(5).fill(settlement), ...Array(5).fill(capture), pending], seed);
      for (const body of arrivals) {
        const answer = await notify(body);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      const { order: after, timeline, outbox } = await traces(app.db, order.id);
      expect(after.state).toBe('PAID');
      expect(after.paymentReferenceId).toBe(`tx-${order.orderNo}`);
      expect(after.paidTime).not.toBeNull();
      expect(timeline.filter((line) => line.type === 'pay')).toHaveLength(1);
      expect(timeline[0]).toMatchObject({ source: 'payment-gateway' });
      expect(outbox.filter((event) => event.topic === 'orderPaid')).toHaveLength(1);
      // Each (transaction, status) once: pending, settlement, capture.
      expect((await stored(order.orderNo)).map((row) => row.transactionStatus).sort()).toEqual(['capture', 'pending', 'settlement']);
    }
  });

  it('reads the payment in the order’s timeline as a sentence: amount in rupiah, way of paying in words', async () => {
    const order = await placeTestOrder(app.db, { paidAmount: 60_000 });
    expect((await notify(notification(order, { payment_type: 'gopay' }))).status).toBe(200);
    const read = await app.admin.request<{ shopOrder: { timeline: { what: string; by: string; detail: string }[] } }>('query ($id: Int!) { shopOrder(id: $id) { timeline { what by detail } } }', { id: order.id });
    expect(read.data?.shopOrder.timeline).toEqual([{ what: 'Paid', by: 'The payment gateway', detail: 'Paid Rp 60.000 by GoPay.' }]);
    const short = await placeTestOrder(app.db, { paidAmount: 60_000 });
    expect((await notify(notification(short, { gross_amount: '50000.00' }))).status).toBe(400);
    const refusedLine = await app.admin.request<{ shopOrder: { timeline: { detail: string }[] } }>('query ($id: Int!) { shopOrder(id: $id) { timeline { detail } } }', { id: short.id });
    expect(refusedLine.data?.shopOrder.timeline.map((line) => line.detail)).toEqual(['Refused a payment of Rp 50.000 by QRIS: the order costs Rp 60.000.']);
  });

  it('pays once when copies arrive at the same moment, and answers each copy as the first', async () => {
    const order = await placeTestOrder(app.db);
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(notification(order))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.outcome))).toEqual(new Set(['PAID']));
    const { order: after, timeline, outbox } = await traces(app.db, order.id);
    expect(after.state).toBe('PAID');
    expect(timeline).toHaveLength(1);
    expect(outbox).toHaveLength(1);
  });

  it('changes nothing for a late pending, a capture under review, or a failure after the payment', async () => {
    const order = await placeTestOrder(app.db);
    expect((await notify(notification(order, { transaction_status: 'capture', fraud_status: 'challenge' }))).body.outcome).toBe('IGNORED');
    expect((await traces(app.db, order.id)).order.state).toBe('WAITING_FOR_PAYMENT');
    expect((await notify(notification(order))).body.outcome).toBe('PAID');
    expect((await notify(notification(order, { transaction_status: 'pending', status_code: '201', transaction_id: 'another' }))).body.outcome).toBe('IGNORED');
    expect((await notify(notification(order, { transaction_status: 'expire', status_code: '202' }))).body.outcome).toBe('IGNORED');
    const { order: after, timeline } = await traces(app.db, order.id);
    expect(after.state).toBe('PAID');
    expect(timeline.map((line) => line.type)).toEqual(['pay']);
  });

  it('expires an unpaid order on a failed payment; a payment after that is recorded for a refund, and the order stays expired', async () => {
    const order = await placeTestOrder(app.db);
    expect((await notify(notification(order, { transaction_status: 'deny', status_code: '202' }))).body.outcome).toBe('EXPIRED');
    const late = await notify(notification(order, { transaction_id: 'paid-too-late' }));
    expect(late).toMatchObject({ status: 200, body: { outcome: 'ORDER_CLOSED' } });
    const { order: after, timeline, outbox } = await traces(app.db, order.id);
    expect(after.state).toBe('EXPIRED');
    expect(timeline.map((line) => line.type)).toEqual(['expire', 'paidAfterClosed']);
    expect(outbox.filter((event) => event.topic === 'orderPaid')).toHaveLength(0);
  });

  it('refuses and records a wrong amount, and answers its copies the same', async () => {
    const order = await placeTestOrder(app.db, { paidAmount: 30_000 });
    const wrong = notification(order, { gross_amount: '3000.00' });
    for (let copy = 0; copy < 3; copy += 1) {
      const answer = await notify(wrong);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'WRONG_AMOUNT' });
      expect(answer.body.error!.message).toContain('30000');
    }
    const { order: after, timeline, outbox } = await traces(app.db, order.id);
    expect(after.state).toBe('WAITING_FOR_PAYMENT');
    expect(timeline.map((line) => line.type)).toEqual(['paymentRefused']);
    expect(outbox).toHaveLength(0);
    expect((await stored(order.orderNo)).map((row) => row.outcome)).toEqual(['WRONG_AMOUNT']);
    // The right amount still pays it.
    expect((await notify(notification(order, { transaction_id: 'the-right-one' }))).body.outcome).toBe('PAID');
  });

  it('refuses a wrong or stale signature, and stores nothing of it', async () => {
    const order = await placeTestOrder(app.db);
    const cases: [Record<string, unknown>, string][] = [
      [notification(order, {}, 'not-the-server-key'), 'INVALID_SIGNATURE'],
      // Signed, then changed: the amount is part of what is signed.
      [{ ...notification(order), gross_amount: '1.00' }, 'INVALID_SIGNATURE'],
      [notification(order, { transaction_time: jakartaNow(2 * 24 * 60) }), 'STALE_SIGNATURE'],
      [notification(order, { transaction_time: jakartaNow(-60) }), 'STALE_SIGNATURE'],
      [notification(order, {}, 'the-key-before-the-last-rotation'), 'STALE_SIGNATURE'],
    ];
    for (const [body, code] of cases) {
      const answer = await notify(body);
      expect(answer.status, JSON.stringify(body)).toBe(401);
      expect(answer.body.error!.code).toBe(code);
      expect(answer.contentType).toContain('application/json');
    }
    expect(await stored(order.orderNo)).toEqual([]);
    expect((await traces(app.db, order.id)).order.state).toBe('WAITING_FOR_PAYMENT');
  });

  it('takes the previous server key while its grace lasts', async () => {
    const during = callbacksApp(app, { previous: { serverKey: 'the-key-before-the-last-rotation', until: new Date(Date.now() + 60_000) } });
    const order = await placeTestOrder(app.db);
    expect((await notify(notification(order, {}, 'the-key-before-the-last-rotation'), during)).body.outcome).toBe('PAID');
  });

  it('answers a notification for an unknown order 404 in JSON, and keeps it', async () => {
    const body = notification({ orderNo: 'NO-SUCH-ORDER-1', paidAmount: 10_000 });
    for (let copy = 0; copy < 2; copy += 1) {
      const answer = await notify(body);
      expect(answer.status).toBe(404);
      expect(answer.body.error!.code).toBe('NOT_FOUND');
    }
    expect((await stored('NO-SUCH-ORDER-1')).map((row) => row.outcome)).toEqual(['UNKNOWN_ORDER']);
  });

  it('refuses every notification on a production server without a server key', async () => {
    const order = await placeTestOrder(app.db);
    const answer = await notify(notification(order), callbacksApp(app, { serverKey: null }));
    expect(answer.status).toBe(503);
    expect(answer.body.error!.code).toBe('CALLBACKS_CLOSED');
    expect((await traces(app.db, order.id)).order.state).toBe('WAITING_FOR_PAYMENT');
  });

  it('gives back the voucher of an order a failed payment expires, once however often the failure arrives', async () => {
    const outlet = await seedOrderOutlet(app.db);
    const [rule] = await app.db
      .insert(shopPromotionRules)
      .values({ name: 'Voucher TWICE', startDate: new Date('2026-01-01'), endDate: new Date('2099-01-01'), discountLevel: 'ORDER', discountAmount: 10_000, unit: 'NOMINAL' })
      .returning();
    const [setting] = await app.db.insert(shopVoucherSettings).values({ ruleId: rule!.id, type: 'MANUAL' }).returning();
    await app.db.insert(shopVoucherCodes).values({ shopVoucherSettingId: setting!.id, name: 'TWICE', totalQuantity: 2 });
    const submit = () =>
      app.admin.request<{ submitShopPosOrder: { id: number; orderNo: string; paidAmount: number; state: string } }>(
        'mutation ($input: ShopPosOrderInput!) { submitShopPosOrder(input: $input) { id orderNo paidAmount state } }',
        { input: { hubId: outlet.kemang.id, type: 'DINE_IN', paymentMethod: 'CREDIT_CARD', voucherCode: 'TWICE', items: [{ menuId: outlet.latte, amount: 1 }] } },
      );
    const [first, second] = [await submit(), await submit()];
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    const order = first.data!.submitShopPosOrder;
    const used = async () => (await app.db.select().from(shopVoucherCodes).where(eq(shopVoucherCodes.name, 'TWICE')))[0]!.usedQuantity;
    expect(await used()).toBe(2);
    for (let copy = 0; copy < 3; copy += 1) expect((await notify(notification(order, { transaction_status: 'expire', status_code: '202' }))).body.outcome).toBe('EXPIRED');
    expect((await traces(app.db, order.id)).order.state).toBe('EXPIRED');
    // The other order still holds its use.
    expect(await used()).toBe(1);
  });
});
