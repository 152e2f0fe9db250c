import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { profitabilityReport } from './links';

export const profitabilityRoutes: PageRoute[] = resourceRoutes(profitabilityReport, {
  navigation: { group: 'machine', label: 'Profitability Report' },
  pages: { list: () => import('./ProfitabilityReportPage') },
});
