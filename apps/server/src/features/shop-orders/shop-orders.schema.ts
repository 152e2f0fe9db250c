import { asc, eq } from 'drizzle-orm';
import {
  SHOP_ORDER_STATES,
  SHOP_ORDER_TYPES,
  SHOP_PAYMENT_METHODS,
  courierVendorLabels,
  deliveryStatusLabels,
  labelIn,
  shopOrderStateLabels,
  shopOrderEventDetailWords,
  shopOrderEventSourceWords,
  shopOrderEventWords,
} from '@back-office/domain';
import { builder, describedValues, labelledValues } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { defineCrud } from '../../platform/crud';
import { users } from '../../platform/identity/users.table';
import { mappingScope } from '../../platform/mappings';
import { joinedRow } from '../../platform/paging';
import type { PagingFields } from '../../platform/paging/types';
import { ShopCustomer } from '../shop-customers/shop-customers.schema';
import { ShopPosPartner } from '../shop-deals/shop-deals.schema';
import { ShopHub, shopHubRef } from '../shop-hubs/shop-hubs.schema';
import { shopCouriers } from '../shop-couriers/shop-couriers.table';
import { ShopOrderTypeEnum, ShopPaymentMethodEnum } from '../shop-promotions/promo-rules';
import { ShopAssignedVoucher } from '../shop-vouchers/shop-vouchers.schema';
import { shopOrderDeliveries, shopOrderDeliveryStatuses, shopOrderEvents, shopOrderLines, shopOrderPromos, shopOrders, type ShopOrderLineChoice } from './shop-orders.table';
import { ShopOrderPromoRef, transactionSummary, TransactionSummaryRef } from './transaction-summary';

/*
 * The shop's orders as the console reads them (spec point 3): the lists, one order with its lines,
 * delivery, promos and timeline, and its transaction summary. Orders change only through their moves
 * (order-moves.ts); nothing here writes. A user mapped to outlets sees only those outlets' orders,
 * in lists, by id and in downloads.
 */

type Types = typeof builder.$inferSchemaTypes;
export type ShopOrderRow = typeof shopOrders.$inferSelect;
type LineRow = typeof shopOrderLines.$inferSelect;
type DeliveryRow = typeof shopOrderDeliveries.$inferSelect;
type EventRow = typeof shopOrderEvents.$inferSelect & { userName: string | null };


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
export const CourierVendorEnum = builder.enumType('CourierVendor', { description: 'Who delivers: a courier service or our own couriers.', values: labelledValues(courierVendorLabels) });

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

/* ---------- lines ---------- */

/** A line's choice of one kind as sold: one type per kind, so a topping's id is never read as a size's. */
const soldChoice = (typeName: string, kind: string) =>
  builder.objectRef<ShopOrderLineChoice>(typeName).implement({
    description: `A ${kind} of an order line, as it was sold.`,
    fields: (t) => ({
      id: t.exposeInt('id', { description: `The id of the ${kind} it was.` }),
      name: t.exposeString('name', { description: 'Its name when sold.' }),
      price: t.exposeInt('price', { description: 'Rupiah it added to one unit.' }),
      cogs: t.exposeInt('cogs', { nullable: true, description: 'Its cost of goods, or null when unknown.' }),
      quantity: t.int({ description: 'How many of it one unit had (toppings); 1 otherwise.', resolve: (row) => row.quantity ?? 1 }),
      productId: t.int({ nullable: true, description: 'A variant unit’s vending product, or null.', resolve: (row) => row.productId ?? null }),
      variantName: t.string({ nullable: true, description: 'A variant unit’s variant (e.g. Size), or null.', resolve: (row) => row.variantName ?? null }),
    }),
  });

const SoldSize = soldChoice('ShopOrderLineSize', 'size (menu variant unit)');
const SoldTopping = soldChoice('ShopOrderLineTopping', 'topping');
const SoldCustomization = soldChoice('ShopOrderLineCustomization', 'customization item');

