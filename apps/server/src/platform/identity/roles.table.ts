import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Authority } from '@back-office/domain';

export const authorities = pgTable('authorities', {
  id: serial('id').primaryKey(),
  /** Written from the domain's list on every start (seed.ts). */
  name: text('name').$type<Authority>().notNull().unique(),
  description: text('description').notNull(),
  group: text('group').notNull(),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    /**
     * Goes up with every change to the role's authorities (a trigger on role_authorities, migration
     * 0017), so a server may keep a role's authorities between requests and know when they change.
     */
    authoritiesVersion: integer('authorities_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('roles_name_unique').on(sql`lower(${table.name})`)],
);

export const roleAuthorities = pgTable(
  'role_authorities',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    authorityId: integer('authority_id')
      .notNull()
      .references(() => authorities.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.authorityId] })],
);
