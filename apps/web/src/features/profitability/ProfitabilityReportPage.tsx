import { Typography } from '@mui/material';
import { formatNumber, labelOf } from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { ResourceList, moneyColumn, numberColumn, type FilterField } from '../../components/list';
import { useHubAndTypeFilters } from '../machines/place-filters';
import { machineUrl } from '../machines/routes';
import { ProfitabilityReportPageDocument, type ProfitabilityReportPageQuery } from './profitability.generated';

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

const columns: GridColDef<Row>[] = [
  { field: 'month', headerName: 'Month', width: 150, valueGetter: (_value, row) => monthLabel(row.year, row.month) },
  { field: 'hubInternalId', headerName: 'Hub', flex: 1, minWidth: 220, valueGetter: (_value, row) => (row.hubInternalId ? `${row.hubInternalId} ${row.hubName ?? ''}` : 'No hub') },
  { field: 'vmcNo', headerName: 'Machine', width: 120 },
  { field: 'rentType', headerName: 'Rent Type', width: 150, sortable: false, valueGetter: (_value, row) => labelOf(row.rentType) },
  numberColumn<Row>({ field: 'numberOfCupsSold', headerName: 'Cups Sold', width: 110 }),
  moneyColumn<Row>({ field: 'gmv', headerName: 'GMV', width: 140 }),
  moneyColumn<Row>({ field: 'revenue', headerName: 'Revenue', width: 140 }),
  moneyColumn<Row>({ field: 'cogs', headerName: 'COGS', width: 140 }),
  moneyColumn<Row>({ field: 'grossProfit', headerName: 'Gross Profit', width: 140 }),
  {
    field: 'grossProfitPercentage',
    headerName: 'Gross Profit %',
    type: 'number',
    width: 130,
    renderCell: ({ value }) => (value === null || value === undefined ? '' : `${formatNumber(value as number, 1)}%`),
  },
  moneyColumn<Row>({ field: 'revenueSharing', headerName: 'Revenue Sharing', width: 150 }),
  moneyColumn<Row>({ field: 'cupsFeeSharing', headerName: 'Cup Fee Sharing', width: 150 }),
  moneyColumn<Row>({ field: 'monthlyRentalFee', headerName: 'Monthly Rental Fee', width: 160 }),
  moneyColumn<Row>({ field: 'commissionShare', headerName: 'Commission Share', width: 160 }),
  moneyColumn<Row>({ field: 'netProfit', headerName: 'Net Profit', width: 150 }),
];

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
        its machines that sold that month.
      </Typography>
      <ResourceList
        query={ProfitabilityReportPageDocument}
        selectPage={(data) => data.profitabilityReport}
        columns={columns}
        filterFields={filterFields}
        searchFields={[]}
        defaultSort={{ field: 'month', direction: 'DESC' }}
        exportFileName="profitability-report"
        rowLink={(row) => machineUrl(row.machineId)}
        emptyText="No completed cups in these months."
      />
    </>
  );
}
