import type { GridColDef } from '@mui/x-data-grid';
import type { Authority } from '@back-office/domain';
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useContext, useMemo } from 'react';
import { ResourceList, type FilterField } from '../../components/list';
import { formatValue } from '../../components/DetailView';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { PageRoutesContext, type PageRoute } from '../../base/route-table';
import { ActivityChanges } from './ActivityChanges';
import { activityLabel, recordUrl } from './activity-labels';
import { UserActivitiesPageDocument, UsernamesDocument, type UserActivitiesPageQuery } from './user-activities.generated';

type Row = NonNullable<UserActivitiesPageQuery['userActivities']>['results'][number];

function columnsFor(routes: readonly PageRoute[], may: (authority: Authority) => boolean): GridColDef<Row>[] {
  return [
    { field: 'time', headerName: 'Time', width: 160, valueFormatter: (value: string) => formatValue(value, 'datetime') },
    { field: 'username', headerName: 'Username', width: 140 },
    { field: 'activity', headerName: 'Activity', width: 170, valueFormatter: (value: string) => activityLabel(value) },
    {
      field: 'recordId',
      headerName: 'Record',
      width: 90,
      renderCell: ({ row }) => {
        const url = recordUrl(routes, row.entity ?? null, row.recordId ?? null, may);
        return url ? (
          <MuiLink component={Link} to={url} aria-label={`Open ${row.entity!.toLowerCase().replace(/_/g, ' ')} ${row.recordId}`}>
            {row.recordId}
          </MuiLink>
        ) : (
          row.recordId
        );
      },
    },
    { field: 'vmcNo', headerName: 'VMC No', width: 110 },
    { field: 'message', headerName: 'Message', flex: 1, minWidth: 240, sortable: false },
    {
      field: 'changes',
      headerName: 'Changes',
      width: 120,
      sortable: false,
      renderCell: ({ row }) => <ActivityChanges title={row.message} changes={row.changes} />,
    },
  ];
}

/** The audit log: who did what to which record, and when. */
export default function UserActivityListPage() {
  const { user } = useCurrentUser();
  const routes = useContext(PageRoutesContext);
  const columns = useMemo(() => columnsFor(routes, (authority) => hasAuthority(user, authority)), [routes, user]);
  const users = useQuery(UsernamesDocument, { skip: !hasAuthority(user, 'VIEW_USER') });
  const filterFields = useMemo<FilterField[]>(
    () => [
      {
        field: 'username',
        label: 'User',
        kind: 'text',
        options: users.data?.usersAll?.map((person) => ({ value: person.username, label: `${person.name} (${person.username})` })),
      },
      { field: 'activity', label: 'Activity', kind: 'text' },
      { field: 'time', label: 'Date', kind: 'date' },
      { field: 'vmcNo', label: 'VMC No', kind: 'text' },
      { field: 'message', label: 'Message', kind: 'text' },
    ],
    [users.data],
  );
  return (
    <ResourceList
      query={UserActivitiesPageDocument}
      selectPage={(data) => data.userActivities}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'time', direction: 'DESC' }}
      exportFileName="user-activity"
    />
  );
}
