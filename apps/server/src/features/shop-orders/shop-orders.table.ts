import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CourierVendor, DeliveryStatus, ShopOrderState, ShopOrderType, ShopPaymentMethod } from '@back-office/domain';
import { users } from '../../platform/identity/users.table';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { shopPosPartners } from '../shop-deals/shop-deals.table';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopMenus } from '../shop-menus/shop-menus.table';
import { shopAssignedVouchers, shopVoucherCodes } from '../shop-vouchers/shop-vouchers.table';
import { shopCouriers } from '../shop-couriers/shop-couriers.table';

/*
 * The online shop's orders (spec point 3): placed in the ordering app or at an outlet's counter,
 * priced by the one price calculation (docs/pricing.md), paid through the payment callback (or in
 * cash at the counter), made by a barista and, for a delivery, taken by a courier. What was sold is
 * kept as it was sold: names and prices are copied onto the lines, so a later change of the menu
 * never rewrites an order. Money is whole rupiah.
 */

/** A topping, variant unit or customization item of a line, as sold. */
export interface ShopOrderLineChoice {
  id: number;
  name: string;
  price: number;
  cogs: number | null;
  quantity?: number;
  /** A variant unit's product and variant name. */
  productId?: number | null;
  variantName?: string | null;
}

export { COUNTED_ORDER_STATES } from '@back-office/domain';

export const shopOrders = pgTable(
  'shop_orders',
  {
    id: serial('id').primaryKey(),
    shopHubId: integer('shop_hub_id')
      .notNull()
      .references(() => shopHubs.id),
    /** Unique over all orders; the payment gateway's order id. */
    orderNo: text('order_no').notNull(),
    /** What the barista calls out: short, unique per outlet and day. */
    orderNoAlias: text('order_no_alias').notNull(),
    type: text('type').$type<ShopOrderType>().notNull(),
    /** NOW, or SCHEDULED for a pick-up or delivery at a chosen time. */
    scheduleType: text('schedule_type').$type<'NOW' | 'SCHEDULED'>().notNull().default('NOW'),
    /** APP (the ordering app) or POS (an outlet's counter). */
    channel: text('channel').$type<'APP' | 'POS'>().notNull(),
    state: text('state').$type<ShopOrderState>().notNull(),
    customerId: integer('customer_id').references(() => shopCustomers.id),
    customerName: text('customer_name'),
    cookieId: text('cookie_id'),
    membershipLevelName: text('membership_level_name'),
    /** The cashier who rang it up (POS), the barista who accepted it and the one who handed it over. */
    createdById: integer('created_by_id').references(() => users.id),
    acceptedById: integer('accepted_by_id').references(() => users.id),
    collectedBy: text('collected_by'),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    acceptedTime: timestamp('accepted_time', { withTimezone: true }),
    pickUpTime: timestamp('pick_up_time', { withTimezone: true }),
    deliveredTime: timestamp('delivered_time', { withTimezone: true }),
    completedTime: timestamp('completed_time', { withTimezone: true }),
    /** When an unpaid order expires: created time plus the configured pending minutes. */
    expiredTime: timestamp('expired_time', { withTimezone: true }),
    expectedCompletedTime: timestamp('expected_completed_time', { withTimezone: true }),
    /** Before any discount (lines and delivery fee), the discount, and what the customer pays. */
    totalPrice: integer('total_price').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    paidAmount: integer('paid_amount').notNull(),
    /** The cost of goods of the lines, from the menus' cogs when sold. */
    cogs: integer('cogs').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    deliveryDiscount: integer('delivery_discount').notNull().default(0),
    paymentMethod: text('payment_method').$type<ShopPaymentMethod>().notNull(),
    paymentReferenceId: text('payment_reference_id'),
    remark: text('remark'),
    deeplink: text('deeplink'),
    qr: text('qr'),
    posPromoPartnerId: integer('pos_promo_partner_id').references(() => shopPosPartners.id),
    assignedVoucherId: integer('assigned_voucher_id').references(() => shopAssignedVouchers.id),
    voucherCodeId: integer('voucher_code_id').references(() => shopVoucherCodes.id),
    /** Bumped by every change, for the live screen and for conditional updates. */
    version: integer('version').notNull().default(1),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_orders_order_no_unique').on(table.orderNo),
    index('shop_orders_hub_created_idx').on(table.shopHubId, table.createdTime, table.id),
    index('shop_orders_created_idx').on(table.createdTime, table.id),
    index('shop_orders_customer_created_idx').on(table.customerId, table.createdTime),
    // The order lists filter by state, type and payment method, newest first, and search numbers.
    index('shop_orders_state_created_idx').on(table.state, table.createdTime, table.id),
    index('shop_orders_type_created_idx').on(table.type, table.createdTime, table.id),
    index('shop_orders_payment_created_idx').on(table.paymentMethod, table.createdTime, table.id),
    index('shop_orders_order_no_trgm_idx').using('gin', sql`${table.orderNo} gin_trgm_ops`),
    // The live screens read an outlet's open orders; the expiry job reads the unpaid ones by deadline.
    index('shop_orders_hub_open_idx').on(table.shopHubId, table.state).where(sql`${table.state} in ('WAITING_FOR_PAYMENT', 'PAID', 'ACK')`),
    index('shop_orders_waiting_expiry_idx').on(table.expiredTime).where(sql`${table.state} = 'WAITING_FOR_PAYMENT'`),
    check('shop_orders_state_known', sql`${table.state} in ('WAITING_FOR_PAYMENT', 'PAID', 'ACK', 'COMPLETED', 'EXPIRED', 'MISSED')`),
    check('shop_orders_amounts_not_negative', sql`${table.totalPrice} >= 0 and ${table.discountAmount} >= 0 and ${table.paidAmount} >= 0`),
  ],
);

