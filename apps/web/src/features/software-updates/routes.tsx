import type { PageRoute } from '../../base/route-table';
import { defineResource, pagesOf } from '../../base/resource';

/** Versions of the machines' app, and their rollout to chosen machines. */
export const machineSoftwareUpdates = defineResource({
  path: '/machine-software-update',
  title: 'Software Update',
  authority: 'MACHINE_SOFTWARE_UPDATE',
  navigation: { group: 'software-update' },
  pages: pagesOf(() => import('./software-updates').then((module) => module.machineSoftwareUpdatePages), { detail: true }),
});

export const softwareUpdateRoutes: PageRoute[] = machineSoftwareUpdates.routes;
