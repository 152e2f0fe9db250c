import { useQuery } from '@apollo/client/react';
import { countOf, formatNumber, formatRupiah, labelIn, vendingPaymentMethodLabels } from '@back-office/domain';
import { Alert, Box, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useState } from 'react';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { MachineHubChoicesDocument } from '../machines/machines.generated';
import { MachineAnalyticsDocument, type MachineAnalyticsQuery } from './analytics.generated';
import { ChartSection, cups, DataTable, Figure, Figures, hours, percent, PeriodFields, PeriodLabel, rupiah, shortRupiah, spanLabel, useKeptInAddress, useOpeningParams, usePeriod, type Column } from './analytics-kit';

type Analytics = NonNullable<MachineAnalyticsQuery['machineAnalytics']>;
type MachineRow = Analytics['bestByCups'][number];

const machineColumns = (measure: 'cups' | 'revenue'): Column<MachineRow>[] => [
  { header: 'Machine', value: (row) => row.machineNo },
  { header: 'Hub', value: (row) => row.hubName ?? 'No hub' },
  measure === 'cups' ? { header: 'Cups', value: (row) => formatNumber(row.cups, 0), numeric: true } : { header: 'Revenue', value: (row) => formatRupiah(row.revenue), numeric: true },
];

function MachineRanking({ title, rows, measure, empty }: { title: string; rows: MachineRow[]; measure: 'cups' | 'revenue'; empty?: string | false }) {
  return (
    <ChartSection title={title} empty={rows.length === 0 && (empty || 'No machine in this period.')} table={<DataTable caption={title} rows={rows} columns={machineColumns(measure)} />}>
      <BarChart
        height={220}
        layout="horizontal"
        dataset={rows.map((row) => ({ machine: row.machineNo, value: measure === 'cups' ? row.cups : row.revenue }))}
        yAxis={[{ scaleType: 'band', dataKey: 'machine', width: 90 }]}
        xAxis={[{ valueFormatter: measure === 'cups' ? (value: number) => formatNumber(value, 0) : shortRupiah, tickNumber: 4 }]}
        series={[{ dataKey: 'value', label: measure === 'cups' ? 'Cups' : 'Revenue', valueFormatter: measure === 'cups' ? cups : rupiah }]}
        hideLegend
        margin={{ right: 40 }}
      />
    </ChartSection>
  );
}

/** The worst machines but those already among the best: with fewer machines than both lists hold, none is listed twice. */
const notAmong = (rows: MachineRow[], best: MachineRow[]) => rows.filter((row) => !best.some((other) => other.machineId === row.machineId));

