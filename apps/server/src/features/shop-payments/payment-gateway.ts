import type { PaymentGatewaySettings } from '../../platform/context';
import { paymentGatewayUnavailable, paymentRefused } from '../../platform/errors';

/*
 * The server's one call out to the payment gateway (docs/shop-orders.md, "Paying at the counter"):
 * a Midtrans-style charge, POST {url}/v2/charge with the server key as HTTP basic auth, which opens
 * a wallet payment and answers its QR code and app link. The gateway later tells the payment
 * callback that it was paid (docs/callbacks.md). A gateway that does not answer in time, or answers
 * something unreadable, is PAYMENT_GATEWAY_UNAVAILABLE; one that refuses is PAYMENT_REFUSED.
 */

export const CHARGE_PATH = '/v2/charge';

export const GATEWAY_MESSAGES = {
  none: 'This server has no payment gateway set (PAYMENT_GATEWAY_URL): take the payment in cash or by card. Nothing was saved.',
  away: 'The payment gateway cannot be reached just now: nothing was charged or saved. Try again in a moment, or take the payment in cash or by card.',
  unreadable: 'The payment gateway answered something it should not: nothing was charged or saved. Try again in a moment, or take the payment in cash or by card.',
  refused: (reason: string) => `The payment gateway refused the payment: ${reason}. Nothing was saved; take it another way.`,
  noCode: 'The payment gateway opened the payment without a QR code or link to show: nothing was saved. Try again, or take the payment another way.',
} as const;

export interface ChargeRequest {
  orderNo: string;
  /** Whole rupiah. */
  amount: number;
  /** The gateway's payment type: gopay, shopeepay, qris. */
  paymentType: string;
}

export interface OpenedCharge {
  transactionId: string;
  /** What the QR code holds (the QRIS string, or the address of the gateway's QR image), or null. */
  qr: string | null;
  /** The link that opens the wallet app on the customer's phone, or null. */
  deeplink: string | null;
}

interface ChargeAnswer {
  status_code?: string;
  status_message?: string;
  transaction_id?: string;
  qr_string?: string;
  actions?: { name?: string; url?: string }[];
  validation_messages?: string[];
}

/** Texts from outside are cut short and kept to one line before they are shown or stored. */
// eslint-disable-next-line no-control-regex -- control characters are what is taken out
const plain = (text: unknown, limit: number) => (typeof text === 'string' ? text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, limit) : '');

/** Opens the payment at the gateway; throws PAYMENT_GATEWAY_UNAVAILABLE or PAYMENT_REFUSED with the reason in words. */
export async function charge(gateway: PaymentGatewaySettings | null | undefined, request: ChargeRequest): Promise<OpenedCharge> {
  if (!gateway) throw paymentGatewayUnavailable(GATEWAY_MESSAGES.none);
  const body = {
    payment_type: request.paymentType,
    transaction_details: { order_id: request.orderNo, gross_amount: request.amount },
    ...(request.paymentType === 'gopay' ? { gopay: { enable_callback: false } } : {}),
  };
  let response: Response;
  let answer: ChargeAnswer;
  try {
    response = await fetch(`${gateway.url}${CHARGE_PATH}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${gateway.serverKey}:`).toString('base64')}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(gateway.timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    answer = text.length > 64 * 1024 ? {} : (JSON.parse(text) as ChargeAnswer);
  } catch {
    throw paymentGatewayUnavailable(GATEWAY_MESSAGES.away);
  }
  if (typeof answer !== 'object' || answer === null) throw paymentGatewayUnavailable(GATEWAY_MESSAGES.unreadable);
  // Midtrans answers a refusal with its status in the body, sometimes under HTTP 200.
  const status = Number(answer.status_code ?? response.status);
  if (response.status >= 500 || status >= 500) throw paymentGatewayUnavailable(GATEWAY_MESSAGES.away);
  if (response.status >= 400 || status >= 300) {
    const reason = plain(answer.validation_messages?.[0], 200) || plain(answer.status_message, 200) || `it answered ${response.status}`;
    throw paymentRefused(GATEWAY_MESSAGES.refused(reason.replace(/\.$/, '')));
  }
  const action = (name: string) => plain(answer.actions?.find((each) => each?.name === name)?.url, 2000) || null;
  const qr = plain(answer.qr_string, 2000) || action('generate-qr-code');
  // A link the counter shows: an app's own scheme or https, never one that runs script in the page.
  const link = action('deeplink-redirect');
  const deeplink = link && /^[a-z][a-z0-9+.-]*:/i.test(link) && !/^(javascript|data|vbscript|file):/i.test(link) ? link : null;
  const transactionId = plain(answer.transaction_id, 200);
  if (!transactionId) throw paymentGatewayUnavailable(GATEWAY_MESSAGES.unreadable);
  if (!qr && !deeplink) throw paymentRefused(GATEWAY_MESSAGES.noCode);
  return { transactionId, qr, deeplink };
}
