import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TaskState } from '@back-office/domain';
import { users } from '../../platform/identity/users.table';
import { shopHubs } from '../shop-hubs/shop-hubs.table';

/** One line of an outlet's stock as the refill left it, kept on the task for whoever reads it later. */
export interface ShopTaskFillRecord {
  stockId: number;
  stockIn: number;
  stockOut: number;
  before: number;
  after: number;
}

/**
 * An outlet task: someone goes to an outlet to refill its stock (or do other work there). It lives by
 * the refill tasks' state machine (lifecycle/tasks.ts); it has a table of its own because the refill
 * tasks' table feeds the planner, the task reports and the logistic analytics, which are about
 * machines. Without an assignee it waits on Assign Outlet Task.
 */
export const shopTasks = pgTable(
  'shop_tasks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    shopHubId: integer('shop_hub_id')
      .notNull()
      .references(() => shopHubs.id),
    state: text('state').$type<TaskState>().notNull().default('PENDING'),
    assignerId: integer('assigner_id').references(() => users.id),
    assigneeId: integer('assignee_id').references(() => users.id),
    executionTime: timestamp('execution_time', { withTimezone: true }).notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    startedTime: timestamp('started_time', { withTimezone: true }),
    finishedTime: timestamp('finished_time', { withTimezone: true }),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    declineReason: text('decline_reason'),
    image: text('image'),
    optionalImage: text('optional_image'),
    fillsRecorded: jsonb('fills_recorded').$type<ShopTaskFillRecord[]>(),
  },
  (table) => [
    index('shop_tasks_assignee_execution_idx').on(table.assigneeId, table.executionTime),
    index('shop_tasks_hub_execution_idx').on(table.shopHubId, table.executionTime),
    index('shop_tasks_execution_idx').on(table.executionTime, table.id),
    index('shop_tasks_unassigned_idx').on(table.executionTime).where(sql`${table.assigneeId} is null`),
  ],
);