/** A line of an order as sold. */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    id: serial('id').primaryKey(),
    shopOrderId: integer('shop_order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').references(() => shopMenus.id),
    name: text('name').notNull(),
    /** One unit, at the outlet's price when sold. */
    price: integer('price').notNull(),
    totalCustomizationPrice: integer('total_customization_price').notNull().default(0),
    amount: integer('amount').notNull(),
    totalPrice: integer('total_price').notNull(),
    discount: integer('discount').notNull().default(0),
    totalPriceAfterDiscount: integer('total_price_after_discount').notNull(),
    /** One unit's cost of goods with its choices. */
    cogs: integer('cogs').notNull().default(0),
    note: text('note'),
    customizations: jsonb('customizations').$type<ShopOrderLineChoice[]>().notNull().default(sql`'[]'::jsonb`),
    toppings: jsonb('toppings').$type<ShopOrderLineChoice[]>().notNull().default(sql`'[]'::jsonb`),
    variantUnits: jsonb('variant_units').$type<ShopOrderLineChoice[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (table) => [index('shop_order_lines_order_idx').on(table.shopOrderId)],
);

/** A promo (shop, POS or voucher) that gave the order a discount (spec: used promo). */
export const shopOrderPromos = pgTable(
  'shop_order_promos',
  {
    id: serial('id').primaryKey(),
    shopOrderId: integer('shop_order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    /** SHOP, POS or VOUCHER, and the promo's (or voucher code's) id in its own table. */
    kind: text('kind').$type<'SHOP' | 'POS' | 'VOUCHER'>().notNull(),
    shopPromoId: integer('shop_promo_id').notNull(),
    name: text('name').notNull(),
    discountLevel: text('discount_level').notNull(),
    discountUsed: integer('discount_used').notNull(),
  },
  (table) => [index('shop_order_promos_order_idx').on(table.shopOrderId), index('shop_order_promos_promo_idx').on(table.kind, table.shopPromoId)],
);

/**
 * Everything that happened to an order, oldest first: placed, paid, accepted, a courier assigned, a
 * delivery status, finished, expired. `source` says who or what did it (a user, the payment gateway,
 * the courier vendor, the expiry job); `detail` holds the few facts a person reads in the timeline.
 */
export const shopOrderEvents = pgTable(
  'shop_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopOrderId: integer('shop_order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    source: text('source').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [index('shop_order_events_order_idx').on(table.shopOrderId, table.at, table.id)],
);

/** A delivery order's delivery (spec: delivery detail): the current attempt and its courier. */
export const shopOrderDeliveries = pgTable(
  'shop_order_deliveries',
  {
    shopOrderId: integer('shop_order_id')
      .primaryKey()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    courierVendor: text('courier_vendor').$type<CourierVendor>().notNull(),
    /** The vendor's own id of the booking (GoSend's order no), or null for our own couriers. */
    vendorOrderNo: text('vendor_order_no'),
    /** The number of the current attempt: a retried delivery starts a new one. */
    attempt: integer('attempt').notNull().default(1),
    status: text('status').$type<DeliveryStatus>(),
    eventDate: timestamp('event_date', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    cancellationReason: text('cancellation_reason'),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    driverPhotoUrl: text('driver_photo_url'),
    liveTrackingUrl: text('live_tracking_url'),
    totalDistanceInKms: doublePrecision('total_distance_in_kms'),
    pickUpEta: timestamp('pick_up_eta', { withTimezone: true }),
    deliveryEta: timestamp('delivery_eta', { withTimezone: true }),
    receiverName: text('receiver_name'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address'),
    addressDetail: text('address_detail'),
    contactPersonPhoneNumber: text('contact_person_phone_number'),
    /** What the customer paid for delivery, what the vendor charged, and the promo on it. */
    paidDeliveryFee: integer('paid_delivery_fee').notNull().default(0),
    actualDeliveryFee: integer('actual_delivery_fee'),
    deliveryFeeDiscount: integer('delivery_fee_discount').notNull().default(0),
    /** Our own courier, for an internal delivery. */
    shopCourierId: integer('shop_courier_id').references(() => shopCouriers.id),
    /** The vendor's last update: its type, response and event ids, and its error message. */
    additionalData: jsonb('additional_data').$type<Record<string, string | number | null>>().notNull().default(sql`'{}'::jsonb`),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_order_deliveries_courier_idx').on(table.shopCourierId), uniqueIndex('shop_order_deliveries_vendor_order_unique').on(table.courierVendor, table.vendorOrderNo)],
);

/**
 * Each delivery status as it arrived (spec: statusHistories), once per order, attempt, status and
 * event time, so a replayed update is recognised. A status the vendor sent that we do not know is
 * kept too (`known` false), without moving the delivery.
 */
export const shopOrderDeliveryStatuses = pgTable(
  'shop_order_delivery_statuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopOrderId: integer('shop_order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    status: text('status').notNull(),
    /** False for a status the vendor sent that we do not know: kept, and it moved nothing. */
    known: boolean('known').notNull().default(true),
    /** The vendor's update type, when it sent one (CREATED, DRIVER_FOUND…). */
    updateType: text('update_type'),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shop_order_delivery_statuses_unique').on(table.shopOrderId, table.attempt, table.status, table.eventDate)],
);

/**
 * A POS order saved before it is paid (spec: POS draft order): what the counter rang up, with its
 * lines, promos, outlet, customer and cashier as JSON, so the draft shows what was agreed even if a
 * menu changes. Accepting it places the order.
 */
export const shopPosDraftOrders = pgTable(
  'shop_pos_draft_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    orderNoAlias: text('order_no_alias').notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    customerId: integer('customer_id').references(() => shopCustomers.id),
    shopHubId: integer('shop_hub_id')
      .notNull()
      .references(() => shopHubs.id),
    type: text('type').$type<ShopOrderType>().notNull(),
    scheduleType: text('schedule_type').$type<'NOW' | 'SCHEDULED'>().notNull().default('NOW'),
    /** DRAFT until accepted (ACCEPTED, with the order it became) or dropped (CANCELLED). */
    state: text('state').$type<'DRAFT' | 'ACCEPTED' | 'CANCELLED'>().notNull().default('DRAFT'),
    totalPrice: integer('total_price').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    paidAmount: integer('paid_amount').notNull(),
    paymentMethod: text('payment_method').$type<ShopPaymentMethod>().notNull(),
    promoPartnerId: integer('promo_partner_id').references(() => shopPosPartners.id),
    promoPartnerName: text('promo_partner_name'),
    /** The order input as rung up, to price it again on accept. */
    input: jsonb('input').notNull(),
    menusJson: jsonb('menus_json').notNull(),
    promosJson: jsonb('promos_json').notNull(),
    hubJson: jsonb('hub_json').notNull(),
    customerJson: jsonb('customer_json'),
    createdByJson: jsonb('created_by_json'),
    shopOrderId: integer('shop_order_id').references(() => shopOrders.id),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [uniqueIndex('shop_pos_draft_orders_order_no_unique').on(table.orderNo), index('shop_pos_draft_orders_hub_state_idx').on(table.shopHubId, table.state, table.createdTime)],
);
