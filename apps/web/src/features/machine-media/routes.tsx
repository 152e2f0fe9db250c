import type { PageRoute } from '../../base/route-table';
import { resourceRoutes, pagesOf } from '../../base/resource';
import { machineBanners, machineScreensavers } from './links';

const machineBannersRoutes = resourceRoutes(machineBanners, {
  navigation: { group: 'machine', label: 'Machine Banners' },
  pages: pagesOf(() => import('./machine-media').then((module) => module.machineBannerPages), { detail: true }),
});

const machineScreensaversRoutes = resourceRoutes(machineScreensavers, {
  navigation: { group: 'machine', label: 'Machine Screensavers' },
  pages: pagesOf(() => import('./machine-media').then((module) => module.machineScreensaverPages), { detail: true }),
});

export const machineMediaRoutes: PageRoute[] = [...machineBannersRoutes, ...machineScreensaversRoutes];
