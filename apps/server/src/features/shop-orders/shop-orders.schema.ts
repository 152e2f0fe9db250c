import { SHOP_ORDER_STATES, SHOP_ORDER_TYPES, SHOP_PAYMENT_METHODS, labelIn, shopOrderStateLabels, shopPaymentMethodLabels } from '@back-office/domain';
import { builder, describedValues } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { defineCrud, scopedLoader } from '../../platform/crud';
import { mappingScope } from '../../platform/mappings';
import { joinedRow } from '../../platform/paging';
import type { PagingFields } from '../../platform/paging/types';
import { ShopCustomer } from '../shop-customers/shop-customers.schema';
import { ShopPosPartner } from '../shop-deals/shop-deals.schema';
import { ShopHub, shopHubRef } from '../shop-hubs/shop-hubs.schema';
import { ShopOrderTypeEnum, ShopPaymentMethodEnum } from '../shop-promotions/promo-rules';
import { ShopAssignedVoucher } from '../shop-vouchers/shop-vouchers.schema';
import { LiveOrderRef } from './live-order.schema';
import { partsOf, type LoadedShopOrder, type ShopOrderRow } from './order-loader';
import { DeliveryRef, LineRef, TimelineRef } from './order-parts.schema';
import { shopOrders } from './shop-orders.table';
import { ShopOrderPromoRef, transactionSummary, TransactionSummaryRef } from './transaction-summary';


/*
 * The shop's orders as the console reads them (spec point 3): the lists, one order with its lines,
 * delivery, promos and timeline, and its transaction summary. Orders change only through their moves
 * (order-moves.ts); nothing here writes. A user mapped to outlets sees only those outlets' orders,
 * in lists, by id and in downloads.
 */

type Types = typeof builder.$inferSchemaTypes;
export type { ShopOrderRow };

export const ShopOrderStateEnum = builder.enumType('ShopOrderState', {
  description: 'Where a shop order stands: waiting for its payment, paid, accepted by the outlet, completed, expired unpaid or missed.',
  values: describedValues(SHOP_ORDER_STATES, {
    WAITING_FOR_PAYMENT: 'Placed, not paid yet; it expires after the configured pending time.',
    PAID: 'Paid; waiting for a barista to accept it.',
    ACK: 'Accepted by a barista, being made.',
    COMPLETED: 'Handed over or delivered.',
    EXPIRED: 'Not paid in time.',
    MISSED: 'Paid, but never made.',
  }),
});
export const ShopScheduleTypeEnum = builder.enumType('ShopScheduleType', {
  description: 'When the order is wanted.',
  values: describedValues(['NOW', 'SCHEDULED'] as const, { NOW: 'As soon as it is made.', SCHEDULED: 'At the pick-up or delivery time the customer chose.' }),
});
export const ShopOrderChannelEnum = builder.enumType('ShopOrderChannel', {
  description: 'Where the order was placed.',
  values: describedValues(['APP', 'POS'] as const, { APP: 'In the ordering app.', POS: 'At an outlet’s counter.' }),
});

/** The orders a caller may see: those of the outlets they are mapped to, or all with no mapping. */
export const shopOrderScope = (context: Context) => mappingScope(context, 'shopHubs', shopOrders.shopHubId);

/** What the order lists filter and sort on; each has an index (shop-orders.table.ts). */
export const SHOP_ORDER_FIELDS: PagingFields = {
  id: { column: shopOrders.id, kind: 'int' },
  orderNo: { column: shopOrders.orderNo, kind: 'text' },
  orderNoAlias: { column: shopOrders.orderNoAlias, kind: 'text' },
  hubId: { column: shopOrders.shopHubId, kind: 'int' },
  state: { column: shopOrders.state, kind: 'enum', values: SHOP_ORDER_STATES },
  type: { column: shopOrders.type, kind: 'enum', values: SHOP_ORDER_TYPES },
  paymentMethod: { column: shopOrders.paymentMethod, kind: 'enum', values: SHOP_PAYMENT_METHODS },
  channel: { column: shopOrders.channel, kind: 'enum', values: ['APP', 'POS'] },
  createdTime: { column: shopOrders.createdTime, kind: 'datetime' },
  paidTime: { column: shopOrders.paidTime, kind: 'datetime' },
  customerName: { column: shopOrders.customerName, kind: 'text' },
  customerId: { column: shopOrders.customerId, kind: 'int' },
  totalPrice: { column: shopOrders.totalPrice, kind: 'int' },
  paidAmount: { column: shopOrders.paidAmount, kind: 'int' },
};

