import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { LABELS, type ShopOrderType, type ShopPaymentMethod } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { auditedTransaction } from '../../platform/action';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { badInput, conflict, notFound } from '../../platform/errors';
import { queueLiveEvent } from '../../platform/events/outbox';
import { expectReference } from '../../platform/reference';
import { parseInput } from '../../platform/validate';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { shopPosPartners } from '../shop-deals/shop-deals.table';
import { shopHubScope } from '../shop-hubs/shop-hubs.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { nextOrderNumber, placeShopOrder } from '../shop-orders/place-order';
import { shopPosDraftOrders } from '../shop-orders/shop-orders.table';
import { CalculationRef, PosOrderInputRef } from '../shop-promotions/pos-calculation.schema';
import { POS_MESSAGES, priceShopOrder, posOrderSchema, type PosOrderInput } from '../shop-promotions/order-pricing';
import { ShopOrderTypeEnum, ShopPaymentMethodEnum } from '../shop-promotions/promo-rules';
import { chargeAtCounter } from './pos-payment.schema';

/*
 * The point of sale (spec point 3): an outlet's counter rings up an order (submitShopPosOrder) or
 * keeps it as a draft to finish later (createShopPosDraftOrder, editShopPosDraftOrder), and a draft
 * becomes an order once (acceptDraftOrder). A cashier mapped to outlets sells only at those.
 * docs/shop-orders.md, "Point of sale".
 */

export const POS_ORDER_MESSAGES = {
  draftNotOpen: (state: string) => `This draft is already ${state === 'ACCEPTED' ? 'accepted' : 'cancelled'}; it can no longer change.`,
  draftOutlet: 'A draft stays at the outlet it was rung up at.',
} as const;

type DraftRow = typeof shopPosDraftOrders.$inferSelect;

/** The outlet, if the caller may sell there (an outlet outside their mapping does not exist for them). */
async function sellingOutlet(transaction: Transaction, context: Context, input: PosOrderInput) {
  await expectReference(transaction, shopHubs, shopHubs.id, input.hubId, 'hubId', 'Outlet', shopHubScope()(context));
  await expectReference(transaction, shopPosPartners, shopPosPartners.id, input.promoPartnerId, 'promoPartnerId', 'POS promo partner');
  // A delivery needs an address and a courier, which the ordering app takes and the counter does not.
  if (input.type === 'DELIVERY') throw badInput(POS_MESSAGES.noDeliveryAtCounter, { type: POS_MESSAGES.noDeliveryAtCounter });
}

/* ---------- Placing an order at the counter ---------- */

interface PlacedAtCounter {
  order: Awaited<ReturnType<typeof placeShopOrder>>['order'];
  calculation: { input: PosOrderInput; price: Awaited<ReturnType<typeof placeShopOrder>>['price'] };
}

const PlacedOrderRef = builder.objectRef<PlacedAtCounter>('ShopPosPlacedOrder').implement({
  description: 'An order placed at the counter: its number to call out, its state and what was charged.',
  fields: (t) => ({
    id: t.int({ description: 'The shop order’s id.', resolve: ({ order }) => order.id }),
    orderNo: t.string({ description: 'The order number, unique over all orders.', resolve: ({ order }) => order.orderNo }),
    orderNoAlias: t.string({ description: 'The short number called out at the outlet, unique for its day.', resolve: ({ order }) => order.orderNoAlias }),
    state: t.string({ description: 'WAITING_FOR_PAYMENT, or PAID for cash.', resolve: ({ order }) => order.state }),
    qr: t.string({ nullable: true, description: 'For a wallet: what the payment QR code holds, from the payment gateway’s charge; else null.', resolve: ({ order }) => order.qr }),
    deeplink: t.string({ nullable: true, description: 'For a wallet: the link that opens the wallet app to pay; else null.', resolve: ({ order }) => order.deeplink }),
    stateLabel: t.string({ description: 'The state in words.', resolve: ({ order }) => LABELS[order.state] ?? order.state }),
    type: t.field({ type: ShopOrderTypeEnum, description: 'The order type.', resolve: ({ order }) => order.type as ShopOrderType }),
    paymentMethod: t.field({ type: ShopPaymentMethodEnum, description: 'How it is paid.', resolve: ({ order }) => order.paymentMethod as ShopPaymentMethod }),
    totalPrice: t.int({ description: 'Before any discount.', resolve: ({ order }) => order.totalPrice }),
    discountAmount: t.int({ description: 'All its discounts.', resolve: ({ order }) => order.discountAmount }),
    paidAmount: t.int({ description: 'What the customer pays.', resolve: ({ order }) => order.paidAmount }),
    createdTime: t.field({ type: 'DateTime', description: 'When it was placed.', resolve: ({ order }) => order.createdTime }),
    calculation: t.field({ type: CalculationRef, description: 'How it was priced: lines, totals and promos applied and refused.', resolve: ({ calculation }) => calculation }),
  }),
});

