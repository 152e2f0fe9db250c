import type { PageRoute } from '../../base/route-table';

/** A barista's live screen for one outlet: its open orders, moved by live updates. */
export const LIVE_ORDER_HUB_PARAM = 'hubId';
export const liveOrderUrl = (shopHubId: number) => `/shop-barista/${shopHubId}/live-order`;

export const shopLiveRoutes: PageRoute[] = [
  { path: `/shop-barista/:${LIVE_ORDER_HUB_PARAM}/live-order`, title: 'Live Order', authority: 'VIEW_LIVE_ORDER', load: () => import('./LiveOrderPage') },
];
