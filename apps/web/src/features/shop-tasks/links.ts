import { defineResource } from '../../base/resource';

export const shopTasks = defineResource({
  path: '/shop-task',
  title: 'Outlet Task',
  authority: 'SHOP_TASK',
  detailPage: true,
});

export const SHOP_TASK_PARAM = shopTasks.param;
export const shopTaskAssignUrl = (id: number) => `${shopTasks.url(id)}/assign`;
export const shopTaskRefillUrl = (id: number) => `${shopTasks.url(id)}/refill`;
