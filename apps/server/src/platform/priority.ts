import type { ObjectRef } from '@pothos/core';
import { and, asc, desc, eq, gt, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { checkedAuthority, type ViewStem } from '@back-office/domain';
import type { Transaction } from '../db/client';
import { auditedTransaction } from './action';
import { builder } from './builder';
import type { Context } from './context';
import { badInput, conflict } from './errors';
import { columnKey } from './lines';

type Types = typeof builder.$inferSchemaTypes;

/** An entity ordered by a priority column, lowest first (`priorityColumn()` in db/columns.ts). */
export interface PriorityOptions {
  /** The priority column. */
  column: AnyPgColumn;
  /** Columns a row's neighbours share with it, e.g. a menu's merchant: moves happen within that group. */
  within?: AnyPgColumn[];
}

export const ALREADY_FIRST = 'It is already first.';
export const ALREADY_LAST = 'It is already last.';

interface Target {
  name: string;
  entity: ViewStem;
  table: PgTable;
  idColumn: AnyPgColumn;
  objectRef: ObjectRef<Types, object>;
  scope?: (context: Context) => SQL | undefined;
  /** Refuses NOT_FOUND when the caller may not see the row. */
  findById: (context: Context, id: number) => Promise<unknown>;
  label: (row: never) => string;
}

interface Placed {
  id: number;
  priority: number;
  group: unknown[];
}

/** One attempt can lose a race (the neighbour moved between reading and locking); then it reads again. */
const MAX_ATTEMPTS = 20;
const RETRY = Symbol('retry');

/**
 * Gives an entity `raiseX(id)` and `lowerX(id)`, behind UPDATE_: a move swaps the row's priority with
 * its neighbour's among the rows the caller sees (and of the same group), in one transaction that
 * locks both rows in id order, so two moves at once never leave two rows on one priority and none is lost.
 */
export function definePriorityMoves(target: Target, options: PriorityOptions) {
  const { table, idColumn } = target;
  const { column } = options;
  const within = options.within ?? [];
  const key = columnKey(table, column);
  const what = target.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const select = { id: idColumn, priority: column, ...Object.fromEntries(within.map((group, index) => [`g${index}`, group])) };
  const placed = (row: Record<string, unknown>): Placed => ({ id: row.id as number, priority: row.priority as number, group: within.map((_, index) => row[`g${index}`]) });
  const sameGroup = (row: Placed) => within.map((group, index) => (row.group[index] === null ? isNull(group) : eq(group, row.group[index] as never)));

  /** The row next to `row` in the direction of the move, among those the caller sees, or none at an end. */
  const neighbourOf = async (transaction: Transaction, context: Context, row: Placed, up: boolean) => {
    const [found] = await transaction
      .select(select)
      .from(table)
      .where(and(up ? lt(column, row.priority) : gt(column, row.priority), ...sameGroup(row), target.scope?.(context)))
      .orderBy(up ? desc(column) : asc(column), up ? desc(idColumn) : asc(idColumn))
      .limit(1);
    return found ? placed(found) : undefined;
  };

  /** One attempt, in a transaction of its own; `RETRY` when a neighbour moved between reading and locking. */
  const attempt = (context: Context, id: number, up: boolean) =>
    auditedTransaction(context, { what: what.charAt(0).toUpperCase() + what.slice(1) }, async (transaction) => {
      const [current] = await transaction.select(select).from(table).where(eq(idColumn, id));
      if (!current) return undefined;
      const row = placed(current);
      const neighbour = await neighbourOf(transaction, context, row, up);
      if (!neighbour) throw badInput(up ? ALREADY_FIRST : ALREADY_LAST);
      // Both rows locked in id order: moves over overlapping pairs wait for each other, never deadlock.
      const locked = (await transaction.select(select).from(table).where(inArray(idColumn, [row.id, neighbour.id])).orderBy(asc(idColumn)).for('update')).map(placed);
      const lockedRow = locked.find((candidate) => candidate.id === row.id);
      const lockedNeighbour = locked.find((candidate) => candidate.id === neighbour.id);
      const stillNeighbours =
        lockedRow?.priority === row.priority &&
        lockedNeighbour?.priority === neighbour.priority &&
        (await neighbourOf(transaction, context, lockedRow, up))?.id === neighbour.id;
      // Rolled back, so its locks go before the next attempt takes others.
      if (!stillNeighbours) throw RETRY;
      await transaction.update(table).set({ [key]: neighbour.priority } as never).where(eq(idColumn, row.id));
      await transaction.update(table).set({ [key]: row.priority } as never).where(eq(idColumn, neighbour.id));
      const [moved] = await transaction.select().from(table).where(eq(idColumn, row.id));
      return {
        result: moved as object,
        activity: {
          activity: `UPDATE_${target.entity}`,
          entity: target.entity,
          recordId: row.id,
          message: `Moved ${what} "${target.label(moved as never)}" ${up ? 'up' : 'down'} one place.`,
          changes: { [key]: { before: row.priority, after: neighbour.priority } },
        },
      };
    });

  const move = async (context: Context, id: number, up: boolean) => {
    await target.findById(context, id);
    for (let tries = 0; tries < MAX_ATTEMPTS; tries += 1) {
      try {
        return await attempt(context, id, up);
      } catch (error) {
        if (error !== RETRY) throw error;
      }
    }
    throw conflict('The list is being reordered by someone else; try again.');
  };

  for (const [verb, up] of [['raise', true], ['lower', false]] as const) {
    builder.mutationField(`${verb}${target.name}`, (t) =>
      t.field({
        nullable: true,
        type: target.objectRef,
        description: `Moves the ${what} one place ${up ? 'up (towards first)' : 'down (towards last)'} by swapping its priority with its neighbour's among the ${what} records the caller may see, and answers it. At the ${up ? 'top' : 'bottom'} it changes nothing and refuses with BAD_USER_INPUT "${up ? ALREADY_FIRST : ALREADY_LAST}"; NOT_FOUND when there is no such ${what} the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.`,
        args: { id: t.arg.int({ required: true, description: `The ${what}'s id.` }) },
        authScopes: { authority: checkedAuthority('UPDATE', target.entity) },
        resolve: (_root, args, context) => move(context, args.id, up),
      }),
    );
  }
}
