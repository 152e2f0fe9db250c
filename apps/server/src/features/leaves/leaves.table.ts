import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LeaveState, LeaveType } from '@back-office/domain';
import { recordColumns } from '../../db/columns';
import { users } from '../../platform/identity/users.table';

/**
 * One row per person and day away. The refill planner reads it: a user with an APPROVED leave on a
 * date does not work that date, whatever their refiller schedule says; REQUESTED and REJECTED leave
 * change nothing.
 * - `type`: ANNUAL (paid holiday), SICK, PERMISSION (a personal or family matter, "izin"), OTHER
 *   (said in the note);
 * - `state`: REQUESTED when made, then APPROVED or REJECTED by the user's manager or another holder
 *   of UPDATE_LEAVE, never by the user themself;
 * - `manager_id`: the user's manager (`users.manager_id`) when the leave was requested;
 * - `date`: a calendar day in Jakarta time.
 */
export const leaves = pgTable(
  'leaves',
  {
    ...recordColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<LeaveType>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    state: text('state').$type<LeaveState>().notNull().default('REQUESTED'),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('leaves_user_date_unique').on(table.userId, table.date),
    index('leaves_date_state_idx').on(table.date, table.state),
    index('leaves_manager_idx').on(table.managerId),
    check('leaves_type_check', sql`${table.type} in ('ANNUAL', 'SICK', 'PERMISSION', 'OTHER')`),
    check('leaves_state_check', sql`${table.state} in ('REQUESTED', 'APPROVED', 'REJECTED')`),
  ],
);
