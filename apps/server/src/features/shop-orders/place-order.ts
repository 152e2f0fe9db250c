import { sql } from 'drizzle-orm';
import { COURIER_VENDORS, deliveryFeeFor, distanceInKm, type CourierVendor, type ShopOrderPrice } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { badInput, conflict } from '../../platform/errors';
import { readDeliveryConfiguration, readPwaConfiguration } from '../shop-configuration/shop-configuration.table';
import type { PriceOrderInput, PricedOrder } from '../shop-promotions/order-pricing';
import type { SoldLine } from '../shop-promotions/sold-lines';
import { useAssignedVoucher } from '../shop-vouchers/voucher-uses';
import { moveOrder, recordOrderEvent, type MoveSource, type ShopOrderRow } from './order-moves';
import { claimOrderPromoUses } from './order-promo-uses';
import { checkPointsToSpend, redeemOrderPoints } from '../shop-loyalty/order-points';
import { priceShopOrder } from './price-order';
import { shopOrderCounters } from './shop-order-counters.table';
import { shopOrderDeliveries, shopOrderLines, shopOrderPromos, shopOrders, type ShopOrderLineChoice } from './shop-orders.table';

/*
 * The one way an order is created, at a counter (POS) or in the ordering app (APP): priced by the
 * one pricing of an order (price-order.ts), kept as sold, numbered, its promos and voucher counted
 * in the same transaction (order-promo-uses.ts), and written with its timeline line and live events.
 * The caller owns the transaction and its audit row.
 */

export const PLACE_ORDER_MESSAGES = {
  deliveryRequired: 'A delivery order needs the address to deliver to.',
  noDistance: 'The distance cannot be worked out: the outlet has no location. Give the distance in km.',
  voucherRefused: (reason: string) => `This voucher gives nothing to this order: ${reason}`,
} as const;

export interface DeliveryInput {
  address: string;
  addressDetail?: string | null;
  receiverName?: string | null;
  contactPersonPhoneNumber?: string | null;
  latitude: number;
  longitude: number;
  /** The courier vendor's distance when known; otherwise the straight line from the outlet. */
  distanceInKm?: number | null;
  courierVendor?: CourierVendor | null;
}

export interface PlaceShopOrderInput extends PriceOrderInput {
  channel: 'APP' | 'POS';
  customerName?: string | null;
  scheduleType?: 'NOW' | 'SCHEDULED';
  pickUpTime?: Date | null;
  remark?: string | null;
  cookieId?: string | null;
  delivery?: DeliveryInput | null;
  /** Loyalty points the customer uses on the order (docs/shop-loyalty.md); 0 or none uses none. */
  loyaltyPoints?: number | null;
  /** Who places it (a cashier) and where it comes from, for the timeline. */
  by: MoveSource;
  now?: Date;
}

export interface PlacedOrder {
  order: ShopOrderRow;
  price: PricedOrder['price'];
}

/** The outlet's calendar day as YYYYMMDD. */
function outletDay(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return `${part('year')}${part('month')}${part('day')}`;
}

/**
 * The next number of the outlet's day: an upsert on the outlet's counter row, which serializes
 * concurrent orders of one outlet on that row only.
 */
export async function nextOrderNumber(tx: Queryable, hub: { id: number; hubNo: string; timeZone: string }, now: Date) {
  const day = outletDay(now, hub.timeZone);
  const [counter] = await tx
    .insert(shopOrderCounters)
    .values({ shopHubId: hub.id, day, lastNumber: 1 })
    .onConflictDoUpdate({ target: [shopOrderCounters.shopHubId, shopOrderCounters.day], set: { lastNumber: sql`${shopOrderCounters.lastNumber} + 1` } })
    .returning({ lastNumber: shopOrderCounters.lastNumber });
  const number = counter!.lastNumber;
  return { orderNo: `${hub.hubNo}-${day}-${String(number).padStart(4, '0')}`, orderNoAlias: String(number).padStart(3, '0') };
}

