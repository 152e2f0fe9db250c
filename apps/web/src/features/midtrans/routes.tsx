import { defineResource } from '../../base/resource';

/** Payment gateway (card payment provider) accounts, which machines at hubs take payments through. */
export const midtranses = defineResource({
  path: '/midtrans',
  title: 'Payment Gateway Account',
  authority: 'MIDTRANS',
  navigation: { group: 'machine', label: 'Payment Gateway Accounts' },
  pages: {
    list: () => import('./MidtransListPage'),
    add: () => import('./MidtransAddPage'),
    detail: () => import('./MidtransDetailPage'),
    edit: () => import('./MidtransEditPage'),
  },
});
