import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { TASK_MESSAGES, gallonsOf } from '@back-office/domain';
import { z } from 'zod';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { badInput, conflict, forbidden, notFound } from '../../platform/errors';
import { users } from '../../platform/identity/users.table';
import { onLeave } from '../leaves/on-leave';
import { scheduledOn } from '../refiller-schedules/scheduled-on';
import { refillerSchedules } from '../refiller-schedules/refiller-schedules.table';
import { UserRef } from '../users/users.schema';
import { companyDayBounds, companyDayOf } from './task-days';
import { TaskRef, findTask, seesAllTasks, type TaskRow } from './tasks.schema';
import { tasks } from './tasks.table';

/*
 * What a supervisor plans with: the tasks of a stretch of days whole (the week's schedule), the
 * refillers who work a task's day with what they already carry, and accepting many of the
 * planner's proposals at once.
 */

/** The longest stretch of days `taskSchedule` answers at once. */
export const SCHEDULE_MAX_DAYS = 31;
/** The most proposals accepted in one call. */
export const ACCEPT_MAX = 500;

const dayCount = (first: string, last: string) => Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;

builder.queryField('taskSchedule', (t) =>
  t.field({
    type: [TaskRef],
    description: `Every task of the company days from startDate to endDate (at most ${SCHEDULE_MAX_DAYS} days), assigned or proposed, by execution time: the week's schedule shows them all, however many.`,
    args: {
      startDate: t.arg({ description: 'The first day, in Jakarta time.', type: 'Date', required: true }),
      endDate: t.arg({ description: 'The last day, included.', type: 'Date', required: true }),
    },
    authScopes: { authority: 'VIEW_ALL_TASKS' },
    resolve: (_root, { startDate, endDate }, context) => {
      const days = dayCount(startDate, endDate);
      if (days < 1) throw badInput('The last day comes before the first.', { endDate: 'The last day comes before the first.' });
      if (days > SCHEDULE_MAX_DAYS) throw badInput(`Ask for at most ${SCHEDULE_MAX_DAYS} days at once.`, { endDate: `Ask for at most ${SCHEDULE_MAX_DAYS} days at once.` });
      return context.db
        .select()
        .from(tasks)
        .where(and(gte(tasks.executionTime, companyDayBounds(startDate).start), lt(tasks.executionTime, companyDayBounds(endDate).end)))
        .orderBy(asc(tasks.executionTime), sql`${tasks.routeOrder} asc nulls last`, asc(tasks.id));
    },
  }),
);

// ---------------------------------------------------------------------------------------------
// The refillers a task can go to, with their load of its day.

interface RefillerLoad {
  userId: number;
  carNumber: string | null;
  maxDistanceKm: number;
  proposed: boolean;
  tasks: number;
  proposals: number;
  gallons: number;
  distanceKm: number;
}

const RefillerLoadRef = builder.objectRef<RefillerLoad>('RefillerLoad').implement({
  description: 'A refiller who works a task’s day, and what is already planned for them that day: their assigned tasks not declined and the planner’s proposals meant for them, this task left out.',
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: 'The id of the refiller.' }),
    user: t.field({ type: UserRef, description: 'The refiller.', resolve: (row) => row.userId }),
    carNumber: t.exposeString('carNumber', { nullable: true, description: 'The plate of their car, or null on foot.' }),
    maxDistanceKm: t.exposeFloat('maxDistanceKm', { description: 'Kilometres a day their schedule allows.' }),
    proposed: t.exposeBoolean('proposed', { description: 'The planner meant the task for them.' }),
    tasks: t.exposeInt('tasks', { description: 'Tasks planned for them that day: assigned to them, or proposed for them and not yet assigned.' }),
    proposals: t.exposeInt('proposals', { description: 'Of those tasks, the proposals not yet assigned.' }),
    gallons: t.exposeInt('gallons', { description: 'Gallons of water those tasks bring (a gallon is 19 litres).' }),
    distanceKm: t.exposeFloat('distanceKm', { description: 'Kilometres those tasks plan.' }),
  }),
});

