import { boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { roles } from './roles.table';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNo: text('phone_no').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    managerId: integer('manager_id').references((): AnyPgColumn => users.id),
    active: boolean('active').notNull().default(true),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_username_unique').on(sql`lower(${table.username})`), index('users_role_idx').on(table.roleId)],
);

/**
 * Per-user mapping lists. Each limits the rows of one kind that a user sees and touches; the
 * entities they point at arrive with their own features, which add the foreign keys.
 */
function mappingTable<Name extends string>(tableName: Name, column: string) {
  return pgTable(
    tableName,
    {
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      value: integer(column).notNull(),
    },
    (table) => [primaryKey({ columns: [table.userId, table.value] })],
  );
}

export const userMachines = mappingTable('user_machines', 'machine_id');
export const userShopHubs = mappingTable('user_shop_hubs', 'shop_hub_id');
export const userShopMerchants = mappingTable('user_shop_merchants', 'shop_merchant_id');
export const userShopPartners = mappingTable('user_shop_partners', 'shop_partner_id');
export const userCompanies = mappingTable('user_companies', 'company_id');

/** Payment mapping holds payment methods (GOPAY, CASH, ...) rather than ids. */
export const userPayments = pgTable(
  'user_payments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payment: text('payment').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.payment] })],
);
