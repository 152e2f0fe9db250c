import { useMutation } from '@apollo/client/react';
import { machineTypeLevelSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { DetailView } from '../../components/DetailView';
import { NumberInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MachineTypeDocument, UpdateMachineTypeDocument } from './machine-types.generated';
import { machineTypes } from './links';

/** The weekly cups sold that make a machine of the type a low, medium or high seller. */
export default function LevelEditPage() {
  const { id, record: type, gate } = useRecordFromRoute(MachineTypeDocument, machineTypes.param, (data) => data.machineType, 'network-only');
  const [updateType] = useMutation(UpdateMachineTypeDocument);
  if (!type) return gate;
  return (
    <Stack spacing={2}>
      <DetailView items={[{ label: 'Machine type', value: `${type.name} (${type.initialName})` }]} />
      <ResourceForm
        schema={machineTypeLevelSchema}
        defaultValues={{ minCup: type.minCup ?? undefined, maxCup: type.maxCup ?? undefined }}
        successMessage="Levels saved."
        cancelTo={machineTypes.url(id)}
        onSubmit={async (input) => {
          const result = await updateType({ variables: { id, input, expectedUpdatedTime: type.updatedTime } });
          return { error: result.error, next: machineTypes.url(id) };
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberInput name="minCup" label="Minimum Cup" required helperText="Below this many cups a week, a low seller." />
          <NumberInput name="maxCup" label="Maximum Cup" required helperText="Above this many, a high seller; between, a medium one." />
        </Stack>
      </ResourceForm>
    </Stack>
  );
}
