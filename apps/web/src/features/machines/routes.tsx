import type { PageRoute } from '../../base/route-table';
import { MACHINE_LIST_URL, MACHINE_ADD_URL, MACHINE_PARAM } from './links';

/*
 * The fleet. The spec puts a machine's page at /machine/machine/{machineId} (beside the drafts at
 * /machine/machine-draft/...), so these routes are written out rather than made by defineResource.
 */

export const machineRoutes: PageRoute[] = [
  { path: MACHINE_LIST_URL, title: 'Machine', authority: 'VIEW_MACHINE', navigation: { group: 'machine', label: 'Machine' }, load: () => import('./MachineListPage') },
  { path: MACHINE_ADD_URL, title: 'Add Machine', authority: 'CREATE_MACHINE', load: () => import('./MachineAddPage') },
  { path: `/machine/:${MACHINE_PARAM}`, title: 'Machine Detail', authority: 'VIEW_MACHINE', load: () => import('./MachineShortAddress') },
  { path: `/machine/machine/:${MACHINE_PARAM}`, title: 'Machine Detail', authority: 'VIEW_MACHINE', load: () => import('./MachineDetailPage') },
  { path: `/machine/machine/:${MACHINE_PARAM}/edit`, title: 'Edit Machine', authority: 'UPDATE_MACHINE', load: () => import('./MachineEditPage') },
];
