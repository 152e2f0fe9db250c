import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { machineStockIns } from './machine-stock.table';

/**
 * Sets the current stock of a machine's stock-in rows as the machine itself measured it (through the
 * gateway). Ingredients the machine has no stock-in row for are ignored; a level given twice counts
 * once, the last. One statement, so a report and a fill at the same moment each see whole rows.
 * Answers how many rows changed (a row already at the reported level does not count).
 */
export async function recordStockLevels(transaction: Queryable, machineId: number, levels: { ingredientId: number; currentStock: number }[]): Promise<number> {
  const latest = new Map<number, number>();
  for (const level of levels) {
    if (!Number.isInteger(level.ingredientId) || !Number.isFinite(level.currentStock) || level.currentStock < 0) {
      throw new RangeError(`A stock level needs an ingredient id and a finite level of 0 or more; got ${JSON.stringify(level)}.`);
    }
    latest.set(level.ingredientId, level.currentStock);
  }
  if (latest.size === 0) return 0;
  const values = sql.join(
    [...latest].map(([ingredientId, currentStock]) => sql`(${ingredientId}::integer, ${currentStock}::double precision)`),
    sql`, `,
  );
  const changed = await transaction.execute(sql`
    update ${machineStockIns} set current_stock = reported.current_stock, updated_at = now()
    from (values ${values}) as reported(ingredient_id, current_stock)
    where ${machineStockIns.machineId} = ${machineId}
      and ${machineStockIns.ingredientId} = reported.ingredient_id
      and ${machineStockIns.currentStock} is distinct from reported.current_stock
    returning ${machineStockIns.id}`);
  return rowCount(changed);
}

/** node-postgres answers `{ rows }`, PGlite too; both carry the returned rows. */
function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}
