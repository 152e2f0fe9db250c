import type { PageRoute } from '../../base/route-table';
import { users } from '../users/links';
import { RECORD_MAPPINGS, RECORD_MAPPING_KINDS } from './links';

/*
 * A user's mappings (spec point 2: /user/{userId}/mapping with its edit pages): the machines, the
 * payment methods, the outlets, merchants, partners and companies the user is limited to. The mapping
 * page needs VIEW_USER; each section shows when the session may read it.
 */

const base = `${users.listUrl}/:${users.param}/mapping`;

export const userMappingRoutes: PageRoute[] = [
  { path: base, title: 'User Mapping', authority: 'VIEW_USER', load: () => import('./UserMappingPage') },
  { path: `${base}/machine-mapping/edit`, title: 'Edit Machine Mapping', authority: 'UPDATE_USER_MACHINE_MAPPING', load: () => import('./MachineMappingEditPage') },
  { path: `${base}/payment-mapping/edit`, title: 'Edit Payment Mapping', authority: 'UPDATE_USER_PAYMENT', load: () => import('./PaymentMappingEditPage') },
  ...RECORD_MAPPING_KINDS.map((kind) => ({
    path: `${base}/${RECORD_MAPPINGS[kind].segment}/edit`,
    title: RECORD_MAPPINGS[kind].title,
    authority: `UPDATE_${RECORD_MAPPINGS[kind].authority}` as const,
    load: () => import('./RecordMappingPages').then((pages) => ({ default: pages.editPages[kind] })),
  })),
];
