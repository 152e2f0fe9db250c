import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InstructionState, MachineInstruction } from '@back-office/domain';
import { machines } from '../machines/machines.table';
import { users } from '../../platform/identity/users.table';

/**
 * Every error a machine reported (or someone reported for it in the console). The open one (not
 * cleared) is the machine's error now, the one its lastError shows; there is at most one.
 */
export const machineStatusErrors = pgTable(
  'machine_status_errors',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    errorCodeMachine: text('error_code_machine').notNull(),
    errorDescription: text('error_description').notNull(),
    machineSet: text('machine_set'),
    fatalError: boolean('fatal_error').notNull(),
    persistenceError: boolean('persistence_error').notNull(),
    /** Null: the machine reported it itself through the gateway. */
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a normal status report or a later error ended it. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('machine_status_errors_one_open_per_machine').on(table.machineId).where(sql`${table.clearedAt} is null`),
    index('machine_status_errors_machine_idx').on(table.machineId, table.reportedAt),
    index('machine_status_errors_open_idx').on(table.reportedAt, table.id).where(sql`${table.clearedAt} is null`),
  ],
);

/** What happened to a machine, newest last: errors, status reports, instructions, boots, connection. */
export const machineHistories = pgTable(
  'machine_histories',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    /** Null: the machine itself (through the gateway). */
    userId: integer('user_id').references(() => users.id),
    /** The user's name when it happened, so the history reads the same after a rename. */
    userName: text('user_name'),
    type: text('type').notNull(),
    message: text('message').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('machine_histories_machine_idx').on(table.machineId, table.updatedAt, table.id)],
);

/** Each instruction set for a machine, and what became of it. */
export const serverInstructionLogs = pgTable(
  'server_instruction_logs',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    command: text('command').$type<MachineInstruction>().notNull(),
    payload: jsonb('payload'),
    state: text('state').$type<InstructionState>().notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    setByUserId: integer('set_by_user_id').references(() => users.id),
    setByName: text('set_by_name'),
    /** When the machine first fetched it. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** When a later instruction replaced (or a noinstruction withdrew) it, and which. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    supersededById: integer('superseded_by_id'),
  },
  (table) => [
    // A machine has at most one instruction waiting to be acknowledged.
    uniqueIndex('server_instruction_logs_one_open_per_machine').on(table.machineId).where(sql`${table.state} in ('PENDING', 'FETCHED')`),
    index('server_instruction_logs_machine_idx').on(table.machineId, table.setAt, table.id),
  ],
);
