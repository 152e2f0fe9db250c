import { useMutation } from '@apollo/client/react';
import { machineSchema } from '@back-office/domain';
import { CreateMachineDocument } from './machines.generated';
import { MachineForm } from './MachineForm';
import { MACHINE_LIST_URL, machineUrl } from './links';

export default function MachineAddPage() {
  const [createMachine] = useMutation(CreateMachineDocument, { refetchQueries: ['MachinesPage'] });
  return (
    <MachineForm
      schema={machineSchema}
      withActive
      cancelTo={MACHINE_LIST_URL}
      defaultValues={{
        vmcNo: '',
        name: '',
        factoryNumber: '',
        machineTypeId: undefined,
        physicalCondition: 'CLEAR',
        owner: null,
        androidType: null,
        simcardNo: null,
        mid: null,
        tid: null,
        waitingForAltitude: false,
        active: false,
        refrigeratorMode: 'SCHEDULED',
        refrigeratorMinTemperature: null,
        refrigeratorMaxTemperature: null,
        lockMotorState: 'LOCKED',
        runningSchedules: [],
      }}
      onSubmit={async (input) => {
        const result = await createMachine({ variables: { input } });
        const id = result.data?.createMachine?.id;
        return { error: result.error, next: id ? machineUrl(id) : MACHINE_LIST_URL };
      }}
    />
  );
}
