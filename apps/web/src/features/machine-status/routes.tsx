import type { PageRoute } from '../../base/route-table';

/** The machines in error now. A machine's history and instructions are sections of the machine page. */
export const MACHINE_STATUS_ERROR_URL = '/machine-status-error';

export const machineStatusRoutes: PageRoute[] = [
  {
    path: MACHINE_STATUS_ERROR_URL,
    title: 'Machine Status Error',
    authority: 'VIEW_MACHINE_STATUS_ERROR',
    navigation: { group: 'machine', label: 'Machine Status Error' },
    load: () => import('./MachineStatusErrorPage'),
  },
];
