import { z } from 'zod';
import type { CsvImportColumn } from '../csv';
import type { Labels } from '../labels';

/*
 * Providers' settlement files (docs/settlements.md): a QR wallet's CSV and a card reader's batch,
 * both `;` separated, amounts in cents (refunds negative), times in +07:00. One row schema each; the
 * server reconciles the rows against the vending and shop orders.
 */

export const SETTLEMENT_FILE_KINDS = ['QR_WALLET', 'CARD_READER'] as const;
export type SettlementFileKind = (typeof SETTLEMENT_FILE_KINDS)[number];
export const settlementFileKindLabels: Labels<SettlementFileKind> = { QR_WALLET: 'QR wallet file', CARD_READER: 'Card reader batch' };

export const SETTLEMENT_OUTCOMES = ['MATCHED', 'MISSING_FROM_FILE', 'MISSING_FROM_ORDERS', 'AMOUNT_DIFFERS', 'STATUS_DIFFERS', 'DUPLICATE'] as const;
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];
export const settlementOutcomeLabels: Labels<SettlementOutcome> = {
  MATCHED: 'Matched',
  MISSING_FROM_FILE: 'Missing from the file',
  MISSING_FROM_ORDERS: 'Missing from our orders',
  AMOUNT_DIFFERS: 'Amount differs',
  STATUS_DIFFERS: 'Status differs',
  DUPLICATE: 'Duplicate',
};

export const SETTLEMENT_LINE_TYPES = ['SALE', 'REFUND'] as const;
export type SettlementLineType = (typeof SETTLEMENT_LINE_TYPES)[number];
export const settlementLineTypeLabels: Labels<SettlementLineType> = { SALE: 'Sale', REFUND: 'Refund' };

export const SETTLEMENT_FILE_STATUSES = ['RECONCILED', 'DIFFERENCES'] as const;
export type SettlementFileStatus = (typeof SETTLEMENT_FILE_STATUSES)[number];
export const settlementFileStatusLabels: Labels<SettlementFileStatus> = { RECONCILED: 'Reconciled, no differences', DIFFERENCES: 'Reconciled, with differences' };

export const SETTLEMENT_MESSAGES = {
  amount: 'Amount must be a whole number of cents, e.g. 2500000 for Rp 25.000 (a refund negative).',
  amountTooLarge: 'Amount must be at most 100.000.000.000 cents.',
  time: 'Transaction Time must be YYYY-MM-DD HH:mm:ss, in +07:00.',
  required: (column: string) => `${column} is required.`,
  tooLong: (column: string, max: number) => `${column} must be at most ${max} characters.`,
  oneBatch: (first: string) => `Every line of a file belongs to one batch; the first line's is "${first}".`,
  unknownTerminal: (terminal: string) => `No machine or outlet "${terminal}" exists.`,
  takenAlready: (batch: string) => `Batch "${batch}" was taken already; nothing was written.`,
  oneTerminal: 'A card reader batch is one terminal\'s; every line must name the same Terminal.',
} as const;

/** Rupiah from cents: to the nearest whole rupiah, a half away from zero (2500050 → 25001, -2500050 → -25001). */
export function rupiahFromCents(cents: number): number {
  const whole = Math.round(Math.abs(cents) / 100);
  return cents < 0 ? -whole : whole;
}

const MAX_CENTS = 100_000_000_000;

const text = (column: string, max: number) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, SETTLEMENT_MESSAGES.required(column)).max(max, SETTLEMENT_MESSAGES.tooLong(column, max)));
const optionalText = (column: string, max: number) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(max, SETTLEMENT_MESSAGES.tooLong(column, max)))
    .transform((value) => (value === '' ? null : value));

const cents = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string().regex(/^-?\d{1,15}$/, SETTLEMENT_MESSAGES.amount))
  .transform(Number)
  .pipe(z.number().min(-MAX_CENTS, SETTLEMENT_MESSAGES.amountTooLarge).max(MAX_CENTS, SETTLEMENT_MESSAGES.amountTooLarge));

const TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

