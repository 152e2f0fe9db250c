import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { VirtualPaymentGateway } from '@back-office/simulator/payment-gateway';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { callbacksApp, SERVER_KEY } from '../../testing/shop-callbacks';
import { userActivities } from '../../platform/audit/user-activities.table';
import { seedOrderOutlet } from '../../testing/shop-order-fixtures';
import { shopOrders } from '../shop-orders/shop-orders.table';

/*
 * Paying at the counter when it is not cash: a wallet through the payment gateway (played by the
 * simulator's gateway, a real HTTP server the server calls), a card with the reader's approval code.
 */

let app: TestApp;
let outlet: Awaited<ReturnType<typeof seedOrderOutlet>>;
let cashier: Awaited<ReturnType<TestApp['userWith']>>;
let gateway: VirtualPaymentGateway;
let callbacks: Server;

type Errors = { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] | undefined;
interface Placed { id: number; orderNo: string; state: string; paidAmount: number; qr: string | null; deeplink: string | null }
interface Payment { id: number; state: string; stateLabel: string; paymentMethodLabel: string; qr: string | null; deeplink: string | null; paymentReferenceId: string | null; paidTime: string | null }

const SUBMIT = 'mutation ($input: ShopPosOrderInput!) { submitShopPosOrder(input: $input) { id orderNo state paidAmount qr deeplink } }';
const PAYMENT = 'id state stateLabel: stateText paymentMethodLabel: paymentMethodText qr deeplink paymentReferenceId paidTime';
const READ = `query ($id: Int!) { shopPosOrderPayment(id: $id) { ${PAYMENT} } }`;
const CONFIRM = `mutation ($id: Int!, $approvalCode: String!) { confirmShopPosCardPayment(id: $id, approvalCode: $approvalCode) { ${PAYMENT} } }`;
const TIMELINE = 'query ($id: Int!) { shopOrder(id: $id) { paymentReferenceId timeline { what by detail } } }';

const submit = (paymentMethod: string, caller = cashier) =>
  caller.request<{ submitShopPosOrder: Placed }>(SUBMIT, { input: { hubId: outlet.kemang.id, type: 'DINE_IN', paymentMethod, items: [{ menuId: outlet.latte, amount: 1 }] } });
const read = (id: number) => cashier.request<{ shopPosOrderPayment: Payment }>(READ, { id });
const orderCount = async () => (await app.db.select({ n: count() }).from(shopOrders))[0]!.n;

beforeAll(async () => {
  gateway = new VirtualPaymentGateway({ serverKey: SERVER_KEY });
  app = await startTestApp({ paymentGateway: { url: await gateway.start(), serverKey: SERVER_KEY, timeoutMs: 5_000 } });
  // The payment callback as the gateway reaches it, over HTTP, with the key it signs with.
  callbacks = createServer(callbacksApp(app));
  await new Promise<void>((resolve) => callbacks.listen(0, '127.0.0.1', resolve));
  gateway.serverUrl = `http://127.0.0.1:${(callbacks.address() as AddressInfo).port}`;
  outlet = await seedOrderOutlet(app.db);
  cashier = await app.userWith(['CREATE_SHOP_POS_ORDER', 'UPDATE_SHOP_POS_ORDER', 'VIEW_SHOP_POS_ORDER', 'VIEW_SHOP_ORDER']);
});
afterAll(async () => {
  await gateway?.stop();
  await new Promise((resolve) => callbacks?.close(resolve));
  await app?.close();
});

