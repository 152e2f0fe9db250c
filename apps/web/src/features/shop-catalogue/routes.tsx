import type { PageRoute } from '../../base/route-table';
import { defineResource, pagesOf } from '../../base/resource';

/*
 * What the online shop sells is made of: merchants and partners, how menus are grouped (categories and
 * their subcategories, display categories), and what a drink can be made with (customizations,
 * toppings, variants).
 */

const named = () => import('./named-records');

export const shopMerchants = defineResource({
  path: '/shop-merchant',
  title: 'Shop Merchant',
  authority: 'SHOP_MERCHANT',
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.merchantPages), { detail: true }),
});

export const shopPartners = defineResource({
  path: '/shop-partner',
  title: 'Shop Partner',
  authority: 'SHOP_PARTNER',
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.partnerPages), { detail: true }),
});

/** Categories are listed at /shop-menu-category and kept under /shop-menu-category/category. */
export const shopMenuCategories = defineResource({
  path: '/shop-menu-category/category',
  listPath: '/shop-menu-category',
  title: 'Shop Menu Category',
  authority: 'SHOP_MENU_CATEGORY',
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.categoryPages), { detail: true }),
});

export const shopMenuSubcategories = defineResource({
  path: '/shop-menu-category/subcategory',
  title: 'Shop Menu Subcategory',
  authority: 'SHOP_MENU_SUBCATEGORY',
  pages: pagesOf(() => named().then((module) => module.subcategoryPages), { detail: true }),
});

export const shopMenuDisplayCategories = defineResource({
  path: '/shop-menu-display-category',
  title: 'Shop Menu Display Category',
  authority: 'SHOP_MENU_DISPLAY_CATEGORY',
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.menuDisplayCategoryPages), { detail: true }),
});

export const shopProductDisplayCategories = defineResource({
  path: '/shop-product-display-category',
  title: 'Shop Product Display Category',
  authority: 'SHOP_PRODUCT_DISPLAY_CATEGORY',
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.productDisplayCategoryPages), { detail: true }),
});

export const shopMenuCustomizations = defineResource({
  path: '/shop-menu-customization',
  title: 'Shop Menu Customization',
  authority: 'SHOP_MENU_CUSTOMIZATION',
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./customizations').then((module) => module.customizationPages), { detail: true }),
});

export const shopToppings = defineResource({
  path: '/shop-topping',
  title: 'Shop Topping',
  authority: 'SHOP_TOPPING',
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.toppingPages), { detail: true }),
});

export const shopVariants = defineResource({
  path: '/shop-variant',
  title: 'Shop Variant',
  authority: 'SHOP_VARIANT',
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./variants').then((module) => module.variantPages), { detail: true }),
});

export const shopCatalogueRoutes: PageRoute[] = [
  shopMerchants,
  shopPartners,
  shopMenuCategories,
  shopMenuSubcategories,
  shopMenuDisplayCategories,
  shopProductDisplayCategories,
  shopMenuCustomizations,
  shopToppings,
  shopVariants,
].flatMap((resource) => resource.routes);
