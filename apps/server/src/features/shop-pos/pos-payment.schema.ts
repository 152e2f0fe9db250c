import { and, eq } from 'drizzle-orm';
import { CARD_APPROVAL_MESSAGES, GATEWAY_PAYMENT_TYPES, SHOP_ORDER_MESSAGES, cardPaymentSchema } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { badInput, conflict, notFound } from '../../platform/errors';
import { shopHubScope } from '../shop-hubs/shop-hubs.schema';
import { moveOrder, recordOrderEvent, recordPaymentCharge, type ShopOrderRow } from '../shop-orders/order-moves';
import { shopOrderRef } from '../shop-orders/shop-orders.schema';
import { shopOrders } from '../shop-orders/shop-orders.table';
import { charge } from '../shop-payments/payment-gateway';

/*
 * Paying an order at the counter when it is not cash (docs/shop-orders.md, "Paying at the counter").
 * A wallet is charged at the payment gateway as the order is placed, in the order's transaction: the
 * gateway's QR code and app link are kept on the order for the counter to show, and a gateway that
 * is away or refuses leaves no order behind. The payment callback then pays it. A card is paid on
 * the outlet's card reader, and the cashier confirms it here with the reader's approval code.
 */

/**
 * Charges a wallet order at the gateway and keeps its QR code and link on it; any other order is
 * returned as it is. Throws PAYMENT_GATEWAY_UNAVAILABLE or PAYMENT_REFUSED, which undoes the order.
 */
export async function chargeAtCounter(transaction: Transaction, context: Context, order: ShopOrderRow): Promise<ShopOrderRow> {
  const paymentType = GATEWAY_PAYMENT_TYPES[order.paymentMethod];
  if (!paymentType || order.state !== 'WAITING_FOR_PAYMENT') return order;
  const opened = await charge(context.settings.paymentGateway, { orderNo: order.orderNo, amount: order.paidAmount, paymentType });
  const charged = await recordPaymentCharge(transaction, order.id, { qr: opened.qr, deeplink: opened.deeplink, paymentReferenceId: opened.transactionId });
  await recordOrderEvent(transaction, order.id, 'paymentRequested', { source: 'user', userId: context.user!.id, detail: { paymentType, transactionId: opened.transactionId } });
  return charged;
}

/** The counter's order, if the caller may sell at its outlet; locked for the change when `forUpdate`. */
async function counterOrder(db: Transaction | Context['db'], context: Context, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.id, id), eq(shopOrders.channel, 'POS'), shopHubScope(shopOrders.shopHubId)(context)));
  const [order] = forUpdate ? await query.for('update') : await query;
  return order;
}

builder.queryField('shopPosOrderPayment', (t) =>
  t.field({
    type: shopOrderRef,
    description: 'The payment of an order placed at a counter the caller may sell at, read while the customer pays; NOT_FOUND otherwise.',
    args: { id: t.arg.int({ required: true, description: 'The shop order’s id.' }) },
    authScopes: { authority: 'VIEW_SHOP_POS_ORDER' },
    resolve: async (_root, args, context) => {
      const order = await counterOrder(context.db, context, args.id);
      if (!order) throw notFound('Shop order', args.id);
      return order;
    },
  }),
);

defineCommand('confirmShopPosCardPayment', {
  description:
    'Marks a card order placed at the counter paid, with the approval code the card reader printed (letters and digits, usually 6), kept as its payment reference and in its timeline. BAD_USER_INPUT for a code of another shape or an order not paid by card, CONFLICT once it is paid with another code, expired or missed. Recorded in the activity log.',
  authority: 'UPDATE_SHOP_POS_ORDER',
  args: (arg) => ({
    id: arg.int({ required: true, description: 'The shop order’s id.' }),
    approvalCode: arg.string({ required: true, description: 'The card reader’s approval code.' }),
  }),
  input: cardPaymentSchema,
  type: shopOrderRef,
  what: 'Shop order',
  run: async (transaction, data, context) => {
    const order = await counterOrder(transaction, context, data.id, true);
    if (!order) return undefined;
    if (order.paymentMethod !== 'CREDIT_CARD') throw badInput(CARD_APPROVAL_MESSAGES.notCard, { approvalCode: CARD_APPROVAL_MESSAGES.notCard });
    const paid = await payByCard(transaction, context, order, data.approvalCode);
    return {
      result: paid,
      activity: { entity: 'SHOP_ORDER', recordId: paid.id, message: `Confirmed the card payment of order ${paid.orderNo} with approval code ${data.approvalCode}.` },
    };
  },
});

/** Pays a waiting card order with the reader's approval code; the same code sent twice (a double tap, a lost answer) is the payment already recorded. */
async function payByCard(transaction: Transaction, context: Context, order: ShopOrderRow, approvalCode: string): Promise<ShopOrderRow> {
  if (order.state !== 'WAITING_FOR_PAYMENT') {
    if (order.state === 'PAID' && order.paymentReferenceId === approvalCode) return order;
    throw conflict(SHOP_ORDER_MESSAGES.notWaiting(order.state));
  }
  const paid = await moveOrder(transaction, order.id, 'pay', {
    source: 'user',
    userId: context.user!.id,
    detail: { cardApprovalCode: approvalCode },
    set: { paidTime: new Date(), paymentReferenceId: approvalCode },
    publish: ['orderPaid'],
  });
  return paid.order;
}
