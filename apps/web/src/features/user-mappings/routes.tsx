import type { PageRoute } from '../../base/route-table';
import { users } from '../users/routes';

/*
 * A user's mappings (spec point 2: /user/{userId}/mapping with its edit pages): the machines and the
 * payment methods the user is limited to. The mapping page needs VIEW_USER; each section shows when
 * the session may read it.
 */
export const userMappingUrl = (userId: number) => `${users.url(userId)}/mapping`;
export const machineMappingEditUrl = (userId: number) => `${userMappingUrl(userId)}/machine-mapping/edit`;
export const paymentMappingEditUrl = (userId: number) => `${userMappingUrl(userId)}/payment-mapping/edit`;

const base = `${users.listUrl}/:${users.param}/mapping`;

export const userMappingRoutes: PageRoute[] = [
  { path: base, title: 'User Mapping', authority: 'VIEW_USER', load: () => import('./UserMappingPage') },
  { path: `${base}/machine-mapping/edit`, title: 'Edit Machine Mapping', authority: 'UPDATE_USER_MACHINE_MAPPING', load: () => import('./MachineMappingEditPage') },
  { path: `${base}/payment-mapping/edit`, title: 'Edit Payment Mapping', authority: 'UPDATE_USER_PAYMENT', load: () => import('./PaymentMappingEditPage') },
];
