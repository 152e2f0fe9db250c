import type { PageRoute } from '../../base/route-table';
import { MACHINE_STATUS_ERROR_URL } from './links';

export const machineStatusRoutes: PageRoute[] = [
  {
    path: MACHINE_STATUS_ERROR_URL,
    title: 'Machine Status Error',
    authority: 'VIEW_MACHINE_STATUS_ERROR',
    navigation: { group: 'machine', label: 'Machine Status Error' },
    load: () => import('./MachineStatusErrorPage'),
  },
];
