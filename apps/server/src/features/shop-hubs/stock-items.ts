import DataLoader from 'dataloader';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { Context } from '../../platform/context';
import { ingredients, packagings, units } from '../master-data/master-data.table';
import { shopHubStocks } from './shop-hubs.table';

/** What a row of an outlet's stock holds, in words: the ingredient's or packaging's name and its unit. */
export interface StockItem {
  name: string;
  /** The ingredient's unit (gram, ml…); packaging is counted in pieces, `pcs`. */
  unit: string;
}

/** The items of the given stock rows, by row id, in one statement. */
export async function stockItemsOf(db: Queryable, stockIds: readonly number[]): Promise<Map<number, StockItem>> {
  if (stockIds.length === 0) return new Map();
  const rows = await db
    .select({ id: shopHubStocks.id, name: sql<string>`coalesce(${ingredients.name}, ${packagings.name}, '')`, unit: sql<string>`coalesce(${units.name}, 'pcs')` })
    .from(shopHubStocks)
    .leftJoin(ingredients, eq(ingredients.id, shopHubStocks.ingredientId))
    .leftJoin(units, eq(units.id, ingredients.unitId))
    .leftJoin(packagings, eq(packagings.id, shopHubStocks.packagingId))
    .where(inArray(shopHubStocks.id, [...stockIds]));
  return new Map(rows.map((row) => [row.id, { name: row.name, unit: row.unit }]));
}

const loaders = new WeakMap<Context, DataLoader<number, StockItem | undefined>>();

/** A stock row's item, loaded with the other rows of the same request in one statement. */
export function stockItemOf(context: Context, stockId: number): Promise<StockItem | undefined> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const items = await stockItemsOf(context.db, ids);
      return ids.map((id) => items.get(id));
    });
    loaders.set(context, loader);
  }
  return loader.load(stockId);
}
