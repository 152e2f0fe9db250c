import { ORDER_EVENT_TYPES, orderEventLabel, paymentProviderLabel } from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { formatValue } from '../../components/DetailView';
import { PayloadDetails } from '../../components/PayloadDetails';
import { ResourceList, type FilterField } from '../../components/list';
import { OrderLogsPageDocument, type OrderLogFieldsFragment } from './orders.generated';

type Row = OrderLogFieldsFragment;

const columns: GridColDef<Row>[] = [
  { field: 'time', headerName: 'Time', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'orderNo', headerName: 'Order No', width: 150 },
  { field: 'vmcNo', headerName: 'Machine', width: 110, sortable: false, valueGetter: (_value, row) => row.machine.vmcNo },
  { field: 'event', headerName: 'Event', width: 160, valueFormatter: (value: string) => orderEventLabel(value) },
  { field: 'paymentProvider', headerName: 'Payment Provider', width: 150, valueFormatter: (value: string | null) => paymentProviderLabel(value) || '—' },
  // What the machine sent, as it sent it: for those who look into a case, behind "details".
  { field: 'payload', headerName: 'Details', flex: 1, minWidth: 260, sortable: false, renderCell: (params) => <PayloadDetails payload={params.row.payload} /> },
];

const filterFields: FilterField[] = [
  { field: 'time', label: 'Time', kind: 'date' },
  { field: 'orderNo', label: 'Order No', kind: 'text' },
  { field: 'event', label: 'Event', kind: 'enum', options: ORDER_EVENT_TYPES.map((type) => ({ value: type, label: orderEventLabel(type) })) },
  { field: 'paymentProvider', label: 'Payment Provider', kind: 'text' },
];

/** Every order event the machines sent, the latest first. */
export default function OrderLogPage() {
  return (
    <ResourceList
      query={OrderLogsPageDocument}
      selectPage={(data) => data.orderLogs}
      columns={columns}
      filterFields={filterFields}
      searchFields={['orderNo']}
      defaultSort={{ field: 'time', direction: 'DESC' }}
      exportFileName="order-log"
      emptyText="No order events match."
    />
  );
}
