import type { PageRoute } from '../../base/route-table';
import { resourceRoutes, pagesOf } from '../../base/resource';
import { shopMenuPromos, shopProductPromos, shopPosPromos } from './links';

const shopMenuPromosRoutes = resourceRoutes(shopMenuPromos, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./promos').then((module) => module.promoPages('MENU')), { detail: true }),
});

const shopProductPromosRoutes = resourceRoutes(shopProductPromos, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./promos').then((module) => module.promoPages('PRODUCT')), { detail: true }),
});

const shopPosPromosRoutes = resourceRoutes(shopPosPromos, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./pos-promos').then((module) => module.posPromoPages), { detail: true }),
});

export const shopPromotionRoutes: PageRoute[] = [...shopMenuPromosRoutes, ...shopProductPromosRoutes, ...shopPosPromosRoutes];
