import { useMutation } from '@apollo/client/react';
import { Typography } from '@mui/material';
import { unloadDateSchema } from '@back-office/domain';
import dayjs from 'dayjs';
import { useConfirm } from '../../components/ConfirmDialog';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { DayField } from './HubMachineForm';
import { MachineHubDocument, UnloadMachineHubDocument } from './hub-machines.generated';
import { hubs } from './links';

/** Unloads a machine from the hub on a day; the placement stays in both records' history. */
export default function HubMachineUnloadPage() {
  const { id, record: placement, gate } = useRecordFromRoute(MachineHubDocument, 'machineHubId', (data) => data.machineHub, 'network-only');
  const [unload] = useMutation(UnloadMachineHubDocument, { refetchQueries: ['HubMachines', 'MachinesPage'] });
  const [ask, confirmDialog] = useConfirm();
  if (!placement) return gate;
  const machine = `${placement.machine.vmcNo} ${placement.machine.name}`;
  const hub = `${placement.hub.internalId} ${placement.hub.displayName}`;
  return (
    <>
      <ResourceForm
        schema={unloadDateSchema}
        defaultValues={{ unloadDate: dayjs().format('YYYY-MM-DD') }}
        successMessage="Machine unloaded."
        cancelTo={hubs.url(placement.hubId)}
        confirm={() => ask({ title: `Unload machine ${placement.machine.vmcNo}?`, text: `It no longer stands at ${hub}; the placement stays in the history.`, confirmLabel: 'Unload' })}
        onSubmit={async ({ unloadDate }) => {
          const result = await unload({ variables: { id, unloadDate } });
          return { error: result.error, next: hubs.url(placement.hubId) };
        }}
      >
        <Typography>
          Machine {machine} stands at {hub} since {dayjs(placement.loadedAt).format('DD-MM-YYYY')}.
        </Typography>
        <DayField name="unloadDate" label="Unload Date" />
      </ResourceForm>
      {confirmDialog}
    </>
  );
}
