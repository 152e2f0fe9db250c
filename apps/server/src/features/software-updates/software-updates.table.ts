import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';
import { machines } from '../machines/machines.table';
import { serverInstructionLogs } from '../machine-status/machine-status.table';
import { users } from '../../platform/identity/users.table';

/** A version of the machines' app: its name, its code (what versions are ordered by) and its package. */
export const machineSoftwareUpdates = pgTable(
  'machine_software_updates',
  {
    ...recordColumns(),
    versionName: text('version_name').notNull(),
    versionCode: integer('version_code').notNull(),
    /** An uploaded package (/uploads/….apk) or an https address. */
    apkUrl: text('apk_url').notNull(),
    /** The SHA-256 of an uploaded package's bytes, which the machine can check; null for an address elsewhere. */
    sha256: text('sha256'),
    releaseNotes: text('release_notes'),
  },
  (table) => [uniqueIndex('machine_software_updates_version_code_unique').on(table.versionCode)],
);

/**
 * One machine an update was rolled out to: the upgrade instruction it was sent last for this
 * update. Whether the machine took it is read from that instruction and the version it reports.
 */
export const machineSoftwareRollouts = pgTable(
  'machine_software_rollouts',
  {
    id: serial('id').primaryKey(),
    updateId: integer('update_id')
      .notNull()
      .references(() => machineSoftwareUpdates.id),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    instructionLogId: integer('instruction_log_id')
      .notNull()
      .references(() => serverInstructionLogs.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentByUserId: integer('sent_by_user_id').references(() => users.id),
    sentByName: text('sent_by_name'),
  },
  (table) => [
    uniqueIndex('machine_software_rollouts_update_machine_unique').on(table.updateId, table.machineId),
    index('machine_software_rollouts_machine_idx').on(table.machineId),
  ],
);
