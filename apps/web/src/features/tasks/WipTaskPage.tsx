import { useMemo } from 'react';
import { formatValue } from '../../components/DetailView';
import { ResourceList } from '../../components/list';
import { taskLinks } from './links';
import { taskColumns, useTaskFilterFields } from './task-parts';
import { WipTasksPageDocument, type TaskRowFieldsFragment } from './tasks.generated';

/** WIP Task: the tasks started and not finished yet, the longest running first. */
export default function WipTaskPage() {
  const filterFields = useTaskFilterFields();
  const columns = useMemo(
    () => [
      ...taskColumns<TaskRowFieldsFragment>().filter((column) => column.field !== 'finishedTime' && column.field !== 'state'),
      { field: 'startedTime', headerName: 'Started', width: 150, valueFormatter: (value: string | null) => formatValue(value, 'datetime') },
    ],
    [],
  );
  return (
    <ResourceList
      query={WipTasksPageDocument}
      selectPage={(data) => data.tasks}
      columns={columns}
      filterFields={filterFields.filter((field) => field.field !== 'state')}
      searchFields={['title', 'hubName']}
      defaultSort={{ field: 'startedTime', direction: 'ASC' }}
      exportFileName="wip-tasks"
      rowLink={(row) => taskLinks.allUrl(row.id)}
      emptyText="No task is in progress."
    />
  );
}
