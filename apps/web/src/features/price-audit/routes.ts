import type { PageRoute } from '../../base/route-table';

/** The machines and periods where the cups were charged otherwise than the machines' prices say. */
export const priceAuditRoutes: PageRoute[] = [
  { path: '/price-audit', title: 'Price Audit', authority: 'VIEW_ORDER', navigation: { group: 'machine', label: 'Price Audit' }, load: () => import('./PriceAuditPage') },
];
