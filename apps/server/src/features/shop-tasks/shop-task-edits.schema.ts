import { and, eq, exists, not, sql } from 'drizzle-orm';
import { assignTaskSchema, shopTaskSchema, shopTaskUpdateSchema } from '@back-office/domain';
import { z } from 'zod';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { badInput, forbidden } from '../../platform/errors';
import { users } from '../../platform/identity/users.table';
import { ShopHub } from '../shop-hubs/shop-hubs.schema';
import { expectNotEditedSince } from '../tasks/task-moves';
import { userShopHubs } from '../user-mappings/user-mappings.table';
import { SHOP_TASK_MESSAGES, ShopTaskRef, describe, findShopTask, movedOrConflict, checkShopTaskMove, seesAllShopTasks, stamp, unchangedSince } from './shop-tasks.schema';
import { shopTasks } from './shop-tasks.table';

/*
 * A supervisor's changes of outlet tasks: set one at an outlet, edit or delete it while it is
 * pending, and give it to someone. Editing, deleting and assigning are for those who see every
 * outlet task (VIEW_ALL_TASKS); without it, a task may be set only for oneself.
 */

/** A task's id, checked by the API's Int alone: an unknown one is NOT_FOUND. */
const taskId = z.number().int();

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

defineCommand('createShopTask', {
  description: 'Sets a task at an outlet, for someone now or to be assigned later.',
  authority: 'CREATE_SHOP_TASK',
  args: (arg) => ({ input: arg({ description: 'The new outlet task.', type: shopTaskInput(true), required: true }) }),
  input: { input: shopTaskSchema },
  type: ShopTaskRef,
  what: 'Outlet task',
  prepare: async ({ input: data }, context) => {
    const hub = await ShopHub.findById(context, data.shopHubId);
    if (data.assigneeId) {
      // Without VIEW_ALL_TASKS a task may be set only for oneself.
      if (!seesAllShopTasks(context) && data.assigneeId !== context.user!.id) throw forbidden('VIEW_ALL_TASKS');
      await expectAssignee(context, data.assigneeId, data.shopHubId);
    }
    return hub;
  },
  run: async (transaction, { input: data }, context, hub) => {
    const assigned = data.assigneeId ? { assigneeId: data.assigneeId, assignerId: context.user!.id } : {};
    const [row] = await transaction.insert(shopTasks).values({ ...data, ...assigned, state: 'PENDING' }).returning();
    return { result: row!, activity: { entity: 'SHOP_TASK', recordId: row!.id, message: `Created ${describe(row!, hub.name)}.`, changes: describeChanges(undefined, row!) } };
  },
});

defineCommand('updateShopTask', {
  description: 'Changes an outlet task while it is pending.',
  authority: 'UPDATE_SHOP_TASK',
  args: (arg) => ({
    id: arg.int({ description: 'The outlet task’s id.', required: true }),
    input: arg({ description: 'The fields to change.', type: shopTaskInput(false), required: true }),
    expectedUpdatedTime: arg({ type: 'DateTime', description: 'The updatedTime the editor read; when the task changed since, CONFLICT.' }),
  }),
  input: { id: taskId, input: shopTaskUpdateSchema, expectedUpdatedTime: z.date().nullish() },
  type: ShopTaskRef,
  what: 'Outlet task',
  prepare: async ({ id, input: data, expectedUpdatedTime }, context) => {
    if (data.shopHubId) await ShopHub.findById(context, data.shopHubId);
    const before = await checkShopTaskMove(context, id, 'update', 'supervisor');
    expectNotEditedSince(before, expectedUpdatedTime);
    // Moving an assigned task to another outlet keeps it with someone who works there.
    if (data.shopHubId && data.shopHubId !== before.shopHubId && before.assigneeId) await expectAssignee(context, before.assigneeId, data.shopHubId);
    return before;
  },
  run: async (transaction, { id, input: data }, _context, before) => {
    const [written] = await transaction.update(shopTasks).set({ ...data, ...stamp() }).where(unchangedSince(before)).returning();
    const after = await movedOrConflict(transaction, id, 'update', written);
    return { result: after, activity: { entity: 'SHOP_TASK', recordId: id, message: `Updated ${describe(after)}.`, changes: describeChanges(before, after) } };
  },
});

defineCommand('deleteShopTask', {
  description: 'Deletes an outlet task while it is pending, and answers its id.',
  authority: 'DELETE_SHOP_TASK',
  args: (arg) => ({ id: arg.int({ description: 'The outlet task’s id.', required: true }) }),
  input: { id: taskId },
  type: 'Int',
  what: 'Outlet task',
  prepare: ({ id }, context) => checkShopTaskMove(context, id, 'delete', 'supervisor'),
  run: async (transaction, { id }, _context, before) => {
    const [deleted] = await transaction.delete(shopTasks).where(unchangedSince(before)).returning();
    const row = await movedOrConflict(transaction, id, 'delete', deleted);
    return { result: row.id, activity: { entity: 'SHOP_TASK', recordId: id, message: `Deleted ${describe(before)}.` } };
  },
});

defineCommand('assignShopTask', {
  description: 'Gives an outlet task to someone: an unassigned one, or a pending one to someone else.',
  authority: 'UPDATE_SHOP_TASK',
  args: (arg) => ({ id: arg.int({ description: 'The outlet task’s id.', required: true }), assigneeId: arg.int({ description: 'The id of the assignee.', required: true }) }),
  input: { id: taskId, assigneeId: assignTaskSchema.shape.assigneeId },
  type: ShopTaskRef,
  what: 'Outlet task',
  prepare: async ({ id, assigneeId }, context) => {
    const current = await findShopTask(context, id);
    const action = current.assigneeId === null ? 'assign' : 'reassign';
    const before = await checkShopTaskMove(context, id, action, 'supervisor');
    await expectAssignee(context, assigneeId, before.shopHubId);
    return { before, action } as const;
  },
  run: async (transaction, { id, assigneeId }, context, { before, action }) => {
    const [written] = await transaction.update(shopTasks).set({ assigneeId, assignerId: context.user!.id, ...stamp() }).where(unchangedSince(before)).returning();
    const after = await movedOrConflict(transaction, id, action, written);
    return {
      result: after,
      activity: {
        activity: action === 'assign' ? 'ASSIGN_SHOP_TASK' : 'REASSIGN_SHOP_TASK',
        entity: 'SHOP_TASK',
        recordId: id,
        message: `${action === 'assign' ? 'Assigned' : 'Reassigned'} ${describe(after)} to user ${assigneeId}.`,
        changes: { assigneeId: { before: before.assigneeId, after: assigneeId } },
      },
    };
  },
});
