import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { shopMenus, shopProducts } from './links';

const shopMenusRoutes = resourceRoutes(shopMenus, {
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./ShopMenuListPage'),
    add: () => import('./ShopMenuAddPage'),
    detail: () => import('./ShopMenuDetailPage'),
    edit: () => import('./ShopMenuEditPage'),
  },
});

const shopProductsRoutes = resourceRoutes(shopProducts, {
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./ShopProductListPage'),
    add: () => import('./ShopProductAddPage'),
    detail: () => import('./ShopProductDetailPage'),
    edit: () => import('./ShopProductEditPage'),
  },
});

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

export const shopMenuRoutes: PageRoute[] = [...shopMenusRoutes, ingredientRoute, ...shopProductsRoutes, machineTypeDisplayRoute];
