import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { allowedTaskActions, type Authority, type TaskAction } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { scopedLoader } from '../../platform/crud';
import { notFound } from '../../platform/errors';
import { users } from '../../platform/identity/users.table';
import { mappingScope } from '../../platform/mappings';
import { findAll, findPage, type ListSource, type PagingFields } from '../../platform/paging';
import { PageInputRef, pageType } from '../../platform/paging/inputs';
import { shopHubRef } from '../shop-hubs/shop-hubs.schema';
import { shopHubStockRef, stocksOf } from '../shop-hubs/shop-hub-stocks.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { TaskStateEnum } from '../tasks/tasks.schema';
import { checkTaskMove, declareAssigneeMoves, movedOrConflict as movedOrConflictOf, unchangedSince as unchangedSinceSeen, type TaskKind } from '../tasks/task-moves';
import { UserRef } from '../users/users.schema';
import { shopTasks } from './shop-tasks.table';

/*
 * Outlet tasks: a supervisor sets a task at an outlet and gives it to someone (Assign Outlet Task);
 * its assignee sees it in My Outlet Task, starts it and finishes it by refilling the outlet's stock
 * (Refill Outlet Task), or declines it. The moves are the refill tasks' state machine
 * (lifecycle/tasks.ts), each one conditional UPDATE on the state the caller saw, so of two starts
 * at once exactly one wins; the refill goes through the outlet's one fill path
 * (applyShopHubStockFills, platform/stock-fill.ts) in the task's transaction. Holders of
 * VIEW_ALL_TASKS see and assign everyone's outlet tasks, others their own; an outlet mapping limits
 * both to the mapped outlets. The supervisor's changes are declared in shop-task-edits.schema.ts,
 * the assignee's refill in shop-task-refill.schema.ts.
 */

export type ShopTaskRow = typeof shopTasks.$inferSelect;

/** Every outlet task is set by hand: the state machine's manual task, so a pending one may be edited and deleted. */
const situationOf = (row: ShopTaskRow) => ({ state: row.state, assigned: row.assigneeId !== null, type: 'MANUAL' as const });

export const seesAllShopTasks = (context: Pick<Context, 'authorities'>) => context.authorities.has('VIEW_ALL_TASKS');

/** The outlet tasks a caller may see: at their mapped outlets, and only their own without VIEW_ALL_TASKS. */
export function shopTaskScope(context: Context): SQL | undefined {
  if (!context.user) return sql`false`;
  const outlets = mappingScope(context, 'shopHubs', shopTasks.shopHubId);
  return seesAllShopTasks(context) ? outlets : and(outlets, eq(shopTasks.assigneeId, context.user.id));
}

