import { z } from 'zod';
import { id, optionalText, requiredText } from './common';
import { MESSAGES } from './messages';

/*
 * What a machine reports about itself (errors, status, history) and the instructions the console
 * sends it. Both the console and the machine gateway write these through the same rules.
 */

/** The instructions a machine understands (spec point 4), as the machine reads them. */
export const MACHINE_INSTRUCTIONS = ['reboot', 'opendoor', 'upgrade', 'rinsing', 'priceset', 'discount', 'noinstruction'] as const;
export type MachineInstruction = (typeof MACHINE_INSTRUCTIONS)[number];

/** Setting this one sends nothing: it withdraws the pending instruction, if any. */
export const NO_INSTRUCTION = 'noinstruction' satisfies MachineInstruction;

/**
 * Where a logged instruction is: waiting for the machine to fetch it, fetched and not yet
 * acknowledged, acknowledged, replaced by a later one before it was acknowledged, or (a
 * `noinstruction`) sending nothing and clearing the one that was waiting.
 */
export const INSTRUCTION_STATES = ['PENDING', 'FETCHED', 'ACKNOWLEDGED', 'SUPERSEDED', 'CLEARED'] as const;
export type InstructionState = (typeof INSTRUCTION_STATES)[number];
/** The machine has not acknowledged it yet: it is the machine's one pending instruction. */
export const OPEN_INSTRUCTION_STATES = ['PENDING', 'FETCHED'] as const satisfies readonly InstructionState[];

/** A status report with one of these (whatever the case) means the machine works again: its error is cleared. */
export const NORMAL_MACHINE_STATUSES = ['normal', 'ok', 'ready', 'running'] as const;
export const isNormalMachineStatus = (status: string) => (NORMAL_MACHINE_STATUSES as readonly string[]).includes(status.trim().toLowerCase());

/** The kinds of history entry the console and the gateway write; the gateway may add its own (boot, connection). */
export const MACHINE_HISTORY_TYPES = ['ERROR', 'STATUS', 'INSTRUCTION', 'BOOT', 'CONNECTION', 'STOCK'] as const;

export const MACHINE_STATUS_MESSAGES = {
  instructionNotAllowed: 'Unknown instruction.',
} as const;

const flag = z.boolean({ error: MESSAGES.required });

/** A machine status error as the machine (or someone in the console) reports it. */
export const machineStatusErrorFields = {
  errorCodeMachine: requiredText(50),
  errorDescription: requiredText(500),
  machineSet: optionalText(100),
  fatalError: flag,
  persistenceError: flag,
};
export const machineStatusErrorReportSchema = z.object(machineStatusErrorFields);
export const machineStatusErrorSchema = z.object({ machineId: id, ...machineStatusErrorFields });
export type MachineStatusErrorReport = z.output<typeof machineStatusErrorReportSchema>;

export const machineStatusInfoFields = { status: requiredText(50), notes: optionalText(500) };
export const machineStatusInfoReportSchema = z.object(machineStatusInfoFields);
export const machineStatusInfoSchema = z.object({ machineId: id, ...machineStatusInfoFields });

export const machineHistoryEntrySchema = z.object({ type: requiredText(40), message: requiredText(1000) });

export const machineInstructionSchema = z.enum(MACHINE_INSTRUCTIONS, { error: MACHINE_STATUS_MESSAGES.instructionNotAllowed });