const LineRef = builder.objectRef<LineRow>('ShopOrderMenu').implement({
  description: 'A line of a shop order: a menu as sold, with its choices and its discount.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The line’s id.' }),
    menuId: t.exposeInt('menuId', { nullable: true, description: 'The menu it was, or null when that menu is gone.' }),
    name: t.exposeString('name', { description: 'The menu’s name when sold.' }),
    price: t.exposeInt('price', { description: 'Rupiah for one unit, before its choices.' }),
    totalCustomizationPrice: t.exposeInt('totalCustomizationPrice', { description: 'Rupiah the choices added to one unit.' }),
    amount: t.exposeInt('amount', { description: 'How many units.' }),
    totalPrice: t.exposeInt('totalPrice', { description: 'Rupiah for the line before its discount.' }),
    discount: t.exposeInt('discount', { description: 'Rupiah the promos took off the line.' }),
    totalPriceAfterDiscount: t.exposeInt('totalPriceAfterDiscount', { description: 'Rupiah for the line after its discount.' }),
    cogs: t.exposeInt('cogs', { description: 'One unit’s cost of goods with its choices.' }),
    note: t.exposeString('note', { nullable: true, description: 'The customer’s note for the barista, or null.' }),
    customizations: t.field({ type: [SoldCustomization], description: 'Customization items chosen.', resolve: (row) => row.customizations }),
    toppings: t.field({ type: [SoldTopping], description: 'Toppings added, with their quantity.', resolve: (row) => row.toppings }),
    variantUnits: t.field({ type: [SoldSize], description: 'Sizes and other variant units chosen.', resolve: (row) => row.variantUnits }),
  }),
});

/* ---------- delivery ---------- */

const StatusHistoryRef = builder.objectRef<typeof shopOrderDeliveryStatuses.$inferSelect>('ShopOrderDeliveryStatusHistory').implement({
  description: 'A delivery status as the courier service sent it.',
  fields: (t) => ({
    eventDate: t.field({ type: 'DateTime', description: 'When it happened, by the courier service’s clock.', resolve: (row) => row.eventDate }),
    status: t.exposeString('status', { description: 'The courier service’s status code (unknown codes are kept as sent).' }),
    statusText: t.string({ description: 'The status in words.', resolve: (row) => labelIn(deliveryStatusLabels, row.status) }),
    attempt: t.exposeInt('attempt', { description: 'Which delivery attempt it belongs to, from 1.' }),
  }),
});

const AdditionalDataRef = builder.objectRef<Record<string, string | number | null>>('ShopOrderDeliveryAdditionalData').implement({
  description: 'The courier service’s last update: its type, ids, extra phones, tracking link and error.',
  fields: (t) => {
    const text = (key: string, description: string) => t.string({ nullable: true, description, resolve: (row) => (row[key] === undefined || row[key] === null ? null : String(row[key])) });
    return {
      type: text('type', 'The update type (CREATED, DRIVER_FOUND, ...), or null.'),
      responseId: text('responseId', 'The service’s response id, or null.'),
      eventId: text('eventId', 'The service’s event id, or null.'),
      partnerId: text('partnerId', 'Our id at the service, or null.'),
      extraDriverPhones: text('extraDriverPhones', 'Other phone numbers of the driver, or null.'),
      liveTrackingUrl: text('liveTrackingUrl', 'Where the customer follows the driver, or null.'),
      errorMessage: text('errorMessage', 'The service’s error message, or null.'),
    };
  },
});

