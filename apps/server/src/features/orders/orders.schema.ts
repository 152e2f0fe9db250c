import { ORDER_EVENT_TYPES, ORDER_STATES, SALES_TYPES, VENDING_PAYMENT_METHODS } from '@back-office/domain';
import { and, sql } from 'drizzle-orm';
import { builder, describedValues } from '../../platform/builder';
import type { Viewer } from '../../platform/context';
import { defineCrud } from '../../platform/crud';
import type { PagingFields } from '../../platform/paging/types';
import { reference } from '../../platform/reference';
import { Machine } from '../machines/machines.schema';
import { VendingPaymentMethodEnum } from '../user-mappings/user-mappings.schema';
import { machineScope, scopedByMachine } from '../machines/machine-scope';
import { paymentScope } from '../user-mappings/payment-scope';
import { orderLogs, vendingOrders } from './orders.table';

type Types = typeof builder.$inferSchemaTypes;
type OrderRow = typeof vendingOrders.$inferSelect;
type OrderLogRow = typeof orderLogs.$inferSelect;

export const OrderStateEnum = builder.enumType('VendingOrderState', {
  description: 'Where a vending order stands: CREATED, PAID, FAILED, COMPLETED (the drink was made) or REFUNDED. An order only moves forward.',
  values: describedValues(ORDER_STATES, { CREATED: 'Started at the machine, not paid yet.', PAID: 'Paid; the drink is being made.', COMPLETED: 'Paid and the drink handed out.', FAILED: 'Not completed: payment or making the drink failed.', REFUNDED: 'Paid, then paid back.' }),
});
export const SalesTypeEnum = builder.enumType('SalesType', { description: 'How a cup was sold: REGULAR, CORPORATE, PROMO or TEST.', values: describedValues(SALES_TYPES, { REGULAR: 'An ordinary sale.', CORPORATE: 'Paid with a company card.', PROMO: 'Sold at a promotional price.', TEST: 'A test cup, not counted as revenue.' }) });

/** What both order lists filter and sort by: none of it is money. */
const orderFields: PagingFields = {
  id: { column: vendingOrders.id, kind: 'int' },
  orderNo: { column: vendingOrders.orderNo, kind: 'text' },
  state: { column: vendingOrders.state, kind: 'enum', values: ORDER_STATES },
  createdTime: { column: vendingOrders.createdTime, kind: 'datetime' },
  paidTime: { column: vendingOrders.paidTime, kind: 'datetime' },
  productDoneTime: { column: vendingOrders.productDoneTime, kind: 'datetime' },
  duration: { column: vendingOrders.duration, kind: 'int' },
  paymentMethod: { column: vendingOrders.paymentMethod, kind: 'enum', values: VENDING_PAYMENT_METHODS },
  salesType: { column: vendingOrders.salesType, kind: 'enum', values: SALES_TYPES },
  productId: { column: vendingOrders.productId, kind: 'int' },
  productName: { column: vendingOrders.productName, kind: 'text' },
  hubId: { column: vendingOrders.hubId, kind: 'int' },
  hubInternalId: { column: vendingOrders.hubInternalId, kind: 'text' },
  hubName: { column: vendingOrders.hubName, kind: 'text' },
  machineNo: { column: vendingOrders.machineNo, kind: 'text' },
};

/** A caller sees the orders of the machines and the payment methods they are mapped to. */
const orderScope = (context: Viewer) => and(machineScope(context, vendingOrders.machineId), paymentScope(context, vendingOrders.paymentMethod));

/** The full order list's fields, money included; its download filters by the same. */
export const ORDER_FIELDS: PagingFields = {
  ...orderFields,
  machineId: { column: vendingOrders.machineId, kind: 'int' },
  price: { column: vendingOrders.price, kind: 'int' },
  gmv: { column: vendingOrders.gmv, kind: 'int' },
  expectedPrice: { column: vendingOrders.expectedPrice, kind: 'int' },
  // Orders whose charge or expected price is unknown are neither.
  priceDiffers: { column: sql`(${vendingOrders.expectedPrice} <> ${vendingOrders.price})`, kind: 'boolean' },
};

const machineReference = { machine: reference(Machine, { acceptsInactive: true, scopedByTarget: true }) };

