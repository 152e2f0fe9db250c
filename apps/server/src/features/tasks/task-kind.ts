import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { TASK_MESSAGES } from '@back-office/domain';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { users } from '../../platform/identity/users.table';
import { parseUploadAddress, uploadsFolderFromEnvironment } from '../../platform/uploads';
import { refillerSchedules } from '../refiller-schedules/refiller-schedules.table';
import { findTask, type TaskRow } from './tasks.schema';
import { unchangedSince as unchangedSinceSeen, type TaskKind } from './task-moves';
import { tasks } from './tasks.table';

/*
 * A machine task as one kind of task (task-moves.ts), and the rules its moves share: who a task may
 * go to, and that a photo is one the server stored.
 */

export const TASK: TaskKind<TaskRow> = {
  entity: 'TASK',
  what: 'Task',
  find: findTask,
  readAgain: async (transaction, id) => (await transaction.select().from(tasks).where(eq(tasks.id, id)))[0],
  situationOf: (row) => ({ state: row.state, assigned: row.assigneeId !== null, type: row.type }),
};

/** The task is still as the caller saw it: the guard of every move's UPDATE. */
export const unchangedSince = (row: TaskRow) => unchangedSinceSeen(tasks, row);

/** The task in the activity log's messages. */
export const describe = (row: TaskRow) => `task "${row.title}"${row.hubName ? ` at ${row.hubName}` : ''}`;

/** The stamp of a change. */
export const stamp = () => ({ updatedTime: new Date() });

/** The assignee must be an active user. */
export async function expectActiveUser(context: Context, userId: number, field = 'assigneeId') {
  const [user] = await context.db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.active, true)));
  if (!user) throw badInput(TASK_MESSAGES.assigneeNotActive, { [field]: TASK_MESSAGES.assigneeNotActive });
}

/** A refill goes to someone with a refiller schedule; other tasks to any active user. */
export async function expectAssignable(context: Context, row: TaskRow, userId: number) {
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
