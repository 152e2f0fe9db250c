import { shopOrderTypeLabels, shopPaymentMethodLabels } from '../enums';
import { formatRupiah } from '../format';
import { courierVendorLabels, deliveryStatusLabels, shopOrderStateLabels } from './shop-orders';

/*
 * A line of an order's timeline in words: what happened, who or what did it, and its facts as a
 * sentence. The timeline rows hold codes (a move's name, a source, a few facts such as the payment
 * gateway's amount and payment type); a person reads these words instead.
 */

const EVENT_WORDS: Record<string, string> = {
  place: 'Placed',
  placed: 'Placed',
  pay: 'Paid',
  expire: 'Expired: not paid in time',
  acknowledge: 'Accepted by the outlet',
  finish: 'Finished',
  miss: 'Missed',
  courierAssigned: 'Courier assigned',
  'courier-assigned': 'Courier assigned',
  courierReassigned: 'Courier changed',
  deliveryStatus: 'Delivery update',
  deliveryHeld: 'Delivery update kept until the order is made',
  deliveryHeldApplied: 'Delivery update taken now the order is made',
  deliveryRetried: 'Delivery tried again',
  'delivery-retried': 'Delivery tried again',
  'delivery-picked-up': 'Picked up by the courier',
  'delivery-delivered': 'Delivered by the courier',
  cash: 'Paid in cash',
  draftAccepted: 'Draft accepted at the counter',
  paymentRefused: 'Payment refused',
  paymentRefunded: 'Payment changed at the gateway',
  paidAfterClosed: 'Paid after the order closed',
  paymentRequested: 'Payment asked of the payment gateway: its QR code and link shown at the counter',
};

const SOURCE_WORDS: Record<string, string> = {
  user: 'A user',
  'payment-gateway': 'The payment gateway',
  'courier-vendor': 'The courier service',
  'expiry-job': 'The expiry check',
  simulator: 'The simulator',
  test: 'A test',
  pos: 'The counter',
  app: 'The ordering app',
  'ordering-app': 'The ordering app',
};

/** How the payment gateway names a way to pay (its payment_type), in words. */
const PAYMENT_TYPE_WORDS: Record<string, string> = {
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  qris: 'QRIS',
  linkaja: 'LinkAja',
  credit_card: 'credit card',
  bank_transfer: 'bank transfer',
  echannel: 'Mandiri bill payment',
  permata: 'Permata virtual account',
  cstore: 'a convenience store',
  akulaku: 'Akulaku',
  kredivo: 'Kredivo',
};

/** What the gateway says became of a payment (its transaction_status), as the verb of a sentence. */
const TRANSACTION_STATUS_WORDS: Record<string, string> = {
  capture: 'paid',
  settlement: 'paid',
  pending: 'waiting for',
  deny: 'refused',
  cancel: 'cancelled',
  expire: 'expired',
  failure: 'failed',
  refund: 'refunded',
  partial_refund: 'partly refunded',
  chargeback: 'charged back',
  partial_chargeback: 'partly charged back',
};

/** How an unpaid payment ended at the gateway, after "The payment …". */
const ENDED_WORDS: Record<string, string> = { expire: 'expired', cancel: 'was cancelled', deny: 'was refused', failure: 'failed' };

