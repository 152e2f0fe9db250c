import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { TASK_MESSAGES, assignErrorTaskSchema, assignTaskSchema, id, manualTaskSchema, manualTaskUpdateSchema } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { badInput, conflict, forbidden } from '../../platform/errors';
import { machineStatusErrors } from '../machine-status/machine-status.table';
import { Machine } from '../machines/machines.schema';
import { machines } from '../machines/machines.table';
import { setReportedState } from '../machines/machine-writes';
import { TaskRef, currentHubOf, seesAllTasks, type TaskRow } from './tasks.schema';
import { TASK, describe, expectActiveUser, expectAssignable, stamp, unchangedSince } from './task-kind';
import { applyMove, checkMove, declareAssigneeMoves, expectNotEditedSince, type CheckedMove, type MoveOptions } from './task-moves';
import { tasks } from './tasks.table';
import './task-finish.schema';

// The outlet tasks check their photos as these do.
export { expectStoredImage } from './task-kind';

/*
 * What happens to a task: created, edited and deleted (manual tasks), started, finished
 * (task-finish.schema.ts) and declined by its assignee, assigned and reassigned by a supervisor, and
 * made from a machine's error. The allowed moves are the domain's state machine (lifecycle/tasks.ts).
 * Each change is one conditional UPDATE on the state the caller saw, so of two starts (or finishes)
 * at once exactly one wins and the other is told CONFLICT; the audit row goes in the same transaction.
 */

/** The checks of one move of one task, before its transaction (task-moves.ts). */
const check = (context: Context, taskId: number, options: MoveOptions<TaskRow>) => checkMove(TASK, context, taskId, options);
/** A deleting move answers the deleted task's id. */
const deleting = async (transaction: Transaction, move: CheckedMove<TaskRow>) => {
  const outcome = await applyMove(transaction, move);
  return { ...outcome, result: outcome.result.id };
};

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

defineCommand('createManualTask', {
  description: 'Creates a manual task for someone, at a machine or at none.',
  authority: 'CREATE_TASK',
  args: (arg) => ({ input: arg({ description: 'The new task.', type: ManualTaskInput(true), required: true }) }),
  input: { input: manualTaskSchema },
  type: TaskRef,
  what: 'Task',
  prepare: async ({ input: data }, context) => {
    await expectActiveUser(context, data.assigneeId);
    if (data.machineId) await Machine.findById(context, data.machineId);
    return data.machineId ? currentHubOf(context, data.machineId) : null;
  },
  run: async (transaction, { input: data }, context, hub) => {
    const [row] = await transaction
      .insert(tasks)
      .values({ ...data, type: 'MANUAL', state: 'PENDING', assignerId: context.user!.id, hubId: hub?.hubId ?? null, hubName: hub?.hubName ?? null })
      .returning();
    return { result: row!, activity: { entity: 'TASK', recordId: row!.id, message: `Created manual ${describe(row!)}.`, changes: describeChanges(undefined, row!) } };
  },
});

