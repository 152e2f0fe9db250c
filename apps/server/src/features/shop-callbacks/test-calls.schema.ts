import { and, eq, or } from 'drizzle-orm';
import { deliveryUpdateSchema } from '@back-office/domain';
import { builder } from '../../platform/builder';
import { auditedTransaction } from '../../platform/action';
import { badInput } from '../../platform/errors';
import { mappingScope } from '../../platform/mappings';
import { parseInput } from '../../platform/validate';
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

builder.mutationField('notifOrder', (t) =>
  t.field({
    type: 'String',
    description: `Marks the order paid as a settlement notification from the payment gateway would (stored as one, applied once), and answers what became of it in words. ${NOTE}`,
    args: { id: t.arg.int({ required: true, description: 'The shop order to pay.' }) },
    authScopes: { authority: 'UPDATE_SHOP_ORDER' },
    resolve: async (_root, args, context) =>
      auditedTransaction(context, { what: 'Shop order' }, async (tx) => {
        const [order] = await tx
          .select({ id: shopOrders.id, orderNo: shopOrders.orderNo, paidAmount: shopOrders.paidAmount })
          .from(shopOrders)
          .where(and(eq(shopOrders.id, args.id), mappingScope(context, 'shopHubs', shopOrders.shopHubId)));
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
      }),
  }),
);

builder.mutationField('updateOrderDeliveryStatus', (t) =>
  t.field({
    type: 'String',
    description: `Sends the order's delivery a status update as the courier vendor would (kept in its history, forward only), and answers what became of it in words. ${NOTE}`,
    args: {
      entity_id: t.arg.string({ required: true, description: 'The vendor’s booking number of the delivery, or the order’s number (orderNo).' }),
      type: t.arg.string({ description: 'The update type: CREATED, SYSTEM_CANCELLED, DRIVER_NOT_FOUND, DRIVER_FOUND, PICKED_UP or COMPLETED.' }),
      status: t.arg.string({ description: 'The delivery status (confirmed, allocated, out_for_pickup, picked, out_for_delivery, delivered, cancelled, no_driver); takes precedence over the type.' }),
    },
    authScopes: { authority: 'UPDATE_SHOP_ORDER' },
    resolve: async (_root, args, context) => {
      const update = parseInput(deliveryUpdateSchema, { entity_id: args.entity_id, type: args.type, status: args.status, event_date: new Date().toISOString() });
      return auditedTransaction(context, { what: 'Shop order delivery' }, async (tx) => {
        // The same lookup as the callback's, limited to the caller's outlets.
        const [visible] = await tx
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
        if (!visible) return undefined;
        const result = await applyDeliveryUpdate(tx, update, 'test');
        if (!result.found) throw badInput(result.message, { entity_id: result.message });
        return {
          result: result.message,
          activity: { activity: 'UPDATE_ORDER_DELIVERY_STATUS', entity: 'SHOP_ORDER', recordId: visible.id, message: `Sent delivery status ${result.status} for ${update.entity_id} as a test: ${result.message}` },
        };
      });
    },
  }),
);
