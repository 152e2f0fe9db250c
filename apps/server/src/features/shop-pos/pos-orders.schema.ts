import { and, asc, eq } from 'drizzle-orm';
import { labelIn, shopOrderStateLabels, type ShopOrderType, type ShopPaymentMethod } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { expectReference } from '../../platform/reference';
import { shopPosPartners } from '../shop-deals/shop-deals.table';
import { shopHubScope } from '../shop-hubs/shop-hubs.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { placeShopOrder } from '../shop-orders/place-order';
import { CalculationRef, PosOrderInputRef } from '../shop-promotions/pos-calculation.schema';
import { POS_MESSAGES, posOrderSchema, type PosOrderInput } from '../shop-promotions/order-pricing';
import { ShopOrderTypeEnum, ShopPaymentMethodEnum } from '../shop-promotions/promo-rules';
import { chargeAtCounter } from './pos-payment.schema';

/*
 * The point of sale (spec point 3): an outlet's counter rings up an order and places it at once
 * (submitShopPosOrder); drafts kept to finish later are in shop-pos.schema.ts. A cashier mapped to
 * outlets sells only at those. docs/shop-orders.md, "Point of sale".
 */

/** The outlet, if the caller may sell there (an outlet outside their mapping does not exist for them). */
export async function sellingOutlet(transaction: Transaction, context: Context, input: PosOrderInput) {
  await expectReference(transaction, shopHubs, shopHubs.id, input.hubId, 'hubId', 'Outlet', shopHubScope()(context));
  await expectReference(transaction, shopPosPartners, shopPosPartners.id, input.promoPartnerId, 'promoPartnerId', 'POS promo partner');
  // A delivery needs an address and a courier, which the ordering app takes and the counter does not.
  if (input.type === 'DELIVERY') throw badInput(POS_MESSAGES.noDeliveryAtCounter, { type: POS_MESSAGES.noDeliveryAtCounter });
}

/* ---------- Placing an order at the counter ---------- */

export interface PlacedAtCounter {
  order: Awaited<ReturnType<typeof placeShopOrder>>['order'];
  calculation: { input: PosOrderInput; price: Awaited<ReturnType<typeof placeShopOrder>>['price'] };
}

export const PlacedOrderRef = builder.objectRef<PlacedAtCounter>('ShopPosPlacedOrder').implement({
  description: 'An order placed at the counter: its number to call out, its state and what was charged.',
  fields: (t) => ({
    id: t.int({ description: 'The shop order’s id.', resolve: ({ order }) => order.id }),
    orderNo: t.string({ description: 'The order number, unique over all orders.', resolve: ({ order }) => order.orderNo }),
    orderNoAlias: t.string({ description: 'The short number called out at the outlet, unique for its day.', resolve: ({ order }) => order.orderNoAlias }),
    state: t.string({ description: 'WAITING_FOR_PAYMENT, or PAID for cash.', resolve: ({ order }) => order.state }),
    qr: t.string({ nullable: true, description: 'For a wallet: what the payment QR code holds, from the payment gateway’s charge; else null.', resolve: ({ order }) => order.qr }),
    deeplink: t.string({ nullable: true, description: 'For a wallet: the link that opens the wallet app to pay; else null.', resolve: ({ order }) => order.deeplink }),
    stateLabel: t.string({ description: 'The state in words.', resolve: ({ order }) => labelIn(shopOrderStateLabels, order.state) }),
    type: t.field({ type: ShopOrderTypeEnum, description: 'The order type.', resolve: ({ order }) => order.type as ShopOrderType }),
    paymentMethod: t.field({ type: ShopPaymentMethodEnum, description: 'How it is paid.', resolve: ({ order }) => order.paymentMethod as ShopPaymentMethod }),
    totalPrice: t.int({ description: 'Before any discount.', resolve: ({ order }) => order.totalPrice }),
    discountAmount: t.int({ description: 'All its discounts.', resolve: ({ order }) => order.discountAmount }),
    paidAmount: t.int({ description: 'What the customer pays.', resolve: ({ order }) => order.paidAmount }),
    createdTime: t.field({ type: 'DateTime', description: 'When it was placed.', resolve: ({ order }) => order.createdTime }),
    calculation: t.field({ type: CalculationRef, description: 'How it was priced: lines, totals and promos applied and refused.', resolve: ({ calculation }) => calculation }),
  }),
});

/** Places the order at the caller's counter and charges a wallet at the payment gateway, in the command's transaction. */
export async function placeAtCounter(transaction: Transaction, context: Context, input: PosOrderInput, by: { detail?: Record<string, string | number | null> } = {}): Promise<PlacedAtCounter> {
  await sellingOutlet(transaction, context, input);
  const { order, price } = await placeShopOrder(transaction, { ...input, channel: 'POS', by: { source: 'user', userId: context.user!.id, detail: by.detail } });
  return { order: await chargeAtCounter(transaction, context, order), calculation: { input, price } };
}

defineCommand('submitShopPosOrder', {
  description:
    'Places an order at an outlet’s counter, priced as calculateShopPosOrder prices it; cash is paid at once, a wallet is charged at the payment gateway (its qr and deeplink to show; PAYMENT_GATEWAY_UNAVAILABLE or PAYMENT_REFUSED places nothing), a card waits for confirmShopPosCardPayment. A voucher code or promo used up by another order meanwhile answers CONFLICT with the reason, a voucher that gives nothing BAD_USER_INPUT. Recorded in the activity log.',
  authority: 'CREATE_SHOP_POS_ORDER',
  args: (arg) => ({ input: arg({ type: PosOrderInputRef, required: true, description: 'The order.' }) }),
  input: { input: posOrderSchema },
  type: PlacedOrderRef,
  what: 'Shop order',
  run: async (transaction, { input }, context) => {
    const placed = await placeAtCounter(transaction, context, input);
    return { result: placed, activity: { entity: 'SHOP_ORDER', recordId: placed.order.id, message: `Placed order ${placed.order.orderNo} at the counter.` } };
  },
});

/* ---------- The outlets of the counter and the live screen ---------- */

const CounterOutletRef = builder.objectRef<{ id: number; name: string; hubNo: string }>('ShopPosOutlet').implement({
  description: 'An active outlet the caller may work at: at its counter or on its live screen.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The outlet’s id.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    hubNo: t.exposeString('hubNo', { description: 'Its number.' }),
  }),
});

/** The outlets a cashier chooses their counter from, and a barista their live screen. */
const OUTLET_CHOOSERS = [
  { field: 'shopPosOutlets', authority: 'VIEW_SHOP_POS_ORDER', what: 'may sell at' },
  { field: 'shopLiveOutlets', authority: 'VIEW_LIVE_ORDER', what: 'may follow on the live screen' },
] as const;

for (const { field, authority, what } of OUTLET_CHOOSERS) {
  builder.queryField(field, (t) =>
    t.field({
      type: [CounterOutletRef],
      description: `The active outlets the caller ${what} (those of their outlet mapping, or all when they have none), by name.`,
      authScopes: { authority },
      resolve: (_root, _args, context) =>
        context.db
          .select({ id: shopHubs.id, name: shopHubs.name, hubNo: shopHubs.hubNo })
          .from(shopHubs)
          .where(and(eq(shopHubs.active, true), shopHubScope()(context)))
          .orderBy(asc(shopHubs.name)),
    }),
  );
}
