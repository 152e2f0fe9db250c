import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { TASK_MESSAGES, nextTaskState, type TaskAction, type TaskSituation, type TaskState } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { auditedTransaction } from '../../platform/action';
import type { Activity } from '../../platform/audit';
import type { Context } from '../../platform/context';
import { conflict, forbidden, refused } from '../../platform/errors';

/*
 * One move of one task, machine or outlet alike: the task is visible to the caller, the move is
 * theirs to make, the domain's state machine (lifecycle/tasks.ts) allows it, and it is written by
 * one conditional UPDATE on the state the caller saw, so of two moves at once exactly one wins and
 * the other is told CONFLICT; the audit row goes in the same transaction.
 */

interface TaskLike {
  id: number;
  state: TaskState;
  assigneeId: number | null;
}

/** The columns a task table shares. */
export interface TaskColumns {
  id: PgColumn;
  state: PgColumn;
  assigneeId: PgColumn;
}

/** The row is still as the caller saw it: same state and same assignee. */
export const unchangedSince = (columns: TaskColumns, row: TaskLike): SQL =>
  and(eq(columns.id, row.id), eq(columns.state, row.state), row.assigneeId === null ? isNull(columns.assigneeId) : eq(columns.assigneeId, row.assigneeId))!;

export interface MoveOptions<Row extends TaskLike> {
  action: TaskAction;
  /** Start, finish and decline are the assignee's alone. */
  assigneeOnly?: boolean;
  /** Assigning and deleting proposals is for those who see every task. */
  supervisorOnly?: boolean;
  /** Checks before the change, outside its transaction (a photo, an assignee). */
  check?: (row: Row) => Promise<void>;
  /** The change, guarded by `unchangedSince`; undefined when the row changed meanwhile. */
  write: (transaction: Transaction, row: Row) => Promise<Row | undefined>;
  audit: (after: Row, before: Row) => Omit<Activity, 'entity' | 'recordId'>;
}

/** What differs between kinds of task: how a row is found and read again, and its words. */
export interface TaskKind<Row extends TaskLike> {
  /** The audit's entity and the record's name in messages. */
  entity: string;
  what: string;
  find: (context: Context, id: number) => Promise<Row>;
  readAgain: (transaction: Transaction, id: number) => Promise<Row | undefined>;
  situationOf: (row: Row) => TaskSituation;
}

export async function moveTask<Row extends TaskLike>(kind: TaskKind<Row>, context: Context, id: number, options: MoveOptions<Row>): Promise<Row> {
  if (options.supervisorOnly && !context.authorities.has('VIEW_ALL_TASKS')) throw forbidden('VIEW_ALL_TASKS');
  const before = await kind.find(context, id);
  if (options.assigneeOnly && before.assigneeId !== context.user!.id) throw refused(TASK_MESSAGES.notYours);
  const outcome = nextTaskState(kind.situationOf(before), options.action);
  if (!outcome.ok) throw conflict(outcome.message);
  await options.check?.(before);
  return auditedTransaction(context, { what: kind.what }, async (transaction) => {
    const after = await options.write(transaction, before);
    if (!after) {
      // Why the guarded write found nothing: the state the task is in now refuses the move, or it changed otherwise.
      const now = await kind.readAgain(transaction, id);
      if (!now) throw conflict('This task was deleted meanwhile.');
      const again = nextTaskState(kind.situationOf(now), options.action);
      throw conflict(again.ok ? TASK_MESSAGES.changedMeanwhile : again.message);
    }
    return { result: after, activity: { entity: kind.entity, recordId: id, ...options.audit(after, before) } };
  });
}