/** The fields every order shows, with or without its money. */
function orderObject(t: PothosSchemaTypes.ObjectFieldBuilder<Types, OrderRow>) {
  return {
    id: t.exposeInt('id', { description: 'The order\'s id.' }),
    orderNo: t.exposeString('orderNo', { description: 'The machine’s own number of the order.' }),
    state: t.field({ description: 'Where the order stands: created, paid, completed, failed or refunded.', type: OrderStateEnum, resolve: (row) => row.state }),
    createdTime: t.field({ description: 'When the customer started the order, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.createdTime }),
    paidTime: t.field({ description: 'When it was paid, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.paidTime }),
    payDoneRTime: t.field({ type: 'DateTime', nullable: true, description: 'When the payment was confirmed.', resolve: (row) => row.payDoneTime }),
    productDoneTime: t.field({ description: 'When the drink was done, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.productDoneTime }),
    failedTime: t.field({ description: 'When it failed, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.failedTime }),
    refundedTime: t.field({ description: 'When it was refunded, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.refundedTime }),
    duration: t.int({ nullable: true, description: 'Seconds from created to the drink done.', resolve: (row) => row.duration }),
    paymentMethod: t.field({ description: 'How it was paid, or null.', type: VendingPaymentMethodEnum, nullable: true, resolve: (row) => row.paymentMethod }),
    paymentReferenceId: t.string({ description: 'The payment provider\'s reference, or null.', nullable: true, resolve: (row) => row.paymentReferenceId }),
    remark: t.string({ description: 'The machine\'s remark on the order, or null.', nullable: true, resolve: (row) => row.remark }),
    salesType: t.field({ description: 'The kind of sale, or null.', type: SalesTypeEnum, nullable: true, resolve: (row) => row.salesType }),
    productId: t.int({ description: 'The id of the product sold, or null.', nullable: true, resolve: (row) => row.productId }),
    productName: t.string({ nullable: true, description: 'As the product was named when it was sold.', resolve: (row) => row.productName }),
    hubId: t.int({ description: 'The id of the hub the machine stood at, or null.', nullable: true, resolve: (row) => row.hubId }),
    hubInternalId: t.string({ nullable: true, description: 'The hub the machine stood at when the order was made.', resolve: (row) => row.hubInternalId }),
    hubName: t.string({ description: 'The name of the hub the machine stood at, or null.', nullable: true, resolve: (row) => row.hubName }),
    machineNo: t.string({ description: 'The machine’s VMC number when the order was made.', resolve: (row) => row.machineNo }),
    machineInitial: t.string({ nullable: true, description: 'The machine type’s initial name.', resolve: (row) => row.machineInitial }),
  };
}

/** A cup a machine sold, with its money: what the customer paid, the menu price, gmv, cogs, discount and subsidy. */
export const Order = defineCrud<OrderRow>({
  name: 'Order',
  table: vendingOrders,
  allField: false,
  description: 'A cup a machine sold, as the machine’s events give it, with its money.',
  references: machineReference,
  scope: orderScope,
  object: (t) => ({
    ...orderObject(t),
    price: t.int({ nullable: true, description: 'Rupiah the customer was charged.', resolve: (row) => row.price }),
    originalPrice: t.int({ nullable: true, description: 'The menu price before discounts.', resolve: (row) => row.originalPrice }),
    gmv: t.int({ nullable: true, description: 'Gross merchandise value: the cup at its menu price.', resolve: (row) => row.gmv }),
    cogs: t.int({ nullable: true, description: 'The product’s cost of goods when it was sold.', resolve: (row) => row.cogs }),
    corporateDiscount: t.exposeInt('corporateDiscount', { description: 'The company discount on the order, in rupiah.' }),
    subsidy: t.exposeInt('subsidy', { description: 'The subsidy on the order, in rupiah.' }),
    expectedPrice: t.int({
      nullable: true,
      description:
        'Rupiah the machine should have charged: its slot setting’s price for the product (the discounted price when set), else its menu price, less the corporate discount and subsidy; worked out when the order arrived. Null when the machine had no price for the product.',
      resolve: (row) => row.expectedPrice,
    }),
    priceDiffers: t.boolean({
      nullable: true,
      description: 'Whether the machine charged otherwise than the expected price; null when either is unknown.',
      resolve: (row) => (row.expectedPrice === null || row.price === null ? null : row.expectedPrice !== row.price),
    }),
  }),
  fields: ORDER_FIELDS,
  defaultSorts: [{ field: 'createdTime', direction: 'DESC' }],
  label: (row) => `${row.machineNo} ${row.orderNo}`,
});

/** The same orders without their money, for roles that must not see it. */
export const ConcisedOrder = defineCrud<OrderRow>({
  name: 'ConcisedOrder',
  table: vendingOrders,
  allField: false,
  description: 'A vending order without its money breakdown.',
  references: machineReference,
  scope: orderScope,
  object: (t) => orderObject(t),
  fields: orderFields,
  defaultSorts: [{ field: 'createdTime', direction: 'DESC' }],
  label: (row) => `${row.machineNo} ${row.orderNo}`,
});

/** Every order event a machine sent, as it sent it. */
export const OrderLog = defineCrud<OrderLogRow>({
  name: 'OrderLog',
  table: orderLogs,
  allField: false,
  description: 'An order event as a machine sent it through the gateway.',
  references: machineReference,
  scope: scopedByMachine(orderLogs.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The order log\'s id.' }),
    orderNo: t.exposeString('orderNo', { description: 'The machine\'s number for the order.' }),
    paymentProvider: t.string({ description: 'The payment provider, or null.', nullable: true, resolve: (row) => row.paymentProvider }),
    event: t.exposeString('event', { description: 'What happened: order.created, order.paid, order.product_done, order.failed or order.refunded.' }),
    payload: t.string({ description: 'The event’s payload as JSON.', resolve: (row) => JSON.stringify(row.payload) }),
    time: t.field({ type: 'DateTime', description: 'When it happened on the machine.', resolve: (row) => row.time }),
    receivedTime: t.field({ type: 'DateTime', description: 'When the gateway took it.', resolve: (row) => row.receivedAt }),
  }),
  fields: {
    id: { column: orderLogs.id, kind: 'int' },
    orderNo: { column: orderLogs.orderNo, kind: 'text' },
    event: { column: orderLogs.event, kind: 'enum', values: ORDER_EVENT_TYPES },
    paymentProvider: { column: orderLogs.paymentProvider, kind: 'text' },
    time: { column: orderLogs.time, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'time', direction: 'DESC' }],
  label: (row) => `${row.event} of ${row.orderNo}`,
});
