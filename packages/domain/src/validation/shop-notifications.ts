import { z } from 'zod';
import { GENDERS } from './shop-customers';
import { optionalText, requiredText, text } from './common';
import { MESSAGES } from './messages';

/*
 * Shop notifications (spec points 3 and 4): manual ones sent to the customers a rule reaches, and
 * one automatic notification per trigger, sent to the customer an order or a date concerns. Each
 * goes to the ordering app's inbox, by web push, or both.
 */

export const SHOP_NOTIFICATION_TRIGGERS = [
  'MANUAL',
  'MEMBERSHIP',
  'ORDER_WAITING_FOR_PAYMENT',
  'ORDER_PAID',
  'ORDER_ACCEPTED',
  'FINDING_DRIVER',
  'DRIVER_FOUND',
  'OUT_FOR_PICKUP',
  'PICK_UP_COMPLETED',
  'OUT_FOR_DELIVERY',
  'COMPLETED',
  'PAYMENT_EXPIRED',
  'BIRTHDAY',
] as const;
export type ShopNotificationTrigger = (typeof SHOP_NOTIFICATION_TRIGGERS)[number];
export const AUTOMATIC_NOTIFICATION_TRIGGERS = SHOP_NOTIFICATION_TRIGGERS.filter((trigger) => trigger !== 'MANUAL');
export const shopNotificationTriggerLabels = {
  MANUAL: 'Manual',
  MEMBERSHIP: 'Membership ending',
  ORDER_WAITING_FOR_PAYMENT: 'Order waiting for payment',
  ORDER_PAID: 'Order paid',
  ORDER_ACCEPTED: 'Order accepted',
  FINDING_DRIVER: 'Finding a driver',
  DRIVER_FOUND: 'Driver found',
  OUT_FOR_PICKUP: 'Driver on the way to the outlet',
  PICK_UP_COMPLETED: 'Order picked up',
  OUT_FOR_DELIVERY: 'Out for delivery',
  COMPLETED: 'Order completed',
  PAYMENT_EXPIRED: 'Payment expired',
  BIRTHDAY: 'Birthday',
} satisfies Record<ShopNotificationTrigger, string>;

export const SHOP_NOTIFICATION_STATUSES = ['PENDING', 'DELIVERED', 'CANCELLED'] as const;
export type ShopNotificationStatus = (typeof SHOP_NOTIFICATION_STATUSES)[number];
export const shopNotificationStatusLabels = { PENDING: 'Pending', DELIVERED: 'Delivered', CANCELLED: 'Cancelled' } satisfies Record<ShopNotificationStatus, string>;

/** What became of one customer's copy. */
export const SHOP_NOTIFICATION_RESULTS = ['QUEUED', 'SENDING', 'DELIVERED', 'INBOX_ONLY', 'NO_SUBSCRIPTION', 'FAILED'] as const;
export type ShopNotificationResult = (typeof SHOP_NOTIFICATION_RESULTS)[number];
export const shopNotificationResultLabels = {
  QUEUED: 'Waiting to be sent',
  SENDING: 'Sending',
  DELIVERED: 'Delivered',
  INBOX_ONLY: 'In the inbox',
  NO_SUBSCRIPTION: 'No push subscription',
  FAILED: 'Failed',
} satisfies Record<ShopNotificationResult, string>;

export const SHOP_NOTIFICATION_MESSAGES = {
  channelRequired: 'Choose the inbox, push, or both.',
  ruleRequired: 'Choose who receives it: at least one condition.',
  minimumAboveMaximum: 'The minimum must not be above the maximum.',
  fromAfterTo: 'The end must not be before the start.',
  notPending: 'Only a pending notification can be changed or cancelled; this one has gone out or was cancelled.',
  scheduleInPast: 'Start period must be after now.',
  tooManyCustomers: 'Choose at most 1,000 customers by name; use the other conditions for more.',
  urlFormat: 'Enter a link starting with https:// or /.',
} as const;

const link = optionalText(500).refine((value) => !value || /^(https:\/\/|\/)/.test(value), SHOP_NOTIFICATION_MESSAGES.urlFormat);
const count = z.number({ error: MESSAGES.invalidNumber }).int(MESSAGES.wholeNumber).min(0, MESSAGES.nonNegative).max(2_000_000_000);
const day = z.iso.date({ error: 'Enter a date.' });

