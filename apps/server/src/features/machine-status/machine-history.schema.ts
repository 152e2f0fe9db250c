import { eq } from 'drizzle-orm';
import { machineStatusInfoSchema } from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { defineCrud } from '../../platform/crud';
import { findPage, type PagingFields } from '../../platform/paging';
import { PageInputRef } from '../../platform/paging/inputs';
import { Machine, machineRef } from '../machines/machines.schema';
import { scopedByMachine } from '../machines/machine-scope';
import { recordMachineStatusInfo, type MachineHistoryRow } from './machine-events';
import { listFields, machineReference } from './machine-status.schema';
import { machineHistories } from './machine-status.table';

/*
 * A machine's history: everything that happened to it (an error, a status, an instruction, a boot, a
 * lost connection), and the statuses staff report into it.
 */

type Types = typeof builder.$inferSchemaTypes;

// Status info: a status report, kept in the history; a normal one clears the error.

interface StatusInfoResult {
  machineId: number;
  status: string;
  notes: string | null;
  errorCleared: boolean;
  history: MachineHistoryRow;
}

const StatusInfoInput = builder.inputType('MachineStatusInfoInput', {
  description: 'A status of a machine reported by staff.',
  fields: (t) => ({
    machineId: t.int({ description: 'The id of the machine.', required: true }),
    status: t.string({ required: true, description: 'normal, ok, ready or running (any case) clear the machine’s error; anything else is only recorded.' }),
    notes: t.string({ description: 'Notes with the status.' }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Machine history.

const historyFields: PagingFields = {
  id: { column: machineHistories.id, kind: 'int' },
  user: { column: machineHistories.userName, kind: 'text' },
  type: { column: machineHistories.type, kind: 'text' },
  message: { column: machineHistories.message, kind: 'text' },
  updatedTime: { column: machineHistories.updatedAt, kind: 'datetime' },
};

export const MachineHistory = defineCrud<MachineHistoryRow>({
  name: 'MachineHistory',
  listField: 'machineHistories',
  allField: 'machineHistoriesAll',
  table: machineHistories,
  description: 'Something that happened to a machine: an error, a status, an instruction, a boot, a lost connection.',
  references: machineReference,
  scope: scopedByMachine(machineHistories.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine history\'s id.' }),
    user: t.string({ description: 'A user’s name as it was then, or "Machine" when the machine reported it.', resolve: (row) => row.userName ?? 'Machine' }),
    userId: t.exposeInt('userId', { description: 'The id of the user.', nullable: true }),
    type: t.exposeString('type', { description: 'The kind of event (status, error, stock…).' }),
    message: t.exposeString('message', { description: 'What happened, in words.' }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: historyFields,
  defaultSorts: [{ field: 'updatedTime', direction: 'DESC' }],
  label: (row) => `${row.type} ${row.message}`,
});

const historyRef = MachineHistory.ref as unknown as PothosSchemaTypes.ObjectRef<Types, MachineHistoryRow>;

const StatusInfoRef = builder.objectRef<StatusInfoResult>('MachineStatusInfo').implement({
  description: 'A status a machine reported, as it went into the machine’s history.',
  fields: (t) => ({
    machineId: t.exposeInt('machineId', { description: 'The id of the machine.' }),
    status: t.exposeString('status', { description: 'The status reported.' }),
    notes: t.exposeString('notes', { description: 'Notes with the status, or null.', nullable: true }),
    errorCleared: t.exposeBoolean('errorCleared', { description: 'The status was normal and ended the machine’s error.' }),
    history: t.field({ description: 'The history entry the status made.', type: historyRef, resolve: (row) => row.history }),
    machine: t.field({ description: 'The machine the status is of.', type: machineRef, resolve: (row, _args, context) => Machine.findById(context, row.machineId) as never }),
  }),
});

defineCommand('createMachineStatusInfo', {
  description: 'Reports a machine’s status into its history; a normal status (normal, ok, ready, running) clears its error.',
  authority: 'CREATE_MACHINE_STATUS_INFO',
  args: (arg) => ({ input: arg({ description: 'The status.', type: StatusInfoInput, required: true }) }),
  input: { input: machineStatusInfoSchema },
  type: StatusInfoRef,
  what: 'Machine',
  prepare: ({ input }, context) => Machine.findById(context, input.machineId),
  run: async (tx, { input: { machineId, status, notes } }, context, machine) => {
    const { history, errorCleared } = await recordMachineStatusInfo(tx, machineId, { status, notes }, { userId: context.user!.id });
    const message = `Reported status ${status} of machine ${machine.vmcNo}${errorCleared ? ', which cleared its error' : ''}.`;
    return { result: { machineId, status, notes, errorCleared, history }, activity: { entity: 'MACHINE_STATUS_INFO', recordId: history.id, vmcNo: machine.vmcNo, message } };
  },
});

builder.queryField('machineHistoriesByMachineId', (t) =>
  t.field({
    nullable: true,
    type: MachineHistory.pageRef as never,
    description: 'A machine’s history, the latest first.',
    args: { machineId: t.arg.int({ description: 'The id of the machine.', required: true }), pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }) },
    authScopes: { authority: 'VIEW_MACHINE_HISTORY' },
    resolve: async (_root, args, context, info) => {
      await Machine.findById(context, args.machineId);
      return findPage(
        {
          db: context.db,
          table: machineHistories,
          fields: listFields(machineHistories, historyFields),
          idColumn: machineHistories.id,
          scope: eq(machineHistories.machineId, args.machineId),
          defaultSorts: [{ field: 'updatedTime', direction: 'DESC' }],
        },
        args.pageInput,
        info,
      ) as never;
    },
  }),
);
