import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShopManualRule, ShopNotificationResult, ShopNotificationStatus, ShopNotificationTrigger } from '@back-office/domain';
import { recordColumns } from '../../db/columns';
import { shopCustomers } from '../shop-customers/shop-customers.table';

/*
 * Shop notifications (docs/shop-notifications.md): the notification itself (a manual one with its
 * rule and send time, or the one automatic notification of a trigger), one row per customer it
 * was sent to (the ordering app's inbox and the push result), and the push subscriptions the
 * ordering app registered.
 */
export const shopNotifications = pgTable(
  'shop_notifications',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    triggerType: text('trigger_type').$type<ShopNotificationTrigger>().notNull(),
    title: text('title').notNull(),
    descriptionPreview: text('description_preview').notNull(),
    iconUrl: text('icon_url'),
    url: text('url'),
    description: text('description'),
    imageUrl: text('image_url'),
    buttonName: text('button_name'),
    buttonUrl: text('button_url'),
    /** A manual one's rule (ShopManualRule); a birthday one's { startPeriod, endPeriod }; a membership one's { remainingDays }. */
    rule: jsonb('rule').$type<ShopManualRule | { startPeriod: number; endPeriod: number } | { remainingDays: number } | Record<string, never>>().notNull().default({}),
    status: text('status').$type<ShopNotificationStatus>().notNull().default('PENDING'),
    active: boolean('active').notNull().default(true),
    inboxEnabled: boolean('inbox_enabled').notNull().default(true),
    pushEnabled: boolean('push_enabled').notNull().default(true),
    /** When a manual one goes out (null: at once); when it went out once sent. */
    sendAt: timestamp('send_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shop_notifications_automatic_trigger_unique').on(table.triggerType).where(sql`${table.triggerType} <> 'MANUAL'`),
    index('shop_notifications_due_idx').on(table.status, table.sendAt).where(sql`${table.triggerType} = 'MANUAL'`),
    check('shop_notifications_status_known', sql`${table.status} in ('PENDING', 'DELIVERED', 'CANCELLED')`),
  ],
);

/** One customer's copy: in the inbox (read or not) and what the push came to. */
export const shopNotificationRecipients = pgTable(
  'shop_notification_recipients',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => shopNotifications.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => shopCustomers.id, { onDelete: 'cascade' }),
    /** Once per notification and occasion: `manual`, `order:12`, `birthday:2026`, `membership:2026-12-31`. */
    occasion: text('occasion').notNull(),
    shopOrderId: integer('shop_order_id'),
    /** The title and text as sent: an automatic notification edited later keeps what the customer got. */
    title: text('title').notNull(),
    descriptionPreview: text('description_preview').notNull(),
    url: text('url'),
    inInbox: boolean('in_inbox').notNull(),
    result: text('result').$type<ShopNotificationResult>().notNull().default('QUEUED'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shop_notification_recipients_once').on(table.notificationId, table.customerId, table.occasion),
    index('shop_notification_recipients_waiting_idx').on(table.id).where(sql`${table.result} in ('QUEUED', 'SENDING')`),
    index('shop_notification_recipients_inbox_idx').on(table.customerId, table.createdAt).where(sql`${table.inInbox}`),
  ],
);

/** A phone's push subscription, registered by the ordering app for a signed-in customer. */
export const shopPushSubscriptions = pgTable(
  'shop_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => shopCustomers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shop_push_subscriptions_endpoint_unique').on(table.endpoint), index('shop_push_subscriptions_customer_idx').on(table.customerId)],
);