/** A range with either end left open; the minimum not above the maximum. */
const range = <T extends z.ZodType<number> | z.ZodType<string>>(value: T, message: string) =>
  z
    .object({ min: value.nullish(), max: value.nullish() })
    .refine((r) => r.min == null || r.max == null || (r.min as number | string) <= (r.max as number | string), { message, path: ['max'] })
    .nullish();

/** Who a manual notification reaches: every condition given must hold (customers named are added whatever the rest says). */
export const shopManualRuleSchema = z.object({
  customerIds: z.array(z.number().int().positive()).max(1000, SHOP_NOTIFICATION_MESSAGES.tooManyCustomers).nullish(),
  registration: range(day, SHOP_NOTIFICATION_MESSAGES.fromAfterTo),
  membershipIds: z.array(z.number().int().positive()).max(100).nullish(),
  numberOfOrders: range(count, SHOP_NOTIFICATION_MESSAGES.minimumAboveMaximum),
  gender: z.enum(GENDERS).nullish(),
  totalOrderAmount: range(count, SHOP_NOTIFICATION_MESSAGES.minimumAboveMaximum),
  lastOrder: range(day, SHOP_NOTIFICATION_MESSAGES.fromAfterTo),
});
export type ShopManualRule = z.infer<typeof shopManualRuleSchema>;

/** The birthday rule: days before (negative) or after the birthday the window opens and closes; the membership rule: days left of the level. */
export const shopBirthdayRuleSchema = z.object({ startPeriod: z.number().int().min(-31).max(31), endPeriod: z.number().int().min(-31).max(31) }).refine((r) => r.endPeriod >= r.startPeriod, { message: SHOP_NOTIFICATION_MESSAGES.fromAfterTo, path: ['endPeriod'] });
export const shopMembershipRuleSchema = z.object({ remainingDays: z.number().int().min(0).max(366) });

const content = {
  name: requiredText(100),
  title: requiredText(100),
  descriptionPreview: requiredText(250),
  iconUrl: link,
  url: link,
  description: optionalText(2000),
  imageUrl: link,
  buttonName: optionalText(30),
  buttonUrl: link,
  active: z.boolean({ error: MESSAGES.required }),
  isInboxChannelEnabled: z.boolean({ error: MESSAGES.required }),
  isPushNotificationChannelEnabled: z.boolean({ error: MESSAGES.required }),
};

const channels = <T extends { isInboxChannelEnabled?: boolean; isPushNotificationChannelEnabled?: boolean }>(value: T, context: z.RefinementCtx) => {
  if (value.isInboxChannelEnabled === false && value.isPushNotificationChannelEnabled === false) context.addIssue({ code: 'custom', message: SHOP_NOTIFICATION_MESSAGES.channelRequired, path: ['isPushNotificationChannelEnabled'] });
};

export const shopManualNotificationSchema = z
  .object({ ...content, rule: shopManualRuleSchema, sentDate: z.date().nullish() })
  .superRefine(channels)
  .superRefine((value, context) => {
    const rule = value.rule;
    const any = (rule.customerIds?.length ?? 0) > 0 || (rule.membershipIds?.length ?? 0) > 0 || rule.gender || rule.registration || rule.numberOfOrders || rule.totalOrderAmount || rule.lastOrder;
    if (!any) context.addIssue({ code: 'custom', message: SHOP_NOTIFICATION_MESSAGES.ruleRequired, path: ['rule'] });
  });
export type ShopManualNotificationInput = z.infer<typeof shopManualNotificationSchema>;

export const shopAutomaticNotificationSchema = z
  .object({
    title: content.title,
    descriptionPreview: content.descriptionPreview,
    iconUrl: content.iconUrl,
    url: content.url,
    active: content.active,
    isInboxChannelEnabled: content.isInboxChannelEnabled,
    isPushNotificationChannelEnabled: content.isPushNotificationChannelEnabled,
    birthdayRule: shopBirthdayRuleSchema.nullish(),
    membershipRule: shopMembershipRuleSchema.nullish(),
  })
  .superRefine(channels);
export type ShopAutomaticNotificationInput = z.infer<typeof shopAutomaticNotificationSchema>;

/** A push subscription as the ordering app sends it (PushSubscription.toJSON()). */
export const pushSubscriptionSchema = z.object({
  customerId: z.number().int().positive(),
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: text().regex(/^[A-Za-z0-9_-]{80,100}$/, 'Not a P-256 public key.'), auth: text().regex(/^[A-Za-z0-9_-]{16,30}$/, 'Not an auth secret.') }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