/** The refillers scheduled on the task's day and not on leave, with their load: the one it was proposed for first, then the least loaded. */
export async function refillersFor(context: Context, task: TaskRow): Promise<RefillerLoad[]> {
  const day = companyDayOf(task.executionTime);
  const { start, end } = companyDayBounds(day);
  const people = await context.db
    .select({ userId: users.id, name: users.name, carNumber: refillerSchedules.carNumber, maxDistanceKm: refillerSchedules.maxDistance })
    .from(refillerSchedules)
    .innerJoin(users, eq(users.id, refillerSchedules.userId))
    .where(and(scheduledOn(day), sql`not ${onLeave(day)}`));
  if (people.length === 0) return [];
  // A day's plan is mostly proposals until a supervisor accepts them: they count for the refiller
  // they are meant for, as the week's schedule shows them.
  const ids = people.map((person) => person.userId);
  const planned = await context.db
    .select({ assigneeId: tasks.assigneeId, proposedAssigneeId: tasks.proposedAssigneeId, load: tasks.load, distanceKm: tasks.travelDistanceKm })
    .from(tasks)
    .where(
      and(
        or(inArray(tasks.assigneeId, ids), and(isNull(tasks.assigneeId), inArray(tasks.proposedAssigneeId, ids))),
        gte(tasks.executionTime, start),
        lt(tasks.executionTime, end),
        ne(tasks.state, 'DECLINED'),
        ne(tasks.id, task.id),
      ),
    );
  const loads = people.map((person) => {
    const theirs = planned.filter((row) => (row.assigneeId ?? row.proposedAssigneeId) === person.userId);
    return {
      userId: person.userId,
      name: person.name,
      carNumber: person.carNumber,
      maxDistanceKm: person.maxDistanceKm,
      proposed: person.userId === task.proposedAssigneeId,
      tasks: theirs.length,
      proposals: theirs.filter((row) => row.assigneeId === null).length,
      gallons: theirs.reduce((sum, row) => sum + gallonsOf(row.load), 0),
      distanceKm: Math.round(theirs.reduce((sum, row) => sum + (row.distanceKm ?? 0), 0) * 10) / 10,
    };
  });
  loads.sort((a, b) => Number(b.proposed) - Number(a.proposed) || a.tasks - b.tasks || a.name.localeCompare(b.name) || a.userId - b.userId);
  return loads.map(({ name: _name, ...load }) => load);
}

builder.queryField('refillersForTask', (t) =>
  t.field({
    type: [RefillerLoadRef],
    description: 'Who a task can go to: the refillers whose schedule has its day and who have no approved leave then, each with what is already planned for them that day; the proposed refiller first, then the least loaded.',
    args: { taskId: t.arg.int({ description: 'The task\'s id.', required: true }) },
    authScopes: { authority: 'VIEW_ALL_TASKS' },
    resolve: async (_root, args, context) => refillersFor(context, await findTask(context, args.taskId)),
  }),
);

// ---------------------------------------------------------------------------------------------
// Accepting proposals together.

defineCommand('acceptProposals', {
  description: `Assigns each proposal to the refiller the planner meant it for, all in one go (at most ${ACCEPT_MAX}): either all of them are assigned or none is.`,
  authority: 'UPDATE_TASK',
  args: (arg) => ({ ids: arg.intList({ description: 'The ids of the proposals (tasks with no assignee).', required: true }) }),
  input: { ids: z.array(z.number().int()) },
  type: [TaskRef],
  what: 'Task',
  prepare: async ({ ids: given }, context) => {
    // Only a supervisor who sees every task accepts the planner's proposals.
    if (!seesAllTasks(context)) throw forbidden('VIEW_ALL_TASKS');
    const ids = [...new Set(given)];
    if (ids.length === 0) throw badInput('Choose at least one proposal.', { ids: 'Choose at least one proposal.' });
    if (ids.length > ACCEPT_MAX) throw badInput(`Accept at most ${ACCEPT_MAX} proposals at once.`, { ids: `Accept at most ${ACCEPT_MAX} proposals at once.` });
    return ids;
  },
  run: async (transaction, _input, context, ids) => {
    const rows = await transaction.select().from(tasks).where(inArray(tasks.id, ids)).for('update');
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0) throw notFound('Task', missing[0]);
    const assigned = rows.filter((row) => row.assigneeId !== null);
    if (assigned.length > 0) throw conflict(`${TASK_MESSAGES.alreadyAssigned} (task ${assigned.map((row) => row.id).join(', ')})`);
    const unproposed = rows.filter((row) => row.proposedAssigneeId === null);
    if (unproposed.length > 0) throw badInput(`${TASK_MESSAGES.noProposedAssignee} (task ${unproposed.map((row) => row.id).join(', ')})`, { ids: TASK_MESSAGES.noProposedAssignee });
    const people = [...new Set(rows.map((row) => row.proposedAssigneeId!))];
    const active = await transaction.select({ id: users.id }).from(users).where(and(inArray(users.id, people), eq(users.active, true)));
    if (active.length < people.length) throw badInput(TASK_MESSAGES.assigneeNotActive, { ids: TASK_MESSAGES.assigneeNotActive });
    const updated = await transaction
      .update(tasks)
      .set({ assigneeId: sql`${tasks.proposedAssigneeId}`, assignerId: context.user!.id, updatedTime: new Date() })
      .where(and(inArray(tasks.id, ids), isNull(tasks.assigneeId)))
      .returning();
    if (updated.length < ids.length) throw conflict(TASK_MESSAGES.changedMeanwhile);
    // One activity row per task assigned.
    const activity = updated.map((row) => ({
      activity: 'ASSIGN_TASK',
      entity: 'TASK',
      recordId: row.id,
      message: `Assigned task "${row.title}"${row.hubName ? ` at ${row.hubName}` : ''} to user ${row.assigneeId}, as proposed.`,
      changes: { assigneeId: { before: null, after: row.assigneeId } },
    }));
    return { result: updated.sort((a, b) => a.executionTime.getTime() - b.executionTime.getTime() || a.id - b.id), activity };
  },
});
