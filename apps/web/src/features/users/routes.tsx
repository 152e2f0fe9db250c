import { defineResource } from '../../base/resource';

export const users = defineResource({
  path: '/user',
  title: 'User',
  authority: 'USER',
  navigation: { group: 'user-and-role' },
  pages: { list: () => import('./UserListPage'), add: () => import('./UserAddPage'), detail: () => import('./UserDetailPage'), edit: () => import('./UserEditPage') },
});
