import { and, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { SETTLEMENT_FILE_KINDS, SETTLEMENT_FILE_STATUSES, SETTLEMENT_LINE_TYPES, SETTLEMENT_OUTCOMES, type SettlementOutcome } from '@back-office/domain';
import { builder, describedValues } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { mappingScope } from '../../platform/mappings';
import { findPage, type PagingFields } from '../../platform/paging';
import { PageInputRef, pageType } from '../../platform/paging/inputs';
import { settlementFiles, settlementLines } from './settlements.table';
import './settlement-uploads.schema';

/* The card reader settlement group's reads: the files, their reconciled lines, and the day and batch totals. */

type FileRow = typeof settlementFiles.$inferSelect;
type LineRow = typeof settlementLines.$inferSelect;

export const SettlementOutcomeEnum = builder.enumType('SettlementOutcome', {
  description: 'What the reconciliation found for a line of a settlement file, or an order the file lacks.',
  values: describedValues(SETTLEMENT_OUTCOMES, {
    MATCHED: 'The file and our order agree.',
    MISSING_FROM_FILE: 'Our paid order of the file\'s terminal and day that the file lacks.',
    MISSING_FROM_ORDERS: 'A line of the file with no order of ours.',
    AMOUNT_DIFFERS: 'The file\'s amount (to the nearest rupiah) is not what our order charged.',
    STATUS_DIFFERS: 'The line is a sale or a refund our order\'s state does not agree with.',
    DUPLICATE: 'The same sale or refund of an order settled again (in this file or an earlier one).',
  }),
});
const FileKindEnum = builder.enumType('SettlementFileKind', {
  description: 'The format of a settlement file.',
  values: describedValues(SETTLEMENT_FILE_KINDS, { QR_WALLET: "A QR wallet's CSV file.", CARD_READER: "A card reader's batch." }),
});
const LineTypeEnum = builder.enumType('SettlementLineType', {
  description: 'Whether a settlement line pays or gives back.',
  values: describedValues(SETTLEMENT_LINE_TYPES, { SALE: 'A payment (a positive amount).', REFUND: 'A refund (a negative amount).' }),
});
const FileStatusEnum = builder.enumType('SettlementFileStatus', {
  description: 'How a settlement file reconciled.',
  values: describedValues(SETTLEMENT_FILE_STATUSES, { RECONCILED: 'Every line matched.', DIFFERENCES: 'At least one line did not match.' }),
});

export const SettlementFileRef = builder.objectRef<FileRow>('SettlementFile').implement({
  description: "A provider's settlement file, taken once and reconciled.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The file's id." }),
    kind: t.field({ type: FileKindEnum, description: 'Its format.', resolve: (row) => row.kind }),
    filename: t.exposeString('filename', { description: 'The file\'s name as uploaded, or the gateway\'s name for a batch.' }),
    vmcNo: t.exposeString('vmcNo', { description: 'The terminals (machine or outlet numbers) it names.' }),
    settlementDate: t.exposeString('settlementDate', { description: 'The day (YYYY-MM-DD, +07:00) of its latest transaction.' }),
    trxAmount: t.exposeFloat('trxAmount', { description: 'Rupiah, the sum of its lines, refunds negative.' }),
    trxCount: t.exposeInt('trxCount', { description: 'Its lines.' }),
    status: t.field({ type: FileStatusEnum, description: 'Whether every line matched.', resolve: (row) => row.status }),
    batchNo: t.exposeString('batchNo', { description: "The provider's batch id." }),
    fileRequestUrl: t.exposeString('fileRequestUrl', { nullable: true, description: 'Where the provider\'s file was fetched from, if it was.' }),
    fileOKResponseUrl: t.exposeString('fileOkResponseUrl', { nullable: true, description: 'Where the provider takes the accepted answer, if it does.' }),
    fileNOKResponseUrl: t.exposeString('fileNokResponseUrl', { nullable: true, description: 'Where the provider takes the refused answer, if it does.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was taken.', resolve: (row) => row.createdAt }),
  }),
});

const SettlementDataRef = builder.objectRef<LineRow>('SettlementData').implement({
  description: 'One reconciled settlement line: a line of a file with its outcome, or an order the file lacks.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The line's id." }),
    fileId: t.exposeInt('fileId', { description: 'The file it belongs to.' }),
    line: t.exposeInt('line', { nullable: true, description: 'Its line in the file (1 is the header); null for an order the file lacks.' }),
    orderNo: t.exposeString('orderNo', { description: 'The order number.' }),
    time: t.field({ type: 'DateTime', description: 'When it was paid.', resolve: (row) => row.time }),
    day: t.exposeString('day', { description: 'The company day (YYYY-MM-DD, +07:00).' }),
    data: t.exposeString('data', { description: "The line's other facts: the wallet's reference, or the reader's trace number and approval code." }),
    vmcNo: t.exposeString('vmcNo', { description: 'The terminal: a machine\'s or an outlet\'s number.' }),
    status: t.field({ type: SettlementOutcomeEnum, description: 'What the reconciliation found.', resolve: (row) => row.outcome }),
    type: t.field({ type: LineTypeEnum, description: 'Sale or refund.', resolve: (row) => row.type }),
    amount: t.exposeFloat('amount', { nullable: true, description: "The file's amount in rupiah (rounded from cents); null for an order the file lacks." }),
    orderAmount: t.exposeInt('orderAmount', { nullable: true, description: 'What our order charged, in rupiah; null when we have no such order.' }),
    vendingOrderId: t.exposeInt('vendingOrderId', { nullable: true, description: 'The vending order it is about, if any.' }),
    shopOrderId: t.exposeInt('shopOrderId', { nullable: true, description: 'The shop order it is about, if any.' }),
  }),
});

