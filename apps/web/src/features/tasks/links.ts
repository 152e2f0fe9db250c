export const TASK_PARAM = 'taskId';
export const TASK_REPORT_PARAM = 'taskReportId';

export const taskLinks = {
  mine: '/task',
  all: '/task/all',
  add: '/task/add',
  wip: '/task/wip',
  schedule: '/task/all-schedule',
  reports: '/task/report',
  stockPreparation: '/stock-preparation',
  url: (id: number) => `/task/${id}`,
  allUrl: (id: number) => `/task/all/${id}`,
  editUrl: (id: number) => `/task/${id}/edit`,
  assignUrl: (id: number) => `/task/${id}/assign`,
  reportUrl: (reportId: string) => `/task/report/${reportId}`,
};
