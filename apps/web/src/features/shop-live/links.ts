/** Links to a barista's live screen, apart from the route table that loads its pages. */
export const LIVE_ORDER_PATH = '/shop-barista';
export const LIVE_ORDER_HUB_PARAM = 'hubId';
export const liveOrderUrl = (shopHubId: number) => `${LIVE_ORDER_PATH}/${shopHubId}/live-order`;
