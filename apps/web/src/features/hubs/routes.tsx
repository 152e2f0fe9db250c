import type { PageRoute } from '../../app/route-table';

export const hubRoutes: PageRoute[] = [
  { path: '/hub', title: 'Hub', authority: 'VIEW_HUB', navigation: { group: 'general', label: 'Hub' }, load: () => import('./HubListPage') },
  { path: '/hub/add', title: 'Add Hub', authority: 'CREATE_HUB', load: () => import('./HubAddPage') },
  { path: '/hub/:hubId', title: 'Hub Detail', authority: 'VIEW_HUB', load: () => import('./HubDetailPage') },
  { path: '/hub/:hubId/edit', title: 'Edit Hub', authority: 'UPDATE_HUB', load: () => import('./HubEditPage') },
];
