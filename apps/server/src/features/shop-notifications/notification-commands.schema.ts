import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AUTOMATIC_NOTIFICATION_TRIGGERS, SHOP_NOTIFICATION_MESSAGES, labelIn, shopAutomaticNotificationSchema, shopManualNotificationSchema, shopManualRuleSchema, shopNotificationTriggerLabels, type ShopAutomaticNotificationInput, type ShopManualNotificationInput } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { badInput, conflict } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { countAudience } from './audience';
import { ShopGenderEnum, ShopNotification, ShopNotificationTriggerEnum } from './shop-notifications.schema';
import { shopNotifications } from './shop-notifications.table';

/* Creating, changing and cancelling manual notifications, changing the automatic ones, and counting a rule's audience. */

const IntRangeInput = builder.inputType('ShopNotificationIntRangeInput', {
  description: 'A range of whole numbers; leave an end out to keep it open.',
  fields: (t) => ({ min: t.int({ description: 'The least.' }), max: t.int({ description: 'The most: not below the least.' }) }),
});
const DateRangeInput = builder.inputType('ShopNotificationDateRangeInput', {
  description: 'A range of days, YYYY-MM-DD in Jakarta; leave an end out to keep it open.',
  fields: (t) => ({ min: t.string({ description: 'The first day.' }), max: t.string({ description: 'The last day: not before the first.' }) }),
});
const RuleInput = builder.inputType('ShopManualNotificationRuleInput', {
  description: 'Who a manual notification reaches: the active customers for whom every condition given holds, and the customers named.',
  fields: (t) => ({
    customerIds: t.intList({ description: 'Customers by id (at most 1,000), added whatever the other conditions say.' }),
    registration: t.field({ type: DateRangeInput, description: 'When they signed up.' }),
    membershipIds: t.intList({ description: 'Any of these membership levels.' }),
    numberOfOrders: t.field({ type: IntRangeInput, description: 'How many paid orders they placed.' }),
    gender: t.field({ type: ShopGenderEnum, description: 'Their gender.' }),
    totalOrderAmount: t.field({ type: IntRangeInput, description: 'What their paid orders came to, in rupiah.' }),
    lastOrder: t.field({ type: DateRangeInput, description: 'When they last placed a paid order.' }),
  }),
});

const contentFields = (t: PothosSchemaTypes.InputFieldBuilder<typeof builder.$inferSchemaTypes, 'InputObject'>) => ({
  title: t.string({ required: true, description: 'The title the customer sees; at most 100 characters.' }),
  descriptionPreview: t.string({ required: true, description: 'The short text of the push and the inbox list; at most 250 characters.' }),
  iconUrl: t.string({ description: 'The push’s icon: https:// or a path on the shop.' }),
  url: t.string({ description: 'Where opening it leads: https:// or a path on the shop.' }),
  active: t.boolean({ required: true, description: 'False: it is not sent.' }),
  isInboxChannelEnabled: t.boolean({ required: true, description: 'Send it to the ordering app’s inbox.' }),
  isPushNotificationChannelEnabled: t.boolean({ required: true, description: 'Send it by web push; one channel at least.' }),
});

const ManualInput = builder.inputType('ShopManualNotificationInput', {
  description: 'A manual notification.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Its name in the console; at most 100 characters.' }),
    ...contentFields(t),
    description: t.string({ description: 'The full text the inbox shows.' }),
    imageUrl: t.string({ description: 'An image above it.' }),
    buttonName: t.string({ description: 'A button’s words; at most 30 characters.' }),
    buttonUrl: t.string({ description: 'Where the button leads.' }),
    rule: t.field({ type: RuleInput, required: true, description: 'Who it reaches; one condition at least.' }),
    sentDate: t.field({ type: 'DateTime', description: 'When it goes out; left out, at once. Not in the past.' }),
  }),
});

const BirthdayRuleInput = builder.inputType('ShopBirthdayNotificationRuleInput', {
  description: 'When a birthday notification goes out, in days from the birthday.',
  fields: (t) => ({ startPeriod: t.int({ required: true, description: 'Days from the birthday the window opens; negative is before, -31 to 31.' }), endPeriod: t.int({ required: true, description: 'Days from the birthday it closes; not before startPeriod.' }) }),
});
const MembershipRuleInput = builder.inputType('ShopMembershipNotificationRuleInput', {
  description: 'When a membership notification goes out.',
  fields: (t) => ({ remainingDays: t.int({ required: true, description: 'Days left of the level, 0 to 366.' }) }),
});
const AutomaticInput = builder.inputType('ShopAutomaticNotificationInput', {
  description: 'An automatic notification’s content and channels.',
  fields: (t) => ({
    ...contentFields(t),
    birthdayRule: t.field({ type: BirthdayRuleInput, description: 'BIRTHDAY only: its window.' }),
    membershipRule: t.field({ type: MembershipRuleInput, description: 'MEMBERSHIP only: how many days before the level ends.' }),
  }),
});

const columnsOf = (input: ShopManualNotificationInput | ShopAutomaticNotificationInput) => ({
  title: input.title,
  descriptionPreview: input.descriptionPreview,
  iconUrl: input.iconUrl ?? null,
  url: input.url ?? null,
  active: input.active,
  inboxEnabled: input.isInboxChannelEnabled,
  pushEnabled: input.isPushNotificationChannelEnabled,
});

function manualColumns(input: ShopManualNotificationInput) {
  if (input.sentDate && input.sentDate.getTime() < Date.now() - 60_000) throw badInput(SHOP_NOTIFICATION_MESSAGES.scheduleInPast, { sentDate: SHOP_NOTIFICATION_MESSAGES.scheduleInPast });
  return { ...columnsOf(input), name: input.name, description: input.description ?? null, imageUrl: input.imageUrl ?? null, buttonName: input.buttonName ?? null, buttonUrl: input.buttonUrl ?? null, rule: input.rule, sendAt: input.sentDate ?? null };
}

