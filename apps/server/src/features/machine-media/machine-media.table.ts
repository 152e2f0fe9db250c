import { date, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { MachineMediaTarget } from '@back-office/domain';
import { namedColumns, uniqueName } from '../../db/columns';
import { machineTypes } from '../machine-types/machine-types.table';
import { machines } from '../machines/machines.table';

/*
 * Banners and screensavers have the same shape, so one function makes the tables of each: the
 * pictures, and two link tables naming the machine types or the machines a picture plays on.
 */

/** The tables of one kind of picture, e.g. `machineMediaTables('machine_banner')`. */
function machineMediaTables(stem: string) {
  const media = pgTable(
    `${stem}s`,
    {
      ...namedColumns(),
      /** The stored upload, `/uploads/<name>.<png|jpg|webp|gif>`. */
      imageUrl: text('image_url').notNull(),
      target: text('target').$type<MachineMediaTarget>().notNull(),
      /** The order among the pictures playing on a machine: lower plays first. */
      priority: integer('priority').notNull().default(0),
      startDate: date('start_date', { mode: 'string' }).notNull(),
      endDate: date('end_date', { mode: 'string' }).notNull(),
    },
    (table) => [uniqueName(`${stem}s_name_unique`, table.name), index(`${stem}s_period_idx`).on(table.startDate, table.endDate)],
  );
  const onMachineTypes = pgTable(
    `${stem}_machine_types`,
    {
      mediaId: integer(`${stem}_id`).notNull(),
      machineTypeId: integer('machine_type_id').notNull(),
    },
    // Named here: the names drizzle makes up would pass PostgreSQL's 63 characters and clash.
    (table) => [
      primaryKey({ name: `${stem}_machine_types_pk`, columns: [table.mediaId, table.machineTypeId] }),
      foreignKey({ name: `${stem}_machine_types_media_fk`, columns: [table.mediaId], foreignColumns: [media.id] }).onDelete('cascade'),
      foreignKey({ name: `${stem}_machine_types_type_fk`, columns: [table.machineTypeId], foreignColumns: [machineTypes.id] }),
      index(`${stem}_machine_types_type_idx`).on(table.machineTypeId),
    ],
  );
  const onMachines = pgTable(
    `${stem}_machines`,
    {
      mediaId: integer(`${stem}_id`).notNull(),
      machineId: integer('machine_id').notNull(),
    },
    (table) => [
      primaryKey({ name: `${stem}_machines_pk`, columns: [table.mediaId, table.machineId] }),
      foreignKey({ name: `${stem}_machines_media_fk`, columns: [table.mediaId], foreignColumns: [media.id] }).onDelete('cascade'),
      foreignKey({ name: `${stem}_machines_machine_fk`, columns: [table.machineId], foreignColumns: [machines.id] }),
      index(`${stem}_machines_machine_idx`).on(table.machineId),
    ],
  );
  return { media, onMachineTypes, onMachines };
}


const banner = machineMediaTables('machine_banner');
const screensaver = machineMediaTables('machine_screensaver');

/** Pictures machines show beside their menu. */
export const machineBanners = banner.media;
export const machineBannerMachineTypes = banner.onMachineTypes;
export const machineBannerMachines = banner.onMachines;

/** Pictures machines show while nobody is ordering. */
export const machineScreensavers = screensaver.media;
export const machineScreensaverMachineTypes = screensaver.onMachineTypes;
export const machineScreensaverMachines = screensaver.onMachines;

