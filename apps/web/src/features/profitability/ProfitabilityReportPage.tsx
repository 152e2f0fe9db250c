import { useQuery } from '@apollo/client/react';
import { Typography } from '@mui/material';
import { formatNumber, formatRupiah, hubRentTypeLabels, labelIn } from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { ListTotals, ProfitText, ResourceList, moneyColumn, numberColumn, profitColumn, useListFilters, type FilterField } from '../../components/list';
import { useHubAndTypeFilters } from '../machines/place-filters';
import { machineUrl } from '../machines/links';
import { ProfitabilityReportPageDocument, ProfitabilityReportTotalsDocument, type ProfitabilityReportPageQuery } from './profitability.generated';

type Row = NonNullable<ProfitabilityReportPageQuery['profitabilityReport']>['results'][number];

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "November 2026". */
const monthLabel = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** The last two years of months, newest first, as the report's month filter takes them (202611 is November 2026). */
function recentMonths(now = new Date()): { value: string; label: string }[] {
  // The report's months are months in Jakarta.
  const jakarta = new Date(now.getTime() + 7 * 3_600_000);
  let year = jakarta.getUTCFullYear();
  let month = jakarta.getUTCMonth() + 1;
  const months = [];
  for (let index = 0; index < 24; index += 1) {
    months.push({ value: String(year * 100 + month), label: monthLabel(year, month) });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

const percentage = (value: number | null | undefined) => (value === null || value === undefined ? '' : `${formatNumber(value, 1)}%`);

/* What people look for comes first: which machine, what it sold, and what is left; then how. */
const columns: GridColDef<Row>[] = [
  { field: 'month', headerName: 'Month', width: 140, valueGetter: (_value, row) => monthLabel(row.year, row.month) },
  { field: 'vmcNo', headerName: 'Machine', width: 110 },
  { field: 'hubInternalId', headerName: 'Hub', flex: 1, minWidth: 200, valueGetter: (_value, row) => (row.hubInternalId ? `${row.hubInternalId} ${row.hubName ?? ''}` : 'No hub') },
  numberColumn<Row>({ field: 'numberOfCupsSold', headerName: 'Cups Sold', width: 100 }),
  moneyColumn<Row>({ field: 'revenue', headerName: 'Revenue', width: 140 }),
  profitColumn<Row>({ field: 'netProfit', headerName: 'Net Profit', width: 190 }),
  profitColumn<Row>({ field: 'grossProfit', headerName: 'Gross Profit', width: 160 }),
  { field: 'grossProfitPercentage', headerName: 'Gross Profit %', type: 'number', width: 130, renderCell: ({ value }) => percentage(value as number | null) },
  moneyColumn<Row>({ field: 'gmv', headerName: 'GMV', width: 140 }),
  moneyColumn<Row>({ field: 'cogs', headerName: 'COGS', width: 140 }),
  { field: 'rentType', headerName: 'Rent Type', width: 150, sortable: false, valueGetter: (_value, row) => labelIn(hubRentTypeLabels, row.rentType) },
  moneyColumn<Row>({ field: 'revenueSharing', headerName: 'Revenue Sharing', width: 150 }),
  moneyColumn<Row>({ field: 'cupsFeeSharing', headerName: 'Cup Fee Sharing', width: 150 }),
  moneyColumn<Row>({ field: 'monthlyRentalFee', headerName: 'Monthly Rental Fee', width: 160 }),
  moneyColumn<Row>({ field: 'commissionShare', headerName: 'Commission Share', width: 160 }),
];

const PHONE_COLUMNS = ['vmcNo', 'netProfit'];
const DEFAULTS = { size: 20, sort: { field: 'month', direction: 'DESC' as const } };

/** The sums of every row the filters keep, above the list. */
function ProfitabilityTotals({ filterFields }: { filterFields: readonly FilterField[] }) {
  const filters = useListFilters(filterFields, DEFAULTS);
  const { data } = useQuery(ProfitabilityReportTotalsDocument, { variables: { filters } });
  const totals = data?.profitabilityReportTotals;
  const show = (value: string | undefined) => (totals ? value : '…');
  return (
    <ListTotals
      label="Totals of every matching row"
      totals={[
        { label: 'Rows', value: show(totals && formatNumber(totals.rows)) },
        { label: 'Cups Sold', value: show(totals && formatNumber(totals.numberOfCupsSold)) },
        { label: 'Revenue', value: show(totals && formatRupiah(totals.revenue)) },
        { label: 'COGS', value: show(totals && formatRupiah(totals.cogs)) },
        { label: 'Gross Profit', value: totals ? <ProfitText amount={totals.grossProfit} /> : '…' },
        { label: 'Gross Profit %', value: show(totals && (percentage(totals.grossProfitPercentage) || '—')) },
        { label: 'Rent and Fees', value: show(totals && formatRupiah(totals.revenueSharing + totals.cupsFeeSharing + totals.monthlyRentalFee + totals.commissionShare)) },
        { label: 'Net Profit', value: totals ? <ProfitText amount={totals.netProfit} /> : '…' },
      ]}
    />
  );
}

/** Per month, hub and machine: what the completed cups earned, what the hub's rent took and what is left. */
export default function ProfitabilityReportPage() {
  const [hub] = useHubAndTypeFilters();
  const filterFields = useMemo<FilterField[]>(
    () => [{ field: 'month', label: 'Month', kind: 'int', options: recentMonths() }, hub, { field: 'machineId', label: 'Machine ID', kind: 'int' }],
    [hub],
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Months are months in Jakarta. Revenue is what customers paid; GMV is the cups at their menu price. A hub’s minimum amount and fixed cost are spread evenly over
        its machines that sold that month. A net profit below zero is a loss, shown in red.
      </Typography>
      <ResourceList
        query={ProfitabilityReportPageDocument}
        selectPage={(data) => data.profitabilityReport}
        columns={columns}
        filterFields={filterFields}
        searchFields={[]}
        defaultSort={DEFAULTS.sort}
        exportFileName="profitability-report"
        rowLink={(row) => machineUrl(row.machineId)}
        phoneColumns={PHONE_COLUMNS}
        summary={<ProfitabilityTotals filterFields={filterFields} />}
        emptyText="No completed cups in these months."
      />
    </>
  );
}
