import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { settlement } from './shop';

/*
 * The payment gateway, played for the demo and the tests: a Midtrans-style charge API (POST
 * /v2/charge, the server key as HTTP basic auth) that opens a wallet payment and answers its QR
 * code and app link, and, when the customer "pays", a signed settlement to the server's payment
 * callback. The server reaches it at PAYMENT_GATEWAY_URL (docs/shop-orders.md, "Paying at the
 * counter"). Only HTTP: it knows nothing of the server but its addresses.
 */

export interface GatewayCharge {
  orderNo: string;
  amount: number;
  paymentType: string;
  transactionId: string;
  qr: string;
  deeplink: string | null;
  paid: boolean;
}

/** How the gateway answers a charge: it opens it, refuses it, or fails with a 500. */
export type GatewayMood = 'open' | 'refuse' | 'fail';

export interface VirtualGatewayOptions {
  /** The server's base address, whose payment callback it calls (can be set later, once the server is started). */
  serverUrl?: string;
  /** The server key the charge must come with and the settlements are signed with (PAYMENT_SERVER_KEY). */
  serverKey: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
}

const DEEPLINKS: Record<string, (charge: { transactionId: string; amount: number }) => string> = {
  gopay: ({ transactionId, amount }) => `gojek://gopay/merchanttransfer?tref=${transactionId}&amount=${amount}&activity=GP:RR`,
  shopeepay: ({ transactionId }) => `shopeeid://main?deeplink=payment%3Fref%3D${transactionId}`,
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

export class VirtualPaymentGateway {
  readonly charges = new Map<string, GatewayCharge>();
  /** How the next charges are answered. */
  mood: GatewayMood = 'open';
  private server: Server | null = null;
  /** Its own base address, once started. */
  url = '';
  /** The server whose payment callback it calls. */
  serverUrl: string;

  constructor(private readonly options: VirtualGatewayOptions) {
    this.serverUrl = options.serverUrl ?? '';
  }

  /** Listens (on a free port unless one is given) and answers with its base address. */
  async start(): Promise<string> {
    const server = createServer((request, response) => void this.answer(request, response).catch(() => response.destroy()));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', resolve);
    });
    this.server = server;
    this.url = `http://${this.options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'POST' || path !== '/v2/charge') return this.send(response, 404, { status_code: '404', status_message: 'The requested resource is not found' });
    const expected = `Basic ${Buffer.from(`${this.options.serverKey}:`).toString('base64')}`;
    const text = await readBody(request);
    if (request.headers.authorization !== expected) return this.send(response, 401, { status_code: '401', status_message: 'Access denied due to unauthorized transaction, please check client or server key' });
    if (this.mood === 'fail') return this.send(response, 500, { status_code: '500', status_message: 'Sorry, we encountered internal server error. We will fix this soon.' });
    let body: { payment_type?: string; transaction_details?: { order_id?: string; gross_amount?: number } };
    try {
      body = JSON.parse(text);
    } catch {
      return this.send(response, 400, { status_code: '400', status_message: 'The request body is not JSON.' });
    }
    const orderNo = body.transaction_details?.order_id;
    const amount = body.transaction_details?.gross_amount;
    const paymentType = body.payment_type ?? '';
    if (this.mood === 'refuse') return this.send(response, 200, { status_code: '402', status_message: 'Payment channel is not activated.' });
    if (!orderNo || typeof amount !== 'number' || amount < 1 || !['gopay', 'shopeepay', 'qris'].includes(paymentType)) {
      return this.send(response, 400, { status_code: '400', status_message: 'One or more parameters in the payload is invalid.', validation_messages: ['transaction_details.gross_amount must be at least 1'] });
    }
    if (this.charges.has(orderNo)) return this.send(response, 406, { status_code: '406', status_message: 'The request could not be completed due to a conflict with the current state of the target resource, please try again' });
    const transactionId = randomUUID();
    const charge: GatewayCharge = {
      orderNo,
      amount,
      paymentType,
      transactionId,
      qr: `00020101021226620014COM.GO-JEK.WWW01189360091434506${amount}5204581253033605405${amount}.005802ID5920SIMULATED GATEWAY6007JAKARTA62${transactionId.slice(0, 8)}6304SIM0`,
      deeplink: DEEPLINKS[paymentType]?.({ transactionId, amount }) ?? null,
      paid: false,
    };
    this.charges.set(orderNo, charge);
    this.options.log?.(`gateway: charge ${transactionId} opened for ${orderNo} (${paymentType}, ${amount})`);
    const actions = [{ name: 'generate-qr-code', method: 'GET', url: `${this.url}/v2/${paymentType}/${transactionId}/qr-code` }, ...(charge.deeplink ? [{ name: 'deeplink-redirect', method: 'GET', url: charge.deeplink }] : [])];
    this.send(response, 200, {
      status_code: '201',
      status_message: `${paymentType === 'qris' ? 'QRIS' : paymentType === 'gopay' ? 'GoPay' : 'ShopeePay'} transaction is created`,
      transaction_id: transactionId,
      order_id: orderNo,
      gross_amount: `${amount}.00`,
      payment_type: paymentType,
      transaction_status: 'pending',
      qr_string: charge.qr,
      actions,
    });
  }

  /** The customer pays: a signed settlement of the charge to the server's payment callback. Answers the callback's status and body. */
  async pay(orderNo: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const charge = this.charges.get(orderNo);
    if (!charge) throw new Error(`The gateway has no charge for order ${orderNo}.`);
    const notification = settlement({ orderNo, paidAmount: charge.amount }, this.options.serverKey, { transaction_id: charge.transactionId, payment_type: charge.paymentType });
    const response = await fetch(`${this.serverUrl}/callbacks/v1/payments/midtrans`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notification) });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status === 200) charge.paid = true;
    return { status: response.status, body };
  }

  /** One beat of the demo: each open charge is paid with chance `share`; the rest wait (and expire unpaid if never paid). */
  async payOpenCharges(random: () => number, share: number): Promise<number> {
    let paid = 0;
    for (const charge of this.charges.values()) {
      if (charge.paid || random() >= share) continue;
      const answer = await this.pay(charge.orderNo);
      if (answer.status === 200) paid += 1;
      else charge.paid = true; // refused for good (expired meanwhile): not sent again
      this.options.log?.(`gateway: ${charge.orderNo} ${answer.status === 200 ? 'paid' : `refused by the server: ${JSON.stringify(answer.body).slice(0, 200)}`}`);
    }
    return paid;
  }
}
