import type { PageRoute } from '../../base/route-table';
import { defineResource, pagesOf } from '../../base/resource';

/*
 * Deals (a partner's page in the ordering app, opened by its link or QR code) and the third-party
 * promos they show; the point of sale's partners and sales types; the most discount per transaction.
 */

const deals = () => import('./deals');
const promos = () => import('./third-party-promos');
const named = () => import('./pos-records');

export const shopDeals = defineResource({
  path: '/shop-deal',
  title: 'Shop Deal',
  authority: 'SHOP_DEAL',
  navigation: { group: 'shop' },
  pages: pagesOf(() => deals().then((module) => module.dealPages), { detail: true }),
});

export const shopThirdPartyPromos = defineResource({
  path: '/shop-promotion/thirdpartypromo',
  title: 'Third-party Promo',
  authority: 'SHOP_THIRD_PARTY_PROMO',
  navigation: { group: 'shop' },
  pages: pagesOf(() => promos().then((module) => module.thirdPartyPromoPages('shop')), { detail: true }),
});

/** The same third-party promos in the product promotion section, as the spec lists its pages under both. */
export const shopProductThirdPartyPromos = defineResource({
  path: '/shop-product-promotion/thirdpartypromo',
  title: 'Product Third-party Promo',
  authority: 'SHOP_THIRD_PARTY_PROMO',
  navigation: { group: 'shop' },
  pages: pagesOf(() => promos().then((module) => module.thirdPartyPromoPages('product')), { detail: true }),
});

export const shopPosPartners = defineResource({
  path: '/shop-pos-promotion/partner',
  title: 'Shop POS Partner',
  authority: 'SHOP_POS_PARTNER',
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.posPartnerPages), { detail: true }),
});

export const shopPosSalesTypes = defineResource({
  path: '/shop-pos-sales-type',
  title: 'Shop POS Sales Type',
  authority: 'SHOP_POS_SALES_TYPE',
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.posSalesTypePages), { detail: true }),
});

export const dealQrEditUrl = (id: number) => `/shop-deal/${id}/qr/edit`;
export const dealReportUrl = (id: number) => `/shop-deal/report/${id}`;
export const MAXIMUM_AMOUNT_EDIT = '/shop-promotion/maximum-amount/edit';
/** The same setting in the product promotion section, as the spec lists its pages under both. */
export const PRODUCT_MAXIMUM_AMOUNT_EDIT = '/shop-product-promotion/maximum-amount/edit';

const maximumAmountRoute = (path: string): PageRoute => ({
  path,
  title: 'Edit Maximum Discount per Transaction',
  authority: 'UPDATE_SHOP_DISCOUNT',
  load: () => import('./maximum-amount').then((module) => ({ default: module.MaximumAmountEditPage })),
});

export const shopDealRoutes: PageRoute[] = [
  ...shopDeals.routes,
  {
    path: `/shop-deal/:${shopDeals.param}/qr/edit`,
    title: 'Edit Shop Deal QR',
    authority: 'UPDATE_SHOP_DEAL',
    load: () => import('./deal-qr').then((module) => ({ default: module.QrEditPage })),
  },
  {
    path: `/shop-deal/report/:${shopDeals.param}`,
    title: 'Shop Deal Report',
    authority: 'VIEW_SHOP_DEAL',
    load: () => import('./deal-report').then((module) => ({ default: module.ReportPage })),
  },
  ...shopThirdPartyPromos.routes,
  ...shopProductThirdPartyPromos.routes,
  maximumAmountRoute(MAXIMUM_AMOUNT_EDIT),
  maximumAmountRoute(PRODUCT_MAXIMUM_AMOUNT_EDIT),
  ...shopPosPartners.routes,
  ...shopPosSalesTypes.routes,
];
