import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { products, productSets } from './links';

const productsRoutes = resourceRoutes(products, {
  navigation: { group: 'menu-and-ingredient' },
  pages: {
    list: () => import('./ProductListPage'),
    add: () => import('./ProductAddPage'),
    detail: () => import('./ProductDetailPage'),
    edit: () => import('./ProductEditPage'),
  },
});

const productSetsRoutes = resourceRoutes(productSets, {
  navigation: { group: 'menu-and-ingredient' },
  pages: {
    list: () => import('./product-sets/product-sets').then((module) => module.productSetPages.ListPage),
    add: () => import('./product-sets/product-sets').then((module) => module.productSetPages.AddPage),
    detail: () => import('./product-sets/ProductSetDetailPage'),
    edit: () => import('./product-sets/product-sets').then((module) => module.productSetPages.EditPage),
  },
});

const recipeLineRoute: PageRoute = {
  path: `${products.listUrl}/:${products.param}/ingredient/:ingredientInProductId/edit`,
  title: 'Edit Recipe Ingredient',
  authority: 'UPDATE_INGREDIENT_IN_PRODUCT',
  load: () => import('./RecipeLineEditPage'),
};

export const menuRoutes: PageRoute[] = [...productsRoutes, recipeLineRoute, ...productSetsRoutes];
