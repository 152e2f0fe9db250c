import { z } from 'zod';
import { MESSAGES } from './messages';
import { decimal, integer, optionalText, timeOfDay, wholeNumber } from './common';

/*
 * The settings the shop's orders read (spec point 3): the ordering app's configuration and the
 * delivery fees. One rule for the edit pages and the server.
 */

export const SHOP_CONFIGURATION_MESSAGES = {
  pickUpStartBeforeEnd: 'Pick-up start time must be before the end time.',
  deliveryStartBeforeEnd: 'Delivery start time must be before the end time.',
} as const;

/** Minutes, seconds and rupiah: positive whole numbers. */
const positiveWhole = integer(1);

export const shopPwaConfigurationSchema = z
  .object({
    /** How long an unpaid order waits before it expires. */
    pendingToLiveDurationInMinute: positiveWhole.max(1440, MESSAGES.maximumValue(1440, 'minutes')),
    pickUpTimeSelectionRangeInMinute: positiveWhole.max(1440, MESSAGES.maximumValue(1440, 'minutes')),
    pickUpStartTime: timeOfDay,
    pickUpEndTime: timeOfDay,
    deliveryTimeSelectionRangeInMinute: positiveWhole.max(1440, MESSAGES.maximumValue(1440, 'minutes')),
    deliveryStartTime: timeOfDay,
    deliveryEndTime: timeOfDay,
    gopayAdditionalInfo: optionalText(500),
    linkAjaAdditionalInfo: optionalText(500),
    shopeePayAdditionalInfo: optionalText(500),
    /** Seconds before the ordering app shows its popup banner. */
    popupBannerDelayTimeInSeconds: positiveWhole.max(3600, MESSAGES.maximumValue(3600, 'seconds')),
    /** The most of an order's price loyalty points may pay. */
    maximumLoyaltyPointsUsedPercentage: wholeNumber().min(0, MESSAGES.percentage).max(100, MESSAGES.percentage),
  })
  .superRefine((value, context) => {
    // HH:mm compares as text.
    if (value.pickUpStartTime >= value.pickUpEndTime) context.addIssue({ code: 'custom', path: ['pickUpEndTime'], message: SHOP_CONFIGURATION_MESSAGES.pickUpStartBeforeEnd });
    if (value.deliveryStartTime >= value.deliveryEndTime)
      context.addIssue({ code: 'custom', path: ['deliveryEndTime'], message: SHOP_CONFIGURATION_MESSAGES.deliveryStartBeforeEnd });
  });
export type ShopPwaConfigurationInput = z.output<typeof shopPwaConfigurationSchema>;

export const shopDeliveryConfigurationSchema = z.object({
  /** Rupiah a kilometre beyond the flat-fee distance. */
  deliveryFeePerKm: positiveWhole,
  /** Rupiah for a delivery up to the flat-fee distance. */
  deliveryFlatFee: positiveWhole,
  /** Kilometres the flat fee covers. */
  maximumFlatFeeDeliveryDistanceInKm: decimal.refine((value) => value > 0, MESSAGES.greaterThan0).refine((value) => value <= 100, MESSAGES.maximumValue(100, 'km')),
});
export type ShopDeliveryConfigurationInput = z.output<typeof shopDeliveryConfigurationSchema>;
