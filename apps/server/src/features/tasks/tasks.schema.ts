import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { TASK_STATES, TASK_TYPES, allowedTaskActions, type TaskState } from '@back-office/domain';
import { builder, describedValues } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { scopedLoader } from '../../platform/crud';
import { notFound } from '../../platform/errors';
import { findAll, findPage, type ListSource, type PagingFields } from '../../platform/paging';
import { PageInputRef, pageType } from '../../platform/paging/inputs';
import { HubRef } from '../hubs/hubs.schema';
import { hubs } from '../hubs/hubs.table';
import { stockInRef, stockInsOf, stockOutRef, stockOutsOf } from '../machine-stock/machine-stock.schema';
import { Machine } from '../machines/machines.schema';
import { machines } from '../machines/machines.table';
import { UserRef } from '../users/users.schema';
import { users } from '../../platform/identity/users.table';
import { companyDayBounds, today } from './task-days';
import { tasks, type TaskLoadItem } from './tasks.table';

/*
 * Refill tasks as the pages read them: a refiller sees the tasks assigned to them, a holder of
 * VIEW_ALL_TASKS sees everyone's (and the planner's proposals, which have no assignee yet).
 */

export type TaskRow = typeof tasks.$inferSelect;

export const TaskStateEnum = builder.enumType('TaskState', { description: 'Where a task stands.', values: describedValues(TASK_STATES, { PENDING: 'Not started yet.', STARTED: 'Being done.', DONE: 'Finished.', DECLINED: 'Declined by the assignee.' }) });
export const TaskTypeEnum = builder.enumType('TaskType', { description: 'The kind of a task.', values: describedValues(TASK_TYPES, { REFILLER: 'A refill by a refiller on foot, planned from stock levels.', CAR_REFILLER: 'A refill by a refiller with a car.', REFILLER_CHECK: 'A check of a machine error by a refiller.', MANUAL: 'A task set by hand.' }) });

export const seesAllTasks = (context: Pick<Context, 'authorities'>) => context.authorities.has('VIEW_ALL_TASKS');

/** The tasks a caller may see: their own, or every task with VIEW_ALL_TASKS. */
export function taskScope(context: Pick<Context, 'user' | 'authorities'>): SQL | undefined {
  if (!context.user) return sql`false`;
  return seesAllTasks(context) ? undefined : eq(tasks.assigneeId, context.user.id);
}

const TaskLoadItemRef = builder.objectRef<TaskLoadItem>('TaskLoadItem').implement({
  description: 'Something to bring to the stop: so much of an ingredient or a packaging.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: '"ingredient" or "packaging".' }),
    // Not `id`: the same ingredient is on many tasks in other quantities, and a client cache would merge them.
    itemId: t.int({ description: 'The ingredient’s or packaging’s id.', resolve: (item) => item.id }),
    name: t.exposeString('name', { description: 'The ingredient or packaging to take.' }),
    quantity: t.exposeFloat('quantity', { description: 'How much to take, in its unit.' }),
    unit: t.exposeString('unit', { description: 'The unit, or null.', nullable: true }),
  }),
});

