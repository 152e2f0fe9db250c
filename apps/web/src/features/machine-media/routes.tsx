import type { PageRoute } from '../../base/route-table';
import { defineResource, pagesOf } from '../../base/resource';

/** Pictures machines show beside their menu. */
export const machineBanners = defineResource({
  path: '/machine-banner',
  title: 'Machine Banner',
  authority: 'MACHINE_BANNER',
  navigation: { group: 'machine', label: 'Machine Banners' },
  pages: pagesOf(() => import('./machine-media').then((module) => module.machineBannerPages), { detail: true }),
});

/** Pictures machines show while nobody is ordering. */
export const machineScreensavers = defineResource({
  path: '/machine-screensaver',
  title: 'Machine Screensaver',
  authority: 'MACHINE_SCREENSAVER',
  navigation: { group: 'machine', label: 'Machine Screensavers' },
  pages: pagesOf(() => import('./machine-media').then((module) => module.machineScreensaverPages), { detail: true }),
});

export const machineMediaRoutes: PageRoute[] = [...machineBanners.routes, ...machineScreensavers.routes];
