import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { leaveResource } from './links';

const pages = () => import('./LeavePages').then((module) => module.leavePages);

export const leaveRoutes: PageRoute[] = resourceRoutes(leaveResource, {
  navigation: { group: 'refiller' },
  pages: {
    list: () => pages().then((set) => set.ListPage),
    add: () => pages().then((set) => set.AddPage),
    detail: () => pages().then((set) => set.DetailPage),
    edit: () => pages().then((set) => set.EditPage),
  },
});
