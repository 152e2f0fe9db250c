import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { hubs } from '../hubs/hubs.table';
import { machineStockOutages } from '../machine-stock/stock-outages.table';
import { machineHubs, machines } from '../machines/machines.table';
import { orderDailySales } from '../orders/orders.table';
import { seesAllTasks } from '../tasks/tasks.schema';
import { tasks } from '../tasks/tasks.table';
import { machineScope } from '../machines/machine-scope';
import { paymentScope } from '../user-mappings/payment-scope';
import { users } from '../../platform/identity/users.table';
import { roadKm } from '../refill-plans/refill-instance';

/*
 * Logistic analytics for a period of Jakarta days: how the refillers' tasks went, per refiller, per
 * week (from Monday) and in total. The rules, written down in docs/vending.md too:
 *
 * - A task counts on its planned day: the Jakarta day of its executionTime. Only assigned tasks count
 *   (the planner's proposals nobody took are not work anybody failed to do).
 * - Done: DONE. On time: done before the end of its planned day and started at most 2 hours after its
 *   executionTime (starting early is on time). Declined: DECLINED. Pending: PENDING or STARTED.
 * - Planned distance: the travelDistanceKm the planner gave the refiller's done planned tasks (those
 *   with a plan). Driven distance: per refiller and planned day, the done tasks in the order they
 *   were finished, and the road distance (straight line times 1.3, distance.ts) between the hubs of
 *   consecutive ones. Where the refiller set out from is not known, so the first leg of a day is in
 *   the planned distance and not in the driven one; a task at no hub has no place and is skipped.
 * - Refill visits: done tasks at a machine. Cups per visit: per week, the completed cups (the daily
 *   sales) of the machines visited that week, divided by the visits to them. A refiller's figure
 *   counts the cups of the machines they visited; the week's counts each machine once.
 * - Machines that ran empty: a machine is empty while at least one of its ingredients is
 *   (machine_stock_outages, see machine-stock/stock-outages.ts); its empty hours are the part of that
 *   time inside the period (until now), each hour once however many ingredients were out.
 * - Who sees what: only tasks, outages and sales of machines in the caller's machine mapping (and
 *   sales of the payment methods in their payment mapping); with a mapping, tasks at no machine are
 *   left out. A caller without VIEW_ALL_TASKS sees only their own tasks, as on the task pages. With
 *   one refiller picked, the machines that ran empty are those of their tasks in the period.
 */

/** The longest period one call may cover: a year, leap day included. */
export const MAX_LOGISTIC_DAYS = 366;
/** How many machines the ranking of machines that ran empty lists. */
export const EMPTY_RANKING_SIZE = 10;
/** A task started later than this after its executionTime is late. */
export const ON_TIME_START_HOURS = 2;

export interface LogisticFigures {
  tasksDone: number;
  tasksOnTime: number;
  tasksDeclined: number;
  tasksPending: number;
  plannedKm: number;
  drivenKm: number;
  refillVisits: number;
  cupsSold: number;
}

export interface LogisticWeek extends LogisticFigures {
  /** The week's Monday, or the period's first day when the week starts before it. */
  start: string;
  /** The week's Sunday, or the period's last day. */
  end: string;
  emptyHours: number;
}

export interface LogisticRefiller extends LogisticFigures {
  assigneeId: number;
  name: string;
  username: string;
}

export interface EmptyMachine {
  machineId: number;
  machineNo: string;
  hubName: string | null;
  /** Outages (of any ingredient) that overlap the period. */
  outages: number;
  emptyHours: number;
}

