import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text, time, timestamp } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/*
 * What the shop's orders read (spec point 3): the ordering app's configuration and the delivery
 * fees. Each is one row (id 1); until someone saves it, the defaults below hold.
 */

export const shopPwaConfiguration = pgTable(
  'shop_pwa_configuration',
  {
    id: integer('id').primaryKey().default(1),
    /** How long an unpaid order waits before it expires. */
    pendingToLiveDurationInMinute: integer('pending_to_live_duration_in_minute').notNull().default(15),
    pickUpTimeSelectionRangeInMinute: integer('pick_up_time_selection_range_in_minute').notNull().default(15),
    pickUpStartTime: time('pick_up_start_time').notNull().default('08:00'),
    pickUpEndTime: time('pick_up_end_time').notNull().default('21:00'),
    deliveryTimeSelectionRangeInMinute: integer('delivery_time_selection_range_in_minute').notNull().default(30),
    deliveryStartTime: time('delivery_start_time').notNull().default('09:00'),
    deliveryEndTime: time('delivery_end_time').notNull().default('20:00'),
    gopayAdditionalInfo: text('gopay_additional_info'),
    linkAjaAdditionalInfo: text('link_aja_additional_info'),
    shopeePayAdditionalInfo: text('shopee_pay_additional_info'),
    popupBannerDelayTimeInSeconds: integer('popup_banner_delay_time_in_seconds').notNull().default(10),
    /** The most of an order's price loyalty points may pay, in percent. */
    maximumLoyaltyPointsUsedPercentage: integer('maximum_loyalty_points_used_percentage').notNull().default(50),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('shop_pwa_configuration_single_row', sql`${table.id} = 1`)],
);

export const shopDeliveryConfiguration = pgTable(
  'shop_delivery_configuration',
  {
    id: integer('id').primaryKey().default(1),
    deliveryFeePerKm: integer('delivery_fee_per_km').notNull().default(2500),
    deliveryFlatFee: integer('delivery_flat_fee').notNull().default(10000),
    maximumFlatFeeDeliveryDistanceInKm: doublePrecision('maximum_flat_fee_delivery_distance_in_km').notNull().default(3),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('shop_delivery_configuration_single_row', sql`${table.id} = 1`)],
);

export type PwaConfiguration = typeof shopPwaConfiguration.$inferSelect;
export type DeliveryConfiguration = typeof shopDeliveryConfiguration.$inferSelect;

/** The ordering app's configuration: the saved row, or the defaults while none is saved. */
export async function readPwaConfiguration(db: Queryable): Promise<PwaConfiguration> {
  const [row] = await db.select().from(shopPwaConfiguration).where(eq(shopPwaConfiguration.id, 1));
  if (row) return row;
  const [defaults] = await db.insert(shopPwaConfiguration).values({ id: 1 }).onConflictDoNothing().returning();
  return defaults ?? (await readPwaConfiguration(db));
}

/** The delivery fees: the saved row, or the defaults while none is saved. */
export async function readDeliveryConfiguration(db: Queryable): Promise<DeliveryConfiguration> {
  const [row] = await db.select().from(shopDeliveryConfiguration).where(eq(shopDeliveryConfiguration.id, 1));
  if (row) return row;
  const [defaults] = await db.insert(shopDeliveryConfiguration).values({ id: 1 }).onConflictDoNothing().returning();
  return defaults ?? (await readDeliveryConfiguration(db));
}
