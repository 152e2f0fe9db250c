import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlateParity, RouteEnd, StartPlace } from '@back-office/domain';
import { recordColumns } from '../../db/columns';
import { users } from '../../platform/identity/users.table';

/**
 * Who refills, when and how: one row per refiller user. The refill planner reads it every evening
 * for the next day:
 * - a refiller works on the days whose flag is true (`monday` … `sunday`, in Jakarta time), unless
 *   they have APPROVED leave that day (table `leaves`);
 * - the day starts and ends at the user's own `users.latitude`/`users.longitude` (no route for a
 *   user without them);
 * - `refiller`: refills on foot (refill time `latte_config.refill_time`); `car_refiller`: by car
 *   (`latte_config.car_refill_time`, or the refill time when empty). At least one is true; with both
 *   the planner may use the car;
 * - `max_distance`: kilometres a day; the planner takes the smaller of this and
 *   `latte_config.refiller_max_distance`;
 * - `odd_even_rationing`: the parity of the car plate's number, ODD or EVEN (always set for a car
 *   refiller, null otherwise): on a date whose day of the month has the other parity the car does
 *   not enter a hub marked `hubs.odd_even_rationing`;
 * - `supervisor_id`: who reviews and assigns the refiller's planned tasks (may be null);
 * - `shift_start`: when the refiller's day starts, "HH:mm" Jakarta time (null: 08:00); it lasts
 *   `latte_config.refiller_working_hour`;
 * - `capacity`: gallons of water the refiller carries (null: `latte_config.refiller_max_gallon`);
 * - `start_place`: HOME (the user's coordinates) or WAREHOUSE (`latte_config.warehouse_latitude`/
 *   `warehouse_longitude`);
 * - `route_end`: START (back where the day started), WAREHOUSE, or NONE (at the last machine: an open
 *   route); null: a car refiller goes back to the warehouse (to the start while none is set), the
 *   others end open, or back to the start when `latte_config.open_routes` is false.
 */
export const refillerSchedules = pgTable(
  'refiller_schedules',
  {
    ...recordColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refiller: boolean('refiller').notNull(),
    carRefiller: boolean('car_refiller').notNull(),
    /** The car's plate as "B 1234 XYZ"; set for a car refiller, null otherwise. */
    carNumber: text('car_number'),
    /** Kilometres a day, above 0. */
    maxDistance: doublePrecision('max_distance').notNull(),
    monday: boolean('monday').notNull(),
    tuesday: boolean('tuesday').notNull(),
    wednesday: boolean('wednesday').notNull(),
    thursday: boolean('thursday').notNull(),
    friday: boolean('friday').notNull(),
    saturday: boolean('saturday').notNull(),
    sunday: boolean('sunday').notNull(),
    oddEvenRationing: text('odd_even_rationing').$type<PlateParity>(),
    supervisorId: integer('supervisor_id').references(() => users.id, { onDelete: 'set null' }),
    shiftStart: text('shift_start'),
    capacity: doublePrecision('capacity'),
    startPlace: text('start_place').$type<StartPlace>().notNull().default('HOME'),
    routeEnd: text('route_end').$type<RouteEnd>(),
  },
  (table) => [
    uniqueIndex('refiller_schedules_user_unique').on(table.userId),
    index('refiller_schedules_supervisor_idx').on(table.supervisorId),
    check('refiller_schedules_kind_check', sql`${table.refiller} or ${table.carRefiller}`),
    check('refiller_schedules_car_check', sql`not ${table.carRefiller} or (${table.carNumber} is not null and ${table.oddEvenRationing} in ('ODD', 'EVEN'))`),
    check('refiller_schedules_distance_check', sql`${table.maxDistance} > 0`),
    check('refiller_schedules_capacity_check', sql`${table.capacity} is null or ${table.capacity} > 0`),
    check('refiller_schedules_start_place_check', sql`${table.startPlace} in ('HOME', 'WAREHOUSE')`),
    check('refiller_schedules_route_end_check', sql`${table.routeEnd} is null or ${table.routeEnd} in ('START', 'WAREHOUSE', 'NONE')`),
  ],
);
