import type { PageRoute } from '../../app/route-table';

export const userRoutes: PageRoute[] = [
  {
    path: '/user',
    title: 'User',
    authority: 'VIEW_USER',
    navigation: { group: 'user-and-role', label: 'User' },
    load: () => import('./UserListPage'),
  },
  { path: '/user/add', title: 'Add User', authority: 'CREATE_USER', load: () => import('./UserAddPage') },
  { path: '/user/:userId', title: 'User Detail', authority: 'VIEW_USER', load: () => import('./UserDetailPage') },
  { path: '/user/:userId/edit', title: 'Edit User', authority: 'UPDATE_USER', load: () => import('./UserEditPage') },
];
