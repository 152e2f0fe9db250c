import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  NO_INSTRUCTION,
  instructionLabel,
  OPEN_INSTRUCTION_STATES,
  isNormalMachineStatus,
  machineHistoryEntrySchema,
  machineInstructionSchema,
  machineStatusErrorReportSchema,
  machineStatusInfoReportSchema,
  type MachineInstruction,
} from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import { notFound } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { machines } from '../machines/machines.table';
import { users } from '../../platform/identity/users.table';
import { machineHistories, machineStatusErrors, serverInstructionLogs } from './machine-status.table';
import { setReportedState } from '../machines/machine-writes';

/*
 * What happens to a machine: the errors and status it reports, its history, and the instructions it
 * is sent. The console's mutations and the machine gateway both write through these functions, in
 * the caller's transaction, so a report reads the same whoever sent it. `by.userId` is the console
 * user, or null when the machine itself reported through the gateway.
 */

export interface Reporter {
  userId: number | null;
}

export interface MachineErrorReport {
  errorCodeMachine: string;
  errorDescription: string;
  machineSet?: string | null;
  fatalError: boolean;
  persistenceError: boolean;
}

export type StatusErrorRow = typeof machineStatusErrors.$inferSelect;
export type MachineHistoryRow = typeof machineHistories.$inferSelect;
export type InstructionLogRow = typeof serverInstructionLogs.$inferSelect;

const openInstruction = (machineId: number) => and(eq(serverInstructionLogs.machineId, machineId), inArray(serverInstructionLogs.state, [...OPEN_INSTRUCTION_STATES]));

/** The machine, locked until the transaction ends: reports about one machine apply one at a time. */
async function lockMachine(tx: Transaction, machineId: number) {
  const [machine] = await tx
    .select({ id: machines.id, lastError: machines.lastError })
    .from(machines)
    .where(eq(machines.id, machineId))
    .for('update');
  if (!machine) throw notFound('Machine', machineId);
  return machine;
}

/** The user's name as it is now, kept with the entry so it reads the same after a rename. */
async function nameOf(tx: Transaction, by: Reporter): Promise<string | null> {
  if (by.userId === null) return null;
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, by.userId));
  return user?.name ?? null;
}

async function appendHistory(tx: Transaction, machineId: number, type: string, message: string, by: Reporter, userName: string | null, at: Date) {
  const [row] = await tx.insert(machineHistories).values({ machineId, userId: by.userId, userName, type, message, updatedAt: at }).returning();
  return row!;
}

/** The words the machine's lastError shows. */
export const errorSummary = (error: Pick<MachineErrorReport, 'errorCodeMachine' | 'errorDescription'>) => `${error.errorCodeMachine}: ${error.errorDescription}`;

/**
 * The machine reports an error: it becomes the machine's error now (lastError, lastErrorAt), any
 * earlier open error is closed, and the history tells it. A machine already in error keeps its
 * error's assignment (someone is on the way already); a machine newly in error is unassigned.
 */
export async function recordMachineError(tx: Transaction, machineId: number, error: MachineErrorReport, by: Reporter, at: Date = new Date()): Promise<StatusErrorRow> {
  const report = parseInput(machineStatusErrorReportSchema, error);
  const machine = await lockMachine(tx, machineId);
  const userName = await nameOf(tx, by);
  await tx
    .update(machineStatusErrors)
    .set({ clearedAt: at })
    .where(and(eq(machineStatusErrors.machineId, machineId), isNull(machineStatusErrors.clearedAt)));
  const [row] = await tx
    .insert(machineStatusErrors)
    .values({ machineId, ...report, userId: by.userId, userName, reportedAt: at })
    .returning();
  // The machine's updatedAt is left alone: it guards edits of what people set, not what the machine reports.
  await setReportedState(tx, machineId, { lastError: errorSummary(report), lastErrorAt: at, ...(machine.lastError === null ? { isErrorAssigned: false } : {}) });
  const traits = [report.fatalError && 'fatal', report.persistenceError && 'persists'].filter(Boolean).join(', ');
  const message = `Error ${errorSummary(report)}${report.machineSet ? ` (set ${report.machineSet})` : ''}${traits ? ` [${traits}]` : ''}`;
  await appendHistory(tx, machineId, 'ERROR', message, by, userName, at);
  return row!;
}

/**
 * The machine reports its status. A normal status (see NORMAL_MACHINE_STATUSES) clears its error,
 * unless the error was reported after the status (a late status never hides a newer error).
 */
export async function recordMachineStatusInfo(
  tx: Transaction,
  machineId: number,
  info: { status: string; notes?: string | null },
  by: Reporter,
  at: Date = new Date(),
): Promise<{ history: MachineHistoryRow; errorCleared: boolean }> {
  const report = parseInput(machineStatusInfoReportSchema, info);
  const machine = await lockMachine(tx, machineId);
  const userName = await nameOf(tx, by);
  let errorCleared = false;
  if (isNormalMachineStatus(report.status)) {
    const [open] = await tx
      .select()
      .from(machineStatusErrors)
      .where(and(eq(machineStatusErrors.machineId, machineId), isNull(machineStatusErrors.clearedAt)));
    // A machine in error without a report of it (data from before the reports) is cleared all the same.
    const clears = open ? open.reportedAt.getTime() <= at.getTime() : machine.lastError !== null;
    if (clears) {
      if (open) await tx.update(machineStatusErrors).set({ clearedAt: at }).where(eq(machineStatusErrors.id, open.id));
      await setReportedState(tx, machineId, { lastError: null, isErrorAssigned: false });
      errorCleared = true;
    }
  }
  const message = `Status ${report.status}${report.notes ? `: ${report.notes}` : ''}${errorCleared ? ' (error cleared)' : ''}`;
  const history = await appendHistory(tx, machineId, 'STATUS', message, by, userName, at);
  return { history, errorCleared };
}

