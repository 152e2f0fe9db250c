import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SettlementFileKind, SettlementFileStatus, SettlementLineType, SettlementOutcome } from '@back-office/domain';
import { users } from '../../platform/identity/users.table';
import { machines } from '../machines/machines.table';
import { vendingOrders } from '../orders/orders.table';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopOrders } from '../shop-orders/shop-orders.table';

/** A provider's settlement file (a QR wallet's CSV, a card reader's batch), taken once and reconciled. */
export const settlementFiles = pgTable(
  'settlement_files',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<SettlementFileKind>().notNull(),
    filename: text('filename').notNull(),
    /** The provider's batch id (a wallet's settlement id, a reader's batch number). */
    batchNo: text('batch_no').notNull(),
    /** The SHA-256 of the file's bytes (or of the gateway's batch). */
    checksum: text('checksum').notNull(),
    /** The one machine the file is about (a card reader's terminal), or null. */
    machineId: integer('machine_id').references(() => machines.id),
    /** The terminals the file names, as the file names them, joined with ", ". */
    vmcNo: text('vmc_no').notNull(),
    /** The day (+07:00) of the file's latest transaction. */
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    /** Rupiah, the sum of the file's lines (refunds negative). */
    trxAmount: bigint('trx_amount', { mode: 'number' }).notNull(),
    trxCount: integer('trx_count').notNull(),
    status: text('status').$type<SettlementFileStatus>().notNull(),
    fileRequestUrl: text('file_request_url'),
    fileOkResponseUrl: text('file_ok_response_url'),
    fileNokResponseUrl: text('file_nok_response_url'),
    takenById: integer('taken_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('settlement_files_checksum_unique').on(table.checksum),
    uniqueIndex('settlement_files_kind_batch_unique').on(table.kind, table.batchNo),
    index('settlement_files_date_idx').on(table.settlementDate, table.id),
    check('settlement_files_kind_known', sql`${table.kind} in ('QR_WALLET', 'CARD_READER')`),
  ],
);

/**
 * One reconciled line (SettlementData): a line of a file with its outcome, or an order of the file's
 * terminals and days that the file lacks (no file line: MISSING_FROM_FILE).
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => settlementFiles.id),
    /** The line of the file, 1 being its header; null for an order the file lacks. */
    line: integer('line'),
    /** The company's day (+07:00). */
    day: date('day', { mode: 'string' }).notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    orderNo: text('order_no').notNull(),
    vmcNo: text('vmc_no').notNull(),
    machineId: integer('machine_id').references(() => machines.id),
    shopHubId: integer('shop_hub_id').references(() => shopHubs.id),
    vendingOrderId: integer('vending_order_id').references(() => vendingOrders.id),
    shopOrderId: integer('shop_order_id').references(() => shopOrders.id),
    type: text('type').$type<SettlementLineType>().notNull(),
    /** The file's amount in cents, and in rupiah (rounded); null for an order the file lacks. */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }),
    /** What our order charged, in rupiah; null when we have no such order. */
    orderAmount: integer('order_amount'),
    outcome: text('outcome').$type<SettlementOutcome>().notNull(),
    /** The line's other facts: the wallet's reference, or the reader's trace number and approval code. */
    data: text('data').notNull(),
  },
  (table) => [
    index('settlement_lines_file_idx').on(table.fileId, table.outcome),
    index('settlement_lines_day_idx').on(table.day, table.outcome),
    index('settlement_lines_time_idx').on(table.time, table.id),
    index('settlement_lines_vending_order_idx').on(table.vendingOrderId),
    index('settlement_lines_shop_order_idx').on(table.shopOrderId),
    check(
      'settlement_lines_outcome_known',
      sql`${table.outcome} in ('MATCHED', 'MISSING_FROM_FILE', 'MISSING_FROM_ORDERS', 'AMOUNT_DIFFERS', 'STATUS_DIFFERS', 'DUPLICATE')`,
    ),
  ],
);
