import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { taskStateLabels, labelledOptions, labelIn } from '@back-office/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { formatValue } from '../../components/DetailView';
import { ResourceList, type FilterField } from '../../components/list';
import { TaskStateChip } from '../tasks/task-parts';
import { shopTasks } from './links';
import { ShopTasksPageDocument, type ShopTaskRowFieldsFragment } from './shop-tasks.generated';

const COLUMNS: GridColDef<ShopTaskRowFieldsFragment>[] = [
  { field: 'executionTime', headerName: 'Execution Time', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'state', headerName: 'State', width: 110, valueFormatter: (value: string) => labelIn(taskStateLabels, value), renderCell: ({ row }) => <TaskStateChip state={row.state} /> },
  { field: 'shopHubName', headerName: 'Outlet', flex: 1, minWidth: 160, valueGetter: (_value, row) => row.shopHub?.name ?? '—' },
  { field: 'assigneeName', headerName: 'Assignee', width: 160, valueGetter: (_value, row) => row.assignee?.name ?? 'Not assigned' },
  { field: 'finishedTime', headerName: 'Finished', width: 150, valueFormatter: (value: string | null) => formatValue(value, 'datetime') },
];

const FILTERS: FilterField[] = [
  { field: 'executionTime', label: 'Execution Time', kind: 'date' },
  { field: 'state', label: 'State', kind: 'enum', options: labelledOptions(taskStateLabels) },
  { field: 'shopHubName', label: 'Outlet', kind: 'text' },
  { field: 'assigneeName', label: 'Assignee', kind: 'text' },
  { field: 'title', label: 'Title', kind: 'text' },
];

/** Outlet Task: a supervisor's every outlet task, an assignee's own (the server chooses which). */
export default function ShopTaskListPage() {
  const { user } = useCurrentUser();
  const columns = useMemo(() => COLUMNS, []);
  return (
    <ResourceList
      query={ShopTasksPageDocument}
      selectPage={(data) => data.shopTasks}
      columns={columns}
      filterFields={FILTERS}
      searchFields={['title', 'shopHubName']}
      defaultSort={{ field: 'executionTime', direction: 'DESC' }}
      exportFileName="outlet-tasks"
      rowLink={(row) => shopTasks.url(row.id)}
      phoneColumns={['executionTime', 'title', 'state']}
      emptyText="No outlet tasks match."
      actions={
        hasAuthority(user, 'CREATE_SHOP_TASK') && (
          <Button component={Link} to={shopTasks.addUrl} variant="contained">
            Add Outlet Task
          </Button>
        )
      }
    />
  );
}