const DeliveryRef = builder.objectRef<DeliveryRow & { orderNo: string }>('ShopOrderDeliveryDetail').implement({
  description: 'A delivery order’s delivery: where to, the driver, the fees and the statuses so far.',
  fields: (t) => ({
    courierVendor: t.field({ type: CourierVendorEnum, description: 'Who delivers.', resolve: (row) => row.courierVendor }),
    orderNo: t.string({ nullable: true, description: 'The courier service’s own number of the booking, or null for our couriers.', resolve: (row) => row.vendorOrderNo }),
    eventDate: t.field({ type: 'DateTime', nullable: true, description: 'When the current status happened.', resolve: (row) => row.eventDate }),
    status: t.exposeString('status', { nullable: true, description: 'The current status code, or null before any.' }),
    statusText: t.string({ nullable: true, description: 'The current status in words.', resolve: (row) => (row.status ? labelIn(deliveryStatusLabels, row.status) : null) }),
    attempt: t.exposeInt('attempt', { description: 'The current attempt, from 1; a retried delivery starts a new one.' }),
    cancelledBy: t.exposeString('cancelledBy', { nullable: true, description: 'Who cancelled it, or null.' }),
    cancellationReason: t.exposeString('cancellationReason', { nullable: true, description: 'Why it was cancelled, or null.' }),
    driverName: t.exposeString('driverName', { nullable: true, description: 'The driver’s name, or null.' }),
    driverPhone: t.exposeString('driverPhone', { nullable: true, description: 'The driver’s phone, or null.' }),
    driverPhotoUrl: t.exposeString('driverPhotoUrl', { nullable: true, description: 'The driver’s photo, or null.' }),
    totalDistanceInKms: t.exposeFloat('totalDistanceInKms', { nullable: true, description: 'Kilometres from the outlet to the customer, or null.' }),
    pickUpEta: t.field({ type: 'DateTime', nullable: true, description: 'When the driver should reach the outlet.', resolve: (row) => row.pickUpEta }),
    deliveryEta: t.field({ type: 'DateTime', nullable: true, description: 'When the driver should reach the customer.', resolve: (row) => row.deliveryEta }),
    price: t.int({ nullable: true, description: 'What the courier service charged, or null.', resolve: (row) => row.actualDeliveryFee }),
    receiverName: t.exposeString('receiverName', { nullable: true, description: 'Who receives it, or null.' }),
    latitude: t.exposeFloat('latitude', { nullable: true, description: 'Where to, latitude.' }),
    longitude: t.exposeFloat('longitude', { nullable: true, description: 'Where to, longitude.' }),
    address: t.exposeString('address', { nullable: true, description: 'The address, or null.' }),
    addressDetail: t.exposeString('addressDetail', { nullable: true, description: 'Floor, gate and other detail, or null.' }),
    contactPersonPhoneNumber: t.exposeString('contactPersonPhoneNumber', { nullable: true, description: 'Whom the driver calls, or null.' }),
    paidDeliveryFee: t.exposeInt('paidDeliveryFee', { description: 'Rupiah the customer was charged for delivery, before its discount.' }),
    actualDeliveryFee: t.exposeInt('actualDeliveryFee', { nullable: true, description: 'Rupiah the courier service charged, or null.' }),
    deliveryFeeDiscount: t.exposeInt('deliveryFeeDiscount', { description: 'Rupiah a promo took off the delivery fee.' }),
    deliveryFeeAfterDiscount: t.int({ description: 'Rupiah the customer paid for delivery.', resolve: (row) => Math.max(0, row.paidDeliveryFee - row.deliveryFeeDiscount) }),
    courierId: t.exposeInt('shopCourierId', { nullable: true, description: 'Our own courier’s id, or null.' }),
    courier: t.string({
      nullable: true,
      description: 'Our own courier’s name, or null.',
      resolve: async (row, _args, context) => {
        if (row.shopCourierId === null) return null;
        const [found] = await context.db.select({ name: users.name }).from(shopCouriers).innerJoin(users, eq(users.id, shopCouriers.userId)).where(eq(shopCouriers.id, row.shopCourierId));
        return found?.name ?? null;
      },
    }),
    statusHistories: t.field({
      type: [StatusHistoryRef],
      description: 'Every status the courier service sent, oldest first.',
      resolve: (row, _args, context) =>
        context.db.select().from(shopOrderDeliveryStatuses).where(eq(shopOrderDeliveryStatuses.shopOrderId, row.shopOrderId)).orderBy(asc(shopOrderDeliveryStatuses.eventDate), asc(shopOrderDeliveryStatuses.id)),
    }),
    additionalData: t.field({ type: AdditionalDataRef, description: 'The courier service’s last update.', resolve: (row) => row.additionalData }),
  }),
});

/* ---------- promos and timeline ---------- */

