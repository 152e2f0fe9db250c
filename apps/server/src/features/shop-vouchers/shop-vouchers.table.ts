import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, uniqueName } from '../../db/columns';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { shopPromotionRules } from '../shop-promotions/shop-promotions.table';

/*
 * Vouchers (spec point 3): a setting holds the voucher's rules (the shared promo rules by rule_id)
 * and its own fields; its codes are what customers type or are given; an assigned voucher is one
 * code given to one customer.
 */

export const shopVoucherSettings = pgTable(
  'shop_voucher_settings',
  {
    ...recordColumns(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => shopPromotionRules.id),
    type: text('type').notNull(),
    title: text('title'),
    imageUrl: text('image_url'),
    durationInDays: integer('duration_in_days'),
    visible: boolean('visible').notNull().default(true),
    /** Given only by assigning it to customers (createShopAssignedVouchers), never claimed by typing its code. */
    assignedToUser: boolean('assigned_to_user').notNull().default(false),
    qrPromo: boolean('qr_promo').notNull().default(false),
    quantityPerCustomer: integer('quantity_per_customer'),
    appliedToVariant: boolean('applied_to_variant').notNull().default(false),
    appliedToTopping: boolean('applied_to_topping').notNull().default(false),
    bulk: boolean('bulk').notNull().default(false),
    codePrefix: text('code_prefix'),
    numberOfVoucher: integer('number_of_voucher'),
  },
  (table) => [uniqueIndex('shop_voucher_settings_rule_unique').on(table.ruleId), index('shop_voucher_settings_type_idx').on(table.type)],
);

/** A code of a setting; unique whatever its case, so two bulk generations can never give one code twice. */
export const shopVoucherCodes = pgTable(
  'shop_voucher_codes',
  {
    ...recordColumns(),
    shopVoucherSettingId: integer('shop_voucher_setting_id')
      .notNull()
      .references(() => shopVoucherSettings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    totalQuantity: integer('total_quantity'),
    usedQuantity: integer('used_quantity').notNull().default(0),
    /** An automatic voucher's trigger; null for a manual code. */
    trigger: text('trigger'),
  },
  (table) => [uniqueName('shop_voucher_codes_name_unique', table.name), index('shop_voucher_codes_setting_idx').on(table.shopVoucherSettingId)],
);

/** A code given to a customer: one row per code and customer. */
export const shopAssignedVouchers = pgTable(
  'shop_assigned_vouchers',
  {
    ...recordColumns(),
    shopVoucherCodeId: integer('shop_voucher_code_id')
      .notNull()
      .references(() => shopVoucherCodes.id, { onDelete: 'cascade' }),
    shopCustomerId: integer('shop_customer_id')
      .notNull()
      .references(() => shopCustomers.id),
    active: boolean('active').notNull().default(true),
    claimedDate: timestamp('claimed_date', { withTimezone: true }),
    usedDate: timestamp('used_date', { withTimezone: true }),
    discountUsed: integer('discount_used').notNull().default(0),
  },
  (table) => [uniqueIndex('shop_assigned_vouchers_code_customer_unique').on(table.shopVoucherCodeId, table.shopCustomerId), index('shop_assigned_vouchers_customer_idx').on(table.shopCustomerId)],
);
