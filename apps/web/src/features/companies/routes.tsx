import { defineResource } from '../../base/resource';

export const companies = defineResource({
  path: '/company',
  title: 'Company',
  authority: 'COMPANY',
  navigation: { group: 'reward' },
  pages: { list: () => import('./CompanyListPage'), add: () => import('./CompanyAddPage'), detail: () => import('./CompanyDetailPage'), edit: () => import('./CompanyEditPage') },
});

export const departments = defineResource({
  path: '/department',
  title: 'Department',
  authority: 'DEPARTMENT',
  navigation: { group: 'reward' },
  pages: { list: () => import('./DepartmentListPage'), add: () => import('./DepartmentAddPage'), edit: () => import('./DepartmentEditPage') },
});
