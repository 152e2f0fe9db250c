import { and, eq, gte, isNotNull, lt, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { stockPreparationSchema, taskReportId, taskReportIdSchema, taskStateLabels, taskTypeLabels } from '@back-office/domain';
import { builder } from '../../platform/builder';
import type { Context, Viewer } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { buildSearch, buildWhere, type Page, type PageInput, type QueryInput } from '../../platform/paging';
import { PageInputRef, QueryInputRef, pageType } from '../../platform/paging/inputs';
import { groupedPage, groupedWindow } from '../../platform/paging/grouped';
import { parseInput } from '../../platform/validate';
import { csvDateTime, csvLabel, csvText } from '../reports/csv-sql';
import { checkTimeZone, defineReport } from '../reports/reports.service';
import { UserRef } from '../users/users.schema';
import { users } from '../../platform/identity/users.table';
import { machines } from '../machines/machines.table';
import { refillerSchedules } from '../refiller-schedules/refiller-schedules.table';
import { COMPANY_TIME_ZONE, companyDayBounds, today } from './task-days';
import { TASK_FIELDS, TaskRef, taskScope } from './tasks.schema';
import { tasks } from './tasks.table';

/*
 * What the task pages report: per refiller and day the task report (computed from the tasks, not
 * stored), the CSV downloads of tasks, and the stock to prepare for a day's tasks.
 */

// ---------------------------------------------------------------------------------------------
// Task reports: per assignee and company day.

// The zone is written into the statement: as a parameter, GROUP BY would not know the select's day is its own.
const day = sql<string>`((${tasks.executionTime} at time zone ${sql.raw(`'${COMPANY_TIME_ZONE}'`)})::date)::text`;
const done = sql`${tasks.state} = 'DONE'`;
const minutes = sql`extract(epoch from (${tasks.finishedTime} - ${tasks.startedTime})) / 60`;
const returned = sql`(select coalesce(sum((line->>'returnQuantity')::int), 0) from jsonb_array_elements(coalesce(${tasks.stockOutsRecorded}, '[]'::jsonb)) as line)`;

const reportColumns = {
  assigneeId: sql<number>`${tasks.assigneeId}`.mapWith(Number),
  day,
  tasksTotal: sql<number>`count(*)::int`,
  tasksFinished: sql<number>`count(*) filter (where ${done})::int`,
  tasksDeclined: sql<number>`count(*) filter (where ${tasks.state} = 'DECLINED')::int`,
  tasksOpen: sql<number>`count(*) filter (where ${tasks.state} in ('PENDING', 'STARTED'))::int`,
  tasksStarted: sql<number>`count(*) filter (where ${tasks.state} <> 'PENDING')::int`,
  firstStart: sql<Date | null>`min(${tasks.startedTime})`.mapWith((value) => (value === null ? null : new Date(value))),
  lastEnd: sql<Date | null>`max(${tasks.finishedTime})`.mapWith((value) => (value === null ? null : new Date(value))),
  distanceKm: sql<number>`coalesce(sum(${tasks.travelDistanceKm}) filter (where ${done}), 0)::float8`,
  averageMinutes: sql<number | null>`(avg(${minutes}) filter (where ${done}))::float8`,
  shortestMinutes: sql<number | null>`(min(${minutes}) filter (where ${done}))::float8`,
  longestMinutes: sql<number | null>`(max(${minutes}) filter (where ${done}))::float8`,
  notes: sql<string | null>`string_agg(coalesce(${tasks.note}, ${tasks.declineReason}), ' | ' order by ${tasks.executionTime}) filter (where coalesce(${tasks.note}, ${tasks.declineReason}) is not null)`,
  productReturned: sql<number>`coalesce(sum(${returned}) filter (where ${done}), 0)::int`,
  carNumber: sql<string | null>`(select ${refillerSchedules.carNumber} from ${refillerSchedules} where ${refillerSchedules.userId} = ${tasks.assigneeId})`,
};

type TaskReportRow = { [Key in keyof typeof reportColumns]: (typeof reportColumns)[Key]['_']['type'] };

/** Where a refiller's day stands: "finished" only when every task of it is done. */
export function reportState(row: Pick<TaskReportRow, 'tasksOpen' | 'tasksDeclined' | 'tasksStarted' | 'day'>) {
  if (row.tasksOpen === 0) return row.tasksDeclined === 0 ? 'FINISHED' : 'ENDED';
  if (row.day < today()) return 'UNFINISHED';
  return row.tasksStarted > 0 ? 'IN_PROGRESS' : 'PENDING';
}

const TaskReportRef = builder.objectRef<TaskReportRow>('TaskReport').implement({
  description: 'One refiller’s day of tasks (the company day in Asia/Jakarta): what was finished, when, how far and how long.',
  fields: (t) => ({
    id: t.string({ description: 'The assignee id and the day, e.g. "12:2026-11-25".', resolve: (row) => taskReportId(row.assigneeId, row.day) }),
    assigneeId: t.exposeInt('assigneeId', { description: 'The id of the assignee.' }),
    assignee: t.field({ description: 'The refiller, or null when the user is gone.', type: UserRef, nullable: true, resolve: (row) => row.assigneeId }),
    executionDay: t.field({ description: 'The day, in Jakarta time.', type: 'Date', resolve: (row) => row.day }),
    carNumber: t.exposeString('carNumber', { nullable: true, description: 'The car of the refiller’s schedule; null for a refiller on foot or without a schedule.' }),
    tasksTotal: t.exposeInt('tasksTotal', { description: 'Tasks that day.' }),
    tasksFinished: t.exposeInt('tasksFinished', { description: 'Tasks finished that day.' }),
    tasksDeclined: t.exposeInt('tasksDeclined', { description: 'Tasks declined that day.' }),
    firstStart: t.field({ description: 'When the first task of the day was started, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.firstStart }),
    lastEnd: t.field({ description: 'When the last task of the day was finished, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.lastEnd }),
    distanceKm: t.exposeFloat('distanceKm', { description: 'The planned distance of the finished stops.' }),
    averageMinutes: t.exposeFloat('averageMinutes', { nullable: true, description: 'Average minutes per machine, from start to finish.' }),
    shortestMinutes: t.exposeFloat('shortestMinutes', { description: 'The shortest finished task, in minutes, or null.', nullable: true }),
    longestMinutes: t.exposeFloat('longestMinutes', { description: 'The longest finished task, in minutes, or null.', nullable: true }),
    state: t.string({
      description:
        'FINISHED when every task of the day is done; ENDED when none is open but some were declined; UNFINISHED for a past day with tasks still open; else IN_PROGRESS once one was started, or PENDING.',
      resolve: reportState,
    }),
    notes: t.exposeString('notes', { nullable: true, description: 'The notes and decline reasons of the day, in order.' }),
    productReturned: t.exposeInt('productReturned', { description: 'Pieces taken back out of the machines when finishing.' }),
    tasks: t.field({
      type: [TaskRef],
      description: 'The tasks of the day, in route order.',
      resolve: (row, _args, context) => tasksOfDay(context, row.assigneeId, row.day),
    }),
  }),
});

const TaskReportPageRef = pageType('TaskReport', TaskReportRef);

function dayCondition(startDate: string | null | undefined, endDate: string | null | undefined): SQL | undefined {
  return and(startDate ? gte(tasks.executionTime, companyDayBounds(startDate).start) : undefined, endDate ? lt(tasks.executionTime, companyDayBounds(endDate).end) : undefined);
}

function reportWhere(context: Context, filter: { startDate?: string | null; endDate?: string | null; assigneeId?: number | null }) {
  return and(taskScope(context), isNotNull(tasks.assigneeId), dayCondition(filter.startDate, filter.endDate), filter.assigneeId ? eq(tasks.assigneeId, filter.assigneeId) : undefined);
}

async function taskReportPage(context: Context, input: PageInput, filter: { startDate?: string | null; endDate?: string | null; assigneeId?: number | null }): Promise<Page<TaskReportRow>> {
  const window = groupedWindow(input);
  const where = reportWhere(context, filter);
  const rows = await context.db
    .select(reportColumns)
    .from(tasks)
    .where(where)
    .groupBy(tasks.assigneeId, day)
    .orderBy(sql`${day} desc`, sql`min(${sql`(select ${users.name} from ${users} where ${users.id} = ${tasks.assigneeId})`})`)
    .limit(window.limit)
    .offset(window.offset);
  return groupedPage(input, rows, async () => {
    const [row] = await context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(context.db.select({ assigneeId: tasks.assigneeId }).from(tasks).where(where).groupBy(tasks.assigneeId, day).as('groups'));
    return row!.n;
  });
}

async function tasksOfDay(context: Context, assigneeId: number, when: string) {
  const { start, end } = companyDayBounds(when);
  return context.db
    .select()
    .from(tasks)
    .where(and(taskScope(context), eq(tasks.assigneeId, assigneeId), gte(tasks.executionTime, start), lt(tasks.executionTime, end)))
    .orderBy(sql`${tasks.routeOrder} asc nulls last`, tasks.executionTime, tasks.id);
}

builder.queryField('taskReports', (t) =>
  t.field({
    nullable: true,
    type: TaskReportPageRef,
    description: 'Per refiller and day (newest first) the task report, for the days from startDate to endDate; without VIEW_ALL_TASKS only the caller’s own.',
    args: {
      pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }),
      startDate: t.arg({ description: 'The first day; without it no start.', type: 'Date' }),
      endDate: t.arg({ description: 'The last day, included; without it no end.', type: 'Date' }),
      assigneeId: t.arg.int({ description: 'The id of the assignee.' }),
    },
    authScopes: { authority: 'VIEW_TASK_REPORT' },
    resolve: (_root, args, context) => taskReportPage(context, args.pageInput, args),
  }),
);

builder.queryField('taskReport', (t) =>
  t.field({
    nullable: true,
    type: TaskReportRef,
    description: 'One refiller’s day: the id is the assignee id and the day, e.g. "12:2026-11-25".',
    args: { id: t.arg.string({ description: 'The report\'s id, assigneeId:YYYY-MM-DD (the refiller and the Jakarta day), as TaskReport.id gives it.', required: true }) },
    authScopes: { authority: 'VIEW_TASK_REPORT' },
    resolve: async (_root, args, context) => {
      const { assigneeId, day: when } = parseInput(taskReportIdSchema, args.id);
      const [row] = await context.db
        .select(reportColumns)
        .from(tasks)
        .where(reportWhere(context, { startDate: when, endDate: when, assigneeId }))
        .groupBy(tasks.assigneeId, day);
      if (!row) throw notFound('Task report', args.id);
      return row;
    },
  }),
);

// ---------------------------------------------------------------------------------------------
// Downloads.

const column = (value: SQLWrapper, header: string) => sql`${value} as ${sql.identifier(header)}`;

function taskCsvQuery(where: SQL | undefined, timeZone: string): SQL {
  const assignee = sql`(select ${users.name} from ${users} where ${users.id} = ${tasks.assigneeId})`;
  const assigner = sql`(select ${users.name} from ${users} where ${users.id} = ${tasks.assignerId})`;
  const machineNo = sql`(select ${machines.vmcNo} from ${machines} where ${machines.id} = ${tasks.machineId})`;
  const columns = [
    column(tasks.id, 'ID'),
    column(csvText(tasks.title), 'Title'),
    column(csvLabel(tasks.type, taskTypeLabels), 'Type'),
    column(csvLabel(tasks.state, taskStateLabels), 'State'),
    column(csvText(assignee), 'Assignee'),
    column(csvText(assigner), 'Assigner'),
    column(csvText(machineNo), 'Machine No'),
    column(csvText(tasks.hubName), 'Hub'),
    column(csvDateTime(tasks.executionTime, timeZone), 'Execution Time'),
    column(csvDateTime(tasks.startedTime, timeZone), 'Started'),
    column(csvDateTime(tasks.finishedTime, timeZone), 'Finished'),
    column(tasks.routeOrder, 'Route Order'),
    column(tasks.travelDistanceKm, 'Distance (km)'),
    column(csvText(tasks.note), 'Note'),
    column(csvText(tasks.declineReason), 'Decline Reason'),
    column(csvText(tasks.image), 'Image'),
  ];
  return sql`select ${sql.join(columns, sql`, `)} from ${tasks} ${where ? sql`where ${where}` : sql``} order by ${tasks.executionTime}, ${tasks.id}`;
}

function tasksReportQuery(queryInput: QueryInput | null, timeZone: string, viewer: Viewer): SQL {
  const where = and(taskScope(viewer), buildWhere(TASK_FIELDS, queryInput?.filters), buildSearch(TASK_FIELDS, queryInput?.search));
  return taskCsvQuery(where, timeZone);
}

function dailyNonPendingQuery(date: string, timeZone: string, viewer: Viewer): SQL {
  const where = and(
    taskScope(viewer),
    ne(tasks.state, 'PENDING'),
    sql`(${tasks.executionTime} at time zone ${timeZone})::date = ${date}::date`,
  );
  return taskCsvQuery(where, timeZone);
}

const requestTasksReport = defineReport<{ queryInput: QueryInput | null; timeZone: string }>('tasks', {
  authority: 'VIEW_TASK',
  fileName: 'tasks',
  query: ({ queryInput, timeZone }, viewer) => tasksReportQuery(queryInput, timeZone, viewer),
});

const requestDailyReport = defineReport<{ date: string; timeZone: string }>('daily-non-pending-tasks', {
  authority: 'VIEW_TASK',
  fileName: 'daily-tasks',
  query: ({ date, timeZone }, viewer) => dailyNonPendingQuery(date, timeZone, viewer),
});

builder.queryField('tasksReport', (t) =>
  t.field({
    nullable: true,
    type: 'String',
    description: 'The address of a CSV of every task matching the filters that the caller may see, by execution time; it works for five minutes, for the caller only.',
    args: {
      queryInput: t.arg({ description: 'The sorts, filters and search; without it every row in the default order.', type: QueryInputRef }),
      timeZone: t.arg.string({ description: 'The IANA zone the times are written in; default Asia/Jakarta.' }),
    },
    authScopes: { authority: 'VIEW_TASK' },
    resolve: (_root, args, context) => {
      const parameters = { queryInput: args.queryInput ?? null, timeZone: checkTimeZone(args.timeZone) };
      // Bad filters are refused now, not halfway through the download.
      tasksReportQuery(parameters.queryInput, parameters.timeZone, context);
      return requestTasksReport(context, parameters);
    },
  }),
);

builder.queryField('dailyNonPendingTasksReport', (t) =>
  t.field({
    nullable: true,
    type: 'String',
    description: 'The address of a CSV of the tasks of one day (in `timezone`) that are no longer pending: started, done or declined.',
    args: {
      date: t.arg({ description: 'The day, in Jakarta time.', type: 'Date', required: true }),
      timezone: t.arg.string({ description: 'The IANA zone of the day; default Asia/Jakarta.' }),
    },
    authScopes: { authority: 'VIEW_TASK' },
    resolve: (_root, args, context) => {
      const { date } = parseInput(stockPreparationSchema, { date: args.date });
      return requestDailyReport(context, { date, timeZone: checkTimeZone(args.timezone) });
    },
  }),
);

