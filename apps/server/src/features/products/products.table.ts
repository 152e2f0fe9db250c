import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, uniqueName } from '../../db/columns';
import { ingredients } from '../master-data/master-data.table';
import { users } from '../../platform/identity/users.table';

/** A drink the machines sell. */
export const products = pgTable(
  'products',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    cogs: integer('cogs').notNull(),
    minDuration: integer('min_duration').notNull(),
    maxDuration: integer('max_duration').notNull(),
    containCoffee: boolean('contain_coffee').notNull().default(false),
    weight: integer('weight').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueName('products_name_unique', table.name)],
);

/** One line of a product's recipe: how much of an ingredient a cup takes. */
export const ingredientInProducts = pgTable(
  'ingredient_in_products',
  {
    ...recordColumns(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id),
    amount: doublePrecision('amount').notNull(),
    fastCode: text('fast_code'),
  },
  (table) => [
    uniqueIndex('ingredient_in_products_product_ingredient_unique').on(table.productId, table.ingredientId),
    index('ingredient_in_products_ingredient_idx').on(table.ingredientId),
  ],
);

/** A product's name, cogs and active flag from a moment on, and who set them: its pricing history. */
export const productHistories = pgTable(
  'product_histories',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    cogs: integer('cogs').notNull(),
    active: boolean('active').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** The user's name when the change was made, so the history reads the same after a rename. */
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the values took effect. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_histories_product_idx').on(table.productId, table.updatedAt)],
);
