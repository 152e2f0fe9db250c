import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { shopHubs, SHOP_HUB_PARAM, SHOP_HUB_MENU_PARAM, SHOP_HUB_STOCK_PARAM } from './links';

/*
 * The shop's outlets ("Shop Store" in the spec): the list, add, detail and edit pages, and below an
 * outlet the edit page of a menu line and its stock pages (which need UPDATE_SHOP_HUB, as the spec says).
 */
const shopHubsRoutes = resourceRoutes(shopHubs, {
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./ShopHubListPage'),
    add: () => import('./ShopHubAddPage'),
    detail: () => import('./ShopHubDetailPage'),
    edit: () => import('./ShopHubEditPage'),
  },
});

const under = `${shopHubs.listUrl}/:${SHOP_HUB_PARAM}`;

export const shopHubRoutes: PageRoute[] = [
  ...shopHubsRoutes,
  { path: `${under}/menu/:${SHOP_HUB_MENU_PARAM}/edit`, title: 'Edit Shop Store Menu', authority: 'UPDATE_SHOP_HUB_MENU', load: () => import('./ShopHubMenuEditPage') },
  { path: `${under}/stock/add`, title: 'Add Shop Store Stock', authority: 'UPDATE_SHOP_HUB', load: () => import('./ShopHubStockAddPage') },
  { path: `${under}/stock/:${SHOP_HUB_STOCK_PARAM}/edit`, title: 'Edit Shop Store Stock', authority: 'UPDATE_SHOP_HUB', load: () => import('./ShopHubStockEditPage') },
  { path: `${under}/stock/fill`, title: 'Fill Stock In/Out', authority: 'UPDATE_SHOP_HUB', load: () => import('./ShopHubStockFillPage') },
];
