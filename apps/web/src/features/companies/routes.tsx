import { resourceRoutes } from '../../base/resource';
import { companies, departments } from './links';

export const companyRoutes = resourceRoutes(companies, {
  navigation: { group: 'reward' },
  pages: { list: () => import('./CompanyListPage'), add: () => import('./CompanyAddPage'), detail: () => import('./CompanyDetailPage'), edit: () => import('./CompanyEditPage') },
});

export const departmentRoutes = resourceRoutes(departments, {
  navigation: { group: 'reward' },
  pages: { list: () => import('./DepartmentListPage'), add: () => import('./DepartmentAddPage'), edit: () => import('./DepartmentEditPage') },
});
