import { useMutation } from '@apollo/client/react';
import { Box, Button, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { TASK_MESSAGES, labelIn, taskStateLabels } from '@back-office/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../base/errors';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailView } from '../../components/DetailView';
import { useNotify } from '../../components/Snackbar';
import { uploadedFileUrl } from '../../components/UploadInput';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { DeclineTaskForm, TaskStateChip, withValues } from '../tasks/task-parts';
import { SHOP_TASK_PARAM, shopTaskAssignUrl, shopTaskRefillUrl, shopTasks } from './links';
import { DeclineShopTaskDocument, DeleteShopTaskDocument, ShopTaskDocument, StartShopTaskDocument, type ShopTaskFieldsFragment } from './shop-tasks.generated';

const REFRESH = ['ShopTask', 'ShopTasksPage'];
const BIG = { minHeight: 48 };

function photo(address: string | null | undefined, label: string) {
  if (!address) return undefined;
  return <Box component="img" src={uploadedFileUrl(address)} alt={label} sx={{ maxWidth: '100%', width: 320, maxHeight: 240, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }} />;
}

const items = (task: ShopTaskFieldsFragment) =>
  withValues([
    { label: 'Title', value: task.title },
    { label: 'State', value: labelIn(taskStateLabels, task.state), render: <TaskStateChip state={task.state} /> },
    { label: 'Outlet', value: task.shopHub?.name },
    { label: 'Assignee', value: task.assignee?.name ?? 'Not assigned' },
    { label: 'Assigner', value: task.assigner?.name },
    { label: 'Execution Time', value: task.executionTime, format: 'datetime' },
    { label: 'Description', value: task.description },
    { label: 'Created', value: task.createdTime, format: 'datetime' },
    { label: 'Started', value: task.startedTime, format: 'datetime' },
    { label: 'Finished', value: task.finishedTime, format: 'datetime' },
    { label: 'Stock rows filled', value: task.state === 'DONE' ? task.filledLines : null },
    { label: 'Note', value: task.note },
    { label: 'Decline Reason', value: task.declineReason },
    { label: 'Photo', value: task.image, render: photo(task.image, 'Photo of the finished task') },
    { label: 'Another Photo', value: task.optionalImage, render: photo(task.optionalImage, 'Another photo of the finished task') },
  ]);

/** Outlet Task Detail: the task, and what the caller may do with it now (the server says which). */
export default function ShopTaskDetailPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [ask, dialog] = useConfirm();
  const [declining, setDeclining] = useState(false);
  const { record: task, gate } = useRecordFromRoute(ShopTaskDocument, SHOP_TASK_PARAM, (data) => data.shopTask, 'cache-and-network');
  const [start, started] = useMutation(StartShopTaskDocument, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteShopTaskDocument, { refetchQueries: ['ShopTasksPage'] });
  if (!task) return gate;
  const can = (action: string) => task.allowedActions.includes(action);
  const startTask = async () => {
    if (!(await ask({ title: 'Start Task', text: TASK_MESSAGES.startConfirmation, confirmLabel: 'Start' }))) return;
    const result = await start({ variables: { id: task.id } }).catch((error: unknown) => ({ error }));
    notify(result.error ? errorMessage(result.error) : `Started: ${task.title}.`, result.error ? 'error' : undefined);
  };
  const deleteTask = async () => {
    if (!(await ask({ title: 'Delete Outlet Task', text: `Delete the outlet task "${task.title}"?`, confirmLabel: 'Delete' }))) return;
    const result = await remove({ variables: { id: task.id } }).catch((error: unknown) => ({ error }));
    if (result.error) return notify(errorMessage(result.error), 'error');
    notify('Outlet task deleted.');
    navigate(shopTasks.listUrl);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <DetailView
        items={items(task)}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {(can('assign') || can('reassign')) && (
              <Button component={Link} to={shopTaskAssignUrl(task.id)} variant="outlined">
                {task.assigneeId ? 'Reassign' : 'Assign'}
              </Button>
            )}
            {can('update') && (
              <Button component={Link} to={shopTasks.editUrl(task.id)} variant="outlined">
                Edit
              </Button>
            )}
            {can('delete') && (
              <Button color="error" onClick={() => void deleteTask()}>
                Delete
              </Button>
            )}
          </Stack>
        }
      />
      <Stack direction="row" spacing={1} sx={{ maxWidth: 560 }}>
        {can('start') && (
          <Button variant="contained" size="large" sx={{ ...BIG, flex: 1 }} disabled={started.loading} onClick={() => void startTask()}>
            Start
          </Button>
        )}
        {can('finish') && (
          <Button component={Link} to={shopTaskRefillUrl(task.id)} variant="contained" color="success" size="large" sx={{ ...BIG, flex: 1 }}>
            Refill
          </Button>
        )}
        {can('decline') && (
          <Button variant="outlined" color="error" size="large" sx={{ ...BIG, flex: 1 }} onClick={() => setDeclining(true)}>
            Decline
          </Button>
        )}
      </Stack>
      <DeclineDialog task={task} open={declining} onClose={() => setDeclining(false)} />
      {dialog}
    </Stack>
  );
}

function DeclineDialog({ task, open, onClose }: { task: ShopTaskFieldsFragment; open: boolean; onClose: () => void }) {
  const [decline] = useMutation(DeclineShopTaskDocument, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decline-title">
      <DialogTitle id="decline-title">Decline: {task.title}</DialogTitle>
      <DialogContent>
        {open && <DeclineTaskForm title={task.title} decline={(note) => decline({ variables: { id: task.id, note } })} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
