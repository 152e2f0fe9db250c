import { defineResource } from '../../base/resource';

export const roles = defineResource({
  path: '/role',
  title: 'Role',
  authority: 'ROLE',
  navigation: { group: 'user-and-role' },
  pages: { list: () => import('./RoleListPage'), add: () => import('./RoleAddPage'), edit: () => import('./RoleEditPage') },
});
