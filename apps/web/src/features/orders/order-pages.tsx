import { useQuery } from '@apollo/client/react';
import { Button, Chip, Link as TextLink, Stack } from '@mui/material';
import {
  formatRupiah,
  orderEventLabel,
  paymentProviderLabel,
  orderStateLabels,
  salesTypeLabels,
  vendingPaymentMethodLabels,
  labelledOptions,
  labelIn,
} from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { DetailView, formatValue, type DetailItem } from '../../components/DetailView';
import { PayloadDetails } from '../../components/PayloadDetails';
import { ResourceList, moneyColumn, numberColumn, type FilterField } from '../../components/list';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { hubs } from '../hubs/links';
import { useHubAndTypeFilters } from '../machines/place-filters';
import { machineUrl } from '../machines/links';
import {
  ConcisedOrderDocument,
  ConcisedOrdersPageDocument,
  OrderDocument,
  OrderLogsPageDocument,
  OrdersPageDocument,
  ProductChoicesDocument,
  type ConcisedOrderFieldsFragment,
  type OrderFieldsFragment,
} from './orders.generated';
import { concisedOrders, orders } from './links';

type ConcisedRow = ConcisedOrderFieldsFragment;


const STATE_COLOURS: Record<string, 'default' | 'success' | 'info' | 'error' | 'warning'> = {
  CREATED: 'default',
  PAID: 'info',
  FAILED: 'error',
  COMPLETED: 'success',
  REFUNDED: 'warning',
};

export function OrderStateChip({ state }: { state: string }) {
  return <Chip size="small" variant={state === 'COMPLETED' ? 'filled' : 'outlined'} color={STATE_COLOURS[state] ?? 'default'} label={labelIn(orderStateLabels, state)} />;
}

/** The columns both order lists show; none of them is money. */
function concisedColumns<Row extends ConcisedRow>(): GridColDef<Row>[] {
  return [
    { field: 'orderNo', headerName: 'Order No', width: 190 },
    { field: 'createdTime', headerName: 'Created', width: 150, valueFormatter: (value: string | null) => formatValue(value, 'datetime') },
    { field: 'state', headerName: 'State', width: 120, valueFormatter: (value: string) => labelIn(orderStateLabels, value), renderCell: ({ row }) => <OrderStateChip state={row.state} /> },
    { field: 'machineNo', headerName: 'Machine', width: 110 },
    { field: 'hubName', headerName: 'Hub', flex: 1, minWidth: 160, valueGetter: (_value, row) => (row.hubInternalId ? `${row.hubInternalId} ${row.hubName ?? ''}` : '—') },
    { field: 'productName', headerName: 'Product', flex: 1, minWidth: 140, valueFormatter: (value: string | null) => value ?? '—' },
    { field: 'paymentMethod', headerName: 'Payment Method', width: 140, valueFormatter: (value: string | null) => labelIn(vendingPaymentMethodLabels, value) || '—' },
    numberColumn<Row>({ field: 'duration', headerName: 'Duration (s)', width: 110 }),
  ];
}

/* The money people look for comes right after the order and its state, ahead of where it was sold. */
const orderColumns: GridColDef<OrderFieldsFragment>[] = (() => {
  const [orderNo, created, state, ...rest] = concisedColumns<OrderFieldsFragment>();
  return [
    orderNo!,
    created!,
    state!,
    moneyColumn<OrderFieldsFragment>({ field: 'price', headerName: 'Price', width: 120 }),
    moneyColumn<OrderFieldsFragment>({ field: 'gmv', headerName: 'GMV', width: 120 }),
    ...rest,
    moneyColumn<OrderFieldsFragment>({ field: 'expectedPrice', headerName: 'Expected Price', width: 140 }),
  ];
})();

/** On a phone: which order, and what it cost. */
const ORDER_PHONE_COLUMNS = ['orderNo', 'price'];