function Charts({ data }: { data: Analytics }) {
  const series = data.series.map((point) => ({ label: spanLabel(point), cups: point.cups, revenue: point.revenue, errors: point.errors }));
  const per = data.granularity === 'DAY' ? 'day' : data.granularity === 'WEEK' ? 'week' : 'month';
  const seriesColumns: Column<(typeof series)[number]>[] = [
    { header: data.granularity === 'DAY' ? 'Day' : data.granularity === 'WEEK' ? 'Week' : 'Month', value: (row) => row.label },
    { header: 'Cups', value: (row) => formatNumber(row.cups, 0) },
    { header: 'Revenue', value: (row) => formatRupiah(row.revenue) },
  ];
  const shareColumns = <Row extends { cups: number; revenue: number }>(name: string, label: (row: Row) => string): Column<Row>[] => [
    { header: name, value: label },
    { header: 'Cups', value: (row) => formatNumber(row.cups, 0) },
    { header: 'Revenue', value: (row) => formatRupiah(row.revenue) },
  ];
  const hubLabel = (row: Analytics['byHub'][number]) => (row.hubId === null ? 'No hub' : `${row.hubInternalId ?? ''} ${row.hubName ?? ''}`.trim());
  const methodLabel = (row: Analytics['byPaymentMethod'][number]) => (row.paymentMethod ? labelIn(vendingPaymentMethodLabels, row.paymentMethod) : 'Unknown');
  const hubsShown = data.byHub.slice(0, 10);
  const productsShown = data.byProduct.slice(0, 10);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartSection wide title={`Cups and revenue per ${per}`} table={<DataTable caption={`Cups and revenue per ${per}`} rows={series} columns={seriesColumns} />}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <BarChart
            height={260}
            dataset={series}
            xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
            yAxis={[{ valueFormatter: (value: number) => formatNumber(value, 0), width: 56 }]}
            series={[{ dataKey: 'cups', label: 'Cups', valueFormatter: cups }]}
          />
          <LineChart
            height={260}
            dataset={series}
            xAxis={[{ scaleType: 'point', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
            yAxis={[{ valueFormatter: shortRupiah, width: 84 }]}
            series={[{ dataKey: 'revenue', label: 'Revenue', valueFormatter: rupiah, color: '#2e7d32', area: true }]}
            // Room for the last day's label, centred on the chart's right edge.
            margin={{ right: 48 }}
          />
        </Box>
      </ChartSection>

      <ChartSection title="Revenue by hub" empty={data.byHub.length === 0 && 'No sales at any hub in this period.'} table={<DataTable caption="Cups and revenue by hub" rows={data.byHub} columns={shareColumns('Hub', hubLabel)} />}>
        <BarChart
          height={Math.max(160, hubsShown.length * 36 + 60)}
          layout="horizontal"
          dataset={hubsShown.map((row) => ({ hub: hubLabel(row), revenue: row.revenue }))}
          yAxis={[{ scaleType: 'band', dataKey: 'hub', width: 160 }]}
          xAxis={[{ valueFormatter: shortRupiah, tickNumber: 3 }]}
          series={[{ dataKey: 'revenue', label: 'Revenue', valueFormatter: rupiah }]}
          hideLegend
          margin={{ right: 40 }}
        />
      </ChartSection>

      <ChartSection title="Revenue by product" empty={data.byProduct.length === 0 && 'No product sold in this period.'} table={<DataTable caption="Cups and revenue by product" rows={data.byProduct} columns={shareColumns<Analytics['byProduct'][number]>('Product', (row) => row.productName)} />}>
        <BarChart
          height={Math.max(160, productsShown.length * 36 + 60)}
          layout="horizontal"
          dataset={productsShown.map((row) => ({ product: row.productName, revenue: row.revenue }))}
          yAxis={[{ scaleType: 'band', dataKey: 'product', width: 140 }]}
          xAxis={[{ valueFormatter: shortRupiah, tickNumber: 3 }]}
          series={[{ dataKey: 'revenue', label: 'Revenue', valueFormatter: rupiah, color: '#6a1b9a' }]}
          hideLegend
          margin={{ right: 40 }}
        />
      </ChartSection>

      <ChartSection title="Cups by payment method" empty={data.byPaymentMethod.every((row) => row.cups === 0) && 'No cups paid in this period.'} table={<DataTable caption="Cups and revenue by payment method" rows={data.byPaymentMethod} columns={shareColumns('Payment method', methodLabel)} />}>
        <PieChart
          height={240}
          series={[
            {
              data: data.byPaymentMethod.map((row, index) => ({ id: index, value: row.cups, label: methodLabel(row) })),
              innerRadius: 50,
              arcLabel: (item) => formatNumber(item.value, 0),
              arcLabelMinAngle: 20,
              valueFormatter: (item) => `${formatNumber(item.value, 0)} cups`,
            },
          ]}
        />
      </ChartSection>

      <ChartSection
        title={`Errors per ${per}`}
        empty={data.totalErrors === 0 && 'No machine reported an error in this period.'}
        table={<DataTable caption={`Errors per ${per}`} rows={series} columns={[seriesColumns[0]!, { header: 'Errors', value: (row) => formatNumber(row.errors, 0) }]} />}
      >
        <BarChart
          height={240}
          dataset={series}
          xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ valueFormatter: (value: number) => formatNumber(value, 0), width: 48, tickMinStep: 1 }]}
          series={[{ dataKey: 'errors', label: 'Errors', valueFormatter: cups, color: '#c62828' }]}
          hideLegend
        />
      </ChartSection>

      <MachineRanking title="Best machines by cups" rows={data.bestByCups} measure="cups" />
      <MachineRanking title="Worst machines by cups" rows={notAmong(data.worstByCups, data.bestByCups)} measure="cups" empty={`Only ${countOf(data.machineCount, 'machine')}: all among the best.`} />
      <MachineRanking title="Best machines by revenue" rows={data.bestByRevenue} measure="revenue" />
      <MachineRanking title="Worst machines by revenue" rows={notAmong(data.worstByRevenue, data.bestByRevenue)} measure="revenue" empty={`Only ${countOf(data.machineCount, 'machine')}: all among the best.`} />

      <ChartSection
        wide
        title="Most time in error"
        empty={data.mostDowntime.length === 0 && 'No machine reported an error in this period.'}
        table={
          <DataTable
            caption="Machines with the most time in error"
            rows={data.mostDowntime}
            columns={[
              { header: 'Machine', value: (row) => row.machineNo },
              { header: 'Hub', value: (row) => row.hubName ?? 'No hub' },
              { header: 'Errors', value: (row) => formatNumber(row.errors, 0) },
              { header: 'Time in error', value: (row) => hours(row.downtimeSeconds) },
              { header: 'Uptime', value: (row) => percent(row.uptime) },
            ]}
          />
        }
      >
          <BarChart
            height={Math.max(160, data.mostDowntime.length * 36 + 60)}
            layout="horizontal"
            dataset={data.mostDowntime.map((row) => ({ machine: row.machineNo, hours: Math.round((row.downtimeSeconds / 3600) * 100) / 100 }))}
            yAxis={[{ scaleType: 'band', dataKey: 'machine', width: 90 }]}
            xAxis={[{ valueFormatter: (value: number) => `${formatNumber(value, 2)} h`, tickNumber: 4 }]}
            series={[{ dataKey: 'hours', label: 'Hours in error', valueFormatter: (value) => (value === null ? '' : `${formatNumber(value, 1)} h`), color: '#c62828' }]}
            hideLegend
            margin={{ right: 24 }}
          />
      </ChartSection>
    </Box>
  );
}

