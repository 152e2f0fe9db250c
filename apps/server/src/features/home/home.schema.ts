import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { HEARTBEAT_WINDOW_MINUTES, zonedDay } from '@back-office/domain';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { machines } from '../machines/machines.table';
import { Machine, type MachineRow } from '../machines/machines.schema';
import { lowStockSql } from '../machine-stock/low-stock';
import { vendingOrders } from '../orders/orders.table';
import { tasks } from '../tasks/tasks.table';
import { checkTimeZone } from '../reports/reports.service';
import { machineScope } from '../machines/machine-scope';
import { paymentScope } from '../user-mappings/payment-scope';
import { countIf, TODAY_ZONE, WEEK_MS } from './today';

/*
 * What the home page shows: one small answer per part, each its own root field with its own
 * authority, so that the page asks in one request for the parts the person may see. Each part is a
 * single aggregate query on indexed columns; none lists more rows than it shows.
 *
 * "Today" is the day in the time zone the page asks in, the browser's: the lists a figure leads to
 * read their days in the browser's zone too, so each figure and its list count the same rows.
 */

const heartbeatWindow = sql.raw(`interval '${HEARTBEAT_WINDOW_MINUTES} minutes'`);
const offlineSql = sql<boolean>`(${machines.lastHeartbeat} is null or ${machines.lastHeartbeat} <= now() - ${heartbeatWindow})`;
const inErrorSql = sql<boolean>`(${machines.lastError} is not null)`;

interface FleetAttention {
  active: number;
  offline: number;
  inError: number;
  lowStock: number;
  needing: number;
  machines: MachineRow[];
}

const FleetAttentionRef = builder.objectRef<FleetAttention>('FleetAttention').implement({
  description: 'The active machines the caller sees that need someone: not heard from, in error or low on stock.',
  fields: (t) => ({
    active: t.exposeInt('active', { description: 'Active machines the caller sees.' }),
    offline: t.exposeInt('offline', { description: `Active machines not heard from within the last ${HEARTBEAT_WINDOW_MINUTES} minutes.` }),
    inError: t.exposeInt('inError', { description: 'Active machines with an error not cleared.' }),
    lowStock: t.exposeInt('lowStock', { description: 'Active machines with an ingredient or a finite packaging at or below its minimum.' }),
    needing: t.exposeInt('needing', { description: 'Active machines offline, in error or low on stock, each counted once however many of these it is.' }),
    machines: t.field({
      type: [Machine.ref],
      description: 'The first of the machines needing attention: those in error first, then offline, then low on stock, by name.',
      resolve: (row) => row.machines,
    }),
  }),
});

async function fleetAttention(context: Context, limit: number): Promise<FleetAttention> {
  const seen = and(eq(machines.active, true), machineScope(context, machines.id));
  const needing = or(offlineSql, inErrorSql, lowStockSql);
  const [counts, rows] = await Promise.all([
    context.db
      .select({ active: sql<number>`count(*)::int`, offline: countIf(offlineSql), inError: countIf(inErrorSql), lowStock: countIf(lowStockSql), needing: countIf(needing) })
      .from(machines)
      .where(seen),
    context.db
      .select()
      .from(machines)
      .where(and(seen, needing))
      .orderBy(desc(inErrorSql), desc(offlineSql), asc(machines.name), asc(machines.id))
      .limit(limit),
  ]);
  return { ...counts[0]!, machines: rows };
}

builder.queryField('fleetAttention', (t) =>
  t.field({
    type: FleetAttentionRef,
    nullable: true,
    description: 'How many active machines are offline, in error or low on stock, and the first of them, for the home page.',
    args: { limit: t.arg.int({ description: 'How many machines to list, 1 to 50; 10 by default.', defaultValue: 10 }) },
    authScopes: { authority: 'VIEW_MACHINE' },
    resolve: (_root, args, context) => {
      const limit = args.limit ?? 10;
      if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw badInput('List 1 to 50 machines.', { limit: 'List 1 to 50 machines.' });
      return fleetAttention(context, limit);
    },
  }),
);

interface SalesFigures {
  cups: number;
  revenue: number;
}

interface SalesToday {
  day: string;
  asOf: Date;
  today: SalesFigures;
  lastWeekSoFar: SalesFigures;
  lastWeekWholeDay: SalesFigures;
}

const SalesFiguresRef = builder.objectRef<SalesFigures>('SalesFigures').implement({
  description: 'Completed cups and what they earned.',
  fields: (t) => ({
    cups: t.exposeInt('cups', { description: 'Cups completed.' }),
    revenue: t.exposeFloat('revenue', { description: 'Rupiah charged for them.' }),
  }),
});

