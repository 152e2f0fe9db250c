import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Link as TextLink, Skeleton, Stack } from '@mui/material';
import { countOf, labelIn, taskTypeLabels } from '@back-office/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailTable } from '../../components/DetailTable';
import { formatValue } from '../../components/DetailView';
import { ResourceList } from '../../components/list';
import { ReportButton } from '../../components/list/ReportButton';
import { useNotify } from '../../components/Snackbar';
import { taskLinks } from './links';
import { TaskCountCards, taskColumns, useTaskFilterFields } from './task-parts';
import { AcceptProposalsDocument, AllTasksPageDocument, DeleteUnassignedTaskDocument, TaskCountsDocument, TasksReportDocument, UnassignedTasksDocument, type TaskRowFieldsFragment } from './tasks.generated';

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

/** A row held for a proposal still loading: the list below keeps its place when they arrive. */
interface Placeholder {
  id: number;
  placeholder: true;
}
type ProposalRow = TaskRowFieldsFragment | Placeholder;
const PLACEHOLDERS: Placeholder[] = Array.from({ length: SHOWN_FIRST }, (_, index) => ({ id: -1 - index, placeholder: true }));
const isPlaceholder = (row: ProposalRow): row is Placeholder => 'placeholder' in row;

/** The planner's proposals: accepted together for the refillers they were proposed for, or each assigned (or deleted) on its own. */
function UnassignedTasks() {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const [ask, dialog] = useConfirm();
  const { data } = useQuery(UnassignedTasksDocument, {
    variables: { pageInput: { page: 1, size: 100, sorts: [{ field: 'executionTime', direction: 'ASC' }] } },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = ['UnassignedTasks', 'TaskCounts', 'AllTasksPage'];
  const [remove] = useMutation(DeleteUnassignedTaskDocument, { refetchQueries });
  const [accept, accepting] = useMutation(AcceptProposalsDocument, { refetchQueries });
  const [showAll, setShowAll] = useState(false);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const all = data?.unassignedTasks?.results ?? [];
  const acceptable = all.filter((task) => task.proposedAssignee);
  const picked = acceptable.filter((task) => chosen.has(task.id));
  const rows: ProposalRow[] = !data ? PLACEHOLDERS : showAll ? all : all.slice(0, SHOWN_FIRST);
  const canAssign = hasAuthority(user, 'UPDATE_TASK');
  const toggle = (id: number) => setChosen((before) => {
    const next = new Set(before);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const deleteTask = async (task: TaskRowFieldsFragment) => {
    if (!(await ask({ title: 'Delete Task', text: `Delete the proposal "${task.title}"?`, confirmLabel: 'Delete' }))) return;
    const result = await remove({ variables: { id: task.id } }).catch((error: unknown) => ({ error }));
    notify(result.error ? errorMessage(result.error) : 'Proposal deleted.');
  };
  const acceptTasks = async (tasks: TaskRowFieldsFragment[]) => {
    const count = `${countOf(tasks.length, 'proposal')}`;
    if (!(await ask({ title: 'Accept proposals', text: `Assign ${count} to the refillers they were proposed for?`, confirmLabel: 'Accept' }))) return;
    const result = await accept({ variables: { ids: tasks.map((task) => task.id) } }).catch((error: unknown) => ({ error }));
    if (result.error) return notify(errorMessage(result.error), 'error');
    setChosen(new Set());
    notify(`Accepted ${count}.`);
  };
  const cell = (render: (row: TaskRowFieldsFragment) => ReactNode, width = 80) => (row: ProposalRow) => (isPlaceholder(row) ? <Skeleton width={width} height={30} /> : render(row));
  return (
    <>
      <DetailTable<ProposalRow>
        title={`Unassigned tasks (${data?.unassignedTasks?.totalRows ?? '…'})`}
        rows={rows}
        emptyText="No proposals are waiting."
        actions={
          canAssign &&
          acceptable.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button size="small" variant="outlined" disabled={picked.length === 0 || accepting.loading} onClick={() => void acceptTasks(picked)}>
                Accept selected ({picked.length})
              </Button>
              <Button size="small" variant="contained" disabled={accepting.loading} onClick={() => void acceptTasks(acceptable)}>
                Accept all {acceptable.length}
              </Button>
            </Stack>
          )
        }
        after={
          all.length > SHOWN_FIRST && (
            <Button sx={{ mt: 1 }} onClick={() => setShowAll(!showAll)}>
              {showAll ? 'Show fewer' : `Show all ${all.length}`}
            </Button>
          )
        }
        columns={[
          ...(canAssign
            ? [
                {
                  header: 'Accept',
                  value: () => null,
                  render: cell(
                    (row) =>
                      row.proposedAssignee ? <Checkbox size="small" checked={chosen.has(row.id)} onChange={() => toggle(row.id)} slotProps={{ input: { 'aria-label': `Select ${row.title}` } }} /> : null,
                    24,
                  ),
                },
              ]
            : []),
          { header: 'Execution Time', value: () => null, render: cell((row) => formatValue(row.executionTime, 'datetime'), 120) },
          { header: 'Title', value: () => null, render: cell((row) => row.title, 160) },
          { header: 'Type', value: () => null, render: cell((row) => labelIn(taskTypeLabels, row.type)) },
          { header: 'Hub', value: () => null, render: cell((row) => row.hubName ?? '—') },
          { header: 'Proposed for', value: () => null, render: cell((row) => row.proposedAssignee?.name ?? '—') },
          {
            header: 'Actions',
            value: () => null,
            render: cell((row) => (
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
            ), 120),
          },
        ]}
      />
      {dialog}
    </>
  );
}
