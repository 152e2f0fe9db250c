import { formatDate, formatRupiah } from '@back-office/domain';
import { Box } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { ResourceList, moneyColumn, numberColumn, type FilterField } from '../../components/list';
import { useHubAndTypeFilters } from '../machines/place-filters';
import { useProductFilter } from '../orders/order-pages';
import { PriceAuditPageDocument, type PriceAuditPageQuery } from './price-audit.generated';
import { differingOrdersUrl } from './links';

type Row = NonNullable<PriceAuditPageQuery['priceAudit']>['results'][number];

/** Money at stake with its sign in words: above zero the company lost it, below zero customers paid it too much. */
export function stakeText(amount: number): string {
  if (amount > 0) return `${formatRupiah(amount)} lost`;
  if (amount < 0) return `${formatRupiah(-amount)} overcharged`;
  return formatRupiah(0);
}

const dayText = (day: string) => formatDate(day);

const columns: GridColDef<Row>[] = [
  { field: 'hubInternalId', headerName: 'Hub', flex: 1, minWidth: 180, valueGetter: (_value, row) => (row.hubInternalId ? `${row.hubInternalId} ${row.hubName ?? ''}` : 'No hub') },
  { field: 'machineNo', headerName: 'Machine', width: 120 },
  {
    field: 'firstDay',
    headerName: 'Period',
    width: 200,
    valueGetter: (_value, row) => (row.firstDay === row.lastDay ? dayText(row.firstDay) : `${dayText(row.firstDay)} – ${dayText(row.lastDay)}`),
  },
  {
    field: 'moneyAtStake',
    headerName: 'Money at Stake',
    type: 'number',
    width: 190,
    renderCell: ({ row }) => (
      <Box component="span" sx={{ color: row.moneyAtStake > 0 ? 'error.dark' : row.moneyAtStake < 0 ? 'info.dark' : undefined, fontWeight: 500 }}>
        {stakeText(row.moneyAtStake)}
      </Box>
    ),
  },
  numberColumn<Row>({ field: 'daysDiffering', headerName: 'Days', width: 70, sortable: false }),
  numberColumn<Row>({ field: 'differingOrders', headerName: 'Differing Orders', width: 140 }),
  numberColumn<Row>({ field: 'orders', headerName: 'Orders', width: 100 }),
  moneyColumn<Row>({ field: 'undercharged', headerName: 'Charged Too Little', width: 160 }),
  moneyColumn<Row>({ field: 'overcharged', headerName: 'Charged Too Much', width: 160 }),
];

/**
 * Per hub and machine, over a period: the completed cups charged otherwise than the machine's prices
 * say (its slot setting, else its menu, less the hub's discounts), and the money at stake. A row
 * opens the machine's orders charged otherwise on those days.
 */
export default function PriceAuditPage() {
  const [hub] = useHubAndTypeFilters();
  const product = useProductFilter();
  const filterFields = useMemo<FilterField[]>(() => [{ field: 'createdTime', label: 'Period', kind: 'date' }, hub, { field: 'machineId', label: 'Machine ID', kind: 'int' }, product], [hub, product]);
  return (
    <ResourceList
      query={PriceAuditPageDocument}
      selectPage={(data) => data.priceAudit}
      columns={columns}
      filterFields={filterFields}
      searchFields={[]}
      defaultSort={{ field: 'moneyAtStake', direction: 'DESC' }}
      exportFileName="price-audit"
      rowLink={(row) => differingOrdersUrl(row.machineId, row.firstDay, row.lastDay)}
      emptyText="Every cup in this period was charged the price its machine should have charged."
    />
  );
}
