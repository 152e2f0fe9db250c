import type { PageRoute } from '../../app/route-table';

export const companyRoutes: PageRoute[] = [
  { path: '/company', title: 'Company', authority: 'VIEW_COMPANY', navigation: { group: 'reward', label: 'Company' }, load: () => import('./CompanyListPage') },
  { path: '/company/add', title: 'Add Company', authority: 'CREATE_COMPANY', load: () => import('./CompanyAddPage') },
  { path: '/company/:companyId', title: 'Company Detail', authority: 'VIEW_COMPANY', load: () => import('./CompanyDetailPage') },
  { path: '/company/:companyId/edit', title: 'Edit Company', authority: 'UPDATE_COMPANY', load: () => import('./CompanyEditPage') },

  {
    path: '/department',
    title: 'Department',
    authority: 'VIEW_DEPARTMENT',
    navigation: { group: 'reward', label: 'Department' },
    load: () => import('./DepartmentListPage'),
  },
  { path: '/department/add', title: 'Add Department', authority: 'CREATE_DEPARTMENT', load: () => import('./DepartmentAddPage') },
  { path: '/department/:departmentId/edit', title: 'Edit Department', authority: 'UPDATE_DEPARTMENT', load: () => import('./DepartmentEditPage') },
];
