import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList, activeColumn, type FilterField } from '../../components/list';
import { AddRecordButton } from '../../components/records/named-record';
import { MidtransesPageDocument, type MidtransesPageQuery } from './midtrans.generated';
import { midtranses } from './links';

type Row = NonNullable<MidtransesPageQuery['midtranses']>['results'][number];

const columns: GridColDef<Row>[] = [
  { field: 'merchantId', headerName: 'Merchant ID', flex: 1, minWidth: 160 },
  { field: 'clientKey', headerName: 'Client Key', flex: 1, minWidth: 200 },
  { field: 'production', headerName: 'Environment', width: 130, valueFormatter: (value: boolean) => (value ? 'Production' : 'Sandbox') },
  { field: 'description', headerName: 'Description', flex: 2, minWidth: 200 },
  activeColumn<Row>(),
];

const filterFields: FilterField[] = [
  { field: 'merchantId', label: 'Merchant ID', kind: 'text' },
  { field: 'description', label: 'Description', kind: 'text' },
  { field: 'production', label: 'Production', kind: 'boolean' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

export default function MidtransListPage() {
  return (
    <ResourceList
      query={MidtransesPageDocument}
      selectPage={(data) => data.midtranses}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'merchantId', direction: 'ASC' }}
      exportFileName="payment-gateway-accounts"
      rowLink={(row) => midtranses.url(row.id)}
      actions={<AddRecordButton to={midtranses.addUrl} label="Add Payment Gateway Account" authority="CREATE_MIDTRANS" />}
    />
  );
}
