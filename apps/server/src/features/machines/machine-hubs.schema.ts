import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  MACHINE_MESSAGES,
  formatDate,
  id,
  machineHubSchema,
  machineHubUpdateSchema,
  unloadDateSchema,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { defineCrud, updateRow } from '../../platform/crud';
import { describeChanges } from '../../platform/audit';
import { badInput, conflict } from '../../platform/errors';
import { checkReferences, reference } from '../../platform/reference';
import { Hub } from '../hubs/hubs.schema';
import { machineScope } from './machine-scope';
import { hubs } from '../hubs/hubs.table';
import { Machine, machineRef } from './machines.schema';
import { Midtrans } from './midtranses.schema';
import { machineHubs, machines } from './machines.table';

type MachineHubRow = typeof machineHubs.$inferSelect;
type Types = typeof builder.$inferSchemaTypes;

const references = {
  // A placement is seen only by those who see its machine (the scope below).
  machine: reference(Machine, { acceptsInactive: true, scopedByTarget: true }),
  hub: reference(Hub),
  midtrans: reference(Midtrans, { required: false }),
};

/** A machine set at a hub; unloading ends it and keeps it as history. Hub machine pages need UPDATE_HUB, so does changing one. */
export const MachineHub = defineCrud<MachineHubRow>({
  name: 'MachineHub',
  entity: 'HUB',
  table: machineHubs,
  description: 'A machine set at a hub, from the day it was loaded to the day it was unloaded.',
  references,
  // A placement is seen only by those who may see its machine.
  scope: (context) => machineScope(context, machineHubs.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine hub\'s id.' }),
    terminalId: t.exposeString('terminalId', { description: 'The id of the terminal.', nullable: true }),
    merchantId: t.exposeString('merchantId', { description: 'The id of the merchant.', nullable: true }),
    simcardNo: t.exposeString('simcardNo', { description: 'The SIM card the machine uses there, or null.', nullable: true }),
    loadedAt: t.field({ description: 'The day the machine was set there.', type: 'Date', resolve: (row) => row.loadedAt }),
    unloadedAt: t.field({ description: 'The day it was taken away, or null while it stands there.', type: 'Date', nullable: true, resolve: (row) => row.unloadedAt }),
    active: t.boolean({ description: 'The machine stands there now.', resolve: (row) => row.unloadedAt === null }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: machineHubs.id, kind: 'int' },
    terminalId: { column: machineHubs.terminalId, kind: 'text' },
    merchantId: { column: machineHubs.merchantId, kind: 'text' },
    loadedAt: { column: machineHubs.loadedAt, kind: 'datetime' },
    unloadedAt: { column: machineHubs.unloadedAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'loadedAt', direction: 'DESC' }],
  label: (row) => `machine ${row.machineId} at hub ${row.hubId}`,
});

const machineHubRef = MachineHub.ref as unknown as PothosSchemaTypes.ObjectRef<Types, MachineHubRow>;
const machineHubInput = (create: boolean) =>
  builder.inputType(create ? 'MachineHubInput' : 'MachineHubUpdateInput', {
    description: 'Where and from when a machine stands, with its payment settings there.',
    fields: (t) => ({
      ...(create ? { machineId: t.int({ description: 'The id of the machine.', required: true }), hubId: t.int({ description: 'The id of the hub.', required: true }) } : {}),
      midtransId: t.int({ description: 'The payment gateway account the machine takes payments through here.' }),
      terminalId: t.string({ description: 'The id of the terminal.' }),
      merchantId: t.string({ description: 'The id of the merchant.' }),
      simcardNo: t.string({ description: 'The SIM card the machine uses there.' }),
      loadedAt: t.field({ type: 'Date', required: create, description: 'The day the machine was set there.' }),
    }),
  });
const MachineHubInputRef = machineHubInput(true);
const MachineHubUpdateInputRef = machineHubInput(false);

const uniques = { machine_hubs_one_current_per_machine: { field: 'machineId', message: MACHINE_MESSAGES.alreadyPlaced } };

