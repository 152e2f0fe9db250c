import DataLoader from 'dataloader';
import { and, inArray, lte, not, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context';
import { tellLowStock } from '../machines/low-stock-signal';
import { machines } from '../machines/machines.table';
import { machineStockIns, machineStockOuts } from './machine-stock.table';

/*
 * A machine is low on stock when one of its stock-in rows is at or below its minimum, or one of its
 * finite stock-out rows is. One SQL expression, so the fleet list filters and sorts on it like any
 * column; each EXISTS reads a partial index that holds only the low rows.
 */
export const lowStockSql = sql<boolean>`(exists (select 1 from ${machineStockIns} where ${machineStockIns.machineId} = ${machines.id} and ${machineStockIns.currentStock} <= ${machineStockIns.minStock}) or exists (select 1 from ${machineStockOuts} where ${machineStockOuts.machineId} = ${machines.id} and not ${machineStockOuts.infinite} and ${machineStockOuts.currentStock} <= ${machineStockOuts.minStock}))`;

/** The ids among `machineIds` of machines low on stock. */
export async function machinesLowOnStock(context: Pick<Context, 'db'>, machineIds: readonly number[]): Promise<Set<number>> {
  if (machineIds.length === 0) return new Set();
  const ids = [...machineIds];
  const [ins, outs] = await Promise.all([
    context.db
      .selectDistinct({ id: machineStockIns.machineId })
      .from(machineStockIns)
      .where(and(inArray(machineStockIns.machineId, ids), lte(machineStockIns.currentStock, sql`${machineStockIns.minStock}`))),
    context.db
      .selectDistinct({ id: machineStockOuts.machineId })
      .from(machineStockOuts)
      .where(and(inArray(machineStockOuts.machineId, ids), not(machineStockOuts.infinite), lte(machineStockOuts.currentStock, machineStockOuts.minStock))),
  ]);
  return new Set([...ins, ...outs].map((row) => row.id));
}

const loaders = new WeakMap<object, DataLoader<number, boolean>>();

/** Whether a machine is low on stock, batched per request: a page of machines costs two queries. */
export function isLowOnStock(context: Context, machineId: number): Promise<boolean> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const low = await machinesLowOnStock(context, ids);
      return ids.map((id) => low.has(id));
    });
    loaders.set(context, loader);
  }
  return loader.load(machineId);
}

tellLowStock(lowStockSql, isLowOnStock);
