import type { PageRoute } from '../../base/route-table';
import { LIVE_ORDER_HUB_PARAM, LIVE_ORDER_PATH } from './links';

/** A barista's live screen for one outlet: its open orders, moved by live updates; the outlet chosen first. */
export const shopLiveRoutes: PageRoute[] = [
  { path: LIVE_ORDER_PATH, title: 'Live Order', authority: 'VIEW_LIVE_ORDER', navigation: { group: 'shop', label: 'Live Order' }, load: () => import('./LiveOutletsPage') },
  { path: `${LIVE_ORDER_PATH}/:${LIVE_ORDER_HUB_PARAM}/live-order`, title: 'Live Order', authority: 'VIEW_LIVE_ORDER', menuEntry: LIVE_ORDER_PATH, load: () => import('./LiveOrderPage') },
];
