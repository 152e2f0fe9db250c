import type { PageRoute } from '../../base/route-table';
import { defineResource } from '../../base/resource';

const pages = () => import('./RefillerSchedulePages').then((module) => module.refillerSchedulePages);

/** Who refills, on which weekdays, on foot or by car: what the refill planner plans with. */
export const refillerSchedules = defineResource({
  path: '/refiller-schedule',
  title: 'Refiller Schedule',
  authority: 'REFILLER_SCHEDULE',
  navigation: { group: 'refiller' },
  pages: {
    list: () => pages().then((set) => set.ListPage),
    add: () => pages().then((set) => set.AddPage),
    edit: () => pages().then((set) => set.EditPage),
  },
});

export const refillerScheduleRoutes: PageRoute[] = refillerSchedules.routes;
