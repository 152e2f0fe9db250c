import { defineResource } from '../../base/resource';

export const internalCouriers = defineResource({
  path: '/internal-courier',
  title: 'Internal Courier',
  authority: 'SHOP_COURIER',
});

export const SHOP_COURIER_PARAM = internalCouriers.param;
