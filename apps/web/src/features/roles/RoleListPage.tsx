import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link } from 'react-router';
import { formatNumber } from '@back-office/domain';
import { ResourceList, activeColumn, type FilterField } from '../../components/list';
import { formatValue } from '../../components/DetailView';
import { useCurrentUser, hasAuthority } from '../../base/session';
import type { RolesPageQuery } from './roles.generated';
import { RolesPageDocument } from './roles.generated';
import { roles } from './links';

type Row = NonNullable<RolesPageQuery['roles']>['results'][number];

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'description', headerName: 'Description', flex: 2, minWidth: 200, sortable: false },
  { field: 'userCount', headerName: 'Users', width: 90, sortable: false, type: 'number', valueFormatter: (value: number) => formatNumber(value, 0) },
  activeColumn<Row>(),
  { field: 'updatedTime', headerName: 'Updated', width: 160, sortable: false, valueFormatter: (value: string) => formatValue(value, 'datetime') },
];

const filterFields: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'description', label: 'Description', kind: 'text' },
  { field: 'active', label: 'Active', kind: 'boolean' },
  { field: 'createdTime', label: 'Created', kind: 'date' },
];

export default function RoleListPage() {
  const { user } = useCurrentUser();
  const canEdit = hasAuthority(user, 'UPDATE_ROLE');
  return (
    <ResourceList
      query={RolesPageDocument}
      selectPage={(data) => data.roles}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'name', direction: 'ASC' }}
      exportFileName="roles"
      rowLink={canEdit ? (row) => roles.editUrl(row.id) : undefined}
      actions={
        hasAuthority(user, 'CREATE_ROLE') && (
          <Button component={Link} to={roles.addUrl} variant="contained" startIcon={<AddIcon />}>
            Add Role
          </Button>
        )
      }
    />
  );
}
