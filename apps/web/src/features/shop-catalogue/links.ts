import { defineResource } from '../../base/resource';

export const shopMerchants = defineResource({
  path: '/shop-merchant',
  title: 'Shop Merchant',
  authority: 'SHOP_MERCHANT',
  detailPage: true,
});

export const shopPartners = defineResource({
  path: '/shop-partner',
  title: 'Shop Partner',
  authority: 'SHOP_PARTNER',
  detailPage: true,
});

/** Categories are listed at /shop-menu-category and kept under /shop-menu-category/category. */
export const shopMenuCategories = defineResource({
  path: '/shop-menu-category/category',
  listPath: '/shop-menu-category',
  title: 'Shop Menu Category',
  authority: 'SHOP_MENU_CATEGORY',
  detailPage: true,
});

export const shopMenuSubcategories = defineResource({
  path: '/shop-menu-category/subcategory',
  title: 'Shop Menu Subcategory',
  authority: 'SHOP_MENU_SUBCATEGORY',
  detailPage: true,
});

export const shopMenuDisplayCategories = defineResource({
  path: '/shop-menu-display-category',
  title: 'Shop Menu Display Category',
  authority: 'SHOP_MENU_DISPLAY_CATEGORY',
  detailPage: true,
});

export const shopProductDisplayCategories = defineResource({
  path: '/shop-product-display-category',
  title: 'Shop Product Display Category',
  authority: 'SHOP_PRODUCT_DISPLAY_CATEGORY',
  detailPage: true,
});

export const shopMenuCustomizations = defineResource({
  path: '/shop-menu-customization',
  title: 'Shop Menu Customization',
  authority: 'SHOP_MENU_CUSTOMIZATION',
  detailPage: true,
});

export const shopToppings = defineResource({
  path: '/shop-topping',
  title: 'Shop Topping',
  authority: 'SHOP_TOPPING',
  detailPage: true,
});

export const shopVariants = defineResource({
  path: '/shop-variant',
  title: 'Shop Variant',
  authority: 'SHOP_VARIANT',
  detailPage: true,
});