/** The lines a caller sees: those of machines and outlets mapped to them. */
const lineScope = (context: Context): SQL =>
  or(
    and(sql`${settlementLines.machineId} is not null`, mappingScope(context, 'machines', settlementLines.machineId)),
    and(sql`${settlementLines.shopHubId} is not null`, mappingScope(context, 'shopHubs', settlementLines.shopHubId)),
  )!;
/** A file is seen when one of its lines is. */
const fileScope = (context: Context): SQL => sql`exists (select 1 from ${settlementLines} where ${settlementLines.fileId} = ${settlementFiles.id} and ${lineScope(context)})`;

const fileFields: PagingFields = {
  id: { column: settlementFiles.id, kind: 'int' },
  kind: { column: settlementFiles.kind, kind: 'enum', values: SETTLEMENT_FILE_KINDS },
  filename: { column: settlementFiles.filename, kind: 'text' },
  vmcNo: { column: settlementFiles.vmcNo, kind: 'text' },
  settlementDate: { column: settlementFiles.settlementDate, kind: 'text' },
  trxAmount: { column: settlementFiles.trxAmount, kind: 'float' },
  trxCount: { column: settlementFiles.trxCount, kind: 'int' },
  status: { column: settlementFiles.status, kind: 'enum', values: SETTLEMENT_FILE_STATUSES },
  batchNo: { column: settlementFiles.batchNo, kind: 'text' },
  createdAt: { column: settlementFiles.createdAt, kind: 'datetime' },
};
const lineFields: PagingFields = {
  id: { column: settlementLines.id, kind: 'int' },
  fileId: { column: settlementLines.fileId, kind: 'int' },
  orderNo: { column: settlementLines.orderNo, kind: 'text' },
  time: { column: settlementLines.time, kind: 'datetime' },
  day: { column: settlementLines.day, kind: 'text' },
  data: { column: settlementLines.data, kind: 'text' },
  vmcNo: { column: settlementLines.vmcNo, kind: 'text' },
  status: { column: settlementLines.outcome, kind: 'enum', values: SETTLEMENT_OUTCOMES },
  type: { column: settlementLines.type, kind: 'enum', values: SETTLEMENT_LINE_TYPES },
  amount: { column: settlementLines.amount, kind: 'float' },
};

const pageArg = { description: 'Which page, how large, and the sorts and filters that choose its rows.', type: PageInputRef, required: true } as const;

builder.queryField('settlementFiles', (t) =>
  t.field({
    nullable: true,
    type: pageType('SettlementFile', SettlementFileRef),
    description: 'The settlement files taken, newest settlement date first unless sorted otherwise.',
    args: { pageInput: t.arg(pageArg) },
    authScopes: { authority: 'VIEW_SETTLEMENT_FILE' },
    resolve: (_root, args, context, info) =>
      findPage<FileRow>(
        { db: context.db, table: settlementFiles, fields: fileFields, idColumn: settlementFiles.id, scope: fileScope(context), defaultSorts: [{ field: 'settlementDate', direction: 'DESC' }] },
        args.pageInput,
        info,
      ),
  }),
);

builder.queryField('settlementDatas', (t) =>
  t.field({
    nullable: true,
    type: pageType('SettlementData', SettlementDataRef),
    description: 'The reconciled settlement lines, newest first unless sorted otherwise; filter by fileId, day and status to drill into a batch.',
    args: { pageInput: t.arg(pageArg) },
    authScopes: { authority: 'VIEW_SETTLEMENT_DATA' },
    resolve: (_root, args, context, info) =>
      findPage<LineRow>(
        { db: context.db, table: settlementLines, fields: lineFields, idColumn: settlementLines.id, scope: lineScope(context), defaultSorts: [{ field: 'time', direction: 'DESC' }] },
        args.pageInput,
        info,
      ),
  }),
);

interface OutcomeTotal {
  outcome: SettlementOutcome;
  count: number;
  total: number;
}
interface BatchTotals {
  file: FileRow;
  outcomes: OutcomeTotal[];
}
interface DayTotals {
  day: string;
  outcomes: OutcomeTotal[];
  batches: BatchTotals[];
}

