import { defineResource } from '../../base/resource';

/** Versions of the machines' app, and their rollout to chosen machines. */
export const machineSoftwareUpdates = defineResource({
  path: '/machine-software-update',
  title: 'Software Update',
  authority: 'MACHINE_SOFTWARE_UPDATE',
  detailPage: true,
});
