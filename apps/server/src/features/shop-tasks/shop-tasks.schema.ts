import { and, eq, exists, inArray, not, sql, type SQL } from 'drizzle-orm';
import { allowedTaskActions, assignTaskSchema, refillShopTaskSchema, shopTaskSchema, shopTaskUpdateSchema, type Authority } from '@back-office/domain';
import { auditedTransaction } from '../../platform/action';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { scopedLoader } from '../../platform/crud';
import { badInput, forbidden, notFound } from '../../platform/errors';
import { users } from '../../platform/identity/users.table';
import { mappingScope } from '../../platform/mappings';
import { findAll, findPage, type ListSource, type PagingFields } from '../../platform/paging';
import { PageInputRef, pageType } from '../../platform/paging/inputs';
import { parseInput } from '../../platform/validate';
import { ShopHub, shopHubRef } from '../shop-hubs/shop-hubs.schema';
import { shopHubStockRef, stocksOf } from '../shop-hubs/shop-hub-stocks.schema';
import { applyShopHubStockFills } from '../shop-hubs/shop-hub-stock-fills.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { expectStoredImage } from '../tasks/task-actions.schema';
import { TaskStateEnum } from '../tasks/tasks.schema';
import { declareAssigneeMoves, expectNotEditedSince, moveTask, unchangedSince as unchangedSinceSeen, type MoveOptions, type TaskKind } from '../tasks/task-moves';
import { UserRef } from '../users/users.schema';
import { userShopHubs } from '../user-mappings/user-mappings.table';
import { shopTasks } from './shop-tasks.table';

/*
 * Outlet tasks: a supervisor sets a task at an outlet and gives it to someone (Assign Outlet Task);
 * its assignee sees it in My Outlet Task, starts it and finishes it by refilling the outlet's stock
 * (Refill Outlet Task), or declines it. The moves are the refill tasks' state machine
 * (lifecycle/tasks.ts), each one conditional UPDATE on the state the caller saw, so of two starts
 * at once exactly one wins; the refill goes through the outlet's one fill path
 * (applyShopHubStockFills, platform/stock-fill.ts) in the task's transaction. Holders of
 * VIEW_ALL_TASKS see and assign everyone's outlet tasks, others their own; an outlet mapping limits
 * both to the mapped outlets.
 */

export type ShopTaskRow = typeof shopTasks.$inferSelect;

/** Every outlet task is set by hand: the state machine's manual task, so a pending one may be edited and deleted. */
const situationOf = (row: ShopTaskRow) => ({ state: row.state, assigned: row.assigneeId !== null, type: 'MANUAL' as const });

const seesAllShopTasks = (context: Pick<Context, 'authorities'>) => context.authorities.has('VIEW_ALL_TASKS');

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
async function findShopTask(context: Context, id: number): Promise<ShopTaskRow> {
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

const describe = (row: ShopTaskRow, hubName?: string) => `outlet task "${row.title}"${hubName ? ` at ${hubName}` : ''}`;

const SHOP_TASK: TaskKind<ShopTaskRow> = {
  entity: 'SHOP_TASK',
  what: 'Outlet task',
  find: findShopTask,
  readAgain: async (transaction, id) => (await transaction.select().from(shopTasks).where(eq(shopTasks.id, id)))[0],
  situationOf,
};

/** One move of one outlet task, as machine tasks move (tasks/task-moves.ts). */
const act = (context: Context, id: number, options: MoveOptions<ShopTaskRow>) => moveTask(SHOP_TASK, context, id, options);
const unchangedSince = (row: ShopTaskRow) => unchangedSinceSeen(shopTasks, row);

const stamp = () => ({ updatedTime: new Date() });

export const SHOP_TASK_MESSAGES = {
  assignee: 'The assignee must be an active user who works at this outlet.',
} as const;

/** An outlet task goes to an active user who may work at its outlet (mapped to it, or to no outlet). */
async function expectAssignee(context: Context, userId: number, shopHubId: number) {
  const [user] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.active, true),
        not(
          and(
            exists(context.db.select({ one: sql`1` }).from(userShopHubs).where(eq(userShopHubs.userId, userId))),
            not(exists(context.db.select({ one: sql`1` }).from(userShopHubs).where(and(eq(userShopHubs.userId, userId), eq(userShopHubs.value, shopHubId))))),
          )!,
        ),
      ),
    );
  if (!user) throw badInput(SHOP_TASK_MESSAGES.assignee, { assigneeId: SHOP_TASK_MESSAGES.assignee });
}

