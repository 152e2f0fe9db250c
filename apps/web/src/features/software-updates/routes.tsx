import type { PageRoute } from '../../base/route-table';
import { resourceRoutes, pagesOf } from '../../base/resource';
import { machineSoftwareUpdates } from './links';

export const softwareUpdateRoutes: PageRoute[] = resourceRoutes(machineSoftwareUpdates, {
  navigation: { group: 'software-update' },
  pages: pagesOf(() => import('./software-updates').then((module) => module.machineSoftwareUpdatePages), { detail: true }),
});
