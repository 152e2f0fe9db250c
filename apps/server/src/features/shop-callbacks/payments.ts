import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CALLBACK_MESSAGES, paymentTime, type PaymentNotification, type PaymentOutcome } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { sameSecret } from '../../platform/json-api';
import { moveOrder, recordOrderEvent } from '../shop-orders/order-moves';
import { shopOrders } from '../shop-orders/shop-orders.table';
import { shopPaymentNotifications } from './shop-callbacks.table';

/*
 * The payment gateway's notifications (docs/callbacks.md): checked, stored once by (transaction,
 * status), and applied once. The gateway sends a notification again until it hears 200, in any
 * order with the others of the same payment, so every rule here holds for a copy or a shuffle.
 */

export interface PaymentKeys {
  /** The server key notifications are signed with; null refuses every notification. */
  serverKey: string | null;
  /** The key before the last rotation, still taken until `until` (notifications in flight). */
  previous: { serverKey: string; until: Date } | null;
  /** How far a notification's transaction_time may lie before or after the moment it arrives. */
  maxAgeMs: number;
  maxAheadMs: number;
}

export type SignatureVerdict = 'ok' | 'bad' | 'rotated' | 'stale';

export const paymentSignature = (notification: Pick<PaymentNotification, 'order_id' | 'status_code' | 'gross_amount'>, serverKey: string) =>
  createHash('sha512').update(`${notification.order_id}${notification.status_code}${notification.gross_amount}${serverKey}`).digest('hex');

/** Whether the notification is signed with the current key (or the previous one within its grace), and fresh. */
export function checkSignature(notification: PaymentNotification, keys: PaymentKeys & { serverKey: string }, now = new Date()): SignatureVerdict {
  const given = notification.signature_key.toLowerCase();
  const current = sameSecret(given, paymentSignature(notification, keys.serverKey));
  // Both compared every time, so the answer's timing does not tell which key matched.
  const previous = keys.previous ? sameSecret(given, paymentSignature(notification, keys.previous.serverKey)) : false;
  if (!current && !previous) return 'bad';
  if (!current && keys.previous && now > keys.previous.until) return 'rotated';
  const time = paymentTime(notification.transaction_time)!.getTime();
  if (time < now.getTime() - keys.maxAgeMs || time > now.getTime() + keys.maxAheadMs) return 'stale';
  return 'ok';
}

/** What a notification came to: the answer's status and words. */
export interface PaymentResult {
  outcome: PaymentOutcome;
  message: string;
}

const MESSAGES: Record<PaymentOutcome, string> = {
  PAID: 'The order is paid.',
  ALREADY_PAID: 'The order was already paid: nothing changed.',
  EXPIRED: 'The payment failed: the unpaid order expired.',
  IGNORED: 'Nothing to do for this notification: it was recorded.',
  RECORDED: 'Recorded with the order.',
  ORDER_CLOSED: 'The order had expired or been missed before this payment: the notification was recorded; see to a refund.',
  WRONG_AMOUNT: 'The amount is not what the order costs: the notification was recorded and refused.',
  UNKNOWN_ORDER: CALLBACK_MESSAGES.unknownOrder,
};

const PAYING = (notification: PaymentNotification) =>
  notification.transaction_status === 'settlement' || (notification.transaction_status === 'capture' && notification.fraud_status === 'accept');
const FAILING = new Set(['deny', 'cancel', 'expire', 'failure']);
const REFUNDING = new Set(['refund', 'partial_refund', 'chargeback', 'partial_chargeback']);

/** "25000.00" → 25000; the order's amount is whole rupiah. */
const rupiah = (grossAmount: string) => Number(grossAmount);

/**
 * Applies a notification whose signature was checked, in the caller's transaction: stored once
 * with its outcome, and the order moved at most once. A copy of one seen before is answered with the
 * first one's outcome and changes nothing.
 */
