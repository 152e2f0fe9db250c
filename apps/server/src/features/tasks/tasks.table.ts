import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TaskState, TaskType } from '@back-office/domain';
import { hubs } from '../hubs/hubs.table';
import { machineStatusErrors } from '../machine-status/machine-status.table';
import { machines } from '../machines/machines.table';
import { users } from '../../platform/identity/users.table';

/** One thing to bring to a stop: so much of an ingredient or a packaging. */
export interface TaskLoadItem {
  kind: 'ingredient' | 'packaging';
  id: number;
  name: string;
  quantity: number;
  unit: string | null;
}

/** What a finish recorded of the machine's stock out, kept for the task reports (product returned). */
export interface TaskStockOutRecord {
  packagingId: number;
  additionalStock: number;
  returnQuantity: number | null;
}

/**
 * A refill task: a stop of a refiller's day at a machine (or a manual task anywhere). A task with no
 * assignee is a proposal of the planner, waiting for a supervisor to assign or delete it.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').$type<TaskType>().notNull(),
    state: text('state').$type<TaskState>().notNull().default('PENDING'),
    assignerId: integer('assigner_id').references(() => users.id),
    /** Null: proposed by the planner and not assigned yet (a "temporary" task). */
    assigneeId: integer('assignee_id').references(() => users.id),
    /** Whom the planner meant the task for. */
    proposedAssigneeId: integer('proposed_assignee_id').references(() => users.id),
    machineId: integer('machine_id').references(() => machines.id),
    /** The hub of the machine when the task was planned, and its name then. */
    hubId: integer('hub_id').references(() => hubs.id),
    hubName: text('hub_name'),
    /** When it should be done; the planner puts the planned arrival. */
    executionTime: timestamp('execution_time', { withTimezone: true }).notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    startedTime: timestamp('started_time', { withTimezone: true }),
    finishedTime: timestamp('finished_time', { withTimezone: true }),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    declineReason: text('decline_reason'),
    /** Upload addresses (`/uploads/...`): the photo of the finished work, and another if wanted. */
    image: text('image'),
    optionalImage: text('optional_image'),
    /** The machine error the task sees to, for an error task. */
    machineStatusErrorId: integer('machine_status_error_id').references(() => machineStatusErrors.id),
    /** The planner's fields: which plan, the stop's place in the route, the distance from the previous stop and what to bring. */
    planId: integer('plan_id'),
    routeOrder: integer('route_order'),
    travelDistanceKm: doublePrecision('travel_distance_km'),
    load: jsonb('load').$type<TaskLoadItem[]>().notNull().default(sql`'[]'::jsonb`),
    /** The stock-out lines the finish recorded, for the reports' product returned. */
    stockOutsRecorded: jsonb('stock_outs_recorded').$type<TaskStockOutRecord[]>(),
  },
  (table) => [
    index('tasks_assignee_execution_idx').on(table.assigneeId, table.executionTime),
    index('tasks_state_execution_idx').on(table.state, table.executionTime),
    index('tasks_unassigned_idx').on(table.executionTime).where(sql`${table.assigneeId} is null`),
    index('tasks_machine_idx').on(table.machineId),
    index('tasks_execution_idx').on(table.executionTime, table.id),
  ],
);
