import { and, eq, sql } from 'drizzle-orm';
import {
  INSTRUCTION_STATES,
  MACHINE_INSTRUCTIONS,
  NO_INSTRUCTION,
  id,
  instructionLabel,
  machineInstructionSchema,
  machineStatusErrorSchema,
  type MachineInstruction,
} from '@back-office/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { builder, describedValues } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { defineCrud } from '../../platform/crud';
import { findPage, type PagingFields } from '../../platform/paging';
import { PageInputRef } from '../../platform/paging/inputs';
import { reference, referencePagingFields } from '../../platform/reference';
import { Machine, machineRef, isConnected } from '../machines/machines.schema';
import { machineHubs, machines } from '../machines/machines.table';
import {
  errorSummary,
  pendingInstruction,
  recordMachineError,
  setMachineInstruction,
  type InstructionLogRow,
  type StatusErrorRow,
} from './machine-events';
import { machineStatusErrors, serverInstructionLogs } from './machine-status.table';
import { scopedByMachine } from '../machines/machine-scope';

type Types = typeof builder.$inferSchemaTypes;

const INSTRUCTION_DESCRIPTIONS: Record<MachineInstruction, string> = {
  discount: 'Apply a discount to its prices.',
  noinstruction: 'Withdraw the instruction still waiting.',
  opendoor: 'Unlock the door.',
  priceset: 'Load the prices its payload gives (sent by sendSlotPrices).',
  reboot: 'Restart.',
  rinsing: 'Rinse its mixers.',
  upgrade: 'Fetch and install the software update its payload names.',
};

/** The instructions as GraphQL names them (REBOOT), each standing for the word the machine reads (reboot). */
export const MachineInstructionEnum = builder.enumType('MachineInstruction', {
  description: 'What a machine can be told to do; NOINSTRUCTION withdraws the instruction still waiting.',
  values: Object.fromEntries(MACHINE_INSTRUCTIONS.map((value) => [value.toUpperCase(), { value, description: INSTRUCTION_DESCRIPTIONS[value] }])) as Record<string, { value: MachineInstruction }>,
});
export const InstructionStateEnum = builder.enumType('InstructionState', {
  description: 'PENDING: waiting for the machine; FETCHED: the machine has it, not yet acknowledged; ACKNOWLEDGED; SUPERSEDED: replaced by a later instruction first; CLEARED: a noinstruction, which sends nothing.',
  values: describedValues(INSTRUCTION_STATES, { PENDING: 'Waiting for the machine to fetch it.', FETCHED: 'The machine fetched it and has not confirmed yet.', ACKNOWLEDGED: 'The machine confirmed it was carried out.', SUPERSEDED: 'Replaced by a later instruction before the machine fetched it.', CLEARED: 'A NOINSTRUCTION: it withdraws what was waiting and sends nothing.' }),
});

// Each record here is seen only with its machine (scopedByMachine), so its machine is never hidden.
export const machineReference = { machine: reference(Machine, { acceptsInactive: true, scopedByTarget: true }) };
const currentHub = (column: AnyPgColumn) =>
  sql`(select ${machineHubs.hubId} from ${machineHubs} where ${machineHubs.machineId} = ${column} and ${machineHubs.unloadedAt} is null)`;

// ---------------------------------------------------------------------------------------------
// Machine status errors: every error reported; the open one is the machine's error now.

