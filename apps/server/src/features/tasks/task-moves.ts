import type { ObjectRef } from '@pothos/core';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { TASK_MESSAGES, declineTaskSchema, id, nextTaskState, type Authority, type TaskAction, type TaskSituation, type TaskState } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import type { Activity } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { conflict, forbidden, refused } from '../../platform/errors';

/*
 * One move of one task, machine or outlet alike: the task is visible to the caller, the move is
 * theirs to make, the domain's state machine (lifecycle/tasks.ts) allows it, and it is written by
 * one conditional UPDATE on the state the caller saw, so of two moves at once exactly one wins and
 * the other is told CONFLICT; the audit row goes in the same transaction. The assignee's start and
 * decline are the same mutations for both kinds of task, declared once here (declareAssigneeMoves).
 */

type Types = typeof builder.$inferSchemaTypes;

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

/** An edit is of the task as the editor read it: its updatedTime is the one they send back, when they send one. */
export function expectNotEditedSince(row: { updatedTime: Date }, expectedUpdatedTime: Date | null | undefined): void {
  if (expectedUpdatedTime && row.updatedTime.getTime() !== expectedUpdatedTime.getTime()) {
    throw conflict('Someone else changed this task since you opened it. Reload to see their changes, then edit again.');
  }
}

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

/** A move checked before its transaction: the kind of task, the task as the caller saw it, and the move. */
export interface CheckedMove<Row extends TaskLike> {
  kind: TaskKind<Row>;
  before: Row;
  options: MoveOptions<Row>;
}

/** Who makes a move and which: what every move checks, whatever it writes. */
export type MoveGuard = Pick<MoveOptions<TaskLike>, 'action' | 'assigneeOnly' | 'supervisorOnly'>;

/**
 * The checks every move shares, before its transaction: the task is one the caller sees
 * (NOT_FOUND otherwise), the move is theirs to make, and the state machine allows it. Answers the
 * task as the caller saw it.
 */
export async function checkTaskMove<Row extends TaskLike>(kind: TaskKind<Row>, context: Context, id: number, guard: MoveGuard): Promise<Row> {
  if (guard.supervisorOnly && !context.authorities.has('VIEW_ALL_TASKS')) throw forbidden('VIEW_ALL_TASKS');
  const before = await kind.find(context, id);
  if (guard.assigneeOnly && before.assigneeId !== context.user!.id) throw refused(TASK_MESSAGES.notYours);
  const outcome = nextTaskState(kind.situationOf(before), guard.action);
  if (!outcome.ok) throw conflict(outcome.message);
  return before;
}

/** A move's checks before its transaction (a command's `prepare`): the shared ones, then the move's own. */
export async function checkMove<Row extends TaskLike>(kind: TaskKind<Row>, context: Context, id: number, options: MoveOptions<Row>): Promise<CheckedMove<Row>> {
  const before = await checkTaskMove(kind, context, id, options);
  await options.check?.(before);
  return { kind, before, options };
}

/**
 * The row a move's guarded write answered, or CONFLICT saying why it found none: the state the
 * task is in now refuses the move, or it changed otherwise.
 */
export async function movedOrConflict<Row extends TaskLike>(transaction: Transaction, kind: TaskKind<Row>, id: number, action: TaskAction, after: Row | undefined): Promise<Row> {
  if (after) return after;
  const now = await kind.readAgain(transaction, id);
  if (!now) throw conflict('This task was deleted meanwhile.');
  const again = nextTaskState(kind.situationOf(now), action);
  throw conflict(again.ok ? TASK_MESSAGES.changedMeanwhile : again.message);
}

/** The move inside the command's transaction: the guarded write, and its activity row. */
export async function applyMove<Row extends TaskLike>(transaction: Transaction, { kind, before, options }: CheckedMove<Row>): Promise<{ result: Row; activity: Activity }> {
  const after = await movedOrConflict(transaction, kind, before.id, options.action, await options.write(transaction, before));
  return { result: after, activity: { entity: kind.entity, recordId: before.id, ...options.audit(after, before) } };
}

/** What the assignee's start and decline write, besides the stamp of the change. */
export type AssigneeMoveValues = { state: 'STARTED'; startedTime: Date } | { state: 'DECLINED'; declineReason: string };

export interface AssigneeMoves<Row extends TaskLike> {
  kind: TaskKind<Row>;
  /** The object the mutations answer (its loadable ref: a row, or an id to load). */
  type: ObjectRef<Types, Row | number>;
  /** The mutations' names. */
  names: { start: string; decline: string };
  /** The audit's activities. */
  activities: { start: string; decline: string };
  /** The task in the descriptions ("task", "outlet task"), and the id argument's description. */
  noun: string;
  idDescription: string;
  authority: Authority;
  /** The task in the audit's messages. */
  describe: (row: Row) => string;
  /** The guarded UPDATE (`unchangedSince`) of these values, stamped; undefined when the row changed meanwhile. */
  write: (transaction: Transaction, row: Row, values: AssigneeMoveValues) => Promise<Row | undefined>;
}

/** Declares the start and decline mutations of a kind of task: the assignee's moves, alike for machine and outlet tasks. */
export function declareAssigneeMoves<Row extends TaskLike>(moves: AssigneeMoves<Row>): void {
  const { kind, noun, describe, write } = moves;
  // Widened for Pothos, whose resolver type does not reduce for a generic row.
  const type = moves.type as ObjectRef<Types, object | number>;
  defineCommand(moves.names.start, {
    description: `Its assignee starts a pending ${noun} (the console asks "Are you sure you want to start this task?" first).`,
    authority: moves.authority,
    args: (arg) => ({ id: arg.int({ description: moves.idDescription, required: true }) }),
    input: { id },
    type,
    what: kind.what,
    prepare: ({ id: taskId }, context) =>
      checkMove(kind, context, taskId, {
        action: 'start',
        assigneeOnly: true,
        write: (transaction, row) => write(transaction, row, { state: 'STARTED', startedTime: new Date() }),
        audit: (after) => ({ activity: moves.activities.start, message: `Started ${describe(after)}.`, changes: { state: { before: 'PENDING', after: 'STARTED' } } }),
      }),
    run: (transaction, _input, _context, move) => applyMove(transaction, move),
  });

  defineCommand(moves.names.decline, {
    description: `Its assignee declines a pending or started ${noun}, saying why (the note is required).`,
    authority: moves.authority,
    args: (arg) => ({ id: arg.int({ description: moves.idDescription, required: true }), note: arg.string({ description: 'Why the task is declined.' }) }),
    input: { id, note: declineTaskSchema.shape.note },
    type,
    what: kind.what,
    prepare: ({ id: taskId, note }, context) =>
      checkMove(kind, context, taskId, {
        action: 'decline',
        assigneeOnly: true,
        write: (transaction, row) => write(transaction, row, { state: 'DECLINED', declineReason: note }),
        audit: (after, before) => ({
          activity: moves.activities.decline,
          message: `Declined ${describe(after)}: ${note}`,
          changes: { state: { before: before.state, after: 'DECLINED' }, declineReason: { before: null, after: note } },
        }),
      }),
    run: (transaction, _input, _context, move) => applyMove(transaction, move),
  });
}
