import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { priorityColumn, recordColumns } from '../../db/columns';

/*
 * The shop's membership levels (Bronze, Silver, Gold...), in priority order, lowest first. A customer
 * obtains a level by buying `obtain_qualification` items within the qualification duration and keeps
 * it by buying `retain_qualification` items in each following period.
 */

/** A membership level, its colour (#RRGGBB) and the privilege text the ordering app shows. */
export const shopMemberships = pgTable(
  'shop_memberships',
  {
    ...recordColumns(),
    levelName: text('level_name').notNull(),
    color: text('color').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isPrivilegeVisible: boolean('is_privilege_visible').notNull().default(true),
    obtainQualification: integer('obtain_qualification').notNull().default(0),
    retainQualification: integer('retain_qualification').notNull().default(0),
    priority: priorityColumn(),
    privilege: text('privilege'),
  },
  (table) => [uniqueIndex('shop_memberships_level_name_unique').on(sql`lower(${table.levelName})`), index('shop_memberships_priority_idx').on(table.priority)],
);

/** How long a qualification period lasts, in months. One row, id 1; none means the default. */
export const shopMembershipQualificationDuration = pgTable(
  'shop_membership_qualification_duration',
  {
    id: integer('id').primaryKey().default(1),
    months: integer('months').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('shop_membership_qualification_duration_single_row', sql`${table.id} = 1`)],
);

/** A promo a membership level gets through a referral name (a partner's sign-up link), and how often it was used. */
export const shopMembershipPromos = pgTable(
  'shop_membership_promos',
  {
    ...recordColumns(),
    description: text('description'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => shopMemberships.id),
    referralName: text('referral_name').notNull(),
    totalUsed: integer('total_used').notNull().default(0),
  },
  (table) => [uniqueIndex('shop_membership_promos_referral_name_unique').on(sql`lower(${table.referralName})`), index('shop_membership_promos_membership_idx').on(table.membershipId)],
);