const statusErrorFields: PagingFields = {
  id: { column: machineStatusErrors.id, kind: 'int' },
  errorCodeMachine: { column: machineStatusErrors.errorCodeMachine, kind: 'text' },
  errorDescription: { column: machineStatusErrors.errorDescription, kind: 'text' },
  machineSet: { column: machineStatusErrors.machineSet, kind: 'text' },
  fatalError: { column: machineStatusErrors.fatalError, kind: 'boolean' },
  persistenceError: { column: machineStatusErrors.persistenceError, kind: 'boolean' },
  user: { column: machineStatusErrors.userName, kind: 'text' },
  reportedTime: { column: machineStatusErrors.reportedAt, kind: 'datetime' },
  clearedTime: { column: machineStatusErrors.clearedAt, kind: 'datetime' },
  open: { column: sql`(${machineStatusErrors.clearedAt} is null)`, kind: 'boolean' },
  vmcNo: { column: sql`(select ${machines.vmcNo} from ${machines} where ${machines.id} = ${machineStatusErrors.machineId})`, kind: 'text' },
  machineTypeId: { column: sql`(select ${machines.machineTypeId} from ${machines} where ${machines.id} = ${machineStatusErrors.machineId})`, kind: 'int' },
  isErrorAssigned: { column: sql`(select ${machines.isErrorAssigned} from ${machines} where ${machines.id} = ${machineStatusErrors.machineId})`, kind: 'boolean' },
  hubId: { column: currentHub(machineStatusErrors.machineId), kind: 'int' },
};

export const MachineStatusError = defineCrud<StatusErrorRow>({
  name: 'MachineStatusError',
  table: machineStatusErrors,
  description: 'An error a machine reported (or someone reported for it); open until a normal status or a later error.',
  references: machineReference,
  scope: scopedByMachine(machineStatusErrors.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine status error\'s id.' }),
    errorCodeMachine: t.exposeString('errorCodeMachine', { description: 'The code the machine reported.' }),
    errorDescription: t.exposeString('errorDescription', { description: 'What the machine said about it.' }),
    machineSet: t.exposeString('machineSet', { description: 'The part of the machine it concerns, or null.', nullable: true }),
    fatalError: t.exposeBoolean('fatalError', { description: 'True when the machine cannot sell until it is fixed.' }),
    persistenceError: t.exposeBoolean('persistenceError', { description: 'True when the error stays until someone clears it.' }),
    user: t.string({ description: 'Who reported it: a user’s name, or "Machine" when the machine did.', resolve: (row) => row.userName ?? 'Machine' }),
    reportedTime: t.field({ description: 'When the machine reported it.', type: 'DateTime', resolve: (row) => row.reportedAt }),
    clearedTime: t.field({ type: 'DateTime', nullable: true, description: 'When a normal status or a later error ended it.', resolve: (row) => row.clearedAt }),
    open: t.boolean({ description: 'It is the machine’s error now.', resolve: (row) => row.clearedAt === null }),
  }),
  fields: statusErrorFields,
  defaultSorts: [{ field: 'reportedTime', direction: 'DESC' }],
  label: (row) => errorSummary(row),
});

const statusErrorRef = MachineStatusError.ref as unknown as PothosSchemaTypes.ObjectRef<Types, StatusErrorRow>;
export const listFields = (table: Parameters<typeof referencePagingFields>[0], fields: PagingFields) => ({ ...referencePagingFields(table, machineReference), ...fields });

builder.queryField('machinesInError', (t) =>
  t.field({
    nullable: true,
    type: MachineStatusError.pageRef as never,
    description: 'The machines in error now: the open error of each, the latest first (the machine-status-error page).',
    args: { pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }) },
    authScopes: { authority: 'VIEW_MACHINE_STATUS_ERROR' },
    resolve: (_root, args, context, info) =>
      findPage(
        {
          db: context.db,
          table: machineStatusErrors,
          fields: listFields(machineStatusErrors, statusErrorFields),
          idColumn: machineStatusErrors.id,
          scope: and(sql`${machineStatusErrors.clearedAt} is null`, MachineStatusError.scope?.(context)),
          defaultSorts: [{ field: 'reportedTime', direction: 'DESC' }],
        },
        args.pageInput,
        info,
      ) as never,
  }),
);

const StatusErrorInput = builder.inputType('MachineStatusErrorInput', {
  description: 'An error reported for a machine by staff.',
  fields: (t) => ({
    machineId: t.int({ description: 'The id of the machine.', required: true }),
    errorCodeMachine: t.string({ required: true, description: 'The code the machine gives the error.' }),
    errorDescription: t.string({ description: 'What went wrong; required, not blank.', required: true }),
    machineSet: t.string({ description: 'The part or setting of the machine the error is in.' }),
    fatalError: t.boolean({ required: true, description: 'The machine cannot sell until it is seen to.' }),
    persistenceError: t.boolean({ required: true, description: 'The error stays after a reboot.' }),
  }),
});

