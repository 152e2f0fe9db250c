import type { PageRoute } from '../../base/route-table';
import { defineResource } from '../../base/resource';

/** The menu: the drinks the machines sell, each with its recipe and pricing history. */
export const products = defineResource({
  path: '/menu',
  title: 'Menu',
  authority: 'PRODUCT',
  navigation: { group: 'menu-and-ingredient' },
  pages: {
    list: () => import('./ProductListPage'),
    add: () => import('./ProductAddPage'),
    detail: () => import('./ProductDetailPage'),
    edit: () => import('./ProductEditPage'),
  },
});

/** Sets of products loaded on machines together. */
export const productSets = defineResource({
  path: '/menu-set',
  title: 'Menu Set',
  authority: 'PRODUCT_SET',
  navigation: { group: 'menu-and-ingredient' },
  pages: {
    list: () => import('./product-sets/product-sets').then((module) => module.productSetPages.ListPage),
    add: () => import('./product-sets/product-sets').then((module) => module.productSetPages.AddPage),
    detail: () => import('./product-sets/ProductSetDetailPage'),
    edit: () => import('./product-sets/product-sets').then((module) => module.productSetPages.EditPage),
  },
});

/** One line of a product's recipe, edited from the product's page. */
export const recipeLineEditUrl = (productId: number, lineId: number) => `${products.listUrl}/${productId}/ingredient/${lineId}/edit`;

const recipeLineRoute: PageRoute = {
  path: `${products.listUrl}/:${products.param}/ingredient/:ingredientInProductId/edit`,
  title: 'Edit Recipe Ingredient',
  authority: 'UPDATE_INGREDIENT_IN_PRODUCT',
  load: () => import('./RecipeLineEditPage'),
};

export const menuRoutes: PageRoute[] = [...products.routes, recipeLineRoute, ...productSets.routes];
