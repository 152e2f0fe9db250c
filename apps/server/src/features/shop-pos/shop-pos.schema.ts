import { and, desc, eq, sql } from 'drizzle-orm';
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
import { shopPosDraftOrders } from '../shop-orders/shop-orders.table';
import { PosOrderInputRef } from '../shop-promotions/pos-calculation.schema';
import { priceShopOrder } from '../shop-orders/price-order';
import { posOrderSchema, type PosOrderInput } from '../shop-promotions/order-pricing';
import { ShopOrderTypeEnum, ShopPaymentMethodEnum } from '../shop-promotions/promo-rules';
import { PlacedOrderRef, placeAtCounter, sellingOutlet } from './pos-orders.schema';

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

type DraftRow = typeof shopPosDraftOrders.$inferSelect;

/** A draft's id, checked by the API's Int alone: an unknown one is NOT_FOUND. */
const draftId = z.number().int();

const DraftItemRef = builder.objectRef<PosOrderInput['items'][number]>('ShopPosDraftOrderItem').implement({
  description: 'A line of a draft as rung up, to open it again at the counter.',
  fields: (t) => ({
    menuId: t.exposeInt('menuId', { description: 'The menu.' }),
    amount: t.exposeInt('amount', { description: 'How many units.' }),
    menuVariantUnitIds: t.intList({ description: 'The chosen variant units.', resolve: (item) => [...item.menuVariantUnitIds] }),
    toppingIds: t.intList({ description: 'The chosen toppings.', resolve: (item) => [...item.toppingIds] }),
    customizationItemIds: t.intList({ description: 'The chosen customization items.', resolve: (item) => [...item.customizationItemIds] }),
    note: t.string({ nullable: true, description: 'The note for the barista, or null.', resolve: (item) => item.note ?? null }),
  }),
});

const json = (value: unknown) => (value == null ? null : JSON.stringify(value));

const DraftRef = builder.objectRef<DraftRow>('ShopPosDraftOrder').implement({
  description: 'A POS order kept as a draft (spec: POS draft order) until it is accepted and placed.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The draft’s id.' }),
    orderNo: t.exposeString('orderNo', { description: 'The draft’s number.' }),
    orderNoAlias: t.exposeString('orderNoAlias', { description: 'Its short number at the outlet.' }),
    createdById: t.exposeInt('createdById', { nullable: true, description: 'The cashier who rang it up.' }),
    customerId: t.exposeInt('customerId', { nullable: true, description: 'The customer, or null for a walk-in.' }),
    customerName: t.string({ nullable: true, description: 'The name called out, or null.', resolve: (row) => (row.input as PosOrderInput).customerName ?? null }),
    voucherCode: t.string({ nullable: true, description: 'The voucher code given, or null.', resolve: (row) => (row.input as PosOrderInput).voucherCode ?? null }),
    hubId: t.int({ description: 'The outlet.', resolve: (row) => row.shopHubId }),
    type: t.field({ type: ShopOrderTypeEnum, description: 'The order type.', resolve: (row) => row.type }),
    scheduleType: t.exposeString('scheduleType', { description: 'NOW or SCHEDULED.' }),
    state: t.exposeString('state', { description: 'DRAFT, ACCEPTED or CANCELLED.' }),
    totalPrice: t.exposeInt('totalPrice', { description: 'Before any discount, when last priced.' }),
    discountAmount: t.exposeInt('discountAmount', { description: 'Its discounts, when last priced.' }),
    paidAmount: t.exposeInt('paidAmount', { description: 'What the customer would pay, when last priced.' }),
    paymentMethod: t.field({ type: ShopPaymentMethodEnum, description: 'How it is to be paid.', resolve: (row) => row.paymentMethod }),
    promoPartnerId: t.exposeInt('promoPartnerId', { nullable: true, description: 'The POS promo partner, or null.' }),
    promoPartnerName: t.exposeString('promoPartnerName', { nullable: true, description: 'The partner’s name, or null.' }),
    items: t.field({ type: [DraftItemRef], description: 'The lines as rung up.', resolve: (row) => (row.input as PosOrderInput).items }),
    menusJson: t.string({ description: 'The lines as priced, as JSON.', resolve: (row) => json(row.menusJson)! }),
    promosJson: t.string({ description: 'The promos applied and refused, as JSON.', resolve: (row) => json(row.promosJson)! }),
    hubJson: t.string({ description: 'The outlet, as JSON.', resolve: (row) => json(row.hubJson)! }),
    customerJson: t.string({ nullable: true, description: 'The customer, as JSON, or null.', resolve: (row) => json(row.customerJson) }),
    createdByJson: t.string({ nullable: true, description: 'The cashier, as JSON, or null.', resolve: (row) => json(row.createdByJson) }),
    shopOrderId: t.exposeInt('shopOrderId', { nullable: true, description: 'The order it became, once accepted.' }),
    createdTime: t.field({ type: 'DateTime', description: 'When it was rung up.', resolve: (row) => row.createdTime }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it last changed.', resolve: (row) => row.updatedTime }),
  }),
});

