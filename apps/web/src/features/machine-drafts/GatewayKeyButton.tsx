import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { saveErrorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { formatValue } from '../../components/DetailView';
import { useNotify } from '../../components/Snackbar';
import { GatewayKeyPanel } from './GatewayKeyPanel';
import { IssueMachineGatewayKeyDocument, MachineGatewayKeyInfoDocument } from './machine-drafts.generated';

/** On a machine's page: issues a new gateway key after a confirmation, shows it once; the old key stops working at once. */
export function GatewayKeyButton({ machine }: { machine: { id: number; vmcNo: string } }) {
  const { user } = useCurrentUser();
  const allowed = hasAuthority(user, 'UPDATE_MACHINE');
  const info = useQuery(MachineGatewayKeyInfoDocument, { variables: { id: machine.id }, skip: !allowed });
  const [ask, confirmDialog] = useConfirm();
  const notify = useNotify();
  const [issue, { loading }] = useMutation(IssueMachineGatewayKeyDocument);
  const [key, setKey] = useState<string | null>(null);
  if (!allowed) return null;
  const current = info.data?.machine?.gatewayKey;

  const rotate = async () => {
    const confirmed = await ask({
      title: current ? `Issue a new gateway key for ${machine.vmcNo}?` : `Issue a gateway key for ${machine.vmcNo}?`,
      text: current
        ? `Its key ending in …${current.keyHint} (issued ${formatValue(current.issuedAt, 'datetime')}) stops working at once: the machine cannot report until the new key is entered into it.`
        : 'The machine calls the gateway with it; it is shown once.',
      confirmLabel: 'Issue key',
    });
    if (!confirmed) return;
    const result = await issue({ variables: { machineId: machine.id } });
    const issued = result.data?.issueMachineGatewayKey;
    if (result.error || !issued) notify(saveErrorMessage(result.error), 'error');
    else setKey(issued.gatewayKey);
  };

  return (
    <>
      <Button variant="outlined" disabled={loading} onClick={() => void rotate()}>
        {current ? 'New gateway key' : 'Issue gateway key'}
      </Button>
      {confirmDialog}
      <Dialog open={key !== null} onClose={() => setKey(null)} maxWidth="md" fullWidth aria-labelledby="gateway-key-title">
        <DialogTitle id="gateway-key-title">Gateway key of {machine.vmcNo}</DialogTitle>
        <DialogContent>{key && <GatewayKeyPanel gatewayKey={key} vmcNo={machine.vmcNo} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setKey(null)}>Done</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
