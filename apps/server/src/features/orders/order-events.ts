import { and, asc, desc, eq, getTableColumns, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { foldOrderEvents, jakartaDay, ORDER_EVENT_PAYLOADS, type OrderEvent, type OrderEventType } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { hubs } from '../hubs/hubs.table';
import { machineHubs, machines } from '../machines/machines.table';
import { machineTypes } from '../machine-types/machine-types.table';
import { takeIngredients } from '../machine-stock/stock-levels';
import { ingredientInProducts, productHistories, products } from '../products/products.table';
import { expectedPriceFrom, intendedPrice, priceDifferenceOf } from '../price-audit/expected-price';
import { orderPriceDifferences } from '../price-audit/price-audit.table';
import { orderDailySales, orderLogs, vendingOrders } from './orders.table';

/** An order event as the gateway hands it over: checked, with the machine's event id. */
export type OrderGatewayEvent = OrderEvent & { id: string };

/** The event refers to something the server does not know; the batch is refused with this field message. */
export class OrderEventRefused extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
  }
}

const orderKey = (machineId: number, orderNo: string) => and(eq(vendingOrders.machineId, machineId), eq(vendingOrders.orderNo, orderNo));

/**
 * Records one order event and brings its order up to date, inside the gateway batch's transaction.
 * The order is computed again from all its logged events, so an event that comes late, twice or
 * before the one it follows gives the same order as if all had come in time. A drink that is done
 * takes its recipe from the machine's stock, once.
 */
export async function applyOrderEvent(tx: Transaction, machineId: number, event: OrderGatewayEvent): Promise<void> {
  const { orderNo } = event.payload;
  if (event.type === 'order.created') {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, event.payload.productId));
    if (!product) throw new OrderEventRefused('payload.productId', `Product ${event.payload.productId} does not exist.`);
  }
  const inserted = await tx
    .insert(orderLogs)
    .values({
      orderNo,
      machineId,
      eventId: event.id,
      event: event.type,
      paymentProvider: event.type === 'order.paid' ? (event.payload.paymentProvider ?? null) : null,
      payload: event.payload,
      time: event.at,
    })
    .onConflictDoNothing()
    .returning({ id: orderLogs.id });
  if (inserted.length === 0) return;

  // One writer per order at a time: the row is made if new, then locked.
  const [machine] = await tx
    .select({ vmcNo: machines.vmcNo, initialName: machineTypes.initialName })
    .from(machines)
    .innerJoin(machineTypes, eq(machineTypes.id, machines.machineTypeId))
    .where(eq(machines.id, machineId));
  await tx.insert(vendingOrders).values({ machineId, orderNo, state: 'CREATED', machineNo: machine!.vmcNo, machineInitial: machine!.initialName }).onConflictDoNothing();
  const [order] = await tx.select().from(vendingOrders).where(orderKey(machineId, orderNo)).for('update');

  const logged = await tx
    .select({ event: orderLogs.event, time: orderLogs.time, payload: orderLogs.payload })
    .from(orderLogs)
    .where(and(eq(orderLogs.machineId, machineId), eq(orderLogs.orderNo, orderNo)));
  const facts = foldOrderEvents(logged.map(toOrderEvent));

  const values: Partial<typeof vendingOrders.$inferInsert> = {
    state: facts.state,
    createdTime: facts.createdTime,
    paidTime: facts.paidTime,
    payDoneTime: facts.paidTime,
    productDoneTime: facts.productDoneTime,
    failedTime: facts.failedTime,
    refundedTime: facts.refundedTime,
    duration: facts.duration,
    paymentMethod: facts.paymentMethod,
    paymentProvider: facts.paymentProvider,
    paymentReferenceId: facts.paymentReferenceId,
    price: facts.price,
    originalPrice: facts.originalPrice,
    gmv: facts.originalPrice,
    corporateDiscount: facts.corporateDiscount,
    subsidy: facts.subsidy,
    salesType: facts.salesType,
    slot: facts.slot,
    remark: facts.remark,
    updatedAt: new Date(),
  };

  // What was sold, and where, as it was at the moment of the order.
  if (facts.productId !== null && facts.createdTime && (order!.productId !== facts.productId || order!.cogs === null)) {
    Object.assign(values, { productId: facts.productId, ...(await productAt(tx, facts.productId, facts.createdTime)) });
  }
  Object.assign(values, await hubAt(tx, machineId, facts.createdTime ?? facts.paidTime ?? event.at));
  // What the machine should have charged, from its prices when the order's creation arrives.
  if (facts.productId !== null && facts.createdTime && (order!.expectedPrice === null || order!.productId !== facts.productId)) {
    values.expectedPrice = expectedPriceFrom(await intendedPrice(tx, machineId, facts.productId), facts.corporateDiscount, facts.subsidy);
  }

  if (facts.productDoneTime && facts.productId !== null && !order!.stockConsumed) {
    await consumeRecipe(tx, machineId, facts.productId, facts.productDoneTime);
    values.stockConsumed = true;
  }
  await tx.update(vendingOrders).set(values).where(eq(vendingOrders.id, order!.id));
  await countSale(tx, order!, { ...order!, ...values });
}