describe('a wallet at the counter', () => {
  it('is charged at the gateway as it is placed: its QR code and link kept on the order, paid when the gateway’s callback arrives', async () => {
    const placed = await submit('GOPAY');
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.submitShopPosOrder;
    expect(order.state).toBe('WAITING_FOR_PAYMENT');
    const charge = gateway.charges.get(order.orderNo)!;
    expect(charge).toMatchObject({ amount: order.paidAmount, paymentType: 'gopay' });
    expect(order.qr).toBe(charge.qr);
    expect(order.deeplink).toMatch(/^gojek:\/\/gopay\/merchanttransfer\?tref=/);

    const waiting = (await read(order.id)).data!.shopPosOrderPayment;
    expect(waiting).toMatchObject({ state: 'WAITING_FOR_PAYMENT', stateLabel: 'Waiting for payment', paymentMethodLabel: 'GoPay', qr: charge.qr, deeplink: charge.deeplink, paidTime: null });
    expect((await gateway.pay(order.orderNo)).status).toBe(200);
    const paid = (await read(order.id)).data!.shopPosOrderPayment;
    expect(paid).toMatchObject({ state: 'PAID', stateLabel: 'Paid', paymentReferenceId: charge.transactionId });
    expect(paid.paidTime).not.toBeNull();
    const timeline = (await cashier.request<{ shopOrder: { timeline: { what: string; by: string; detail: string }[] } }>(TIMELINE, { id: order.id })).data!.shopOrder.timeline;
    expect(timeline.map((line) => line.what)).toEqual(['Placed', 'Payment asked of the payment gateway: its QR code and link shown at the counter', 'Paid']);
    expect(timeline[1]!.by).toBe(cashier.username.replace('tester', 'Tester '));
    expect(timeline[2]!.by).toBe('The payment gateway');
  });

  it('opens a QRIS code for LinkAja, without an app link', async () => {
    const order = (await submit('LINKAJA')).data!.submitShopPosOrder;
    expect(gateway.charges.get(order.orderNo)!.paymentType).toBe('qris');
    expect(order.qr).toMatch(/^000201/);
    expect(order.deeplink).toBeNull();
  });

  it('places nothing when the gateway refuses, fails or is away, and says so with its own code', async () => {
    const before = await orderCount();
    try {
      gateway.mood = 'refuse';
      const refused = await submit('GOPAY');
      expect(refused.errors?.[0]?.extensions?.code).toBe('PAYMENT_REFUSED');
      expect(refused.errors?.[0]?.message).toBe('The payment gateway refused the payment: Payment channel is not activated. Nothing was saved; take it another way.');
      gateway.mood = 'fail';
      const failed = await submit('SHOPEE_PAY');
      expect(failed.errors?.[0]?.extensions?.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    } finally {
      gateway.mood = 'open';
    }
    const away = await startTestApp({ paymentGateway: { url: 'http://127.0.0.1:9', serverKey: SERVER_KEY, timeoutMs: 2_000 } });
    try {
      const seller = await away.userWith(['CREATE_SHOP_POS_ORDER', 'VIEW_SHOP_POS_ORDER']);
      const there = await seedOrderOutlet(away.db);
      const answer = await seller.request(SUBMIT, { input: { hubId: there.kemang.id, type: 'DINE_IN', paymentMethod: 'GOPAY', items: [{ menuId: there.latte, amount: 1 }] } });
      expect(answer.errors?.[0]?.extensions?.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
      expect(answer.errors?.[0]?.message).toMatch(/^The payment gateway cannot be reached just now: nothing was charged or saved\./);
      expect(await away.db.select({ n: count() }).from(shopOrders)).toEqual([{ n: 0 }]);
      // Cash still works while the gateway is away.
      expect((await seller.request<{ submitShopPosOrder: Placed }>(SUBMIT, { input: { hubId: there.kemang.id, type: 'DINE_IN', paymentMethod: 'CASH', items: [{ menuId: there.latte, amount: 1 }] } })).data?.submitShopPosOrder.state).toBe('PAID');
    } finally {
      await away.close();
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses a wallet on a server without a gateway in words', async () => {
    const bare = await startTestApp();
    try {
      const there = await seedOrderOutlet(bare.db);
      const answer = await bare.admin.request(SUBMIT, { input: { hubId: there.kemang.id, type: 'DINE_IN', paymentMethod: 'GOPAY', items: [{ menuId: there.latte, amount: 1 }] } });
      expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(/no payment gateway set/), extensions: { code: 'PAYMENT_GATEWAY_UNAVAILABLE' } });
    } finally {
      await bare.close();
    }
  });
});

describe('a card at the counter', () => {
  it('waits for the cashier, who confirms it with the reader’s approval code: kept on the order and in its timeline', async () => {
    const order = (await submit('CREDIT_CARD')).data!.submitShopPosOrder;
    expect(order).toMatchObject({ state: 'WAITING_FOR_PAYMENT', qr: null, deeplink: null });
    const confirmed = await cashier.request<{ confirmShopPosCardPayment: Payment }>(CONFIRM, { id: order.id, approvalCode: ' a1b2c3 ' });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmShopPosCardPayment).toMatchObject({ state: 'PAID', paymentReferenceId: 'A1B2C3', paymentMethodLabel: 'Credit card' });
    const read = (await cashier.request<{ shopOrder: { paymentReferenceId: string; timeline: { what: string; by: string; detail: string }[] } }>(TIMELINE, { id: order.id })).data!.shopOrder;
    expect(read.paymentReferenceId).toBe('A1B2C3');
    expect(read.timeline.at(-1)).toMatchObject({ what: 'Paid', detail: 'Card approval code: A1B2C3' });
    const activities = await app.db.select().from(userActivities).where(and(eq(userActivities.recordId, String(order.id)), eq(userActivities.activity, 'UPDATE_SHOP_POS_ORDER')));
    expect(activities).toHaveLength(1);
    expect(activities[0]!.message).toBe(`Confirmed the card payment of order ${order.orderNo} with approval code A1B2C3.`);

    // The same code again (a double tap) is the payment already made; another code is refused.
    expect((await cashier.request(CONFIRM, { id: order.id, approvalCode: 'A1B2C3' })).errors).toBeUndefined();
    const other = await cashier.request(CONFIRM, { id: order.id, approvalCode: '999999' });
    expect(other.errors?.[0]).toMatchObject({ message: 'Only an order waiting for payment can be paid or expire; this one is paid.', extensions: { code: 'CONFLICT' } });
  });

  it('refuses hostile and malformed codes under the field, and an order that is not a card order, changing nothing', async () => {
    const order = (await submit('CREDIT_CARD')).data!.submitShopPosOrder;
    for (const approvalCode of ['', '12', '12 34 56', "1'; drop table shop_orders; --", '<script>alert(1)</script>', 'A'.repeat(5_000), '１２３４５６', '123456\u0000', '١٢٣٤٥٦']) {
      const answer = await cashier.request(CONFIRM, { id: order.id, approvalCode });
      expect(answer.errors?.[0]?.extensions?.code, approvalCode.slice(0, 20)).toBe('BAD_USER_INPUT');
      expect((answer.errors as Errors)![0]!.extensions!.fields!.approvalCode).toMatch(/^(Enter the approval code|An approval code is 6 letters or digits|Text may not contain a NUL character)/);
    }
    const wallet = (await submit('GOPAY')).data!.submitShopPosOrder;
    const notCard = await cashier.request(CONFIRM, { id: wallet.id, approvalCode: '123456' });
    expect((notCard.errors as Errors)![0]!.extensions!.fields).toEqual({ approvalCode: 'Only an order paid by card is confirmed with an approval code.' });
    expect((await cashier.request(CONFIRM, { id: 2_000_000_000, approvalCode: '123456' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await read(order.id)).data!.shopPosOrderPayment).toMatchObject({ state: 'WAITING_FOR_PAYMENT', paymentReferenceId: null });
    expect((await read(wallet.id)).data!.shopPosOrderPayment.state).toBe('WAITING_FOR_PAYMENT');
  });

  it('is confirmed only by a role that may change counter orders, at an outlet it may sell at', async () => {
    const order = (await submit('CREDIT_CARD')).data!.submitShopPosOrder;
    const seller = await app.userWith(['CREATE_SHOP_POS_ORDER', 'VIEW_SHOP_POS_ORDER']);
    const refused = await seller.request(CONFIRM, { id: order.id, approvalCode: '123456' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toMatch(/needs the permission “Update shop pos order”/);
    expect((await read(order.id)).data!.shopPosOrderPayment.state).toBe('WAITING_FOR_PAYMENT');
  });
});
