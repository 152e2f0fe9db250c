import type { PageRoute } from '../../base/route-table';
import { defineResource } from '../../base/resource';

/** The shop's orders: every order, with its lines, delivery, promos and timeline. */
export const shopOrders = defineResource({
  path: '/shop-order',
  title: 'Shop Order',
  authority: 'SHOP_ORDER',
  navigation: { group: 'shop', label: 'Orders' },
  pages: {
    list: () => import('./ShopOrderListPages').then((module) => module.AllShopOrdersPage),
    detail: () => import('./ShopOrderDetailPage'),
  },
});

export const COMPLETED_SHOP_ORDERS = '/shop-order/completed';
export const INCOMPLETED_SHOP_ORDERS = '/shop-order/incompleted';
export const OUTLET_SUMMARY = '/shop-order/outletsummary';
export const PWA_CONFIGURATION = '/shop-pwa-configuration';
export const DELIVERY_CONFIGURATION = '/shop-delivery-configuration';

export const shopOrderRoutes: PageRoute[] = [
  ...shopOrders.routes,
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
