import { useMutation } from '@apollo/client/react';
import { machineHubUpdateSchema } from '@back-office/domain';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MachineHubDocument, UpdateMachineHubDocument } from './hub-machines.generated';
import { HubMachineForm } from './HubMachineForm';
import { hubs } from './links';

export default function HubMachineEditPage() {
  const { id, record: placement, gate } = useRecordFromRoute(MachineHubDocument, 'machineHubId', (data) => data.machineHub, 'network-only');
  const [updateMachineHub] = useMutation(UpdateMachineHubDocument, { refetchQueries: ['HubMachines'] });
  if (!placement) return gate;
  return (
    <HubMachineForm
      schema={machineHubUpdateSchema}
      pickMachine={false}
      midtrans={placement.midtrans}
      cancelTo={hubs.url(placement.hubId)}
      defaultValues={{
        loadedAt: placement.loadedAt,
        midtransId: placement.midtransId,
        terminalId: placement.terminalId,
        merchantId: placement.merchantId,
        simcardNo: placement.simcardNo,
      }}
      onSubmit={async (input) => {
        const result = await updateMachineHub({ variables: { id, input } });
        return { error: result.error, next: hubs.url(placement.hubId) };
      }}
    />
  );
}
