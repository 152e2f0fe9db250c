import { resourceRoutes } from '../../base/resource';
import { midtranses } from './links';

export const midtransRoutes = resourceRoutes(midtranses, {
  navigation: { group: 'machine', label: 'Payment Gateway Accounts' },
  pages: {
    list: () => import('./MidtransListPage'),
    add: () => import('./MidtransAddPage'),
    detail: () => import('./MidtransDetailPage'),
    edit: () => import('./MidtransEditPage'),
  },
});
