import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import type { LiveEvent, LiveTopic } from '../../platform/events/outbox';
import { parseInput } from '../../platform/validate';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { shopPosPartners } from '../shop-deals/shop-deals.table';
import { shopHubScope } from '../shop-hubs/shop-hubs.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { nextOrderNumber } from '../shop-orders/place-order';
import { DraftRef, type DraftRow, type StoredDraftLine, type StoredDraftPromos } from '../shop-orders/pos-draft.schema';
import { insertDraft, linkDraftToOrder, placedLinesForDraft, updateOpenDraft, type DraftColumns } from '../shop-orders/pos-drafts';
import { shopOrderRef } from '../shop-orders/shop-orders.schema';
import { shopPosDraftOrders } from '../shop-orders/shop-orders.table';
import { PosOrderInputRef } from '../shop-promotions/pos-calculation.schema';
import { priceShopOrder } from '../shop-orders/price-order';
import { posOrderSchema, type PosOrderInput, type PricedOrder } from '../shop-promotions/order-pricing';
import { placeAtCounter, sellingOutlet } from './pos-orders.schema';

/*
 * Drafts at the point of sale (spec point 3): the counter keeps an order as a draft to finish later
 * (createShopPosDraftOrder, editShopPosDraftOrder), and a draft becomes an order once
 * (acceptDraftOrder). A cashier mapped to outlets sells only at those; placing an order at once is
 * in pos-orders.schema.ts. docs/shop-orders.md, "Point of sale".
 */

export const POS_ORDER_MESSAGES = {
  draftNotOpen: (state: string) => `This draft is already ${state === 'ACCEPTED' ? 'accepted' : 'cancelled'}; it can no longer change.`,
  draftOutlet: 'A draft stays at the outlet it was rung up at.',
} as const;


/** A draft's id, checked by the API's Int alone: an unknown one is NOT_FOUND. */
const draftId = z.number().int();

/** What a draft keeps of an order as priced: its lines with their choices, promos, outlet, customer and cashier. */
async function draftSnapshot(transaction: Transaction, context: Context, input: PosOrderInput, price: PricedOrder['price'], lines: StoredDraftLine[]): Promise<DraftColumns> {
  const [hub] = await transaction.select({ id: shopHubs.id, name: shopHubs.name, hubNo: shopHubs.hubNo }).from(shopHubs).where(eq(shopHubs.id, input.hubId));
  const [customer] = input.customerId == null ? [] : await transaction.select({ id: shopCustomers.id, name: shopCustomers.name, phoneNo: shopCustomers.phoneNo }).from(shopCustomers).where(eq(shopCustomers.id, input.customerId));
  const [partner] = input.promoPartnerId == null ? [] : await transaction.select({ id: shopPosPartners.id, name: shopPosPartners.name }).from(shopPosPartners).where(eq(shopPosPartners.id, input.promoPartnerId));
  return {
    customerId: input.customerId ?? null,
    shopHubId: input.hubId,
    type: input.type,
    totalPrice: price.totalAmount,
    discountAmount: price.totalDiscount + price.deliveryDiscount,
    paidAmount: price.paidAmount,
    paymentMethod: input.paymentMethod,
    promoPartnerId: input.promoPartnerId ?? null,
    promoPartnerName: partner?.name ?? null,
    input,
    menusJson: lines,
    promosJson: { applied: price.appliedPromos, refused: price.refusedPromos } satisfies StoredDraftPromos,
    hubJson: hub!,
    customerJson: customer ?? null,
    createdByJson: { id: context.user!.id, username: context.user!.username, name: context.user!.name },
  };
}

/** The draft's columns from the order as priced now. */
async function draftColumns(transaction: Transaction, context: Context, input: PosOrderInput) {
  await sellingOutlet(transaction, context, input);
  const priced = await priceShopOrder(transaction, input);
  const lines = priced.price.lines.map((line, index): StoredDraftLine => {
    const sold = priced.lines[index]!;
    return { ...line, note: sold.note, cogs: sold.unitCogs, variantUnits: sold.variantUnits, toppings: sold.toppings, customizations: sold.customizations.map((choice) => ({ ...choice, cogs: null })) };
  });
  return { columns: await draftSnapshot(transaction, context, input, priced.price, lines), hub: priced.hub };
}