/** The manual notification, locked, while it is still pending; a CONFLICT once it has gone out or was cancelled. */
async function pendingManual(tx: Transaction, id: number) {
  const [row] = await tx.select().from(shopNotifications).where(and(eq(shopNotifications.id, id), eq(shopNotifications.triggerType, 'MANUAL'))).for('update');
  if (row && row.status !== 'PENDING') throw conflict(SHOP_NOTIFICATION_MESSAGES.notPending);
  return row;
}

defineCommand('createShopManualNotification', {
  description: 'Creates a manual notification; it goes out at sentDate (or at once) to the customers its rule reaches then.',
  authority: 'CREATE_SHOP_NOTIFICATION',
  args: (arg) => ({ input: arg({ type: ManualInput, required: true, description: 'The notification.' }) }),
  input: { input: shopManualNotificationSchema },
  type: ShopNotification.ref,
  what: 'Shop notification',
  run: async (tx, { input }) => {
    const [row] = await tx.insert(shopNotifications).values({ ...manualColumns(input), triggerType: 'MANUAL' }).returning();
    return { result: row!, activity: { entity: 'SHOP_NOTIFICATION', recordId: row!.id, message: `Created the manual notification "${row!.name}".` } };
  },
});

defineCommand('updateShopManualNotification', {
  description: 'Changes a manual notification until it goes out (CONFLICT after).',
  authority: 'UPDATE_SHOP_NOTIFICATION',
  args: (arg) => ({ id: arg.int({ required: true, description: 'The notification’s id.' }), input: arg({ type: ManualInput, required: true, description: 'The notification as it is to be.' }) }),
  input: { id: z.number().int().positive(), input: shopManualNotificationSchema },
  type: ShopNotification.ref,
  what: 'Shop notification',
  run: async (tx, { id, input }) => {
    if (!(await pendingManual(tx, id))) return undefined;
    const [row] = await tx.update(shopNotifications).set({ ...manualColumns(input), updatedAt: new Date() }).where(eq(shopNotifications.id, id)).returning();
    return { result: row!, activity: { entity: 'SHOP_NOTIFICATION', recordId: id, message: `Changed the manual notification "${row!.name}".` } };
  },
});

defineCommand('cancelShopManualNotification', {
  description: 'Cancels a manual notification that has not gone out yet; nobody receives it (CONFLICT once it has gone out).',
  authority: 'UPDATE_SHOP_NOTIFICATION',
  args: (arg) => ({ id: arg.int({ required: true, description: 'The notification’s id.' }) }),
  input: { id: z.number().int().positive() },
  type: ShopNotification.ref,
  what: 'Shop notification',
  run: async (tx, { id }) => {
    if (!(await pendingManual(tx, id))) return undefined;
    const [row] = await tx.update(shopNotifications).set({ status: 'CANCELLED', updatedAt: new Date() }).where(eq(shopNotifications.id, id)).returning();
    return { result: row!, activity: { entity: 'SHOP_NOTIFICATION', recordId: id, message: `Cancelled the manual notification "${row!.name}".`, changes: { status: { before: 'PENDING', after: 'CANCELLED' } } } };
  },
});

defineCommand('updateShopAutomaticNotification', {
  description: 'Sets the automatic notification of a trigger: its content, channels, and (birthday, membership) its rule.',
  authority: 'UPDATE_SHOP_NOTIFICATION',
  args: (arg) => ({ triggerType: arg({ type: ShopNotificationTriggerEnum, required: true, description: 'The trigger (not MANUAL).' }), input: arg({ type: AutomaticInput, required: true, description: 'The notification as it is to be.' }) }),
  input: { triggerType: z.enum(AUTOMATIC_NOTIFICATION_TRIGGERS as [string, ...string[]], { error: 'Choose an automatic trigger.' }), input: shopAutomaticNotificationSchema },
  type: ShopNotification.ref,
  what: 'Shop notification',
  run: async (tx, { triggerType, input }) => {
    const trigger = triggerType as (typeof AUTOMATIC_NOTIFICATION_TRIGGERS)[number];
    const rule = trigger === 'BIRTHDAY' ? (input.birthdayRule ?? { startPeriod: 0, endPeriod: 0 }) : trigger === 'MEMBERSHIP' ? (input.membershipRule ?? { remainingDays: 7 }) : {};
    const values = { ...columnsOf(input), rule, name: labelIn(shopNotificationTriggerLabels, trigger), updatedAt: new Date() };
    const [row] = await tx
      .insert(shopNotifications)
      .values({ ...values, triggerType: trigger, status: 'DELIVERED' })
      .onConflictDoUpdate({ target: shopNotifications.triggerType, targetWhere: sql`${shopNotifications.triggerType} <> 'MANUAL'`, set: values })
      .returning();
    return { result: row!, activity: { entity: 'SHOP_NOTIFICATION', recordId: row!.id, message: `Changed the automatic notification "${row!.name}".` } };
  },
});

builder.queryField('shopNotificationAudienceCount', (t) =>
  t.int({
    description: 'How many customers a manual notification’s rule reaches now.',
    args: { rule: t.arg({ type: RuleInput, required: true, description: 'The rule.' }) },
    authScopes: { authority: ['VIEW_SHOP_NOTIFICATION', 'CREATE_SHOP_NOTIFICATION'] },
    resolve: async (_root, args, context) => countAudience(context.db, parseInput(shopManualRuleSchema, args.rule)),
  }),
);