async function placeAtCounter(transaction: Transaction, context: Context, input: PosOrderInput, by: { detail?: Record<string, string | number | null> } = {}): Promise<PlacedAtCounter> {
  await sellingOutlet(transaction, context, input);
  const { order, price } = await placeShopOrder(transaction, { ...input, channel: 'POS', by: { source: 'user', userId: context.user!.id, detail: by.detail } });
  return { order: await chargeAtCounter(transaction, context, order), calculation: { input, price } };
}

builder.mutationField('submitShopPosOrder', (t) =>
  t.field({
    type: PlacedOrderRef,
    description:
      'Places an order at an outlet’s counter, priced as calculateShopPosOrder prices it; cash is paid at once, a wallet is charged at the payment gateway (its qr and deeplink to show; PAYMENT_GATEWAY_UNAVAILABLE or PAYMENT_REFUSED places nothing), a card waits for confirmShopPosCardPayment. A voucher code or promo used up by another order meanwhile answers CONFLICT with the reason, a voucher that gives nothing BAD_USER_INPUT. Recorded in the activity log.',
    args: { input: t.arg({ type: PosOrderInputRef, required: true, description: 'The order.' }) },
    authScopes: { authority: 'CREATE_SHOP_POS_ORDER' },
    resolve: (_root, args, context) => {
      const input = parseInput(posOrderSchema, args.input);
      return auditedTransaction(context, { what: 'Shop order' }, async (transaction) => {
        const placed = await placeAtCounter(transaction, context, input);
        return { result: placed, activity: { activity: 'CREATE_SHOP_POS_ORDER', entity: 'SHOP_ORDER', recordId: placed.order.id, message: `Placed order ${placed.order.orderNo} at the counter.` } };
      });
    },
  }),
);

/* ---------- Drafts ---------- */

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

const draftChanged = (transaction: Transaction, draft: DraftRow) => queueLiveEvent(transaction, 'orderPosDraftUpdated', { shopHubId: draft.shopHubId, shopDraftOrderId: draft.id });

/** Why a draft can no longer change: CONFLICT, or NOT_FOUND when the caller cannot see it. */
async function refuseClosedDraft(transaction: Transaction, context: Context, id: number): Promise<never> {
  const [draft] = await transaction
    .select({ state: shopPosDraftOrders.state })
    .from(shopPosDraftOrders)
    .where(and(eq(shopPosDraftOrders.id, id), shopHubScope(shopPosDraftOrders.shopHubId)(context)));
  if (!draft) throw notFound('Shop POS draft order', id);
  throw conflict(POS_ORDER_MESSAGES.draftNotOpen(draft.state));
}

builder.mutationField('createShopPosDraftOrder', (t) =>
  t.field({
    type: DraftRef,
    description: 'Keeps a POS order as a draft at its outlet, priced now, to finish later. Recorded in the activity log.',
    args: { input: t.arg({ type: PosOrderInputRef, required: true, description: 'The order as rung up so far.' }) },
    authScopes: { authority: 'CREATE_SHOP_POS_ORDER' },
    resolve: (_root, args, context) => {
      const input = parseInput(posOrderSchema, args.input);
      return auditedTransaction(context, { what: 'Shop POS draft order' }, async (transaction) => {
        const { columns, hub } = await draftColumns(transaction, context, input);
        const numbers = await nextOrderNumber(transaction, hub, new Date());
        const [draft] = await transaction
          .insert(shopPosDraftOrders)
          .values({ ...columns, orderNo: `D-${numbers.orderNo}`, orderNoAlias: `D${numbers.orderNoAlias}`, createdById: context.user!.id })
          .returning();
        await draftChanged(transaction, draft!);
        return { result: draft!, activity: { activity: 'CREATE_SHOP_POS_ORDER', entity: 'SHOP_POS_DRAFT_ORDER', recordId: draft!.id, message: `Kept draft ${draft!.orderNo}.` } };
      });
    },
  }),
);

