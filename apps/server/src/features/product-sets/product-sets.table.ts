import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { namedColumns, uniqueName } from '../../db/columns';
import { products } from '../products/products.table';

/** Products loaded on machines together. */
export const productSets = pgTable('product_sets', namedColumns(), (table) => [uniqueName('product_sets_name_unique', table.name)]);

/** A product in a set: a combination. */
export const productSetCombinations = pgTable(
  'product_set_combinations',
  {
    productSetId: integer('product_set_id')
      .notNull()
      .references(() => productSets.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productSetId, table.productId] }), index('product_set_combinations_product_idx').on(table.productId)],
);