export async function applyPaymentNotification(tx: Queryable, notification: PaymentNotification, options: { source?: string; logRefusal?: (line: string) => void } = {}): Promise<PaymentResult> {
  const source = options.source ?? 'payment-gateway';
  // The order is held until the commit: notifications of one order are applied one after the other.
  const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.orderNo, notification.order_id)).for('update');
  const key = and(eq(shopPaymentNotifications.transactionId, notification.transaction_id), eq(shopPaymentNotifications.transactionStatus, notification.transaction_status));
  const [seen] = await tx.select({ outcome: shopPaymentNotifications.outcome }).from(shopPaymentNotifications).where(key);
  const answer = (outcome: PaymentOutcome): PaymentResult => ({
    outcome,
    message: outcome === 'WRONG_AMOUNT' && order ? CALLBACK_MESSAGES.wrongAmount(notification.gross_amount, order.paidAmount) : MESSAGES[outcome],
  });
  if (seen) return answer(seen.outcome);

  const outcome = decide(notification, order);
  const [stored] = await tx
    .insert(shopPaymentNotifications)
    .values({
      transactionId: notification.transaction_id,
      transactionStatus: notification.transaction_status,
      orderNo: notification.order_id,
      shopOrderId: order?.id ?? null,
      statusCode: notification.status_code,
      grossAmount: notification.gross_amount,
      fraudStatus: notification.fraud_status ?? null,
      paymentType: notification.payment_type ?? null,
      transactionTime: paymentTime(notification.transaction_time)!,
      outcome,
      body: notification,
    })
    .onConflictDoNothing()
    .returning({ id: shopPaymentNotifications.id });
  if (!stored) {
    // A copy of a notification for no order, stored by a transaction that committed meanwhile.
    const [first] = await tx.select({ outcome: shopPaymentNotifications.outcome }).from(shopPaymentNotifications).where(key);
    return answer(first!.outcome);
  }
  if (!order) return answer(outcome);

  const detail = { transactionId: notification.transaction_id, transactionStatus: notification.transaction_status, grossAmount: notification.gross_amount, paymentType: notification.payment_type ?? null };
  switch (outcome) {
    case 'PAID':
      await moveOrder(tx, order.id, 'pay', { source, detail, set: { paidTime: new Date(), paymentReferenceId: notification.transaction_id }, publish: ['orderPaid'] });
      break;
    case 'EXPIRED':
      // Gives back the vouchers and promos the order counted, as any expiry does.
      await moveOrder(tx, order.id, 'expire', { source, detail });
      break;
    case 'WRONG_AMOUNT':
      options.logRefusal?.(`payment callback: refused ${notification.transaction_status} ${notification.transaction_id} for order ${order.orderNo}: amount ${notification.gross_amount}, the order costs ${order.paidAmount}`);
      await recordOrderEvent(tx, order.id, 'paymentRefused', { source, detail: { ...detail, expectedAmount: order.paidAmount } });
      break;
    case 'RECORDED':
    case 'ORDER_CLOSED':
      await recordOrderEvent(tx, order.id, outcome === 'RECORDED' ? 'paymentRefunded' : 'paidAfterClosed', { source, detail });
      break;
    default:
      break;
  }
  return answer(outcome);
}

function decide(notification: PaymentNotification, order: typeof shopOrders.$inferSelect | undefined): PaymentOutcome {
  if (!order) return 'UNKNOWN_ORDER';
  const paying = PAYING(notification);
  const partial = notification.transaction_status.startsWith('partial_');
  if (!partial && rupiah(notification.gross_amount) !== order.paidAmount) return 'WRONG_AMOUNT';
  if (paying) {
    if (order.state === 'WAITING_FOR_PAYMENT') return 'PAID';
    if (order.paidTime !== null || order.state === 'PAID' || order.state === 'ACK' || order.state === 'COMPLETED') return 'ALREADY_PAID';
    return 'ORDER_CLOSED';
  }
  if (FAILING.has(notification.transaction_status)) return order.state === 'WAITING_FOR_PAYMENT' ? 'EXPIRED' : 'IGNORED';
  if (REFUNDING.has(notification.transaction_status)) return 'RECORDED';
  // pending, a capture under review (fraud_status challenge), authorize, or a status not known here.
  return 'IGNORED';
}