defineCommand('updateManualTask', {
  description: 'Changes a manual task while it is pending.',
  authority: 'UPDATE_TASK',
  args: (arg) => ({
    id: arg.int({ description: 'The manual task\'s id.', required: true }),
    input: arg({ description: 'The fields to change.', type: ManualTaskInput(false), required: true }),
    expectedUpdatedTime: arg({ type: 'DateTime', description: 'The updatedTime the editor read; when the task changed since, CONFLICT.' }),
  }),
  input: { id, input: manualTaskUpdateSchema, expectedUpdatedTime: z.date().nullish() },
  type: TaskRef,
  what: 'Task',
  prepare: async ({ id: taskId, input: data, expectedUpdatedTime }, context) => {
    if (data.assigneeId) await expectActiveUser(context, data.assigneeId);
    if (data.machineId) await Machine.findById(context, data.machineId);
    const hub = data.machineId ? await currentHubOf(context, data.machineId) : undefined;
    return check(context, taskId, {
      action: 'update',
      check: async (row) => {
        expectNotEditedSince(row, expectedUpdatedTime);
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
  run: (transaction, _input, _context, move) => applyMove(transaction, move),
});

defineCommand('deleteManualTask', {
  description: 'Deletes a manual task while it is pending, and answers its id.',
  authority: 'DELETE_TASK',
  args: (arg) => ({ id: arg.int({ description: 'The manual task\'s id.', required: true }) }),
  input: { id },
  type: 'Int',
  what: 'Task',
  prepare: ({ id: taskId }, context) =>
    check(context, taskId, {
      action: 'delete',
      check: async (row) => {
        if (row.type !== 'MANUAL') throw conflict(TASK_MESSAGES.onlyManual);
      },
      write: async (transaction, row) => (await transaction.delete(tasks).where(unchangedSince(row)).returning())[0],
      audit: (_after, before) => ({ activity: 'DELETE_TASK', message: `Deleted manual ${describe(before)}.` }),
    }),
  run: (transaction, _input, _context, move) => deleting(transaction, move),
});

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

/** Assigning a proposal and reassigning a task are one move with different guards. */
const assignMove = (context: Context, assigneeId: number, action: 'assign' | 'reassign'): MoveOptions<TaskRow> => ({
  action,
  supervisorOnly: true,
  check: (row) => expectAssignable(context, row, assigneeId),
  write: async (transaction, row) =>
    (await transaction.update(tasks).set({ assigneeId, assignerId: context.user!.id, ...stamp() }).where(unchangedSince(row)).returning())[0],
  audit: (after, before) => ({
    activity: action === 'assign' ? 'ASSIGN_TASK' : 'REASSIGN_TASK',
    message: `${action === 'assign' ? 'Assigned' : 'Reassigned'} ${describe(after)} to user ${assigneeId}.`,
    changes: { assigneeId: { before: before.assigneeId, after: assigneeId } },
  }),
});

defineCommand('assignTask', {
  description: 'Gives a proposal of the planner (a task with no assignee) to someone.',
  authority: 'UPDATE_TASK',
  args: (arg) => ({ temporaryTaskId: arg.int({ description: 'The id of the temporary task.', required: true }), assigneeId: arg.int({ description: 'The id of the assignee.', required: true }) }),
  input: { temporaryTaskId: id, assigneeId: assignTaskSchema.shape.assigneeId },
  type: TaskRef,
  what: 'Task',
  prepare: ({ temporaryTaskId, assigneeId }, context) => check(context, temporaryTaskId, assignMove(context, assigneeId, 'assign')),
  run: (transaction, _input, _context, move) => applyMove(transaction, move),
});

defineCommand('reassignTask', {
  description: 'Gives a pending task to someone else.',
  authority: 'UPDATE_TASK',
  args: (arg) => ({ id: arg.int({ description: 'The task\'s id.', required: true }), assigneeId: arg.int({ description: 'The id of the assignee.', required: true }) }),
  input: { id, assigneeId: assignTaskSchema.shape.assigneeId },
  type: TaskRef,
  what: 'Task',
  prepare: ({ id: taskId, assigneeId }, context) => check(context, taskId, assignMove(context, assigneeId, 'reassign')),
  run: (transaction, _input, _context, move) => applyMove(transaction, move),
});

defineCommand('deleteUnassignedTask', {
  description: 'Deletes a proposal of the planner (a task with no assignee) and answers its id.',
  authority: 'DELETE_TASK',
  args: (arg) => ({ id: arg.int({ description: 'The unassigned task\'s id.', required: true }) }),
  input: { id },
  type: 'Int',
  what: 'Task',
  prepare: ({ id: taskId }, context) =>
    check(context, taskId, {
      action: 'delete',
      supervisorOnly: true,
      check: async (row) => {
        if (row.assigneeId !== null) throw conflict('This task has an assignee; only a task with none is deleted here.');
      },
      write: async (transaction, row) => (await transaction.delete(tasks).where(unchangedSince(row)).returning())[0],
      audit: (_after, before) => ({ activity: 'DELETE_UNASSIGNED_TASK', message: `Deleted the unassigned ${describe(before)}.` }),
    }),
  run: (transaction, _input, _context, move) => deleting(transaction, move),
});

const AssignErrorTaskInput = builder.inputType('AssignErrorTaskInput', {
  description: 'Who fixes a machine error, and when.',
  fields: (t) => ({
    assigneeId: t.int({ description: 'The id of the assignee.', required: true }),
    executionTime: t.field({ description: 'When the task is to be done.', type: 'DateTime', required: true }),
    hubName: t.string({ description: 'By default the hub the machine stands at.' }),
    lastError: t.string({ description: 'By default the machine’s error now.' }),
  }),
});

defineCommand('assignErrorTask', {
  description: 'Makes the open error of machine `id` a refiller-check task for someone, and marks the machine’s error as assigned.',
  authority: 'CREATE_TASK',
  args: (arg) => ({ id: arg.int({ required: true, description: 'The machine.' }), input: arg({ description: 'Who fixes it, and when.', type: AssignErrorTaskInput, required: true }) }),
  input: { id, input: assignErrorTaskSchema },
  type: TaskRef,
  what: 'Machine',
  prepare: async ({ id: machineId, input: data }, context) => {
    await Machine.findById(context, machineId);
    await expectActiveUser(context, data.assigneeId);
    return currentHubOf(context, machineId);
  },
  run: async (transaction, { id: machineId, input: data }, context, hub) => {
    const [machine] = await transaction.select().from(machines).where(eq(machines.id, machineId)).for('update');
    if (!machine) return undefined;
    if (machine.lastError === null) throw badInput(TASK_MESSAGES.machineHasNoError);
    if (machine.isErrorAssigned) throw conflict(TASK_MESSAGES.errorAlreadyAssigned);
    const [open] = await transaction
      .select({ id: machineStatusErrors.id })
      .from(machineStatusErrors)
      .where(and(eq(machineStatusErrors.machineId, machineId), isNull(machineStatusErrors.clearedAt)));
    const [row] = await transaction
      .insert(tasks)
      .values({
        title: `Check error of machine ${machine.vmcNo}`,
        description: data.lastError ?? machine.lastError,
        type: 'REFILLER_CHECK',
        state: 'PENDING',
        assignerId: context.user!.id,
        assigneeId: data.assigneeId,
        machineId,
        hubId: hub?.hubId ?? null,
        hubName: data.hubName ?? hub?.hubName ?? null,
        executionTime: data.executionTime,
        machineStatusErrorId: open?.id ?? null,
      })
      .returning();
    await setReportedState(transaction, machineId, { isErrorAssigned: true });
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
  },
});