builder.mutationField('editShopPosDraftOrder', (t) =>
  t.field({
    type: DraftRef,
    description: 'Changes an open draft and prices it again; CONFLICT once it is accepted or cancelled. Recorded in the activity log.',
    args: {
      id: t.arg.int({ required: true, description: 'The draft’s id.' }),
      input: t.arg({ type: PosOrderInputRef, required: true, description: 'The order as rung up now.' }),
    },
    authScopes: { authority: 'UPDATE_SHOP_POS_ORDER' },
    resolve: (_root, args, context) => {
      const input = parseInput(posOrderSchema, args.input);
      return auditedTransaction(context, { what: 'Shop POS draft order' }, async (transaction) => {
        const { columns } = await draftColumns(transaction, context, input);
        const [draft] = await transaction
          .update(shopPosDraftOrders)
          .set({ ...columns, version: sql`${shopPosDraftOrders.version} + 1`, updatedTime: sql`now()` })
          .where(and(eq(shopPosDraftOrders.id, args.id), eq(shopPosDraftOrders.state, 'DRAFT'), eq(shopPosDraftOrders.shopHubId, input.hubId)))
          .returning();
        if (!draft) {
          const [other] = await transaction.select({ hubId: shopPosDraftOrders.shopHubId, state: shopPosDraftOrders.state }).from(shopPosDraftOrders).where(and(eq(shopPosDraftOrders.id, args.id), shopHubScope(shopPosDraftOrders.shopHubId)(context)));
          if (other && other.state === 'DRAFT' && other.hubId !== input.hubId) throw conflict(POS_ORDER_MESSAGES.draftOutlet, { hubId: POS_ORDER_MESSAGES.draftOutlet });
          return refuseClosedDraft(transaction, context, args.id);
        }
        await draftChanged(transaction, draft);
        return { result: draft, activity: { activity: 'UPDATE_SHOP_POS_ORDER', entity: 'SHOP_POS_DRAFT_ORDER', recordId: draft.id, message: `Changed draft ${draft.orderNo}.` } };
      });
    },
  }),
);

builder.mutationField('acceptDraftOrder', (t) =>
  t.field({
    type: PlacedOrderRef,
    description: 'Places the order a draft holds, priced again now; a draft is placed once: CONFLICT when it is already accepted or cancelled. Recorded in the activity log.',
    args: { shopDraftOrderId: t.arg.int({ required: true, description: 'The draft’s id.' }) },
    authScopes: { authority: 'CREATE_SHOP_POS_ORDER' },
    resolve: (_root, args, context) =>
      auditedTransaction(context, { what: 'Shop POS draft order' }, async (transaction) => {
        // Claiming the draft first: of two accepts at once, the second finds it no longer a draft.
        const [draft] = await transaction
          .update(shopPosDraftOrders)
          .set({ state: 'ACCEPTED', version: sql`${shopPosDraftOrders.version} + 1`, updatedTime: sql`now()` })
          .where(and(eq(shopPosDraftOrders.id, args.shopDraftOrderId), eq(shopPosDraftOrders.state, 'DRAFT'), shopHubScope(shopPosDraftOrders.shopHubId)(context)))
          .returning();
        if (!draft) return refuseClosedDraft(transaction, context, args.shopDraftOrderId);
        const input = parseInput(posOrderSchema, draft.input);
        const placed = await placeAtCounter(transaction, context, input, { detail: { draft: draft.orderNo } });
        const [accepted] = await transaction.update(shopPosDraftOrders).set({ shopOrderId: placed.order.id }).where(eq(shopPosDraftOrders.id, draft.id)).returning();
        await draftChanged(transaction, accepted!);
        return { result: placed, activity: { activity: 'CREATE_SHOP_POS_ORDER', entity: 'SHOP_ORDER', recordId: placed.order.id, message: `Placed order ${placed.order.orderNo} from draft ${draft.orderNo}.` } };
      }),
  }),
);

builder.mutationField('cancelShopPosDraftOrder', (t) =>
  t.field({
    type: DraftRef,
    description: 'Drops an open draft; CONFLICT once it is accepted or cancelled. Recorded in the activity log.',
    args: { id: t.arg.int({ required: true, description: 'The draft’s id.' }) },
    authScopes: { authority: 'DELETE_SHOP_POS_ORDER' },
    resolve: (_root, args, context) =>
      auditedTransaction(context, { what: 'Shop POS draft order' }, async (transaction) => {
        const [draft] = await transaction
          .update(shopPosDraftOrders)
          .set({ state: 'CANCELLED', version: sql`${shopPosDraftOrders.version} + 1`, updatedTime: sql`now()` })
          .where(and(eq(shopPosDraftOrders.id, args.id), eq(shopPosDraftOrders.state, 'DRAFT'), shopHubScope(shopPosDraftOrders.shopHubId)(context)))
          .returning();
        if (!draft) return refuseClosedDraft(transaction, context, args.id);
        await draftChanged(transaction, draft);
        return { result: draft, activity: { activity: 'DELETE_SHOP_POS_ORDER', entity: 'SHOP_POS_DRAFT_ORDER', recordId: draft.id, message: `Cancelled draft ${draft.orderNo}.` } };
      }),
  }),
);

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