const asChoice = (choice: { id: number; name: string; price: number; cogs?: number | null; quantity?: number; productId?: number | null; variantName?: string | null }): ShopOrderLineChoice => ({
  id: choice.id,
  name: choice.name,
  price: choice.price,
  cogs: choice.cogs ?? null,
  ...(choice.quantity != null ? { quantity: choice.quantity } : {}),
  ...(choice.productId !== undefined ? { productId: choice.productId } : {}),
  ...(choice.variantName !== undefined ? { variantName: choice.variantName } : {}),
});

async function deliveryFeeOf(tx: Queryable, input: PlaceShopOrderInput, hub: { latitude: number | null; longitude: number | null }) {
  if (input.type !== 'DELIVERY') return { fee: 0, distance: null };
  const delivery = input.delivery;
  if (!delivery) throw badInput(PLACE_ORDER_MESSAGES.deliveryRequired, { delivery: PLACE_ORDER_MESSAGES.deliveryRequired });
  let distance = delivery.distanceInKm ?? null;
  if (distance == null) {
    if (hub.latitude == null || hub.longitude == null) throw badInput(PLACE_ORDER_MESSAGES.noDistance, { 'delivery.distanceInKm': PLACE_ORDER_MESSAGES.noDistance });
    distance = distanceInKm({ latitude: hub.latitude, longitude: hub.longitude }, delivery);
  }
  return { fee: deliveryFeeFor(await readDeliveryConfiguration(tx), distance), distance };
}

