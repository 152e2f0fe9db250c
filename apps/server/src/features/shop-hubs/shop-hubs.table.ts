import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, uniqueName } from '../../db/columns';
import { ingredients, packagings } from '../master-data/master-data.table';
import { shopMenus } from '../shop-menus/shop-menus.table';

/** An outlet of the online shop, where baristas make drinks to order and a counter sells them. */
export const shopHubs = pgTable(
  'shop_hubs',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    hubNo: text('hub_no').notNull(),
    phoneNo: text('phone_no'),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** IANA time zone its opening hours, schedules and days are read in. */
    timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
    targetItem: integer('target_item'),
    /** Rupiah. */
    targetRevenue: integer('target_revenue'),
    targetOrder: integer('target_order'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueName('shop_hubs_name_unique', table.name), uniqueIndex('shop_hubs_hub_no_unique').on(table.hubNo)],
);

/** An outlet's opening hours on one day of the week (1 Monday … 7 Sunday), in its time zone. */
export const shopHubOperationals = pgTable(
  'shop_hub_operationals',
  {
    ...recordColumns(),
    shopHubId: integer('shop_hub_id')
      .notNull()
      .references(() => shopHubs.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    open: time('open').notNull(),
    close: time('close').notNull(),
  },
  (table) => [uniqueIndex('shop_hub_operationals_day_unique').on(table.shopHubId, table.day)],
);

/** A menu on an outlet's menu: its price there, a discounted price for a window, and whether it is sold out. */
export const shopHubMenus = pgTable(
  'shop_hub_menus',
  {
    ...recordColumns(),
    shopHubId: integer('shop_hub_id')
      .notNull()
      .references(() => shopHubs.id),
    menuId: integer('menu_id')
      .notNull()
      .references(() => shopMenus.id),
    /** Rupiah. */
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price'),
    discountStartAt: timestamp('discount_start_at', { withTimezone: true }),
    discountEndAt: timestamp('discount_end_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** False while sold out: a barista's one tap. */
    available: boolean('available').notNull().default(true),
  },
  (table) => [uniqueIndex('shop_hub_menus_hub_menu_unique').on(table.shopHubId, table.menuId), index('shop_hub_menus_menu_idx').on(table.menuId)],
);

/** An ingredient or packaging an outlet holds, in whole units, and the bounds a refill aims at. */
export const shopHubStocks = pgTable(
  'shop_hub_stocks',
  {
    ...recordColumns(),
    shopHubId: integer('shop_hub_id')
      .notNull()
      .references(() => shopHubs.id),
    ingredientId: integer('ingredient_id').references(() => ingredients.id),
    packagingId: integer('packaging_id').references(() => packagings.id),
    currentStock: integer('current_stock').notNull().default(0),
    minStock: integer('min_stock').notNull().default(0),
    maxStock: integer('max_stock').notNull(),
  },
  (table) => [
    uniqueIndex('shop_hub_stocks_ingredient_unique').on(table.shopHubId, table.ingredientId),
    uniqueIndex('shop_hub_stocks_packaging_unique').on(table.shopHubId, table.packagingId),
    index('shop_hub_stocks_ingredient_idx').on(table.ingredientId),
    index('shop_hub_stocks_packaging_idx').on(table.packagingId),
    check('shop_hub_stocks_one_item', sql`(${table.ingredientId} is null) <> (${table.packagingId} is null)`),
    check('shop_hub_stocks_not_negative', sql`${table.currentStock} >= 0`),
  ],
);
