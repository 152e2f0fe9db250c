import { defineResource } from '../../base/resource';

export const shopDeals = defineResource({
  path: '/shop-deal',
  title: 'Shop Deal',
  authority: 'SHOP_DEAL',
  detailPage: true,
});

export const shopThirdPartyPromos = defineResource({
  path: '/shop-promotion/thirdpartypromo',
  title: 'Third-party Promo',
  authority: 'SHOP_THIRD_PARTY_PROMO',
  detailPage: true,
});

/** The same third-party promos in the product promotion section, as the spec lists its pages under both. */
export const shopProductThirdPartyPromos = defineResource({
  path: '/shop-product-promotion/thirdpartypromo',
  title: 'Product Third-party Promo',
  authority: 'SHOP_THIRD_PARTY_PROMO',
  detailPage: true,
});

export const shopPosPartners = defineResource({
  path: '/shop-pos-promotion/partner',
  title: 'Shop POS Partner',
  authority: 'SHOP_POS_PARTNER',
  detailPage: true,
});

export const shopPosSalesTypes = defineResource({
  path: '/shop-pos-sales-type',
  title: 'Shop POS Sales Type',
  authority: 'SHOP_POS_SALES_TYPE',
  detailPage: true,
});

export const dealQrEditUrl = (id: number) => `/shop-deal/${id}/qr/edit`;
export const dealReportUrl = (id: number) => `/shop-deal/report/${id}`;
export const MAXIMUM_AMOUNT_EDIT = '/shop-promotion/maximum-amount/edit';

/** The same setting in the product promotion section, as the spec lists its pages under both. */
export const PRODUCT_MAXIMUM_AMOUNT_EDIT = '/shop-product-promotion/maximum-amount/edit';
