import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { refillerSchedules } from './links';

const pages = () => import('./RefillerSchedulePages').then((module) => module.refillerSchedulePages);

export const refillerScheduleRoutes: PageRoute[] = resourceRoutes(refillerSchedules, {
  navigation: { group: 'refiller' },
  pages: {
    list: () => pages().then((set) => set.ListPage),
    add: () => pages().then((set) => set.AddPage),
    edit: () => pages().then((set) => set.EditPage),
  },
});
