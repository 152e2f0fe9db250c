import type { PageRoute } from '../../base/route-table';

/** Charts of what the machines sold and how well they ran, for a period and a hub. */
export const analyticsRoutes: PageRoute[] = [
  {
    path: '/analytics-machine',
    title: 'Machine Analytics',
    authority: 'VIEW_ANALYTICS_MACHINE',
    navigation: { group: 'analytics', label: 'Machine' },
    load: () => import('./MachineAnalyticsPage'),
  },
];
