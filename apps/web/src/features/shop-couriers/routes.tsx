import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { internalCouriers } from './links';

/*
 * Our own couriers ("Internal Courier"): the list with activate and deactivate, the add page and the
 * edit page of a courier's hours. Couriers have no detail page: a row opens its edit page. The
 * courier's own page, /courier-task, lists their deliveries on a phone.
 */
const internalCouriersRoutes = resourceRoutes(internalCouriers, {
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./ShopCourierListPage'),
    add: () => import('./ShopCourierAddPage'),
    edit: () => import('./ShopCourierEditPage'),
  },
});

export const shopCourierRoutes: PageRoute[] = [
  ...internalCouriersRoutes,
  { path: '/courier-task', title: 'Courier Task', authority: 'IS_COURIER', navigation: { group: 'shop', label: 'Courier Task' }, load: () => import('./CourierTaskPage') },
];
