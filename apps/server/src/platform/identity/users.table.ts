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
 * Per-user mapping lists. Each limits the rows of one kind that a user sees and touches. The
 * machine list lives here; the lists of the shop's outlets, merchants and partners and of companies
 * live with the user-mappings feature, which can point their foreign keys at those features' tables
 * (`references`) and registers them with platform/mappings.ts. See docs/access-control.md.
 */
export function mappingTable<Name extends string>(tableName: Name, column: string, references?: () => AnyPgColumn) {
  const value = integer(column).notNull();
  return pgTable(
    tableName,
    {
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      // No cascade: deleting a mapped record would leave a user mapped to nothing, that is unlimited.
      value: references ? value.references(references) : value,
    },
    // With a foreign key, an index: deleting a record looks up who is mapped to it.
    (table) => [primaryKey({ columns: [table.userId, table.value] }), ...(references ? [index(`${tableName}_value_idx`).on(table.value)] : [])],
  );
}

/** Any mapping list, whatever its table's name. */
export type MappingTable = ReturnType<typeof mappingTable<string>>;

export const userMachines = mappingTable('user_machines', 'machine_id');

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
