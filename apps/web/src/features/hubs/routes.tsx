import { defineResource } from '../../base/resource';

export const hubs = defineResource({
  path: '/hub',
  title: 'Hub',
  authority: 'HUB',
  navigation: { group: 'general' },
  pages: { list: () => import('./HubListPage'), add: () => import('./HubAddPage'), detail: () => import('./HubDetailPage'), edit: () => import('./HubEditPage') },
});
