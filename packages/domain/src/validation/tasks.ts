import { z } from 'zod';
import { TASK_MESSAGES } from '../lifecycle/tasks';
import { calendarDay, id, instant, optionalText, requiredText, text } from './common';
import { MESSAGES } from './messages';
import { stockInFillFormSchema, stockInFillSchema, stockOutFillFormSchema, stockOutFillSchema } from './machine-stock';

/*
 * What the task pages send: a manual task, the finish of a task (the machine's stock after the fill,
 * a note and the photo), a decline (its note), an assignment, and a machine's error made a task.
 */

const manualTaskFields = {
  title: requiredText(100),
  description: optionalText(1000),
  assigneeId: id,
  /** Empty for a task at no machine (a training, a visit to the warehouse). */
  machineId: id.nullish(),
  executionTime: instant,
  note: optionalText(1000),
};

export const manualTaskSchema = z.object(manualTaskFields);
export type ManualTaskInput = z.infer<typeof manualTaskSchema>;
export const manualTaskUpdateSchema = z.object(manualTaskFields).partial();
export type ManualTaskUpdateInput = z.infer<typeof manualTaskUpdateSchema>;

/** An upload address: required for the finish photo, in the spec's words. */
const image = text(TASK_MESSAGES.finishNeedsImage).trim().min(1, TASK_MESSAGES.finishNeedsImage).max(300);

/** Finishing a task: the task's machine after the fill (no machine id: it is the task's), a note and the photo. */
export const finishTaskSchema = z.object({
  machineStockIns: z.array(stockInFillSchema.omit({ machineId: true })).nullish().transform((value) => value ?? []),
  machineStockOuts: z.array(stockOutFillSchema.omit({ machineId: true })).nullish().transform((value) => value ?? []),
  note: optionalText(1000),
  image,
  optionalImage: optionalText(300),
});
export type FinishTaskInput = z.infer<typeof finishTaskSchema>;

/** The finish form of a stop: each ingredient's level after the fill, the pieces added per packaging (blank for none), a note and the photo. */
export const finishTaskFormSchema = z.object({
  levels: stockInFillFormSchema.shape.levels,
  fills: stockOutFillFormSchema.shape.fills,
  note: optionalText(1000),
  image,
  optionalImage: optionalText(300),
});

export const declineTaskSchema = z.object({
  note: text(TASK_MESSAGES.declineNeedsNote).trim().min(1, TASK_MESSAGES.declineNeedsNote).max(1000, 'Maximum 1000 characters.'),
});

export const assignTaskSchema = z.object({ assigneeId: id });

/** A machine's open error made a task for someone. */
export const assignErrorTaskSchema = z.object({
  assigneeId: id,
  executionTime: instant,
  hubName: optionalText(200),
  lastError: optionalText(1000),
});
export type AssignErrorTaskInput = z.infer<typeof assignErrorTaskSchema>;

/** The stock to prepare for a day. */
export const stockPreparationSchema = z.object({ date: calendarDay });

/** A task report's id: the assignee and the execution day, e.g. `12:2026-11-25`. */
export const taskReportIdSchema = z
  .string({ error: MESSAGES.required })
  .regex(/^\d{1,10}:\d{4}-\d{2}-\d{2}$/, 'A task report id is the assignee id and the day, e.g. 12:2026-11-25.')
  .transform((value) => {
    const [assigneeId, day] = value.split(':') as [string, string];
    return { assigneeId: Number(assigneeId), day };
  })
  .pipe(z.object({ assigneeId: id, day: calendarDay }));

export const taskReportId = (assigneeId: number, day: string) => `${assigneeId}:${day}`;