/** Tells the outlet's counters that the draft changed. */
const draftChanged = (draft: DraftRow): [LiveTopic, LiveEvent] => ['orderPosDraftUpdated', { shopHubId: draft.shopHubId, shopDraftOrderId: draft.id }];

/** Why a draft can no longer change: CONFLICT, or NOT_FOUND when the caller cannot see it. */
async function refuseClosedDraft(transaction: Transaction, context: Context, id: number): Promise<never> {
  const [draft] = await transaction
    .select({ state: shopPosDraftOrders.state })
    .from(shopPosDraftOrders)
    .where(and(eq(shopPosDraftOrders.id, id), shopHubScope(shopPosDraftOrders.shopHubId)(context)));
  if (!draft) throw notFound('Shop POS draft order', id);
  throw conflict(POS_ORDER_MESSAGES.draftNotOpen(draft.state));
}

/** Why a draft cannot take this change: it is at another outlet, or no longer open. */
async function refuseChange(transaction: Transaction, context: Context, id: number, input: PosOrderInput): Promise<never> {
  const [other] = await transaction
    .select({ hubId: shopPosDraftOrders.shopHubId, state: shopPosDraftOrders.state })
    .from(shopPosDraftOrders)
    .where(and(eq(shopPosDraftOrders.id, id), shopHubScope(shopPosDraftOrders.shopHubId)(context)));
  if (other && other.state === 'DRAFT' && other.hubId !== input.hubId) throw conflict(POS_ORDER_MESSAGES.draftOutlet, { hubId: POS_ORDER_MESSAGES.draftOutlet });
  return refuseClosedDraft(transaction, context, id);
}

/** Moves an open draft of the caller's outlets to `state`, or refuses as refuseClosedDraft does. */
async function closeDraft(transaction: Transaction, context: Context, id: number, state: 'ACCEPTED' | 'CANCELLED'): Promise<DraftRow> {
  const draft = await updateOpenDraft(transaction, id, { state }, shopHubScope(shopPosDraftOrders.shopHubId)(context));
  return draft ?? refuseClosedDraft(transaction, context, id);
}

defineCommand('createShopPosDraftOrder', {
  description: 'Keeps a POS order as a draft at its outlet, priced now, to finish later. Recorded in the activity log.',
  authority: 'CREATE_SHOP_POS_ORDER',
  args: (arg) => ({ input: arg({ type: PosOrderInputRef, required: true, description: 'The order as rung up so far.' }) }),
  input: { input: posOrderSchema },
  type: DraftRef,
  what: 'Shop POS draft order',
  run: async (transaction, { input }, context) => {
    const { columns, hub } = await draftColumns(transaction, context, input);
    const numbers = await nextOrderNumber(transaction, hub, new Date());
    const draft = await insertDraft(transaction, { ...columns, orderNo: `D-${numbers.orderNo}`, orderNoAlias: `D${numbers.orderNoAlias}`, createdById: context.user!.id });
    return {
      result: draft,
      activity: { entity: 'SHOP_POS_DRAFT_ORDER', recordId: draft.id, message: `Kept draft ${draft.orderNo}.` },
      events: [draftChanged(draft)],
    };
  },
});

defineCommand('editShopPosDraftOrder', {
  description: 'Changes an open draft and prices it again; CONFLICT once it is accepted or cancelled. Recorded in the activity log.',
  authority: 'UPDATE_SHOP_POS_ORDER',
  args: (arg) => ({
    id: arg.int({ required: true, description: 'The draft’s id.' }),
    input: arg({ type: PosOrderInputRef, required: true, description: 'The order as rung up now.' }),
  }),
  input: { id: draftId, input: posOrderSchema },
  type: DraftRef,
  what: 'Shop POS draft order',
  run: async (transaction, { id, input }, context) => {
    const { columns } = await draftColumns(transaction, context, input);
    const draft = (await updateOpenDraft(transaction, id, columns, eq(shopPosDraftOrders.shopHubId, input.hubId))) ?? (await refuseChange(transaction, context, id, input));
    return {
      result: draft,
      activity: { entity: 'SHOP_POS_DRAFT_ORDER', recordId: draft.id, message: `Changed draft ${draft.orderNo}.` },
      events: [draftChanged(draft)],
    };
  },
});

