import type { PageRoute } from '../../base/route-table';
import { defineResource } from '../../base/resource';

/*
 * The shop's outlets ("Shop Store" in the spec): the list, add, detail and edit pages, and below an
 * outlet the edit page of a menu line and its stock pages (which need UPDATE_SHOP_HUB, as the spec says).
 */
export const shopHubs = defineResource({
  path: '/shop-store',
  title: 'Shop Store',
  authority: 'SHOP_HUB',
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./ShopHubListPage'),
    add: () => import('./ShopHubAddPage'),
    detail: () => import('./ShopHubDetailPage'),
    edit: () => import('./ShopHubEditPage'),
  },
});

export const SHOP_HUB_PARAM = shopHubs.param;
export const SHOP_HUB_MENU_PARAM = 'menuId';
export const SHOP_HUB_STOCK_PARAM = 'stockId';

export const shopHubMenuEditUrl = (shopHubId: number, lineId: number) => `${shopHubs.url(shopHubId)}/menu/${lineId}/edit`;
export const shopHubStockAddUrl = (shopHubId: number) => `${shopHubs.url(shopHubId)}/stock/add`;
export const shopHubStockEditUrl = (shopHubId: number, stockId: number) => `${shopHubs.url(shopHubId)}/stock/${stockId}/edit`;
export const shopHubStockFillUrl = (shopHubId: number) => `${shopHubs.url(shopHubId)}/stock/fill`;

const under = `${shopHubs.listUrl}/:${SHOP_HUB_PARAM}`;

export const shopHubRoutes: PageRoute[] = [
  ...shopHubs.routes,
  { path: `${under}/menu/:${SHOP_HUB_MENU_PARAM}/edit`, title: 'Edit Shop Store Menu', authority: 'UPDATE_SHOP_HUB_MENU', load: () => import('./ShopHubMenuEditPage') },
  { path: `${under}/stock/add`, title: 'Add Shop Store Stock', authority: 'UPDATE_SHOP_HUB', load: () => import('./ShopHubStockAddPage') },
  { path: `${under}/stock/:${SHOP_HUB_STOCK_PARAM}/edit`, title: 'Edit Shop Store Stock', authority: 'UPDATE_SHOP_HUB', load: () => import('./ShopHubStockEditPage') },
  { path: `${under}/stock/fill`, title: 'Fill Stock In/Out', authority: 'UPDATE_SHOP_HUB', load: () => import('./ShopHubStockFillPage') },
];
