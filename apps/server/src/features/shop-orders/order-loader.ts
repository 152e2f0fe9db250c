import DataLoader from 'dataloader';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { Context } from '../../platform/context';
import { users } from '../../platform/identity/users.table';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { shopPosPartners } from '../shop-deals/shop-deals.table';
import { shopCouriers } from '../shop-couriers/shop-couriers.table';
import { shopOrderDeliveries, shopOrderDeliveryStatuses, shopOrderEvents, shopOrderLines, shopOrderPromos, shopOrders } from './shop-orders.table';

/*
 * The one reading of a shop order: its row, and everything hung on it (lines with their choices,
 * promos, delivery with its statuses and courier, timeline, the names it is shown by). Every query
 * and subscription that answers a ShopOrder reads it here: the console's lists and order page, the
 * live screen, the courier's page and the counter. The parts of many orders are read together, a
 * few statements for a whole list.
 */

export type ShopOrderRow = typeof shopOrders.$inferSelect;
export type ShopOrderLineRow = typeof shopOrderLines.$inferSelect;
export type ShopOrderDeliveryRow = typeof shopOrderDeliveries.$inferSelect;
export type ShopOrderEventRow = typeof shopOrderEvents.$inferSelect & { userName: string | null };

/** What hangs on one order. */
export interface ShopOrderParts {
  lines: ShopOrderLineRow[];
  promos: (typeof shopOrderPromos.$inferSelect)[];
  delivery: (ShopOrderDeliveryRow & { orderNo: string; courierName: string | null; statuses: (typeof shopOrderDeliveryStatuses.$inferSelect)[] }) | null;
  timeline: ShopOrderEventRow[];
  /** The registered customer's name, or null for a guest. */
  customerName: string | null;
  /** The counter promo partner's name, or null. */
  promoPartnerName: string | null;
  /** The cashier's name, or null for the ordering app. */
  createdByName: string | null;
}

/** An order as its type resolves it: the row, with its parts when they were read with it. */
export type LoadedShopOrder = ShopOrderRow & { parts?: Promise<ShopOrderParts> };

/** The parts of the given orders, in their order. */
async function readParts(db: Queryable, orders: readonly ShopOrderRow[]): Promise<ShopOrderParts[]> {
  const ids = orders.map((order) => order.id);
  if (ids.length === 0) return [];
  const customerIds = orders.flatMap((order) => (order.customerId === null ? [] : [order.customerId]));
  const partnerIds = orders.flatMap((order) => (order.posPromoPartnerId === null ? [] : [order.posPromoPartnerId]));
  const creatorIds = orders.flatMap((order) => (order.createdById === null ? [] : [order.createdById]));
  const [lines, promos, deliveries, statuses, timeline, customers, partners, creators] = await Promise.all([
    db.select().from(shopOrderLines).where(inArray(shopOrderLines.shopOrderId, ids)).orderBy(asc(shopOrderLines.id)),
    db.select().from(shopOrderPromos).where(inArray(shopOrderPromos.shopOrderId, ids)).orderBy(asc(shopOrderPromos.id)),
    db
      .select({ delivery: shopOrderDeliveries, courierName: users.name })
      .from(shopOrderDeliveries)
      .leftJoin(shopCouriers, eq(shopCouriers.id, shopOrderDeliveries.shopCourierId))
      .leftJoin(users, eq(users.id, shopCouriers.userId))
      .where(inArray(shopOrderDeliveries.shopOrderId, ids)),
    db.select().from(shopOrderDeliveryStatuses).where(inArray(shopOrderDeliveryStatuses.shopOrderId, ids)).orderBy(asc(shopOrderDeliveryStatuses.eventDate), asc(shopOrderDeliveryStatuses.id)),
    db
      .select({ id: shopOrderEvents.id, shopOrderId: shopOrderEvents.shopOrderId, type: shopOrderEvents.type, at: shopOrderEvents.at, userId: shopOrderEvents.userId, source: shopOrderEvents.source, detail: shopOrderEvents.detail, userName: users.name })
      .from(shopOrderEvents)
      .leftJoin(users, eq(users.id, shopOrderEvents.userId))
      .where(inArray(shopOrderEvents.shopOrderId, ids))
      .orderBy(asc(shopOrderEvents.at), asc(shopOrderEvents.id)),
    customerIds.length === 0 ? [] : db.select({ id: shopCustomers.id, name: shopCustomers.name }).from(shopCustomers).where(inArray(shopCustomers.id, customerIds)),
    partnerIds.length === 0 ? [] : db.select({ id: shopPosPartners.id, name: shopPosPartners.name }).from(shopPosPartners).where(inArray(shopPosPartners.id, partnerIds)),
    creatorIds.length === 0 ? [] : db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, creatorIds)),
  ]);
  const nameOf = (rows: { id: number; name: string | null }[], id: number | null) => (id === null ? null : (rows.find((row) => row.id === id)?.name ?? null));
  return orders.map((order) => {
    const found = deliveries.find((row) => row.delivery.shopOrderId === order.id);
    return {
      lines: lines.filter((line) => line.shopOrderId === order.id),
      promos: promos.filter((promo) => promo.shopOrderId === order.id),
      delivery: found ? { ...found.delivery, orderNo: order.orderNo, courierName: found.courierName, statuses: statuses.filter((status) => status.shopOrderId === order.id) } : null,
      timeline: timeline.filter((event) => event.shopOrderId === order.id),
      customerName: nameOf(customers, order.customerId),
      promoPartnerName: nameOf(partners, order.posPromoPartnerId),
      createdByName: nameOf(creators, order.createdById),
    };
  });
}

const loaders = new WeakMap<object, DataLoader<ShopOrderRow, ShopOrderParts, number>>();

/** The parts of an order, read with those of every other order the same request resolves. */
export function partsOf(context: Context, order: LoadedShopOrder): Promise<ShopOrderParts> {
  if (order.parts) return order.parts;
  let loader = loaders.get(context);
  if (!loader) loaders.set(context, (loader = new DataLoader((orders: readonly ShopOrderRow[]) => readParts(context.db, orders), { cacheKeyFn: (order) => order.id })));
  return loader.load(order);
}

/**
 * The orders matching `where`, with their parts read at once, in `orderBy` order (at most `limit`).
 * The caller states the scope in `where`: the caller's outlets (shopOrderScope), or an outlet the
 * live gate has already checked.
 */
export async function loadShopOrders(db: Queryable, where: SQL | undefined, orderBy: SQL[] = [asc(shopOrders.id)], limit = 500): Promise<LoadedShopOrder[]> {
  const rows = await db.select().from(shopOrders).where(where).orderBy(...orderBy).limit(limit);
  const parts = readParts(db, rows);
  return rows.map((row, index) => ({ ...row, parts: parts.then((all) => all[index]!) }));
}

/** One order with its parts, or null. */
export const loadShopOrder = async (db: Queryable, where: SQL): Promise<LoadedShopOrder | null> => (await loadShopOrders(db, where, undefined, 1))[0] ?? null;
