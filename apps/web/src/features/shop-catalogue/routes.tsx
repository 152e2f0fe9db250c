import type { PageRoute } from '../../base/route-table';
import { resourceRoutes, pagesOf } from '../../base/resource';
import { shopMerchants, shopPartners, shopMenuCategories, shopMenuSubcategories, shopMenuDisplayCategories, shopProductDisplayCategories, shopMenuCustomizations, shopToppings, shopVariants } from './links';

/*
 * What the online shop sells is made of: merchants and partners, how menus are grouped (categories and
 * their subcategories, display categories), and what a drink can be made with (customizations,
 * toppings, variants).
 */

const named = () => import('./named-records');

const shopMerchantsRoutes = resourceRoutes(shopMerchants, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.merchantPages), { detail: true }),
});

const shopPartnersRoutes = resourceRoutes(shopPartners, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.partnerPages), { detail: true }),
});

const shopMenuCategoriesRoutes = resourceRoutes(shopMenuCategories, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.categoryPages), { detail: true }),
});

const shopMenuSubcategoriesRoutes = resourceRoutes(shopMenuSubcategories, {
  pages: pagesOf(() => named().then((module) => module.subcategoryPages), { detail: true }),
});

const shopMenuDisplayCategoriesRoutes = resourceRoutes(shopMenuDisplayCategories, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.menuDisplayCategoryPages), { detail: true }),
});

const shopProductDisplayCategoriesRoutes = resourceRoutes(shopProductDisplayCategories, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.productDisplayCategoryPages), { detail: true }),
});

const shopMenuCustomizationsRoutes = resourceRoutes(shopMenuCustomizations, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./customizations').then((module) => module.customizationPages), { detail: true }),
});

const shopToppingsRoutes = resourceRoutes(shopToppings, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.toppingPages), { detail: true }),
});

const shopVariantsRoutes = resourceRoutes(shopVariants, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./variants').then((module) => module.variantPages), { detail: true }),
});

export const shopCatalogueRoutes: PageRoute[] = [
  ...shopMerchantsRoutes,
  ...shopPartnersRoutes,
  ...shopMenuCategoriesRoutes,
  ...shopMenuSubcategoriesRoutes,
  ...shopMenuDisplayCategoriesRoutes,
  ...shopProductDisplayCategoriesRoutes,
  ...shopMenuCustomizationsRoutes,
  ...shopToppingsRoutes,
  ...shopVariantsRoutes,
];
