import { useMutation, useQuery } from '@apollo/client/react';
import { machineStockInSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { DetailView } from '../../components/DetailView';
import { SelectInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MACHINE_PARAM, machineUrl } from '../machines/links';
import { CreateMachineStockInDocument, MachineHeaderDocument, StockInCandidatesDocument } from './machine-stock.generated';
import { STOCK_QUERIES } from './MachineStockSections';
import { StockFields } from './StockFields';

/** Puts an ingredient in a machine's stock in; its maximum comes from the machine type unless given. */
export default function StockInAddPage() {
  const { id: machineId, record: machine, gate } = useRecordFromRoute(MachineHeaderDocument, MACHINE_PARAM, (data) => data.machine);
  const { data } = useQuery(StockInCandidatesDocument, { variables: { machineId }, skip: !machine, fetchPolicy: 'network-only' });
  const [create] = useMutation(CreateMachineStockInDocument, { refetchQueries: STOCK_QUERIES });
  if (!machine) return gate;
  const back = machineUrl(machineId);
  const options = (data?.ingredientsNotInMachine ?? []).map((ingredient) => ({ value: ingredient.id, label: `${ingredient.name} (${ingredient.unit.name.toLowerCase()})` }));
  return (
    <Stack spacing={2}>
      <DetailView items={[{ label: 'Machine', value: `${machine.vmcNo} ${machine.name}` }]} />
      <ResourceForm
        schema={machineStockInSchema}
        defaultValues={{ machineId, ingredientId: undefined, currentStock: undefined, minStock: undefined, maxStock: null, orderNr: null, important: false }}
        successMessage="Stock in added."
        cancelTo={back}
        onSubmit={async (input) => {
          const result = await create({ variables: { input } });
          return { error: result.error, next: back };
        }}
      >
        <SelectInput name="ingredientId" label="Ingredient" required options={options} helperText="The active ingredients not in this machine yet." />
        <StockFields kind="in" adding />
      </ResourceForm>
    </Stack>
  );
}
