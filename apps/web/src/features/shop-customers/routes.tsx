import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { shopCustomers } from './links';

const shopCustomersRoutes = resourceRoutes(shopCustomers, {
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./customers').then((module) => module.ListPage),
    detail: () => import('./customers').then((module) => module.DetailPage),
    edit: () => import('./customers').then((module) => module.EditPage),
  },
});

export const shopCustomerRoutes: PageRoute[] = shopCustomersRoutes;
