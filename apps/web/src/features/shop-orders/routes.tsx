import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { shopOrders, COMPLETED_SHOP_ORDERS, INCOMPLETED_SHOP_ORDERS, OUTLET_SUMMARY, PWA_CONFIGURATION, DELIVERY_CONFIGURATION } from './links';

const shopOrdersRoutes = resourceRoutes(shopOrders, {
  navigation: { group: 'shop', label: 'Orders' },
  pages: {
    list: () => import('./ShopOrderListPages').then((module) => module.AllShopOrdersPage),
    detail: () => import('./ShopOrderDetailPage'),
  },
});

export const shopOrderRoutes: PageRoute[] = [
  ...shopOrdersRoutes,
  {
    path: COMPLETED_SHOP_ORDERS,
    title: 'Completed Shop Orders',
    authority: 'VIEW_SHOP_ORDER',
    load: () => import('./ShopOrderListPages').then((module) => ({ default: module.CompletedShopOrdersPage })),
  },
  {
    path: INCOMPLETED_SHOP_ORDERS,
    title: 'Shop Orders Not Completed',
    authority: 'VIEW_SHOP_ORDER',
    load: () => import('./ShopOrderListPages').then((module) => ({ default: module.IncompletedShopOrdersPage })),
  },
  {
    path: OUTLET_SUMMARY,
    title: 'Outlet Summary',
    authority: 'VIEW_SHOP_ORDER',
    navigation: { group: 'shop', label: 'Outlet Summary' },
    load: () => import('./OutletSummaryPage'),
  },
  {
    path: PWA_CONFIGURATION,
    title: 'PWA Configuration',
    authority: 'VIEW_SHOP_PWA_CONFIGURATION',
    navigation: { group: 'shop', label: 'PWA Configuration' },
    load: () => import('./PwaConfigurationPages').then((module) => ({ default: module.PwaConfigurationPage })),
  },
  {
    path: `${PWA_CONFIGURATION}/edit`,
    title: 'Edit PWA Configuration',
    authority: 'UPDATE_SHOP_PWA_CONFIGURATION',
    load: () => import('./PwaConfigurationPages').then((module) => ({ default: module.PwaConfigurationEditPage })),
  },
  {
    path: DELIVERY_CONFIGURATION,
    title: 'Delivery Configuration',
    authority: 'VIEW_SHOP_DELIVERY_CONFIGURATION',
    navigation: { group: 'shop', label: 'Delivery Configuration' },
    load: () => import('./DeliveryConfigurationPages').then((module) => ({ default: module.DeliveryConfigurationPage })),
  },
  {
    path: `${DELIVERY_CONFIGURATION}/edit`,
    title: 'Edit Delivery Configuration',
    authority: 'UPDATE_SHOP_DELIVERY_CONFIGURATION',
    load: () => import('./DeliveryConfigurationPages').then((module) => ({ default: module.DeliveryConfigurationEditPage })),
  },
];
