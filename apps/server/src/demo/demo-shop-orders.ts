import { and, asc, eq } from 'drizzle-orm';
import { nextOrderNumber } from '../features/shop-orders/place-order';
import type { ShopOrderState, ShopOrderType, ShopPaymentMethod } from '@back-office/domain';
import type { Database } from '../db/client';
import { roles } from '../platform/identity/roles.table';
import { users } from '../platform/identity/users.table';
import { shopCustomers } from '../features/shop-customers/shop-customers.table';
import { shopMemberships } from '../features/shop-memberships/shop-memberships.table';
import { shopHubMenus, shopHubs } from '../features/shop-hubs/shop-hubs.table';
import { shopMenus } from '../features/shop-menus/shop-menus.table';
import { shopPromos, shopPromotionRules } from '../features/shop-promotions/shop-promotions.table';
import { shopOrderDeliveries, shopOrderDeliveryStatuses, shopOrderEvents, shopOrderLines, shopOrderPromos, shopOrders } from '../features/shop-orders/shop-orders.table';

/*
 * Past shop orders at the demo outlets, so the order pages, the outlet summary and the timelines are
 * not empty on a new console: two months of mostly completed orders, some expired unpaid, a few
 * missed, and today's still open. Written as they stand (lines, timeline, delivery), the way the
 * placing, paying and courier steps leave them.
 */

const ORDERS_PER_OUTLET = 60;
const DAYS = 60;
const MINUTE = 60_000;

/** A fixed sequence, so every new console shows the same orders. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** How the payment gateway names each way of paying in its notifications. */
const GATEWAY_PAYMENT_TYPES: Partial<Record<ShopPaymentMethod, string>> = { GOPAY: 'gopay', SHOPEE_PAY: 'shopeepay', LINKAJA: 'linkaja', CREDIT_CARD: 'credit_card' };

/** How many times a customer of each level is in the draw for an order: the higher levels order most. */
const DRAWS_BY_LEVEL: Record<string, number> = { Platinum: 8, Gold: 3, Silver: 1, Bronze: 1 };
/** The Silver and Bronze customers in the draw: the first ones who signed up. */
const REGULARS_PER_LEVEL = 150;

/**
 * The customers the demo orders go to, each as often as their level draws: every Platinum and Gold
 * customer and the first Silver and Bronze ones, so a Platinum customer's page lists several orders
 * and the items on it add up from them.
 */
async function orderingCustomers(db: Database) {
  const rows = await db
    .select({ id: shopCustomers.id, name: shopCustomers.name, levelName: shopMemberships.levelName })
    .from(shopCustomers)
    .innerJoin(shopMemberships, eq(shopMemberships.id, shopCustomers.membershipId))
    .orderBy(asc(shopCustomers.id));
  const seen: Record<string, number> = {};
  return rows.flatMap((row) => {
    seen[row.levelName] = (seen[row.levelName] ?? 0) + 1;
    const draws = DRAWS_BY_LEVEL[row.levelName] ?? 0;
    if (draws === 1 && seen[row.levelName]! > REGULARS_PER_LEVEL) return [];
    return Array.from({ length: draws }, () => row);
  });
}

type Event = { type: string; source: string; userId?: number | null; at: Date; detail?: Record<string, string | number | boolean | null> };

