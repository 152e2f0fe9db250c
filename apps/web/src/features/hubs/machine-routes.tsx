import type { PageRoute } from '../../base/route-table';
import { hubs } from './links';

/** Setting a machine at a hub, changing its terminal there, and unloading it: the hub's pages, behind UPDATE_HUB. */
const base = `${hubs.listUrl}/:${hubs.param}/machine`;

export const hubMachineRoutes: PageRoute[] = [
  { path: `${base}/add`, title: 'Set Machine', authority: 'UPDATE_HUB', load: () => import('./HubMachineAddPage') },
  { path: `${base}/:machineHubId/edit`, title: 'Edit Machine at Hub', authority: 'UPDATE_HUB', load: () => import('./HubMachineEditPage') },
  { path: `${base}/:machineHubId/unload`, title: 'Unload Machine', authority: 'UPDATE_HUB', load: () => import('./HubMachineUnloadPage') },
];
