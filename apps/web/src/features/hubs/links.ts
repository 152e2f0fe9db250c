import { defineResource } from '../../base/resource';

export const hubs = defineResource({
  path: '/hub',
  title: 'Hub',
  authority: 'HUB',
  detailPage: true,
});

/** Setting a machine at a hub, changing its terminal there, and unloading it: the hub's pages, behind UPDATE_HUB. */
export const hubMachineAddUrl = (hubId: number) => `${hubs.url(hubId)}/machine/add`;
export const hubMachineEditUrl = (hubId: number, machineHubId: number) => `${hubs.url(hubId)}/machine/${machineHubId}/edit`;
export const hubMachineUnloadUrl = (hubId: number, machineHubId: number) => `${hubs.url(hubId)}/machine/${machineHubId}/unload`;
