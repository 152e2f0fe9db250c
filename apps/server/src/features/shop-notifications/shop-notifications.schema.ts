import { sql } from 'drizzle-orm';
import { GENDERS, SHOP_NOTIFICATION_RESULTS, SHOP_NOTIFICATION_STATUSES, SHOP_NOTIFICATION_TRIGGERS, genderLabels, shopNotificationResultLabels, shopNotificationStatusLabels, shopNotificationTriggerLabels, type ShopManualRule } from '@back-office/domain';
import { builder, labelledValues } from '../../platform/builder';
import { defineCrud } from '../../platform/crud';
import { shopNotificationRecipients, shopNotifications } from './shop-notifications.table';

/* A shop notification as the console reads it, its rule, its progress, and each recipient's result. */

type NotificationRow = typeof shopNotifications.$inferSelect;
type RecipientRow = typeof shopNotificationRecipients.$inferSelect;

export const ShopNotificationTriggerEnum = builder.enumType('ShopNotificationTriggerType', { description: 'What sends a notification: MANUAL, or the event of an automatic one.', values: labelledValues(shopNotificationTriggerLabels) });
export const ShopNotificationStatusEnum = builder.enumType('ShopNotificationStatus', { description: 'Where a notification stands.', values: labelledValues(shopNotificationStatusLabels) });
export const ShopNotificationResultEnum = builder.enumType('ShopNotificationResult', { description: 'What became of one customer’s copy.', values: labelledValues(shopNotificationResultLabels) });
export const ShopGenderEnum = builder.enumType('ShopNotificationGender', { description: 'A customer’s gender, as a rule chooses it.', values: labelledValues(genderLabels) });
void [SHOP_NOTIFICATION_TRIGGERS, SHOP_NOTIFICATION_STATUSES, SHOP_NOTIFICATION_RESULTS, GENDERS];

const IntRange = builder.objectRef<{ min?: number | null; max?: number | null }>('ShopNotificationIntRange').implement({
  description: 'A range of whole numbers; an end left null is open.',
  fields: (t) => ({ min: t.int({ nullable: true, description: 'The least, or null.', resolve: (r) => r.min ?? null }), max: t.int({ nullable: true, description: 'The most, or null.', resolve: (r) => r.max ?? null }) }),
});
const DateRange = builder.objectRef<{ min?: string | null; max?: string | null }>('ShopNotificationDateRange').implement({
  description: 'A range of days (YYYY-MM-DD, Jakarta); an end left null is open.',
  fields: (t) => ({ min: t.string({ nullable: true, description: 'The first day, or null.', resolve: (r) => r.min ?? null }), max: t.string({ nullable: true, description: 'The last day, or null.', resolve: (r) => r.max ?? null }) }),
});

type IntRangeValue = { min?: number | null; max?: number | null } | null;
type DateRangeValue = { min?: string | null; max?: string | null } | null;
type AnyRule = Omit<ShopManualRule, 'registration' | 'numberOfOrders' | 'totalOrderAmount' | 'lastOrder'> & { registration?: DateRangeValue; numberOfOrders?: IntRangeValue; totalOrderAmount?: IntRangeValue; lastOrder?: DateRangeValue; startPeriod?: number; endPeriod?: number; remainingDays?: number };
export const ShopNotificationRule = builder.objectRef<AnyRule>('ShopNotificationRule').implement({
  description: 'Who a notification reaches. Manual: every condition given holds (customers named are added). Birthday: startPeriod and endPeriod. Membership: remainingDays. Empty for the order ones.',
  fields: (t) => ({
    customerIds: t.intList({ nullable: true, description: 'Customers named by id.', resolve: (r) => r.customerIds ?? null }),
    registration: t.field({ type: DateRange, nullable: true, description: 'When they signed up.', resolve: (r) => r.registration ?? null }),
    membershipIds: t.intList({ nullable: true, description: 'Their membership levels.', resolve: (r) => r.membershipIds ?? null }),
    numberOfOrders: t.field({ type: IntRange, nullable: true, description: 'How many paid orders they placed.', resolve: (r) => r.numberOfOrders ?? null }),
    gender: t.field({ type: ShopGenderEnum, nullable: true, description: 'Their gender.', resolve: (r) => r.gender ?? null }),
    totalOrderAmount: t.field({ type: IntRange, nullable: true, description: 'What their paid orders came to, in rupiah.', resolve: (r) => r.totalOrderAmount ?? null }),
    lastOrder: t.field({ type: DateRange, nullable: true, description: 'When they last ordered.', resolve: (r) => r.lastOrder ?? null }),
    startPeriod: t.int({ nullable: true, description: 'Birthday: days from the birthday the window opens (negative: before).', resolve: (r) => r.startPeriod ?? null }),
    endPeriod: t.int({ nullable: true, description: 'Birthday: days from the birthday the window closes.', resolve: (r) => r.endPeriod ?? null }),
    remainingDays: t.int({ nullable: true, description: 'Membership: days left of the level when it is sent.', resolve: (r) => r.remainingDays ?? null }),
  }),
});

interface Progress { total: number; queued: number; delivered: number; failed: number; noSubscription: number; inboxOnly: number }
const ShopNotificationProgress = builder.objectRef<Progress>('ShopNotificationProgress').implement({
  description: 'How far a send has come: its copies by result.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Customers it was sent to.' }),
    queued: t.exposeInt('queued', { description: 'Pushes waiting or being sent.' }),
    delivered: t.exposeInt('delivered', { description: 'Pushes a push service took.' }),
    failed: t.exposeInt('failed', { description: 'Pushes that failed.' }),
    noSubscription: t.exposeInt('noSubscription', { description: 'Customers with no push subscription.' }),
    inboxOnly: t.exposeInt('inboxOnly', { description: 'Copies sent to the inbox only.' }),
  }),
});

