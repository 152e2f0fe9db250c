import { defineResource } from '../../base/resource';

/** The menu: the drinks the machines sell, each with its recipe and pricing history. */
export const products = defineResource({
  path: '/menu',
  title: 'Menu',
  authority: 'PRODUCT',
  detailPage: true,
});

/** Sets of products loaded on machines together. */
export const productSets = defineResource({
  path: '/menu-set',
  title: 'Menu Set',
  authority: 'PRODUCT_SET',
  detailPage: true,
});

/** One line of a product's recipe, edited from the product's page. */
export const recipeLineEditUrl = (productId: number, lineId: number) => `${products.listUrl}/${productId}/ingredient/${lineId}/edit`;
