import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ingredientInProducts } from '../products/products.table';
import { machineStockIns, productInMachines } from './machine-stock.table';
import { machineStockOutages } from './stock-outages.table';

/*
 * When a machine ran empty, and for how long. Every place that changes a machine's stock-in level
 * (a completed cup taking its recipe, a fill, a finished refill task, an edit of the stock-in row,
 * a level the machine reports) calls `recordStockOutages` in its own transaction, after the change.
 *
 * The rule: an ingredient of a machine is EMPTY when its level is at or below 0, or below the
 * smallest amount of it that one cup of an active product on the machine's menu needs, that is when
 * the machine can no longer make a single cup with it. An ingredient no active product uses is
 * empty only at 0. A change of the menu or a recipe alone opens or closes nothing: the next change
 * of the level does.
 *
 * When an ingredient becomes empty an outage opens at `at` (the order's time for a cup); when it is
 * no longer empty the open outage closes at `at`. A level that stays empty or stays above leaves
 * the rows alone, so calling it again changes nothing. An ingredient taken out of the machine (its
 * stock-in row deleted) ends its open outage then.
 */

/** Per stock-in row of the machine (of the ingredients given, or all): whether it is empty now. */
function levelsOf(machineId: number, ingredientIds: readonly number[] | undefined) {
  const smallestCup = sql`(
    select min(${ingredientInProducts.amount}) from ${productInMachines}
    join ${ingredientInProducts} on ${ingredientInProducts.productId} = ${productInMachines.productId}
    where ${productInMachines.machineId} = stock.machine_id and ${productInMachines.active}
      and ${ingredientInProducts.ingredientId} = stock.ingredient_id and ${ingredientInProducts.amount} > 0)`;
  return sql`select stock.ingredient_id, (stock.current_stock <= 0 or stock.current_stock < coalesce(${smallestCup}, 0)) as empty
    from ${machineStockIns} stock
    where stock.machine_id = ${machineId}
      ${ingredientIds ? sql`and stock.ingredient_id in (${sql.join(ingredientIds.map((id) => sql`${id}::integer`), sql`, `)})` : sql``}`;
}

/**
 * Opens an outage for each of the machine's ingredients (those given, or all) that is empty and has
 * none open, and closes the open one of each that is not empty any more, both at `at`. Two
 * statements; the partial unique index keeps one open outage per machine and ingredient even when
 * two transactions open one at once.
 */
export async function recordStockOutages(transaction: Queryable, machineId: number, ingredientIds: readonly number[] | undefined, at: Date): Promise<void> {
  if (ingredientIds && ingredientIds.length === 0) return;
  const levels = levelsOf(machineId, ingredientIds);
  const when = at.toISOString();
  // A closed outage never ends before it began, even for an event that arrives out of order.
  await transaction.execute(sql`
    update ${machineStockOutages} set refilled_at = greatest(${machineStockOutages.emptySince}, ${when}::timestamptz)
    where ${machineStockOutages.machineId} = ${machineId} and ${machineStockOutages.refilledAt} is null
      and ${machineStockOutages.ingredientId} in (select levels.ingredient_id from (${levels}) levels where not levels.empty)`);
  await transaction.execute(sql`
    insert into ${machineStockOutages} (machine_id, ingredient_id, empty_since)
    select ${machineId}, levels.ingredient_id, ${when}::timestamptz from (${levels}) levels where levels.empty
    on conflict (machine_id, ingredient_id) where refilled_at is null do nothing`);
}

/** Ends the open outage of an ingredient taken out of the machine, at `at`. */
export async function endStockOutage(transaction: Queryable, machineId: number, ingredientId: number, at: Date): Promise<void> {
  await transaction.execute(sql`
    update ${machineStockOutages} set refilled_at = greatest(${machineStockOutages.emptySince}, ${at.toISOString()}::timestamptz)
    where ${machineStockOutages.machineId} = ${machineId} and ${machineStockOutages.ingredientId} = ${ingredientId} and ${machineStockOutages.refilledAt} is null`);
}
