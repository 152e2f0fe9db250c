import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Link as TextLink, Stack } from '@mui/material';
import { labelOf } from '@back-office/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailTable } from '../../components/DetailTable';
import { ResourceList } from '../../components/list';
import { ReportButton } from '../../components/list/ReportButton';
import { useNotify } from '../../components/Snackbar';
import { taskLinks } from './routes';
import { TaskCountCards, taskColumns, useTaskFilterFields } from './task-parts';
import { AllTasksPageDocument, DeleteUnassignedTaskDocument, TaskCountsDocument, TasksReportDocument, UnassignedTasksDocument, type TaskRowFieldsFragment } from './tasks.generated';

const DEFAULTS = { size: 20, sort: { field: 'executionTime', direction: 'DESC' as const } };

/** All Tasks: everyone's tasks with the counts, and the planner's proposals waiting for an assignee. */
export default function AllTasksPage() {
  const { user } = useCurrentUser();
  const counts = useQuery(TaskCountsDocument, { fetchPolicy: 'cache-and-network' });
  const filterFields = useTaskFilterFields();
  const columns = useMemo(() => taskColumns<TaskRowFieldsFragment>(), []);
  return (
    <Stack spacing={2}>
      <TaskCountCards counts={counts.data?.taskCounts} all />
      <UnassignedTasks />
      <ResourceList
        query={AllTasksPageDocument}
        selectPage={(data) => data.tasks}
        columns={columns}
        filterFields={filterFields}
        searchFields={['title', 'hubName']}
        defaultSort={DEFAULTS.sort}
        exportFileName="tasks"
        rowLink={(row) => taskLinks.allUrl(row.id)}
        emptyText="No tasks match."
        actions={
          <Stack direction="row" spacing={1}>
            <ReportButton query={TasksReportDocument} selectAddress={(data) => data.tasksReport} title="Every task matching the filters, as CSV" filterFields={filterFields} defaults={DEFAULTS} searchFields={['title', 'hubName']} />
            {hasAuthority(user, 'CREATE_TASK') && (
              <Button component={Link} to={taskLinks.add} variant="contained">
                Add Task
              </Button>
            )}
          </Stack>
        }
      />
    </Stack>
  );
}

const SHOWN_FIRST = 5;

/** The planner's proposals: each is assigned (or deleted) by a supervisor. */
function UnassignedTasks() {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const [ask, dialog] = useConfirm();
  const { data } = useQuery(UnassignedTasksDocument, {
    variables: { pageInput: { page: 1, size: 100, sorts: [{ field: 'executionTime', direction: 'ASC' }] } },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DeleteUnassignedTaskDocument, { refetchQueries: ['UnassignedTasks', 'TaskCounts'] });
  const [showAll, setShowAll] = useState(false);
  const all = data?.unassignedTasks?.results ?? [];
  const rows = showAll ? all : all.slice(0, SHOWN_FIRST);
  const deleteTask = async (task: TaskRowFieldsFragment) => {
    if (!(await ask({ title: 'Delete Task', text: `Delete the proposal "${task.title}"?`, confirmLabel: 'Delete' }))) return;
    const result = await remove({ variables: { id: task.id } }).catch((error: unknown) => ({ error }));
    notify(result.error ? errorMessage(result.error) : 'Proposal deleted.');
  };
  return (
    <>
      <DetailTable
        title={`Unassigned tasks (${data?.unassignedTasks?.totalRows ?? 0})`}
        rows={rows}
        emptyText="No proposals are waiting."
        after={
          all.length > SHOWN_FIRST && (
            <Button sx={{ mt: 1 }} onClick={() => setShowAll(!showAll)}>
              {showAll ? 'Show fewer' : `Show all ${all.length}`}
            </Button>
          )
        }
        columns={[
          { header: 'Execution Time', value: (row) => row.executionTime, format: 'datetime' },
          { header: 'Title', value: (row) => row.title },
          { header: 'Type', value: (row) => labelOf(row.type) },
          { header: 'Hub', value: (row) => row.hubName },
          { header: 'Proposed for', value: (row) => row.proposedAssignee?.name },
          {
            header: 'Actions',
            value: () => null,
            render: (row) => (
              <Stack direction="row" spacing={1}>
                <TextLink component={Link} to={taskLinks.assignUrl(row.id)} aria-label={`Assign ${row.title}`}>
                  Assign
                </TextLink>
                {hasAuthority(user, 'DELETE_TASK') && (
                  <Button size="small" color="error" onClick={() => void deleteTask(row)} aria-label={`Delete ${row.title}`}>
                    Delete
                  </Button>
                )}
              </Stack>
            ),
          },
        ]}
      />
      {dialog}
    </>
  );
}
