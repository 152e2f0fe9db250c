import { useMutation } from '@apollo/client/react';
import { machineTypeStockUpdateSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { DetailView } from '../../components/DetailView';
import { NumberInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MachineTypeStockDocument, UpdateMachineTypeStockDocument } from './machine-types.generated';
import { machineTypes } from './links';

/** How much of one ingredient or packaging a low, medium and high seller of the type is filled up to. */
export default function StockEditPage() {
  const { id, record: stock, gate } = useRecordFromRoute(MachineTypeStockDocument, 'machineTypeStockId', (data) => data.machineTypeStock, 'network-only');
  const [updateStock] = useMutation(UpdateMachineTypeStockDocument, { refetchQueries: ['MachineType'] });
  if (!stock) return gate;
  const back = machineTypes.url(stock.machineTypeId);
  const item = stock.ingredient ? `${stock.ingredient.name} (${stock.ingredient.unit.name.toLowerCase()})` : stock.packaging?.name;
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Machine type', value: stock.machineType.name },
          { label: stock.ingredient ? 'Ingredient' : 'Packaging', value: item },
        ]}
      />
      <ResourceForm
        schema={machineTypeStockUpdateSchema}
        defaultValues={{ low: stock.low, medium: stock.medium, high: stock.high }}
        successMessage="Stock maximum saved."
        cancelTo={back}
        onSubmit={async (input) => {
          const result = await updateStock({ variables: { id, input, expectedUpdatedTime: stock.updatedTime } });
          return { error: result.error, next: back };
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberInput name="low" label="Low" required helperText="Filled up to this in a low seller." />
          <NumberInput name="medium" label="Medium" required helperText="Between low and high." />
          <NumberInput name="high" label="High" required helperText="In a high seller." />
        </Stack>
      </ResourceForm>
    </Stack>
  );
}
