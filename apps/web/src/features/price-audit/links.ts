import { encodeCondition } from '../../components/list/list-state';
import { orders } from '../orders/links';

/** The orders list showing one machine's completed orders charged otherwise than expected, over some days: the cups the audit counted. */
export function differingOrdersUrl(machineId: number, firstDay: string, lastDay: string): string {
  const params = new URLSearchParams();
  params.append('f', encodeCondition({ field: 'machineId', type: 'EQUAL', values: [String(machineId)] }));
  params.append('f', encodeCondition({ field: 'priceDiffers', type: 'EQUAL', values: ['true'] }));
  params.append('f', encodeCondition({ field: 'state', type: 'EQUAL', values: ['COMPLETED'] }));
  params.append('f', encodeCondition({ field: 'createdTime', type: 'BETWEEN', values: [firstDay, lastDay] }));
  return `${orders.listUrl}?${params.toString()}`;
}
