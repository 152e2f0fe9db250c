import type { PageRoute } from '../../base/route-table';
import { encodeCondition } from '../../components/list/list-state';
import { orders } from '../orders/routes';

/** The orders list showing one machine's completed orders charged otherwise than expected, over some days: the cups the audit counted. */
export function differingOrdersUrl(machineId: number, firstDay: string, lastDay: string): string {
  const params = new URLSearchParams();
  params.append('f', encodeCondition({ field: 'machineId', type: 'EQUAL', values: [String(machineId)] }));
  params.append('f', encodeCondition({ field: 'priceDiffers', type: 'EQUAL', values: ['true'] }));
  params.append('f', encodeCondition({ field: 'state', type: 'EQUAL', values: ['COMPLETED'] }));
  params.append('f', encodeCondition({ field: 'createdTime', type: 'BETWEEN', values: [firstDay, lastDay] }));
  return `${orders.listUrl}?${params.toString()}`;
}

/** The machines and periods where the cups were charged otherwise than the machines' prices say. */
export const priceAuditRoutes: PageRoute[] = [
  { path: '/price-audit', title: 'Price Audit', authority: 'VIEW_ORDER', navigation: { group: 'machine', label: 'Price Audit' }, load: () => import('./PriceAuditPage') },
];
