import { defineViewResource } from '../../base/resource';

/** Per month, hub and machine: what the cups earned, what the hub's rent took and what is left. */
export const profitabilityReport = defineViewResource({
  path: '/profitability-report',
  title: 'Profitability Report',
  authority: 'PROFITABILITY_REPORT',
});
