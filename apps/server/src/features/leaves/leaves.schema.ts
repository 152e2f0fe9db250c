import type { ObjectRef } from '@pothos/core';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  LEAVE_STATES,
  LEAVE_TYPES,
  MESSAGES,
  REFILL_LOGISTICS_MESSAGES,
  leaveUpdateSchema,
  leavesSchema,
  startsAfterNow,
  type LeaveInput,
  type LeaveUpdateInput,
} from '@back-office/domain';
import { builder, describedValues } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { defineCrud, updateRow } from '../../platform/crud';
import { badInput, conflict, refused } from '../../platform/errors';
import { UserRef } from '../users/users.schema';
import { users } from '../../platform/identity/users.table';
import { leaves } from './leaves.table';

type LeaveRow = typeof leaves.$inferSelect;

/*
 * Leave, one row per person and day. Who may do what:
 * - a holder of UPDATE_LEAVE sees and edits everyone's leave and requests leave for anyone;
 * - anyone else who may see leave sees their own and that of the people they manage, and requests
 *   leave for themself only;
 * - a leave is approved or rejected (its state changed) by a holder of UPDATE_LEAVE who is not its
 *   owner: the user's manager when their role holds it, else a leave officer. Nobody decides their
 *   own leave.
 */

export const LeaveTypeEnum = builder.enumType('LeaveType', {
  description: 'ANNUAL: paid holiday; SICK: illness; PERMISSION: a personal or family matter; OTHER: said in the note.',
  values: describedValues(LEAVE_TYPES, { ANNUAL: 'Annual leave.', SICK: 'Sick leave.', PERMISSION: 'Leave with permission for a personal matter.', OTHER: 'Any other leave.' }),
});

export const LeaveStateEnum = builder.enumType('LeaveState', {
  description: 'REQUESTED when made; APPROVED (the person does not work that day) or REJECTED by their manager.',
  values: describedValues(LEAVE_STATES, { REQUESTED: 'Waiting for the manager.', APPROVED: 'Approved by the manager.', REJECTED: 'Refused by the manager.' }),
});

const mayManageAll = (context: Context) => context.authorities.has('UPDATE_LEAVE');

const LeaveInputRef = builder.inputType('LeaveInput', {
  description: 'One day of leave for one user.',
  fields: (t) => ({
    userId: t.int({ description: 'The id of the user.', required: true }),
    type: t.field({ description: 'The kind of leave.', type: LeaveTypeEnum, required: true }),
    date: t.field({ type: 'Date', required: true, description: 'A day after today (Jakarta time).' }),
    note: t.string({ description: 'The reason for the leave.' }),
  }),
});

const LeaveUpdateInputRef = builder.inputType('LeaveUpdateInput', {
  description: 'The fields of a leave to change; those left out keep their value.',
  fields: (t) => ({
    type: t.field({ description: 'The kind of leave.', type: LeaveTypeEnum }),
    date: t.field({ type: 'Date', description: 'A new day must be after today (Jakarta time).' }),
    state: t.field({ type: LeaveStateEnum, description: 'Approving or rejecting: never by the leave’s owner.' }),
    note: t.string({ description: 'The reason for the leave.' }),
  }),
});

const dayText = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

export const Leave = defineCrud<LeaveRow, never, LeaveUpdateInput>({
  name: 'Leave',
  table: leaves,
  allField: false,
  description: 'A day a person is away. Approved leave keeps a refiller out of that day’s plan.',
  scope: (context) => (mayManageAll(context) || !context.user ? undefined : or(eq(leaves.userId, context.user.id), eq(leaves.managerId, context.user.id))),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The leave\'s id.' }),
    userId: t.exposeInt('userId', { description: 'The id of the user.' }),
    user: t.field({ description: 'The employee on leave.', type: UserRef, resolve: (row) => row.userId }),
    managerId: t.exposeInt('managerId', { nullable: true, description: 'The user’s manager when the leave was requested.' }),
    manager: t.field({ description: 'The manager who decides on it, or null.', type: UserRef, nullable: true, resolve: (row) => row.managerId }),
    type: t.field({ description: 'The kind of leave.', type: LeaveTypeEnum, resolve: (row) => row.type }),
    date: t.field({ description: 'The day of leave.', type: 'Date', resolve: (row) => row.date }),
    state: t.field({ description: 'Whether it is requested, approved or rejected.', type: LeaveStateEnum, resolve: (row) => row.state }),
    note: t.exposeString('note', { description: 'The reason given, or null.', nullable: true }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: leaves.id, kind: 'int' },
    userId: { column: leaves.userId, kind: 'int' },
    user: { column: sql`(select ${users.name} from ${users} where ${users.id} = ${leaves.userId})`, kind: 'text' },
    managerId: { column: leaves.managerId, kind: 'int' },
    manager: { column: sql`(select ${users.name} from ${users} where ${users.id} = ${leaves.managerId})`, kind: 'text' },
    type: { column: leaves.type, kind: 'enum', values: LEAVE_TYPES },
    state: { column: leaves.state, kind: 'enum', values: LEAVE_STATES },
    // The day as the instant it begins in Jakarta, so that a filter by days in the console's zone matches it.
    date: { column: sql`(${leaves.date}::timestamp at time zone 'Asia/Jakarta')`, kind: 'datetime' },
    note: { column: leaves.note, kind: 'text' },
    createdTime: { column: leaves.createdAt, kind: 'datetime' },
    updatedTime: { column: leaves.updatedAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'date', direction: 'DESC' }],
  label: (row) => `${row.type} on ${dayText(row.date)} of user ${row.userId}`,
  uniques: { leaves_user_date_unique: { field: 'date', message: REFILL_LOGISTICS_MESSAGES.duplicateLeave } },
  update: {
    input: LeaveUpdateInputRef,
    schema: leaveUpdateSchema,
    async write(transaction, data, context, id) {
      const [before] = await transaction.select().from(leaves).where(eq(leaves.id, id));
      if (!before) return undefined;
      if (data.state !== undefined && data.state !== before.state && before.userId === context.user!.id) throw refused(REFILL_LOGISTICS_MESSAGES.ownLeave);
      if (data.date !== undefined && data.date !== before.date && !startsAfterNow(data.date)) throw badInput(MESSAGES.startAfterNow, { date: MESSAGES.startAfterNow });
      return (await updateRow(transaction, leaves, leaves.id, id, data)) as LeaveRow | undefined;
    },
  },
  remove: {},
});