/** Products offered by name to those who may read them, by id to the others. */
export function useProductFilter(): FilterField {
  const { user } = useCurrentUser();
  const products = useQuery(ProductChoicesDocument, { skip: !hasAuthority(user, 'VIEW_PRODUCT') });
  return useMemo<FilterField>(
    () =>
      products.data?.productsAll
        ? { field: 'productId', label: 'Product', kind: 'int', options: products.data.productsAll.map((product) => ({ value: String(product.id), label: product.name })) }
        : { field: 'productId', label: 'Product ID', kind: 'int' },
    [products.data],
  );
}

/** Filters by period, hub, machine, product, payment method and state; with the money, by whether the price differed from the expected one. */
function useOrderFilters(withMoney = false): FilterField[] {
  const [hub] = useHubAndTypeFilters();
  const product = useProductFilter();
  return useMemo<FilterField[]>(
    () => [
      { field: 'createdTime', label: 'Created', kind: 'date' },
      hub,
      { field: 'machineNo', label: 'Machine', kind: 'text' },
      product,
      { field: 'paymentMethod', label: 'Payment Method', kind: 'enum', options: labelledOptions(vendingPaymentMethodLabels) },
      { field: 'state', label: 'State', kind: 'enum', options: labelledOptions(orderStateLabels) },
      { field: 'salesType', label: 'Sales Type', kind: 'enum', options: labelledOptions(salesTypeLabels) },
      { field: 'orderNo', label: 'Order No', kind: 'text' },
      { field: 'machineId', label: 'Machine ID', kind: 'int' },
      ...(withMoney ? [{ field: 'priceDiffers', label: 'Price Differs', kind: 'boolean' as const }] : []),
    ],
    [hub, product, withMoney],
  );
}

/** The order number only: other text is filtered by its own condition, which an index serves. */
const SEARCH_FIELDS = ['orderNo'];

const ORDER_DEFAULTS = { size: 20, sort: { field: 'createdTime', direction: 'DESC' as const } };

export function OrderListPage() {
  const filterFields = useOrderFilters(true);
  return (
    <ResourceList
      query={OrdersPageDocument}
      selectPage={(data) => data.orders}
      columns={orderColumns}
      filterFields={filterFields}
      searchFields={SEARCH_FIELDS}
      defaultSort={ORDER_DEFAULTS.sort}
      exportFileName="order"
      rowLink={(row) => orders.url(row.id)}
      phoneColumns={ORDER_PHONE_COLUMNS}
      emptyText="No orders match. Orders appear as the machines sell."
    />
  );
}

export function ConcisedOrderListPage() {
  const filterFields = useOrderFilters();
  const columns = useMemo(() => concisedColumns<ConcisedRow>(), []);
  return (
    <ResourceList
      query={ConcisedOrdersPageDocument}
      selectPage={(data) => data.concisedOrders}
      columns={columns}
      filterFields={filterFields}
      searchFields={SEARCH_FIELDS}
      defaultSort={{ field: 'createdTime', direction: 'DESC' }}
      exportFileName="order-concised"
      rowLink={(row) => concisedOrders.url(row.id)}
      phoneColumns={['orderNo', 'state']}
      emptyText="No orders match. Orders appear as the machines sell."
    />
  );
}

/** What an order shows with or without its money. */
function orderItems(order: ConcisedRow): DetailItem[] {
  return [
    { label: 'Order No', value: order.orderNo },
    { label: 'State', value: labelIn(orderStateLabels, order.state), render: <OrderStateChip state={order.state} /> },
    { label: 'Product', value: order.productName },
    {
      label: 'Machine',
      value: order.machineNo,
      render: (
        <TextLink component={Link} to={machineUrl(order.machineId)}>
          {order.machineNo}
          {order.machineInitial ? ` (${order.machineInitial})` : ''}
        </TextLink>
      ),
    },
    {
      label: 'Hub',
      value: order.hubName,
      render: order.hubId ? (
        <TextLink component={Link} to={hubs.url(order.hubId)}>
          {order.hubInternalId} {order.hubName}
        </TextLink>
      ) : undefined,
    },
    { label: 'Payment Method', value: labelIn(vendingPaymentMethodLabels, order.paymentMethod) },
    { label: 'Payment Reference', value: order.paymentReferenceId },
    { label: 'Sales Type', value: labelIn(salesTypeLabels, order.salesType) },
    { label: 'Created', value: order.createdTime, format: 'datetime' },
    { label: 'Paid', value: order.paidTime, format: 'datetime' },
    { label: 'Payment Done', value: order.payDoneRTime, format: 'datetime' },
    { label: 'Product Done', value: order.productDoneTime, format: 'datetime' },
    ...(order.failedTime ? [{ label: 'Failed', value: order.failedTime, format: 'datetime' as const }] : []),
    ...(order.refundedTime ? [{ label: 'Refunded', value: order.refundedTime, format: 'datetime' as const }] : []),
    { label: 'Duration', value: order.duration === null || order.duration === undefined ? null : `${order.duration} s` },
    { label: 'Remark', value: order.remark },
  ];
}

