import { useMutation } from '@apollo/client/react';
import { machineStockOutUpdateSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { DetailView } from '../../components/DetailView';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { machineUrl } from '../machines/links';
import { MachineStockOutDocument, UpdateMachineStockOutDocument } from './machine-stock.generated';
import { STOCK_QUERIES } from './MachineStockSections';
import { STOCK_PARAM } from './links';
import { StockFields } from './StockFields';

/** Changes the count, bounds and order of one packaging in a machine. */
export default function StockOutEditPage() {
  const { id, record: stock, gate } = useRecordFromRoute(MachineStockOutDocument, STOCK_PARAM, (data) => data.machineStockOut, 'network-only');
  const [update] = useMutation(UpdateMachineStockOutDocument, { refetchQueries: STOCK_QUERIES });
  if (!stock) return gate;
  const back = machineUrl(stock.machineId);
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Machine', value: `${stock.machine.vmcNo} ${stock.machine.name}` },
          { label: 'Packaging', value: stock.packaging.name },
        ]}
      />
      <ResourceForm
        schema={machineStockOutUpdateSchema}
        defaultValues={{
          ingredientId: stock.ingredient?.id ?? null,
          currentStock: stock.currentStock,
          minStock: stock.minStock,
          maxStock: stock.maxStock,
          orderNr: stock.orderNr,
          infinite: stock.infinite,
        }}
        successMessage="Stock out saved."
        cancelTo={back}
        onSubmit={async (input) => {
          const result = await update({ variables: { id, input, expectedUpdatedTime: stock.updatedTime } });
          return { error: result.error, next: back };
        }}
      >
        <ReferenceSelect name="ingredientId" label="Ingredient" list="ingredientsAll" authority="VIEW_INGREDIENT" plural="ingredients" current={stock.ingredient} />
        <StockFields kind="out" adding={false} />
      </ResourceForm>
    </Stack>
  );
}