const TimelineRef = builder.objectRef<EventRow>('ShopOrderTimelineEntry').implement({
  description: 'Something that happened to an order, in words.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The entry’s id.' }),
    at: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (row) => row.at }),
    what: t.string({ description: 'What happened, in words.', resolve: (row) => shopOrderEventWords(row.type) }),
    by: t.string({ description: 'Who or what did it, in words: a user’s name, the payment gateway, the expiry check...', resolve: (row) => shopOrderEventSourceWords(row.source, row.userName) }),
    detail: t.string({ description: 'The facts worth reading as a sentence ("Paid Rp 60.000 by GoPay.", "Picked up (attempt 2)."); empty when none.', resolve: (row) => shopOrderEventDetailWords(row.type, row.detail) }),
  }),
});

/* ---------- the order ---------- */

export const ShopOrder = defineCrud<ShopOrderRow>({
  name: 'ShopOrder',
  table: shopOrders,
  allField: false,
  entity: 'SHOP_ORDER',
  description: 'An order of the online shop, placed in the ordering app or at an outlet’s counter.',
  scope: shopOrderScope,
  joins: { hub: { target: ShopHub, column: shopOrders.shopHubId } },
  object: (t) => ({
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
    customer: t.field({
      type: ShopCustomer.ref as unknown as PothosSchemaTypes.ObjectRef<Types, number>,
      nullable: true,
      description: 'The registered customer, or null for a guest; their personal data needs VIEW_SHOP_CUSTOMER.',
      resolve: (row) => row.customerId,
    }),
    customerName: t.exposeString('customerName', { nullable: true, description: 'The name given with the order, or null.' }),
    cookieId: t.exposeString('cookieId', { nullable: true, description: 'The ordering app’s browser id of a guest, or null.' }),
    membershipLevelName: t.exposeString('membershipLevelName', { nullable: true, description: 'The customer’s membership level when they ordered, or null.' }),
    createdBy: t.string({
      nullable: true,
      description: 'The cashier who rang it up at the counter, or null for the ordering app.',
      resolve: async (row, _args, context) => (row.createdById === null ? null : ((await context.db.select({ name: users.name }).from(users).where(eq(users.id, row.createdById)))[0]?.name ?? null)),
    }),
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
    menus: t.field({
      type: [LineRef],
      description: 'The lines, as sold.',
      resolve: (row, _args, context) => context.db.select().from(shopOrderLines).where(eq(shopOrderLines.shopOrderId, row.id)).orderBy(asc(shopOrderLines.id)),
    }),
    deliveryDetail: t.field({
      type: DeliveryRef,
      nullable: true,
      description: 'The delivery of a delivery order, or null.',
      resolve: async (row, _args, context) => {
        const [delivery] = await context.db.select().from(shopOrderDeliveries).where(eq(shopOrderDeliveries.shopOrderId, row.id));
        return delivery ? { ...delivery, orderNo: row.orderNo } : null;
      },
    }),
    promos: t.field({
      type: [ShopOrderPromoRef],
      description: 'The promos and vouchers that gave a discount.',
      resolve: (row, _args, context) => context.db.select().from(shopOrderPromos).where(eq(shopOrderPromos.shopOrderId, row.id)).orderBy(asc(shopOrderPromos.id)),
    }),
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
    timeline: t.field({
      type: [TimelineRef],
      description: 'Everything that happened to it, oldest first, in words.',
      resolve: (row, _args, context) =>
        context.db
          .select({ id: shopOrderEvents.id, shopOrderId: shopOrderEvents.shopOrderId, type: shopOrderEvents.type, at: shopOrderEvents.at, userId: shopOrderEvents.userId, source: shopOrderEvents.source, detail: shopOrderEvents.detail, userName: users.name })
          .from(shopOrderEvents)
          .leftJoin(users, eq(users.id, shopOrderEvents.userId))
          .where(eq(shopOrderEvents.shopOrderId, row.id))
          .orderBy(asc(shopOrderEvents.at), asc(shopOrderEvents.id)),
    }),
    transactionSummary: t.field({ type: TransactionSummaryRef, description: 'Its money: net price, cost of goods, gross profit, delivery and what was paid.', resolve: (row, _args, context) => transactionSummary(context, row) }),
  }),
  fields: SHOP_ORDER_FIELDS,
  defaultSorts: [{ field: 'createdTime', direction: 'DESC' }],
  label: (row) => row.orderNo,
});

export const shopOrderRef = ShopOrder.ref as unknown as PothosSchemaTypes.ObjectRef<Types, ShopOrderRow>;
