import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { namedColumns, recordColumns, uniqueName } from '../../db/columns';

export const units = pgTable('units', namedColumns(), (table) => [uniqueName('units_name_unique', table.name)]);

export const ingredients = pgTable(
  'ingredients',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    orderNr: integer('order_nr').notNull(),
    remark: text('remark'),
    packagingQuantity: doublePrecision('packaging_quantity'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueName('ingredients_name_unique', table.name), index('ingredients_unit_idx').on(table.unitId)],
);

export const packagings = pgTable(
  'packagings',
  { ...namedColumns(), quantity: integer('quantity') },
  (table) => [uniqueName('packagings_name_unique', table.name)],
);

export const spareParts = pgTable(
  'spare_parts',
  { ...namedColumns(), partNumber: text('part_number') },
  (table) => [uniqueName('spare_parts_name_unique', table.name)],
);

/** Where hubs belong: an area cluster, the kind of location, and the legal entity that holds the contract. */
export const clusters = pgTable('clusters', namedColumns(), (table) => [uniqueName('clusters_name_unique', table.name)]);
export const hubTypes = pgTable('hub_types', namedColumns(), (table) => [uniqueName('hub_types_name_unique', table.name)]);
export const hubEntities = pgTable('hub_entities', namedColumns(), (table) => [uniqueName('hub_entities_name_unique', table.name)]);
