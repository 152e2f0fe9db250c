import { and, eq, getTableColumns, notInArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client';
import { databaseError } from './action';
import { badInput } from './errors';

/** What `replaceLines` needs of a child table: its id and the column naming the parent. */
export interface LineTable {
  table: PgTable;
  idColumn: AnyPgColumn;
  parentColumn: AnyPgColumn;
  /** The input field the lines come in, for messages, e.g. `items`. */
  field: string;
  /** A line's name in messages, e.g. `Item`. */
  what: string;
}

/**
 * Makes a parent's lines (a customization's items, a variant's units) exactly `lines`, in their order,
 * in the caller's transaction: a line with an id is kept and changed, one without is added, and a
 * line left out is removed. Ids are kept so that what refers to a line (a menu's choices) stays valid;
 * removing a line something still refers to is refused and nothing is written.
 */
export async function replaceLines<Line extends { id?: number | null }>(
  transaction: Transaction,
  spec: LineTable,
  parentId: number,
  lines: Line[],
  values: (line: Omit<Line, 'id'>, index: number) => Record<string, unknown>,
) {
  const existing = new Set(
    (await transaction.select({ id: spec.idColumn }).from(spec.table).where(eq(spec.parentColumn, parentId)).for('update')).map((row) => row.id as number),
  );
  lines.forEach((line, index) => {
    if (line.id && !existing.has(line.id)) {
      const message = `${spec.what} ${line.id} does not exist here.`;
      throw badInput(message, { [`${spec.field}.${index}.id`]: message });
    }
  });
  const kept = lines.flatMap((line) => (line.id ? [line.id] : []));
  try {
    // A savepoint, so that a refused removal leaves the transaction usable for the error's way out.
    await transaction.transaction((inner) =>
      inner.delete(spec.table).where(and(eq(spec.parentColumn, parentId), kept.length > 0 ? notInArray(spec.idColumn, kept) : undefined)),
    );
  } catch (error) {
    if (databaseError(error)?.code !== '23503') throw error;
    const message = `${spec.what}s in use on a menu cannot be removed; deactivate it instead.`;
    throw badInput(message, { [spec.field]: message });
  }
  for (const [index, { id, ...line }] of lines.entries()) {
    const row = { ...values(line, index), [columnKey(spec.table, spec.parentColumn)]: parentId };
    if (id) await transaction.update(spec.table).set(row).where(eq(spec.idColumn, id));
    else await transaction.insert(spec.table).values(row);
  }
}

/** The property of a table's column, as inserts and updates name it. */
export function columnKey(table: PgTable, column: AnyPgColumn) {
  return Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)![0];
}