const SalesTodayRef = builder.objectRef<SalesToday>('SalesToday').implement({
  description: 'Today’s completed cups and revenue beside the same weekday a week before, days in the time zone asked for.',
  fields: (t) => ({
    day: t.field({ type: 'Date', description: 'Today in the time zone asked for.', resolve: (row) => row.day }),
    asOf: t.field({ type: 'DateTime', description: 'The instant the figures run to.', resolve: (row) => row.asOf }),
    today: t.field({ type: SalesFiguresRef, description: 'From midnight until now.', resolve: (row) => row.today }),
    lastWeekSoFar: t.field({ type: SalesFiguresRef, description: 'Seven days before, from midnight until the same time of day.', resolve: (row) => row.lastWeekSoFar }),
    lastWeekWholeDay: t.field({ type: SalesFiguresRef, description: 'The whole day seven days before.', resolve: (row) => row.lastWeekWholeDay }),
  }),
});

async function salesToday(context: Context, timeZone: string, now = new Date()): Promise<SalesToday> {
  const { day, start } = zonedDay(now, timeZone);
  const lastWeekStart = new Date(start.getTime() - WEEK_MS);
  const lastWeekNow = new Date(now.getTime() - WEEK_MS);
  const within = (from: Date, to: Date) => and(gte(vendingOrders.createdTime, from), lt(vendingOrders.createdTime, to));
  const sums = (condition: SQL | undefined) => ({
    cups: countIf(condition),
    revenue: sql<number>`coalesce(sum(${vendingOrders.price}) filter (where ${condition}), 0)::float8`,
  });
  const [row] = await context.db
    .select({
      todayCups: sums(within(start, now)).cups,
      todayRevenue: sums(within(start, now)).revenue,
      soFarCups: sums(within(lastWeekStart, lastWeekNow)).cups,
      soFarRevenue: sums(within(lastWeekStart, lastWeekNow)).revenue,
      wholeCups: sums(within(lastWeekStart, start)).cups,
      wholeRevenue: sums(within(lastWeekStart, start)).revenue,
    })
    .from(vendingOrders)
    .where(
      and(
        eq(vendingOrders.state, 'COMPLETED'),
        // Two index ranges: last week's day, and today.
        or(within(lastWeekStart, new Date(lastWeekStart.getTime() + WEEK_MS / 7)), within(start, now)),
        machineScope(context, vendingOrders.machineId),
        paymentScope(context, vendingOrders.paymentMethod),
      ),
    );
  const figures = (cups: number, revenue: number) => ({ cups: Number(cups), revenue: Number(revenue) });
  return {
    day,
    asOf: now,
    today: figures(row!.todayCups, row!.todayRevenue),
    lastWeekSoFar: figures(row!.soFarCups, row!.soFarRevenue),
    lastWeekWholeDay: figures(row!.wholeCups, row!.wholeRevenue),
  };
}

builder.queryField('salesToday', (t) =>
  t.field({
    type: SalesTodayRef,
    nullable: true,
    description: 'Today’s completed cups and revenue on the machines and payments the caller sees, beside the same day last week.',
    authScopes: { authority: 'VIEW_ORDER' },
    args: { timeZone: t.arg.string({ description: TODAY_ZONE }) },
    resolve: (_root, args, context) => salesToday(context, checkTimeZone(args.timeZone)),
  }),
);

interface TasksToday {
  day: string;
  total: number;
  done: number;
  started: number;
  pending: number;
  unassigned: number;
}

const TasksTodayRef = builder.objectRef<TasksToday>('TasksToday').implement({
  description: 'Everyone’s tasks to be done today (in the time zone asked for), by where they stand.',
  fields: (t) => ({
    day: t.field({ type: 'Date', description: 'Today in the time zone asked for.', resolve: (row) => row.day }),
    total: t.exposeInt('total', { description: 'Tasks to be done today, assigned or not.' }),
    done: t.exposeInt('done', { description: 'Assigned tasks of today that are done.' }),
    started: t.exposeInt('started', { description: 'Assigned tasks of today under way.' }),
    pending: t.exposeInt('pending', { description: 'Assigned tasks of today not started yet.' }),
    unassigned: t.exposeInt('unassigned', { description: 'Tasks of today nobody has been assigned: proposals waiting for a supervisor.' }),
  }),
});

async function tasksToday(context: Context, timeZone: string): Promise<TasksToday> {
  const { day, start, end } = zonedDay(new Date(), timeZone);
  const assigned = isNotNull(tasks.assigneeId);
  const [row] = await context.db
    .select({
      total: sql<number>`count(*)::int`,
      done: countIf(and(assigned, eq(tasks.state, 'DONE'))),
      started: countIf(and(assigned, eq(tasks.state, 'STARTED'))),
      pending: countIf(and(assigned, eq(tasks.state, 'PENDING'))),
      unassigned: countIf(isNull(tasks.assigneeId)),
    })
    .from(tasks)
    .where(and(gte(tasks.executionTime, start), lt(tasks.executionTime, end)));
  return { day, ...row! };
}

builder.queryField('tasksToday', (t) =>
  t.field({
    type: TasksTodayRef,
    nullable: true,
    description: 'How everyone’s tasks of today stand: done, under way, not started, and not assigned.',
    authScopes: { authority: 'VIEW_ALL_TASKS' },
    args: { timeZone: t.arg.string({ description: TODAY_ZONE }) },
    resolve: (_root, args, context) => tasksToday(context, checkTimeZone(args.timeZone)),
  }),
);
