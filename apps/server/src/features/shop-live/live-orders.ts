import { and, asc, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import { ON_THE_WAY_DELIVERY_STATUSES } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { shopPosPartners } from '../shop-deals/shop-deals.table';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopOrderDeliveries, shopOrderDeliveryStatuses, shopOrderLines, shopOrders, shopPosDraftOrders, type ShopOrderLineChoice } from '../shop-orders/shop-orders.table';

/*
 * What a barista's live screen shows of an order (spec: LiveOrder), read fresh from the tables each
 * time: for the screen's first read and for every event, whose payload holds only ids.
 */

/** The states a live screen shows: paid and waiting to be made, and accepted (being made); a made delivery shows while it is on its way. */
export const LIVE_STATES = ['PAID', 'ACK'] as const;

export interface LiveOrderLine {
  menuId: number | null;
  name: string;
  amount: number;
  price: number;
  totalPrice: number;
  discount: number;
  note: string | null;
  variantUnits: ShopOrderLineChoice[];
  toppings: ShopOrderLineChoice[];
  customizations: ShopOrderLineChoice[];
}

export interface LiveOrderDelivery {
  courierVendor: string;
  orderNo: string | null;
  status: string | null;
  eventDate: Date | null;
  driverName: string | null;
  driverPhone: string | null;
  liveTrackingUrl: string | null;
  receiverName: string | null;
  address: string | null;
  courierId: number | null;
  /** Why the vendor cancelled the delivery, or null. */
  cancellationReason: string | null;
  statusHistories: { status: string; eventDate: Date }[];
}

export interface LiveOrder {
  id: number;
  /** For an order: the order's id. For a POS draft: null until it is accepted. */
  orderId: number | null;
  /** For a POS draft: the draft's id. */
  draftOrderId: number | null;
  hubId: number;
  hubName: string;
  orderNo: string;
  orderNoAlias: string;
  type: string;
  scheduleType: string;
  /** The order's state; a draft's is DRAFT, ACCEPTED or CANCELLED. */
  state: string;
  customerName: string | null;
  collectedBy: string | null;
  createdTime: Date;
  acceptedTime: Date | null;
  pickUpTime: Date | null;
  deliveredTime: Date | null;
  paidTime: Date | null;
  expectedCompletedTime: Date | null;
  menus: LiveOrderLine[];
  deliveryDetail: LiveOrderDelivery | null;
  paidAmount: number;
  paymentMethod: string;
  promoPartner: string | null;
  version: number;
}

/** The live orders matching `where`, oldest first, with their lines and delivery. */
export async function readLiveOrders(db: Queryable, where: SQL | undefined): Promise<LiveOrder[]> {
  const rows = await db
    .select({ order: shopOrders, hubName: shopHubs.name, customer: shopCustomers.name, partner: shopPosPartners.name })
    .from(shopOrders)
    .innerJoin(shopHubs, eq(shopHubs.id, shopOrders.shopHubId))
    .leftJoin(shopCustomers, eq(shopCustomers.id, shopOrders.customerId))
    .leftJoin(shopPosPartners, eq(shopPosPartners.id, shopOrders.posPromoPartnerId))
    .where(where)
    .orderBy(asc(shopOrders.paidTime), asc(shopOrders.id))
    .limit(500);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  const [lines, deliveries, statuses] = await Promise.all([
    db.select().from(shopOrderLines).where(inArray(shopOrderLines.shopOrderId, ids)).orderBy(asc(shopOrderLines.id)),
    db.select().from(shopOrderDeliveries).where(inArray(shopOrderDeliveries.shopOrderId, ids)),
    db.select().from(shopOrderDeliveryStatuses).where(inArray(shopOrderDeliveryStatuses.shopOrderId, ids)).orderBy(asc(shopOrderDeliveryStatuses.eventDate)),
  ]);
  return rows.map(({ order, hubName, customer, partner }) => {
    const delivery = deliveries.find((candidate) => candidate.shopOrderId === order.id);
    return {
      id: order.id,
      orderId: order.id,
      draftOrderId: null,
      hubId: order.shopHubId,
      hubName,
      orderNo: order.orderNo,
      orderNoAlias: order.orderNoAlias,
      type: order.type,
      scheduleType: order.scheduleType,
      state: order.state,
      // The name the order was placed under, else the registered customer's; a blank name is none.
      customerName: order.customerName?.trim() || customer || null,
      collectedBy: order.collectedBy,
      createdTime: order.createdTime,
      acceptedTime: order.acceptedTime,
      pickUpTime: order.pickUpTime,
      deliveredTime: order.deliveredTime,
      paidTime: order.paidTime,
      expectedCompletedTime: order.expectedCompletedTime,
      menus: lines
        .filter((line) => line.shopOrderId === order.id)
        .map((line) => ({
          menuId: line.menuId,
          name: line.name,
          amount: line.amount,
          price: line.price,
          totalPrice: line.totalPrice,
          discount: line.discount,
          note: line.note,
          variantUnits: line.variantUnits,
          toppings: line.toppings,
          customizations: line.customizations,
        })),
      deliveryDetail: delivery
        ? {
            courierVendor: delivery.courierVendor,
            orderNo: delivery.vendorOrderNo,
            status: delivery.status,
            eventDate: delivery.eventDate,
            driverName: delivery.driverName,
            driverPhone: delivery.driverPhone,
            liveTrackingUrl: delivery.liveTrackingUrl,
            receiverName: delivery.receiverName,
            address: delivery.address,
            courierId: delivery.shopCourierId,
            cancellationReason: delivery.cancellationReason,
            statusHistories: statuses
              .filter((status) => status.shopOrderId === order.id && status.attempt === delivery.attempt)
              .map((status) => ({ status: status.status, eventDate: status.eventDate })),
          }
        : null,
      paidAmount: order.paidAmount,
      paymentMethod: order.paymentMethod,
      promoPartner: partner,
      version: order.version,
    };
  });
}