/** Machine analytics: what the machines sold over a period, where, what and how it was paid, the best and worst machines, uptime and errors. */
export default function MachineAnalyticsPage() {
  const { user } = useCurrentUser();
  const opening = useOpeningParams();
  const periodState = usePeriod('30', opening);
  const { period, complete } = periodState;
  const [hubId, setHubId] = useState(() => (/^\d+$/.test(opening.get('hub') ?? '') ? opening.get('hub')! : ''));
  useKeptInAddress({ ...periodState.address, hub: hubId }, complete);
  const hubs = useQuery(MachineHubChoicesDocument, { skip: !hasAuthority(user, 'VIEW_HUB') });
  const { data, loading, error } = useQuery(MachineAnalyticsDocument, {
    variables: { ...period, hubId: hubId ? Number(hubId) : null },
    skip: !complete,
    fetchPolicy: 'cache-and-network',
  });
  const analytics = data?.machineAnalytics;
  const shown = analytics && analytics.startDate === period.startDate && analytics.endDate === period.endDate ? analytics : undefined;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }} role="group" aria-label="Filters">
        <PeriodFields state={periodState} />
        {hubs.data?.hubsAll && (
          <TextField
            select
            fullWidth={false}
            size="small"
            label="Hub"
            value={hubId}
            onChange={(event) => setHubId(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value="">All hubs</MenuItem>
            {hubs.data.hubsAll.map((hub) => (
              <MenuItem key={hub.id} value={String(hub.id)}>
                {hub.internalId} {hub.displayName}
              </MenuItem>
            ))}
          </TextField>
        )}
        {complete && <PeriodLabel period={period} />}
      </Box>

      {error && <Alert severity="error">{error.message}</Alert>}
      {!shown && loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label="Loading analytics" />
        </Box>
      )}
      {shown && (
        <>
          <Figures>
            <Figure label="Cups" value={formatNumber(shown.totalCups, 0)} />
            <Figure label="Revenue" value={formatRupiah(shown.totalRevenue)} />
            <Figure label="Machines" value={formatNumber(shown.machineCount, 0)} />
            <Figure label="Errors" value={formatNumber(shown.totalErrors, 0)} />
            <Figure label="Uptime" value={percent(shown.uptime)} />
          </Figures>
          {shown.totalCups === 0 ? (
            <Alert severity="info">No completed cups in this period{hubId ? ' at this hub' : ''}. Pick a longer period or another hub.</Alert>
          ) : (
            <Charts data={shown} />
          )}
        </>
      )}
    </Stack>
  );
}
