import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShopContentType, ShopCustomerType } from '@back-office/domain';
import { priorityColumn, recordColumns, uniqueName } from '../../db/columns';

/*
 * What the ordering app shows besides its menus (docs/shop-content.md): the content records (the
 * spec's key-value rows: many FAQ, one each of the terms, the home announcement and about us), the
 * popup banners, the scrolling banners and the home backgrounds.
 */

/** A content record: its type, a title, rich text (sanitised when saved) and a link. */
export const shopKeyValues = pgTable(
  'shop_key_values',
  {
    ...recordColumns(),
    type: text('type').$type<ShopContentType>().notNull(),
    title: text('title'),
    /** Rich text, HTML within the allow-list of platform/rich-text.ts. */
    description: text('description').notNull().default(''),
    link: text('link'),
  },
  // One record of each type but FAQ.
  (table) => [uniqueIndex('shop_key_values_single_type_unique').on(table.type).where(sql`${table.type} <> 'FAQ'`), index('shop_key_values_type_idx').on(table.type)],
);

/** A banner the ordering app pops up, for its customer types, during its days (Jakarta). */
export const shopPopupBanners = pgTable(
  'shop_popup_banners',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    url: text('url'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    customerTypes: text('customer_types').array().$type<ShopCustomerType[]>().notNull(),
    /** With customer type MEMBERSHIP: the levels it is for. */
    membershipIds: integer('membership_ids').array().notNull().default(sql`'{}'::integer[]`),
    clickCount: integer('click_count').notNull().default(0),
  },
  (table) => [uniqueName('shop_popup_banners_name_unique', table.name), index('shop_popup_banners_period_idx').on(table.startDate, table.endDate), check('shop_popup_banners_period', sql`${table.endDate} >= ${table.startDate}`)],
);

/** A banner of the home page's carousel, in priority order, shown (status 1) during its period. */
export const shopScrollingBanners = pgTable(
  'shop_scrolling_banners',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    url: text('url'),
    priority: priorityColumn(),
    dateTimeStart: timestamp('date_time_start', { withTimezone: true }).notNull(),
    dateTimeEnd: timestamp('date_time_end', { withTimezone: true }).notNull(),
    /** 1 shown, 0 hidden. */
    status: integer('status').notNull().default(1),
    clickCount: integer('click_count').notNull().default(0),
  },
  (table) => [
    uniqueName('shop_scrolling_banners_name_unique', table.name),
    index('shop_scrolling_banners_priority_idx').on(table.priority),
    check('shop_scrolling_banners_status', sql`${table.status} in (0, 1)`),
    check('shop_scrolling_banners_period', sql`${table.dateTimeEnd} > ${table.dateTimeStart}`),
  ],
);

/** A picture behind the ordering app's home page, in priority order: the first is shown. */
export const shopHomeBackgrounds = pgTable(
  'shop_home_backgrounds',
  {
    ...recordColumns(),
    imageUrl: text('image_url').notNull(),
    priority: priorityColumn(),
  },
  (table) => [index('shop_home_backgrounds_priority_idx').on(table.priority)],
);