defineCommand('createMachineStatusError', {
  description: 'Reports an error of a machine: it becomes the machine’s error now (lastError, lastErrorAt) and goes into its history.',
  authority: 'CREATE_MACHINE_STATUS_ERROR',
  args: (arg) => ({ input: arg({ description: 'The error.', type: StatusErrorInput, required: true }) }),
  input: { input: machineStatusErrorSchema },
  type: statusErrorRef,
  what: 'Machine',
  prepare: ({ input }, context) => Machine.findById(context, input.machineId),
  run: async (tx, { input: { machineId, ...error } }, context, machine) => {
    const row = await recordMachineError(tx, machineId, error, { userId: context.user!.id });
    return { result: row, activity: { entity: 'MACHINE_STATUS_ERROR', recordId: row.id, vmcNo: machine.vmcNo, message: `Reported error ${errorSummary(row)} on machine ${machine.vmcNo}.` } };
  },
});

// ---------------------------------------------------------------------------------------------
// Instructions.

const instructionFields: PagingFields = {
  id: { column: serverInstructionLogs.id, kind: 'int' },
  command: { column: serverInstructionLogs.command, kind: 'enum', values: MACHINE_INSTRUCTIONS },
  state: { column: serverInstructionLogs.state, kind: 'enum', values: INSTRUCTION_STATES },
  datetime: { column: serverInstructionLogs.setAt, kind: 'datetime' },
  setBy: { column: serverInstructionLogs.setByName, kind: 'text' },
  fetchedTime: { column: serverInstructionLogs.fetchedAt, kind: 'datetime' },
  acknowledgedTime: { column: serverInstructionLogs.acknowledgedAt, kind: 'datetime' },
  supersededTime: { column: serverInstructionLogs.supersededAt, kind: 'datetime' },
  pending: { column: sql`(${serverInstructionLogs.state} in ('PENDING', 'FETCHED'))`, kind: 'boolean' },
};

export const ServerInstructionLog = defineCrud<InstructionLogRow>({
  name: 'ServerInstructionLog',
  table: serverInstructionLogs,
  description: 'An instruction set for a machine: when and by whom, when the machine fetched it and acknowledged it.',
  references: machineReference,
  scope: scopedByMachine(serverInstructionLogs.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The server instruction log\'s id.' }),
    command: t.field({ description: 'The instruction sent.', type: MachineInstructionEnum, resolve: (row) => row.command }),
    payload: t.string({ nullable: true, description: 'The instruction’s parameters as JSON, if any.', resolve: (row) => (row.payload == null ? null : JSON.stringify(row.payload)) }),
    state: t.field({ description: 'Whether the machine has picked it up and confirmed it.', type: InstructionStateEnum, resolve: (row) => row.state }),
    datetime: t.field({ type: 'DateTime', description: 'When it was set.', resolve: (row) => row.setAt }),
    setBy: t.string({ description: 'Who set it, as they were named then.', resolve: (row) => row.setByName ?? 'System' }),
    fetchedTime: t.field({ type: 'DateTime', nullable: true, description: 'When the machine first fetched it.', resolve: (row) => row.fetchedAt }),
    acknowledgedTime: t.field({ description: 'When the machine confirmed it, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.acknowledgedAt }),
    supersededTime: t.field({ type: 'DateTime', nullable: true, description: 'When a later instruction replaced it before it was acknowledged.', resolve: (row) => row.supersededAt }),
    pending: t.boolean({ description: 'Waiting for the machine to fetch or acknowledge it.', resolve: (row) => row.state === 'PENDING' || row.state === 'FETCHED' }),
  }),
  fields: instructionFields,
  defaultSorts: [{ field: 'datetime', direction: 'DESC' }],
  label: (row) => `${row.command} for machine ${row.machineId}`,
});

