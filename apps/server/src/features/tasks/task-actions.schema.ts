import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import {
  TASK_MESSAGES,
  assignErrorTaskSchema,
  assignTaskSchema,
  finishTaskSchema,
  manualTaskSchema,
  manualTaskUpdateSchema,
} from '@back-office/domain';
import { auditedTransaction } from '../../platform/action';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { badInput, conflict, forbidden } from '../../platform/errors';
import { parseUploadAddress, uploadsFolderFromEnvironment } from '../../platform/uploads';
import { parseInput } from '../../platform/validate';
import { StockOutConsumedInput, machinesOf, recordStockInFills, recordStockOutFills } from '../machine-stock/fills.schema';
import { machineStatusErrors } from '../machine-status/machine-status.table';
import { Machine } from '../machines/machines.schema';
import { machines } from '../machines/machines.table';
import { refillerSchedules } from '../refiller-schedules/refiller-schedules.table';
import { users } from '../../platform/identity/users.table';
import { TaskRef, currentHubOf, findTask, seesAllTasks, type TaskRow } from './tasks.schema';
import { declareAssigneeMoves, expectNotEditedSince, moveTask, unchangedSince as unchangedSinceSeen, type MoveOptions, type TaskKind } from './task-moves';
import { tasks } from './tasks.table';
import { setReportedState } from '../machines/machine-writes';

/*
 * What happens to a task: created, edited and deleted (manual tasks), started, finished and declined
 * by its assignee, assigned and reassigned by a supervisor, and made from a machine's error. The
 * allowed moves are the domain's state machine (lifecycle/tasks.ts). Each change is one conditional
 * UPDATE on the state the caller saw, so of two starts (or finishes) at once exactly one wins and
 * the other is told CONFLICT; the audit row goes in the same transaction.
 */

const TASK: TaskKind<TaskRow> = {
  entity: 'TASK',
  what: 'Task',
  find: findTask,
  readAgain: async (transaction, id) => (await transaction.select().from(tasks).where(eq(tasks.id, id)))[0],
  situationOf: (row) => ({ state: row.state, assigned: row.assigneeId !== null, type: row.type }),
};

/** One move of one task (task-moves.ts). */
const act = (context: Context, id: number, options: MoveOptions<TaskRow>) => moveTask(TASK, context, id, options);
const unchangedSince = (row: TaskRow) => unchangedSinceSeen(tasks, row);

const describe = (row: TaskRow) => `task "${row.title}"${row.hubName ? ` at ${row.hubName}` : ''}`;

const stamp = () => ({ updatedTime: new Date() });

/** The assignee must be an active user. */
async function expectActiveUser(context: Context, userId: number, field = 'assigneeId') {
  const [user] = await context.db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.active, true)));
  if (!user) throw badInput(TASK_MESSAGES.assigneeNotActive, { [field]: TASK_MESSAGES.assigneeNotActive });
}

/** A refill goes to someone with a refiller schedule; other tasks to any active user. */
async function expectAssignable(context: Context, row: TaskRow, userId: number) {
  await expectActiveUser(context, userId);
  if (row.type !== 'REFILLER' && row.type !== 'CAR_REFILLER') return;
  const [schedule] = await context.db.select({ id: refillerSchedules.id }).from(refillerSchedules).where(eq(refillerSchedules.userId, userId));
  if (!schedule) throw badInput(TASK_MESSAGES.assigneeNotRefiller, { assigneeId: TASK_MESSAGES.assigneeNotRefiller });
}

/** The photo is one the upload stored, and still there. */
export async function expectStoredImage(context: Context, address: string, field: string) {
  const stored = parseUploadAddress(address);
  const folder = context.settings.uploadsFolder ?? uploadsFolderFromEnvironment();
  const found = stored?.detected.kind === 'IMAGE' && (await stat(path.join(folder, stored.name)).then((info) => info.isFile(), () => false));
  if (!found) throw badInput(TASK_MESSAGES.notStored, { [field]: TASK_MESSAGES.notStored });
}