/** `courierAssigned` and `delivery_status` both read "Courier assigned", "Delivery status". */
export function humanize(code: string): string {
  const spaced = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** What happened, in words. */
export function shopOrderEventWords(type: string): string {
  return EVENT_WORDS[type] ?? humanize(type);
}

/** Who or what did it: the user's name when a person did, else the system's part in words. */
export function shopOrderEventSourceWords(source: string, userName?: string | null): string {
  if (userName) return userName;
  return SOURCE_WORDS[source] ?? humanize(source);
}

type Fact = string | number | boolean | null | undefined;
type Detail = Record<string, string | number | boolean | null>;

const text = (value: Fact) => (value === null || value === undefined || value === '' ? null : String(value));
/** The words of the shop order's own value sets, for a fact of a kind of line without its own words. */
const ORDER_VALUE_WORDS: Record<string, string> = { ...shopOrderStateLabels, ...shopOrderTypeLabels, ...shopPaymentMethodLabels, ...courierVendorLabels, ...deliveryStatusLabels };
/** A code in words: its own words, or the code spelt out. */
const wordsOf = (value: Fact, words: Record<string, string>) => {
  const code = text(value);
  return code === null ? null : (words[code] ?? humanize(code).toLowerCase());
};
const money = (value: Fact) => {
  const amount = Number(text(value) ?? Number.NaN);
  return Number.isFinite(amount) ? formatRupiah(amount) : null;
};
/** The parts that are there, as one sentence with a capital and a full stop; empty when none is. */
const sentence = (...parts: (string | null | false)[]) => {
  const said = parts.filter(Boolean).join(' ').replace(/ ([,:])/g, '$1').trim();
  return said === '' ? '' : `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
};
/** "Rp 60.000 by GoPay", from a payment notification's facts. */
const payment = (detail: Detail) => {
  const way = wordsOf(detail.paymentType, PAYMENT_TYPE_WORDS);
  return [money(detail.grossAmount), way && `by ${way}`].filter(Boolean).join(' ') || null;
};
const attempt = (detail: Detail) => (Number(detail.attempt) > 1 ? `(attempt ${detail.attempt})` : null);
const fromDraft = (detail: Detail) => text(detail.draft) && `from draft ${detail.draft}`;

/** Each kind of line in words, from the few facts it keeps. */
const DETAIL_WORDS: Record<string, (detail: Detail) => string> = {
  placed: (detail) =>
    sentence(
      detail.channel === 'POS' ? 'rung up at the counter' : detail.channel === 'APP' ? 'placed in the ordering app' : null,
      money(detail.paidAmount) && `to pay ${money(detail.paidAmount)}`,
      fromDraft(detail),
    ),
  pay: (detail) =>
    text(detail.cardApprovalCode) ? `Card approval code: ${detail.cardApprovalCode}` : payment(detail) ? sentence('paid', payment(detail)) : sentence(fromDraft(detail)),
  expire: (detail) => (text(detail.transactionStatus) ? sentence('the payment', payment(detail) && `of ${payment(detail)}`, wordsOf(detail.transactionStatus, ENDED_WORDS), 'at the payment gateway') : ''),
  paymentRefused: (detail) => sentence('refused a payment', payment(detail) && `of ${payment(detail)}`, money(detail.expectedAmount) && `: the order costs ${money(detail.expectedAmount)}`),
  paymentRefunded: (detail) => sentence(wordsOf(detail.transactionStatus, TRANSACTION_STATUS_WORDS) ?? 'changed', payment(detail) ?? 'the payment'),
  paidAfterClosed: (detail) => sentence('paid', payment(detail), 'after the order had expired or been missed: see to a refund'),
  miss: (detail) => sentence(text(detail.reason)),
  deliveryStatus: (detail) => sentence(wordsOf(detail.status, deliveryStatusLabels), attempt(detail), text(detail.driverName) && `, driver ${detail.driverName}`),
  'delivery-picked-up': (detail) => sentence(wordsOf(detail.status, deliveryStatusLabels)),
  'delivery-delivered': (detail) => sentence(wordsOf(detail.status, deliveryStatusLabels)),
  'delivery-retried': (detail) => sentence(text(detail.attempt) && `attempt ${detail.attempt} begins`),
  'courier-assigned': (detail) => sentence(text(detail.courier) && `${detail.courier} takes it`, detail.replacedCourierId ? 'instead of the courier before' : null),
  acknowledge: () => '',
  finish: () => '',
};
DETAIL_WORDS.place = DETAIL_WORDS.placed!;
DETAIL_WORDS.courierAssigned = DETAIL_WORDS['courier-assigned']!;

/**
 * The facts of a line as a sentence a person reads: "Placed in the ordering app to pay Rp 60.000.",
 * "Paid Rp 60.000 by GoPay.", "Picked up (attempt 2)."; empty when there is nothing to add. A kind of
 * line without its own words lists its facts, each named and valued in words.
 */
export function shopOrderEventDetailWords(type: string, detail: Detail): string {
  const words = DETAIL_WORDS[type];
  if (words) return words(detail);
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${humanize(key)}: ${typeof value === 'string' ? (ORDER_VALUE_WORDS[value] ?? humanize(value).toLowerCase()) : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)}`)
    .join(' · ');
}
