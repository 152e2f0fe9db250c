import type { PageRoute } from '../../base/route-table';
import { MACHINE_DRAFT_LIST_URL, MACHINE_DRAFT_PARAM } from './links';

/*
 * Machines that registered themselves on their first boot, and the spec's "Convert Machine Draft to
 * Machine" at /machine/machine-draft/{machineDraftId}/edit, which needs CREATE_MACHINE.
 */

export const machineDraftRoutes: PageRoute[] = [
  {
    path: MACHINE_DRAFT_LIST_URL,
    title: 'Machine Draft',
    authority: 'VIEW_MACHINE_DRAFT',
    navigation: { group: 'machine', label: 'Machine Draft' },
    load: () => import('./MachineDraftListPage'),
  },
  { path: `${MACHINE_DRAFT_LIST_URL}/:${MACHINE_DRAFT_PARAM}/edit`, title: 'Convert Machine Draft to Machine', authority: 'CREATE_MACHINE', load: () => import('./MachineDraftConvertPage') },
];
