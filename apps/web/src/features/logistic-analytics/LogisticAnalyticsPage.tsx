import { useQuery } from '@apollo/client/react';
import { formatDistance, formatNumber } from '@back-office/domain';
import { Alert, Box, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { ChartSection, DataTable, Figure, Figures, PeriodFields, PeriodLabel, percent, spanLabel, useKeptInAddress, useOpeningParams, usePeriod, type Column } from '../analytics/analytics-kit';
import { LogisticAnalyticsDocument, type LogisticAnalyticsQuery } from './logistic-analytics.generated';

type Analytics = LogisticAnalyticsQuery['logisticAnalytics'];
type Week = Analytics['weeks'][number];
type Refiller = Analytics['refillers'][number];
type TaskFigures = Pick<Week, 'tasksDone' | 'tasksOnTime' | 'onTimeShare' | 'tasksDeclined' | 'tasksPending'>;

const count = (value: number) => formatNumber(value, 0);
const km = (value: number) => formatDistance(value);
const hoursOf = (value: number) => `${formatNumber(value, 1)} h`;
const ratio = (value: number | null) => (value === null ? '—' : formatNumber(value, 1));
const orBlank = (format: (value: number) => string) => (value: number | null) => (value === null ? '' : format(value));

const COLOURS = { onTime: '#2e7d32', late: '#ed6c02', declined: '#c62828', pending: '#1565c0', planned: '#1565c0', driven: '#ff8f00', empty: '#c62828', cups: '#6a1b9a' };

/** The task columns of a table, after its first. */
const taskColumns = <Row extends TaskFigures>(): Column<Row>[] => [
  { header: 'Done', value: (row) => count(row.tasksDone) },
  { header: 'On time', value: (row) => count(row.tasksOnTime) },
  { header: 'Late', value: (row) => count(row.tasksDone - row.tasksOnTime) },
  { header: 'Declined', value: (row) => count(row.tasksDeclined) },
  { header: 'Pending', value: (row) => count(row.tasksPending) },
  { header: 'On time share', value: (row) => percent(row.onTimeShare) },
];

/** The stacked bars of tasks on time, late, declined and pending. */
const taskSeries = [
  { dataKey: 'onTime', label: 'On time', stack: 'tasks', color: COLOURS.onTime, valueFormatter: orBlank(count) },
  { dataKey: 'late', label: 'Done late', stack: 'tasks', color: COLOURS.late, valueFormatter: orBlank(count) },
  { dataKey: 'declined', label: 'Declined', stack: 'tasks', color: COLOURS.declined, valueFormatter: orBlank(count) },
  { dataKey: 'pending', label: 'Pending', stack: 'tasks', color: COLOURS.pending, valueFormatter: orBlank(count) },
];
const taskBars = (row: TaskFigures) => ({ onTime: row.tasksOnTime, late: row.tasksDone - row.tasksOnTime, declined: row.tasksDeclined, pending: row.tasksPending });

const distanceSeries = [
  { dataKey: 'planned', label: 'Planned', color: COLOURS.planned, valueFormatter: orBlank(km) },
  { dataKey: 'driven', label: 'Driven', color: COLOURS.driven, valueFormatter: orBlank(km) },
];

function Charts({ data }: { data: Analytics }) {
  const weeks = data.weeks.map((week) => ({ ...week, label: spanLabel(week) }));
  const weekColumn: Column<Week> = { header: 'Week', value: spanLabel };
  const refillerColumn: Column<Refiller> = { header: 'Refiller', value: (row) => row.name };
  const refillerHeight = Math.max(160, data.refillers.length * 36 + 80);
  const anyTask = data.totals.tasksDone + data.totals.tasksDeclined + data.totals.tasksPending > 0;
  const noTasks = !anyTask && 'No refill tasks in this period.';
  const noDistance = data.totals.plannedKm + data.totals.drivenKm === 0 && 'No distance planned or driven in this period: no done tasks of a plan, nor two done tasks on one day.';
  const noVisits = data.totals.refillVisits === 0 && 'No refill visits in this period.';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartSection title="Tasks per week" empty={noTasks} table={<DataTable caption="Tasks per week" rows={data.weeks} columns={[weekColumn, ...taskColumns<Week>()]} />}>
        <BarChart
          height={280}
          dataset={weeks.map((week) => ({ label: week.label, ...taskBars(week) }))}
          xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ valueFormatter: count, width: 48, tickMinStep: 1 }]}
          series={taskSeries}
        />
      </ChartSection>

      <ChartSection title="Tasks by refiller" empty={noTasks} table={<DataTable caption="Tasks by refiller" rows={data.refillers} columns={[refillerColumn, ...taskColumns<Refiller>()]} />}>
        <BarChart
          height={refillerHeight}
          layout="horizontal"
          dataset={data.refillers.map((row) => ({ refiller: row.name, ...taskBars(row) }))}
          yAxis={[{ scaleType: 'band', dataKey: 'refiller', width: 140 }]}
          xAxis={[{ valueFormatter: count, tickMinStep: 1 }]}
          series={taskSeries}
          margin={{ right: 24 }}
        />
      </ChartSection>

      <ChartSection
        title="Planned and driven distance per week"
        empty={noDistance}
        table={
          <DataTable
            caption="Planned and driven distance per week"
            rows={data.weeks}
            columns={[weekColumn, { header: 'Planned', value: (row) => km(row.plannedKm) }, { header: 'Driven', value: (row) => km(row.drivenKm) }]}
          />
        }
      >
        <BarChart
          height={260}
          dataset={weeks.map((week) => ({ label: week.label, planned: week.plannedKm, driven: week.drivenKm }))}
          xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ valueFormatter: (value: number) => formatNumber(value, 0), width: 56, label: 'km' }]}
          series={distanceSeries}
        />
      </ChartSection>

      <ChartSection
        title="Distance by refiller"
        empty={noDistance}
        table={
          <DataTable
            caption="Planned and driven distance by refiller"
            rows={data.refillers}
            columns={[refillerColumn, { header: 'Planned', value: (row) => km(row.plannedKm) }, { header: 'Driven', value: (row) => km(row.drivenKm) }]}
          />
        }
      >
        <BarChart
          height={refillerHeight}
          layout="horizontal"
          dataset={data.refillers.map((row) => ({ refiller: row.name, planned: row.plannedKm, driven: row.drivenKm }))}
          yAxis={[{ scaleType: 'band', dataKey: 'refiller', width: 140 }]}
          xAxis={[{ valueFormatter: (value: number) => `${formatNumber(value, 0)} km`, tickNumber: 4 }]}
          series={distanceSeries}
          margin={{ right: 24 }}
        />
      </ChartSection>

      <ChartSection
        title="Machines empty the longest"
        empty={data.emptyMachines.length === 0 && 'No machine ran empty in this period.'}
        table={
          <DataTable
            caption="Machines that ran empty, the longest first"
            rows={data.emptyMachines}
            columns={[
              { header: 'Machine', value: (row) => row.machineNo },
              { header: 'Hub', value: (row) => row.hubName ?? 'No hub' },
              { header: 'Times empty', value: (row) => count(row.outages) },
              { header: 'Hours empty', value: (row) => hoursOf(row.emptyHours) },
            ]}
          />
        }
      >
        <BarChart
            height={Math.max(160, data.emptyMachines.length * 32 + 60)}
            layout="horizontal"
            dataset={data.emptyMachines.map((row) => ({ machine: row.machineNo, hours: Math.round(row.emptyHours * 10) / 10 }))}
            yAxis={[{ scaleType: 'band', dataKey: 'machine', width: 90 }]}
            xAxis={[{ valueFormatter: (value: number) => `${formatNumber(value, 0)} h`, tickNumber: 4 }]}
            series={[{ dataKey: 'hours', label: 'Hours empty', color: COLOURS.empty, valueFormatter: orBlank(hoursOf) }]}
            hideLegend
            margin={{ right: 24 }}
          />
      </ChartSection>

      <ChartSection
        title="Hours empty per week"
        empty={data.totals.emptyHours === 0 && 'No machine ran empty in this period.'}
        table={<DataTable caption="Hours the machines were empty per week" rows={data.weeks} columns={[weekColumn, { header: 'Hours empty', value: (row) => hoursOf(row.emptyHours) }]} />}
      >
        <BarChart
          height={260}
          dataset={weeks.map((week) => ({ label: week.label, hours: Math.round(week.emptyHours * 10) / 10 }))}
          xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ valueFormatter: (value: number) => `${formatNumber(value, 0)} h`, width: 56 }]}
          series={[{ dataKey: 'hours', label: 'Hours empty', color: COLOURS.empty, valueFormatter: orBlank(hoursOf) }]}
          hideLegend
        />
      </ChartSection>

      <ChartSection
        wide
        title="Cups sold per refill visit"
        empty={noVisits}
        table={
          <DataTable
            caption="Cups sold per refill visit per week"
            rows={data.weeks}
            columns={[
              weekColumn,
              { header: 'Refill visits', value: (row) => count(row.refillVisits) },
              { header: 'Cups sold', value: (row) => count(row.cupsSold) },
              { header: 'Cups per visit', value: (row) => ratio(row.cupsPerVisit) },
            ]}
          />
        }
      >
        <LineChart
          height={260}
          dataset={weeks.map((week) => ({ label: week.label, cupsPerVisit: week.cupsPerVisit }))}
          xAxis={[{ scaleType: 'point', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ valueFormatter: (value: number) => formatNumber(value, 0), width: 56 }]}
          series={[{ dataKey: 'cupsPerVisit', label: 'Cups per visit', color: COLOURS.cups, valueFormatter: (value) => ratio(value), connectNulls: true, showMark: true }]}
          hideLegend
          // Room for the last week's label, centred on the chart's right edge.
          margin={{ left: 48, right: 80 }}
        />
      </ChartSection>
    </Box>
  );
}