async function names(transaction: Transaction, row: MachineHubRow) {
  const [machine] = await transaction.select({ vmcNo: machines.vmcNo }).from(machines).where(eq(machines.id, row.machineId));
  const [hub] = await transaction.select({ internalId: hubs.internalId }).from(hubs).where(eq(hubs.id, row.hubId));
  return { vmcNo: machine?.vmcNo ?? String(row.machineId), hub: hub?.internalId ?? String(row.hubId) };
}

const activity = async (transaction: Transaction, kind: 'CREATE' | 'UPDATE' | 'DELETE', row: MachineHubRow, before?: MachineHubRow) => {
  const { vmcNo, hub } = await names(transaction, row);
  const verb = { CREATE: 'Set machine', UPDATE: 'Updated the placement of machine', DELETE: 'Unloaded machine' }[kind];
  return {
    activity: `${kind}_MACHINE_HUB`,
    entity: 'MACHINE_HUB',
    recordId: row.id,
    vmcNo,
    message: `${verb} ${vmcNo} ${kind === 'DELETE' ? 'from' : 'at'} hub ${hub}.`,
    changes: describeChanges(before, row),
  };
};

/**
 * Locks the placement for the change; an unloaded one is history and stays as it was. One whose
 * machine the caller may not see does not exist for them.
 */
async function currentPlacement(transaction: Transaction, context: Context, id: number) {
  const [row] = await transaction.select().from(machineHubs).where(and(eq(machineHubs.id, id), machineScope(context, machineHubs.machineId))).for('update');
  if (row?.unloadedAt) throw badInput(MACHINE_MESSAGES.alreadyUnloaded);
  return row;
}

/** The outcome of a placement change, with its activity row. */
const placed = async (transaction: Transaction, kind: 'CREATE' | 'UPDATE' | 'DELETE', row: MachineHubRow, before?: MachineHubRow) => ({
  result: row,
  activity: await activity(transaction, kind, row, before),
});

const refuseAlreadyPlaced = () => conflict(MACHINE_MESSAGES.alreadyPlaced, { machineId: MACHINE_MESSAGES.alreadyPlaced });

defineCommand('createMachineHub', {
  description: 'Sets a machine at a hub. A machine stands at one hub at a time: unload it first.',
  authority: 'UPDATE_HUB',
  args: (arg) => ({ input: arg({ description: 'The machine, the hub and the day it was set there.', type: MachineHubInputRef, required: true }) }),
  input: { input: machineHubSchema },
  type: machineHubRef,
  what: 'Machine hub',
  uniques,
  run: async (transaction, { input: data }, context) => {
    await checkReferences(transaction, context, references, data);
    // Waits for any other placement of this machine being made now, so the check below sees it.
    await transaction.select({ id: machines.id }).from(machines).where(eq(machines.id, data.machineId)).for('update');
    const [current] = await transaction.select({ id: machineHubs.id }).from(machineHubs).where(and(eq(machineHubs.machineId, data.machineId), isNull(machineHubs.unloadedAt)));
    if (current) throw refuseAlreadyPlaced();
    const [last] = await transaction
      .select({ unloadedAt: machineHubs.unloadedAt })
      .from(machineHubs)
      .where(eq(machineHubs.machineId, data.machineId))
      .orderBy(desc(machineHubs.unloadedAt))
      .limit(1);
    if (last?.unloadedAt && data.loadedAt < last.unloadedAt) {
      const message = `This machine was unloaded on ${formatDate(last.unloadedAt)}; it cannot be set at a hub before that day.`;
      throw badInput(message, { loadedAt: message });
    }
    const [row] = await transaction.insert(machineHubs).values(data).returning();
    return placed(transaction, 'CREATE', row!);
  },
});

