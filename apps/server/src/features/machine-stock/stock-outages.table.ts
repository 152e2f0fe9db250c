import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ingredients } from '../master-data/master-data.table';
import { machines } from '../machines/machines.table';

/**
 * A time a machine ran empty of an ingredient: from the moment its level fell to empty (see
 * stock-outages.ts for the rule) until a fill or an update raised it again; open while
 * `refilledAt` is null. At most one open outage per machine and ingredient.
 */
export const machineStockOutages = pgTable(
  'machine_stock_outages',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id),
    emptySince: timestamp('empty_since', { withTimezone: true }).notNull(),
    refilledAt: timestamp('refilled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('machine_stock_outages_open_unique').on(table.machineId, table.ingredientId).where(sql`${table.refilledAt} is null`),
    // The analytics read the outages overlapping a period.
    index('machine_stock_outages_empty_since_idx').on(table.emptySince),
  ],
);
