import type { PageRoute } from '../../base/route-table';
import { resourceRoutes, pagesOf } from '../../base/resource';
import { shopDeals, shopThirdPartyPromos, shopProductThirdPartyPromos, shopPosPartners, shopPosSalesTypes, MAXIMUM_AMOUNT_EDIT, PRODUCT_MAXIMUM_AMOUNT_EDIT } from './links';

/*
 * Deals (a partner's page in the ordering app, opened by its link or QR code) and the third-party
 * promos they show; the point of sale's partners and sales types; the most discount per transaction.
 */

const deals = () => import('./deals');
const promos = () => import('./third-party-promos');
const named = () => import('./pos-records');

const shopDealsRoutes = resourceRoutes(shopDeals, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => deals().then((module) => module.dealPages), { detail: true }),
});

const shopThirdPartyPromosRoutes = resourceRoutes(shopThirdPartyPromos, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => promos().then((module) => module.thirdPartyPromoPages('shop')), { detail: true }),
});

const shopProductThirdPartyPromosRoutes = resourceRoutes(shopProductThirdPartyPromos, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => promos().then((module) => module.thirdPartyPromoPages('product')), { detail: true }),
});

const shopPosPartnersRoutes = resourceRoutes(shopPosPartners, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.posPartnerPages), { detail: true }),
});

const shopPosSalesTypesRoutes = resourceRoutes(shopPosSalesTypes, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => named().then((module) => module.posSalesTypePages), { detail: true }),
});

const maximumAmountRoute = (path: string): PageRoute => ({
  path,
  title: 'Edit Maximum Discount per Transaction',
  authority: 'UPDATE_SHOP_DISCOUNT',
  load: () => import('./maximum-amount').then((module) => ({ default: module.MaximumAmountEditPage })),
});

export const shopDealRoutes: PageRoute[] = [
  ...shopDealsRoutes,
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
  ...shopThirdPartyPromosRoutes,
  ...shopProductThirdPartyPromosRoutes,
  maximumAmountRoute(MAXIMUM_AMOUNT_EDIT),
  maximumAmountRoute(PRODUCT_MAXIMUM_AMOUNT_EDIT),
  ...shopPosPartnersRoutes,
  ...shopPosSalesTypesRoutes,
];