const ManualTaskInput = (create: boolean) =>
  builder.inputType(create ? 'ManualTaskInput' : 'ManualTaskUpdateInput', {
    description: 'A task staff set by hand; in an update, the fields left out keep their value.',
    fields: (t) => ({
      title: t.string({ description: 'A short title; required, not blank.', required: create }),
      description: t.string({ description: 'What is to be done.' }),
      assigneeId: t.int({ description: 'The id of the assignee.', required: create }),
      machineId: t.int({ description: 'Empty for a task at no machine.' }),
      executionTime: t.field({ type: 'DateTime', required: create, description: 'When it should be done.' }),
      note: t.string({ description: 'A note for the assignee.' }),
    }),
  });

builder.mutationField('createManualTask', (t) =>
  t.field({
    nullable: true,
    type: TaskRef,
    description: 'Creates a manual task for someone, at a machine or at none.',
    args: { input: t.arg({ description: 'The new task.', type: ManualTaskInput(true), required: true }) },
    authScopes: { authority: 'CREATE_TASK' },
    resolve: async (_root, args, context) => {
      const data = parseInput(manualTaskSchema, args.input);
      await expectActiveUser(context, data.assigneeId);
      if (data.machineId) await Machine.findById(context, data.machineId);
      const hub = data.machineId ? await currentHubOf(context, data.machineId) : null;
      return auditedTransaction(context, { what: 'Task' }, async (transaction) => {
        const [row] = await transaction
          .insert(tasks)
          .values({ ...data, type: 'MANUAL', state: 'PENDING', assignerId: context.user!.id, hubId: hub?.hubId ?? null, hubName: hub?.hubName ?? null })
          .returning();
        return { result: row!, activity: { activity: 'CREATE_TASK', entity: 'TASK', recordId: row!.id, message: `Created manual ${describe(row!)}.`, changes: describeChanges(undefined, row!) } };
      });
    },
  }),
);

builder.mutationField('updateManualTask', (t) =>
  t.field({
    nullable: true,
    type: TaskRef,
    description: 'Changes a manual task while it is pending.',
    args: {
      id: t.arg.int({ description: 'The manual task\'s id.', required: true }),
      input: t.arg({ description: 'The fields to change.', type: ManualTaskInput(false), required: true }),
      expectedUpdatedTime: t.arg({ type: 'DateTime', description: 'The updatedTime the editor read; when the task changed since, CONFLICT.' }),
    },
    authScopes: { authority: 'UPDATE_TASK' },
    resolve: async (_root, args, context) => {
      const data = parseInput(manualTaskUpdateSchema, args.input);
      if (data.assigneeId) await expectActiveUser(context, data.assigneeId);
      if (data.machineId) await Machine.findById(context, data.machineId);
      const hub = data.machineId ? await currentHubOf(context, data.machineId) : undefined;
      return act(context, args.id, {
        action: 'update',
        check: async (row) => {
          expectNotEditedSince(row, args.expectedUpdatedTime);
          if (!seesAllTasks(context) && data.assigneeId && data.assigneeId !== row.assigneeId) throw forbidden('VIEW_ALL_TASKS');
        },
        write: async (transaction, row) => {
          const place = data.machineId === null ? { hubId: null, hubName: null } : hub ? hub : {};
          const [after] = await transaction.update(tasks).set({ ...data, ...place, ...stamp() }).where(unchangedSince(row)).returning();
          return after;
        },
        audit: (after, before) => ({ activity: 'UPDATE_TASK', message: `Updated manual ${describe(after)}.`, changes: describeChanges(before, after) }),
      });
    },
  }),
);