export const TaskRef = builder.loadableObject('Task', {
  description: 'A refill task: a stop of a refiller’s day at a machine, or a manual task. Without an assignee it is a proposal of the planner.',
  load: scopedLoader<TaskRow>(tasks, tasks.id, taskScope),
  sort: (row: TaskRow) => row.id,
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The task\'s id.' }),
    title: t.exposeString('title', { description: 'A short title.' }),
    description: t.exposeString('description', { description: 'What is to be done, or null.', nullable: true }),
    type: t.field({ description: 'The kind of task.', type: TaskTypeEnum, resolve: (row) => row.type }),
    state: t.field({ description: 'Where it stands: pending, started, done or declined.', type: TaskStateEnum, resolve: (row) => row.state }),
    assignerId: t.exposeInt('assignerId', { description: 'The id of the assigner.', nullable: true }),
    assigner: t.field({ description: 'Who assigned it, or null for one the system made.', type: UserRef, nullable: true, resolve: (row) => row.assignerId }),
    assigneeId: t.exposeInt('assigneeId', { nullable: true, description: 'Null: a proposal of the planner, not assigned yet.' }),
    assignee: t.field({ description: 'Who is to do it, or null while unassigned.', type: UserRef, nullable: true, resolve: (row) => row.assigneeId }),
    proposedAssigneeId: t.exposeInt('proposedAssigneeId', { description: 'The id of the proposed assignee.', nullable: true }),
    proposedAssignee: t.field({ type: UserRef, nullable: true, description: 'Whom the planner meant the task for.', resolve: (row) => row.proposedAssigneeId }),
    machineId: t.exposeInt('machineId', { description: 'The id of the machine.', nullable: true }),
    machine: t.field({ type: Machine.ref, nullable: true, description: 'Null for a task at no machine, or a machine outside the caller’s mapping.', resolve: (row) => row.machineId }),
    hubId: t.exposeInt('hubId', { description: 'The id of the hub.', nullable: true }),
    hub: t.field({ type: HubRef, nullable: true, description: 'The hub of the machine when the task was planned.', resolve: (row) => row.hubId }),
    hubName: t.exposeString('hubName', { description: 'The hub it is at, or null.', nullable: true }),
    executionTime: t.field({ description: 'When it is to be done.', type: 'DateTime', resolve: (row) => row.executionTime }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdTime }),
    startedTime: t.field({ description: 'When it was started, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.startedTime }),
    finishedTime: t.field({ description: 'When it was finished, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.finishedTime }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedTime }),
    note: t.exposeString('note', { description: 'The assignee\'s note on finishing, or null.', nullable: true }),
    declineReason: t.exposeString('declineReason', { description: 'Why the assignee declined it, or null.', nullable: true }),
    image: t.exposeString('image', { description: 'The address of the photo taken on finishing, or null.', nullable: true }),
    optionalImage: t.exposeString('optionalImage', { description: 'The address of a second photo, or null.', nullable: true }),
    machineStatusErrorId: t.exposeInt('machineStatusErrorId', { description: 'The id of the machine status error.', nullable: true }),
    planId: t.exposeInt('planId', { description: 'The id of the plan.', nullable: true }),
    routeOrder: t.exposeInt('routeOrder', { nullable: true, description: 'The stop’s place in the day’s route, from 1.' }),
    travelDistanceKm: t.exposeFloat('travelDistanceKm', { nullable: true, description: 'From the previous stop.' }),
    load: t.field({ type: [TaskLoadItemRef], description: 'What to bring.', resolve: (row) => row.load }),
    machineStockIns: t.field({
      type: [stockInRef],
      description: 'The machine’s ingredients now, in its order; empty without a machine.',
      resolve: (row, _args, context) => (row.machineId ? stockInsOf(context, row.machineId) : []),
    }),
    machineStockOuts: t.field({
      type: [stockOutRef],
      description: 'The machine’s packaging now, in its order; empty without a machine.',
      resolve: (row, _args, context) => (row.machineId ? stockOutsOf(context, row.machineId) : []),
    }),
    allowedActions: t.stringList({
      description: 'What the caller may do with the task now: start, finish, decline (its assignee), update, delete, assign, reassign.',
      resolve: (row, _args, context) => {
        const mine = row.assigneeId !== null && row.assigneeId === context.user?.id;
        return allowedTaskActions({ state: row.state, assigned: row.assigneeId !== null, type: row.type }).filter((action) =>
          ['start', 'finish', 'decline'].includes(action) ? mine : seesAllTasks(context) || mine,
        );
      },
    }),
  }),
});

const assigneeName = sql`(select ${users.name} from ${users} where ${users.id} = ${tasks.assigneeId})`;

/** What task lists filter and sort by. */
export const TASK_FIELDS: PagingFields = {
  id: { column: tasks.id, kind: 'int' },
  title: { column: tasks.title, kind: 'text' },
  type: { column: tasks.type, kind: 'enum', values: TASK_TYPES },
  state: { column: tasks.state, kind: 'enum', values: TASK_STATES },
  assigneeId: { column: tasks.assigneeId, kind: 'int' },
  assigneeName: { column: assigneeName, kind: 'text' },
  assignerId: { column: tasks.assignerId, kind: 'int' },
  proposedAssigneeId: { column: tasks.proposedAssigneeId, kind: 'int' },
  machineId: { column: tasks.machineId, kind: 'int' },
  machineNo: { column: sql`(select ${machines.vmcNo} from ${machines} where ${machines.id} = ${tasks.machineId})`, kind: 'text' },
  hubId: { column: tasks.hubId, kind: 'int' },
  hubName: { column: tasks.hubName, kind: 'text' },
  executionTime: { column: tasks.executionTime, kind: 'datetime' },
  createdTime: { column: tasks.createdTime, kind: 'datetime' },
  startedTime: { column: tasks.startedTime, kind: 'datetime' },
  finishedTime: { column: tasks.finishedTime, kind: 'datetime' },
  updatedTime: { column: tasks.updatedTime, kind: 'datetime' },
  routeOrder: { column: tasks.routeOrder, kind: 'int' },
  planId: { column: tasks.planId, kind: 'int' },
};

const source = (context: Context, scope: SQL | undefined): ListSource<TaskRow> => ({
  db: context.db,
  table: tasks,
  fields: TASK_FIELDS,
  idColumn: tasks.id,
  scope,
  defaultSorts: [{ field: 'executionTime', direction: 'ASC' }],
});

/** A task the caller may see, or NOT_FOUND. */
export async function findTask(context: Context, id: number): Promise<TaskRow> {
  const [row] = await findAll(source(context, and(taskScope(context), eq(tasks.id, id))), null);
  if (!row) throw notFound('Task', id);
  return row;
}

const TaskPageRef = pageType('Task', TaskRef);

builder.queryField('task', (t) =>
  t.field({
    nullable: true,
    type: TaskRef,
    args: { id: t.arg.int({ description: 'The task\'s id.', required: true }) },
    authScopes: { authority: 'VIEW_TASK' },
    resolve: (_root, args, context) => findTask(context, args.id),
  }),
);

