import { defineResource } from '../../base/resource';

/** Days people are away; approved leave keeps a refiller out of that day's plan. */
export const leaveResource = defineResource({
  path: '/leave',
  title: 'Leave',
  authority: 'LEAVE',
  detailPage: true,
});
