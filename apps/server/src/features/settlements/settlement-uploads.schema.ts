import {
  CARD_BATCH_COLUMNS,
  SETTLEMENT_MESSAGES,
  WALLET_FILE_COLUMNS,
  cardBatchRowSchema,
  cardLine,
  walletFileRowSchema,
  walletLine,
  type SettlementFileKind,
  type SettlementFileLine,
} from '@back-office/domain';
import type { Queryable } from '../../db/client';
import type { Context } from '../../platform/context';
import { defineCsvImport, type PlannedRow, type RowPlan } from '../../platform/csv-import';
import { mappingScope } from '../../platform/mappings';
import { machines } from '../machines/machines.table';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { findTerminals, reconcileFile, takenBatch, terminalOf, type Terminal } from './reconcile';

/*
 * The console's uploads of a provider's settlement file, on the CSV kit (check, then confirm): a QR
 * wallet's file and a card reader's batch, both `;` separated (docs/settlements.md). A file with any
 * error is refused whole with its lines named; a batch taken already is refused and nothing changes.
 */

interface LineWrite {
  line: SettlementFileLine;
  terminal: Terminal;
}

/** Plans a file's lines: each terminal must be a machine or outlet the caller sees; one batch per file, not taken before. */
async function planLines(db: Queryable, context: Context, kind: SettlementFileKind, lines: SettlementFileLine[]): Promise<RowPlan<LineWrite>[]> {
  const terminals = await findTerminals(
    db,
    lines.map((line) => line.terminal),
    { machines: mappingScope(context, 'machines', machines.id), shopHubs: mappingScope(context, 'shopHubs', shopHubs.id) },
  );
  const first = lines[0]!;
  const taken = await takenBatch(db, kind, first.batch);
  return lines.map((line) => {
    const errors: { column: string | null; message: string }[] = [];
    const terminal = terminalOf(terminals, line.terminal);
    if (!terminal) errors.push({ column: 'Terminal', message: SETTLEMENT_MESSAGES.unknownTerminal(line.terminal) });
    else if (kind === 'CARD_READER' && (terminal.machineId === null || line.terminal.toUpperCase() !== first.terminal.toUpperCase())) {
      errors.push({ column: 'Terminal', message: SETTLEMENT_MESSAGES.oneTerminal });
    }
    const batchColumn = kind === 'QR_WALLET' ? 'Settlement ID' : 'Batch No';
    if (line.batch !== first.batch) errors.push({ column: batchColumn, message: SETTLEMENT_MESSAGES.oneBatch(first.batch) });
    else if (taken && line === first) errors.push({ column: batchColumn, message: SETTLEMENT_MESSAGES.takenAlready(first.batch) });
    if (errors.length > 0 || !terminal) return { line: line.line, errors };
    return { line: line.line, action: 'CREATE', label: `${terminal.name} / ${line.orderNo}`, write: { line, terminal } };
  });
}

const write = (kind: SettlementFileKind) => async (transaction: Parameters<typeof reconcileFile>[0], rows: readonly PlannedRow<LineWrite>[], context: Context, file: { checksum: string; name: string }) => {
  await reconcileFile(
    transaction,
    { kind, filename: file.name, checksum: file.checksum, batchNo: rows[0]!.write.line.batch, takenById: context.user?.id ?? null },
    rows.map((row) => row.write),
  );
};

const uniques = {
  settlement_files_checksum_unique: { field: 'file', message: 'This file was taken already; nothing was written.' },
  settlement_files_kind_batch_unique: { field: 'file', message: 'This batch was taken meanwhile; nothing was written.' },
};

defineCsvImport({
  name: 'SettlementWalletFile',
  what: 'QR wallet settlement lines',
  whatOne: 'QR wallet settlement line',
  authority: 'CREATE_SETTLEMENT_FILE',
  delimiter: ';',
  columns: WALLET_FILE_COLUMNS,
  row: walletFileRowSchema,
  activity: 'UPLOAD_SETTLEMENT_FILE',
  entity: 'SETTLEMENT_FILE',
  uniques,
  plan: (db, rows, context) => planLines(db, context, 'QR_WALLET', rows.map(({ line, row }) => walletLine(line, row))),
  write: write('QR_WALLET'),
});

defineCsvImport({
  name: 'SettlementCardBatch',
  what: 'card reader settlement lines',
  whatOne: 'card reader settlement line',
  authority: 'CREATE_SETTLEMENT_FILE',
  delimiter: ';',
  columns: CARD_BATCH_COLUMNS,
  row: cardBatchRowSchema,
  activity: 'UPLOAD_SETTLEMENT_FILE',
  entity: 'SETTLEMENT_FILE',
  uniques,
  plan: (db, rows, context) => planLines(db, context, 'CARD_READER', rows.map(({ line, row }) => cardLine(line, row))),
  write: write('CARD_READER'),
});
