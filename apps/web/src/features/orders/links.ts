import { defineResource, defineViewResource } from '../../base/resource';

/** The cups the machines sold, with their money. */
export const orders = defineResource({
  path: '/order',
  title: 'Order',
  authority: 'ORDER',
  detailPage: true,
});

/** The same orders without their money, for roles that must not see it. */
export const concisedOrders = defineViewResource({
  path: '/order-concised',
  title: 'Concised Order',
  authority: 'CONCISED_ORDER',
  detailPage: true,
});

/** Every order event the machines sent. */
export const orderLogs = defineViewResource({
  path: '/order-log',
  title: 'Order Log',
  authority: 'ORDER_LOG',
});

/** Per hub and machine, what was sold in a period. */
export const orderSummaries = defineResource({
  path: '/order-summary',
  title: 'Order Summary',
  authority: 'ORDER_SUMMARY',
});
