import { resourceRoutes } from '../../base/resource';
import { users } from './links';

export const userRoutes = resourceRoutes(users, {
  navigation: { group: 'user-and-role' },
  pages: { list: () => import('./UserListPage'), add: () => import('./UserAddPage'), detail: () => import('./UserDetailPage'), edit: () => import('./UserEditPage') },
});
