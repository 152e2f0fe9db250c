import { resourceRoutes } from '../../base/resource';
import { roles } from './links';

export const roleRoutes = resourceRoutes(roles, {
  navigation: { group: 'user-and-role' },
  pages: { list: () => import('./RoleListPage'), add: () => import('./RoleAddPage'), edit: () => import('./RoleEditPage') },
});
