import type { PageRoute } from '../../base/route-table';

/** The machines the refill plan of a day could not give to any refiller, and why; and planning a day on demand. */
export const refillPlanRoutes: PageRoute[] = [
  {
    path: '/refiller-schedule/out-of-reach',
    title: 'Out of Reach',
    authority: 'VIEW_REFILLER_SCHEDULE',
    navigation: { group: 'refiller', label: 'Out of Reach' },
    load: () => import('./OutOfReachPage'),
  },
];
