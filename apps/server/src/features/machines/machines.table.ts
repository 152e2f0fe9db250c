import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LockMotorState, PhysicalCondition, RefrigeratorMode } from '@back-office/domain';
import { recordColumns, trigramIndexes } from '../../db/columns';
import { hubs, type RunningScheduleValue } from '../hubs/hubs.table';
import { machineTypes } from '../machine-types/machine-types.table';

/** A payment gateway (card payment provider) account that machines take payments through. */
export const midtranses = pgTable(
  'midtranses',
  {
    ...recordColumns(),
    merchantId: text('merchant_id').notNull(),
    /** A secret: written by the console, read only by the server when it talks to the gateway. */
    serverKey: text('server_key').notNull(),
    clientKey: text('client_key').notNull(),
    production: boolean('production').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('midtranses_merchant_production_unique').on(table.merchantId, table.production)],
);

/** A vending machine of the fleet. */
export const machines = pgTable(
  'machines',
  {
    ...recordColumns(),
    vmcNo: text('vmc_no').notNull(),
    name: text('name').notNull(),
    mid: text('mid'),
    tid: text('tid'),
    factoryNumber: text('factory_number').notNull(),
    machineTypeId: integer('machine_type_id')
      .notNull()
      .references(() => machineTypes.id),
    physicalCondition: text('physical_condition').$type<PhysicalCondition>().notNull(),
    active: boolean('active').notNull().default(false),
    /** The payment partner (Altitude) has not finished registering it; it cannot be activated until then. */
    waitingForAltitude: boolean('waiting_for_altitude').notNull().default(false),
    androidType: text('android_type'),
    simcardNo: text('simcard_no'),
    /** Null: the machine follows its hub's opening hours. */
    runningSchedules: jsonb('running_schedules').$type<RunningScheduleValue[]>(),
    refrigeratorMode: text('refrigerator_mode').$type<RefrigeratorMode>().notNull(),
    refrigeratorMinTemperature: doublePrecision('refrigerator_min_temperature'),
    refrigeratorMaxTemperature: doublePrecision('refrigerator_max_temperature'),
    lockMotorState: text('lock_motor_state').$type<LockMotorState>().notNull(),
    owner: text('owner'),
    // What the machine itself reports through the gateway; read-only in the console.
    lastHeartbeat: timestamp('last_heartbeat', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    isErrorAssigned: boolean('is_error_assigned').notNull().default(false),
    /** The version of its app the machine last reported in a heartbeat; null until it reports one. */
    softwareVersionName: text('software_version_name'),
    softwareVersionCode: integer('software_version_code'),
    /** When the machine first reported the version it runs now. */
    softwareVersionAt: timestamp('software_version_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('machines_vmc_no_unique').on(sql`upper(${table.vmcNo})`),
    uniqueIndex('machines_factory_number_unique').on(sql`upper(${table.factoryNumber})`),
    index('machines_machine_type_idx').on(table.machineTypeId),
    index('machines_name_sort_idx').on(table.name, table.id),
    index('machines_heartbeat_idx').on(table.lastHeartbeat),
    index('machines_in_error_idx').on(table.id).where(sql`${table.lastError} is not null`),
    ...trigramIndexes('machines', { vmc_no: table.vmcNo, name: table.name, factory_number: table.factoryNumber }),
  ],
);

/** A machine set at a hub, from the day it was loaded until the day it was unloaded; unloaded rows are its history. */
export const machineHubs = pgTable(
  'machine_hubs',
  {
    ...recordColumns(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    hubId: integer('hub_id')
      .notNull()
      .references(() => hubs.id),
    midtransId: integer('midtrans_id').references(() => midtranses.id),
    terminalId: text('terminal_id'),
    merchantId: text('merchant_id'),
    simcardNo: text('simcard_no'),
    loadedAt: date('loaded_at', { mode: 'string' }).notNull(),
    unloadedAt: date('unloaded_at', { mode: 'string' }),
  },
  (table) => [
    // A machine stands at one hub at a time.
    uniqueIndex('machine_hubs_one_current_per_machine').on(table.machineId).where(sql`${table.unloadedAt} is null`),
    index('machine_hubs_machine_idx').on(table.machineId, table.loadedAt),
    index('machine_hubs_hub_idx').on(table.hubId, table.loadedAt),
    index('machine_hubs_midtrans_idx').on(table.midtransId),
  ],
);
