import type { Authority, Mapping } from '@back-office/domain';
import { users } from '../users/links';

export const userMappingUrl = (userId: number) => `${users.url(userId)}/mapping`;
export const machineMappingEditUrl = (userId: number) => `${userMappingUrl(userId)}/machine-mapping/edit`;
export const paymentMappingEditUrl = (userId: number) => `${userMappingUrl(userId)}/payment-mapping/edit`;

/** The mappings to records by id, edited alike (RecordMappingPages.tsx): their address, title and authority pair. */
export const RECORD_MAPPINGS = {
  store: { segment: 'store-mapping', title: 'Edit Store Mapping', authority: 'USER_SHOP_HUB' },
  merchant: { segment: 'merchant-mapping', title: 'Edit Merchant Mapping', authority: 'USER_SHOP_MERCHANT' },
  partner: { segment: 'partner-mapping', title: 'Edit Partner Mapping', authority: 'USER_SHOP_PARTNER' },
  company: { segment: 'company-mapping', title: 'Edit Company Mapping', authority: 'USER_COMPANY_MAPPING' },
} as const satisfies Record<string, { segment: string; title: string; authority: Mapping }>;

export type RecordMappingKind = keyof typeof RECORD_MAPPINGS;
export const RECORD_MAPPING_KINDS = Object.keys(RECORD_MAPPINGS) as RecordMappingKind[];
export const recordMappingEditUrl = (userId: number, kind: RecordMappingKind) => `${userMappingUrl(userId)}/${RECORD_MAPPINGS[kind].segment}/edit`;

/** The authorities that let a session see some mapping of a user: what opens the mapping page from the user's. */
export const MAPPING_VIEW_AUTHORITIES: Authority[] = ['VIEW_USER_MACHINE_MAPPING', 'VIEW_USER_PAYMENT', ...RECORD_MAPPING_KINDS.map((kind) => `VIEW_${RECORD_MAPPINGS[kind].authority}` as const)];
