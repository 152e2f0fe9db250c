import { defineResource } from '../../base/resource';

/** Pictures machines show beside their menu. */
export const machineBanners = defineResource({
  path: '/machine-banner',
  title: 'Machine Banner',
  authority: 'MACHINE_BANNER',
  detailPage: true,
});

/** Pictures machines show while nobody is ordering. */
export const machineScreensavers = defineResource({
  path: '/machine-screensaver',
  title: 'Machine Screensaver',
  authority: 'MACHINE_SCREENSAVER',
  detailPage: true,
});
