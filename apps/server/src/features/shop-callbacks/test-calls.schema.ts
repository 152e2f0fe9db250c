import { and, eq, or } from 'drizzle-orm';
import { deliveryUpdateSchema } from '@back-office/domain';
import { z } from 'zod';
import { defineCommand } from '../../platform/command';
import { badInput } from '../../platform/errors';
import { mappingScope } from '../../platform/mappings';
import { shopOrderDeliveries, shopOrders } from '../shop-orders/shop-orders.table';
import { applyDeliveryUpdate } from '../shop-orders/vendor-deliveries';
import { applyPaymentNotification } from './payments';

/*
 * Test-only calls (spec point 7): they play the payment gateway and the courier vendor for the
 * simulator and the browser journeys, through the same code as the callbacks. They are part of the
 * schema only on a server started with SHOP_TEST_CALLS=1, which a production server refuses
 * (schema.ts removes them otherwise; docs/callbacks.md).
 */

/** The root fields that exist only on a server started with SHOP_TEST_CALLS=1. */
export const TEST_CALL_FIELDS = ['notifOrder', 'updateOrderDeliveryStatus'] as const;

const NOTE = 'Test-only: present only on a server started with SHOP_TEST_CALLS=1, never in production.';

defineCommand('notifOrder', {
  description: `Marks the order paid as a settlement notification from the payment gateway would (stored as one, applied once), and answers what became of it in words. ${NOTE}`,
  authority: 'UPDATE_SHOP_ORDER',
  args: (arg) => ({ id: arg.int({ required: true, description: 'The shop order to pay.' }) }),
  input: { id: z.number().int() },
  type: 'String',
  what: 'Shop order',
  // Only an order of the caller's outlets may be paid this way.
  prepare: async ({ id }, context) => {
    const [order] = await context.db
      .select({ id: shopOrders.id, orderNo: shopOrders.orderNo, paidAmount: shopOrders.paidAmount })
      .from(shopOrders)
      .where(and(eq(shopOrders.id, id), mappingScope(context, 'shopHubs', shopOrders.shopHubId)));
    return order;
  },
  run: async (tx, _input, _context, order) => {
    if (!order) return undefined;
    const result = await applyPaymentNotification(
      tx,
      {
        order_id: order.orderNo,
        status_code: '200',
        gross_amount: `${order.paidAmount}.00`,
        signature_key: '',
        transaction_status: 'settlement',
        fraud_status: 'accept',
        transaction_id: `test-${order.orderNo}`,
        payment_type: 'test',
        transaction_time: new Date().toISOString(),
      },
      { source: 'test' },
    );
    return {
      result: result.message,
      activity: { activity: 'NOTIF_ORDER', entity: 'SHOP_ORDER', recordId: order.id, message: `Paid shop order ${order.orderNo} with a test notification: ${result.message}` },
    };
  },
});

/** The arguments as the vendor's status update they stand for, happening now. */
const testDeliveryUpdate = z
  .object({ entity_id: z.string(), type: z.string().nullish(), status: z.string().nullish() })
  .transform(({ entity_id, type, status }): z.input<typeof deliveryUpdateSchema> => ({ entity_id, type, status, event_date: new Date().toISOString() }))
  .pipe(deliveryUpdateSchema);

defineCommand('updateOrderDeliveryStatus', {
  description: `Sends the order's delivery a status update as the courier vendor would (kept in its history, forward only), and answers what became of it in words. ${NOTE}`,
  authority: 'UPDATE_SHOP_ORDER',
  args: (arg) => ({
    entity_id: arg.string({ required: true, description: 'The vendor’s booking number of the delivery, or the order’s number (orderNo).' }),
    type: arg.string({ description: 'The update type: CREATED, SYSTEM_CANCELLED, DRIVER_NOT_FOUND, DRIVER_FOUND, PICKED_UP or COMPLETED.' }),
    status: arg.string({ description: 'The delivery status (confirmed, allocated, out_for_pickup, picked, out_for_delivery, delivered, cancelled, no_driver); takes precedence over the type.' }),
  }),
  input: testDeliveryUpdate,
  type: 'String',
  what: 'Shop order delivery',
  // The same lookup as the callback's, limited to the caller's outlets.
  prepare: async (update, context) => {
    const [visible] = await context.db
      .select({ id: shopOrders.id })
      .from(shopOrders)
      .leftJoin(shopOrderDeliveries, eq(shopOrderDeliveries.shopOrderId, shopOrders.id))
      .where(
        and(
          mappingScope(context, 'shopHubs', shopOrders.shopHubId),
          eq(shopOrders.type, 'DELIVERY'),
          or(and(eq(shopOrderDeliveries.courierVendor, 'GO_SEND'), eq(shopOrderDeliveries.vendorOrderNo, update.entity_id)), eq(shopOrders.orderNo, update.entity_id)),
        ),
      );
    return visible;
  },
  run: async (tx, update, _context, visible) => {
    if (!visible) return undefined;
    const result = await applyDeliveryUpdate(tx, update, 'test');
    if (!result.found) throw badInput(result.message, { entity_id: result.message });
    return {
      result: result.message,
      activity: { activity: 'UPDATE_ORDER_DELIVERY_STATUS', entity: 'SHOP_ORDER', recordId: visible.id, message: `Sent delivery status ${result.status} for ${update.entity_id} as a test: ${result.message}` },
    };
  },
});
