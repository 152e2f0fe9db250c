import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import DataLoader from 'dataloader';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  countOf,
  ROLLOUT_STATES,
  SOFTWARE_UPDATE_MESSAGES,
  UPLOADED_APK_ADDRESS,
  softwareRolloutSchema,
  softwareUpdateSchema,
  softwareUpdateUpdateSchema,
  type RolloutState,
  type SoftwareUpdateInput,
  type SoftwareUpdateUpdateInput,
  type UpgradePayload,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder, describedValues } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { reference } from '../../platform/reference';
import { parseUploadAddress, uploadsFolderFromEnvironment } from '../../platform/uploads';
import { Machine } from '../machines/machines.schema';
import { machines } from '../machines/machines.table';
import { setMachineInstruction } from '../machine-status/machine-events';
import { serverInstructionLogs } from '../machine-status/machine-status.table';
import { assertMachineInScope, machineScope, scopedByMachine } from '../machines/machine-scope';
import { users } from '../../platform/identity/users.table';
import { machineSoftwareRollouts, machineSoftwareUpdates } from './software-updates.table';

/*
 * Software updates of the machines' app, and their rollout: each chosen machine is sent the
 * `upgrade` instruction with the package, and has taken the update once it acknowledged that
 * instruction and reports (in its heartbeat) this version code or a later one.
 */

type UpdateRow = typeof machineSoftwareUpdates.$inferSelect;
type RolloutRow = typeof machineSoftwareRollouts.$inferSelect;

const ENTITY = 'MACHINE_SOFTWARE_UPDATE';

export const RolloutStateEnum = builder.enumType('MachineSoftwareRolloutState', {
  description:
    'Where one machine of a rollout is: SENT (the upgrade waits), FETCHED (the machine fetched it), ACKNOWLEDGED (carried out, but the machine still reports an older version), INSTALLED (acknowledged, and the machine reports this version or a later one), SUPERSEDED (a later instruction replaced it first).',
  values: describedValues(ROLLOUT_STATES, { SENT: 'Sent; the machine has not fetched it yet.', FETCHED: 'The machine downloaded it.', ACKNOWLEDGED: 'The machine confirmed it.', INSTALLED: 'The machine reports running this version.', SUPERSEDED: 'A later update was sent since.' }),
});

/**
 * A rollout row's state, as SQL over its instruction, its machine and its update, so that lists
 * filter and sort on it. Installed needs both: the machine acknowledged the upgrade, and it reports
 * this version code or a later one.
 */
const logState = sql`(select ${serverInstructionLogs.state} from ${serverInstructionLogs} where ${serverInstructionLogs.id} = ${machineSoftwareRollouts.instructionLogId})`;
const reportedCode = sql`(select ${machines.softwareVersionCode} from ${machines} where ${machines.id} = ${machineSoftwareRollouts.machineId})`;
const updateCode = sql`(select ${machineSoftwareUpdates.versionCode} from ${machineSoftwareUpdates} where ${machineSoftwareUpdates.id} = ${machineSoftwareRollouts.updateId})`;
export const rolloutStateSql = sql<RolloutState>`(case
  when ${logState} = 'ACKNOWLEDGED' and coalesce(${reportedCode} >= ${updateCode}, false) then 'INSTALLED'
  when ${logState} = 'ACKNOWLEDGED' then 'ACKNOWLEDGED'
  when ${logState} = 'FETCHED' then 'FETCHED'
  when ${logState} = 'PENDING' then 'SENT'
  else 'SUPERSEDED' end)`;

/** The SHA-256 of an uploaded package, refusing an upload address whose file the server does not hold. */
async function checksumOf(apkUrl: string, context: Context): Promise<string | null> {
  if (!UPLOADED_APK_ADDRESS.test(apkUrl)) return null;
  const found = parseUploadAddress(apkUrl);
  const folder = context.settings.uploadsFolder ?? uploadsFolderFromEnvironment();
  const bytes = found ? await readFile(path.join(folder, found.name)).catch(() => null) : null;
  if (!bytes) {
    const message = 'This uploaded APK is not on the server: upload it again.';
    throw badInput(message, { apkUrl: message });
  }
  return createHash('sha256').update(bytes).digest('hex');
}

