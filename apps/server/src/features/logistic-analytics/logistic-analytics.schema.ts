import { builder } from '../../platform/builder';
import { logisticAnalytics, type EmptyMachine, type LogisticAnalytics, type LogisticFigures, type LogisticRefiller, type LogisticWeek } from './logistic-analytics';

type Types = typeof builder.$inferSchemaTypes;

/** The figures every row of the analytics has: a refiller's, a week's, the period's. */
const figureFields = <Row extends LogisticFigures>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Row>) => ({
  tasksDone: t.int({ description: 'Tasks done.', resolve: (row) => row.tasksDone }),
  tasksOnTime: t.int({ description: 'Tasks done before the end of their planned day and started at most 2 hours after their execution time.', resolve: (row) => row.tasksOnTime }),
  onTimeShare: t.float({ nullable: true, description: 'Tasks on time of the tasks done, 0 to 1; null when none was done.', resolve: (row) => (row.tasksDone > 0 ? row.tasksOnTime / row.tasksDone : null) }),
  tasksDeclined: t.int({ description: 'Tasks declined.', resolve: (row) => row.tasksDeclined }),
  tasksPending: t.int({ description: 'Tasks not done nor declined (pending or started).', resolve: (row) => row.tasksPending }),
  plannedKm: t.float({ description: 'The planner’s distance to the done planned tasks, in km.', resolve: (row) => row.plannedKm }),
  drivenKm: t.float({ description: 'The road distance between consecutive done tasks of a day, in the order they were finished, in km.', resolve: (row) => row.drivenKm }),
  refillVisits: t.int({ description: 'Done tasks at a machine.', resolve: (row) => row.refillVisits }),
  cupsSold: t.int({ description: 'Completed cups of the machines visited, in the weeks they were visited.', resolve: (row) => row.cupsSold }),
  cupsPerVisit: t.float({ nullable: true, description: 'Cups sold per refill visit; null without visits.', resolve: (row) => (row.refillVisits > 0 ? row.cupsSold / row.refillVisits : null) }),
});

const FiguresRef = builder.objectRef<LogisticFigures & { emptyHours: number }>('LogisticFigures').implement({
  description: 'The period’s figures, all refillers together.',
  fields: (t) => ({ ...figureFields(t), emptyHours: t.float({ description: 'Hours the machines were empty in the period (machine-hours).', resolve: (row) => row.emptyHours }) }),
});

const WeekRef = builder.objectRef<LogisticWeek>('LogisticWeek').implement({
  description: 'One week (from Monday) of the period, all refillers together.',
  fields: (t) => ({
    start: t.field({ type: 'Date', description: 'Its Monday, or the period’s first day.', resolve: (row) => row.start }),
    end: t.field({ type: 'Date', description: 'Its Sunday, or the period’s last day.', resolve: (row) => row.end }),
    ...figureFields(t),
    emptyHours: t.float({ description: 'Hours the machines were empty that week (machine-hours).', resolve: (row) => row.emptyHours }),
  }),
});

const RefillerRef = builder.objectRef<LogisticRefiller>('LogisticRefiller').implement({
  description: 'One refiller’s figures over the period.',
  fields: (t) => ({
    assigneeId: t.exposeInt('assigneeId', { description: 'The id of the assignee.' }),
    name: t.exposeString('name', { description: 'The refiller\'s name.' }),
    username: t.exposeString('username', { description: 'The refiller\'s username.' }),
    ...figureFields(t),
  }),
});

const EmptyMachineRef = builder.objectRef<EmptyMachine>('LogisticEmptyMachine').implement({
  description: 'A machine that ran empty of an ingredient in the period.',
  fields: (t) => ({
    machineId: t.exposeInt('machineId', { description: 'The id of the machine.' }),
    machineNo: t.exposeString('machineNo', { description: 'The machine\'s VMC number.' }),
    hubName: t.exposeString('hubName', { nullable: true, description: 'The hub it stands at now.' }),
    outages: t.exposeInt('outages', { description: 'Times one of its ingredients ran out (overlapping the period).' }),
    emptyHours: t.exposeFloat('emptyHours', { description: 'Hours in the period with at least one ingredient out.' }),
  }),
});

const AnalyticsRef = builder.objectRef<LogisticAnalytics>('LogisticAnalytics').implement({
  description: 'Logistic analytics for a period: tasks done on time, planned against driven distance, machines that ran empty, cups sold per refill visit; per refiller, per week and in total.',
  fields: (t) => ({
    startDate: t.field({ description: 'The first day of the period.', type: 'Date', resolve: (row) => row.startDate }),
    endDate: t.field({ description: 'The last day of the period.', type: 'Date', resolve: (row) => row.endDate }),
    totals: t.field({ description: 'The figures over the whole period.', type: FiguresRef, resolve: (row) => row.totals }),
    weeks: t.field({ description: 'The figures week by week.', type: [WeekRef], resolve: (row) => row.weeks }),
    refillers: t.field({ type: [RefillerRef], description: 'Refillers with tasks in the period, most tasks done first.', resolve: (row) => row.refillers }),
    emptyMachineCount: t.exposeInt('emptyMachineCount', { description: 'Machines that ran empty in the period.' }),
    emptyMachines: t.field({ type: [EmptyMachineRef], description: 'The ten machines empty the longest.', resolve: (row) => row.emptyMachines }),
  }),
});

builder.queryField('logisticAnalytics', (t) =>
  t.field({
    type: AnalyticsRef,
    description:
      'Logistic analytics for the days from startDate to endDate (Jakarta, at most a year), optionally of one refiller; only tasks and machines in the caller’s machine mapping, and only their own tasks without VIEW_ALL_TASKS.',
    args: {
      startDate: t.arg({ description: 'The first day of the period.', type: 'Date', required: true }),
      endDate: t.arg({ description: 'The last day of the period, included.', type: 'Date', required: true }),
      assigneeId: t.arg.int({ description: 'One refiller’s tasks only.' }),
    },
    authScopes: { authority: 'VIEW_ANALYTICS_LOGISTIC' },
    resolve: (_root, args, context) => logisticAnalytics(context, args.startDate, args.endDate, args.assigneeId),
  }),
);