const shopTaskInput = (create: boolean) =>
  builder.inputType(create ? 'ShopTaskInput' : 'ShopTaskUpdateInput', {
    description: 'An outlet task; in an update, the fields left out keep their value (the assignee changes through assignShopTask).',
    fields: (t) => ({
      title: t.string({ description: 'A short title; required, not blank.', required: create }),
      description: t.string({ description: 'What is to be done.' }),
      shopHubId: t.int({ description: 'The id of the outlet.', required: create }),
      executionTime: t.field({ type: 'DateTime', required: create, description: 'When it should be done.' }),
      note: t.string({ description: 'A note for the assignee.' }),
      ...(create ? { assigneeId: t.int({ description: 'Who is to do it; left out, the task waits to be assigned.' }) } : {}),
    }),
  });

builder.mutationField('createShopTask', (t) =>
  t.field({
    nullable: true,
    type: ShopTaskRef,
    description: 'Sets a task at an outlet, for someone now or to be assigned later.',
    args: { input: t.arg({ description: 'The new outlet task.', type: shopTaskInput(true), required: true }) },
    authScopes: { authority: 'CREATE_SHOP_TASK' },
    resolve: async (_root, args, context) => {
      const data = parseInput(shopTaskSchema, args.input);
      const hub = await ShopHub.findById(context, data.shopHubId);
      if (data.assigneeId) {
        if (!seesAllShopTasks(context) && data.assigneeId !== context.user!.id) throw forbidden('VIEW_ALL_TASKS');
        await expectAssignee(context, data.assigneeId, data.shopHubId);
      }
      return auditedTransaction(context, { what: 'Outlet task' }, async (transaction) => {
        const assigned = data.assigneeId ? { assigneeId: data.assigneeId, assignerId: context.user!.id } : {};
        const [row] = await transaction.insert(shopTasks).values({ ...data, ...assigned, state: 'PENDING' }).returning();
        return { result: row!, activity: { activity: 'CREATE_SHOP_TASK', entity: 'SHOP_TASK', recordId: row!.id, message: `Created ${describe(row!, hub.name)}.`, changes: describeChanges(undefined, row!) } };
      });
    },
  }),
);

builder.mutationField('updateShopTask', (t) =>
  t.field({
    nullable: true,
    type: ShopTaskRef,
    description: 'Changes an outlet task while it is pending.',
    args: {
      id: t.arg.int({ description: 'The outlet task’s id.', required: true }),
      input: t.arg({ description: 'The fields to change.', type: shopTaskInput(false), required: true }),
      expectedUpdatedTime: t.arg({ type: 'DateTime', description: 'The updatedTime the editor read; when the task changed since, CONFLICT.' }),
    },
    authScopes: { authority: 'UPDATE_SHOP_TASK' },
    resolve: async (_root, args, context) => {
      const data = parseInput(shopTaskUpdateSchema, args.input);
      if (data.shopHubId) await ShopHub.findById(context, data.shopHubId);
      return act(context, args.id, {
        action: 'update',
        supervisorOnly: true,
        check: async (row) => {
          expectNotEditedSince(row, args.expectedUpdatedTime);
          if (data.shopHubId && data.shopHubId !== row.shopHubId && row.assigneeId) await expectAssignee(context, row.assigneeId, data.shopHubId);
        },
        write: async (transaction, row) => (await transaction.update(shopTasks).set({ ...data, ...stamp() }).where(unchangedSince(row)).returning())[0],
        audit: (after, before) => ({ activity: 'UPDATE_SHOP_TASK', message: `Updated ${describe(after)}.`, changes: describeChanges(before, after) }),
      });
    },
  }),
);

builder.mutationField('deleteShopTask', (t) =>
  t.field({
    nullable: true,
    type: 'Int',
    description: 'Deletes an outlet task while it is pending, and answers its id.',
    args: { id: t.arg.int({ description: 'The outlet task’s id.', required: true }) },
    authScopes: { authority: 'DELETE_SHOP_TASK' },
    resolve: async (_root, args, context) => {
      const row = await act(context, args.id, {
        action: 'delete',
        supervisorOnly: true,
        write: async (transaction, row) => (await transaction.delete(shopTasks).where(unchangedSince(row)).returning())[0],
        audit: (_after, before) => ({ activity: 'DELETE_SHOP_TASK', message: `Deleted ${describe(before)}.` }),
      });
      return row.id;
    },
  }),
);

