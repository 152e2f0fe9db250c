import { useMutation } from '@apollo/client/react';
import { Alert, Button, Link as TextLink, Stack } from '@mui/material';
import { MACHINE_MESSAGES, labelIn, lockMotorStateLabels, physicalConditionLabels, refrigeratorModeLabels } from '@back-office/domain';
import { Link } from 'react-router';
import { saveErrorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailTable } from '../../components/DetailTable';
import { DetailView } from '../../components/DetailView';
import { DetailActions } from '../../components/records/named-record';
import { useNotify } from '../../components/Snackbar';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { RunningScheduleView } from '../hubs/RunningScheduleView';
import { hubs } from '../hubs/links';
import { UrgencyChip } from '../machine-settings/labels';
import { MachineDocument, UpdateMachineDocument, type MachineQuery } from './machines.generated';
import { MachineStatus } from './MachineStatus';
import { MachineMenuSection, MachineStockSections } from '../machine-stock/sections';
import { GatewayKeyButton } from '../machine-drafts/GatewayKeyButton';
import { MachineStatusSections } from '../machine-status/MachineStatusSections';
import { MACHINE_LIST_URL, MACHINE_PARAM, machineEditUrl } from './links';
import { taskLinks } from '../tasks/links';

type Machine = NonNullable<MachineQuery['machine']>;

const temperature = (value: number | null | undefined) => (value == null ? null : `${value} °C`);