export interface LogisticAnalytics {
  startDate: string;
  endDate: string;
  totals: LogisticFigures & { emptyHours: number };
  weeks: LogisticWeek[];
  refillers: LogisticRefiller[];
  /** How many machines ran empty in the period. */
  emptyMachineCount: number;
  /** The machines with the most empty hours, at most ten. */
  emptyMachines: EmptyMachine[];
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
/** The Monday of the week holding `day` (1970-01-01 was a Thursday). */
const mondayOf = (day: string) => dayOf(dayNumber(day) - ((((dayNumber(day) - 4) % 7) + 7) % 7));

/** Refuses a period that ends before it starts or is longer than a year. */
export function checkLogisticPeriod(startDate: string, endDate: string): void {
  const days = dayNumber(endDate) - dayNumber(startDate) + 1;
  if (days < 1) throw badInput('The period ends before it starts: pick an end date on or after the start date.', { endDate: 'Must be on or after the start date.' });
  if (days > MAX_LOGISTIC_DAYS) throw badInput(`A period covers at most ${MAX_LOGISTIC_DAYS} days (a year); pick a shorter one.`, { endDate: `At most ${MAX_LOGISTIC_DAYS} days after the start date.` });
}

const noFigures = (): LogisticFigures => ({ tasksDone: 0, tasksOnTime: 0, tasksDeclined: 0, tasksPending: 0, plannedKm: 0, drivenKm: 0, refillVisits: 0, cupsSold: 0 });

function addTo(target: LogisticFigures, figures: Partial<LogisticFigures>) {
  for (const key of Object.keys(figures) as (keyof LogisticFigures)[]) target[key] += figures[key] ?? 0;
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Logistic analytics for the days from `startDate` to `endDate` (Jakarta), optionally of one refiller. */
export async function logisticAnalytics(context: Context, startDate: string, endDate: string, assigneeId?: number | null): Promise<LogisticAnalytics> {
  checkLogisticPeriod(startDate, endDate);
  const from = sql`${startDate}::date::timestamp at time zone 'Asia/Jakarta'`;
  const until = sql`(${endDate}::date + 1)::timestamp at time zone 'Asia/Jakarta'`;
  const day = sql`(${tasks.executionTime} at time zone 'Asia/Jakarta')::date`;
  const week = sql`date_trunc('week', ${day}::timestamp)::date`;
  const taskWhere: SQL = and(
    isNotNull(tasks.assigneeId),
    sql`${tasks.executionTime} >= ${from}`,
    sql`${tasks.executionTime} < ${until}`,
    assigneeId === null || assigneeId === undefined ? undefined : eq(tasks.assigneeId, assigneeId),
    seesAllTasks(context) ? undefined : eq(tasks.assigneeId, context.user!.id),
    machineScope(context, tasks.machineId),
  )!;
  const done = sql`${tasks.state} = 'DONE'`;
  const onTime = sql`${done} and ${tasks.finishedTime} < (${day} + 1)::timestamp at time zone 'Asia/Jakarta'
    and coalesce(${tasks.startedTime}, ${tasks.finishedTime}) <= ${tasks.executionTime} + make_interval(hours => ${ON_TIME_START_HOURS})`;

  const [counts, stops, visits, emptiness] = await Promise.all([
    // The tasks per refiller and week.
    context.db
      .select({
        assigneeId: sql<number>`${tasks.assigneeId}`,
        week: sql<string>`(${week})::text`,
        tasksDone: sql<number>`count(*) filter (where ${done})::int`,
        tasksOnTime: sql<number>`count(*) filter (where ${onTime})::int`,
        tasksDeclined: sql<number>`count(*) filter (where ${tasks.state} = 'DECLINED')::int`,
        tasksPending: sql<number>`count(*) filter (where ${tasks.state} in ('PENDING', 'STARTED'))::int`,
        plannedKm: sql<number>`coalesce(sum(${tasks.travelDistanceKm}) filter (where ${done} and ${tasks.planId} is not null), 0)::float8`,
      })
      .from(tasks)
      .where(taskWhere)
      .groupBy(tasks.assigneeId, week),
    // The done tasks at a hub, in the order each refiller finished them on each day.
    context.db
      .select({ assigneeId: sql<number>`${tasks.assigneeId}`, day: sql<string>`(${day})::text`, latitude: hubs.latitude, longitude: hubs.longitude })
      .from(tasks)
      .innerJoin(hubs, eq(hubs.id, tasks.hubId))
      .where(and(taskWhere, eq(tasks.state, 'DONE'), isNotNull(tasks.finishedTime)))
      .orderBy(asc(tasks.assigneeId), asc(day), asc(tasks.finishedTime), asc(tasks.id)),
    visitsAndCups(context, taskWhere, week, startDate, endDate),
    emptyMachines(context, taskWhere, from, until, startDate, endDate, assigneeId !== null && assigneeId !== undefined),
  ]);

  // Per refiller and per week; a week's figure is the sum of its refillers' but for the cups.
  const weeks: LogisticWeek[] = [];
  for (let monday = dayNumber(mondayOf(startDate)); monday <= dayNumber(endDate); monday += 7) {
    weeks.push({ start: dayOf(Math.max(monday, dayNumber(startDate))), end: dayOf(Math.min(monday + 6, dayNumber(endDate))), ...noFigures(), emptyHours: 0 });
  }
  const weekOf = (day: string) => weeks.find((candidate) => candidate.start <= day && day <= candidate.end)!;
  const byRefiller = new Map<number, LogisticFigures>();
  const refiller = (id: number) => byRefiller.get(id) ?? byRefiller.set(id, noFigures()).get(id)!;
  const add = (id: number, weekStart: string, figures: Partial<LogisticFigures>) => {
    addTo(refiller(id), figures);
    addTo(weekOf(weekStart < startDate ? startDate : weekStart), figures);
  };
  for (const row of counts) {
    const { assigneeId: id, week: monday, ...figures } = row;
    add(Number(id), monday, Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, Number(value)])));
  }
  let previous: { assigneeId: number; day: string; place: { lat: number; lng: number } } | undefined;
  for (const stop of stops) {
    const place = { lat: stop.latitude, lng: stop.longitude };
    if (previous && previous.assigneeId === stop.assigneeId && previous.day === stop.day) add(stop.assigneeId, stop.day, { drivenKm: roadKm(previous.place, place) });
    previous = { assigneeId: stop.assigneeId, day: stop.day, place };
  }
  for (const row of visits.perRefiller) add(row.assigneeId, row.week, { refillVisits: row.visits });
  for (const row of visits.perRefiller) addTo(refiller(row.assigneeId), { cupsSold: row.cups });
  for (const row of visits.perWeek) addTo(weekOf(row.week < startDate ? startDate : row.week), { cupsSold: row.cups });
  for (const row of emptiness.perWeek) weekOf(row.week < startDate ? startDate : row.week).emptyHours += row.hours;

  const people = byRefiller.size
    ? await context.db.select({ id: users.id, name: users.name, username: users.username }).from(users).where(inArray(users.id, [...byRefiller.keys()]))
    : [];
  const refillers = [...byRefiller].map(([id, figures]) => {
    const person = people.find((candidate) => candidate.id === id);
    return { assigneeId: id, name: person?.name ?? `#${id}`, username: person?.username ?? '', ...figures };
  });
  refillers.sort((a, b) => b.tasksDone - a.tasksDone || a.name.localeCompare(b.name));

  const totals = { ...noFigures(), emptyHours: 0 };
  for (const row of weeks) addTo(totals, row);
  totals.emptyHours = emptiness.machines.reduce((sum, row) => sum + row.emptyHours, 0);
  return {
    startDate,
    endDate,
    totals,
    weeks,
    refillers,
    emptyMachineCount: emptiness.machines.length,
    emptyMachines: emptiness.machines.slice(0, EMPTY_RANKING_SIZE),
  };
}

