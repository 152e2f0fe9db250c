import { defineResource } from '../../base/resource';

export const users = defineResource({
  path: '/user',
  title: 'User',
  authority: 'USER',
  detailPage: true,
});
