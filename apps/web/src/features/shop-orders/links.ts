import { defineResource } from '../../base/resource';

/** The shop's orders: every order, with its lines, delivery, promos and timeline. */
export const shopOrders = defineResource({
  path: '/shop-order',
  title: 'Shop Order',
  authority: 'SHOP_ORDER',
  detailPage: true,
});

export const COMPLETED_SHOP_ORDERS = '/shop-order/completed';
export const INCOMPLETED_SHOP_ORDERS = '/shop-order/incompleted';
export const OUTLET_SUMMARY = '/shop-order/outletsummary';
export const PWA_CONFIGURATION = '/shop-pwa-configuration';
export const DELIVERY_CONFIGURATION = '/shop-delivery-configuration';