const updateInput = (create: boolean) =>
  builder.inputType(create ? 'MachineSoftwareUpdateInput' : 'MachineSoftwareUpdateUpdateInput', {
    description: 'A new version of the machines\' app.',
    fields: (t) => ({
      versionName: t.string({ required: create, description: 'The version as people read it, e.g. 1.4.2.' }),
      versionCode: t.int({ required: create, description: 'The version Android orders by: a positive whole number, unique.' }),
      apkUrl: t.string({ required: create, description: 'The package: the address singleUpload answered for an APK, or an https address.' }),
      releaseNotes: t.string({ description: 'What changed in this version.' }),
    }),
  });

/** The rollout's machines by state, among those the caller may see. */
async function rolloutCounts(context: Context, updateId: number) {
  const rows = await context.db
    .select({ state: rolloutStateSql, n: count() })
    .from(machineSoftwareRollouts)
    .where(and(eq(machineSoftwareRollouts.updateId, updateId), machineScope(context, machineSoftwareRollouts.machineId)))
    .groupBy(rolloutStateSql);
  const counts = Object.fromEntries(ROLLOUT_STATES.map((state) => [state, 0])) as Record<RolloutState, number>;
  for (const row of rows) counts[row.state] = row.n;
  return { total: rows.reduce((sum, row) => sum + row.n, 0), ...counts };
}

const RolloutCountsRef = builder.objectRef<Awaited<ReturnType<typeof rolloutCounts>>>('MachineSoftwareRolloutCounts').implement({
  description: 'How many machines of a rollout are in each state.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Machines it was sent to.' }),
    sent: t.exposeInt('SENT', { description: 'Machines it was sent to that have not fetched it yet.' }),
    fetched: t.exposeInt('FETCHED', { description: 'Machines that downloaded it and have not confirmed yet.' }),
    acknowledged: t.exposeInt('ACKNOWLEDGED', { description: 'Machines that confirmed the update.' }),
    installed: t.exposeInt('INSTALLED', { description: 'Machines that report running this version.' }),
    superseded: t.exposeInt('SUPERSEDED', { description: 'Machines sent a later update since.' }),
  }),
});

/** A version of the machines' app and its package. */
export const MachineSoftwareUpdate = defineCrud<UpdateRow, SoftwareUpdateInput, SoftwareUpdateUpdateInput>({
  name: 'MachineSoftwareUpdate',
  table: machineSoftwareUpdates,
  description: 'A version of the machines’ app: its name, its code and its package (an uploaded APK or an https address).',
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine software update\'s id.' }),
    versionName: t.exposeString('versionName', { description: 'The version as people read it (e.g. 2.4.1).' }),
    versionCode: t.exposeInt('versionCode', { description: 'The Android version code; higher is newer.' }),
    apkUrl: t.exposeString('apkUrl', { description: 'An uploaded package (/uploads/….apk, on this server) or an https address.' }),
    sha256: t.exposeString('sha256', { nullable: true, description: 'The SHA-256 of an uploaded package; null for an address elsewhere.' }),
    releaseNotes: t.exposeString('releaseNotes', { description: 'What changed in this version, or null.', nullable: true }),
    rolloutCounts: t.field({
      type: RolloutCountsRef,
      description: 'How many machines it was rolled out to, by state (the machines the caller may see).',
      resolve: (row, _args, context) => rolloutCounts(context, row.id),
    }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: machineSoftwareUpdates.id, kind: 'int' },
    versionName: { column: machineSoftwareUpdates.versionName, kind: 'text' },
    versionCode: { column: machineSoftwareUpdates.versionCode, kind: 'int' },
    apkUrl: { column: machineSoftwareUpdates.apkUrl, kind: 'text' },
    releaseNotes: { column: machineSoftwareUpdates.releaseNotes, kind: 'text' },
    createdTime: { column: machineSoftwareUpdates.createdAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'versionCode', direction: 'DESC' }],
  label: (row) => `${row.versionName} (${row.versionCode})`,
  uniques: { machine_software_updates_version_code_unique: { field: 'versionCode', message: SOFTWARE_UPDATE_MESSAGES.duplicateVersionCode } },
  sample: () => {
    const code = 1 + Math.floor(Math.random() * 1e9);
    return { versionName: `9.${code}`, versionCode: code, apkUrl: `https://downloads.example.com/app-${code}.apk` };
  },
  change: { releaseNotes: 'Fixes the cup counter.' },
  create: {
    input: updateInput(true),
    schema: softwareUpdateSchema,
    async write(transaction, data, context) {
      const [row] = await transaction
        .insert(machineSoftwareUpdates)
        .values({ ...data, sha256: await checksumOf(data.apkUrl, context) })
        .returning();
      return row!;
    },
  },
  update: {
    input: updateInput(false),
    schema: softwareUpdateUpdateSchema,
    async write(transaction, data, context, id) {
      const changes = { ...data, updatedAt: new Date(), ...(data.apkUrl !== undefined ? { sha256: await checksumOf(data.apkUrl, context) } : {}) };
      const [row] = await transaction.update(machineSoftwareUpdates).set(changes).where(eq(machineSoftwareUpdates.id, id)).returning();
      return row;
    },
  },
});

