import { defineResource } from '../../base/resource';

export const roles = defineResource({
  path: '/role',
  title: 'Role',
  authority: 'ROLE',
});