export async function seedDemoShopOrders(db: Database, now = new Date()): Promise<void> {
  const next = random(31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const outlets = await db.select({ id: shopHubs.id, hubNo: shopHubs.hubNo, timeZone: shopHubs.timeZone }).from(shopHubs).where(eq(shopHubs.active, true)).orderBy(asc(shopHubs.id));
  // Today's baristas accept and finish the orders, so the timelines name people.
  const baristas = await db.select({ id: users.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(roles.name, 'Barista')).orderBy(asc(users.id));
  const barista = () => (baristas.length > 0 ? { source: 'user', userId: pick(baristas).id } : { source: 'simulator', userId: null });
  // The discounts come from one of the demo's shop promos, as the price calculation would give them.
  const [promo] = await db.select({ id: shopPromos.id, name: shopPromotionRules.name }).from(shopPromos).innerJoin(shopPromotionRules, eq(shopPromotionRules.id, shopPromos.ruleId)).orderBy(asc(shopPromos.id)).limit(1);
  const customers = await orderingCustomers(db);
  let sequence = 0;
  for (const outlet of outlets) {
    const menus = await db
      .select({ menuId: shopMenus.id, name: shopMenus.name, price: shopHubMenus.price, cogs: shopMenus.cogs })
      .from(shopHubMenus)
      .innerJoin(shopMenus, eq(shopMenus.id, shopHubMenus.menuId))
      .where(and(eq(shopHubMenus.shopHubId, outlet.id), eq(shopHubMenus.active, true)))
      .limit(12);
    if (menus.length === 0) continue;
    // Oldest first, so each day's numbers rise with the time, as the counter gives them to new orders.
    const createdTimes = Array.from({ length: ORDERS_PER_OUTLET }, (_, index) =>
      index >= ORDERS_PER_OUTLET - 3 ? new Date(now.getTime() - (index - ORDERS_PER_OUTLET + 4) * 20 * MINUTE) : new Date(now.getTime() - (1 + Math.floor(next() * DAYS)) * 86_400_000 - Math.floor(next() * 600) * MINUTE),
    ).sort((a, b) => a.getTime() - b.getTime());
    for (let index = 0; index < ORDERS_PER_OUTLET; index += 1) {
      sequence += 1;
      // The last few of each outlet are today's, still being made.
      const today = index >= ORDERS_PER_OUTLET - 3;
      const created = createdTimes[index]!;
      // Numbered as a new order is: the outlet's counter for the day, `{hubNo}-{YYYYMMDD}-{NNNN}`.
      const { orderNo, orderNoAlias } = await nextOrderNumber(db, outlet, created);
      const roll = next();
      const state: ShopOrderState = today ? (index % 2 === 0 ? 'PAID' : 'ACK') : roll < 0.82 ? 'COMPLETED' : roll < 0.95 ? 'EXPIRED' : 'MISSED';
      const type: ShopOrderType = pick(['PICK_UP', 'PICK_UP', 'DELIVERY', 'DINE_IN', 'GO_FOOD'] as const);
      const payment: ShopPaymentMethod = pick(['GOPAY', 'GOPAY', 'SHOPEE_PAY', 'LINKAJA', 'CASH', 'CREDIT_CARD'] as const);
      const customer = next() < 0.7 ? pick(customers) : undefined;
      const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
        const menu = pick(menus);
        const amount = 1 + Math.floor(next() * 2);
        return { ...menu, amount, total: menu.price * amount };
      });
      const items = lines.reduce((sum, line) => sum + line.total, 0);
      const deliveryFee = type === 'DELIVERY' ? 10_000 + Math.floor(next() * 4) * 2_500 : 0;
      const discount = promo && next() < 0.2 ? Math.min(lines[0]!.total, Math.round(items * 0.1)) : 0;
      const paid = state !== 'EXPIRED';
      const at = (minutes: number) => new Date(created.getTime() + minutes * MINUTE);
      const [order] = await db
        .insert(shopOrders)
        .values({
          shopHubId: outlet.id,
          orderNo,
          orderNoAlias,
          type,
          channel: payment === 'CASH' ? 'POS' : 'APP',
          state,
          customerId: customer?.id ?? null,
          customerName: customer?.name ?? 'Guest',
          membershipLevelName: customer?.levelName ?? null,
          createdTime: created,
          paidTime: paid ? at(1) : null,
          acceptedTime: state === 'COMPLETED' || state === 'ACK' ? at(3) : null,
          completedTime: state === 'COMPLETED' ? at(type === 'DELIVERY' ? 40 : 12) : null,
          deliveredTime: state === 'COMPLETED' && type === 'DELIVERY' ? at(40) : null,
          expiredTime: at(15),
          expectedCompletedTime: at(type === 'DELIVERY' ? 45 : 15),
          totalPrice: items + deliveryFee,
          discountAmount: discount,
          paidAmount: items + deliveryFee - discount,
          cogs: lines.reduce((sum, line) => sum + line.cogs * line.amount, 0),
          deliveryFee,
          paymentMethod: payment,
          paymentReferenceId: paid && payment !== 'CASH' ? `PAY-${sequence}` : null,
        })
        .returning({ id: shopOrders.id });
      const shopOrderId = order!.id;
      await db.insert(shopOrderLines).values(
        lines.map((line, position) => {
          // The promo's discount sits on the first line.
          const lineDiscount = position === 0 ? discount : 0;
          return { shopOrderId, menuId: line.menuId, name: line.name, price: line.price, amount: line.amount, totalPrice: line.total, discount: lineDiscount, totalPriceAfterDiscount: line.total - lineDiscount, cogs: line.cogs };
        }),
      );
      if (promo && discount > 0) await db.insert(shopOrderPromos).values({ shopOrderId, kind: 'SHOP', shopPromoId: promo.id, name: promo.name, discountLevel: 'ORDER', discountUsed: discount });
      const paidAmount = items + deliveryFee - discount;
      const events: Event[] = [{ type: 'placed', source: payment === 'CASH' ? 'pos' : 'app', at: created, detail: { channel: payment === 'CASH' ? 'POS' : 'APP', paidAmount } }];
      if (state === 'EXPIRED') events.push({ type: 'expire', source: 'expiry-job', at: at(15) });
      else {
        events.push({ type: 'pay', source: payment === 'CASH' ? 'pos' : 'payment-gateway', at: at(1), detail: payment === 'CASH' ? {} : { grossAmount: paidAmount, paymentType: GATEWAY_PAYMENT_TYPES[payment] ?? null } });
        if (state === 'MISSED') events.push({ type: 'miss', source: 'simulator', at: at(120), detail: { reason: 'Not accepted before the outlet closed' } });
        if (state === 'ACK' || state === 'COMPLETED') events.push({ type: 'acknowledge', ...barista(), at: at(3) });
      }
      if (type === 'DELIVERY' && (state === 'COMPLETED' || state === 'ACK')) {
        const statuses = state === 'COMPLETED' ? (['confirmed', 'allocated', 'picked', 'delivered'] as const) : (['confirmed', 'allocated'] as const);
        await db.insert(shopOrderDeliveries).values({
          shopOrderId,
          courierVendor: 'GO_SEND',
          vendorOrderNo: `GK-${sequence}`,
          status: statuses.at(-1)!,
          eventDate: at(5 + statuses.length * 8),
          driverName: pick(['Budi Santoso', 'Agus Salim', 'Rina Wati']),
          driverPhone: '081299990000',
          paidDeliveryFee: deliveryFee,
          actualDeliveryFee: deliveryFee,
          address: 'Jl. Jend. Sudirman No. 1, Jakarta',
          receiverName: customer?.name ?? 'Guest',
        });
        await db.insert(shopOrderDeliveryStatuses).values(statuses.map((status, step) => ({ shopOrderId, attempt: 1, status, eventDate: at(5 + (step + 1) * 8) })));
        for (const [step, status] of statuses.entries()) events.push({ type: 'deliveryStatus', source: 'courier-vendor', at: at(5 + (step + 1) * 8), detail: { status } });
      }
      if (state === 'COMPLETED') events.push({ type: 'finish', ...barista(), at: at(type === 'DELIVERY' ? 40 : 12) });
      await db.insert(shopOrderEvents).values(events.map((event) => ({ shopOrderId, type: event.type, source: event.source, userId: event.userId ?? null, at: event.at, detail: event.detail ?? {} })));
    }
  }
}

