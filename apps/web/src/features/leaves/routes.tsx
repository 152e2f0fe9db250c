import type { PageRoute } from '../../base/route-table';
import { defineResource } from '../../base/resource';

const pages = () => import('./LeavePages').then((module) => module.leavePages);

/** Days people are away; approved leave keeps a refiller out of that day's plan. */
export const leaveResource = defineResource({
  path: '/leave',
  title: 'Leave',
  authority: 'LEAVE',
  navigation: { group: 'refiller' },
  pages: {
    list: () => pages().then((set) => set.ListPage),
    add: () => pages().then((set) => set.AddPage),
    detail: () => pages().then((set) => set.DetailPage),
    edit: () => pages().then((set) => set.EditPage),
  },
});

export const leaveRoutes: PageRoute[] = leaveResource.routes;