const instructionRef = ServerInstructionLog.ref as unknown as PothosSchemaTypes.ObjectRef<Types, InstructionLogRow>;

builder.queryField('serverInstructionLogsByMachineId', (t) =>
  t.field({
    nullable: true,
    type: ServerInstructionLog.pageRef as never,
    description: 'The instructions set for a machine, the latest first.',
    args: { machineId: t.arg.int({ description: 'The id of the machine.', required: true }), pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }) },
    authScopes: { authority: 'VIEW_SERVER_INSTRUCTION_LOG' },
    resolve: async (_root, args, context, info) => {
      await Machine.findById(context, args.machineId);
      return findPage(
        {
          db: context.db,
          table: serverInstructionLogs,
          fields: listFields(serverInstructionLogs, instructionFields),
          idColumn: serverInstructionLogs.id,
          scope: eq(serverInstructionLogs.machineId, args.machineId),
          defaultSorts: [{ field: 'datetime', direction: 'DESC' }],
        },
        args.pageInput,
        info,
      ) as never;
    },
  }),
);

defineCommand('setInstruction', {
  description: 'Sets the machine’s instruction, to wait until the machine fetches it. One still waiting is superseded; NOINSTRUCTION withdraws it.',
  authority: 'CREATE_SERVER_INSTRUCTION_LOG',
  args: (arg) => ({ id: arg.int({ required: true, description: 'The machine.' }), instruction: arg({ description: 'The instruction to send.', type: MachineInstructionEnum, required: true }) }),
  input: { id, instruction: machineInstructionSchema },
  type: instructionRef,
  what: 'Machine',
  prepare: ({ id }, context) => Machine.findById(context, id),
  run: async (tx, { id, instruction }, context, machine) => {
    const row = await setMachineInstruction(tx, id, instruction, { userId: context.user!.id });
    const message = instruction === NO_INSTRUCTION ? `Withdrew the pending instruction of machine ${machine.vmcNo}.` : `Set instruction “${instructionLabel(instruction)}” for machine ${machine.vmcNo}.`;
    return { result: row, activity: { entity: 'SERVER_INSTRUCTION_LOG', recordId: row.id, vmcNo: machine.vmcNo, message } };
  },
});

defineCommand('getInstruction', {
  description: 'The instruction waiting for the machine, or NOINSTRUCTION. It changes nothing: only the machine itself fetches an instruction, through the gateway.',
  authority: 'VIEW_SERVER_INSTRUCTION_LOG',
  args: (arg) => ({ id: arg.int({ required: true, description: 'The machine.' }) }),
  input: { id },
  type: MachineInstructionEnum,
  what: 'Machine',
  prepare: ({ id }, context) => Machine.findById(context, id),
  // A read the spec names as a mutation: nothing is written, so nothing is logged.
  run: async (tx, { id }) => ({ result: (await pendingInstruction(tx, id))?.command ?? NO_INSTRUCTION, activity: [] }),
});

// ---------------------------------------------------------------------------------------------
// On the machine: its error now and its waiting instruction.

builder.objectFields(machineRef, (t) => ({
  statusError: t.field({
    type: statusErrorRef,
    nullable: true,
    description: 'The error the machine is in now, as reported; null when it is not in error (or it was set without a report).',
    authScopes: { authority: 'VIEW_MACHINE_STATUS_ERROR' },
    resolve: async (row, _args, context) => {
      if (row.lastError === null) return null;
      const [open] = await context.db.select().from(machineStatusErrors).where(and(eq(machineStatusErrors.machineId, row.id), sql`${machineStatusErrors.clearedAt} is null`));
      return open ?? null;
    },
  }),
  pendingInstruction: t.field({
    type: instructionRef,
    nullable: true,
    description: 'The instruction waiting for the machine to fetch or acknowledge it.',
    authScopes: { authority: 'VIEW_SERVER_INSTRUCTION_LOG' },
    resolve: (row, _args, context) => pendingInstruction(context.db, row.id),
  }),
  offline: t.boolean({ description: 'Not heard from within the heartbeat window.', resolve: (row) => !isConnected(row) }),
}));