/** Refill visits per refiller and week, with the cups of the machines visited; and per week, each machine once. */
async function visitsAndCups(context: Context, taskWhere: SQL, week: SQL, startDate: string, endDate: string) {
  const sales = orderDailySales;
  const salesWhere = and(machineScope(context, sales.machineId), paymentScope(context, sales.paymentMethod));
  const result = await context.db.execute(sql`
    with visits as (
      select ${tasks.assigneeId} as assignee_id, ${week} as week, ${tasks.machineId} as machine_id, count(*)::int as visits
      from ${tasks}
      where ${taskWhere} and ${tasks.state} = 'DONE' and ${tasks.machineId} is not null
      group by 1, 2, 3
    ), cups as (
      select date_trunc('week', ${sales.day}::timestamp)::date as week, ${sales.machineId} as machine_id, sum(${sales.cups})::int as cups
      from ${sales}
      where ${sales.day} between ${startDate}::date and ${endDate}::date
        and ${sales.machineId} in (select machine_id from visits)
        ${salesWhere ? sql`and ${salesWhere}` : sql``}
      group by 1, 2
    )
    select 'refiller' as kind, v.assignee_id, v.week::text as week, sum(v.visits)::int as visits, coalesce(sum(c.cups), 0)::int as cups
    from visits v left join cups c on c.week = v.week and c.machine_id = v.machine_id
    group by v.assignee_id, v.week
    union all
    select 'week', null, w.week::text, sum(w.visits)::int, coalesce(sum(c.cups), 0)::int
    from (select week, machine_id, sum(visits) as visits from visits group by 1, 2) w
    left join cups c on c.week = w.week and c.machine_id = w.machine_id
    group by w.week`);
  const rows = rowsOf<{ kind: string; assignee_id: number | null; week: string; visits: number; cups: number }>(result);
  return {
    perRefiller: rows.filter((row) => row.kind === 'refiller').map((row) => ({ assigneeId: Number(row.assignee_id), week: row.week, visits: Number(row.visits), cups: Number(row.cups) })),
    perWeek: rows.filter((row) => row.kind === 'week').map((row) => ({ week: row.week, cups: Number(row.cups) })),
  };
}

