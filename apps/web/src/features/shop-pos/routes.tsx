import type { PageRoute } from '../../base/route-table';
import { POS_PATH, POS_HUB_PARAM } from './links';

/*
 * The point of sale (spec point 3). The spec names no route for it: the counter lives under
 * /shop-pos-order, the outlet chosen first (docs/shop-orders.md), so a cashier's bookmark opens their
 * own outlet's counter.
 */

export const shopPosRoutes: PageRoute[] = [
  { path: POS_PATH, title: 'Point of Sale', authority: 'VIEW_SHOP_POS_ORDER', navigation: { group: 'shop', label: 'Point of Sale' }, load: () => import('./PosOutletsPage') },
  { path: `${POS_PATH}/:${POS_HUB_PARAM}`, title: 'Point of Sale', authority: 'VIEW_SHOP_POS_ORDER', menuEntry: POS_PATH, load: () => import('./PosPage') },
];
