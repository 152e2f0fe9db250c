import { useMutation } from '@apollo/client/react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { saveErrorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Snackbar';
import { DeleteLeaveDocument, UpdateLeaveDocument, type LeaveFieldsFragment } from './leaves.generated';
import { leaveResource } from './links';

/**
 * Approve and Reject for whoever may decide (UPDATE_LEAVE, not the leave's owner), and Delete for
 * holders of DELETE_LEAVE, each after asking.
 */
export function DecisionButtons({ leave }: { leave: LeaveFieldsFragment }) {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const navigate = useNavigate();
  const [ask, dialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UpdateLeaveDocument, { refetchQueries: ['LeavesPage'] });
  const [remove] = useMutation(DeleteLeaveDocument, { refetchQueries: ['LeavesPage'] });
  const mayDecide = hasAuthority(user, 'UPDATE_LEAVE') && leave.userId !== user?.id;
  const mayDelete = hasAuthority(user, 'DELETE_LEAVE');
  const who = `${leave.user.name}’s leave`;

  const run = async (question: { title: string; text: string; confirmLabel: string }, action: () => Promise<{ error?: unknown }>, done: string) => {
    if (!(await ask(question))) return false;
    setBusy(true);
    const result = await action().catch((error: unknown) => ({ error }));
    setBusy(false);
    if (result.error) notify(saveErrorMessage(result.error), 'error');
    else notify(done);
    return !result.error;
  };
  const decide = (state: 'APPROVED' | 'REJECTED') =>
    run(
      {
        title: state === 'APPROVED' ? 'Approve leave?' : 'Reject leave?',
        text: state === 'APPROVED' ? `${who} is approved: they will not be planned any work that day.` : `${who} is rejected: they work that day as scheduled.`,
        confirmLabel: state === 'APPROVED' ? 'Approve' : 'Reject',
      },
      () => update({ variables: { id: leave.id, input: { state }, expectedUpdatedTime: leave.updatedTime } }),
      state === 'APPROVED' ? 'Leave approved.' : 'Leave rejected.',
    );
  const deleteLeave = async () => {
    const deleted = await run({ title: 'Delete leave?', text: `${who} is deleted for good.`, confirmLabel: 'Delete' }, () => remove({ variables: { id: leave.id } }), 'Leave deleted.');
    if (deleted) navigate(leaveResource.listUrl);
  };

  return (
    <>
      {mayDecide && leave.state !== 'APPROVED' && (
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy} onClick={() => void decide('APPROVED')}>
          Approve
        </Button>
      )}
      {mayDecide && leave.state !== 'REJECTED' && (
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => void decide('REJECTED')}>
          Reject
        </Button>
      )}
      {mayDelete && (
        <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => void deleteLeave()}>
          Delete
        </Button>
      )}
      {dialog}
    </>
  );
}
