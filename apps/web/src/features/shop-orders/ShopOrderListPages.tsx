import { useQuery } from '@apollo/client/react';
import { shopOrderStateLabels, shopOrderTypeLabels, shopPaymentMethodLabels, labelledOptions, labelIn } from '@back-office/domain';
import { Button, Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { customerLabel } from '../../components/customer-name';
import { formatValue } from '../../components/DetailView';
import { ResourceList, moneyColumn, type FilterField } from '../../components/list';
import type { FilterOption } from '../../components/list/list-state';
import { ReportButton } from '../../components/list/ReportButton';
import { COMPLETED_SHOP_ORDERS, INCOMPLETED_SHOP_ORDERS, OUTLET_SUMMARY, shopOrders } from './links';
import { ShopOrderOutletChoicesDocument, ShopOrderReportDocument, ShopOrdersPageDocument, type ShopOrderRowFieldsFragment } from './shop-orders.generated';

type Row = ShopOrderRowFieldsFragment;


/** Completed reads green, missed red; orders still being made are filled, the others outlined. Only colours that keep their words readable. */
const STATE_LOOKS: Record<string, { color: 'default' | 'success' | 'error'; variant: 'filled' | 'outlined' }> = {
  WAITING_FOR_PAYMENT: { color: 'default', variant: 'outlined' },
  PAID: { color: 'default', variant: 'filled' },
  ACK: { color: 'default', variant: 'filled' },
  COMPLETED: { color: 'success', variant: 'filled' },
  EXPIRED: { color: 'default', variant: 'outlined' },
  MISSED: { color: 'error', variant: 'outlined' },
};

export function ShopOrderStateChip({ state }: { state: string }) {
  const look = STATE_LOOKS[state] ?? { color: 'default', variant: 'outlined' };
  return <Chip size="small" variant={look.variant} color={look.color} label={labelIn(shopOrderStateLabels, state)} />;
}

/** The columns of a list of shop orders; a customer's page shows some of them. Order numbers run to 23 characters. */
export const SHOP_ORDER_COLUMNS: GridColDef<Row>[] = [
  { field: 'orderNo', headerName: 'Order No', width: 230, minWidth: 230 },
  { field: 'createdTime', headerName: 'Created', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'state', headerName: 'State', width: 170, valueFormatter: (value: string) => labelIn(shopOrderStateLabels, value), renderCell: ({ row }) => <ShopOrderStateChip state={row.state} /> },
  { field: 'hubId', headerName: 'Outlet', flex: 1, minWidth: 150, valueGetter: (_value, row) => row.hub?.name ?? '—' },
  { field: 'type', headerName: 'Type', width: 110, valueFormatter: (value: string) => labelIn(shopOrderTypeLabels, value) },
  { field: 'paymentMethod', headerName: 'Payment Method', width: 140, valueFormatter: (value: string) => labelIn(shopPaymentMethodLabels, value) },
  moneyColumn<Row>({ field: 'paidAmount', headerName: 'Paid Amount', width: 130 }),
  { field: 'customerName', headerName: 'Customer', flex: 1, minWidth: 140, valueGetter: (value: string | null, row) => customerLabel(value, row.customer?.name) },
  { field: 'orderNoAlias', headerName: 'Alias', width: 90, sortable: false },
];

const PHONE_COLUMNS = ['orderNo', 'state'];
const SEARCH_FIELDS = ['orderNo'];
const DEFAULTS = { size: 20, sort: { field: 'createdTime', direction: 'DESC' as const } };

/** Filters by period, outlet, state, type, payment method and number; the outlets a person may see by name. */
function useFilters(withState: boolean): FilterField[] {
  const { data } = useQuery(ShopOrderOutletChoicesDocument);
  return useMemo<FilterField[]>(
    () => [
      { field: 'createdTime', label: 'Created', kind: 'date' },
      { field: 'hubId', label: 'Outlet', kind: 'int', options: (data?.shopHubsAll ?? []).map((hub) => ({ value: String(hub.id), label: hub.name })) },
      ...(withState ? [{ field: 'state', label: 'State', kind: 'enum' as const, options: labelledOptions(shopOrderStateLabels) }] : []),
      { field: 'type', label: 'Type', kind: 'enum', options: labelledOptions(shopOrderTypeLabels) },
      { field: 'paymentMethod', label: 'Payment Method', kind: 'enum', options: labelledOptions(shopPaymentMethodLabels) },
      { field: 'orderNo', label: 'Order No', kind: 'text' },
      { field: 'customerName', label: 'Customer', kind: 'text' },
    ],
    [data, withState],
  );
}

/** The three order lists' links, the current one marked. */
function ListLinks({ current }: { current: string }) {
  const links = [
    { to: shopOrders.listUrl, label: 'All' },
    { to: COMPLETED_SHOP_ORDERS, label: 'Completed' },
    { to: INCOMPLETED_SHOP_ORDERS, label: 'Not Completed' },
    { to: OUTLET_SUMMARY, label: 'Outlet Summary' },
  ];
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label="Shop order lists" sx={{ flexWrap: 'wrap' }}>
      {links.map((link) => (
        <Button key={link.to} component={Link} to={link.to} size="small" variant={link.to === current ? 'contained' : 'text'} aria-current={link.to === current ? 'page' : undefined}>
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}

function ShopOrderList({ current, fixedFilters, emptyText }: { current: string; fixedFilters?: FilterOption[]; emptyText: string }) {
  const filterFields = useFilters(!fixedFilters);
  return (
    <Stack spacing={2}>
      <ListLinks current={current} />
      <ResourceList
        query={ShopOrdersPageDocument}
        selectPage={(data) => data.shopOrders}
        columns={SHOP_ORDER_COLUMNS}
        filterFields={filterFields}
        fixedFilters={fixedFilters}
        searchFields={SEARCH_FIELDS}
        defaultSort={DEFAULTS.sort}
        defaultSize={DEFAULTS.size}
        exportFileName="shop-orders"
        rowLink={(row) => shopOrders.url(row.id)}
        phoneColumns={PHONE_COLUMNS}
        emptyText={emptyText}
        actions={
          <ReportButton
            query={ShopOrderReportDocument}
            selectAddress={(data) => data.shopOrderReport}
            title="Every order matching the filters, with its money, as CSV"
            filterFields={filterFields}
            fixedFilters={fixedFilters}
            defaults={DEFAULTS}
            searchFields={SEARCH_FIELDS}
          />
        }
      />
    </Stack>
  );
}

const COMPLETED: FilterOption[] = [{ field: 'state', values: ['COMPLETED'], type: 'EQUAL' }];
// Everything that did not end completed: still open, expired unpaid or missed.
const INCOMPLETED: FilterOption[] = [{ field: 'state', values: ['COMPLETED'], type: 'NOT_EQUAL' }];

export function AllShopOrdersPage() {
  return <ShopOrderList current={shopOrders.listUrl} emptyText="No orders match. Orders appear as customers order in the app or at a counter." />;
}

export function CompletedShopOrdersPage() {
  return <ShopOrderList current={COMPLETED_SHOP_ORDERS} fixedFilters={COMPLETED} emptyText="No completed orders match." />;
}

export function IncompletedShopOrdersPage() {
  return <ShopOrderList current={INCOMPLETED_SHOP_ORDERS} fixedFilters={INCOMPLETED} emptyText="No open, expired or missed orders match." />;
}
