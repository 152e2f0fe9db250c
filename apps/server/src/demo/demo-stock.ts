import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { machineStockIns, machineStockOuts, productInMachines } from '../features/machine-stock/machine-stock.table';
import { machineTypeStocks } from '../features/machine-types/machine-types.table';
import { machineHubs, machines } from '../features/machines/machines.table';
import { productSetCombinations, productSets } from '../features/product-sets/product-sets.table';
import { products } from '../features/products/products.table';

/*
 * What is inside the demo fleet: every machine standing at a hub holds the ingredients and packaging
 * its type sets maxima for, filled somewhere between a fifth and all of the way, a few of them low;
 * and sells one of the demo product sets at prices near three times the cost. Three statements, so
 * the seed stays quick however large the fleet.
 */

/** A stable number from 0 to 99 per machine and item, so the demo looks the same on every start. */
const spread = (machineId: unknown, itemId: unknown) => sql`(abs(hashtext(${machineId}::text || '-' || ${itemId}::text)) % 100)`;

export async function seedDemoStock(db: Database): Promise<void> {
  const standing = sql`exists (select 1 from ${machineHubs} where ${machineHubs.machineId} = ${machines.id} and ${machineHubs.unloadedAt} is null)`;
  // Every seventh machine has run low on the first ingredient of its type.
  await db.execute(sql`
    insert into ${machineStockIns} (machine_id, ingredient_id, current_stock, min_stock, max_stock, important)
    select ${machines.id}, ${machineTypeStocks.ingredientId},
      case when ${machines.id} % 7 = 3 and ${machineTypeStocks.ingredientId} = (select min(other.ingredient_id) from ${machineTypeStocks} other where other.machine_type_id = ${machines.machineTypeId})
        then round(${machineTypeStocks.low} * 0.1)
        else round(${machineTypeStocks.low} * (20 + 0.8 * ${spread(machines.id, machineTypeStocks.ingredientId)}) / 100) end,
      round(${machineTypeStocks.low} * 0.2), ${machineTypeStocks.low},
      ${spread(machineTypeStocks.ingredientId, sql`0`)} < 40
    from ${machines} join ${machineTypeStocks} on ${machineTypeStocks.machineTypeId} = ${machines.machineTypeId} and ${machineTypeStocks.ingredientId} is not null
    where ${standing}`);
  // Every ninth machine is short of cups or lids.
  await db.execute(sql`
    insert into ${machineStockOuts} (machine_id, packaging_id, current_stock, min_stock, max_stock)
    select ${machines.id}, ${machineTypeStocks.packagingId},
      case when ${machines.id} % 9 = 4 and ${spread(machines.id, machineTypeStocks.packagingId)} < 50
        then round(${machineTypeStocks.low} * 0.05)
        else round(${machineTypeStocks.low} * (25 + 0.75 * ${spread(machines.id, machineTypeStocks.packagingId)}) / 100) end,
      round(${machineTypeStocks.low} * 0.15), ${machineTypeStocks.low}
    from ${machines} join ${machineTypeStocks} on ${machineTypeStocks.machineTypeId} = ${machines.machineTypeId} and ${machineTypeStocks.packagingId} is not null
    where ${standing}`);
  // Each machine sells one of the product sets, in turn; prices are rounded to Rp 500.
  await db.execute(sql`
    with numbered_sets as (select ${productSets.id} as id, row_number() over (order by ${productSets.id}) - 1 as position, count(*) over () as total from ${productSets})
    insert into ${productInMachines} (machine_id, product_id, price, discounted_price, slot, active)
    select ${machines.id}, ${products.id},
      ceil(${products.cogs} * 3 / 500.0) * 500,
      case when ${spread(machines.id, products.id)} < 15 then ceil(${products.cogs} * 2.5 / 500.0) * 500 end,
      row_number() over (partition by ${machines.id} order by ${products.name}),
      ${spread(products.id, machines.id)} >= 5
    from ${machines}
    join numbered_sets on numbered_sets.position = ${machines.id} % numbered_sets.total
    join ${productSetCombinations} on ${productSetCombinations.productSetId} = numbered_sets.id
    join ${products} on ${products.id} = ${productSetCombinations.productId}
    where ${standing}`);
}