type OrderRow = typeof vendingOrders.$inferSelect;

/** What a completed cup adds to its day's sales; nothing for an order not completed, or not yet known in full. */
function saleOf(order: OrderRow) {
  if (order.state !== 'COMPLETED' || order.productId === null || order.createdTime === null) return null;
  return {
    key: { day: jakartaDay(order.createdTime), machineId: order.machineId, hubId: order.hubId, productId: order.productId, paymentMethod: order.paymentMethod },
    sums: { cups: 1, revenue: order.price ?? 0, gmv: order.gmv ?? 0, cogs: order.cogs ?? 0, corporateDiscount: order.corporateDiscount, subsidy: order.subsidy },
  };
}

/** Moves the order's cup in the daily sales and the price differences from what it was before this event to what it is now. */
async function countSale(tx: Transaction, before: OrderRow, after: OrderRow) {
  const salesKey = [orderDailySales.day, orderDailySales.machineId, orderDailySales.hubId, orderDailySales.productId, orderDailySales.paymentMethod];
  await moveInRollup(tx, orderDailySales, salesKey, saleOf(before), saleOf(after));
  const differencesKey = [orderPriceDifferences.day, orderPriceDifferences.machineId, orderPriceDifferences.hubId, orderPriceDifferences.productId, orderPriceDifferences.paymentMethod];
  await moveInRollup(tx, orderPriceDifferences, differencesKey, priceDifferenceOf(before, jakartaDay), priceDifferenceOf(after, jakartaDay));
}

type RollupEntry = { key: Record<string, unknown>; sums: Record<string, number> } | null;

/** Takes `was` out of a daily rollup and adds `is`, each sum to the row of its key; nothing when they are the same. */
async function moveInRollup(tx: Transaction, table: PgTable, target: PgColumn[], was: RollupEntry, is: RollupEntry) {
  if (JSON.stringify(was) === JSON.stringify(is)) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  for (const [entry, sign] of [
    [was, -1],
    [is, 1],
  ] as const) {
    if (!entry) continue;
    const sums = Object.fromEntries(Object.entries(entry.sums).map(([name, value]) => [name, value * sign]));
    const set = Object.fromEntries(Object.keys(sums).map((name) => [name, sql`${columns[name]} + excluded.${sql.identifier(columns[name]!.name)}`]));
    await tx
      .insert(table)
      .values({ ...entry.key, ...sums } as never)
      .onConflictDoUpdate({ target, set });
  }
}

const toOrderEvent = (row: { event: OrderEventType; time: Date; payload: unknown }): OrderEvent =>
  ({ type: row.event, at: row.time, payload: ORDER_EVENT_PAYLOADS[row.event].parse(row.payload) }) as OrderEvent;

/** The product's name and cost of goods at a moment: its history's entry then, or the product as it is. */
async function productAt(tx: Transaction, productId: number, at: Date) {
  const [then] = await tx
    .select({ productName: productHistories.name, cogs: productHistories.cogs })
    .from(productHistories)
    .where(and(eq(productHistories.productId, productId), lte(productHistories.updatedAt, at)))
    .orderBy(desc(productHistories.updatedAt), desc(productHistories.id))
    .limit(1);
  if (then) return then;
  const [now] = await tx.select({ productName: products.name, cogs: products.cogs }).from(products).where(eq(products.id, productId));
  return now!;
}

/** The hub the machine stood at on that day; none when it stood nowhere. */
async function hubAt(tx: Transaction, machineId: number, at: Date) {
  const day = sql`(${at.toISOString()}::timestamptz at time zone 'Asia/Jakarta')::date`;
  const [placement] = await tx
    .select({ hubId: hubs.id, hubInternalId: hubs.internalId, hubName: sql<string>`coalesce(${hubs.name}, ${hubs.buildingName}, ${hubs.companyName}, ${hubs.internalId})` })
    .from(machineHubs)
    .innerJoin(hubs, eq(hubs.id, machineHubs.hubId))
    .where(and(eq(machineHubs.machineId, machineId), lte(machineHubs.loadedAt, day), or(isNull(machineHubs.unloadedAt), gte(machineHubs.unloadedAt, day))))
    .orderBy(desc(machineHubs.loadedAt), desc(machineHubs.id))
    .limit(1);
  return placement ?? { hubId: null, hubInternalId: null, hubName: null };
}

/** Takes one cup's recipe from the machine's canisters; a canister never goes below empty. One that runs empty opens an outage at the cup's time. */
async function consumeRecipe(tx: Transaction, machineId: number, productId: number, at: Date) {
  const recipe = await tx
    .select({ ingredientId: ingredientInProducts.ingredientId, amount: ingredientInProducts.amount })
    .from(ingredientInProducts)
    .where(eq(ingredientInProducts.productId, productId))
    .orderBy(asc(ingredientInProducts.ingredientId));
  await takeIngredients(tx, machineId, recipe, at);
}