interface Progress {
  state: RolloutState;
  fetchedAt: Date | null;
  acknowledgedAt: Date | null;
}

const progressLoaders = new WeakMap<object, DataLoader<number, Progress>>();

/** A rollout row's state and its instruction's times, batched per request: a page costs one query. */
function progressOf(context: Context, rolloutId: number): Promise<Progress> {
  let loader = progressLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const rows = await context.db
        .select({ id: machineSoftwareRollouts.id, state: rolloutStateSql, fetchedAt: serverInstructionLogs.fetchedAt, acknowledgedAt: serverInstructionLogs.acknowledgedAt })
        .from(machineSoftwareRollouts)
        .innerJoin(serverInstructionLogs, eq(serverInstructionLogs.id, machineSoftwareRollouts.instructionLogId))
        .where(inArray(machineSoftwareRollouts.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? new Error(`No rollout ${id}.`));
    });
    progressLoaders.set(context, loader);
  }
  return loader.load(rolloutId);
}

/** One machine an update was rolled out to, and whether it has taken it. Read-only: made by rolloutMachineSoftwareUpdate. */
export const MachineSoftwareRollout = defineCrud<RolloutRow>({
  name: 'MachineSoftwareRollout',
  entity: ENTITY,
  table: machineSoftwareRollouts,
  description: 'One machine a software update was rolled out to: the upgrade instruction it was sent, and whether it has taken the update.',
  references: { machine: reference(Machine, { scopedByTarget: true }), update: reference(MachineSoftwareUpdate, { acceptsInactive: true }) },
  scope: scopedByMachine(machineSoftwareRollouts.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine software rollout\'s id.' }),
    instructionLogId: t.exposeInt('instructionLogId', { description: 'The upgrade instruction the machine was sent last for this update.' }),
    state: t.field({ description: 'How far the machine got with the update.', type: RolloutStateEnum, resolve: async (row, _args, context) => (await progressOf(context, row.id)).state }),
    sentTime: t.field({ description: 'When the update was sent to the machine.', type: 'DateTime', resolve: (row) => row.sentAt }),
    sentByName: t.exposeString('sentByName', { description: 'The name of the user who sent it, or null.', nullable: true }),
    fetchedTime: t.field({ description: 'When the machine downloaded the package, or null.', type: 'DateTime', nullable: true, resolve: async (row, _args, context) => (await progressOf(context, row.id)).fetchedAt }),
    acknowledgedTime: t.field({ description: 'When the machine confirmed the update, or null.', type: 'DateTime', nullable: true, resolve: async (row, _args, context) => (await progressOf(context, row.id)).acknowledgedAt }),
  }),
  fields: {
    id: { column: machineSoftwareRollouts.id, kind: 'int' },
    vmcNo: { column: sql`(select ${machines.vmcNo} from ${machines} where ${machines.id} = ${machineSoftwareRollouts.machineId})`, kind: 'text' },
    reportedVersionCode: { column: reportedCode, kind: 'int' },
    state: { column: rolloutStateSql, kind: 'enum', values: ROLLOUT_STATES },
    sentTime: { column: machineSoftwareRollouts.sentAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'vmcNo', direction: 'ASC' }],
  label: (row) => `rollout ${row.id}`,
});