defineCommand('acceptDraftOrder', {
  description:
    'Places the order a draft holds, priced once now; with input, the draft is first changed to it (saved and accepted in one call and one transaction). A draft is placed once: CONFLICT when it is already accepted or cancelled, or the input names another outlet. Recorded in the activity log.',
  authority: 'CREATE_SHOP_POS_ORDER',
  args: (arg) => ({
    shopDraftOrderId: arg.int({ required: true, description: 'The draft’s id.' }),
    input: arg({ type: PosOrderInputRef, description: 'The order as rung up now, when the draft was changed since it was kept; left out, the draft is placed as it was kept.' }),
  }),
  input: { shopDraftOrderId: draftId, input: posOrderSchema.optional() },
  type: shopOrderRef,
  what: 'Shop POS draft order',
  run: async (transaction, { shopDraftOrderId, input: edited }, context) => {
    // Claiming the draft first: of two accepts at once, the second finds it no longer a draft.
    const draft = await closeDraft(transaction, context, shopDraftOrderId, 'ACCEPTED');
    if (edited && edited.hubId !== draft.shopHubId) throw conflict(POS_ORDER_MESSAGES.draftOutlet, { hubId: POS_ORDER_MESSAGES.draftOutlet });
    const input = edited ?? parseInput(posOrderSchema, draft.input);
    const placed = await placeAtCounter(transaction, context, input, { detail: { draft: draft.orderNo } });
    // The draft keeps what it became, as priced once here.
    const snapshot = edited ? await draftSnapshot(transaction, context, input, placed.price, await placedLinesForDraft(transaction, placed.order.id)) : {};
    const accepted = await linkDraftToOrder(transaction, draft.id, placed.order.id, snapshot);
    return {
      result: placed.order,
      activity: { entity: 'SHOP_ORDER', recordId: placed.order.id, message: `Placed order ${placed.order.orderNo} from draft ${draft.orderNo}.` },
      events: [draftChanged(accepted)],
    };
  },
});

defineCommand('cancelShopPosDraftOrder', {
  description: 'Drops an open draft; CONFLICT once it is accepted or cancelled. Recorded in the activity log.',
  authority: 'DELETE_SHOP_POS_ORDER',
  args: (arg) => ({ id: arg.int({ required: true, description: 'The draft’s id.' }) }),
  input: { id: draftId },
  type: DraftRef,
  what: 'Shop POS draft order',
  run: async (transaction, { id }, context) => {
    const draft = await closeDraft(transaction, context, id, 'CANCELLED');
    return {
      result: draft,
      activity: { entity: 'SHOP_POS_DRAFT_ORDER', recordId: draft.id, message: `Cancelled draft ${draft.orderNo}.` },
      events: [draftChanged(draft)],
    };
  },
});

builder.queryField('shopPosDraftOrders', (t) =>
  t.field({
    type: [DraftRef],
    description: 'The open drafts of an outlet the caller may sell at, newest first (at most 200).',
    args: { hubId: t.arg.int({ required: true, description: 'The outlet.' }) },
    authScopes: { authority: 'VIEW_SHOP_POS_ORDER' },
    resolve: (_root, args, context) =>
      context.db
        .select()
        .from(shopPosDraftOrders)
        .where(and(eq(shopPosDraftOrders.shopHubId, args.hubId), eq(shopPosDraftOrders.state, 'DRAFT'), shopHubScope(shopPosDraftOrders.shopHubId)(context)))
        .orderBy(desc(shopPosDraftOrders.createdTime), desc(shopPosDraftOrders.id))
        .limit(200),
  }),
);

builder.queryField('shopPosDraftOrder', (t) =>
  t.field({
    type: DraftRef,
    description: 'One draft of an outlet the caller may sell at; NOT_FOUND otherwise.',
    args: { id: t.arg.int({ required: true, description: 'The draft’s id.' }) },
    authScopes: { authority: 'VIEW_SHOP_POS_ORDER' },
    resolve: async (_root, args, context) => {
      const [draft] = await context.db
        .select()
        .from(shopPosDraftOrders)
        .where(and(eq(shopPosDraftOrders.id, args.id), shopHubScope(shopPosDraftOrders.shopHubId)(context)));
      if (!draft) throw notFound('Shop POS draft order', args.id);
      return draft;
    },
  }),
);