const ShopNotificationDetail = builder.objectRef<NotificationRow>('ShopNotificationDetail').implement({
  description: 'What the inbox shows when the notification is opened.',
  fields: (t) => ({
    description: t.exposeString('description', { nullable: true, description: 'The full text.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'An image above it.' }),
    buttonName: t.exposeString('buttonName', { nullable: true, description: 'A button’s words.' }),
    buttonUrl: t.exposeString('buttonUrl', { nullable: true, description: 'Where the button leads.' }),
  }),
});

export const ShopNotification = defineCrud<NotificationRow>({
  name: 'ShopNotification',
  description: 'A notification to the shop’s customers: a manual one sent once to those its rule reaches, or the automatic one of a trigger.',
  table: shopNotifications,
  allField: false,
  defaultSorts: [{ field: 'id', direction: 'DESC' }],
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The notification’s id.' }),
    name: t.exposeString('name', { description: 'Its name in the console.' }),
    title: t.exposeString('title', { description: 'The title the customer sees.' }),
    descriptionPreview: t.exposeString('descriptionPreview', { description: 'The short text of the push and the inbox list.' }),
    iconUrl: t.exposeString('iconUrl', { nullable: true, description: 'The push’s icon.' }),
    url: t.exposeString('url', { nullable: true, description: 'Where opening it leads.' }),
    triggerType: t.field({ type: ShopNotificationTriggerEnum, description: 'MANUAL or the trigger of an automatic one.', resolve: (row) => row.triggerType }),
    status: t.field({ type: ShopNotificationStatusEnum, description: 'PENDING until a manual one goes out, then DELIVERED; CANCELLED.', resolve: (row) => row.status }),
    sentDate: t.field({ type: 'DateTime', nullable: true, description: 'When it went out, or is scheduled to.', resolve: (row) => row.sentAt ?? row.sendAt }),
    createdDate: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
    rule: t.field({ type: ShopNotificationRule, description: 'Who it reaches.', resolve: (row) => row.rule as AnyRule }),
    detail: t.field({ type: ShopNotificationDetail, description: 'The inbox’s full view.', resolve: (row) => row }),
    active: t.exposeBoolean('active', { description: 'False: it is not sent.' }),
    isInboxChannelEnabled: t.exposeBoolean('inboxEnabled', { description: 'It goes to the ordering app’s inbox.' }),
    isPushNotificationChannelEnabled: t.exposeBoolean('pushEnabled', { description: 'It goes out by web push.' }),
    progress: t.field({
      type: ShopNotificationProgress,
      description: 'Its copies by result (sent, failed, total).',
      resolve: async (row, _args, context) => {
        const result = await context.db.execute(sql`
          select count(*)::int as total, count(*) filter (where result in ('QUEUED', 'SENDING'))::int as queued, count(*) filter (where result = 'DELIVERED')::int as delivered,
                 count(*) filter (where result = 'FAILED')::int as failed, count(*) filter (where result = 'NO_SUBSCRIPTION')::int as "noSubscription", count(*) filter (where result = 'INBOX_ONLY')::int as "inboxOnly"
          from shop_notification_recipients where notification_id = ${row.id}`);
        return (result as unknown as { rows: Progress[] }).rows[0]!;
      },
    }),
  }),
  fields: {
    id: { column: shopNotifications.id, kind: 'int' },
    name: { column: shopNotifications.name, kind: 'text' },
    title: { column: shopNotifications.title, kind: 'text' },
    triggerType: { column: shopNotifications.triggerType, kind: 'text' },
    status: { column: shopNotifications.status, kind: 'text' },
    active: { column: shopNotifications.active, kind: 'boolean' },
    sentDate: { column: shopNotifications.sendAt, kind: 'datetime' },
    createdDate: { column: shopNotifications.createdAt, kind: 'datetime' },
  },
  label: (row) => row.name,
});

export const ShopNotificationRecipient = defineCrud<RecipientRow>({
  name: 'ShopNotificationRecipient',
  entity: 'SHOP_NOTIFICATION',
  description: 'One customer’s copy of a notification: in the inbox, and what its push came to.',
  table: shopNotificationRecipients,
  allField: false,
  defaultSorts: [{ field: 'id', direction: 'ASC' }],
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The copy’s id.' }),
    notificationId: t.exposeInt('notificationId', { description: 'The notification.' }),
    customerId: t.exposeInt('customerId', { description: 'The customer.' }),
    customerName: t.string({
      description: 'The customer’s name.',
      resolve: async (row, _args, context) => {
        const result = await context.db.execute(sql`select name from shop_customers where id = ${row.customerId}`);
        return (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
      },
    }),
    shopOrderId: t.exposeInt('shopOrderId', { nullable: true, description: 'The order it is about, for an order’s notification.' }),
    title: t.exposeString('title', { description: 'The title as sent.' }),
    result: t.field({ type: ShopNotificationResultEnum, description: 'What its push came to.', resolve: (row) => row.result }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it failed.' }),
    sentTime: t.field({ type: 'DateTime', nullable: true, description: 'When its push was settled.', resolve: (row) => row.sentAt }),
    readTime: t.field({ type: 'DateTime', nullable: true, description: 'When the customer read it in the inbox.', resolve: (row) => row.readAt }),
  }),
  fields: {
    id: { column: shopNotificationRecipients.id, kind: 'int' },
    notificationId: { column: shopNotificationRecipients.notificationId, kind: 'int' },
    customerId: { column: shopNotificationRecipients.customerId, kind: 'int' },
    result: { column: shopNotificationRecipients.result, kind: 'text' },
  },
  label: (row) => `${row.title} to customer ${row.customerId}`,
});
