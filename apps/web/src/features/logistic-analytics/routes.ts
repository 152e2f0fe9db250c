import type { PageRoute } from '../../base/route-table';

/** Charts of how the refillers' tasks went: on time, distances, machines that ran empty, cups per visit. */
export const logisticAnalyticsRoutes: PageRoute[] = [
  {
    path: '/analytics-logistic',
    title: 'Logistic Analytics',
    authority: 'VIEW_ANALYTICS_LOGISTIC',
    navigation: { group: 'analytics', label: 'Logistic' },
    load: () => import('./LogisticAnalyticsPage'),
  },
];
