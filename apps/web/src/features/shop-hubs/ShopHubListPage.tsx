import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { ResourceList, activeColumn, type FilterField, type ListSort } from '../../components/list';
import { UploadButton } from '../shop-uploads/UploadButton';
import { ShopHubsPageDocument, type ShopHubsPageQuery } from './shop-hubs.generated';
import { shopHubs } from './links';

type Row = NonNullable<ShopHubsPageQuery['shopHubs']>['results'][number];

const columns: GridColDef<Row>[] = [
  { field: 'hubNo', headerName: 'Hub No', width: 120 },
  { field: 'name', headerName: 'Name', flex: 1.5, minWidth: 180 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'phoneNo', headerName: 'Phone', flex: 1, minWidth: 130 },
  { field: 'timeZone', headerName: 'Time Zone', width: 140 },
  activeColumn<Row>(),
];

const DEFAULT_SORT: ListSort = { field: 'name', direction: 'ASC' };

const FILTER_FIELDS: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'hubNo', label: 'Hub No', kind: 'text' },
  { field: 'city', label: 'City', kind: 'text' },
  { field: 'address', label: 'Address', kind: 'text' },
  { field: 'active', label: 'Active', kind: 'boolean' },
  { field: 'dateCreated', label: 'Created', kind: 'date' },
];

export default function ShopHubListPage() {
  const { user } = useCurrentUser();
  return (
    <ResourceList
      query={ShopHubsPageDocument}
      selectPage={(data) => data.shopHubs}
      columns={columns}
      filterFields={FILTER_FIELDS}
      defaultSort={DEFAULT_SORT}
      defaultSize={20}
      exportFileName="shop-stores"
      rowLink={(row) => shopHubs.url(row.id)}
      actions={
        <>
          <UploadButton upload="hubMenu" />
          {hasAuthority(user, 'CREATE_SHOP_HUB') && (
            <Button component={Link} to={shopHubs.addUrl} variant="contained" startIcon={<AddIcon />}>
              Add Shop Store
            </Button>
          )}
        </>
      }
    />
  );
}
