import type { PageRoute } from '../../base/route-table';
import { defineResource, defineViewResource } from '../../base/resource';

/** The cups the machines sold, with their money. */
export const orders = defineResource({
  path: '/order',
  title: 'Order',
  authority: 'ORDER',
  navigation: { group: 'machine', label: 'Orders' },
  pages: { list: () => import('./order-pages').then((module) => module.OrderListPage), detail: () => import('./order-pages').then((module) => module.OrderDetailPage) },
});

/** The same orders without their money, for roles that must not see it. */
export const concisedOrders = defineViewResource({
  path: '/order-concised',
  title: 'Concised Order',
  authority: 'CONCISED_ORDER',
  navigation: { group: 'machine', label: 'Concised Orders' },
  pages: {
    list: () => import('./order-pages').then((module) => module.ConcisedOrderListPage),
    detail: () => import('./order-pages').then((module) => module.ConcisedOrderDetailPage),
  },
});

/** Every order event the machines sent. */
export const orderLogs = defineViewResource({
  path: '/order-log',
  title: 'Order Log',
  authority: 'ORDER_LOG',
  navigation: { group: 'machine', label: 'Order Logs' },
  pages: { list: () => import('./OrderLogPage') },
});

/** Per hub and machine, what was sold in a period. */
export const orderSummaries = defineResource({
  path: '/order-summary',
  title: 'Order Summary',
  authority: 'ORDER_SUMMARY',
  navigation: { group: 'machine', label: 'Order Summary' },
  pages: { list: () => import('./OrderSummaryPage') },
});

export const orderRoutes: PageRoute[] = [...orders.routes, ...concisedOrders.routes, ...orderLogs.routes, ...orderSummaries.routes];
