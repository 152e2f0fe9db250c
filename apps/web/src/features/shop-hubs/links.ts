import { defineResource } from '../../base/resource';

export const shopHubs = defineResource({
  path: '/shop-store',
  title: 'Shop Store',
  authority: 'SHOP_HUB',
  detailPage: true,
});

export const SHOP_HUB_PARAM = shopHubs.param;
export const SHOP_HUB_MENU_PARAM = 'menuId';
export const SHOP_HUB_STOCK_PARAM = 'stockId';
export const shopHubMenuEditUrl = (shopHubId: number, lineId: number) => `${shopHubs.url(shopHubId)}/menu/${lineId}/edit`;
export const shopHubStockAddUrl = (shopHubId: number) => `${shopHubs.url(shopHubId)}/stock/add`;
export const shopHubStockEditUrl = (shopHubId: number, stockId: number) => `${shopHubs.url(shopHubId)}/stock/${stockId}/edit`;
export const shopHubStockFillUrl = (shopHubId: number) => `${shopHubs.url(shopHubId)}/stock/fill`;
