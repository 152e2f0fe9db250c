import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { trigramIndexes } from '../../db/columns';
import type { FieldChanges } from './index';

/** The audit log: one row for every change and every refused change. */
export const userActivities = pgTable(
  'user_activities',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    activity: text('activity').notNull(),
    entity: text('entity'),
    recordId: text('record_id'),
    vmcNo: text('vmc_no'),
    message: text('message').notNull(),
    /** The fields a change touched, before and after; secrets only as changed. */
    changes: jsonb('changes').$type<FieldChanges>(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The log is read newest first, alone or for one user; the id breaks ties in the same index.
    index('user_activities_time_idx').on(table.time, table.id),
    index('user_activities_username_idx').on(table.username, table.time, table.id),
    ...trigramIndexes('user_activities', { username: table.username, message: table.message }),
  ],
);
