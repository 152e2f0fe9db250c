import { defineResource } from '../../base/resource';

/** Promos on the outlets' menus. */
export const shopMenuPromos = defineResource({
  path: '/shop-promotion/promo',
  title: 'Shop Promo',
  authority: 'SHOP_PROMO',
  detailPage: true,
});

/** Promos on the vending shop's products: the same pages, with products in the item groups. */
export const shopProductPromos = defineResource({
  path: '/shop-product-promotion/promo',
  title: 'Shop Product Promo',
  authority: 'SHOP_PROMO',
  detailPage: true,
});

/** The point of sale's promos, listed at /shop-pos-promotion and kept under /shop-pos-promotion/promo, beside its partners (/shop-pos-promotion/partner). */
export const shopPosPromos = defineResource({
  path: '/shop-pos-promotion/promo',
  listPath: '/shop-pos-promotion',
  title: 'Shop POS Promo',
  authority: 'SHOP_POS_PROMO',
  detailPage: true,
});
