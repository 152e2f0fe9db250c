import { VENDING_PAYMENT_METHODS } from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { ResourceList, moneyColumn, numberColumn, type FilterField } from '../../components/list';
import { ReportButton } from '../../components/list/ReportButton';
import { useHubAndTypeFilters } from '../machines/place-filters';
import { machineUrl } from '../machines/routes';
import { optionsOf, useProductFilter } from './order-pages';
import { OrderSummariesPageDocument, OrderSummaryReportDocument, type OrderSummariesPageQuery } from './orders.generated';

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

/** Per hub and machine: the cups sold in a period, their revenue and the cups of each product. */
export default function OrderSummaryPage() {
  const [hub] = useHubAndTypeFilters();
  const product = useProductFilter();
  const filterFields = useMemo<FilterField[]>(
    () => [{ field: 'createdTime', label: 'Period', kind: 'date' }, hub, product, { field: 'paymentMethod', label: 'Payment Method', kind: 'enum', options: optionsOf(VENDING_PAYMENT_METHODS) }],
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
      emptyText="No completed cups in this period."
      actions={
        <ReportButton
          query={OrderSummaryReportDocument}
          selectAddress={(data) => data.orderSummaryReport}
          title="The cups and revenue per hub, machine and product for the filters, as CSV"
          filterFields={filterFields}
          defaults={SUMMARY_DEFAULTS}
        />
      }
    />
  );
}