/** The draft's columns from the order as priced now. */
async function draftColumns(transaction: Transaction, context: Context, input: PosOrderInput) {
  await sellingOutlet(transaction, context, input);
  const priced = await priceShopOrder(transaction, input);
  const [hub] = await transaction.select({ id: shopHubs.id, name: shopHubs.name, hubNo: shopHubs.hubNo }).from(shopHubs).where(eq(shopHubs.id, input.hubId));
  const [customer] = input.customerId == null ? [] : await transaction.select({ id: shopCustomers.id, name: shopCustomers.name, phoneNo: shopCustomers.phoneNo }).from(shopCustomers).where(eq(shopCustomers.id, input.customerId));
  const [partner] = input.promoPartnerId == null ? [] : await transaction.select({ id: shopPosPartners.id, name: shopPosPartners.name }).from(shopPosPartners).where(eq(shopPosPartners.id, input.promoPartnerId));
  const { price } = priced;
  const columns = {
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
    menusJson: price.lines,
    promosJson: { applied: price.appliedPromos, refused: price.refusedPromos },
    hubJson: hub!,
    customerJson: customer ?? null,
    createdByJson: { id: context.user!.id, username: context.user!.username, name: context.user!.name },
  };
  return { columns, hub: priced.hub };
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

/** Moves an open draft of the caller's outlets to `state`, or refuses as refuseClosedDraft does. */
async function closeDraft(transaction: Transaction, context: Context, id: number, state: 'ACCEPTED' | 'CANCELLED'): Promise<DraftRow> {
  const [draft] = await transaction
    .update(shopPosDraftOrders)
    .set({ state, version: sql`${shopPosDraftOrders.version} + 1`, updatedTime: sql`now()` })
    .where(and(eq(shopPosDraftOrders.id, id), eq(shopPosDraftOrders.state, 'DRAFT'), shopHubScope(shopPosDraftOrders.shopHubId)(context)))
    .returning();
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
    const [draft] = await transaction
      .insert(shopPosDraftOrders)
      .values({ ...columns, orderNo: `D-${numbers.orderNo}`, orderNoAlias: `D${numbers.orderNoAlias}`, createdById: context.user!.id })
      .returning();
    return {
      result: draft!,
      activity: { entity: 'SHOP_POS_DRAFT_ORDER', recordId: draft!.id, message: `Kept draft ${draft!.orderNo}.` },
      events: [draftChanged(draft!)],
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
    const [draft] = await transaction
      .update(shopPosDraftOrders)
      .set({ ...columns, version: sql`${shopPosDraftOrders.version} + 1`, updatedTime: sql`now()` })
      .where(and(eq(shopPosDraftOrders.id, id), eq(shopPosDraftOrders.state, 'DRAFT'), eq(shopPosDraftOrders.shopHubId, input.hubId)))
      .returning();
    if (!draft) {
      const [other] = await transaction
        .select({ hubId: shopPosDraftOrders.shopHubId, state: shopPosDraftOrders.state })
        .from(shopPosDraftOrders)
        .where(and(eq(shopPosDraftOrders.id, id), shopHubScope(shopPosDraftOrders.shopHubId)(context)));
      if (other && other.state === 'DRAFT' && other.hubId !== input.hubId) throw conflict(POS_ORDER_MESSAGES.draftOutlet, { hubId: POS_ORDER_MESSAGES.draftOutlet });
      return refuseClosedDraft(transaction, context, id);
    }
    return {
      result: draft,
      activity: { entity: 'SHOP_POS_DRAFT_ORDER', recordId: draft.id, message: `Changed draft ${draft.orderNo}.` },
      events: [draftChanged(draft)],
    };
  },
});

defineCommand('acceptDraftOrder', {
  description: 'Places the order a draft holds, priced again now; a draft is placed once: CONFLICT when it is already accepted or cancelled. Recorded in the activity log.',
  authority: 'CREATE_SHOP_POS_ORDER',
  args: (arg) => ({ shopDraftOrderId: arg.int({ required: true, description: 'The draft’s id.' }) }),
  input: { shopDraftOrderId: draftId },
  type: PlacedOrderRef,
  what: 'Shop POS draft order',
  run: async (transaction, { shopDraftOrderId }, context) => {
    // Claiming the draft first: of two accepts at once, the second finds it no longer a draft.
    const draft = await closeDraft(transaction, context, shopDraftOrderId, 'ACCEPTED');
    const input = parseInput(posOrderSchema, draft.input);
    const placed = await placeAtCounter(transaction, context, input, { detail: { draft: draft.orderNo } });
    const [accepted] = await transaction.update(shopPosDraftOrders).set({ shopOrderId: placed.order.id }).where(eq(shopPosDraftOrders.id, draft.id)).returning();
    return {
      result: placed,
      activity: { entity: 'SHOP_ORDER', recordId: placed.order.id, message: `Placed order ${placed.order.orderNo} from draft ${draft.orderNo}.` },
      events: [draftChanged(accepted!)],
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

