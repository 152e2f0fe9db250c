import { useMutation } from '@apollo/client/react';
import { Box, Button, Link as TextLink, Stack } from '@mui/material';
import { formatDistance, type Authority, labelIn, taskStateLabels, taskTypeLabels } from '@back-office/domain';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailView, type DetailItem } from '../../components/DetailView';
import { useNotify } from '../../components/Snackbar';
import { uploadedFileUrl } from '../../components/UploadInput';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { machineUrl } from '../machines/links';
import { TASK_PARAM, taskLinks } from './links';
import { TaskActionButtons } from './TaskActions';
import { LoadList, TaskStateChip, formatMinutes, withValues } from './task-parts';
import { mapsLink, runtimeConfig } from '../../base/config';
import { DeleteManualTaskDocument, TaskDocument, type TaskStopFieldsFragment } from './tasks.generated';

function photo(address: string | null | undefined, label: string) {
  if (!address) return undefined;
  return (
    <Box component="a" href={uploadedFileUrl(address)} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block' }}>
      <Box component="img" src={uploadedFileUrl(address)} alt={label} sx={{ maxWidth: '100%', width: 320, maxHeight: 240, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }} />
    </Box>
  );
}

function taskItems(task: TaskStopFieldsFragment): DetailItem[] {
  const minutes = task.startedTime && task.finishedTime ? (Date.parse(task.finishedTime) - Date.parse(task.startedTime)) / 60_000 : null;
  return withValues([
    { label: 'Title', value: task.title },
    { label: 'State', value: labelIn(taskStateLabels, task.state), render: <TaskStateChip state={task.state} /> },
    { label: 'Type', value: labelIn(taskTypeLabels, task.type) },
    { label: 'Assignee', value: task.assignee?.name ?? (task.proposedAssignee ? `Not assigned (proposed for ${task.proposedAssignee.name})` : 'Not assigned') },
    { label: 'Assigner', value: task.assigner?.name },
    {
      label: 'Machine',
      value: task.machine?.vmcNo,
      render: task.machine ? (
        <TextLink component={Link} to={machineUrl(task.machine.id)}>
          {task.machine.vmcNo} {task.machine.name}
        </TextLink>
      ) : undefined,
    },
    { label: 'Hub', value: task.hubName },
    {
      label: 'Address',
      value: task.hub?.address,
      render: task.hub ? (
        <>
          {task.hub.address}{' '}
          <TextLink href={mapsLink(runtimeConfig().mapsDeeplink, task.hub.latitude, task.hub.longitude, navigator.userAgent)} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block' }}>
            Open in maps
          </TextLink>
        </>
      ) : undefined,
    },
    { label: 'Bring', value: task.load.length || null, render: task.load.length > 0 ? <LoadList load={task.load} /> : undefined },
    { label: 'Execution Time', value: task.executionTime, format: 'datetime' },
    { label: 'Stop', value: task.routeOrder },
    { label: 'Distance from previous stop', value: task.travelDistanceKm === null || task.travelDistanceKm === undefined ? null : formatDistance(task.travelDistanceKm) },
    { label: 'Description', value: task.description },
    { label: 'Created', value: task.createdTime, format: 'datetime' },
    { label: 'Started', value: task.startedTime, format: 'datetime' },
    { label: 'Finished', value: task.finishedTime, format: 'datetime' },
    { label: 'Duration', value: minutes === null ? null : formatMinutes(minutes) },
    { label: 'Note', value: task.note },
    { label: 'Decline Reason', value: task.declineReason },
    { label: 'Photo', value: task.image, render: photo(task.image, 'Photo of the finished task') },
    { label: 'Another Photo', value: task.optionalImage, render: photo(task.optionalImage, 'Another photo of the finished task') },
  ]);
}

/** Task Detail: everything about one task, and what the caller may do with it now. */
export default function TaskDetailPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const notify = useNotify();
  const [ask, dialog] = useConfirm();
  const { record: task, gate } = useRecordFromRoute(TaskDocument, TASK_PARAM, (data) => data.task);
  const [remove] = useMutation(DeleteManualTaskDocument, { refetchQueries: ['TaskCounts', 'MyTaskDay'] });
  if (!task) return gate;
  const can = (action: string, authority: Authority) => task.allowedActions.includes(action) && hasAuthority(user, authority);
  const deleteTask = async () => {
    if (!(await ask({ title: 'Delete Task', text: `Delete the task "${task.title}"?`, confirmLabel: 'Delete' }))) return;
    const result = await remove({ variables: { id: task.id } }).catch((error: unknown) => ({ error }));
    if (result.error) return notify(errorMessage(result.error), 'error');
    notify('Task deleted.');
    navigate(hasAuthority(user, 'VIEW_ALL_TASKS') ? taskLinks.all : taskLinks.mine);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <DetailView
        items={taskItems(task)}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {(can('assign', 'UPDATE_TASK') || can('reassign', 'UPDATE_TASK')) && hasAuthority(user, 'VIEW_ALL_TASKS') && (
              <Button component={Link} to={taskLinks.assignUrl(task.id)} variant="outlined">
                {task.assigneeId ? 'Reassign' : 'Assign'}
              </Button>
            )}
            {can('update', 'UPDATE_TASK') && (
              <Button component={Link} to={taskLinks.editUrl(task.id)} variant="outlined">
                Edit
              </Button>
            )}
            {can('delete', 'DELETE_TASK') && task.type === 'MANUAL' && task.assigneeId && (
              <Button color="error" onClick={() => void deleteTask()}>
                Delete
              </Button>
            )}
          </Stack>
        }
      />
      <Box sx={{ maxWidth: 560 }}>
        <TaskActionButtons task={task} />
      </Box>
      {dialog}
    </Stack>
  );
}