const moneyItems = (order: OrderFieldsFragment): DetailItem[] => [
  { label: 'Price', value: order.price, format: 'rupiah' },
  {
    label: 'Expected Price',
    value: order.expectedPrice,
    format: 'rupiah',
    render:
      order.expectedPrice !== null && order.expectedPrice !== undefined && order.priceDiffers ? (
        <span>
          {formatRupiah(order.expectedPrice)}{' '}
          <Chip size="small" variant="outlined" label={order.price! < order.expectedPrice ? `Charged ${formatRupiah(order.expectedPrice - order.price!)} too little` : `Charged ${formatRupiah(order.price! - order.expectedPrice)} too much`} />
        </span>
      ) : undefined,
  },
  { label: 'Original Price', value: order.originalPrice, format: 'rupiah' },
  { label: 'Corporate Discount', value: order.corporateDiscount, format: 'rupiah' },
  { label: 'Subsidy', value: order.subsidy, format: 'rupiah' },
  { label: 'GMV', value: order.gmv, format: 'rupiah' },
  { label: 'COGS', value: order.cogs, format: 'rupiah' },
];

/** The order's events as the machine sent them, for those who may read order logs. */
function OrderEvents({ order }: { order: ConcisedRow }) {
  const { user } = useCurrentUser();
  const allowed = hasAuthority(user, 'VIEW_ORDER_LOG');
  const pageInput = {
    page: 1,
    size: 50,
    sorts: [{ field: 'time', direction: 'ASC' as const }],
    filters: {
      operator: 'AND' as const,
      options: [
        { field: 'orderNo', values: [order.orderNo], type: 'EQUAL' as const },
        { field: 'machineId', values: [String(order.machineId)], type: 'EQUAL' as const },
      ],
    },
  };
  const { data } = useQuery(OrderLogsPageDocument, { variables: { pageInput }, skip: !allowed });
  if (!allowed) return null;
  return (
    <DetailTable
      title="Order Log"
      rows={data?.orderLogs?.results ?? []}
      emptyText={data ? 'No events.' : 'Loading…'}
      columns={[
        { header: 'Time', value: (row) => row.time, format: 'datetime' },
        { header: 'Event', value: (row) => orderEventLabel(row.event) },
        { header: 'Payment Provider', value: (row) => paymentProviderLabel(row.paymentProvider) },
        { header: 'Details', value: (row) => row.payload, render: (row) => <PayloadDetails payload={row.payload} /> },
        { header: 'Received', value: (row) => row.receivedTime, format: 'datetime' },
      ]}
    />
  );
}

const BackButton = ({ to }: { to: string }) => (
  <Button component={Link} to={to}>
    Back
  </Button>
);

export function OrderDetailPage() {
  const { record, gate } = useRecordFromRoute(OrderDocument, orders.param, (data) => data.order);
  if (!record) return gate;
  return (
    <Stack spacing={2}>
      <DetailView actions={<BackButton to={orders.listUrl} />} items={[...orderItems(record), ...moneyItems(record)]} />
      <OrderEvents order={record} />
    </Stack>
  );
}

export function ConcisedOrderDetailPage() {
  const { record, gate } = useRecordFromRoute(ConcisedOrderDocument, concisedOrders.param, (data) => data.concisedOrder);
  if (!record) return gate;
  return (
    <Stack spacing={2}>
      <DetailView actions={<BackButton to={concisedOrders.listUrl} />} items={orderItems(record)} />
      <OrderEvents order={record} />
    </Stack>
  );
}