/**
 * An outlet's open orders: what its live screen starts from, and reads again on every reconnect. Those
 * paid or being made, and those made whose courier has picked them up and not yet delivered them.
 */
export const openOrdersOf = (db: Queryable, shopHubId: number) =>
  readLiveOrders(
    db,
    and(
      eq(shopOrders.shopHubId, shopHubId),
      or(
        inArray(shopOrders.state, [...LIVE_STATES]),
        and(
          eq(shopOrders.state, 'COMPLETED'),
          exists(
            db
              .select({ one: shopOrderDeliveries.shopOrderId })
              .from(shopOrderDeliveries)
              .where(and(eq(shopOrderDeliveries.shopOrderId, shopOrders.id), inArray(shopOrderDeliveries.status, [...ON_THE_WAY_DELIVERY_STATUSES]))),
          ),
        ),
      ),
    ),
  );

/** One order as a live order, whatever its state (an event may say it left the screen). */
export const liveOrderById = async (db: Queryable, shopOrderId: number) => (await readLiveOrders(db, eq(shopOrders.id, shopOrderId)))[0] ?? null;

/**
 * A POS draft as a live order: the counter's draft, so a second screen at the counter follows it.
 * Its lines come from what was rung up (`menusJson`), its id is the draft's; `orderId` names the
 * order once the draft is accepted.
 */
export async function liveDraftById(db: Queryable, draftId: number): Promise<LiveOrder | null> {
  const [row] = await db
    .select({ draft: shopPosDraftOrders, hubName: shopHubs.name })
    .from(shopPosDraftOrders)
    .innerJoin(shopHubs, eq(shopHubs.id, shopPosDraftOrders.shopHubId))
    .where(eq(shopPosDraftOrders.id, draftId));
  if (!row) return null;
  const { draft } = row;
  const menus = Array.isArray(draft.menusJson) ? (draft.menusJson as Partial<LiveOrderLine>[]) : [];
  const customer = draft.customerJson as { name?: string } | null;
  return {
    id: draft.id,
    orderId: draft.shopOrderId,
    draftOrderId: draft.id,
    hubId: draft.shopHubId,
    hubName: row.hubName,
    orderNo: draft.orderNo,
    orderNoAlias: draft.orderNoAlias,
    type: draft.type,
    scheduleType: draft.scheduleType,
    state: draft.state,
    customerName: customer?.name ?? null,
    collectedBy: null,
    createdTime: draft.createdTime,
    acceptedTime: null,
    pickUpTime: null,
    deliveredTime: null,
    paidTime: null,
    expectedCompletedTime: null,
    menus: menus.map((line) => ({
      menuId: line.menuId ?? null,
      name: String(line.name ?? ''),
      amount: Number(line.amount ?? 0),
      price: Number(line.price ?? 0),
      totalPrice: Number(line.totalPrice ?? 0),
      discount: Number(line.discount ?? 0),
      note: line.note ?? null,
      variantUnits: line.variantUnits ?? [],
      toppings: line.toppings ?? [],
      customizations: line.customizations ?? [],
    })),
    deliveryDetail: null,
    paidAmount: draft.paidAmount,
    paymentMethod: draft.paymentMethod,
    promoPartner: draft.promoPartnerName,
    version: draft.version,
  };
}
