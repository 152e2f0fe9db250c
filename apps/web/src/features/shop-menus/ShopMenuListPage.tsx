import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { ResourceList, activeColumn, moneyColumn, type FilterField } from '../../components/list';
import { AddRecordButton } from '../../components/records/named-record';
import { UploadButton } from '../shop-uploads/UploadButton';
import { ShopImage } from './ShopImage';
import { LowerShopMenuDocument, RaiseShopMenuDocument, ShopMenuFilterChoicesDocument, ShopMenusPageDocument, type ShopMenusPageQuery } from './shop-menus.generated';
import { shopMenus } from './links';

type Row = NonNullable<ShopMenusPageQuery['shopMenus']>['results'][number];

const columns: GridColDef<Row>[] = [
  {
    field: 'imageUrl',
    headerName: 'Image',
    width: 80,
    sortable: false,
    renderCell: ({ row }) => <ShopImage address={row.imageUrl} alt={`Picture of ${row.name}`} size={40} />,
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'merchant', headerName: 'Merchant', flex: 1, minWidth: 130, valueGetter: (_, row) => row.merchant.name },
  { field: 'menuSubcategory', headerName: 'Category', flex: 1, minWidth: 150, valueGetter: (_, row) => (row.menuSubcategory ? `${row.menuSubcategory.menuCategory.name} / ${row.menuSubcategory.name}` : '') },
  moneyColumn({ field: 'price', headerName: 'Price' }),
  moneyColumn({ field: 'cogs', headerName: 'Cogs' }),
  { field: 'displayCategory', headerName: 'Display Category', flex: 1, minWidth: 130, valueGetter: (_, row) => row.displayCategory?.name ?? '' },
  activeColumn<Row>(),
];

export default function ShopMenuListPage() {
  const { user } = useCurrentUser();
  const choices = useQuery(ShopMenuFilterChoicesDocument, { skip: !hasAuthority(user, 'VIEW_SHOP_MERCHANT') || !hasAuthority(user, 'VIEW_SHOP_MENU_CATEGORY') });
  const filterFields = useMemo<FilterField[]>(
    () => [
      { field: 'name', label: 'Name', kind: 'text' },
      choices.data?.shopMerchantsAll
        ? { field: 'merchantId', label: 'Merchant', kind: 'int', options: choices.data.shopMerchantsAll.map((merchant) => ({ value: String(merchant.id), label: merchant.name })) }
        : { field: 'merchant', label: 'Merchant', kind: 'text' },
      ...(choices.data?.shopMenuCategoriesAll
        ? [{ field: 'menuCategoryId', label: 'Category', kind: 'int', options: choices.data.shopMenuCategoriesAll.map((category) => ({ value: String(category.id), label: category.name })) } as FilterField]
        : []),
      { field: 'menuSubcategory', label: 'Subcategory', kind: 'text' },
      { field: 'price', label: 'Price', kind: 'int' },
      { field: 'active', label: 'Active', kind: 'boolean' },
    ],
    [choices.data],
  );
  return (
    <ResourceList
      query={ShopMenusPageDocument}
      selectPage={(data) => data.shopMenus}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'priority', direction: 'ASC' }}
      exportFileName="shop-menu"
      rowLink={(row) => shopMenus.url(row.id)}
      moves={{ raise: RaiseShopMenuDocument, lower: LowerShopMenuDocument, label: (row) => row.name, authority: 'UPDATE_SHOP_MENU' }}
      actions={
        <>
          <UploadButton upload="menu" />
          <AddRecordButton to={shopMenus.addUrl} label="Add Shop Menu" authority="CREATE_SHOP_MENU" />
        </>
      }
    />
  );
}
