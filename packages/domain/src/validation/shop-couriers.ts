import { z } from 'zod';
import { DAYS } from '../enums';
import { activeFlag, id, timeOfDay } from './common';
import { MESSAGES } from './messages';

/*
 * Our own couriers (spec point 3, Courier): a user who delivers shop orders, and the hours they work
 * for each outlet, one row per outlet and day.
 */

export const SHOP_COURIER_MESSAGES = {
  startBeforeEnd: 'Start must be before end.',
  overlapping: 'Hours on the same day must not overlap.',
  notCourierUser: 'Choose an active user whose role may deliver orders (IS_COURIER).',
  alreadyCourier: 'This user is already a courier.',
  notDelivery: 'Only a delivery order takes a courier.',
  courierInactive: 'This courier is not active.',
  noDelivery: 'This order has no delivery.',
  notRetriable: 'Only a delivery that was cancelled or found no driver can be tried again.',
  notReassignable: 'The courier can no longer change: the order has been picked up or delivered.',
  orderClosed: 'This order is no longer open for its delivery.',
  notYours: 'This delivery is not assigned to you.',
  alreadyDelivered: 'This delivery is already delivered.',
  notOnTheWay: 'Only a delivery on its way can be completed; deliver it first.',
  notReady: 'This order is still being made: pick it up once the outlet has finished it.',
  changedMeanwhile: 'Someone else changed this delivery at the same moment. Reload it to see where it stands.',
} as const;

export const shopCourierOperationalSchema = z
  .object({
    shopHubId: id,
    day: z.enum(DAYS, { error: MESSAGES.required }),
    start: timeOfDay,
    end: timeOfDay,
  })
  // HH:mm strings compare in time order.
  .refine((row) => row.start < row.end, { path: ['end'], message: SHOP_COURIER_MESSAGES.startBeforeEnd });

/** A courier is in one place at a time: two rows of one day may not overlap, whatever their outlets. */
export const shopCourierOperationalsSchema = z
  .array(shopCourierOperationalSchema, { error: MESSAGES.required })
  .max(100)
  .superRefine((rows, context) => {
    rows.forEach((row, index) => {
      const clash = rows.some((other, otherIndex) => otherIndex < index && other.day === row.day && other.start < row.end && row.start < other.end);
      if (clash) context.addIssue({ code: 'custom', path: [index, 'start'], message: SHOP_COURIER_MESSAGES.overlapping });
    });
  });

export const shopCourierSchema = z.object({
  userId: id,
  active: activeFlag,
  courierOperationals: shopCourierOperationalsSchema,
});
export type ShopCourierInput = z.infer<typeof shopCourierSchema>;
export type ShopCourierOperationalInput = z.infer<typeof shopCourierOperationalSchema>;

export const shopCourierOperationalsUpdateSchema = z.object({
  id,
  courierOperationals: shopCourierOperationalsSchema,
});

/** The barista's and the courier's actions on an order take its id, and a courier where one is chosen. */
export const shopOrderActionSchema = z.object({ shopOrderId: id });
export const ackOrderSchema = z.object({ shopOrderId: id, shopCourierId: id.nullish() });
export const reassignCourierSchema = z.object({ shopOrderId: id, shopCourierId: id });
