import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { orders, concisedOrders, orderLogs, orderSummaries } from './links';

const ordersRoutes = resourceRoutes(orders, {
  navigation: { group: 'machine', label: 'Orders' },
  pages: { list: () => import('./order-pages').then((module) => module.OrderListPage), detail: () => import('./order-pages').then((module) => module.OrderDetailPage) },
});

const concisedOrdersRoutes = resourceRoutes(concisedOrders, {
  navigation: { group: 'machine', label: 'Concised Orders' },
  pages: {
    list: () => import('./order-pages').then((module) => module.ConcisedOrderListPage),
    detail: () => import('./order-pages').then((module) => module.ConcisedOrderDetailPage),
  },
});

const orderLogsRoutes = resourceRoutes(orderLogs, {
  navigation: { group: 'machine', label: 'Order Logs' },
  pages: { list: () => import('./OrderLogPage') },
});

const orderSummariesRoutes = resourceRoutes(orderSummaries, {
  navigation: { group: 'machine', label: 'Order Summary' },
  pages: { list: () => import('./OrderSummaryPage') },
});

export const orderRoutes: PageRoute[] = [...ordersRoutes, ...concisedOrdersRoutes, ...orderLogsRoutes, ...orderSummariesRoutes];
