import { date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { hubs } from '../hubs/hubs.table';
import { machines } from '../machines/machines.table';
import { users } from '../../platform/identity/users.table';

/**
 * The refill plan of one day: one row per date, made again in place when someone plans the day
 * again. `state` is RUNNING while a server plans it (the row is its claim: no other server plans the
 * day until it is DONE or FAILED, or the claim is five minutes old), then DONE or FAILED.
 */
export const refillPlans = pgTable(
  'refill_plans',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    state: text('state').$type<'RUNNING' | 'DONE' | 'FAILED'>().notNull(),
    /** Who asked for it; null for the evening run. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    startedTime: timestamp('started_time', { withTimezone: true }).notNull(),
    finishedTime: timestamp('finished_time', { withTimezone: true }),
    /** Machines that needed a visit, those given a stop, those nobody could reach, and refillers working. */
    machinesNeeding: integer('machines_needing').notNull().default(0),
    machinesPlanned: integer('machines_planned').notNull().default(0),
    machinesOutOfReach: integer('machines_out_of_reach').notNull().default(0),
    refillers: integer('refillers').notNull().default(0),
    totalDistanceKm: doublePrecision('total_distance_km').notNull().default(0),
    elapsedMs: integer('elapsed_ms').notNull().default(0),
    /** Why the last run failed, in plain words. */
    failure: text('failure'),
  },
  (table) => [uniqueIndex('refill_plans_date_unique').on(table.date)],
);

/** A machine that needed a visit on the plan's day that no refiller could make, and the rule that kept them away. */
export const refillPlanOutOfReach = pgTable(
  'refill_plan_out_of_reach',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => refillPlans.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    hubId: integer('hub_id').references(() => hubs.id, { onDelete: 'set null' }),
    hubName: text('hub_name'),
    reason: text('reason').notNull(),
    message: text('message').notNull(),
  },
  (table) => [index('refill_plan_out_of_reach_plan_idx').on(table.planId)],
);
