import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList, activeColumn, moneyColumn, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton } from '../../components/records/named-record';
import { formatValue } from '../../components/DetailView';
import { ProductsPageDocument, type ProductsPageQuery } from './products.generated';
import { products } from './links';

type Row = NonNullable<ProductsPageQuery['products']>['results'][number];

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 200 },
  moneyColumn({ field: 'cogs', headerName: 'Cogs' }),
  numberColumn({ field: 'minDuration', headerName: 'Min Duration (s)', width: 150 }),
  numberColumn({ field: 'maxDuration', headerName: 'Max Duration (s)', width: 150 }),
  numberColumn({ field: 'weight', headerName: 'Weight (g)', width: 120 }),
  { field: 'containCoffee', headerName: 'Coffee', width: 100, valueFormatter: (value: boolean) => formatValue(value, 'boolean') },
  activeColumn<Row>(),
];

const filterFields: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'cogs', label: 'Cogs', kind: 'int' },
  { field: 'containCoffee', label: 'Coffee', kind: 'boolean' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

export default function ProductListPage() {
  return (
    <ResourceList
      query={ProductsPageDocument}
      selectPage={(data) => data.products}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'name', direction: 'ASC' }}
      exportFileName="menu"
      rowLink={(row) => products.url(row.id)}
      actions={<AddRecordButton to={products.addUrl} label="Add Menu" authority="CREATE_PRODUCT" />}
    />
  );
}
