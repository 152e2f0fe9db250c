import type { GridColDef } from '@mui/x-data-grid';
import { ResourceList, activeColumn, moneyColumn, type FilterField } from '../../components/list';
import { AddRecordButton } from '../../components/records/named-record';
import { ShopImage } from './ShopImage';
import { ShopProductsPageDocument, type ShopProductsPageQuery } from './shop-products.generated';
import { shopProducts } from './links';

type Row = NonNullable<ShopProductsPageQuery['shopProducts']>['results'][number];

const columns: GridColDef<Row>[] = [
  {
    field: 'imageUrl',
    headerName: 'Image',
    width: 80,
    sortable: false,
    renderCell: ({ row }) => <ShopImage address={row.imageUrl} alt={`Picture of ${row.name}`} size={40} />,
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'product', headerName: 'Vending Product', flex: 1, minWidth: 160, valueGetter: (_, row) => row.product.name },
  { field: 'displayCategory', headerName: 'Display Category', flex: 1, minWidth: 140, valueGetter: (_, row) => row.displayCategory?.name ?? '' },
  moneyColumn({ field: 'price', headerName: 'Price' }),
  { field: 'machineTypeDisplays', headerName: 'Offered On', flex: 1, minWidth: 160, sortable: false, valueGetter: (_, row) => row.machineTypeDisplays.map((display) => display.name).join(', ') },
  activeColumn<Row>(),
];

const filterFields: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'product', label: 'Vending Product', kind: 'text' },
  { field: 'price', label: 'Price', kind: 'int' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

export default function ShopProductListPage() {
  return (
    <ResourceList
      query={ShopProductsPageDocument}
      selectPage={(data) => data.shopProducts}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'name', direction: 'ASC' }}
      exportFileName="shop-product"
      rowLink={(row) => shopProducts.url(row.id)}
      actions={<AddRecordButton to={shopProducts.addUrl} label="Add Shop Product" authority="CREATE_SHOP_PRODUCT" />}
    />
  );
}