/** A wall-clock time in +07:00: the instant and its day as the company counts it. */
export const settlementTime = z
  .string()
  .transform((value) => value.trim())
  .transform((value, context) => {
    const parts = TIME.exec(value);
    const instant = parts ? new Date(`${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}:${parts[6]}+07:00`) : null;
    // A calendar day that does not exist (31-02) rolls over: refuse it rather than move it.
    if (!parts || !instant || Number.isNaN(instant.getTime()) || new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10) !== `${parts[1]}-${parts[2]}-${parts[3]}`) {
      context.addIssue({ code: 'custom', message: SETTLEMENT_MESSAGES.time });
      return z.NEVER;
    }
    return { instant, day: `${parts[1]}-${parts[2]}-${parts[3]}` };
  });

export type WalletColumn = 'batch' | 'time' | 'terminal' | 'orderNo' | 'amount' | 'reference';
export const WALLET_FILE_COLUMNS: readonly CsvImportColumn<WalletColumn>[] = [
  { key: 'batch', header: 'Settlement ID', example: 'GOPAY-20261201-01', note: "The provider's id of the settlement; the same on every line.", required: true },
  { key: 'time', header: 'Transaction Time', example: '2026-12-01 08:15:30', note: 'YYYY-MM-DD HH:mm:ss in +07:00 (WIB).', required: true },
  { key: 'terminal', header: 'Terminal', example: 'VM-0001', note: "A machine's number, or an outlet's number for the shop's orders.", required: true },
  { key: 'orderNo', header: 'Order No', example: 'A1B2C3', note: "The machine's or the shop's order number.", required: true },
  { key: 'amount', header: 'Amount', example: '2500000', note: 'Cents, a whole number; a refund is negative.', required: true },
  { key: 'reference', header: 'Reference', example: 'GP-998877', note: "The wallet's own reference; may be empty.", required: false },
];

export type CardColumn = 'terminal' | 'batch' | 'traceNo' | 'approvalCode' | 'orderNo' | 'time' | 'amount';
export const CARD_BATCH_COLUMNS: readonly CsvImportColumn<CardColumn>[] = [
  { key: 'terminal', header: 'Terminal', example: 'VM-0001', note: "The machine's number (the card reader's terminal); the same on every line.", required: true },
  { key: 'batch', header: 'Batch No', example: '000123', note: "The card reader's batch number; the same on every line.", required: true },
  { key: 'traceNo', header: 'Trace No', example: '004567', note: "The reader's trace number of the payment.", required: true },
  { key: 'approvalCode', header: 'Approval Code', example: 'A12345', note: "The bank's approval code.", required: true },
  { key: 'orderNo', header: 'Order No', example: 'A1B2C3', note: "The machine's order number.", required: true },
  { key: 'time', header: 'Transaction Time', example: '2026-12-01 08:15:30', note: 'YYYY-MM-DD HH:mm:ss in +07:00 (WIB).', required: true },
  { key: 'amount', header: 'Amount', example: '2500000', note: 'Cents, a whole number; a refund is negative.', required: true },
];

export const walletFileRowSchema = z.object({
  batch: text('Settlement ID', 60),
  time: settlementTime,
  terminal: text('Terminal', 60),
  orderNo: text('Order No', 60),
  amount: cents,
  reference: optionalText('Reference', 100),
});

export const cardBatchRowSchema = z.object({
  terminal: text('Terminal', 60),
  batch: text('Batch No', 60),
  traceNo: text('Trace No', 30),
  approvalCode: text('Approval Code', 30),
  orderNo: text('Order No', 60),
  time: settlementTime,
  amount: cents,
});

export type WalletFileRow = z.output<typeof walletFileRowSchema>;
export type CardBatchRow = z.output<typeof cardBatchRowSchema>;

/** One line of either file, as the reconciliation reads it. */
export interface SettlementFileLine {
  line: number;
  batch: string;
  terminal: string;
  orderNo: string;
  instant: Date;
  day: string;
  cents: number;
  /** The line's other facts, as the file gave them: reference, or trace number and approval code. */
  data: string;
}

export function walletLine(line: number, row: WalletFileRow): SettlementFileLine {
  return { line, batch: row.batch, terminal: row.terminal, orderNo: row.orderNo, instant: row.time.instant, day: row.time.day, cents: row.amount, data: row.reference ? `Reference ${row.reference}` : '' };
}

export function cardLine(line: number, row: CardBatchRow): SettlementFileLine {
  return { line, batch: row.batch, terminal: row.terminal, orderNo: row.orderNo, instant: row.time.instant, day: row.time.day, cents: row.amount, data: `Trace ${row.traceNo}, approval ${row.approvalCode}` };
}
