import { useQuery } from '@apollo/client/react';
import { formatDate, formatNumber, formatRupiah, vendingPaymentMethodLabels, labelledOptions } from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { ListTotals, ResourceList, moneyColumn, numberColumn, periodText, useListFilters, type FilterField } from '../../components/list';
import { ReportButton } from '../../components/list/ReportButton';
import { useHubAndTypeFilters } from '../machines/place-filters';
import { machineUrl } from '../machines/links';
import { useProductFilter } from './order-pages';
import { OrderSummariesPageDocument, OrderSummaryReportDocument, OrderSummaryTotalsDocument, type OrderSummariesPageQuery } from './orders.generated';

type Row = NonNullable<OrderSummariesPageQuery['orderSummaries']>['results'][number];

const columns: GridColDef<Row>[] = [
  { field: 'hubInternalId', headerName: 'Hub', flex: 1, minWidth: 200, valueGetter: (_value, row) => (row.hubInternalId ? `${row.hubInternalId} ${row.hubName ?? ''}` : 'No hub') },
  { field: 'machineNo', headerName: 'Machine', width: 120 },
  numberColumn<Row>({ field: 'totalCup', headerName: 'Total Cup', width: 120 }),
  moneyColumn<Row>({ field: 'totalRevenue', headerName: 'Total Revenue', width: 160 }),
  {
    field: 'orderSummaryProducts',
    headerName: 'Cups per Product',
    flex: 2,
    minWidth: 280,
    sortable: false,
    valueGetter: (_value, row) => row.orderSummaryProducts.map((line) => `${line.productName} ${line.sum}`).join(', '),
  },
];

const SUMMARY_DEFAULTS = { size: 20, sort: { field: 'hubInternalId', direction: 'ASC' as const } };

/** The period the figures cover, and their totals over every matching row. */
function SummaryTotals({ filterFields }: { filterFields: readonly FilterField[] }) {
  const filters = useListFilters(filterFields, SUMMARY_DEFAULTS);
  const { data } = useQuery(OrderSummaryTotalsDocument, { variables: { filters } });
  const totals = data?.orderSummaryTotals;
  const sold = totals?.firstDay ? `${formatDate(totals.firstDay)} to ${formatDate(totals.lastDay)}` : 'no sales';
  return (
    <ListTotals
      label="Period and totals"
      totals={[
        { label: 'Period (set it with the Period filter)', value: periodText(filters, 'createdTime') },
        { label: 'Days with sales', value: totals ? sold : '…' },
        { label: 'Machines', value: totals ? formatNumber(totals.machines) : '…' },
        { label: 'Total Cups', value: totals ? formatNumber(totals.totalCup) : '…' },
        { label: 'Total Revenue', value: totals ? formatRupiah(totals.totalRevenue) : '…' },
      ]}
    />
  );
}

/** Per hub and machine: the cups sold in a period, their revenue and the cups of each product. */
export default function OrderSummaryPage() {
  const [hub] = useHubAndTypeFilters();
  const product = useProductFilter();
  const filterFields = useMemo<FilterField[]>(
    () => [{ field: 'createdTime', label: 'Period', kind: 'date' }, hub, product, { field: 'paymentMethod', label: 'Payment Method', kind: 'enum', options: labelledOptions(vendingPaymentMethodLabels) }],
    [hub, product],
  );
  return (
    <ResourceList
      query={OrderSummariesPageDocument}
      selectPage={(data) => data.orderSummaries}
      columns={columns}
      filterFields={filterFields}
      searchFields={[]}
      defaultSort={SUMMARY_DEFAULTS.sort}
      exportFileName="order-summary"
      rowLink={(row) => machineUrl(row.machineId)}
      phoneColumns={['machineNo', 'totalCup', 'totalRevenue']}
      summary={<SummaryTotals filterFields={filterFields} />}
      emptyText="No completed cups in this period."
      actions={
        <ReportButton
          query={OrderSummaryReportDocument}
          selectAddress={(data) => data.orderSummaryReport}
          label="Download per-product report"
          title="A row per hub, machine and product, with its cups and revenue, for the filters, as CSV"
          filterFields={filterFields}
          defaults={SUMMARY_DEFAULTS}
        />
      }
    />
  );
}
