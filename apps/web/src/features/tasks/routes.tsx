import type { PageRoute } from '../../base/route-table';
import { TASK_PARAM, TASK_REPORT_PARAM } from './links';

/*
 * Refill tasks. A refiller lives in My Task (today's route on a phone); supervisors see all tasks,
 * the work in progress, the week's schedule, assign the planner's proposals and read each refiller's
 * day in the task reports. Addresses are the spec's (point 2).
 */

export const taskRoutes: PageRoute[] = [
  { path: '/task', title: 'My Task', authority: 'VIEW_TASK', navigation: { group: 'refiller', label: 'My Task' }, load: () => import('./MyTaskPage') },
  { path: '/task/all', title: 'All Tasks', authority: 'VIEW_ALL_TASKS', navigation: { group: 'refiller', label: 'All Tasks' }, load: () => import('./AllTasksPage') },
  { path: '/task/wip', title: 'WIP Task', authority: 'VIEW_ALL_TASKS', navigation: { group: 'refiller', label: 'WIP Task' }, load: () => import('./WipTaskPage') },
  { path: '/task/all-schedule', title: 'Task Schedule', authority: 'VIEW_ALL_TASKS', navigation: { group: 'refiller', label: 'Task Schedule' }, load: () => import('./TaskSchedulePage') },
  { path: '/task/report', title: 'Task Report', authority: 'VIEW_TASK_REPORT', navigation: { group: 'refiller', label: 'Task Report' }, load: () => import('./task-report-pages').then((module) => ({ default: module.TaskReportListPage })) },
  { path: `/task/report/:${TASK_REPORT_PARAM}`, title: 'Report Detail', authority: 'VIEW_TASK_REPORT', load: () => import('./task-report-pages').then((module) => ({ default: module.ReportDetailPage })) },
  { path: '/task/add', title: 'Add Task', authority: 'CREATE_TASK', load: () => import('./task-form-pages').then((module) => ({ default: module.TaskAddPage })) },
  { path: `/task/all/:${TASK_PARAM}`, title: 'Task Detail', authority: 'VIEW_ALL_TASKS', load: () => import('./TaskDetailPage') },
  { path: `/task/:${TASK_PARAM}`, title: 'Task Detail', authority: 'VIEW_TASK', load: () => import('./TaskDetailPage') },
  { path: `/task/:${TASK_PARAM}/edit`, title: 'Edit Task', authority: 'UPDATE_TASK', load: () => import('./task-form-pages').then((module) => ({ default: module.TaskEditPage })) },
  { path: `/task/:${TASK_PARAM}/assign`, title: 'Assign Task', authority: 'UPDATE_TASK', menuEntry: '/task/all', load: () => import('./AssignTaskPage') },
  { path: '/stock-preparation', title: 'Stock Preparation', authority: 'STOCK_PREPARATION', navigation: { group: 'refiller', label: 'Stock Preparation' }, load: () => import('./StockPreparationPage') },
];
