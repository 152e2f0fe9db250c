import { defineResource } from '../../base/resource';

export const companies = defineResource({
  path: '/company',
  title: 'Company',
  authority: 'COMPANY',
  detailPage: true,
});

export const departments = defineResource({
  path: '/department',
  title: 'Department',
  authority: 'DEPARTMENT',
});
