import type { PageRoute } from '../../base/route-table';
import { SHOP_MENU_UPLOAD_URL, SHOP_HUB_MENU_UPLOAD_URL } from './links';

/*
 * Upload Shop Menu (/shop-menu/upload) and Upload Shop Hub Menu (/shop-store/upload-menu): the shop's
 * CSV imports, under the menu list and the outlet list whose entries they belong to.
 */

export const shopUploadRoutes: PageRoute[] = [
  { path: SHOP_MENU_UPLOAD_URL, title: 'Upload Shop Menu', authority: 'CREATE_SHOP_MENU', menuEntry: '/shop-menu', load: () => import('./ShopMenuUploadPage') },
  { path: SHOP_HUB_MENU_UPLOAD_URL, title: 'Upload Shop Hub Menu', authority: 'CREATE_SHOP_HUB_MENU', menuEntry: '/shop-store', load: () => import('./ShopHubMenuUploadPage') },
];
