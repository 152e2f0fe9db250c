import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';
import { ingredients, packagings } from '../master-data/master-data.table';
import { machines } from '../machines/machines.table';
import { products } from '../products/products.table';

/** How much of one ingredient a machine's canister holds now, in the ingredient's unit, and the bounds a refill aims at. */
export const machineStockIns = pgTable(
  'machine_stock_ins',
  {
    ...recordColumns(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id),
    /** Where the row stands in the machine's list; null: after the numbered ones, in the ingredient's order. */
    orderNr: integer('order_nr'),
    currentStock: doublePrecision('current_stock').notNull(),
    minStock: integer('min_stock').notNull(),
    maxStock: integer('max_stock').notNull(),
    /** The machine cannot sell without it: a refill never skips it. */
    important: boolean('important').notNull().default(false),
  },
  (table) => [
    uniqueIndex('machine_stock_ins_machine_ingredient_unique').on(table.machineId, table.ingredientId),
    index('machine_stock_ins_ingredient_idx').on(table.ingredientId),
    // The fleet list's "low stock" reads only the rows at or below their minimum.
    index('machine_stock_ins_low_idx').on(table.machineId).where(sql`${table.currentStock} <= ${table.minStock}`),
  ],
);

/** Pieces of one packaging a machine holds (cups, lids, packs of an ingredient), or an infinite supply. */
export const machineStockOuts = pgTable(
  'machine_stock_outs',
  {
    ...recordColumns(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    packagingId: integer('packaging_id')
      .notNull()
      .references(() => packagings.id),
    /** The ingredient the packaging holds, for packs poured into a canister. */
    ingredientId: integer('ingredient_id').references(() => ingredients.id),
    orderNr: integer('order_nr'),
    currentStock: integer('current_stock').notNull(),
    minStock: integer('min_stock').notNull(),
    maxStock: integer('max_stock').notNull(),
    /** Never runs out (supplied by the hub): fills and consumption leave it alone. */
    infinite: boolean('infinite').notNull().default(false),
  },
  (table) => [
    uniqueIndex('machine_stock_outs_machine_packaging_unique').on(table.machineId, table.packagingId),
    index('machine_stock_outs_packaging_idx').on(table.packagingId),
    index('machine_stock_outs_ingredient_idx').on(table.ingredientId),
    index('machine_stock_outs_low_idx').on(table.machineId).where(sql`not ${table.infinite} and ${table.currentStock} <= ${table.minStock}`),
  ],
);

/** A product on a machine's menu: its price there, its button and whether it is sold now. */
export const productInMachines = pgTable(
  'product_in_machines',
  {
    ...recordColumns(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Rupiah. */
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price'),
    slot: integer('slot'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('product_in_machines_machine_product_unique').on(table.machineId, table.productId),
    uniqueIndex('product_in_machines_machine_slot_unique').on(table.machineId, table.slot),
    index('product_in_machines_product_idx').on(table.productId),
  ],
);
