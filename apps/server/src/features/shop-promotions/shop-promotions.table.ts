import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';

/*
 * The promo rules every kind of shop discount shares (voucher settings, shop promos, POS promos): one
 * row of `shop_promotion_rules` per promo, its weekly schedules and its item groups. Each kind keeps
 * its own fields in its own table and points at its rules by `rule_id` (docs/promotions.md).
 */

export const shopPromotionRules = pgTable(
  'shop_promotion_rules',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    discountLevel: text('discount_level').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    unit: text('unit').notNull(),
    itemRule: text('item_rule'),
    minimumItem: integer('minimum_item'),
    minimumAmount: integer('minimum_amount'),
    allowedOrderTypes: text('allowed_order_types').array().notNull().default(sql`'{}'`),
    allowedPaymentMethods: text('allowed_payment_methods').array().notNull().default(sql`'{}'`),
    hubIds: integer('hub_ids').array().notNull().default(sql`'{}'`),
    /** The customer rule (null type: no rule, everyone). */
    customerRuleType: text('customer_rule_type'),
    registrationStartDate: timestamp('registration_start_date', { withTimezone: true }),
    registrationEndDate: timestamp('registration_end_date', { withTimezone: true }),
    membershipIds: integer('membership_ids').array().notNull().default(sql`'{}'`),
    customerIds: integer('customer_ids').array().notNull().default(sql`'{}'`),
    numberOfOrders: integer('number_of_orders'),
    totalOrderAmount: integer('total_order_amount'),
    lastOrderNumberOfUnit: integer('last_order_number_of_unit'),
    lastOrderUnit: text('last_order_unit'),
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    maximumDiscountAmount: integer('maximum_discount_amount'),
    totalQuantity: integer('total_quantity'),
    usedQuantity: integer('used_quantity').notNull().default(0),
  },
  (table) => [index('shop_promotion_rules_period_idx').on(table.startDate, table.endDate)],
);

/** A weekly window of a promo, in the outlet's time zone. */
export const shopPromotionSchedules = pgTable(
  'shop_promotion_schedules',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => shopPromotionRules.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    startHour: smallint('start_hour').notNull(),
    endHour: smallint('end_hour').notNull(),
  },
  (table) => [index('shop_promotion_schedules_rule_idx').on(table.ruleId)],
);

/** A group of menus an item promo discounts, with its amount. */
export const shopPromotionItemGroups = pgTable(
  'shop_promotion_item_groups',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => shopPromotionRules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    menuIds: integer('menu_ids').array().notNull(),
    discountAmount: integer('discount_amount').notNull(),
    unit: text('unit').notNull(),
  },
  (table) => [index('shop_promotion_item_groups_rule_idx').on(table.ruleId)],
);

/** A shop promo (spec point 3): MENU promos for the outlets' menus, PRODUCT promos for the vending shop's products. */
export const shopPromos = pgTable(
  'shop_promos',
  {
    ...recordColumns(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => shopPromotionRules.id),
    kind: text('kind').notNull(),
    imageUrl: text('image_url'),
    qrPromo: boolean('qr_promo').notNull().default(false),
  },
  (table) => [uniqueIndex('shop_promos_rule_unique').on(table.ruleId), index('shop_promos_kind_idx').on(table.kind)],
);
