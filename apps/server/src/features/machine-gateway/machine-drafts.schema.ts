import { eq, sql } from 'drizzle-orm';
import { GATEWAY_MESSAGES, PHYSICAL_CONDITIONS, id, machineSchema } from '@back-office/domain';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { defineCrud } from '../../platform/crud';
import { PhysicalConditionEnum } from '../../platform/enums';
import { conflict } from '../../platform/errors';
import { checkReferences, reference } from '../../platform/reference';
import { MachineType } from '../machine-types/machine-types.schema';
import { Machine, machineRef } from '../machines/machines.schema';
import { machines } from '../machines/machines.table';
import { issueGatewayKey } from './gateway-keys';
import { machineDrafts, machineGatewayKeys } from './machine-gateway.table';
import { keepNewMachineInScope } from '../machines/machine-scope';
import { insertMachine } from '../machines/machine-writes';

type DraftRow = typeof machineDrafts.$inferSelect;
type MachineRow = typeof machines.$inferSelect;

const waitingSql = sql<boolean>`(${machineDrafts.convertedMachineId} is null)`;

/** A machine that registered itself through the gateway on its first boot; converting it makes the machine. */
export const MachineDraft = defineCrud<DraftRow>({
  name: 'MachineDraft',
  table: machineDrafts,
  description: 'A machine that registered itself through the gateway on its first boot, waiting to be converted into a machine.',
  references: { machineType: reference(MachineType, { required: false, acceptsInactive: true }) },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine draft\'s id.' }),
    vmcNo: t.exposeString('vmcNo', { description: 'The VMC number it registered with.' }),
    factoryNumber: t.exposeString('factoryNumber', { description: 'The factory serial number it reported.' }),
    reportedMachineType: t.exposeString('reportedMachineType', { description: 'The machine type as the machine named it.' }),
    androidType: t.exposeString('androidType', { description: 'The model of the Android board it reported, or null.', nullable: true }),
    owner: t.exposeString('owner', { description: 'The owner it reported, or null.', nullable: true }),
    physicalCondition: t.field({ description: 'The condition it reported.', type: PhysicalConditionEnum, resolve: (row) => row.physicalCondition }),
    slotSetting: t.string({ nullable: true, description: 'The slots as the machine reported them, as JSON.', resolve: (row) => (row.slotSetting === null ? null : JSON.stringify(row.slotSetting, null, 2)) }),
    registeredFrom: t.exposeString('registeredFrom', { nullable: true, description: 'The network address the registration came from.' }),
    waiting: t.boolean({ description: 'Not converted yet.', resolve: (row) => row.convertedMachineId === null }),
    convertedMachine: t.field({
      // Given the id, Pothos loads the machine as the caller may see it.
      type: Machine.ref as unknown as typeof machineRef,
      nullable: true,
      description: 'The machine it was converted into.',
      resolve: (row) => row.convertedMachineId as unknown as MachineRow | null,
    }),
    convertedTime: t.field({ description: 'When staff turned it into a machine, or null while it waits.', type: 'DateTime', nullable: true, resolve: (row) => row.convertedAt }),
    createdTime: t.field({ type: 'DateTime', description: 'When the machine registered.', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ type: 'DateTime', description: 'When the machine last registered.', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: machineDrafts.id, kind: 'int' },
    vmcNo: { column: machineDrafts.vmcNo, kind: 'text' },
    factoryNumber: { column: machineDrafts.factoryNumber, kind: 'text' },
    reportedMachineType: { column: machineDrafts.reportedMachineType, kind: 'text' },
    androidType: { column: machineDrafts.androidType, kind: 'text' },
    owner: { column: machineDrafts.owner, kind: 'text' },
    physicalCondition: { column: machineDrafts.physicalCondition, kind: 'enum', values: PHYSICAL_CONDITIONS },
    waiting: { column: waitingSql, kind: 'boolean' },
    createdTime: { column: machineDrafts.createdAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'createdTime', direction: 'DESC' }],
  label: (row) => `${row.vmcNo} (${row.factoryNumber})`,
});

/** A gateway key, as it is issued: the only time the key itself is seen. */
const IssuedKey = builder.objectRef<{ machine: MachineRow; key: string; keyHint: string; issuedAt: Date }>('MachineGatewayKeyIssued').implement({
  description: 'A new gateway key for a machine. The key is shown this once: it is stored only as a hash.',
  fields: (t) => ({
    machine: t.field({ description: 'The machine the key is for.', type: machineRef, resolve: (issued) => issued.machine }),
    gatewayKey: t.exposeString('key', { description: 'Enter it into the machine now; it cannot be shown again.' }),
    keyHint: t.exposeString('keyHint', { description: 'The key’s last four characters.' }),
    issuedAt: t.field({ description: 'When the key was issued.', type: 'DateTime', resolve: (issued) => issued.issuedAt }),
  }),
});

