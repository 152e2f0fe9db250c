import type { PageRoute } from '../../base/route-table';
import { defineResource, pagesOf } from '../../base/resource';

/** Promos on the outlets' menus. */
export const shopMenuPromos = defineResource({
  path: '/shop-promotion/promo',
  title: 'Shop Promo',
  authority: 'SHOP_PROMO',
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./promos').then((module) => module.promoPages('MENU')), { detail: true }),
});

/** Promos on the vending shop's products: the same pages, with products in the item groups. */
export const shopProductPromos = defineResource({
  path: '/shop-product-promotion/promo',
  title: 'Shop Product Promo',
  authority: 'SHOP_PROMO',
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./promos').then((module) => module.promoPages('PRODUCT')), { detail: true }),
});

/** The point of sale's promos, listed at /shop-pos-promotion and kept under /shop-pos-promotion/promo, beside its partners (/shop-pos-promotion/partner). */
export const shopPosPromos = defineResource({
  path: '/shop-pos-promotion/promo',
  listPath: '/shop-pos-promotion',
  title: 'Shop POS Promo',
  authority: 'SHOP_POS_PROMO',
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./pos-promos').then((module) => module.posPromoPages), { detail: true }),
});

export const shopPromotionRoutes: PageRoute[] = [...shopMenuPromos.routes, ...shopProductPromos.routes, ...shopPosPromos.routes];
