import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MachineErrorUrgency, QrType } from '@back-office/domain';
import { recordColumns } from '../../db/columns';
import { machines } from '../machines/machines.table';

/** The catalogue of the error codes machines report: what each means and how urgent it is. */
export const machineErrors = pgTable(
  'machine_errors',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    urgency: text('urgency').$type<MachineErrorUrgency>().notNull(),
  },
  (table) => [uniqueIndex('machine_errors_code_unique').on(sql`upper(${table.code})`)],
);

/** How one machine takes payments through its payment partner. The secrets are written, never read back. */
export const machinePayments = pgTable(
  'machine_payments',
  {
    ...recordColumns(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    mid: text('mid').notNull(),
    tid: text('tid').notNull(),
    storeId: text('store_id'),
    posId: text('pos_id'),
    partnerId: text('partner_id'),
    clientId: text('client_id').notNull(),
    channelId: text('channel_id'),
    /** A secret: written by the console, read only by the server when it talks to the partner. */
    clientSecret: text('client_secret').notNull(),
    /** A secret, as above. */
    privateKey: text('private_key'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('machine_payments_machine_unique').on(table.machineId)],
);

/** A QR code a machine shows for one payment provider. */
export const machineQrs = pgTable(
  'machine_qrs',
  {
    ...recordColumns(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    qrType: text('qr_type').$type<QrType>().notNull(),
    content: text('content').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('machine_qrs_machine_type_unique').on(table.machineId, table.qrType)],
);
