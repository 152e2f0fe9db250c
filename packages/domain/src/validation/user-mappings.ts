import { z } from 'zod';
import { VENDING_PAYMENT_METHODS } from '../enums';
import { id } from './common';

/** The largest mapping one save may set; a fleet larger than this is better left unmapped. */
export const MAPPING_MAXIMUM = 5000;

export const MAPPING_MESSAGES = {
  tooMany: `At most ${MAPPING_MAXIMUM} entries.`,
  unknownPayment: 'Unknown payment method.',
} as const;

/** The ids of one mapping list; an empty list means the user is not limited by that kind of record. */
const mappedIds = z.array(id).max(MAPPING_MAXIMUM, MAPPING_MESSAGES.tooMany);

/** The machines a user sees and touches; an empty list means the user is not limited by machine. */
export const userMachineMappingSchema = z.object({ machineIds: mappedIds });

/** The shop's outlets a user (a barista) sees and touches, with what belongs to them. */
export const userShopHubMappingSchema = z.object({ hubIds: mappedIds });

/** The shop's merchants a user (a merchant's staff) sees and touches, with their menus. */
export const userShopMerchantMappingSchema = z.object({ merchantIds: mappedIds });

/** The shop's partners a user sees and touches. */
export const userShopPartnerMappingSchema = z.object({ shopPartnerIds: mappedIds });

/** The companies a user sees and touches, with their departments and rewards. */
export const userCompanyMappingSchema = z.object({ companyIds: mappedIds });

/** The vending payment methods a user sees; an empty list means the user is not limited by payment. */
export const userPaymentMappingSchema = z.object({
  payments: z.array(z.enum(VENDING_PAYMENT_METHODS, { error: MAPPING_MESSAGES.unknownPayment })).max(VENDING_PAYMENT_METHODS.length),
});

export type UserMachineMappingInput = z.infer<typeof userMachineMappingSchema>;
export type UserPaymentMappingInput = z.infer<typeof userPaymentMappingSchema>;