/** The package and version the machine is told to install. */
export const upgradePayload = (update: UpdateRow): UpgradePayload => ({
  updateId: update.id,
  versionName: update.versionName,
  versionCode: update.versionCode,
  apkUrl: update.apkUrl,
  ...(update.sha256 ? { sha256: update.sha256 } : {}),
});

/** Sends each machine the upgrade instruction for the update, and keeps the rollout row that follows it. */
async function rollout(transaction: Transaction, context: Context, update: UpdateRow, machineIds: readonly number[], at: Date) {
  const by = { userId: context.user!.id };
  const [user] = await transaction.select({ name: users.name }).from(users).where(eq(users.id, by.userId));
  const payload = upgradePayload(update) as unknown as Record<string, unknown>;
  for (const machineId of machineIds) {
    const log = await setMachineInstruction(transaction, machineId, 'upgrade', by, at, payload);
    await transaction
      .insert(machineSoftwareRollouts)
      .values({ updateId: update.id, machineId, instructionLogId: log.id, sentAt: at, sentByUserId: by.userId, sentByName: user?.name ?? null })
      .onConflictDoUpdate({
        target: [machineSoftwareRollouts.updateId, machineSoftwareRollouts.machineId],
        set: { instructionLogId: log.id, sentAt: at, sentByUserId: by.userId, sentByName: user?.name ?? null },
      });
  }
}

defineCommand('rolloutMachineSoftwareUpdate', {
  description:
    'Sends each machine the upgrade instruction with the update’s package and version (replacing an instruction still waiting), and follows whether it takes it. A machine sent the update before is sent it again. Answers the update.',
  authority: `UPDATE_${ENTITY}`,
  args: (arg) => ({ id: arg.int({ description: 'The machine software update\'s id.', required: true }), machineIds: arg.intList({ description: 'The ids of the machines.', required: true }) }),
  input: softwareRolloutSchema,
  type: MachineSoftwareUpdate.ref as unknown as PothosSchemaTypes.ObjectRef<typeof builder.$inferSchemaTypes, UpdateRow>,
  what: 'Machine software update',
  // The update and the machines, as the caller sees them; the VMC numbers name them in the activity log.
  prepare: async ({ id, machineIds }, context) => {
    const update = await MachineSoftwareUpdate.findById(context, id);
    // A machine outside the caller's mapping reads as one that does not exist.
    for (const machineId of machineIds) await assertMachineInScope(context, machineId);
    const found = await context.db.select({ id: machines.id, vmcNo: machines.vmcNo }).from(machines).where(inArray(machines.id, machineIds));
    const missing = machineIds.find((machineId) => !found.some((row) => row.id === machineId));
    if (missing !== undefined) {
      const message = `Machine ${missing} does not exist.`;
      throw badInput(message, { machineIds: message });
    }
    return { update, names: machineIds.map((machineId) => found.find((row) => row.id === machineId)!.vmcNo) };
  },
  run: async (transaction, { machineIds }, context, { update, names }) => {
    await rollout(transaction, context, update, machineIds, new Date());
    const shown = names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', ');
    return {
      result: update,
      activity: {
        activity: `ROLLOUT_${ENTITY}`,
        entity: ENTITY,
        recordId: update.id,
        message: `Rolled out software update "${update.versionName} (${update.versionCode})" to ${countOf(names.length, 'machine')}: ${shown}.`,
      },
    };
  },
});
