import type { PageRoute } from '../../base/route-table';

/** The AI configuration: one record, seen at /ai-config and changed at /ai-config/edit. */
export const latteConfigRoutes: PageRoute[] = [
  {
    path: '/ai-config',
    title: 'AI Configuration',
    authority: 'VIEW_LATTE_CONFIG',
    navigation: { group: 'refiller', label: 'AI Configuration' },
    load: () => import('./LatteConfigPages').then((module) => ({ default: module.LatteConfigPage })),
  },
  {
    path: '/ai-config/edit',
    title: 'Edit AI Configuration',
    authority: 'UPDATE_LATTE_CONFIG',
    load: () => import('./LatteConfigPages').then((module) => ({ default: module.LatteConfigEditPage })),
  },
];
