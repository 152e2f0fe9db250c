import { useMutation } from '@apollo/client/react';
import { machineHubSchema } from '@back-office/domain';
import dayjs from 'dayjs';
import { useParams } from 'react-router';
import { CreateMachineHubDocument } from './hub-machines.generated';
import { HubMachineForm } from './HubMachineForm';
import { hubs } from './links';

export default function HubMachineAddPage() {
  const hubId = Number(useParams()[hubs.param]);
  const [createMachineHub] = useMutation(CreateMachineHubDocument, { refetchQueries: ['HubMachines', 'MachinesPage'] });
  return (
    <HubMachineForm
      schema={machineHubSchema}
      pickMachine
      cancelTo={hubs.url(hubId)}
      defaultValues={{ hubId, machineId: undefined, loadedAt: dayjs().format('YYYY-MM-DD'), midtransId: null, terminalId: null, merchantId: null, simcardNo: null }}
      onSubmit={async (input) => {
        const result = await createMachineHub({ variables: { input } });
        return { error: result.error, next: hubs.url(hubId) };
      }}
    />
  );
}