builder.mutationField('deleteManualTask', (t) =>
  t.field({
    nullable: true,
    type: 'Int',
    description: 'Deletes a manual task while it is pending, and answers its id.',
    args: { id: t.arg.int({ description: 'The manual task\'s id.', required: true }) },
    authScopes: { authority: 'DELETE_TASK' },
    resolve: async (_root, args, context) => {
      const row = await act(context, args.id, {
        action: 'delete',
        check: async (row) => {
          if (row.type !== 'MANUAL') throw conflict(TASK_MESSAGES.onlyManual);
        },
        write: async (transaction, row) => (await transaction.delete(tasks).where(unchangedSince(row)).returning())[0],
        audit: (_after, before) => ({ activity: 'DELETE_TASK', message: `Deleted manual ${describe(before)}.` }),
      });
      return row.id;
    },
  }),
);

declareAssigneeMoves({
  kind: TASK,
  type: TaskRef,
  names: { start: 'startTask', decline: 'declineTask' },
  activities: { start: 'START_TASK', decline: 'DECLINE_TASK' },
  noun: 'task',
  idDescription: 'The task\'s id.',
  authority: 'UPDATE_TASK',
  describe,
  write: async (transaction, row, values) => (await transaction.update(tasks).set({ ...values, ...stamp() }).where(unchangedSince(row)).returning())[0],
});

const TaskStockInInput = builder.inputType('TaskStockInInput', {
  description: 'One ingredient of the task’s machine after the fill.',
  fields: (t) => ({
    ingredientId: t.int({ description: 'The id of the ingredient.', required: true }),
    currentStock: t.float({ required: true, description: 'The level after the fill, in the ingredient’s unit.' }),
    stockOutsConsumed: t.field({ type: [StockOutConsumedInput], description: 'Packs or pieces of the machine’s stock out used for it.' }),
  }),
});

const TaskStockOutInput = builder.inputType('TaskStockOutInput', {
  description: 'Pieces of one packaging put into the task’s machine, and any taken back out.',
  fields: (t) => ({
    packagingId: t.int({ description: 'The id of the packaging.', required: true }),
    additionalStock: t.int({ required: true, description: 'Whole pieces added, above 0.' }),
    returnQuantity: t.int({ description: 'Whole pieces taken back out (expired or damaged).' }),
  }),
});

const FinishTaskInput = builder.inputType('FinishTaskInput', {
  description: 'What the refiller reports when finishing a task.',
  fields: (t) => ({
    machineStockIns: t.field({ type: [TaskStockInInput], description: 'The machine’s ingredients after the fill.' }),
    machineStockOuts: t.field({ type: [TaskStockOutInput], description: 'Packaging put into the machine.' }),
    note: t.string({ description: 'A note on the work done.' }),
    image: t.string({ required: true, description: 'The address singleUpload answered for the photo of the finished work.' }),
    optionalImage: t.string({ description: 'Another photo, if wanted.' }),
  }),
});

