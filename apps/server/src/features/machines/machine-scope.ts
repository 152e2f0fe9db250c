import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client';
import type { Viewer } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { mappingScope } from '../../platform/mappings';
import { machines } from './machines.table';
import { userMachines } from '../../platform/identity/users.table';

/*
 * The one place that says which machines a caller sees and touches. A user mapped to machines
 * (updateUserMachine) sees and changes only those; a user mapped to none is limited by their
 * authorities alone. The mapping is read with the session, once per request
 * (`context.machineMapping`), so each use costs an `in (...)` on an indexed column and no query.
 *
 * Anything that reads or changes a machine, or a row that belongs to one (a placement, a stock row,
 * a status, an instruction, a draft's machine), filters with `machineScope(context, table.machineId)`
 * (or `scope: (context) => machineScope(context, table.machineId)` on defineCrud), or checks a
 * machine id it was given with `assertMachineInScope`: a machine outside the mapping is NOT_FOUND,
 * exactly as one that does not exist, so its existence never leaks.
 */

/** The machines a caller is mapped to; null when they are not limited by machine. */
export function mappedMachineIds(context: Viewer): readonly number[] | null | undefined {
  if (!context.user) return [];
  const mapping = context.machineMapping;
  return mapping === undefined ? undefined : mapping && mapping.length > 0 ? mapping : null;
}

/** The caller's machine mapping, read from the database when the context has not loaded it; null when unlimited. */
export async function loadMachineMapping(context: Viewer): Promise<readonly number[] | null> {
  const mapped = mappedMachineIds(context);
  if (mapped !== undefined) return mapped;
  const rows = await context.db.select({ id: userMachines.value }).from(userMachines).where(eq(userMachines.userId, context.user!.id));
  return rows.length > 0 ? rows.map((row) => row.id) : null;
}

/**
 * A condition on `column` (a machine id) keeping the machines the caller may see; undefined when the
 * caller is not limited. Nobody signed in sees none.
 */
export function machineScope(context: Viewer, column: AnyPgColumn = machines.id): SQL | undefined {
  if (!context.user) return sql`false`;
  const mapped = mappedMachineIds(context);
  // A context built without the session's mapping (a test, a job acting for a user) reads it in SQL.
  if (mapped === undefined) return mappingScope(context, 'machines', column);
  return mapped === null ? undefined : inArray(column, [...mapped]);
}

/** `scope` for defineCrud of rows that belong to a machine: seen and changed only with their machine. */
export const scopedByMachine = (column: AnyPgColumn) => (context: Viewer): SQL | undefined => machineScope(context, column);

/** Whether the caller may see and touch the machine; a context without its mapping loaded asks the database. */
export async function isMachineInScope(context: Viewer, machineId: number): Promise<boolean> {
  if (!context.user) return false;
  const mapped = mappedMachineIds(context);
  if (mapped === null) return true;
  if (mapped !== undefined) return mapped.includes(machineId);
  const rows = await context.db
    .select({ id: machines.id })
    .from(machines)
    .where(sql`${machines.id} = ${machineId} and ${machineScope(context)}`);
  return rows.length > 0;
}

/** Refuses a machine outside the caller's mapping as NOT_FOUND, the answer a machine that does not exist gets. */
export async function assertMachineInScope(context: Viewer, machineId: number, what = 'Machine'): Promise<void> {
  if (!(await isMachineInScope(context, machineId))) throw notFound(what, machineId);
}

/** A machine the caller just made (created, or converted from a draft) joins their mapping when they have one, so they keep seeing it. */
export async function keepNewMachineInScope(transaction: Transaction, context: Viewer, machineId: number): Promise<void> {
  if (await loadMachineMapping(context)) await transaction.insert(userMachines).values({ userId: context.user!.id, value: machineId });
}