export default function MachineDetailPage() {
  const { user } = useCurrentUser();
  const { id, record: machine, gate } = useRecordFromRoute(MachineDocument, MACHINE_PARAM, (data) => data.machine);
  if (!machine) return gate;
  return (
    <Stack spacing={2} sx={{ '& dl': { gridTemplateColumns: { sm: '190px 1fr' } } }}>
      {machine.waitingForAltitude && (
        <Alert severity="warning" sx={{ maxWidth: 960 }}>
          {MACHINE_MESSAGES.waitingForAltitude}
        </Alert>
      )}
      <DetailView
        title="Machine"
        actions={
          <>
            <DetailActions back={MACHINE_LIST_URL} edit={machineEditUrl(id)} authority="UPDATE_MACHINE" />
            {hasAuthority(user, 'UPDATE_MACHINE') && <ActivationButton machine={machine} />}
            {machine.lastError && !machine.isErrorAssigned && hasAuthority(user, 'CREATE_TASK') && (
              <Button component={Link} to={`${taskLinks.add}?errorOf=${machine.id}`} variant="outlined" color="error">
                Assign error task
              </Button>
            )}
            <GatewayKeyButton machine={machine} />
          </>
        }
        items={[
          { label: 'VMC No', value: machine.vmcNo },
          { label: 'Name', value: machine.name },
          { label: 'Factory number', value: machine.factoryNumber },
          { label: 'Machine type', value: machine.machineType.name },
          { label: 'Physical condition', value: labelIn(physicalConditionLabels, machine.physicalCondition) },
          { label: 'Active', value: machine.active, format: 'boolean' },
          { label: 'Owner', value: machine.owner },
          { label: 'Android type', value: machine.androidType },
          { label: 'SIM card number', value: machine.simcardNo },
          { label: 'MID', value: machine.mid },
          { label: 'TID', value: machine.tid },
          { label: 'Waiting for Altitude (payment partner registration)', value: machine.waitingForAltitude, format: 'boolean' },
          {
            label: 'Hub',
            value: machine.machineHub?.hub.displayName,
            render: machine.machineHub ? (
              <TextLink component={Link} to={hubs.url(machine.machineHub.hub.id)}>
                {machine.machineHub.hub.internalId} {machine.machineHub.hub.displayName}
              </TextLink>
            ) : undefined,
          },
        ]}
      />
      <DetailView
        title="As the machine reports"
        items={[
          { label: 'Status', value: 'status', render: <MachineStatus machine={machine} /> },
          { label: 'Last heartbeat', value: machine.lastHeartbeat, format: 'datetime' },
          { label: 'Last error', value: machine.lastError },
          ...(machine.lastErrorCatalogueEntry
            ? [{ label: 'Urgency', value: machine.lastErrorCatalogueEntry.urgency, render: <UrgencyChip urgency={machine.lastErrorCatalogueEntry.urgency} /> }]
            : []),
          { label: 'Last error at', value: machine.lastErrorAt, format: 'datetime' },
          { label: 'Error assigned', value: machine.isErrorAssigned, format: 'boolean' },
          { label: 'Software version', value: machine.softwareVersionCode == null ? null : `${machine.softwareVersionName} (code ${machine.softwareVersionCode})` },
          { label: 'Runs it since', value: machine.softwareVersionTime, format: 'datetime' },
        ]}
      />
      <DetailView
        title="Refrigerator and door"
        items={[
          { label: 'Refrigerator mode', value: labelIn(refrigeratorModeLabels, machine.refrigeratorMode) },
          { label: 'Minimum temperature', value: temperature(machine.refrigeratorMinTemperature) },
          { label: 'Maximum temperature', value: temperature(machine.refrigeratorMaxTemperature) },
          { label: 'Lock motor', value: labelIn(lockMotorStateLabels, machine.lockMotorState) },
        ]}
      />
      {machine.runningSchedules ? <RunningScheduleView schedules={machine.runningSchedules} /> : <Alert severity="info" sx={{ maxWidth: 960 }}>The machine follows its hub’s opening hours.</Alert>}
      <DetailTable
        title="Hubs"
        rows={machine.machineHubs}
        emptyText="The machine has not stood at any hub yet."
        columns={[
          {
            header: 'Hub',
            value: (row) => row.hub.displayName,
            render: (row) => (
              <TextLink component={Link} to={hubs.url(row.hub.id)}>
                {row.hub.internalId} {row.hub.displayName}
              </TextLink>
            ),
          },
          { header: 'Loaded', value: (row) => row.loadedAt, format: 'date' },
          { header: 'Unloaded', value: (row) => row.unloadedAt, format: 'date' },
          { header: 'Terminal ID', value: (row) => row.terminalId },
        ]}
      />
      <MachineStockSections machineId={id} />
      <MachineMenuSection machineId={id} />
      <MachineStatusSections machineId={machine.id} vmcNo={machine.vmcNo} />
    </Stack>
  );
}

/** Activates or deactivates the machine after a confirmation; a machine waiting for Altitude cannot be activated. */
function ActivationButton({ machine }: { machine: Machine }) {
  const [ask, dialog] = useConfirm();
  const notify = useNotify();
  const [updateMachine, { loading }] = useMutation(UpdateMachineDocument, { refetchQueries: ['MachinesPage'] });
  const activate = !machine.active;
  const toggle = async () => {
    const confirmed = await ask(
      activate
        ? { title: `Activate machine ${machine.vmcNo}?`, text: 'It will sell to customers as soon as it is online.', confirmLabel: 'Activate' }
        : { title: `Deactivate machine ${machine.vmcNo}?`, text: 'It stops selling until it is activated again.', confirmLabel: 'Deactivate' },
    );
    if (!confirmed) return;
    const result = await updateMachine({ variables: { id: machine.id, input: { active: activate }, expectedUpdatedTime: machine.updatedTime } });
    if (result.error) notify(saveErrorMessage(result.error), 'error');
    else notify(activate ? 'Machine activated.' : 'Machine deactivated.');
  };
  return (
    <>
      <Button variant="outlined" color={activate ? 'primary' : 'error'} disabled={loading || (activate && machine.waitingForAltitude)} onClick={() => void toggle()}>
        {activate ? 'Activate' : 'Deactivate'}
      </Button>
      {dialog}
    </>
  );
}
