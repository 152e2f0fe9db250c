import { defineResource } from '../../base/resource';

/** The shop menu: drinks and foods merchants sell at outlets, with their sizes, toppings, ingredients and history. */
export const shopMenus = defineResource({
  path: '/shop-menu',
  title: 'Shop Menu',
  authority: 'SHOP_MENU',
  detailPage: true,
});

/** Vending products the ordering app sells for pick-up at a machine. */
export const shopProducts = defineResource({
  path: '/shop-product',
  title: 'Shop Product',
  authority: 'SHOP_PRODUCT',
  detailPage: true,
});

/** One ingredient line of a shop menu, edited from the menu's page. */
export const shopMenuIngredientEditUrl = (shopMenuId: number, lineId: number) => `${shopMenus.listUrl}/${shopMenuId}/ingredient/${lineId}/edit`;
