import { and, asc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import {
  MACHINE_MEDIA_MESSAGES,
  MACHINE_MEDIA_TARGETS,
  machineMediaSchema,
  machineMediaUpdateSchema,
  periodIssues,
  targetIssues,
  type MachineMediaInput,
  type MachineMediaTarget,
  type MachineMediaUpdateInput,
} from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { defineCrud, updateRow } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { namedFields, namedRecordFields, type NamedRow } from '../../platform/named-crud';
import { expectReference } from '../../platform/reference';
import { expectStoredImage, sampleImage } from '../../platform/stored-images';
import { machineTypes } from '../machine-types/machine-types.table';
import { machineRef } from '../machines/machines.schema';
import { machines } from '../machines/machines.table';
import { machineScope } from '../machines/machine-scope';
import {
  machineBannerMachineTypes,
  machineBannerMachines,
  machineBanners,
  machineScreensaverMachineTypes,
  machineScreensaverMachines,
  machineScreensavers,
} from './machine-media.table';
import {
  MachineMediaTargetEnum,
  MACHINE_MEDIA_STATUSES,
  MachineMediaStatusEnum,
  TODAY,
  statusOfRow,
  machineTypeRef,
  grouped,
  type MediaRow,
  type MachineMediaTables,
} from './machine-media-parts';

/*
 * Banners and screensavers: the pictures machines show, a banner beside the menu and a screensaver
 * while nobody is ordering. They have the same shape, so `defineMachineMedia` declares each from one
 * definition: an uploaded image, where it plays (every machine, chosen machine types or chosen
 * machines, kept in two link tables), its priority, its period and whether it is active.
 *
 * They are fleet-wide records guarded by their authorities (MACHINE_BANNER, MACHINE_SCREENSAVER), not
 * by the caller's machine mapping; a mapped user sees only their machines among a picture's targets.
 * See docs/vending.md.
 */

/** Declares one kind of picture (banners or screensavers): its type, lists and changes, behind its authorities. */
function defineMachineMedia(kind: { name: string; what: string; description: string; tables: MachineMediaTables }) {
  const { media, onMachineTypes, onMachines } = kind.tables;

  const typeIdsOf = async (db: Queryable, mediaId: number) =>
    (await db.select({ id: onMachineTypes.machineTypeId }).from(onMachineTypes).where(eq(onMachineTypes.mediaId, mediaId)).orderBy(asc(onMachineTypes.machineTypeId))).map((row) => row.id);
  const machineIdsOf = async (db: Queryable, mediaId: number) =>
    (await db.select({ id: onMachines.machineId }).from(onMachines).where(eq(onMachines.mediaId, mediaId)).orderBy(asc(onMachines.machineId))).map((row) => row.id);

  /** Each chosen machine type and machine exists, reported under the list that names it. */
  async function expectTargets(transaction: Transaction, data: { machineTypeIds?: number[]; machineIds?: number[] }) {
    for (const id of new Set(data.machineTypeIds ?? [])) await expectReference(transaction, machineTypes, machineTypes.id, id, 'machineTypeIds', 'Machine type');
    for (const id of new Set(data.machineIds ?? [])) await expectReference(transaction, machines, machines.id, id, 'machineIds', 'Machine');
  }

  /** Makes the picture play exactly where `target` says: the chosen types or machines, or none for every machine. */
  async function replaceTargets(transaction: Transaction, mediaId: number, target: MachineMediaTarget, typeIds: number[], machineIds: number[]) {
    await transaction.delete(onMachineTypes).where(eq(onMachineTypes.mediaId, mediaId));
    await transaction.delete(onMachines).where(eq(onMachines.mediaId, mediaId));
    const types = target === 'MACHINE_TYPES' ? [...new Set(typeIds)] : [];
    const chosen = target === 'MACHINES' ? [...new Set(machineIds)] : [];
    if (types.length > 0) await transaction.insert(onMachineTypes).values(types.map((machineTypeId) => ({ mediaId, machineTypeId })));
    if (chosen.length > 0) await transaction.insert(onMachines).values(chosen.map((machineId) => ({ mediaId, machineId })));
  }

  const input = (create: boolean) =>
    builder.inputType(`${kind.name}${create ? '' : 'Update'}Input`, {
      description: create ? 'A new picture, where and when it plays.' : 'The fields of a picture to change; those left out keep their value.',
      fields: (t) => ({
        name: t.string({ description: 'Its name; required, not blank.', required: create }),
        description: t.string({ description: 'Free text about it.' }),
        imageUrl: t.string({ required: create, description: 'The address `singleUpload` answered for the image; nothing else is accepted.' }),
        target: t.field({ description: 'Where it plays: on all machines, on machine types, or on chosen machines.', type: MachineMediaTargetEnum, required: create }),
        machineTypeIds: t.intList({ required: create, description: 'With target MACHINE_TYPES: the machine types it plays on; the whole list.' }),
        machineIds: t.intList({ required: create, description: 'With target MACHINES: the machines it plays on; the whole list.' }),
        priority: t.int({ required: create, description: 'The order among the pictures playing on a machine: lower plays first.' }),
        startDate: t.field({ type: 'Date', required: create, description: 'The first day it plays.' }),
        endDate: t.field({ type: 'Date', required: create, description: 'The last day it plays; not before the start date.' }),
        active: t.boolean({ description: 'False stops it playing.', required: create }),
      }),
    });

  /** The names of where it plays, for lists to show, search and sort by. */
  const targetsText = sql`(case ${media.target}
    when 'ALL' then 'All machines'
    when 'MACHINE_TYPES' then (select string_agg(${machineTypes.name}, ', ' order by ${machineTypes.name}) from ${onMachineTypes} join ${machineTypes} on ${machineTypes.id} = ${onMachineTypes.machineTypeId} where ${onMachineTypes.mediaId} = ${media.id})
    else (select string_agg(${machines.vmcNo}, ', ' order by ${machines.vmcNo}) from ${onMachines} join ${machines} on ${machines.id} = ${onMachines.machineId} where ${onMachines.mediaId} = ${media.id})
  end)`;
  const statusOf = sql`(case when not ${media.active} then 'INACTIVE' when ${TODAY} < ${media.startDate} then 'SCHEDULED' when ${TODAY} > ${media.endDate} then 'ENDED' else 'PLAYING' end)`;

  return defineCrud<MediaRow, MachineMediaInput, MachineMediaUpdateInput>({
    name: kind.name,
    table: media,
    description: kind.description,
    object: (t) => ({
      ...namedRecordFields(t),
      imageUrl: t.exposeString('imageUrl', { description: 'The stored image, served from this address.' }),
      target: t.field({ description: 'Where it plays: on all machines, on machine types, or on chosen machines.', type: MachineMediaTargetEnum, resolve: (row) => row.target }),
      priority: t.exposeInt('priority', { description: 'The order among the pictures playing on a machine: lower plays first.' }),
      startDate: t.field({ description: 'The first day it plays.', type: 'Date', resolve: (row) => row.startDate }),
      endDate: t.field({ description: 'The last day it plays.', type: 'Date', resolve: (row) => row.endDate }),
      status: t.field({ description: 'Whether it plays today, is scheduled, has ended or is inactive.', type: MachineMediaStatusEnum, resolve: (row) => statusOfRow(row) }),
      // Loaded for every picture of an answer at once: one query per field, not one per row.
      targets: t.loadable({
        type: 'String',
        description: 'Where it plays, in words: all machines, or the names of the machine types or the numbers of the machines.',
        load: async (ids: number[], context: Context) => {
          const rows = await context.db.select({ id: media.id, text: sql<string | null>`${targetsText}` }).from(media).where(inArray(media.id, ids));
          const texts = new Map(rows.map((row) => [row.id, row.text ?? '']));
          return ids.map((id) => texts.get(id) ?? '');
        },
        resolve: (row) => row.id,
      }),
      machineTypeIds: t.loadableList({
        description: 'With target MACHINE_TYPES: the machine types it plays on.',
        type: 'Int',
        load: async (ids: number[], context: Context) =>
          grouped(
            ids,
            await context.db
              .select({ mediaId: onMachineTypes.mediaId, value: onMachineTypes.machineTypeId })
              .from(onMachineTypes)
              .where(inArray(onMachineTypes.mediaId, ids))
              .orderBy(asc(onMachineTypes.machineTypeId)),
          ),
        resolve: (row) => row.id,
      }),
      machineTypes: t.loadableList({
        description: 'With target MACHINE_TYPES: the machine types it plays on.',
        type: machineTypeRef,
        load: async (ids: number[], context: Context) =>
          grouped(
            ids,
            (await context.db
              .select({ mediaId: onMachineTypes.mediaId, value: machineTypes })
              .from(onMachineTypes)
              .innerJoin(machineTypes, eq(machineTypes.id, onMachineTypes.machineTypeId))
              .where(inArray(onMachineTypes.mediaId, ids))
              .orderBy(asc(machineTypes.name))) as { mediaId: number; value: NamedRow }[],
          ),
        resolve: (row) => row.id,
      }),
      machineIds: t.loadableList({
        description: 'With target MACHINES: the machines it plays on.',
        type: 'Int',
        load: async (ids: number[], context: Context) =>
          grouped(
            ids,
            await context.db
              .select({ mediaId: onMachines.mediaId, value: onMachines.machineId })
              .from(onMachines)
              .where(inArray(onMachines.mediaId, ids))
              .orderBy(asc(onMachines.machineId)),
          ),
        resolve: (row) => row.id,
      }),
      machines: t.loadableList({
        type: machineRef,
        description: 'The chosen machines the caller may see.',
        load: async (ids: number[], context: Context) =>
          grouped(
            ids,
            await context.db
              .select({ mediaId: onMachines.mediaId, value: machines })
              .from(onMachines)
              .innerJoin(machines, eq(machines.id, onMachines.machineId))
              .where(and(inArray(onMachines.mediaId, ids), machineScope(context, machines.id)))
              .orderBy(asc(machines.vmcNo)),
          ),
        resolve: (row) => row.id,
      }),
    }),
    fields: {
      ...namedFields(media),
      imageUrl: { column: media.imageUrl, kind: 'text', sort: false },
      target: { column: media.target, kind: 'enum', values: MACHINE_MEDIA_TARGETS },
      targets: { column: targetsText, kind: 'text' },
      priority: { column: media.priority, kind: 'int' },
      startDate: { column: media.startDate, kind: 'datetime' },
      endDate: { column: media.endDate, kind: 'datetime' },
      status: { column: statusOf, kind: 'enum', values: MACHINE_MEDIA_STATUSES },
    },
    defaultSorts: [
      { field: 'priority', direction: 'ASC' },
      { field: 'name', direction: 'ASC' },
    ],
    label: (row) => row.name,
    uniques: { [`${getTableName(media)}_name_unique`]: { field: 'name', message: `A ${kind.what} with this name already exists.` } },
    auditView: async (transaction, row) => ({ ...row, machineTypeIds: await typeIdsOf(transaction, row.id), machineIds: await machineIdsOf(transaction, row.id) }),
    async check(transaction, data, context, id) {
      const before = id === undefined ? undefined : (await transaction.select().from(media).where(eq(media.id, id)))[0];
      if (data.imageUrl !== undefined && data.imageUrl !== before?.imageUrl) await expectStoredImage(context, data.imageUrl, MACHINE_MEDIA_MESSAGES.notStoredImage);
      // An update may give one day of the period, or the lists without the target: checked against what is stored.
      const period = { startDate: data.startDate ?? before?.startDate, endDate: data.endDate ?? before?.endDate };
      const target = data.target ?? before?.target;
      const lists = {
        target,
        machineTypeIds: data.machineTypeIds ?? (before && target === before.target ? await typeIdsOf(transaction, before.id) : []),
        machineIds: data.machineIds ?? (before && target === before.target ? await machineIdsOf(transaction, before.id) : []),
      };
      const [issue] = [...periodIssues(period), ...targetIssues(lists)];
      if (issue) throw badInput(issue.message, { [issue.path[0]!]: issue.message });
      await expectTargets(transaction, data);
    },
    sample: async (make) => ({
      name: `${kind.what} ${Math.random().toString(36).slice(2, 8)}`,
      imageUrl: await sampleImage(),
      target: 'MACHINE_TYPES',
      machineTypeIds: [await make('MachineType')],
      machineIds: [],
      priority: 1,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      active: true,
    }),
    create: {
      input: input(true),
      schema: machineMediaSchema,
      async write(transaction, { machineTypeIds, machineIds, ...values }) {
        const [row] = await transaction.insert(media).values(values).returning();
        await replaceTargets(transaction, row!.id, values.target, machineTypeIds, machineIds);
        return row!;
      },
    },
    update: {
      input: input(false),
      schema: machineMediaUpdateSchema,
      async write(transaction, { machineTypeIds, machineIds, ...values }, _context, id) {
        const [before] = await transaction.select().from(media).where(eq(media.id, id));
        const row = (await updateRow(transaction, media, media.id, id, values)) as MediaRow | undefined;
        if (row && (values.target !== undefined || machineTypeIds !== undefined || machineIds !== undefined)) {
          const keep = values.target === undefined || values.target === before?.target;
          await replaceTargets(
            transaction,
            id,
            row.target,
            machineTypeIds ?? (keep ? await typeIdsOf(transaction, id) : []),
            machineIds ?? (keep ? await machineIdsOf(transaction, id) : []),
          );
        }
        return row;
      },
    },
  });
}

/** Pictures machines show beside their menu. */
export const MachineBanner = defineMachineMedia({
  name: 'MachineBanner',
  what: 'banner',
  description: 'A picture machines show beside their menu, on the machines it targets, during its period.',
  tables: { media: machineBanners, onMachineTypes: machineBannerMachineTypes, onMachines: machineBannerMachines },
});

/** Pictures machines show while nobody is ordering. */
export const MachineScreensaver = defineMachineMedia({
  name: 'MachineScreensaver',
  what: 'screensaver',
  description: 'A picture machines show while nobody is ordering, on the machines it targets, during its period.',
  tables: { media: machineScreensavers, onMachineTypes: machineScreensaverMachineTypes, onMachines: machineScreensaverMachines },
});
