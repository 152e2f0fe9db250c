import { useMutation } from '@apollo/client/react';
import { Alert, Button, Link as TextLink, Paper, Stack } from '@mui/material';
import { machineSchema, labelIn, physicalConditionLabels } from '@back-office/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailView } from '../../components/DetailView';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MachineForm } from '../machines/MachineForm';
import { machineUrl } from '../machines/links';
import { ConvertMachineDraftDocument, MachineDraftDocument, type ConvertMachineDraftMutation } from './machine-drafts.generated';
import { GatewayKeyPanel } from './GatewayKeyPanel';
import { MACHINE_DRAFT_LIST_URL, MACHINE_DRAFT_PARAM } from './links';

type Issued = ConvertMachineDraftMutation['convertMachineDraft'];

/** "Convert Machine Draft to Machine": the machine form, filled from what the machine reported; saving shows its gateway key once. */
export default function MachineDraftConvertPage() {
  const { id, record: draft, gate } = useRecordFromRoute(MachineDraftDocument, MACHINE_DRAFT_PARAM, (data) => data.machineDraft, 'network-only');
  const [convert] = useMutation(ConvertMachineDraftDocument, { refetchQueries: ['MachineDraftsPage', 'MachinesPage'] });
  const [issued, setIssued] = useState<Issued | null>(null);

  if (issued) {
    return (
      <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
        <Stack spacing={2}>
          <Alert severity="success">
            Machine {issued.machine.vmcNo} {issued.machine.name} was created from the draft.
          </Alert>
          <GatewayKeyPanel gatewayKey={issued.gatewayKey} vmcNo={issued.machine.vmcNo} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={Link} to={MACHINE_DRAFT_LIST_URL}>
              Back to drafts
            </Button>
            <Button component={Link} to={machineUrl(issued.machine.id)} variant="contained">
              Open the machine
            </Button>
          </Stack>
        </Stack>
      </Paper>
    );
  }
  if (!draft) return gate;
  if (!draft.waiting) {
    return (
      <Alert severity="info" sx={{ maxWidth: 960 }}>
        This draft was already converted
        {draft.convertedMachine ? (
          <>
            {' '}
            into machine{' '}
            <TextLink component={Link} to={machineUrl(draft.convertedMachine.id)}>
              {draft.convertedMachine.vmcNo}
            </TextLink>
          </>
        ) : null}
        . <TextLink component={Link} to={MACHINE_DRAFT_LIST_URL}>Back to drafts</TextLink>
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <DetailView
        title="As the machine registered"
        items={[
          { label: 'VMC No', value: draft.vmcNo },
          { label: 'Factory number', value: draft.factoryNumber },
          { label: 'Machine type', value: draft.machineType ? draft.machineType.name : `${draft.reportedMachineType} (no such machine type: choose one)` },
          { label: 'Android type', value: draft.androidType },
          { label: 'Owner', value: draft.owner },
          { label: 'Physical condition', value: labelIn(physicalConditionLabels, draft.physicalCondition) },
          { label: 'Slot setting', value: draft.slotSetting, render: draft.slotSetting ? <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{draft.slotSetting}</pre> : undefined },
          { label: 'Registered', value: draft.createdTime, format: 'datetime' },
        ]}
      />
      <Alert severity="info" sx={{ maxWidth: 960 }}>
        Complete the machine below. Saving creates it and issues its gateway key, shown once.
      </Alert>
      <MachineForm
        schema={machineSchema}
        withActive
        cancelTo={MACHINE_DRAFT_LIST_URL}
        machineType={draft.machineType}
        defaultValues={{
          vmcNo: draft.vmcNo,
          name: '',
          factoryNumber: draft.factoryNumber,
          machineTypeId: draft.machineType?.id,
          physicalCondition: draft.physicalCondition,
          owner: draft.owner,
          androidType: draft.androidType,
          simcardNo: null,
          mid: null,
          tid: null,
          waitingForAltitude: true,
          active: false,
          refrigeratorMode: 'SCHEDULED',
          refrigeratorMinTemperature: null,
          refrigeratorMaxTemperature: null,
          lockMotorState: 'LOCKED',
          runningSchedules: [],
        }}
        onSubmit={async (input) => {
          const result = await convert({ variables: { id, input } });
          if (result.data?.convertMachineDraft) setIssued(result.data.convertMachineDraft);
          return { error: result.error };
        }}
      />
    </Stack>
  );
}
