import type { ArgBuilder } from '@pothos/core';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shopDeliveryConfigurationSchema, shopPwaConfigurationSchema } from '@back-office/domain';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { conflict } from '../../platform/errors';
import {
  readDeliveryConfiguration,
  readPwaConfiguration,
  shopDeliveryConfiguration,
  shopPwaConfiguration,
  type DeliveryConfiguration,
  type PwaConfiguration,
} from './shop-configuration.table';

/*
 * The ordering app's configuration and the delivery fees: one record each, read by the orders and
 * edited whole. A save carries the updatedTime its editor read, so a second editor cannot silently
 * undo the first one's change.
 */

/** PostgreSQL's time of day (HH:mm:ss) as the console writes it. */
const hoursMinutes = (time: string) => time.slice(0, 5);

const PwaConfigurationRef = builder.objectRef<PwaConfiguration>('ShopPwaConfiguration').implement({
  description: 'The ordering app’s configuration: how long an unpaid order waits, the pick-up and delivery windows, the payment methods’ notes, the popup banner and loyalty points.',
  fields: (t) => ({
    pendingToLiveDurationInMinute: t.exposeInt('pendingToLiveDurationInMinute', { description: 'Minutes an unpaid order waits for its payment before it expires.' }),
    pickUpTimeSelectionRangeInMinute: t.exposeInt('pickUpTimeSelectionRangeInMinute', { description: 'Minutes between the pick-up times a customer may choose.' }),
    pickUpStartTime: t.string({ description: 'The earliest pick-up time of a day, HH:mm.', resolve: (row) => hoursMinutes(row.pickUpStartTime) }),
    pickUpEndTime: t.string({ description: 'The latest pick-up time of a day, HH:mm.', resolve: (row) => hoursMinutes(row.pickUpEndTime) }),
    deliveryTimeSelectionRangeInMinute: t.exposeInt('deliveryTimeSelectionRangeInMinute', { description: 'Minutes between the delivery times a customer may choose.' }),
    deliveryStartTime: t.string({ description: 'The earliest delivery time of a day, HH:mm.', resolve: (row) => hoursMinutes(row.deliveryStartTime) }),
    deliveryEndTime: t.string({ description: 'The latest delivery time of a day, HH:mm.', resolve: (row) => hoursMinutes(row.deliveryEndTime) }),
    gopayAdditionalInfo: t.exposeString('gopayAdditionalInfo', { nullable: true, description: 'The note shown with GoPay, or null.' }),
    linkAjaAdditionalInfo: t.exposeString('linkAjaAdditionalInfo', { nullable: true, description: 'The note shown with LinkAja, or null.' }),
    shopeePayAdditionalInfo: t.exposeString('shopeePayAdditionalInfo', { nullable: true, description: 'The note shown with ShopeePay, or null.' }),
    popupBannerDelayTimeInSeconds: t.exposeInt('popupBannerDelayTimeInSeconds', { description: 'Seconds before the ordering app shows its popup banner.' }),
    maximumLoyaltyPointsUsedPercentage: t.exposeInt('maximumLoyaltyPointsUsedPercentage', { description: 'The most of an order’s price loyalty points may pay, in percent.' }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last saved; send it back as expectedUpdatedTime to refuse overwriting a later change.', resolve: (row) => row.updatedAt }),
  }),
});

const PwaConfigurationInput = builder.inputType('ShopPwaConfigurationInput', {
  description: 'The whole ordering app configuration.',
  fields: (t) => ({
    pendingToLiveDurationInMinute: t.int({ required: true, description: 'Minutes an unpaid order waits, a positive whole number.' }),
    pickUpTimeSelectionRangeInMinute: t.int({ required: true, description: 'Minutes between pick-up times, a positive whole number.' }),
    pickUpStartTime: t.string({ required: true, description: 'HH:mm, before the end time.' }),
    pickUpEndTime: t.string({ required: true, description: 'HH:mm, after the start time.' }),
    deliveryTimeSelectionRangeInMinute: t.int({ required: true, description: 'Minutes between delivery times, a positive whole number.' }),
    deliveryStartTime: t.string({ required: true, description: 'HH:mm, before the end time.' }),
    deliveryEndTime: t.string({ required: true, description: 'HH:mm, after the start time.' }),
    gopayAdditionalInfo: t.string({ description: 'The note shown with GoPay; empty for none.' }),
    linkAjaAdditionalInfo: t.string({ description: 'The note shown with LinkAja; empty for none.' }),
    shopeePayAdditionalInfo: t.string({ description: 'The note shown with ShopeePay; empty for none.' }),
    popupBannerDelayTimeInSeconds: t.int({ required: true, description: 'Seconds before the popup banner shows, a positive whole number.' }),
    maximumLoyaltyPointsUsedPercentage: t.int({ required: true, description: 'Percent, 0 to 100.' }),
  }),
});

const DeliveryConfigurationRef = builder.objectRef<DeliveryConfiguration>('ShopDeliveryConfiguration').implement({
  description: 'What a delivery costs the customer: a flat fee up to a distance, then a fee per kilometre.',
  fields: (t) => ({
    deliveryFeePerKm: t.exposeInt('deliveryFeePerKm', { description: 'Rupiah a kilometre beyond the flat-fee distance.' }),
    deliveryFlatFee: t.exposeInt('deliveryFlatFee', { description: 'Rupiah for a delivery up to the flat-fee distance.' }),
    maximumFlatFeeDeliveryDistanceInKm: t.exposeFloat('maximumFlatFeeDeliveryDistanceInKm', { description: 'Kilometres the flat fee covers.' }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last saved; send it back as expectedUpdatedTime to refuse overwriting a later change.', resolve: (row) => row.updatedAt }),
  }),
});

const DeliveryConfigurationInput = builder.inputType('ShopDeliveryConfigurationInput', {
  description: 'The whole delivery configuration.',
  fields: (t) => ({
    deliveryFeePerKm: t.int({ required: true, description: 'Rupiah a kilometre, a positive whole number.' }),
    deliveryFlatFee: t.int({ required: true, description: 'Rupiah, a positive whole number.' }),
    maximumFlatFeeDeliveryDistanceInKm: t.float({ required: true, description: 'Kilometres, greater than 0.' }),
  }),
});

const expectedUpdatedTimeArg = (arg: ArgBuilder<typeof builder.$inferSchemaTypes>) =>
  arg({ type: 'DateTime', description: 'The updatedTime the editor read; when it was saved since, the save is refused with CONFLICT.' });
const expectedUpdatedTime = z.date().nullish();

const changedMeanwhile = (what: string) => conflict(`Someone else changed the ${what} since you opened it. Reload to see their changes, then edit again.`);

builder.queryField('shopPwaConfiguration', (t) =>
  t.field({
    type: PwaConfigurationRef,
    description: 'The ordering app’s configuration; the defaults until someone saves it.',
    authScopes: { authority: 'VIEW_SHOP_PWA_CONFIGURATION' },
    resolve: (_root, _args, context) => readPwaConfiguration(context.db),
  }),
);

defineCommand('updateShopPwaConfiguration', {
  description: 'Saves the whole ordering app configuration. BAD_USER_INPUT naming the field for a bad value; CONFLICT when someone saved it after expectedUpdatedTime. Recorded in the activity log.',
  authority: 'UPDATE_SHOP_PWA_CONFIGURATION',
  args: (arg) => ({
    input: arg({ type: PwaConfigurationInput, required: true, description: 'The new configuration.' }),
    expectedUpdatedTime: expectedUpdatedTimeArg(arg),
  }),
  input: { input: shopPwaConfigurationSchema, expectedUpdatedTime },
  type: PwaConfigurationRef,
  what: 'PWA configuration',
  run: async (tx, { input: data, expectedUpdatedTime: expected }) => {
    await readPwaConfiguration(tx);
    // Locked, so two saves follow one another and the check below sees the latest.
    const [before] = await tx.select().from(shopPwaConfiguration).where(eq(shopPwaConfiguration.id, 1)).for('update');
    if (expected && before!.updatedAt.getTime() !== expected.getTime()) throw changedMeanwhile('PWA configuration');
    const [row] = await tx.update(shopPwaConfiguration).set({ ...data, updatedAt: new Date() }).where(eq(shopPwaConfiguration.id, 1)).returning();
    const view = (value: PwaConfiguration) => ({ ...value, pickUpStartTime: hoursMinutes(value.pickUpStartTime), pickUpEndTime: hoursMinutes(value.pickUpEndTime), deliveryStartTime: hoursMinutes(value.deliveryStartTime), deliveryEndTime: hoursMinutes(value.deliveryEndTime) });
    return {
      result: row!,
      activity: { entity: 'SHOP_PWA_CONFIGURATION', recordId: 1, message: 'Updated the PWA configuration.', changes: describeChanges(view(before!), view(row!)) },
    };
  },
});

builder.queryField('shopDeliveryConfiguration', (t) =>
  t.field({
    type: DeliveryConfigurationRef,
    description: 'The delivery fees; the defaults until someone saves them.',
    authScopes: { authority: 'VIEW_SHOP_DELIVERY_CONFIGURATION' },
    resolve: (_root, _args, context) => readDeliveryConfiguration(context.db),
  }),
);

defineCommand('updateShopDeliveryConfiguration', {
  description: 'Saves the delivery fees. BAD_USER_INPUT naming the field for a bad value; CONFLICT when someone saved them after expectedUpdatedTime. Recorded in the activity log.',
  authority: 'UPDATE_SHOP_DELIVERY_CONFIGURATION',
  args: (arg) => ({
    input: arg({ type: DeliveryConfigurationInput, required: true, description: 'The new fees.' }),
    expectedUpdatedTime: expectedUpdatedTimeArg(arg),
  }),
  input: { input: shopDeliveryConfigurationSchema, expectedUpdatedTime },
  type: DeliveryConfigurationRef,
  what: 'Delivery configuration',
  run: async (tx, { input: data, expectedUpdatedTime: expected }) => {
    await readDeliveryConfiguration(tx);
    const [before] = await tx.select().from(shopDeliveryConfiguration).where(eq(shopDeliveryConfiguration.id, 1)).for('update');
    if (expected && before!.updatedAt.getTime() !== expected.getTime()) throw changedMeanwhile('delivery configuration');
    const [row] = await tx.update(shopDeliveryConfiguration).set({ ...data, updatedAt: new Date() }).where(eq(shopDeliveryConfiguration.id, 1)).returning();
    return {
      result: row!,
      activity: { entity: 'SHOP_DELIVERY_CONFIGURATION', recordId: 1, message: 'Updated the delivery configuration.', changes: describeChanges(before!, row!) },
    };
  },
});
