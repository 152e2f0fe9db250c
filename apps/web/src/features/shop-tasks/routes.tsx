import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { shopTasks, SHOP_TASK_PARAM } from './links';

/*
 * Outlet tasks (spec point 2: /shop-task with add, {shopTaskId}, assign, edit and refill). A
 * supervisor sets and assigns them; the assignee finds theirs in the same list (the server shows
 * them only their own), starts one and refills the outlet's stock on Refill Outlet Task.
 */
const shopTasksRoutes = resourceRoutes(shopTasks, {
  navigation: { group: 'refiller' },
  pages: {
    list: () => import('./ShopTaskListPage'),
    add: () => import('./shop-task-form-pages').then((module) => ({ default: module.ShopTaskAddPage })),
    detail: () => import('./ShopTaskDetailPage'),
    edit: () => import('./shop-task-form-pages').then((module) => ({ default: module.ShopTaskEditPage })),
  },
});

const under = `${shopTasks.listUrl}/:${SHOP_TASK_PARAM}`;

export const shopTaskRoutes: PageRoute[] = [
  ...shopTasksRoutes,
  { path: `${under}/assign`, title: 'Assign Outlet Task', authority: 'UPDATE_SHOP_TASK', menuEntry: shopTasks.listUrl, load: () => import('./AssignShopTaskPage') },
  { path: `${under}/refill`, title: 'Refill Outlet Task', authority: 'UPDATE_SHOP_TASK', menuEntry: shopTasks.listUrl, load: () => import('./RefillShopTaskPage') },
];