/** The machines that ran empty in the period, most empty hours first, and the empty hours per week. */
async function emptyMachines(context: Context, taskWhere: SQL, from: SQL, until: SQL, startDate: string, endDate: string, ofRefiller: boolean) {
  const outages = machineStockOutages;
  const scope = machineScope(context, outages.machineId);
  const result = await context.db.execute(sql`
    with spans as (
      select ${outages.machineId} as machine_id,
        tstzrange(${outages.emptySince}, coalesce(${outages.refilledAt}, greatest(now(), ${outages.emptySince}))) * tstzrange(${from}, least(${until}, now())) as span
      from ${outages}
      where ${outages.emptySince} < ${until} and (${outages.refilledAt} is null or ${outages.refilledAt} > ${from})
        ${scope ? sql`and ${scope}` : sql``}
        ${ofRefiller ? sql`and ${outages.machineId} in (select ${tasks.machineId} from ${tasks} where ${taskWhere} and ${tasks.machineId} is not null)` : sql``}
    ), empty as (
      select machine_id, count(*)::int as outages, range_agg(span) as spans from spans where not isempty(span) group by machine_id
    ), weeks as (
      select monday::date as week, tstzrange(monday at time zone 'Asia/Jakarta', (monday + interval '7 days') at time zone 'Asia/Jakarta') as range
      from generate_series(date_trunc('week', ${startDate}::date::timestamp), ${endDate}::date::timestamp, interval '7 days') as monday
    )
    select 'machine' as kind, e.machine_id, null as week, e.outages,
      (select coalesce(sum(extract(epoch from upper(r) - lower(r))), 0) from unnest(e.spans) r)::float8 / 3600 as hours
    from empty e
    union all
    select 'week', null, w.week::text, null, coalesce(sum(extract(epoch from upper(r) - lower(r))), 0)::float8 / 3600
    from weeks w join empty e on e.spans && w.range, lateral unnest(e.spans * tstzmultirange(w.range)) r
    group by w.week`);
  const rows = rowsOf<{ kind: string; machine_id: number | null; week: string | null; outages: number | null; hours: number }>(result);
  const machineRows = rows.filter((row) => row.kind === 'machine').map((row) => ({ machineId: Number(row.machine_id), outages: Number(row.outages), emptyHours: Number(row.hours) }));
  machineRows.sort((a, b) => b.emptyHours - a.emptyHours || b.outages - a.outages || a.machineId - b.machineId);
  const shown = machineRows.slice(0, EMPTY_RANKING_SIZE);
  const names = shown.length
    ? await context.db
        .select({ id: machines.id, vmcNo: machines.vmcNo, hubName: sql<string | null>`coalesce(${hubs.name}, ${hubs.buildingName}, ${hubs.companyName}, ${hubs.internalId})` })
        .from(machines)
        .leftJoin(machineHubs, and(eq(machineHubs.machineId, machines.id), isNull(machineHubs.unloadedAt)))
        .leftJoin(hubs, eq(hubs.id, machineHubs.hubId))
        .where(inArray(machines.id, shown.map((row) => row.machineId)))
    : [];
  const machinesEmpty: EmptyMachine[] = machineRows.map((row) => {
    const name = names.find((candidate) => candidate.id === row.machineId);
    return { ...row, machineNo: name?.vmcNo ?? `#${row.machineId}`, hubName: name?.hubName ?? null };
  });
  return {
    machines: machinesEmpty,
    perWeek: rows.filter((row) => row.kind === 'week').map((row) => ({ week: row.week!, hours: Number(row.hours) })),
  };
}
