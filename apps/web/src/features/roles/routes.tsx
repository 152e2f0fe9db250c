import type { PageRoute } from '../../app/route-table';

export const roleRoutes: PageRoute[] = [
  {
    path: '/role',
    title: 'Role',
    authority: 'VIEW_ROLE',
    navigation: { group: 'user-and-role', label: 'Role' },
    load: () => import('./RoleListPage'),
  },
  { path: '/role/add', title: 'Add Role', authority: 'CREATE_ROLE', load: () => import('./RoleAddPage') },
  { path: '/role/:roleId/edit', title: 'Edit Role', authority: 'UPDATE_ROLE', load: () => import('./RoleEditPage') },
];