/** What the console may know of a machine's key: that it has one, since when, and how it ends. */
const KeyInfo = builder.objectRef<{ keyHint: string; issuedAt: Date }>('MachineGatewayKeyInfo').implement({
  description: 'The machine\'s gateway key as staff see it: never the key itself.',
  fields: (t) => ({
    keyHint: t.exposeString('keyHint', { description: 'The key’s last four characters.' }),
    issuedAt: t.field({ description: 'When the key was issued.', type: 'DateTime', resolve: (info) => info.issuedAt }),
  }),
});

builder.objectFields(machineRef, (t) => ({
  gatewayKey: t.field({
    type: KeyInfo,
    nullable: true,
    description: 'The gateway key the machine calls with (never the key itself); null when it has none yet.',
    resolve: async (row, _args, context) => {
      const [info] = await context.db.select({ keyHint: machineGatewayKeys.keyHint, issuedAt: machineGatewayKeys.issuedAt }).from(machineGatewayKeys).where(eq(machineGatewayKeys.machineId, row.id));
      return info ?? null;
    },
  }),
}));

const machineReferences = { machineType: reference(MachineType) };
const machineUniques = {
  machines_vmc_no_unique: { field: 'vmcNo', message: 'A machine with this VMC number already exists.' },
  machines_factory_number_unique: { field: 'factoryNumber', message: 'A machine with this factory number already exists.' },
};

defineCommand('convertMachineDraft', {
  description: 'Completes a machine draft into a machine and issues its gateway key, shown this once.',
  authority: 'CREATE_MACHINE',
  args: (arg) => ({
    id: arg.int({ required: true, description: 'The machine draft.' }),
    // The machine form's own input, declared by the machines feature.
    input: arg({ description: 'The machine to make from the draft; the draft\'s reported fields fill what is left out.', type: 'MachineInput' as never, required: true }),
  }),
  input: { id, input: machineSchema },
  type: IssuedKey,
  what: 'Machine draft',
  uniques: machineUniques,
  prepare: ({ id: draftId }, context) => MachineDraft.findById(context, draftId),
  run: async (transaction, { id: draftId, input: data }, context) => {
    const [draft] = await transaction.select().from(machineDrafts).where(eq(machineDrafts.id, draftId)).for('update');
    if (!draft) return undefined;
    if (draft.convertedMachineId !== null) throw conflict(GATEWAY_MESSAGES.alreadyConverted);
    await checkReferences(transaction, context, machineReferences, data);
    const machine = await insertMachine(transaction, data);
    // Someone limited to their own machines still sees the one they just made.
    await keepNewMachineInScope(transaction, context, machine.id);
    await transaction.update(machineDrafts).set({ convertedMachineId: machine.id, convertedAt: new Date(), updatedAt: new Date() }).where(eq(machineDrafts.id, draft.id));
    const issued = await issueGatewayKey(transaction, machine.id, context.user!.id);
    return {
      result: { machine, key: issued.key, keyHint: issued.keyHint, issuedAt: issued.issuedAt },
      activity: {
        entity: 'MACHINE',
        recordId: machine.id,
        vmcNo: machine.vmcNo,
        message: `Converted machine draft ${draft.id} into machine "${machine.vmcNo} ${machine.name}" and issued its gateway key.`,
        changes: describeChanges(undefined, machine as unknown as Record<string, unknown>),
      },
    };
  },
});

defineCommand('issueMachineGatewayKey', {
  description: 'Issues a new gateway key for the machine, shown this once; its old key stops working at once.',
  authority: 'UPDATE_MACHINE',
  args: (arg) => ({ machineId: arg.int({ description: 'The id of the machine.', required: true }) }),
  input: { machineId: id },
  type: IssuedKey,
  what: 'Machine',
  // The caller must be able to see the machine (its per-user mapping).
  prepare: ({ machineId }, context) => Machine.findById(context, machineId) as Promise<MachineRow>,
  run: async (transaction, _input, context, machine) => {
    const [had] = await transaction.select({ keyHint: machineGatewayKeys.keyHint }).from(machineGatewayKeys).where(eq(machineGatewayKeys.machineId, machine.id)).for('update');
    const issued = await issueGatewayKey(transaction, machine.id, context.user!.id);
    return {
      result: { machine, key: issued.key, keyHint: issued.keyHint, issuedAt: issued.issuedAt },
      activity: {
        activity: 'ISSUE_MACHINE_GATEWAY_KEY',
        entity: 'MACHINE',
        recordId: machine.id,
        vmcNo: machine.vmcNo,
        message: had
          ? `Issued a new gateway key (…${issued.keyHint}) for machine ${machine.vmcNo}; the old one (…${had.keyHint}) no longer works.`
          : `Issued the first gateway key (…${issued.keyHint}) for machine ${machine.vmcNo}.`,
      },
    };
  },
});

