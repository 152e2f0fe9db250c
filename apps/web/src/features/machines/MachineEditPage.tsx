import { useMutation } from '@apollo/client/react';
import { machineUpdateSchema } from '@back-office/domain';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MachineDocument, UpdateMachineDocument } from './machines.generated';
import { MachineForm } from './MachineForm';
import { MACHINE_PARAM, machineUrl } from './links';

export default function MachineEditPage() {
  const { id, record: machine, gate } = useRecordFromRoute(MachineDocument, MACHINE_PARAM, (data) => data.machine, 'network-only');
  const [updateMachine] = useMutation(UpdateMachineDocument, { refetchQueries: ['MachinesPage'] });
  if (!machine) return gate;
  return (
    <MachineForm
      schema={machineUpdateSchema}
      withActive={false}
      machineType={machine.machineType}
      cancelTo={machineUrl(id)}
      defaultValues={{
        vmcNo: machine.vmcNo,
        name: machine.name,
        factoryNumber: machine.factoryNumber,
        machineTypeId: machine.machineType.id,
        physicalCondition: machine.physicalCondition,
        owner: machine.owner,
        androidType: machine.androidType,
        simcardNo: machine.simcardNo,
        mid: machine.mid,
        tid: machine.tid,
        waitingForAltitude: machine.waitingForAltitude,
        refrigeratorMode: machine.refrigeratorMode,
        refrigeratorMinTemperature: machine.refrigeratorMinTemperature,
        refrigeratorMaxTemperature: machine.refrigeratorMaxTemperature,
        lockMotorState: machine.lockMotorState,
        runningSchedules: (machine.runningSchedules ?? []).map(({ day, open, close }) => ({ day, open, close })),
      }}
      onSubmit={async (input) => {
        const result = await updateMachine({ variables: { id, input, expectedUpdatedTime: machine.updatedTime } });
        return { error: result.error, next: machineUrl(id) };
      }}
    />
  );
}