/** Anything else worth keeping in the machine's history: boot, connection lost or back, and the like. */
export async function recordMachineHistory(tx: Transaction, machineId: number, entry: { type: string; message: string }, by: Reporter, at: Date = new Date()): Promise<MachineHistoryRow> {
  const { type, message } = parseInput(machineHistoryEntrySchema, entry);
  const [machine] = await tx.select({ id: machines.id }).from(machines).where(eq(machines.id, machineId));
  if (!machine) throw notFound('Machine', machineId);
  return appendHistory(tx, machineId, type.toUpperCase(), message, by, await nameOf(tx, by), at);
}

/**
 * Sets the machine's instruction, to wait until the machine fetches it. An instruction still
 * waiting (fetched or not, not acknowledged) is superseded by the new one, and the log says so;
 * `noinstruction` sends nothing: it withdraws the waiting one and is logged as CLEARED.
 */
export async function setMachineInstruction(
  tx: Transaction,
  machineId: number,
  instruction: MachineInstruction,
  by: Reporter,
  at: Date = new Date(),
  /** What the machine needs to carry it out, e.g. the package of an `upgrade` or the prices of a `priceset`. */
  payload: Record<string, unknown> | null = null,
): Promise<InstructionLogRow> {
  const command = parseInput(machineInstructionSchema, instruction);
  await lockMachine(tx, machineId);
  const userName = await nameOf(tx, by);
  const [previous] = await tx.select().from(serverInstructionLogs).where(openInstruction(machineId)).for('update');
  if (previous) await tx.update(serverInstructionLogs).set({ state: 'SUPERSEDED', supersededAt: at }).where(eq(serverInstructionLogs.id, previous.id));
  const clearing = command === NO_INSTRUCTION;
  const [row] = await tx
    .insert(serverInstructionLogs)
    .values({ machineId, command, payload, state: clearing ? 'CLEARED' : 'PENDING', setAt: at, setByUserId: by.userId, setByName: userName })
    .returning();
  if (previous) await tx.update(serverInstructionLogs).set({ supersededById: row!.id }).where(eq(serverInstructionLogs.id, previous.id));
  const replaced = previous ? `; “${instructionLabel(previous.command)}” was still waiting and is superseded` : '';
  const message = clearing ? `Pending instruction withdrawn${previous ? ` (“${instructionLabel(previous.command)}”)` : ' (none was waiting)'}` : `Instruction ${command} set${replaced}`;
  await appendHistory(tx, machineId, 'INSTRUCTION', message, by, userName, at);
  return row!;
}

/** The instruction waiting for the machine, without touching it (what the console shows). */
export async function pendingInstruction(tx: Queryable, machineId: number): Promise<InstructionLogRow | null> {
  const [row] = await tx.select().from(serverInstructionLogs).where(openInstruction(machineId));
  return row ?? null;
}

/**
 * The machine fetches its instruction through the gateway: the waiting one, marked fetched (the
 * first fetch's time is kept). Fetching again before acknowledging gives the same one again.
 */
export async function takePendingInstruction(
  tx: Transaction,
  machineId: number,
  at: Date = new Date(),
): Promise<{ logId: number; instruction: string; setAt: Date; payload: unknown } | null> {
  const [row] = await tx.select().from(serverInstructionLogs).where(openInstruction(machineId)).for('update');
  if (!row) return null;
  if (row.fetchedAt === null) {
    await tx.update(serverInstructionLogs).set({ state: 'FETCHED', fetchedAt: at }).where(eq(serverInstructionLogs.id, row.id));
    await appendHistory(tx, machineId, 'INSTRUCTION', `Instruction ${row.command} fetched by the machine`, { userId: null }, null, at);
  }
  return { logId: row.id, instruction: row.command, setAt: row.setAt, payload: row.payload ?? null };
}

/**
 * The machine acknowledges an instruction it fetched. False when the log is another machine's, or
 * is no longer waiting (superseded or cleared); true again for one already acknowledged.
 */
export async function acknowledgeInstruction(tx: Transaction, machineId: number, logId: number, at: Date = new Date()): Promise<boolean> {
  const [row] = await tx.select().from(serverInstructionLogs).where(eq(serverInstructionLogs.id, logId)).for('update');
  if (!row || row.machineId !== machineId) return false;
  if (row.state === 'ACKNOWLEDGED') return true;
  if (!(OPEN_INSTRUCTION_STATES as readonly string[]).includes(row.state)) return false;
  await tx
    .update(serverInstructionLogs)
    .set({ state: 'ACKNOWLEDGED', acknowledgedAt: at, fetchedAt: row.fetchedAt ?? at })
    .where(eq(serverInstructionLogs.id, row.id));
  await appendHistory(tx, machineId, 'INSTRUCTION', `Instruction ${row.command} acknowledged by the machine`, { userId: null }, null, at);
  return true;
}
