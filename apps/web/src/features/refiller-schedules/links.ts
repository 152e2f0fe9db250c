import { defineResource } from '../../base/resource';

/** Who refills, on which weekdays, on foot or by car: what the refill planner plans with. */
export const refillerSchedules = defineResource({
  path: '/refiller-schedule',
  title: 'Refiller Schedule',
  authority: 'REFILLER_SCHEDULE',
});
