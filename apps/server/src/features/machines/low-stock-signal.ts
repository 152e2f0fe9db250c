import { sql, type SQL } from 'drizzle-orm';
import type { Context } from '../../platform/context';

/*
 * Whether a machine is low on stock. The stock belongs to the machine-stock feature, which imports
 * machines and not the other way round, so it tells the fleet list here how to ask
 * (machine-stock/low-stock.ts calls `tellLowStock` when it loads).
 */

let lowStock: { condition: SQL<boolean>; of: (context: Context, machineId: number) => Promise<boolean> } | undefined;

export function tellLowStock(condition: SQL<boolean>, of: (context: Context, machineId: number) => Promise<boolean>): void {
  lowStock = { condition, of };
}

const told = () => {
  if (!lowStock) throw new Error('The machine stock feature has not told the machines how to find low stock (machine-stock/low-stock.ts).');
  return lowStock;
};

/** On a query of machines: whether the machine is low on stock, read when the query is built. */
export const lowStockSql = sql<boolean>`${{ getSQL: () => told().condition }}`;

/** Whether a machine is low on stock, batched per request. */
export const isLowOnStock = (context: Context, machineId: number) => told().of(context, machineId);
