import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ResourceList, activeColumn, type FilterField } from '../../components/list';
import { hasAuthority, useCurrentUser } from '../../base/session';
import type { UsersPageQuery } from './users.generated';
import { RoleOptionsDocument } from '../roles/roles.generated';
import { UsersPageDocument } from './users.generated';
import { users } from './links';

type Row = NonNullable<UsersPageQuery['users']>['results'][number];

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'username', headerName: 'Username', flex: 1, minWidth: 130 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180 },
  { field: 'phoneNo', headerName: 'Phone No', width: 140 },
  { field: 'role', headerName: 'Role', width: 140, sortable: false, valueGetter: (_, row) => row.role.name },
  { field: 'manager', headerName: 'Manager', width: 140, sortable: false, valueGetter: (_, row) => row.manager?.name ?? '' },
  activeColumn<Row>(),
];

export default function UserListPage() {
  const { user } = useCurrentUser();
  const roles = useQuery(RoleOptionsDocument, { skip: !hasAuthority(user, 'VIEW_ROLE') });
  const filterFields = useMemo<FilterField[]>(
    () => [
      { field: 'username', label: 'Username', kind: 'text' },
      { field: 'name', label: 'Name', kind: 'text' },
      { field: 'email', label: 'Email', kind: 'text' },
      { field: 'phoneNo', label: 'Phone No', kind: 'text' },
      {
        field: 'roleId',
        label: 'Role',
        kind: 'int',
        options: roles.data?.rolesAll?.map((role) => ({ value: String(role.id), label: role.name })),
      },
      { field: 'active', label: 'Active', kind: 'boolean' },
      { field: 'createdTime', label: 'Created', kind: 'date' },
    ],
    [roles.data],
  );
  return (
    <ResourceList
      query={UsersPageDocument}
      selectPage={(data) => data.users}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'username', direction: 'ASC' }}
      exportFileName="users"
      rowLink={(row) => users.url(row.id)}
      actions={
        hasAuthority(user, 'CREATE_USER') && (
          <Button component={Link} to={users.addUrl} variant="contained" startIcon={<AddIcon />}>
            Add User
          </Button>
        )
      }
    />
  );
}