defineCommand('updateMachineHub', {
  description: 'Changes the payment account, terminal, merchant, SIM card or load day of a machine standing at a hub.',
  authority: 'UPDATE_HUB',
  args: (arg) => ({ id: arg.int({ description: 'The machine hub\'s id.', required: true }), input: arg({ description: 'The fields to change.', type: MachineHubUpdateInputRef, required: true }) }),
  input: { id, input: machineHubUpdateSchema },
  type: machineHubRef,
  what: 'Machine hub',
  uniques,
  run: async (transaction, { id: placementId, input: data }, context) => {
    const before = await currentPlacement(transaction, context, placementId);
    if (!before) return undefined;
    await checkReferences(transaction, context, references, data, before);
    const row = (await updateRow(transaction, machineHubs, machineHubs.id, placementId, data)) as MachineHubRow;
    return placed(transaction, 'UPDATE', row, before);
  },
});

defineCommand('deleteMachineHub', {
  description: 'Unloads the machine from the hub on the given day; the placement stays as history.',
  authority: 'UPDATE_HUB',
  args: (arg) => ({
    id: arg.int({ description: 'The machine hub\'s id.', required: true }),
    unloadDate: arg({ description: 'The day the machine was taken away; not before the day it was set there.', type: 'Date', required: true }),
  }),
  input: { id, unloadDate: unloadDateSchema.shape.unloadDate },
  type: machineHubRef,
  what: 'Machine hub',
  uniques,
  run: async (transaction, { id: placementId, unloadDate }, context) => {
    const before = await currentPlacement(transaction, context, placementId);
    if (!before) return undefined;
    if (unloadDate < before.loadedAt) throw badInput(MACHINE_MESSAGES.unloadBeforeLoad, { unloadDate: MACHINE_MESSAGES.unloadBeforeLoad });
    const row = (await updateRow(transaction, machineHubs, machineHubs.id, placementId, { unloadedAt: unloadDate })) as MachineHubRow;
    return placed(transaction, 'DELETE', row, before);
  },
});

// Where a machine stands now and has stood, and which machines a hub holds now and has held.
builder.objectFields(machineRef, (t) => ({
  machineHub: t.loadable({
    type: machineHubRef,
    nullable: true,
    description: 'Where the machine stands now; null when it stands at no hub.',
    load: (machineIds: number[], context) => currentOf(context, machineHubs.machineId, machineIds).then((rows) => machineIds.map((id) => rows.find((row) => row.machineId === id) ?? null)),
    resolve: (row) => row.id,
  }),
  machineHubs: t.field({
    type: [machineHubRef],
    description: 'Every hub the machine has stood at, the latest first.',
    resolve: (row, _args, context) => context.db.select().from(machineHubs).where(eq(machineHubs.machineId, row.id)).orderBy(desc(machineHubs.loadedAt), desc(machineHubs.id)),
  }),
}));

const hubRef = Hub.ref as unknown as PothosSchemaTypes.ObjectRef<Types, { id: number }>;
builder.objectFields(hubRef, (t) => ({
  machineHub: t.loadableGroup({
    type: machineHubRef,
    description: 'The machines standing at the hub now.',
    load: (hubIds: number[], context) => currentOf(context, machineHubs.hubId, hubIds),
    group: (row) => row.hubId,
    resolve: (row) => row.id,
  }),
  machineHubs: t.field({
    type: [machineHubRef],
    description: 'Every machine that has stood at the hub, past and present, the latest first.',
    resolve: (row, _args, context) =>
      context.db
        .select()
        .from(machineHubs)
        .where(and(eq(machineHubs.hubId, row.id), machineScope(context, machineHubs.machineId)))
        .orderBy(desc(machineHubs.loadedAt), desc(machineHubs.id)),
  }),
}));

/** The placements now of the given machines or hubs, those of machines the caller may see. */
const currentOf = (context: Context, column: typeof machineHubs.machineId | typeof machineHubs.hubId, ids: number[]) =>
  context.db
    .select()
    .from(machineHubs)
    .where(and(inArray(column, ids), isNull(machineHubs.unloadedAt), machineScope(context, machineHubs.machineId)));