const OutcomeTotalRef = builder.objectRef<OutcomeTotal>('SettlementOutcomeTotal').implement({
  description: 'How many lines had one outcome, and their rupiah.',
  fields: (t) => ({
    outcome: t.field({ type: SettlementOutcomeEnum, description: 'The outcome.', resolve: (row) => row.outcome }),
    count: t.exposeInt('count', { description: 'The lines with it.' }),
    total: t.exposeFloat('total', { description: "Their rupiah: the file's amount, or our order's where the file lacks the order." }),
  }),
});
const BatchTotalsRef = builder.objectRef<BatchTotals>('SettlementBatchTotals').implement({
  description: "A batch's outcomes on one day.",
  fields: (t) => ({
    file: t.field({ type: SettlementFileRef, description: 'The file (batch).', resolve: (row) => row.file }),
    outcomes: t.field({ type: [OutcomeTotalRef], description: 'Every outcome, in a fixed order, with its count and rupiah (zero where none).', resolve: (row) => row.outcomes }),
  }),
});
const DayTotalsRef = builder.objectRef<DayTotals>('SettlementDayTotals').implement({
  description: "A day's reconciliation: its outcomes over all batches, and per batch.",
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The company day (YYYY-MM-DD, +07:00).' }),
    outcomes: t.field({ type: [OutcomeTotalRef], description: 'Every outcome over the day\'s batches, in a fixed order.', resolve: (row) => row.outcomes }),
    batches: t.field({ type: [BatchTotalsRef], description: 'The day\'s batches.', resolve: (row) => row.batches }),
  }),
});

export const RECONCILIATION_MAX_DAYS = 93;
const dayInput = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD.');

const emptyTotals = (): OutcomeTotal[] => SETTLEMENT_OUTCOMES.map((outcome) => ({ outcome, count: 0, total: 0 }));

builder.queryField('settlementReconciliation', (t) =>
  t.field({
    type: [DayTotalsRef],
    description: `Per day and batch, the count and rupiah of each outcome, newest day first; at most ${RECONCILIATION_MAX_DAYS} days.`,
    args: {
      from: t.arg.string({ required: true, description: 'The first day, YYYY-MM-DD.' }),
      to: t.arg.string({ required: true, description: 'The last day, YYYY-MM-DD.' }),
    },
    authScopes: { authority: 'VIEW_SETTLEMENT_DATA' },
    resolve: async (_root, args, context) => {
      const from = dayInput.safeParse(args.from);
      const to = dayInput.safeParse(args.to);
      if (!from.success || !to.success) throw badInput('A day is YYYY-MM-DD.', { ...(from.success ? {} : { from: 'A day is YYYY-MM-DD.' }), ...(to.success ? {} : { to: 'A day is YYYY-MM-DD.' }) });
      const span = (Date.parse(to.data) - Date.parse(from.data)) / 86_400_000;
      if (!(span >= 0)) throw badInput('The last day must not be before the first.', { to: 'The last day must not be before the first.' });
      if (span >= RECONCILIATION_MAX_DAYS) throw badInput(`At most ${RECONCILIATION_MAX_DAYS} days at once.`, { to: `At most ${RECONCILIATION_MAX_DAYS} days at once.` });
      const rows = await context.db
        .select({
          day: settlementLines.day,
          fileId: settlementLines.fileId,
          outcome: settlementLines.outcome,
          count: sql<number>`count(*)::int`,
          total: sql<number>`coalesce(sum(coalesce(${settlementLines.amount}, ${settlementLines.orderAmount})), 0)::float8`,
        })
        .from(settlementLines)
        .where(and(gte(settlementLines.day, from.data), lte(settlementLines.day, to.data), lineScope(context)))
        .groupBy(settlementLines.day, settlementLines.fileId, settlementLines.outcome);
      const fileIds = [...new Set(rows.map((row) => row.fileId))];
      const files = new Map<number, FileRow>();
      if (fileIds.length > 0) {
        for (const file of await context.db.select().from(settlementFiles).where(sql`${settlementFiles.id} in ${fileIds}`)) files.set(file.id, file);
      }
      const days = new Map<string, DayTotals>();
      for (const row of rows) {
        const day = days.get(row.day) ?? { day: row.day, outcomes: emptyTotals(), batches: [] };
        days.set(row.day, day);
        let batch = day.batches.find((entry) => entry.file.id === row.fileId);
        if (!batch) {
          batch = { file: files.get(row.fileId)!, outcomes: emptyTotals() };
          day.batches.push(batch);
        }
        for (const totals of [day.outcomes, batch.outcomes]) {
          const entry = totals.find((total) => total.outcome === row.outcome)!;
          entry.count += row.count;
          entry.total += row.total;
        }
      }
      for (const day of days.values()) day.batches.sort((a, b) => a.file.id - b.file.id);
      return [...days.values()].sort((a, b) => b.day.localeCompare(a.day));
    },
  }),
);