/** Logistic analytics: how the refillers' tasks went over a period, per week and per refiller. */
export default function LogisticAnalyticsPage() {
  const opening = useOpeningParams();
  const periodState = usePeriod('90', opening);
  const { period, complete } = periodState;
  const [assigneeId, setAssigneeId] = useState(() => (/^\d+$/.test(opening.get('refiller') ?? '') ? opening.get('refiller')! : ''));
  useKeptInAddress({ ...periodState.address, refiller: assigneeId }, complete);
  // Everyone's figures give the refillers to choose from; one refiller's are asked for when picked.
  const everyone = useQuery(LogisticAnalyticsDocument, { variables: { ...period, assigneeId: null }, skip: !complete, fetchPolicy: 'cache-and-network' });
  const picked = useQuery(LogisticAnalyticsDocument, { variables: { ...period, assigneeId: Number(assigneeId) }, skip: !complete || !assigneeId, fetchPolicy: 'cache-and-network' });
  const current = assigneeId ? picked : everyone;
  const analytics = current.data?.logisticAnalytics;
  const shown = analytics && analytics.startDate === period.startDate && analytics.endDate === period.endDate ? analytics : undefined;
  const refillers = everyone.data?.logisticAnalytics.refillers ?? [];
  const choices = assigneeId && !refillers.some((row) => String(row.assigneeId) === assigneeId) ? [...refillers, ...(shown?.refillers ?? [])] : refillers;
  const totals = shown?.totals;
  const anyTask = totals ? totals.tasksDone + totals.tasksDeclined + totals.tasksPending > 0 : false;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }} role="group" aria-label="Filters">
        <PeriodFields state={periodState} />
        <TextField
          select
          fullWidth={false}
          size="small"
          label="Refiller"
          value={assigneeId}
          onChange={(event) => setAssigneeId(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All refillers</MenuItem>
          {choices.map((row) => (
            <MenuItem key={row.assigneeId} value={String(row.assigneeId)}>
              {row.name}
            </MenuItem>
          ))}
        </TextField>
        {complete && <PeriodLabel period={period} />}
      </Box>

      {current.error && <Alert severity="error">{current.error.message}</Alert>}
      {!shown && current.loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label="Loading analytics" />
        </Box>
      )}
      {shown && totals && (
        <>
          <Figures>
            <Figure label="Tasks done" value={count(totals.tasksDone)} />
            <Figure label="On time" value={percent(totals.onTimeShare)} />
            <Figure label="Declined" value={count(totals.tasksDeclined)} />
            <Figure label="Pending" value={count(totals.tasksPending)} />
            <Figure label="Planned distance" value={km(totals.plannedKm)} />
            <Figure label="Driven distance" value={km(totals.drivenKm)} />
            <Figure label="Machines that ran empty" value={count(shown.emptyMachineCount)} />
            <Figure label="Hours empty" value={hoursOf(totals.emptyHours)} />
            <Figure label="Cups per refill visit" value={ratio(totals.cupsPerVisit)} />
          </Figures>
          {!anyTask && shown.emptyMachineCount === 0 ? (
            <Alert severity="info">No refill tasks in this period{assigneeId ? ' for this refiller' : ''}, and no machine ran empty. Pick a longer period or another refiller.</Alert>
          ) : (
            <Charts data={shown} />
          )}
        </>
      )}
    </Stack>
  );
}