const leaveRef = Leave.ref as unknown as ObjectRef<typeof builder.$inferSchemaTypes, LeaveRow>;

/**
 * Several days of leave in one transaction: every day after now, all within 31 days, each user
 * active, no day a user already has (CONFLICT, naming the day). Nothing is written unless all are.
 */
defineCommand('createLeaves', {
  description: 'Requests leave for several days at once (one input a day), all or none.',
  authority: 'CREATE_LEAVE',
  args: (arg) => ({ inputs: arg({ description: 'The days of leave, one record each.', type: [LeaveInputRef], required: true }) }),
  input: leavesSchema(),
  type: [leaveRef],
  what: 'Leave',
  // Two requests for the same day at the same moment: the unique index stops the second.
  uniques: { leaves_user_date_unique: { field: 'inputs', message: REFILL_LOGISTICS_MESSAGES.duplicateLeave } },
  prepare: async ({ inputs }, context) => {
    // Without UPDATE_LEAVE a person requests leave for themself only.
    if (!mayManageAll(context) && inputs.some((input) => input.userId !== context.user!.id)) throw refused(REFILL_LOGISTICS_MESSAGES.otherUsersLeave);
    const seen = new Set<string>();
    for (const input of inputs) {
      const key = `${input.userId}:${input.date}`;
      if (seen.has(key)) throw conflict(REFILL_LOGISTICS_MESSAGES.duplicateLeaveOn(input.date), { inputs: REFILL_LOGISTICS_MESSAGES.duplicateLeaveOn(input.date) });
      seen.add(key);
    }
  },
  run: async (transaction, { inputs }) => {
    const userIds = [...new Set(inputs.map((input) => input.userId))];
    const people = await transaction.select({ id: users.id, managerId: users.managerId }).from(users).where(and(inArray(users.id, userIds), eq(users.active, true)));
    const managerOf = new Map(people.map((person) => [person.id, person.managerId]));
    const unknown = inputs.findIndex((input) => !managerOf.has(input.userId));
    if (unknown >= 0) throw badInput(REFILL_LOGISTICS_MESSAGES.userNotAvailable, { [`inputs.${unknown}.userId`]: REFILL_LOGISTICS_MESSAGES.userNotAvailable });
    const taken = await transaction
      .select({ date: leaves.date })
      .from(leaves)
      .where(or(...inputs.map((input: LeaveInput) => and(eq(leaves.userId, input.userId), eq(leaves.date, input.date)))))
      .orderBy(leaves.date)
      .limit(1);
    if (taken[0]) throw conflict(REFILL_LOGISTICS_MESSAGES.duplicateLeaveOn(taken[0].date), { inputs: REFILL_LOGISTICS_MESSAGES.duplicateLeaveOn(taken[0].date) });
    const rows = await transaction
      .insert(leaves)
      .values(inputs.map((input) => ({ ...input, managerId: managerOf.get(input.userId) ?? null, state: 'REQUESTED' as const })))
      .returning();
    // One activity row per day requested.
    const activity = rows.map((row) => ({
      entity: 'LEAVE',
      recordId: row.id,
      message: `Requested ${row.type} leave on ${dayText(row.date)} for user ${row.userId}.`,
      changes: { userId: { before: null, after: row.userId }, type: { before: null, after: row.type }, date: { before: null, after: row.date }, state: { before: null, after: row.state } },
    }));
    return { result: rows.sort((a, b) => a.date.localeCompare(b.date) || a.userId - b.userId), activity };
  },
});
