import type { PageRoute } from '../../base/route-table';

export const userActivityRoutes: PageRoute[] = [
  {
    path: '/user-activity',
    title: 'User Activity',
    authority: 'VIEW_USER_ACTIVITY',
    navigation: { group: 'user-and-role', label: 'User Activity' },
    load: () => import('./UserActivityListPage'),
  },
];
