import { resourceRoutes } from '../../base/resource';
import { hubs } from './links';

export const hubRoutes = resourceRoutes(hubs, {
  navigation: { group: 'general' },
  pages: { list: () => import('./HubListPage'), add: () => import('./HubAddPage'), detail: () => import('./HubDetailPage'), edit: () => import('./HubEditPage') },
});
