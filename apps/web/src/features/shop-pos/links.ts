export const POS_PATH = '/shop-pos-order';
export const POS_HUB_PARAM = 'hubId';
export const posCounterUrl = (hubId: number) => `${POS_PATH}/${hubId}`;
