import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { namedColumns, recordColumns, uniqueName } from '../../db/columns';
import { ingredients, packagings } from '../master-data/master-data.table';

/** A model of vending machine, and the weekly cups that make one a low, medium or high seller. */
export const machineTypes = pgTable(
  'machine_types',
  {
    ...namedColumns(),
    initialName: text('initial_name').notNull(),
    commandType: text('command_type'),
    /** Below this many cups a week a machine of the type is a low seller. */
    minCup: integer('min_cup'),
    /** Above this many cups a week it is a high seller; between the two, a medium one. */
    maxCup: integer('max_cup'),
  },
  (table) => [uniqueName('machine_types_name_unique', table.name), uniqueIndex('machine_types_initial_name_unique').on(sql`upper(${table.initialName})`)],
);

/** How much of one ingredient (stock in) or one packaging (stock out) a machine of the type is filled up to, by kind of seller. */
export const machineTypeStocks = pgTable(
  'machine_type_stocks',
  {
    ...recordColumns(),
    machineTypeId: integer('machine_type_id')
      .notNull()
      .references(() => machineTypes.id),
    ingredientId: integer('ingredient_id').references(() => ingredients.id),
    packagingId: integer('packaging_id').references(() => packagings.id),
    low: integer('low').notNull(),
    medium: integer('medium').notNull(),
    high: integer('high').notNull(),
  },
  (table) => [
    uniqueIndex('machine_type_stocks_ingredient_unique').on(table.machineTypeId, table.ingredientId),
    uniqueIndex('machine_type_stocks_packaging_unique').on(table.machineTypeId, table.packagingId),
    index('machine_type_stocks_ingredient_idx').on(table.ingredientId),
    index('machine_type_stocks_packaging_idx').on(table.packagingId),
  ],
);

/** How machine types are named and pictured to shop customers. */
export const machineTypeDisplays = pgTable(
  'machine_type_displays',
  { ...namedColumns(), imageUrl: text('image_url') },
  (table) => [uniqueName('machine_type_displays_name_unique', table.name)],
);

export const machineTypeDisplayMachineTypes = pgTable(
  'display_machine_types',
  {
    machineTypeDisplayId: integer('display_id')
      .notNull()
      .references(() => machineTypeDisplays.id),
    machineTypeId: integer('machine_type_id')
      .notNull()
      .references(() => machineTypes.id),
  },
  (table) => [primaryKey({ columns: [table.machineTypeDisplayId, table.machineTypeId] }), index('display_machine_types_type_idx').on(table.machineTypeId)],
);