export const ShopTaskRef = builder.loadableObject('ShopTask', {
  description: 'An outlet task: someone refills an outlet’s stock or does other work there. Without an assignee it waits to be assigned.',
  load: scopedLoader<ShopTaskRow>(shopTasks, shopTasks.id, shopTaskScope),
  sort: (row: ShopTaskRow) => row.id,
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The outlet task’s id.' }),
    title: t.exposeString('title', { description: 'A short title.' }),
    description: t.exposeString('description', { description: 'What is to be done, or null.', nullable: true }),
    state: t.field({ description: 'Where it stands: pending, started, done or declined.', type: TaskStateEnum, resolve: (row) => row.state }),
    shopHubId: t.exposeInt('shopHubId', { description: 'The id of the outlet.' }),
    shopHub: t.field({ description: 'The outlet, or null when outside the caller’s mapping.', type: shopHubRef, nullable: true, resolve: (row) => row.shopHubId as never }),
    assignerId: t.exposeInt('assignerId', { description: 'The id of who assigned it, or null.', nullable: true }),
    assigner: t.field({ description: 'Who assigned it, or null.', type: UserRef, nullable: true, resolve: (row) => row.assignerId }),
    assigneeId: t.exposeInt('assigneeId', { description: 'The id of who is to do it; null while unassigned.', nullable: true }),
    assignee: t.field({ description: 'Who is to do it, or null while unassigned.', type: UserRef, nullable: true, resolve: (row) => row.assigneeId }),
    executionTime: t.field({ description: 'When it is to be done.', type: 'DateTime', resolve: (row) => row.executionTime }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdTime }),
    startedTime: t.field({ description: 'When it was started, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.startedTime }),
    finishedTime: t.field({ description: 'When it was finished, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.finishedTime }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedTime }),
    note: t.exposeString('note', { description: 'A note, or null.', nullable: true }),
    declineReason: t.exposeString('declineReason', { description: 'Why the assignee declined it, or null.', nullable: true }),
    image: t.exposeString('image', { description: 'The address of the photo taken on finishing, or null.', nullable: true }),
    optionalImage: t.exposeString('optionalImage', { description: 'The address of a second photo, or null.', nullable: true }),
    stocks: t.field({
      type: [shopHubStockRef],
      description: 'The outlet’s stock now, ingredients then packaging: what the refill fills.',
      resolve: (row, _args, context) => stocksOf(context, row.shopHubId),
    }),
    filledLines: t.int({ description: 'How many rows of the outlet’s stock the refill filled.', resolve: (row) => row.fillsRecorded?.length ?? 0 }),
    allowedActions: t.stringList({
      description: 'What the caller may do with the task now: start, finish, decline (its assignee), update, delete, assign, reassign (VIEW_ALL_TASKS).',
      resolve: (row, _args, context) => {
        const mine = row.assigneeId !== null && row.assigneeId === context.user?.id;
        const may = (authority: Authority) => context.authorities.has(authority);
        return allowedTaskActions(situationOf(row)).filter((action) => {
          if (action === 'start' || action === 'finish' || action === 'decline') return mine && may('UPDATE_SHOP_TASK');
          if (action === 'delete') return seesAllShopTasks(context) && may('DELETE_SHOP_TASK');
          return seesAllShopTasks(context) && may('UPDATE_SHOP_TASK');
        });
      },
    }),
  }),
});

const SHOP_TASK_FIELDS: PagingFields = {
  id: { column: shopTasks.id, kind: 'int' },
  title: { column: shopTasks.title, kind: 'text' },
  state: { column: shopTasks.state, kind: 'enum', values: ['PENDING', 'STARTED', 'DONE', 'DECLINED'] },
  shopHubId: { column: shopTasks.shopHubId, kind: 'int' },
  shopHubName: { column: sql`(select ${shopHubs.name} from ${shopHubs} where ${shopHubs.id} = ${shopTasks.shopHubId})`, kind: 'text' },
  assigneeId: { column: shopTasks.assigneeId, kind: 'int' },
  assigneeName: { column: sql`(select ${users.name} from ${users} where ${users.id} = ${shopTasks.assigneeId})`, kind: 'text' },
  executionTime: { column: shopTasks.executionTime, kind: 'datetime' },
  createdTime: { column: shopTasks.createdTime, kind: 'datetime' },
  finishedTime: { column: shopTasks.finishedTime, kind: 'datetime' },
};

const source = (context: Context, scope: SQL | undefined): ListSource<ShopTaskRow> => ({
  db: context.db,
  table: shopTasks,
  fields: SHOP_TASK_FIELDS,
  idColumn: shopTasks.id,
  scope,
  defaultSorts: [{ field: 'executionTime', direction: 'ASC' }],
});

/** An outlet task the caller may see, or NOT_FOUND. */
export async function findShopTask(context: Context, id: number): Promise<ShopTaskRow> {
  const [row] = await findAll(source(context, and(shopTaskScope(context), eq(shopTasks.id, id))), null);
  if (!row) throw notFound('Outlet task', id);
  return row;
}

builder.queryField('shopTask', (t) =>
  t.field({
    nullable: true,
    type: ShopTaskRef,
    description: 'One outlet task the caller may see.',
    args: { id: t.arg.int({ description: 'The outlet task’s id.', required: true }) },
    authScopes: { authority: 'VIEW_SHOP_TASK' },
    resolve: (_root, args, context) => findShopTask(context, args.id),
  }),
);

builder.queryField('shopTasks', (t) =>
  t.field({
    nullable: true,
    type: pageType('ShopTask', ShopTaskRef),
    description:
      'Outlet tasks, by execution time unless sorted otherwise; filter by state, shopHubId, assigneeId (NULL for the unassigned), executionTime and more. Without VIEW_ALL_TASKS a caller sees only their own.',
    args: {
      pageInput: t.arg({ description: 'Which page, how large, and the sorts and filters that choose its rows.', type: PageInputRef, required: true }),
      mine: t.arg.boolean({ description: 'Only the tasks assigned to the caller (My Outlet Task).' }),
      states: t.arg({ type: [TaskStateEnum], description: 'Only tasks in these states.' }),
    },
    authScopes: { authority: 'VIEW_SHOP_TASK' },
    resolve: (_root, args, context, info) => {
      const conditions = [shopTaskScope(context), args.mine ? eq(shopTasks.assigneeId, context.user!.id) : undefined, args.states?.length ? inArray(shopTasks.state, args.states) : undefined];
      return findPage(source(context, and(...conditions)), args.pageInput, info);
    },
  }),
);

/* The moves. */

export const describe = (row: ShopTaskRow, hubName?: string) => `outlet task "${row.title}"${hubName ? ` at ${hubName}` : ''}`;

const SHOP_TASK: TaskKind<ShopTaskRow> = {
  entity: 'SHOP_TASK',
  what: 'Outlet task',
  find: findShopTask,
  readAgain: async (transaction, id) => (await transaction.select().from(shopTasks).where(eq(shopTasks.id, id)))[0],
  situationOf,
};

/** The task is still as the caller saw it: a move's write is guarded by this, so of two moves at once exactly one wins. */
export const unchangedSince = (row: ShopTaskRow) => unchangedSinceSeen(shopTasks, row);

export const stamp = () => ({ updatedTime: new Date() });

export const SHOP_TASK_MESSAGES = {
  assignee: 'The assignee must be an active user who works at this outlet.',
} as const;

/** A supervisor's move (they see every task) or the assignee's, checked before its transaction as machine tasks' are. */
export const checkShopTaskMove = (context: Context, id: number, action: TaskAction, by: 'supervisor' | 'assignee') =>
  checkTaskMove(SHOP_TASK, context, id, { action, supervisorOnly: by === 'supervisor', assigneeOnly: by === 'assignee' });

/** The row a move's guarded write answered, or CONFLICT saying why it found none. */
export const movedOrConflict = (transaction: Transaction, id: number, action: TaskAction, after: ShopTaskRow | undefined) => movedOrConflictOf(transaction, SHOP_TASK, id, action, after);

// The assignee's start and decline are declared once for machine and outlet tasks alike.
declareAssigneeMoves({
  kind: SHOP_TASK,
  type: ShopTaskRef,
  names: { start: 'startShopTask', decline: 'declineShopTask' },
  activities: { start: 'START_SHOP_TASK', decline: 'DECLINE_SHOP_TASK' },
  noun: 'outlet task',
  idDescription: 'The outlet task’s id.',
  authority: 'UPDATE_SHOP_TASK',
  describe,
  write: async (transaction, row, values) => (await transaction.update(shopTasks).set({ ...values, ...stamp() }).where(unchangedSince(row)).returning())[0],
});
