import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The AI configuration: the numbers the refill planner plans with. One row, id 1; until someone
 * saves it there may be none, and `readLatteConfig` (latte-config.schema.ts) answers
 * LATTE_CONFIG_DEFAULTS of packages/domain instead, so the planner reads it through that function.
 * - `refiller_working_hour`: hours a refiller works in a day;
 * - `min_travel_time`: minutes counted for any move between two stops, however close;
 * - `travel_speed`: km/h, for the time of a move;
 * - `refill_time`: minutes to refill one machine; `car_refill_time`: the same for a car refiller
 *   (null: the refill time);
 * - `refiller_max_gallon`: gallons of water a refiller carries in a day;
 * - `refiller_max_distance`: km a refiller travels in a day (the smaller of this and the schedule's
 *   `max_distance` counts);
 * - `min_percentage_capacity`: 0 to 100; a stock below this percentage of its maximum needs a refill;
 * - `warehouse_latitude`/`warehouse_longitude`: the warehouse (both or neither): car refillers end
 *   their day there, and a refiller schedule may start or end it there;
 * - `open_routes`: refillers other than car refillers whose schedule names no route end finish at
 *   their last machine (true) or go back to their start (false).
 */
export const latteConfig = pgTable(
  'latte_config',
  {
    id: integer('id').primaryKey().default(1),
    refillerWorkingHour: doublePrecision('refiller_working_hour').notNull(),
    minTravelTime: doublePrecision('min_travel_time').notNull(),
    travelSpeed: doublePrecision('travel_speed').notNull(),
    refillTime: doublePrecision('refill_time').notNull(),
    refillerMaxGallon: doublePrecision('refiller_max_gallon').notNull(),
    refillerMaxDistance: doublePrecision('refiller_max_distance').notNull(),
    carRefillTime: doublePrecision('car_refill_time'),
    minPercentageCapacity: doublePrecision('min_percentage_capacity').notNull(),
    warehouseLatitude: doublePrecision('warehouse_latitude'),
    warehouseLongitude: doublePrecision('warehouse_longitude'),
    openRoutes: boolean('open_routes').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('latte_config_single_row', sql`${table.id} = 1`),
    check('latte_config_warehouse_check', sql`(${table.warehouseLatitude} is null) = (${table.warehouseLongitude} is null)`),
  ],
);
