import { finishTaskSchema, id } from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { badInput, forbidden } from '../../platform/errors';
import type { Activity } from '../../platform/audit';
import { StockOutConsumedInput, fillStockInLines, fillStockOutLines, machinesOf } from '../machine-stock/fills.schema';
import { TASK, describe, expectStoredImage, stamp, unchangedSince } from './task-kind';
import { applyMove, checkMove } from './task-moves';
import { TaskRef } from './tasks.schema';
import { tasks } from './tasks.table';

/*
 * The assignee finishes a started task with a photo of the work; the machine's stock after the fill
 * is recorded in the same transaction, as the fill pages record it.
 */

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

defineCommand('finishTask', {
  description:
    'Its assignee finishes a started task with a photo; the machine’s stock after the fill is recorded in the same transaction, as the fill pages record it, so a fill line that fails leaves the task started.',
  authority: 'UPDATE_TASK',
  args: (arg) => ({ id: arg.int({ description: 'The task\'s id.', required: true }), input: arg({ description: 'What was done.', type: FinishTaskInput, required: true }) }),
  input: { id, input: finishTaskSchema },
  type: TaskRef,
  what: 'Task',
  prepare: async ({ id: taskId, input: data }, context) => {
    if (data.machineStockIns.length > 0 && !context.authorities.has('FILL_MACHINE_STOCK_IN')) throw forbidden('FILL_MACHINE_STOCK_IN');
    if (data.machineStockOuts.length > 0 && !context.authorities.has('FILL_MACHINE_STOCK_OUT')) throw forbidden('FILL_MACHINE_STOCK_OUT');
    const lines = data.machineStockIns.length + data.machineStockOuts.length;
    // The VMC numbers of the task's machine, read before the transaction for the fills' messages.
    let vmcNos = new Map<number, string>();
    // The fills' activity rows, written with the task's own row.
    const fills: Activity[] = [];
    const move = await checkMove(TASK, context, taskId, {
      action: 'finish',
      assigneeOnly: true,
      check: async (row) => {
        await expectStoredImage(context, data.image, 'image');
        if (data.optionalImage) await expectStoredImage(context, data.optionalImage, 'optionalImage');
        if (lines > 0 && row.machineId === null) throw badInput('This task is at no machine: it has no stock to record.', { machineStockIns: 'This task is at no machine.' });
        if (lines > 0) vmcNos = await machinesOf(context, [row.machineId!]);
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
          fills.push(...(await fillStockInLines(transaction, data.machineStockIns.map((line) => ({ ...line, machineId })), vmcNos, 'machineStockIns')).activity);
        }
        if (data.machineStockOuts.length > 0) {
          fills.push(...(await fillStockOutLines(transaction, data.machineStockOuts.map((line) => ({ ...line, machineId })), vmcNos, 'machineStockOuts')).activity);
        }
        return after;
      },
      audit: (after) => ({
        activity: 'FINISH_TASK',
        message: `Finished ${describe(after)}${lines ? `, recording ${lines} stock lines` : ''}.`,
        changes: { state: { before: 'STARTED', after: 'DONE' }, image: { before: null, after: data.image } },
      }),
    });
    return { move, fills };
  },
  run: async (transaction, _input, _context, { move, fills }) => {
    const finished = await applyMove(transaction, move);
    return { result: finished.result, activity: [...fills, finished.activity] };
  },
});
