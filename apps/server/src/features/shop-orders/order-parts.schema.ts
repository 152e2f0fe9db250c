import { courierVendorLabels, deliveryStatusLabels, labelIn, shopOrderEventDetailWords, shopOrderEventSourceWords, shopOrderEventWords } from '@back-office/domain';
import { builder, labelledValues } from '../../platform/builder';
import type { ShopOrderParts, ShopOrderEventRow } from './order-loader';
import type { ShopOrderLineChoice, shopOrderDeliveryStatuses } from './shop-orders.table';

/*
 * What hangs on a shop order, as typed fields: its lines and their choices, its delivery with its
 * statuses and courier, and its timeline. A POS draft's lines are the same types (pos-draft.schema.ts).
 * Each kind of choice is its own type, named apart, so Apollo's cache never reads a topping's id as
 * a size's or a customization item's.
 */


export const CourierVendorEnum = builder.enumType('CourierVendor', { description: 'Who delivers: a courier service or our own couriers.', values: labelledValues(courierVendorLabels) });

/** A line as sold: an order's stored line, or a draft's line as last priced (no id of its own). */
export interface SoldLineView {
  id: number | null;
  menuId: number | null;
  name: string;
  price: number;
  totalCustomizationPrice: number;
  amount: number;
  totalPrice: number;
  discount: number;
  totalPriceAfterDiscount: number;
  cogs: number;
  note: string | null;
  customizations: ShopOrderLineChoice[];
  toppings: ShopOrderLineChoice[];
  variantUnits: ShopOrderLineChoice[];
}

type DeliveryView = NonNullable<ShopOrderParts['delivery']>;
type EventRow = ShopOrderEventRow;

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

export const LineRef = builder.objectRef<SoldLineView>('ShopOrderMenu').implement({
  description: 'A line of a shop order: a menu as sold, with its choices and its discount.',
  fields: (t) => ({
    id: t.exposeInt('id', { nullable: true, description: 'The order line’s id; null on a POS draft, whose lines are not order lines yet.' }),
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

export const DeliveryRef = builder.objectRef<DeliveryView>('ShopOrderDeliveryDetail').implement({
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
    courier: t.string({ nullable: true, description: 'Our own courier’s name, or null.', resolve: (row) => row.courierName }),
    statusHistories: t.field({ type: [StatusHistoryRef], description: 'Every status the courier service sent, oldest first (each with its attempt).', resolve: (row) => row.statuses }),
    additionalData: t.field({ type: AdditionalDataRef, description: 'The courier service’s last update.', resolve: (row) => row.additionalData }),
  }),
});

/* ---------- promos and timeline ---------- */

export const TimelineRef = builder.objectRef<EventRow>('ShopOrderTimelineEntry').implement({
  description: 'Something that happened to an order, in words.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The entry’s id.' }),
    at: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (row) => row.at }),
    what: t.string({ description: 'What happened, in words.', resolve: (row) => shopOrderEventWords(row.type) }),
    by: t.string({ description: 'Who or what did it, in words: a user’s name, the payment gateway, the expiry check...', resolve: (row) => shopOrderEventSourceWords(row.source, row.userName) }),
    detail: t.string({ description: 'The facts worth reading as a sentence ("Paid Rp 60.000 by GoPay.", "Picked up (attempt 2)."); empty when none.', resolve: (row) => shopOrderEventDetailWords(row.type, row.detail) }),
  }),
});

