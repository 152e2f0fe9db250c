import { defineResource } from '../../base/resource';

/** Payment gateway (card payment provider) accounts, which machines at hubs take payments through. */
export const midtranses = defineResource({
  path: '/midtrans',
  title: 'Payment Gateway Account',
  authority: 'MIDTRANS',
  detailPage: true,
});
