import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PhysicalCondition } from '@back-office/domain';
import { recordColumns } from '../../db/columns';
import { machineTypes } from '../machine-types/machine-types.table';
import { machines } from '../machines/machines.table';
import { users } from '../../platform/identity/users.table';

/** A machine that registered itself through the gateway on its first boot, waiting to be converted into a machine. */
export const machineDrafts = pgTable(
  'machine_drafts',
  {
    ...recordColumns(),
    vmcNo: text('vmc_no').notNull(),
    factoryNumber: text('factory_number').notNull(),
    /** The machine type as the machine named it, and the type it was found to be (null when none matched). */
    reportedMachineType: text('reported_machine_type').notNull(),
    machineTypeId: integer('machine_type_id').references(() => machineTypes.id),
    androidType: text('android_type'),
    owner: text('owner'),
    physicalCondition: text('physical_condition').$type<PhysicalCondition>().notNull(),
    slotSetting: jsonb('slot_setting'),
    /** The address the registration came from, for the log. */
    registeredFrom: text('registered_from'),
    convertedMachineId: integer('converted_machine_id').references(() => machines.id),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
  },
  (table) => [
    // A machine that boots for the first time again (it lost its answer) finds its waiting draft.
    uniqueIndex('machine_drafts_waiting_factory_number_unique').on(sql`upper(${table.factoryNumber})`).where(sql`${table.convertedMachineId} is null`),
    index('machine_drafts_created_idx').on(table.createdAt, table.id),
  ],
);

/**
 * The key each machine calls the gateway with, kept only as its SHA-256: the key is 256 random bits,
 * so a fast hash is as safe as a slow one (nothing to guess) and each call can check it at once.
 * One row per machine: issuing a new key replaces the old one, which stops working at once.
 */
export const machineGatewayKeys = pgTable(
  'machine_gateway_keys',
  {
    machineId: integer('machine_id')
      .primaryKey()
      .references(() => machines.id),
    keyHash: text('key_hash').notNull(),
    /** The last characters of the key, so a person can tell which key a machine holds. */
    keyHint: text('key_hint').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id),
  },
  (table) => [uniqueIndex('machine_gateway_keys_hash_unique').on(table.keyHash)],
);

/** The events a machine sent that were applied, by the machine's own event id: a resent event is recognised and skipped. */
export const machineGatewayEvents = pgTable(
  'machine_gateway_events',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('machine_gateway_events_machine_event_unique').on(table.machineId, table.eventId), index('machine_gateway_events_received_idx').on(table.receivedAt)],
);
