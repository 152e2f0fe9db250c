import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { machineStockIns } from './machine-stock.table';
import { recordStockOutages } from './stock-outages';

/**
 * Sets the current stock of a machine's stock-in rows as the machine itself measured it (through the
 * gateway). Ingredients the machine has no stock-in row for are ignored; a level given twice counts
 * once, the last. A level above the row's maximum is recorded as the maximum: a machine cannot hold
 * more than that, so the reading (or the maximum set in the console) is wrong, and the machine's
 * history says which (see `clamped`). One statement, so a report and a fill at the same moment each
 * see whole rows. Answers how many rows changed (a row already at the reported level does not count).
 */
export async function recordStockLevels(
  transaction: Queryable,
  machineId: number,
  levels: { ingredientId: number; currentStock: number }[],
): Promise<{ changed: number; clamped: { ingredientId: number; reported: number; maximum: number }[] }> {
  const latest = new Map<number, number>();
  for (const level of levels) {
    if (!Number.isInteger(level.ingredientId) || !Number.isFinite(level.currentStock) || level.currentStock < 0) {
      throw new RangeError(`A stock level needs an ingredient id and a finite level of 0 or more; got ${JSON.stringify(level)}.`);
    }
    latest.set(level.ingredientId, level.currentStock);
  }
  if (latest.size === 0) return { changed: 0, clamped: [] };
  const values = sql.join(
    [...latest].map(([ingredientId, currentStock]) => sql`(${ingredientId}::integer, ${currentStock}::double precision)`),
    sql`, `,
  );
  const changed = await transaction.execute(sql`
    update ${machineStockIns} set current_stock = least(reported.current_stock, ${machineStockIns.maxStock}), updated_at = now()
    from (values ${values}) as reported(ingredient_id, current_stock)
    where ${machineStockIns.machineId} = ${machineId}
      and ${machineStockIns.ingredientId} = reported.ingredient_id
      and ${machineStockIns.currentStock} is distinct from least(reported.current_stock, ${machineStockIns.maxStock})
    returning ${machineStockIns.id}`);
  const held = await transaction.execute(sql`
    select ${machineStockIns.ingredientId} as ingredient_id, ${machineStockIns.maxStock} as maximum
    from ${machineStockIns}
    where ${machineStockIns.machineId} = ${machineId} and ${machineStockIns.ingredientId} in (${sql.join([...latest.keys()], sql`, `)})`);
  const clamped = rowsOf<{ ingredient_id: number; maximum: number }>(held)
    .filter((row) => latest.get(Number(row.ingredient_id))! > Number(row.maximum))
    .map((row) => ({ ingredientId: Number(row.ingredient_id), reported: latest.get(Number(row.ingredient_id))!, maximum: Number(row.maximum) }));
  return { changed: rowsOf(changed).length, clamped };
}

/** node-postgres answers `{ rows }`, PGlite too; both carry the returned rows. */
function rowsOf<Row = unknown>(result: unknown): Row[] {
  const rows = (result as { rows?: Row[] }).rows;
  return Array.isArray(rows) ? rows : [];
}

/**
 * Takes what one cup used from a machine's canisters, never below empty; a canister that runs empty
 * opens an outage at the cup's time.
 */
export async function takeIngredients(transaction: Queryable, machineId: number, used: { ingredientId: number; amount: number }[], at: Date): Promise<void> {
  for (const line of used) {
    await transaction
      .update(machineStockIns)
      .set({ currentStock: sql`greatest(${machineStockIns.currentStock} - ${line.amount}, 0)` })
      .where(and(eq(machineStockIns.machineId, machineId), eq(machineStockIns.ingredientId, line.ingredientId)));
  }
  await recordStockOutages(transaction, machineId, used.map((line) => line.ingredientId), at);
}