builder.queryField('tasks', (t) =>
  t.field({
    nullable: true,
    type: TaskPageRef,
    description:
      'Assigned tasks, by execution time unless sorted otherwise. Filter by state, type, assigneeId, machineId, hubId, executionTime (BETWEEN for a period) and more. `mine` keeps the caller’s own; without VIEW_ALL_TASKS a caller only ever sees their own.',
    args: {
      pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }),
      mine: t.arg.boolean({ description: 'Only the tasks assigned to the caller.' }),
      states: t.arg({ type: [TaskStateEnum], description: 'Only tasks in these states, e.g. STARTED for the work in progress.' }),
    },
    authScopes: { authority: 'VIEW_TASK' },
    resolve: (_root, args, context, info) => {
      const conditions = [
        taskScope(context),
        isNotNull(tasks.assigneeId),
        args.mine ? eq(tasks.assigneeId, context.user!.id) : undefined,
        args.states?.length ? inArray(tasks.state, args.states) : undefined,
      ];
      return findPage(source(context, and(...conditions)), args.pageInput, info);
    },
  }),
);

builder.queryField('unassignedTasks', (t) =>
  t.field({
    nullable: true,
    type: TaskPageRef,
    description: 'The planner’s proposals waiting for a supervisor: tasks with no assignee.',
    args: { pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }) },
    authScopes: { authority: 'VIEW_ALL_TASKS' },
    resolve: (_root, args, context, info) => findPage(source(context, isNull(tasks.assigneeId)), args.pageInput, info),
  }),
);

interface TaskCounts {
  myFinishedToday: number;
  myPendingBeforeToday: number;
  myToday: number;
  allPendingToday: number | null;
  allUnassigned: number | null;
}

const TaskCountsRef = builder.objectRef<TaskCounts>('TaskCounts').implement({
  description: 'The five counts of the task pages. "Today" is the company day in Asia/Jakarta. The "all" counts need VIEW_ALL_TASKS and are null without it.',
  fields: (t) => ({
    myFinishedToday: t.exposeInt('myFinishedToday', { description: 'The caller’s tasks finished today.' }),
    myPendingBeforeToday: t.exposeInt('myPendingBeforeToday', { description: 'The caller’s tasks still pending from before today.' }),
    myToday: t.exposeInt('myToday', { description: 'The caller’s tasks to do today, in any state.' }),
    allPendingToday: t.exposeInt('allPendingToday', { nullable: true, description: 'Everyone’s assigned tasks of today still pending.' }),
    allUnassigned: t.exposeInt('allUnassigned', { nullable: true, description: 'Proposals waiting for an assignee.' }),
  }),
});

const countIf = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})::int`;
const isState = (state: TaskState) => eq(tasks.state, state);

async function taskCounts(context: Context): Promise<TaskCounts> {
  const { start, end } = companyDayBounds(today());
  const me = context.user!.id;
  const all = seesAllTasks(context);
  const mine = eq(tasks.assigneeId, me);
  const within = (column: typeof tasks.executionTime | typeof tasks.finishedTime) => and(gte(column, start), lt(column, end));
  const [row] = await context.db
    .select({
      myFinishedToday: countIf(and(mine, isState('DONE'), within(tasks.finishedTime))),
      myPendingBeforeToday: countIf(and(mine, isState('PENDING'), lt(tasks.executionTime, start))),
      myToday: countIf(and(mine, within(tasks.executionTime))),
      allPendingToday: countIf(and(isNotNull(tasks.assigneeId), isState('PENDING'), within(tasks.executionTime))),
      allUnassigned: countIf(isNull(tasks.assigneeId)),
    })
    .from(tasks)
    // Only the rows some count can take: the caller's, today's, and the proposals.
    .where(all ? or(mine, isNull(tasks.assigneeId), within(tasks.executionTime)) : mine);
  return { ...row!, allPendingToday: all ? row!.allPendingToday : null, allUnassigned: all ? row!.allUnassigned : null };
}

builder.queryField('taskCounts', (t) =>
  t.field({
    nullable: true,
    type: TaskCountsRef,
    description: 'Own finished today, own pending before today, own today, all pending today and all unassigned.',
    authScopes: { authority: 'VIEW_TASK' },
    resolve: (_root, _args, context) => taskCounts(context),
  }),
);

/** The hub a machine stands at now, with the name it goes by, for a new task. */
export async function currentHubOf(context: Pick<Context, 'db'>, machineId: number): Promise<{ hubId: number; hubName: string } | null> {
  const [row] = await context.db
    .select({ hubId: hubs.id, hubName: sql<string>`coalesce(${hubs.name}, ${hubs.buildingName}, ${hubs.companyName}, ${hubs.internalId})` })
    .from(hubs)
    .where(sql`${hubs.id} = (select hub_id from machine_hubs where machine_id = ${machineId} and unloaded_at is null)`);
  return row ?? null;
}
