import type { PageRoute } from '../../base/route-table';
import { defineResource } from '../../base/resource';

/*
 * Our own couriers ("Internal Courier"): the list with activate and deactivate, the add page and the
 * edit page of a courier's hours. Couriers have no detail page: a row opens its edit page. The
 * courier's own page, /courier-task, lists their deliveries on a phone.
 */
export const internalCouriers = defineResource({
  path: '/internal-courier',
  title: 'Internal Courier',
  authority: 'SHOP_COURIER',
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./ShopCourierListPage'),
    add: () => import('./ShopCourierAddPage'),
    edit: () => import('./ShopCourierEditPage'),
  },
});

export const SHOP_COURIER_PARAM = internalCouriers.param;

export const shopCourierRoutes: PageRoute[] = [
  ...internalCouriers.routes,
  { path: '/courier-task', title: 'Courier Task', authority: 'IS_COURIER', navigation: { group: 'shop', label: 'Courier Task' }, load: () => import('./CourierTaskPage') },
];
