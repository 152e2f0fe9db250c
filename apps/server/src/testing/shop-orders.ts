import type { ShopOrderState, ShopOrderType, ShopPaymentMethod } from '@back-office/domain';
import type { Queryable } from '../db/client';
import { shopOrderDeliveries, shopOrderDeliveryStatuses, shopOrderEvents, shopOrderLines, shopOrderPromos, shopOrders } from '../features/shop-orders/shop-orders.table';

/*
 * Shop orders as they stand after placing and paying, written straight into the tables: the order
 * read side's tests need orders in every state at chosen times, not the way they got there.
 */

let sequence = 0;

export interface OrderFixture {
  shopHubId: number;
  state?: ShopOrderState;
  type?: ShopOrderType;
  paymentMethod?: ShopPaymentMethod;
  createdTime?: Date;
  expiredTime?: Date | null;
  orderNo?: string;
  customerName?: string;
  /** Lines of `amount` cups at `price` with `cogs` each; one line of two 25,000 cups by default. */
  lines?: { name: string; price: number; amount: number; cogs: number; discount?: number }[];
  deliveryFee?: number;
  deliveryDiscount?: number;
  delivery?: boolean;
  promo?: { name: string; discountUsed: number };
}

export async function insertShopOrder(db: Queryable, fixture: OrderFixture) {
  sequence += 1;
  const lines = fixture.lines ?? [{ name: 'Kopi Susu', price: 25_000, amount: 2, cogs: 8_000 }];
  const itemsTotal = lines.reduce((sum, line) => sum + line.price * line.amount, 0);
  const itemsDiscount = lines.reduce((sum, line) => sum + (line.discount ?? 0), 0);
  const deliveryFee = fixture.deliveryFee ?? 0;
  const deliveryDiscount = fixture.deliveryDiscount ?? 0;
  const createdTime = fixture.createdTime ?? new Date();
  const state = fixture.state ?? 'WAITING_FOR_PAYMENT';
  const [order] = await db
    .insert(shopOrders)
    .values({
      shopHubId: fixture.shopHubId,
      orderNo: fixture.orderNo ?? `SO-${Date.now().toString(36)}-${sequence}`,
      orderNoAlias: `A${sequence}`,
      type: fixture.type ?? (fixture.delivery ? 'DELIVERY' : 'PICK_UP'),
      channel: 'APP',
      state,
      customerName: fixture.customerName ?? `Customer ${sequence}`,
      createdTime,
      paidTime: state === 'WAITING_FOR_PAYMENT' || state === 'EXPIRED' ? null : createdTime,
      expiredTime: fixture.expiredTime === undefined ? new Date(createdTime.getTime() + 15 * 60_000) : fixture.expiredTime,
      totalPrice: itemsTotal + deliveryFee,
      discountAmount: itemsDiscount + deliveryDiscount,
      paidAmount: itemsTotal + deliveryFee - itemsDiscount - deliveryDiscount,
      cogs: lines.reduce((sum, line) => sum + line.cogs * line.amount, 0),
      deliveryFee,
      deliveryDiscount,
      paymentMethod: fixture.paymentMethod ?? 'GOPAY',
    })
    .returning();
  await db.insert(shopOrderLines).values(
    lines.map((line) => ({
      shopOrderId: order!.id,
      name: line.name,
      price: line.price,
      amount: line.amount,
      totalPrice: line.price * line.amount,
      discount: line.discount ?? 0,
      totalPriceAfterDiscount: line.price * line.amount - (line.discount ?? 0),
      cogs: line.cogs,
      note: 'Less sugar',
      toppings: [{ id: 1, name: 'Boba', price: 5_000, cogs: 1_000, quantity: 1 }],
      variantUnits: [{ id: 2, name: 'Large', price: 3_000, cogs: 500, productId: null, variantName: 'Size' }],
    })),
  );
  await db.insert(shopOrderEvents).values({ shopOrderId: order!.id, type: 'placed', source: 'app', at: createdTime });
  if (fixture.promo) await db.insert(shopOrderPromos).values({ shopOrderId: order!.id, kind: 'SHOP', shopPromoId: 1, name: fixture.promo.name, discountLevel: 'ORDER', discountUsed: fixture.promo.discountUsed });
  if (fixture.delivery) {
    await db.insert(shopOrderDeliveries).values({ shopOrderId: order!.id, courierVendor: 'GO_SEND', vendorOrderNo: `GK-${sequence}`, status: 'picked', driverName: 'Budi', paidDeliveryFee: deliveryFee, deliveryFeeDiscount: deliveryDiscount, address: 'Jl. Sudirman 1' });
    await db.insert(shopOrderDeliveryStatuses).values([
      { shopOrderId: order!.id, attempt: 1, status: 'allocated', eventDate: new Date(createdTime.getTime() + 60_000) },
      { shopOrderId: order!.id, attempt: 1, status: 'picked', eventDate: new Date(createdTime.getTime() + 120_000) },
    ]);
    await db.insert(shopOrderEvents).values({ shopOrderId: order!.id, type: 'deliveryStatus', source: 'courier-vendor', detail: { status: 'picked', driverName: 'Budi' }, at: new Date(createdTime.getTime() + 120_000) });
  }
  return order!;
}
