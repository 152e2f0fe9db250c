import { and, eq } from 'drizzle-orm';
import { MESSAGES, fillShopHubStockSchema, formatWholeUnits as amountOf, type FillShopHubStockInput } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { badInput } from '../../platform/errors';
import { moveStock } from '../../platform/stock-fill';
import { ShopHub } from './shop-hubs.schema';
import { shopHubStockRef } from './shop-hub-stocks.schema';
import { shopHubStocks, type shopHubs } from './shop-hubs.table';
import { stockItemsOf } from './stock-items';

/*
 * Fills of an outlet's stock: as machines are, through the same guarded update
 * (platform/stock-fill.ts). A fill is all its lines or none; a refused fill names every line that
 * could not be filled, by its item, under its field.
 */

type ShopHubStockRow = typeof shopHubStocks.$inferSelect;
type ShopHubRow = typeof shopHubs.$inferSelect;

const ShopHubStockFillInput = builder.inputType('ShopHubStockFillInput', {
  description: 'One row of an outlet’s stock filled: whole units in, whole units out, or both.',
  fields: (t) => ({
    stockId: t.int({ description: 'The id of the outlet stock row.', required: true }),
    stockIn: t.int({ description: 'Whole units put in; the level may not go above the maximum.' }),
    stockOut: t.int({ description: 'Whole units taken out (used, expired, damaged); not more than held before the fill.' }),
  }),
});

/** One line of a fill as applied: the row after it and its level before. */
export interface AppliedShopHubStockFill {
  row: ShopHubStockRow;
  before: number;
}

/** A refused line: where it was refused and why, before its item is named. */
interface Refusal {
  field: string;
  stockId: number;
  say: (item: { name: string; unit: string }) => string;
}

/**
 * Applies the lines of a fill of an outlet's stock inside the caller's transaction (the Fill Stock
 * In/Out page's, or an outlet task's refill), through the one guarded update of stock-fill.ts. Rows
 * change in id order, so fills sent at once never deadlock. Every refused line is reported at once:
 * BAD_USER_INPUT with each line's message under `field.index.stockIn`, `.stockOut` or `.stockId`,
 * naming its item ("Insufficient stock of Espresso Beans: the outlet holds 300 gram, not 400."), and
 * the caller's transaction writes nothing. Answers the lines in the order given.
 */
export async function applyShopHubStockFills(
  transaction: Transaction,
  hub: Pick<ShopHubRow, 'id' | 'name'>,
  inputs: FillShopHubStockInput['inputs'],
  field = 'inputs',
): Promise<AppliedShopHubStockFill[]> {
  const results: AppliedShopHubStockFill[] = new Array(inputs.length);
  const refusals: (Refusal & { index: number })[] = [];
  const lines = inputs.map((line, index) => ({ line, index })).sort((a, b) => a.line.stockId - b.line.stockId);
  for (const { line, index } of lines) {
    const path = `${field}.${index}`;
    const where = and(eq(shopHubStocks.id, line.stockId), eq(shopHubStocks.shopHubId, hub.id))!;
    const done = await moveStock<ShopHubStockRow>(transaction, shopHubStocks, where, { add: line.stockIn ?? 0, take: line.stockOut ?? 0, capped: true });
    if (!('refused' in done)) {
      results[index] = done;
      continue;
    }
    const present = done.present;
    if (done.refused === 'insufficient' && present) {
      refusals.push({ index, field: `${path}.stockOut`, stockId: line.stockId, say: ({ name, unit }) => `Insufficient stock of ${name}: the outlet holds ${amountOf(present.currentStock, unit)}, not ${amountOf(line.stockOut ?? 0, unit)}.` });
    } else if (done.refused === 'full' && present) {
      const room = Math.max(0, present.maxStock - present.currentStock + (line.stockOut ?? 0));
      refusals.push({ index, field: `${path}.stockIn`, stockId: line.stockId, say: ({ name, unit }) => `${name}: ${MESSAGES.maximumValue(room, unit)} The outlet holds ${amountOf(present.currentStock, unit)} of at most ${amountOf(present.maxStock, unit)}.` });
    } else {
      refusals.push({ index, field: `${path}.stockId`, stockId: line.stockId, say: () => `Stock ${line.stockId} is not in the stock of outlet ${hub.name}.` });
    }
  }
  if (refusals.length > 0) {
    const items = await stockItemsOf(transaction, refusals.map((refusal) => refusal.stockId));
    const said = refusals.sort((a, b) => a.index - b.index).map((refusal) => ({ field: refusal.field, message: refusal.say(items.get(refusal.stockId) ?? { name: `stock ${refusal.stockId}`, unit: 'pcs' }) }));
    throw badInput(said.map((each) => each.message).join(' '), Object.fromEntries(said.map((each) => [each.field, each.message])));
  }
  return results;
}

defineCommand('fillShopHubStock', {
  description:
    'Puts whole units into an outlet’s stock and takes them out, as machines are filled; all lines or none, and fills sent at once add up exactly. BAD_USER_INPUT names every refused line by its item under its field (extensions.fields): "Insufficient stock of …" when more would be taken than held, "…: Maximum value is …" above the maximum. Answers the rows in the order given.',
  authority: 'UPDATE_SHOP_HUB_STOCK',
  args: (arg) => ({
    shopHubId: arg.int({ description: 'The id of the outlet.', required: true }),
    inputs: arg({ description: 'The rows filled, one line each.', type: [ShopHubStockFillInput], required: true }),
  }),
  input: fillShopHubStockSchema,
  type: [shopHubStockRef],
  what: 'Shop hub',
  prepare: ({ shopHubId }, context) => ShopHub.findById(context, shopHubId),
  run: async (tx, { inputs }, _context, hub) => {
    const applied = await applyShopHubStockFills(tx, hub, inputs);
    return {
      result: applied.map((done) => done.row),
      activity: applied.map((done) => ({
        activity: 'FILL_SHOP_HUB_STOCK',
        entity: 'SHOP_HUB_STOCK',
        recordId: done.row.id,
        message: `Filled stock ${done.row.id} of outlet ${hub.name}: ${done.row.currentStock} (was ${done.before}).`,
        changes: { currentStock: { before: done.before, after: done.row.currentStock } },
      })),
    };
  },
});
