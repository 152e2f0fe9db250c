import type { PageRoute } from '../../base/route-table';
import { defineResource } from '../../base/resource';

/** The shop menu: drinks and foods merchants sell at outlets, with their sizes, toppings, ingredients and history. */
export const shopMenus = defineResource({
  path: '/shop-menu',
  title: 'Shop Menu',
  authority: 'SHOP_MENU',
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./ShopMenuListPage'),
    add: () => import('./ShopMenuAddPage'),
    detail: () => import('./ShopMenuDetailPage'),
    edit: () => import('./ShopMenuEditPage'),
  },
});

/** Vending products the ordering app sells for pick-up at a machine. */
export const shopProducts = defineResource({
  path: '/shop-product',
  title: 'Shop Product',
  authority: 'SHOP_PRODUCT',
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./ShopProductListPage'),
    add: () => import('./ShopProductAddPage'),
    detail: () => import('./ShopProductDetailPage'),
    edit: () => import('./ShopProductEditPage'),
  },
});

/** One ingredient line of a shop menu, edited from the menu's page. */
export const shopMenuIngredientEditUrl = (shopMenuId: number, lineId: number) => `${shopMenus.listUrl}/${shopMenuId}/ingredient/${lineId}/edit`;

const ingredientRoute: PageRoute = {
  path: `${shopMenus.listUrl}/:${shopMenus.param}/ingredient/:ingredientId/edit`,
  title: 'Edit Shop Menu Ingredient',
  authority: 'UPDATE_SHOP_MENU_INGREDIENT',
  load: () => import('./ShopMenuIngredientEditPage'),
};

const machineTypeDisplayRoute: PageRoute = {
  path: '/shop-product-machine-type-display',
  title: 'Shop Product Machine Type Display',
  authority: 'VIEW_SHOP_PRODUCT_MACHINE_TYPE_DISPLAY',
  navigation: { group: 'shop', label: 'Shop Product Machine Type Display' },
  load: () => import('./ShopProductMachineTypeDisplayPage'),
};

export const shopMenuRoutes: PageRoute[] = [...shopMenus.routes, ingredientRoute, ...shopProducts.routes, machineTypeDisplayRoute];
