import type { PageRoute } from '../../base/route-table';
import { defineResource } from '../../base/resource';

/** The shop's customers: signed up in the ordering app; the console reads them and changes their membership and status. */
export const shopCustomers = defineResource({
  path: '/shop-customer',
  title: 'Shop Customer',
  authority: 'SHOP_CUSTOMER',
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./customers').then((module) => module.ListPage),
    detail: () => import('./customers').then((module) => module.DetailPage),
    edit: () => import('./customers').then((module) => module.EditPage),
  },
});

export const shopCustomerRoutes: PageRoute[] = shopCustomers.routes;
