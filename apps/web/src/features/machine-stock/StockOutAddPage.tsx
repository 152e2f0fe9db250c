import { useMutation, useQuery } from '@apollo/client/react';
import { machineStockOutSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { DetailView } from '../../components/DetailView';
import { SelectInput } from '../../components/form/fields';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MACHINE_PARAM, machineUrl } from '../machines/links';
import { CreateMachineStockOutDocument, MachineHeaderDocument, StockOutCandidatesDocument } from './machine-stock.generated';
import { STOCK_QUERIES } from './MachineStockSections';
import { StockFields } from './StockFields';

/** Puts a packaging in a machine's stock out: cups, lids, or packs of an ingredient. */
export default function StockOutAddPage() {
  const { id: machineId, record: machine, gate } = useRecordFromRoute(MachineHeaderDocument, MACHINE_PARAM, (data) => data.machine);
  const { data } = useQuery(StockOutCandidatesDocument, { variables: { machineId }, skip: !machine, fetchPolicy: 'network-only' });
  const [create] = useMutation(CreateMachineStockOutDocument, { refetchQueries: STOCK_QUERIES });
  if (!machine) return gate;
  const back = machineUrl(machineId);
  const options = (data?.packagingsNotInMachine ?? []).map((packaging) => ({ value: packaging.id, label: packaging.name }));
  return (
    <Stack spacing={2}>
      <DetailView items={[{ label: 'Machine', value: `${machine.vmcNo} ${machine.name}` }]} />
      <ResourceForm
        schema={machineStockOutSchema}
        defaultValues={{ machineId, packagingId: undefined, ingredientId: null, currentStock: undefined, minStock: undefined, maxStock: null, orderNr: null, infinite: false }}
        successMessage="Stock out added."
        cancelTo={back}
        onSubmit={async (input) => {
          const result = await create({ variables: { input } });
          return { error: result.error, next: back };
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectInput name="packagingId" label="Packaging" required options={options} helperText="The active packagings not in this machine yet." />
          <ReferenceSelect name="ingredientId" label="Ingredient" list="ingredientsAll" authority="VIEW_INGREDIENT" plural="ingredients" />
        </Stack>
        <StockFields kind="out" adding />
      </ResourceForm>
    </Stack>
  );
}
