import { bigint, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AuditFileSource, AuditFileStatus, DexAudit } from '@back-office/domain';
import { machines } from '../machines/machines.table';
import { users } from '../../platform/identity/users.table';

/** One product's sales between two reads: vends and rupiah. */
export interface ProductSales {
  code: string;
  vends: number;
  value: number;
}

const rupiah = (name: string) => bigint(name, { mode: 'number' });

/**
 * Every audit file (DEX / EVA-DTS) a machine of another make sent or someone uploaded for it, kept
 * whole with what became of it. A file read well holds the machine's lifetime counters; its sales are
 * the difference from the machine's previous file read well. A refused file keeps its reason and
 * changes nothing else. The same file twice is the same row (the unique content hash).
 */
export const machineAuditFiles = pgTable(
  'machine_audit_files',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    source: text('source').$type<AuditFileSource>().notNull(),
    /** SHA-256 of the content: the same file again is recognised. */
    contentHash: text('content_hash').notNull(),
    content: text('content').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The day (Jakarta) its sales count for. */
    salesDay: date('sales_day', { mode: 'string' }).notNull(),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name'),
    status: text('status').$type<AuditFileStatus>().notNull(),
    /** Why the file was refused, or what went down, in words. */
    reason: text('reason'),
    /** The machine's serial number as the file gives it (ID101), when it gives one. */
    serial: text('serial'),
    /** The lifetime counters read (null when refused). */
    counters: jsonb('counters').$type<DexAudit>(),
    /** The previous file read well of the machine, its sales measured from. */
    previousFileId: integer('previous_file_id'),
    /** Paid vends and rupiah since the previous file (null when there is none to measure from, or the counters went down). */
    salesVends: integer('sales_vends'),
    salesValue: rupiah('sales_value'),
    cashValue: rupiah('cash_value'),
    cashlessValue: rupiah('cashless_value'),
    productSales: jsonb('product_sales').$type<ProductSales[]>(),
  },
  (table) => [
    uniqueIndex('machine_audit_files_machine_content_unique').on(table.machineId, table.contentHash),
    index('machine_audit_files_machine_idx').on(table.machineId, table.receivedAt, table.id),
    index('machine_audit_files_day_idx').on(table.machineId, table.salesDay),
  ],
);

export type AuditFileRow = typeof machineAuditFiles.$inferSelect;