builder.mutationField('finishTask', (t) =>
  t.field({
    nullable: true,
    type: TaskRef,
    description:
      'Its assignee finishes a started task with a photo; the machine’s stock after the fill is recorded in the same transaction, as the fill pages record it, so a fill line that fails leaves the task started.',
    args: { id: t.arg.int({ description: 'The task\'s id.', required: true }), input: t.arg({ description: 'What was done.', type: FinishTaskInput, required: true }) },
    authScopes: { authority: 'UPDATE_TASK' },
    resolve: async (_root, args, context) => {
      const data = parseInput(finishTaskSchema, args.input);
      if (data.machineStockIns.length > 0 && !context.authorities.has('FILL_MACHINE_STOCK_IN')) throw forbidden('FILL_MACHINE_STOCK_IN');
      if (data.machineStockOuts.length > 0 && !context.authorities.has('FILL_MACHINE_STOCK_OUT')) throw forbidden('FILL_MACHINE_STOCK_OUT');
      let vmcNos = new Map<number, string>();
      return act(context, args.id, {
        action: 'finish',
        assigneeOnly: true,
        check: async (row) => {
          await expectStoredImage(context, data.image, 'image');
          if (data.optionalImage) await expectStoredImage(context, data.optionalImage, 'optionalImage');
          const fills = data.machineStockIns.length + data.machineStockOuts.length > 0;
          if (fills && row.machineId === null) throw badInput('This task is at no machine: it has no stock to record.', { machineStockIns: 'This task is at no machine.' });
          if (fills) vmcNos = await machinesOf(context, [row.machineId!]);
        },
        write: async (transaction, row) => {
          const [after] = await transaction
            .update(tasks)
            .set({
              state: 'DONE',
              finishedTime: new Date(),
              note: data.note ?? row.note,
              image: data.image,
              optionalImage: data.optionalImage,
              stockOutsRecorded: data.machineStockOuts.map((line) => ({ packagingId: line.packagingId, additionalStock: line.additionalStock, returnQuantity: line.returnQuantity ?? null })),
              ...stamp(),
            })
            .where(unchangedSince(row))
            .returning();
          if (!after) return undefined;
          const machineId = row.machineId!;
          if (data.machineStockIns.length > 0) {
            await recordStockInFills(transaction, context, data.machineStockIns.map((line) => ({ ...line, machineId })), vmcNos, 'machineStockIns');
          }
          if (data.machineStockOuts.length > 0) {
            await recordStockOutFills(transaction, context, data.machineStockOuts.map((line) => ({ ...line, machineId })), vmcNos, 'machineStockOuts');
          }
          return after;
        },
        audit: (after) => ({
          activity: 'FINISH_TASK',
          message: `Finished ${describe(after)}${data.machineStockIns.length + data.machineStockOuts.length ? `, recording ${data.machineStockIns.length + data.machineStockOuts.length} stock lines` : ''}.`,
          changes: { state: { before: 'STARTED', after: 'DONE' }, image: { before: null, after: data.image } },
        }),
      });
    },
  }),
);

/** Assigning a proposal and reassigning a task are one move with different guards. */
function assign(context: Context, id: number, assigneeId: unknown, action: 'assign' | 'reassign') {
  const data = parseInput(assignTaskSchema, { assigneeId });
  return act(context, id, {
    action,
    supervisorOnly: true,
    check: (row) => expectAssignable(context, row, data.assigneeId),
    write: async (transaction, row) =>
      (await transaction.update(tasks).set({ assigneeId: data.assigneeId, assignerId: context.user!.id, ...stamp() }).where(unchangedSince(row)).returning())[0],
    audit: (after, before) => ({
      activity: action === 'assign' ? 'ASSIGN_TASK' : 'REASSIGN_TASK',
      message: `${action === 'assign' ? 'Assigned' : 'Reassigned'} ${describe(after)} to user ${data.assigneeId}.`,
      changes: { assigneeId: { before: before.assigneeId, after: data.assigneeId } },
    }),
  });
}

builder.mutationField('assignTask', (t) =>
  t.field({
    nullable: true,
    type: TaskRef,
    description: 'Gives a proposal of the planner (a task with no assignee) to someone.',
    args: { temporaryTaskId: t.arg.int({ description: 'The id of the temporary task.', required: true }), assigneeId: t.arg.int({ description: 'The id of the assignee.', required: true }) },
    authScopes: { authority: 'UPDATE_TASK' },
    resolve: (_root, args, context) => assign(context, args.temporaryTaskId, args.assigneeId, 'assign'),
  }),
);

builder.mutationField('reassignTask', (t) =>
  t.field({
    nullable: true,
    type: TaskRef,
    description: 'Gives a pending task to someone else.',
    args: { id: t.arg.int({ description: 'The task\'s id.', required: true }), assigneeId: t.arg.int({ description: 'The id of the assignee.', required: true }) },
    authScopes: { authority: 'UPDATE_TASK' },
    resolve: (_root, args, context) => assign(context, args.id, args.assigneeId, 'reassign'),
  }),
);