/** Places the order in the caller's transaction and returns it with its price. */
export async function placeShopOrder(tx: Queryable, input: PlaceShopOrderInput): Promise<PlacedOrder> {
  const now = input.now ?? new Date();
  // Priced once without a fee to learn the outlet, then with the fee when it is a delivery.
  let priced = await priceShopOrder(tx, input, { now });
  const delivery = await deliveryFeeOf(tx, input, priced.hub);
  if (delivery.fee > 0) priced = await priceShopOrder(tx, input, { now, deliveryFee: delivery.fee });
  if (input.voucherCode && priced.voucherRefusal) {
    const message = PLACE_ORDER_MESSAGES.voucherRefused(priced.voucherRefusal.message);
    // Used up, by anyone or by this customer, is the same answer as losing the race for its last use.
    const spent = priced.voucherRefusal.reason === 'USED_UP' || priced.voucherRefusal.reason === 'CUSTOMER_LIMIT_REACHED';
    throw (spent ? conflict : badInput)(message, { voucherCode: message });
  }
  const { price, lines, hub } = priced;
  const customerId = input.customerId ?? null;
  await claimOrderPromoUses(
    tx,
    customerId,
    price.appliedPromos.map((promo, index) => ({ origin: priced.appliedOrigins[index]!, name: promo.name })),
  );

  const pointsValue = await checkPointsToSpend(tx, customerId, input.loyaltyPoints ?? 0, price.totalAmount - price.deliveryFee - price.totalDiscount);
  const pending = await readPwaConfiguration(tx);
  const { orderNo, orderNoAlias } = await nextOrderNumber(tx, hub, now);
  const voucher = priced.appliedOrigins.find((origin) => origin.kind === 'VOUCHER');
  const pricedLines = new Map(price.lines.map((line) => [String(line.id), line]));
  const cogs = lines.reduce((sum, line) => sum + line.unitCogs * line.amount, 0);
  const [order] = await tx
    .insert(shopOrders)
    .values({
      shopHubId: hub.id,
      orderNo,
      orderNoAlias,
      type: input.type,
      scheduleType: input.scheduleType ?? 'NOW',
      channel: input.channel,
      state: 'WAITING_FOR_PAYMENT',
      customerId,
      // A registered customer's order is called out by their name unless the cashier typed another.
      customerName: input.customerName ?? priced.customer?.name ?? null,
      cookieId: input.cookieId ?? null,
      createdById: input.by.userId ?? null,
      createdTime: now,
      pickUpTime: input.pickUpTime ?? null,
      expiredTime: new Date(now.getTime() + pending.pendingToLiveDurationInMinute * 60_000),
      totalPrice: price.totalAmount,
      discountAmount: price.totalDiscount + price.deliveryDiscount,
      paidAmount: price.paidAmount - pointsValue,
      cogs,
      deliveryFee: price.deliveryFee,
      deliveryDiscount: price.deliveryDiscount,
      paymentMethod: input.paymentMethod,
      remark: input.remark ?? null,
      posPromoPartnerId: input.promoPartnerId ?? null,
      voucherCodeId: voucher?.voucherCodeId ?? null,
      assignedVoucherId: voucher?.assignedVoucherId ?? null,
    })
    .returning();
  if (customerId != null) await redeemOrderPoints(tx, { shopOrderId: order!.id, customerId, points: input.loyaltyPoints ?? 0 });
  await tx.insert(shopOrderLines).values(lines.map((line: SoldLine) => soldLine(order!.id, line, pricedLines.get(String(line.id))!)));
  if (price.appliedPromos.length > 0) {
    await tx.insert(shopOrderPromos).values(
      price.appliedPromos.map((promo, index) => ({ shopOrderId: order!.id, kind: priced.appliedOrigins[index]!.kind, shopPromoId: promo.shopPromoId, name: promo.name, discountLevel: promo.discountLevel, discountUsed: promo.discountUsed })),
    );
  }
  if (voucher?.assignedVoucherId) {
    const used = price.appliedPromos[priced.appliedOrigins.indexOf(voucher)]!;
    await useAssignedVoucher(tx, voucher.assignedVoucherId, { usedDate: now, discountUsed: used.discountUsed });
  }
  if (input.type === 'DELIVERY' && input.delivery) {
    const target = input.delivery;
    await tx.insert(shopOrderDeliveries).values({
      shopOrderId: order!.id,
      courierVendor: target.courierVendor && COURIER_VENDORS.includes(target.courierVendor) ? target.courierVendor : 'GO_SEND',
      receiverName: target.receiverName ?? input.customerName ?? null,
      latitude: target.latitude,
      longitude: target.longitude,
      address: target.address,
      addressDetail: target.addressDetail ?? null,
      contactPersonPhoneNumber: target.contactPersonPhoneNumber ?? null,
      totalDistanceInKms: delivery.distance,
      paidDeliveryFee: price.deliveryFeeAfterDiscount,
      deliveryFeeDiscount: price.deliveryDiscount,
    });
  }
  await recordOrderEvent(tx, order!.id, 'placed', { ...input.by, detail: { channel: input.channel, paidAmount: price.paidAmount, ...input.by.detail } });
  // Cash at the counter is paid as the order is placed.
  if (input.channel === 'POS' && input.paymentMethod === 'CASH') {
    const paid = await moveOrder(tx, order!.id, 'pay', { ...input.by, set: { paidTime: now }, publish: ['orderCash'] });
    return { order: paid.order, price };
  }
  return { order: order!, price };
}

function soldLine(shopOrderId: number, line: SoldLine, priced: ShopOrderPrice['lines'][number]) {
  return {
    shopOrderId,
    menuId: line.menuId,
    name: line.name,
    price: priced.price,
    totalCustomizationPrice: priced.totalCustomizationPrice,
    amount: line.amount,
    totalPrice: priced.totalPrice,
    discount: priced.discount,
    totalPriceAfterDiscount: priced.totalPriceAfterDiscount,
    cogs: line.unitCogs,
    note: line.note,
    customizations: line.customizations.map((choice) => asChoice({ ...choice, cogs: null })),
    toppings: line.toppings.map(asChoice),
    variantUnits: line.variantUnits.map(asChoice),
  };
}
