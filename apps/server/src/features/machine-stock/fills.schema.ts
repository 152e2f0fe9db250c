import { and, eq, inArray } from 'drizzle-orm';
import {
  MACHINE_STOCK_MESSAGES,
  MESSAGES,
  fillMachineStockInSchema,
  formatNumber,
  fillMachineStockOutSchema,
  type StockInFill,
  type StockOutFill,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import type { Activity } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { moveStock } from '../../platform/stock-fill';
import { ingredients, packagings, units } from '../master-data/master-data.table';
import { Machine } from '../machines/machines.schema';
import { machines } from '../machines/machines.table';
import { stockInRef, stockOutRef, type StockInRow, type StockOutRow } from './machine-stock.schema';
import { machineStockIns, machineStockOuts } from './machine-stock.table';
import { recordStockOutages } from './stock-outages';

/*
 * Fills. Each call is one transaction: all its lines are written, with their audit rows, or none.
 * Counts change by atomic updates (`current_stock = current_stock + n`, guarded in the same
 * statement), so fills sent at once by many callers add up exactly; rows are changed in one order
 * (stock in before stock out, each by machine and item), so two batches never wait on each other
 * in a circle.
 */

export const StockOutConsumedInput = builder.inputType('StockOutConsumedInput', {
  description: 'Pieces of one packaging of the machine’s stock out used for the fill.',
  fields: (t) => ({ packagingId: t.int({ description: 'The id of the packaging.', required: true }), quantity: t.int({ required: true, description: 'Whole pieces, above 0.' }) }),
});

const StockInFillInput = builder.inputType('MachineStockInFillInput', {
  description: 'One ingredient of a machine filled: its level after the fill.',
  fields: (t) => ({
    machineId: t.int({ description: 'The id of the machine.', required: true }),
    ingredientId: t.int({ description: 'The id of the ingredient.', required: true }),
    currentStock: t.float({ required: true, description: 'The level after the fill, in the ingredient’s unit.' }),
    stockOutsConsumed: t.field({ type: [StockOutConsumedInput], description: 'Packs or pieces of the machine’s stock out used for it.' }),
  }),
});

const StockOutFillInput = builder.inputType('MachineStockOutFillInput', {
  description: 'Pieces of one packaging put into a machine, and any taken back out.',
  fields: (t) => ({
    machineId: t.int({ description: 'The id of the machine.', required: true }),
    packagingId: t.int({ description: 'The id of the packaging.', required: true }),
    additionalStock: t.int({ required: true, description: 'Whole pieces added, above 0.' }),
    returnQuantity: t.int({ description: 'Whole pieces taken back out (expired or damaged); not above the stock before the fill.' }),
  }),
});

/** The machines of a batch, each of which the caller must be able to see; by id. */
export async function machinesOf(context: Context, machineIds: number[]) {
  const ids = [...new Set(machineIds)];
  for (const id of ids) await Machine.findById(context, id);
  const rows = await context.db.select({ id: machines.id, vmcNo: machines.vmcNo }).from(machines).where(inArray(machines.id, ids));
  return new Map(rows.map((row) => [row.id, row.vmcNo]));
}

async function namesOf(transaction: Transaction, table: typeof ingredients | typeof packagings, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await transaction.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The unit each ingredient is measured in (gram, millilitre…), by ingredient id. */
async function ingredientUnits(transaction: Transaction, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await transaction
    .select({ id: ingredients.id, unit: units.name })
    .from(ingredients)
    .innerJoin(units, eq(units.id, ingredients.unitId))
    .where(inArray(ingredients.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.unit]));
}

const byMachineThen = <Line extends { machineId: number }>(key: (line: Line) => number) => (a: { line: Line }, b: { line: Line }) =>
  a.line.machineId - b.line.machineId || key(a.line) - key(b.line);

/** The one machine stock-out row of this packaging. */
const stockOutOf = (machineId: number, packagingId: number) => and(eq(machineStockOuts.machineId, machineId), eq(machineStockOuts.packagingId, packagingId))!;

/** Takes `quantity` pieces from a machine's stock out, in one guarded statement; infinite stock is left alone. */
export async function consumeStockOut(transaction: Transaction, machineId: number, packagingId: number, quantity: number): Promise<{ row: StockOutRow; before: number } | 'missing' | 'insufficient'> {
  const done = await moveStock<StockOutRow>(transaction, machineStockOuts, stockOutOf(machineId, packagingId), { take: quantity });
  if ('row' in done) return done;
  return done.refused === 'missing' ? 'missing' : 'insufficient';
}

/** The rows a fill changed, in the order of its lines, and the activity rows describing it (one per line and per stock-out used). */
interface Filled<Row> {
  rows: Row[];
  activity: Activity[];
}

/**
 * Fills ingredients inside `transaction`: each to the level given, using the stock-out pieces given.
 * `vmcNos` names the machines (see `machinesOf`); a field error names its line under `path` (the
 * list's field). Answers the activity rows to write with it.
 */
export async function fillStockInLines(transaction: Transaction, fills: StockInFill[], vmcNos: Map<number, string>, path = 'inputs'): Promise<Filled<StockInRow>> {
  const names = await namesOf(transaction, ingredients, fills.map((fill) => fill.ingredientId));
  const unitNames = await ingredientUnits(transaction, fills.map((fill) => fill.ingredientId));
  const packagingNames = await namesOf(transaction, packagings, fills.flatMap((fill) => (fill.stockOutsConsumed ?? []).map((used) => used.packagingId)));
  const results: StockInRow[] = new Array(fills.length);
  const activity: Activity[] = [];
  const lines = fills.map((line, index) => ({ line, index })).sort(byMachineThen<StockInFill>((line) => line.ingredientId));
  for (const { line, index } of lines) {
    const [locked] = await transaction
      .select()
      .from(machineStockIns)
      .where(and(eq(machineStockIns.machineId, line.machineId), eq(machineStockIns.ingredientId, line.ingredientId)))
      .for('update');
    if (!locked) {
      const message = `${names.get(line.ingredientId) ?? `Ingredient ${line.ingredientId}`} is not in the stock in of machine ${vmcNos.get(line.machineId)}.`;
      throw badInput(message, { [`${path}.${index}.ingredientId`]: message });
    }
    if (line.currentStock > locked.maxStock) {
      const unit = unitNames.get(line.ingredientId);
      const message = MESSAGES.maximumValue(locked.maxStock, unit);
      throw badInput(`${names.get(line.ingredientId)} in machine ${vmcNos.get(line.machineId)}: ${message} The machine holds at most ${formatNumber(locked.maxStock)}${unit ? ` ${unit}` : ''}, not ${formatNumber(line.currentStock)}.`, {
        [`${path}.${index}.currentStock`]: message,
      });
    }
    const [row] = await transaction
      .update(machineStockIns)
      .set({ currentStock: line.currentStock, updatedAt: new Date() })
      .where(eq(machineStockIns.id, locked.id))
      .returning();
    results[index] = row!;
    await recordStockOutages(transaction, line.machineId, [line.ingredientId], new Date());
    activity.push({
      activity: 'FILL_MACHINE_STOCK_IN',
      entity: 'MACHINE_STOCK_IN',
      recordId: locked.id,
      vmcNo: vmcNos.get(line.machineId),
      message: `Filled "${names.get(line.ingredientId)}" in machine ${vmcNos.get(line.machineId)} to ${line.currentStock} (was ${locked.currentStock}).`,
      changes: { currentStock: { before: locked.currentStock, after: line.currentStock } },
    });
  }
  // Then the pieces used, after every stock-in row, in one order.
  const used = fills
    .flatMap((line, index) => (line.stockOutsConsumed ?? []).map((item, position) => ({ line: { machineId: line.machineId, ...item }, index, position })))
    .sort(byMachineThen<{ machineId: number; packagingId: number; quantity: number }>((item) => item.packagingId));
  for (const { line, index, position } of used) {
    const done = await consumeStockOut(transaction, line.machineId, line.packagingId, line.quantity);
    const field = `${path}.${index}.stockOutsConsumed.${position}`;
    const name = packagingNames.get(line.packagingId) ?? `Packaging ${line.packagingId}`;
    if (done === 'missing') {
      const message = `${name} is not in the stock out of machine ${vmcNos.get(line.machineId)}.`;
      throw badInput(message, { [`${field}.packagingId`]: message });
    }
    if (done === 'insufficient') {
      const [row] = await transaction
        .select({ currentStock: machineStockOuts.currentStock })
        .from(machineStockOuts)
        .where(and(eq(machineStockOuts.machineId, line.machineId), eq(machineStockOuts.packagingId, line.packagingId)));
      throw badInput(`${MESSAGES.insufficientStock} Machine ${vmcNos.get(line.machineId)} holds ${row?.currentStock ?? 0} of ${name}, not ${line.quantity}.`, {
        [`${field}.quantity`]: MESSAGES.insufficientStock,
      });
    }
    activity.push({
      activity: 'FILL_MACHINE_STOCK_IN',
      entity: 'MACHINE_STOCK_OUT',
      recordId: done.row.id,
      vmcNo: vmcNos.get(line.machineId),
      message: `Used ${line.quantity} of "${name}" in machine ${vmcNos.get(line.machineId)} to fill its stock in.`,
      changes: { currentStock: { before: done.before, after: done.row.currentStock } },
    });
  }
  return { rows: results, activity };
}

/** Fills packaging inside `transaction`: adds the pieces given, less any taken back, to each row; answers the activity rows to write with it. */
export async function fillStockOutLines(transaction: Transaction, fills: StockOutFill[], vmcNos: Map<number, string>, path = 'inputs'): Promise<Filled<StockOutRow>> {
  const names = await namesOf(transaction, packagings, fills.map((fill) => fill.packagingId));
  const results: StockOutRow[] = new Array(fills.length);
  const activity: Activity[] = [];
  const lines = fills.map((line, index) => ({ line, index })).sort(byMachineThen<StockOutFill>((line) => line.packagingId));
  for (const { line, index } of lines) {
    const returned = line.returnQuantity ?? 0;
    const name = names.get(line.packagingId) ?? `Packaging ${line.packagingId}`;
    const done = await moveStock<StockOutRow>(transaction, machineStockOuts, stockOutOf(line.machineId, line.packagingId), { add: line.additionalStock, take: returned, capped: true });
    if ('refused' in done) {
      const present = done.present;
      if (!present) {
        const message = `${name} is not in the stock out of machine ${vmcNos.get(line.machineId)}.`;
        throw badInput(message, { [`${path}.${index}.packagingId`]: message });
      }
      if (done.refused === 'infinite') throw badInput(`${name}: ${MACHINE_STOCK_MESSAGES.infiniteNeedsNoFill}`, { [`${path}.${index}.additionalStock`]: MACHINE_STOCK_MESSAGES.infiniteNeedsNoFill });
      if (done.refused === 'full') {
        // Room for this many more pieces (and any taken back): the rest would not fit.
        const room = Math.max(0, present.maxStock - present.currentStock + returned);
        const message = MESSAGES.maximumValue(room);
        throw badInput(`${name} in machine ${vmcNos.get(line.machineId)}: ${message} It holds ${formatNumber(present.currentStock)} of at most ${formatNumber(present.maxStock)}, so ${formatNumber(line.additionalStock)} more do not fit.`, {
          [`${path}.${index}.additionalStock`]: message,
        });
      }
      throw badInput(`${MESSAGES.returnAboveStock} Machine ${vmcNos.get(line.machineId)} holds ${present.currentStock} of ${name}.`, {
        [`${path}.${index}.returnQuantity`]: MESSAGES.returnAboveStock,
      });
    }
    const { row, before } = done;
    results[index] = row;
    activity.push({
      activity: 'FILL_MACHINE_STOCK_OUT',
      entity: 'MACHINE_STOCK_OUT',
      recordId: row.id,
      vmcNo: vmcNos.get(line.machineId),
      message: `Added ${line.additionalStock}${returned ? ` and took back ${returned}` : ''} of "${name}" in machine ${vmcNos.get(line.machineId)}: ${row.currentStock} (was ${before}).`,
      changes: { currentStock: { before, after: row.currentStock } },
    });
  }
  return { rows: results, activity };
}

defineCommand('fillMachineStockIn', {
  description: 'Fills ingredients of machines to the levels given, taking the pieces used from their stock out; all lines or none. Answers the rows in the order given.',
  authority: 'FILL_MACHINE_STOCK_IN',
  args: (arg) => ({ inputs: arg({ description: 'The ingredients filled, one line each.', type: [StockInFillInput], required: true }) }),
  input: fillMachineStockInSchema,
  type: [stockInRef],
  what: 'Machine stock in',
  // Every machine of the batch must be one the caller may see.
  prepare: ({ inputs }, context) => machinesOf(context, inputs.map((fill) => fill.machineId)),
  run: async (transaction, { inputs }, _context, vmcNos) => {
    const { rows, activity } = await fillStockInLines(transaction, inputs, vmcNos);
    return { result: rows, activity };
  },
});

defineCommand('fillMachineStockOut', {
  description: 'Adds pieces of packaging to machines (less any taken back); all lines or none. Answers the rows in the order given.',
  authority: 'FILL_MACHINE_STOCK_OUT',
  args: (arg) => ({ inputs: arg({ description: 'The packagings filled, one line each.', type: [StockOutFillInput], required: true }) }),
  input: fillMachineStockOutSchema,
  type: [stockOutRef],
  what: 'Machine stock out',
  prepare: ({ inputs }, context) => machinesOf(context, inputs.map((fill) => fill.machineId)),
  run: async (transaction, { inputs }, _context, vmcNos) => {
    const { rows, activity } = await fillStockOutLines(transaction, inputs, vmcNos);
    return { result: rows, activity };
  },
});
