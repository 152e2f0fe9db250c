import { z } from 'zod';
import { VENDING_PAYMENT_METHODS } from '../enums';
import { id } from './common';

/** The largest mapping one save may set; a fleet larger than this is better left unmapped. */
export const MAPPING_MAXIMUM = 5000;

export const MAPPING_MESSAGES = {
  tooMany: `At most ${MAPPING_MAXIMUM} entries.`,
  unknownPayment: 'Unknown payment method.',
} as const;

/** The machines a user sees and touches; an empty list means the user is not limited by machine. */
export const userMachineMappingSchema = z.object({
  machineIds: z.array(id).max(MAPPING_MAXIMUM, MAPPING_MESSAGES.tooMany),
});

/** The vending payment methods a user sees; an empty list means the user is not limited by payment. */
export const userPaymentMappingSchema = z.object({
  payments: z.array(z.enum(VENDING_PAYMENT_METHODS, { error: MAPPING_MESSAGES.unknownPayment })).max(VENDING_PAYMENT_METHODS.length),
});

export type UserMachineMappingInput = z.infer<typeof userMachineMappingSchema>;
export type UserPaymentMappingInput = z.infer<typeof userPaymentMappingSchema>;
