import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { machines } from './links';

export const machineRoutes: PageRoute[] = [
  ...resourceRoutes(machines, {
    navigation: { group: 'machine', label: 'Machine' },
    pages: {
      list: () => import('./MachineListPage'),
      add: () => import('./MachineAddPage'),
      detail: () => import('./MachineDetailPage'),
      edit: () => import('./MachineEditPage'),
    },
  }),
  // /machine/4, the address people guess, leads to the machine's page.
  { path: `${machines.path}/:${machines.param}`, title: 'Machine Detail', authority: 'VIEW_MACHINE', load: () => import('./MachineShortAddress') },
];