/* ---------- the order ---------- */

/**
 * The one object type of a placed shop order, for the console, the live screen, the courier's page
 * and the counter alike; each selects what it shows. Loaded by id under the caller's scope, its parts
 * through order-loader.ts.
 */
const ShopOrderObject = builder.loadableObject('ShopOrder', {
  description: 'An order of the online shop, placed in the ordering app or at an outlet’s counter.',
  interfaces: [LiveOrderRef],
  load: scopedLoader<LoadedShopOrder>(shopOrders, shopOrders.id, shopOrderScope),
  sort: (row) => row.id,
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The order’s id.' }),
    hubId: t.exposeInt('shopHubId', { description: 'The outlet’s id.' }),
    hub: t.field({ type: shopHubRef, description: 'The outlet that makes it.', resolve: (row) => (joinedRow(row, 'hub') ?? row.shopHubId) as never }),
    orderNo: t.exposeString('orderNo', { description: 'The order’s number, unique; the payment gateway’s order id.' }),
    orderNoAlias: t.exposeString('orderNoAlias', { description: 'The short number the barista calls out.' }),
    type: t.field({ type: ShopOrderTypeEnum, description: 'How it is handed over.', resolve: (row) => row.type }),
    scheduleType: t.field({ type: ShopScheduleTypeEnum, description: 'Now or at a chosen time.', resolve: (row) => row.scheduleType }),
    channel: t.field({ type: ShopOrderChannelEnum, description: 'Where it was placed.', resolve: (row) => row.channel }),
    state: t.field({ type: ShopOrderStateEnum, description: 'Where it stands.', resolve: (row) => row.state }),
    stateText: t.string({ description: 'Where it stands, in words.', resolve: (row) => labelIn(shopOrderStateLabels, row.state) }),
    paymentMethodText: t.string({ description: 'How it is paid, in words.', resolve: (row) => labelIn(shopPaymentMethodLabels, row.paymentMethod) }),
    customer: t.field({
      type: ShopCustomer.ref as unknown as PothosSchemaTypes.ObjectRef<Types, number>,
      nullable: true,
      description: 'The registered customer, or null for a guest; their personal data needs VIEW_SHOP_CUSTOMER.',
      resolve: (row) => row.customerId,
    }),
    customerName: t.exposeString('customerName', { nullable: true, description: 'The name given with the order, or null.' }),
    cookieId: t.exposeString('cookieId', { nullable: true, description: 'The ordering app’s browser id of a guest, or null.' }),
    membershipLevelName: t.exposeString('membershipLevelName', { nullable: true, description: 'The customer’s membership level when they ordered, or null.' }),
    createdBy: t.string({ nullable: true, description: 'The cashier who rang it up at the counter, or null for the ordering app.', resolve: async (row, _args, context) => (await partsOf(context, row)).createdByName }),
    nameToCallOut: t.string({
      nullable: true,
      description: 'The name to call out: the one given with the order, else the registered customer’s; null for none.',
      resolve: async (row, _args, context) => row.customerName?.trim() || (await partsOf(context, row)).customerName || null,
    }),
    promoPartnerName: t.string({ nullable: true, description: 'The counter promo partner’s name, or null.', resolve: async (row, _args, context) => (await partsOf(context, row)).promoPartnerName }),
    version: t.exposeInt('version', { description: 'Bumped by every change: a screen keeps the highest it has seen.' }),
    collectedBy: t.exposeString('collectedBy', { nullable: true, description: 'Who collected it, or null.' }),
    createdTime: t.field({ type: 'DateTime', description: 'When it was placed.', resolve: (row) => row.createdTime }),
    paidTime: t.field({ type: 'DateTime', nullable: true, description: 'When it was paid, or null.', resolve: (row) => row.paidTime }),
    acceptedTime: t.field({ type: 'DateTime', nullable: true, description: 'When a barista accepted it, or null.', resolve: (row) => row.acceptedTime }),
    pickUpTime: t.field({ type: 'DateTime', nullable: true, description: 'When it is to be picked up (or was), or null.', resolve: (row) => row.pickUpTime }),
    deliveredTime: t.field({ type: 'DateTime', nullable: true, description: 'When it was delivered, or null.', resolve: (row) => row.deliveredTime }),
    completedTime: t.field({ type: 'DateTime', nullable: true, description: 'When it was completed, or null.', resolve: (row) => row.completedTime }),
    expiredTime: t.field({ type: 'DateTime', nullable: true, description: 'When it expires (or expired) unpaid, or null.', resolve: (row) => row.expiredTime }),
    expectedCompletedTime: t.field({ type: 'DateTime', nullable: true, description: 'When it should be ready, or null.', resolve: (row) => row.expectedCompletedTime }),
    totalPrice: t.exposeInt('totalPrice', { description: 'Rupiah before any discount, delivery fee included.' }),
    discountAmount: t.exposeInt('discountAmount', { description: 'Rupiah every promo and voucher took off, delivery discount included.' }),
    paidAmount: t.exposeInt('paidAmount', { description: 'Rupiah the customer pays.' }),
    paymentMethod: t.field({ type: ShopPaymentMethodEnum, description: 'How it is paid.', resolve: (row) => row.paymentMethod }),
    paymentReferenceId: t.exposeString('paymentReferenceId', { nullable: true, description: 'The payment gateway’s reference, or null.' }),
    remark: t.exposeString('remark', { nullable: true, description: 'A remark on the order, or null.' }),
    deeplink: t.exposeString('deeplink', { nullable: true, description: 'The payment app’s link, or null.' }),
    qr: t.exposeString('qr', { nullable: true, description: 'The payment QR’s content, or null.' }),
    menus: t.field({ type: [LineRef], description: 'The lines, as sold.', resolve: async (row, _args, context) => (await partsOf(context, row)).lines }),
    deliveryDetail: t.field({ type: DeliveryRef, nullable: true, description: 'The delivery of a delivery order, or null.', resolve: async (row, _args, context) => (await partsOf(context, row)).delivery }),
    promos: t.field({ type: [ShopOrderPromoRef], description: 'The promos and vouchers that gave a discount.', resolve: async (row, _args, context) => (await partsOf(context, row)).promos }),
    assignedVoucher: t.field({
      type: ShopAssignedVoucher.ref as unknown as PothosSchemaTypes.ObjectRef<Types, number>,
      nullable: true,
      description: 'The customer’s assigned voucher it used, or null.',
      resolve: (row) => row.assignedVoucherId,
    }),
    posPromoPartner: t.field({
      type: ShopPosPartner.ref as unknown as PothosSchemaTypes.ObjectRef<Types, number>,
      nullable: true,
      description: 'The partner of the counter promo it used (a ride-hailing app...), or null.',
      resolve: (row) => row.posPromoPartnerId,
    }),
    timeline: t.field({ type: [TimelineRef], description: 'Everything that happened to it, oldest first, in words.', resolve: async (row, _args, context) => (await partsOf(context, row)).timeline }),
    transactionSummary: t.field({ type: TransactionSummaryRef, description: 'Its money: net price, cost of goods, gross profit, delivery and what was paid.', resolve: (row, _args, context) => transactionSummary(context, row) }),
  }),
});

export const ShopOrder = defineCrud<ShopOrderRow>({
  name: 'ShopOrder',
  table: shopOrders,
  allField: false,
  entity: 'SHOP_ORDER',
  scope: shopOrderScope,
  joins: { hub: { target: ShopHub, column: shopOrders.shopHubId } },
  ref: ShopOrderObject as never,
  fields: SHOP_ORDER_FIELDS,
  defaultSorts: [{ field: 'createdTime', direction: 'DESC' }],
  label: (row) => row.orderNo,
});

export const shopOrderRef = ShopOrder.ref as unknown as PothosSchemaTypes.ObjectRef<Types, ShopOrderRow>;