builder.mutationField('deleteUnassignedTask', (t) =>
  t.field({
    nullable: true,
    type: 'Int',
    description: 'Deletes a proposal of the planner (a task with no assignee) and answers its id.',
    args: { id: t.arg.int({ description: 'The unassigned task\'s id.', required: true }) },
    authScopes: { authority: 'DELETE_TASK' },
    resolve: async (_root, args, context) => {
      const row = await act(context, args.id, {
        action: 'delete',
        supervisorOnly: true,
        check: async (row) => {
          if (row.assigneeId !== null) throw conflict('This task has an assignee; only a task with none is deleted here.');
        },
        write: async (transaction, row) => (await transaction.delete(tasks).where(unchangedSince(row)).returning())[0],
        audit: (_after, before) => ({ activity: 'DELETE_UNASSIGNED_TASK', message: `Deleted the unassigned ${describe(before)}.` }),
      });
      return row.id;
    },
  }),
);

const AssignErrorTaskInput = builder.inputType('AssignErrorTaskInput', {
  description: 'Who fixes a machine error, and when.',
  fields: (t) => ({
    assigneeId: t.int({ description: 'The id of the assignee.', required: true }),
    executionTime: t.field({ description: 'When the task is to be done.', type: 'DateTime', required: true }),
    hubName: t.string({ description: 'By default the hub the machine stands at.' }),
    lastError: t.string({ description: 'By default the machine’s error now.' }),
  }),
});

builder.mutationField('assignErrorTask', (t) =>
  t.field({
    nullable: true,
    type: TaskRef,
    description: 'Makes the open error of machine `id` a refiller-check task for someone, and marks the machine’s error as assigned.',
    args: { id: t.arg.int({ required: true, description: 'The machine.' }), input: t.arg({ description: 'Who fixes it, and when.', type: AssignErrorTaskInput, required: true }) },
    authScopes: { authority: 'CREATE_TASK' },
    resolve: async (_root, args, context) => {
      const data = parseInput(assignErrorTaskSchema, args.input);
      await Machine.findById(context, args.id);
      await expectActiveUser(context, data.assigneeId);
      const hub = await currentHubOf(context, args.id);
      return auditedTransaction(context, { what: 'Machine' }, async (transaction) => {
        const [machine] = await transaction.select().from(machines).where(eq(machines.id, args.id)).for('update');
        if (!machine) return undefined;
        if (machine.lastError === null) throw badInput(TASK_MESSAGES.machineHasNoError);
        if (machine.isErrorAssigned) throw conflict(TASK_MESSAGES.errorAlreadyAssigned);
        const [open] = await transaction
          .select({ id: machineStatusErrors.id })
          .from(machineStatusErrors)
          .where(and(eq(machineStatusErrors.machineId, args.id), isNull(machineStatusErrors.clearedAt)));
        const [row] = await transaction
          .insert(tasks)
          .values({
            title: `Check error of machine ${machine.vmcNo}`,
            description: data.lastError ?? machine.lastError,
            type: 'REFILLER_CHECK',
            state: 'PENDING',
            assignerId: context.user!.id,
            assigneeId: data.assigneeId,
            machineId: args.id,
            hubId: hub?.hubId ?? null,
            hubName: data.hubName ?? hub?.hubName ?? null,
            executionTime: data.executionTime,
            machineStatusErrorId: open?.id ?? null,
          })
          .returning();
        await setReportedState(transaction, args.id, { isErrorAssigned: true });
        return {
          result: row!,
          activity: {
            activity: 'ASSIGN_ERROR_TASK',
            entity: 'TASK',
            recordId: row!.id,
            vmcNo: machine.vmcNo,
            message: `Assigned the error "${machine.lastError}" of machine ${machine.vmcNo} to user ${data.assigneeId} as task ${row!.id}.`,
            changes: { isErrorAssigned: { before: false, after: true } },
          },
        };
      });
    },
  }),
);