builder.mutationField('assignShopTask', (t) =>
  t.field({
    nullable: true,
    type: ShopTaskRef,
    description: 'Gives an outlet task to someone: an unassigned one, or a pending one to someone else.',
    args: { id: t.arg.int({ description: 'The outlet task’s id.', required: true }), assigneeId: t.arg.int({ description: 'The id of the assignee.', required: true }) },
    authScopes: { authority: 'UPDATE_SHOP_TASK' },
    resolve: async (_root, args, context) => {
      const data = parseInput(assignTaskSchema, { assigneeId: args.assigneeId });
      const current = await findShopTask(context, args.id);
      const action = current.assigneeId === null ? 'assign' : 'reassign';
      return act(context, args.id, {
        action,
        supervisorOnly: true,
        check: (row) => expectAssignee(context, data.assigneeId, row.shopHubId),
        write: async (transaction, row) =>
          (await transaction.update(shopTasks).set({ assigneeId: data.assigneeId, assignerId: context.user!.id, ...stamp() }).where(unchangedSince(row)).returning())[0],
        audit: (after, before) => ({
          activity: action === 'assign' ? 'ASSIGN_SHOP_TASK' : 'REASSIGN_SHOP_TASK',
          message: `${action === 'assign' ? 'Assigned' : 'Reassigned'} ${describe(after)} to user ${data.assigneeId}.`,
          changes: { assigneeId: { before: before.assigneeId, after: data.assigneeId } },
        }),
      });
    },
  }),
);

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

const ShopTaskFillInput = builder.inputType('ShopTaskFillInput', {
  description: 'One row of the outlet’s stock filled by the task: whole units in, whole units out, or both.',
  fields: (t) => ({
    stockId: t.int({ description: 'The id of the outlet stock row.', required: true }),
    stockIn: t.int({ description: 'Whole units put in; the level may not go above the maximum.' }),
    stockOut: t.int({ description: 'Whole units taken out (expired, damaged); not more than held before the fill.' }),
  }),
});

const RefillShopTaskInput = builder.inputType('RefillShopTaskInput', {
  description: 'What the assignee reports when finishing an outlet task.',
  fields: (t) => ({
    fills: t.field({ type: [ShopTaskFillInput], description: 'The rows of the outlet’s stock filled; none for a task that filled nothing.' }),
    note: t.string({ description: 'A note on the work done.' }),
    image: t.string({ required: true, description: 'The address singleUpload answered for the photo of the finished work.' }),
    optionalImage: t.string({ description: 'Another photo, if wanted.' }),
  }),
});

builder.mutationField('refillShopTask', (t) =>
  t.field({
    nullable: true,
    type: ShopTaskRef,
    description:
      'Its assignee finishes a started outlet task with a photo, filling the outlet’s stock in the same transaction as its Fill Stock In/Out page does: a refused line ("Insufficient stock.", "Maximum value is …") leaves the task started and the stock as it was.',
    args: { id: t.arg.int({ description: 'The outlet task’s id.', required: true }), input: t.arg({ description: 'What was done.', type: RefillShopTaskInput, required: true }) },
    authScopes: { authority: 'UPDATE_SHOP_TASK' },
    resolve: async (_root, args, context) => {
      const data = parseInput(refillShopTaskSchema, args.input);
      if (data.fills.length > 0 && !context.authorities.has('UPDATE_SHOP_HUB_STOCK')) throw forbidden('UPDATE_SHOP_HUB_STOCK');
      let hubName = '';
      return act(context, args.id, {
        action: 'finish',
        assigneeOnly: true,
        check: async (row) => {
          await expectStoredImage(context, data.image, 'image');
          if (data.optionalImage) await expectStoredImage(context, data.optionalImage, 'optionalImage');
          const [hub] = await context.db.select({ name: shopHubs.name }).from(shopHubs).where(eq(shopHubs.id, row.shopHubId));
          hubName = hub?.name ?? '';
        },
        write: async (transaction, row) => {
          const applied = await applyShopHubStockFills(transaction, { id: row.shopHubId, name: hubName }, data.fills, 'fills');
          const fillsRecorded = applied.map((done, index) => ({
            stockId: done.row.id,
            stockIn: data.fills[index]!.stockIn ?? 0,
            stockOut: data.fills[index]!.stockOut ?? 0,
            before: done.before,
            after: done.row.currentStock,
          }));
          const [after] = await transaction
            .update(shopTasks)
            .set({ state: 'DONE', finishedTime: new Date(), note: data.note ?? row.note, image: data.image, optionalImage: data.optionalImage, fillsRecorded, ...stamp() })
            .where(unchangedSince(row))
            .returning();
          return after;
        },
        audit: (after) => ({
          activity: 'REFILL_SHOP_TASK',
          message: `Finished ${describe(after, hubName)}${after.fillsRecorded?.length ? `, filling ${after.fillsRecorded.map((line) => `stock ${line.stockId} to ${line.after} (was ${line.before})`).join(', ')}` : ''}.`,
          changes: { state: { before: 'STARTED', after: 'DONE' }, image: { before: null, after: data.image } },
        }),
      });
    },
  }),
);
