import { useMutation } from '@apollo/client/react';
import { machineStockInUpdateSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { DetailView } from '../../components/DetailView';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { machineUrl } from '../machines/links';
import { MachineStockInDocument, UpdateMachineStockInDocument } from './machine-stock.generated';
import { STOCK_QUERIES } from './MachineStockSections';
import { STOCK_PARAM } from './links';
import { StockFields } from './StockFields';

/** Changes the level, bounds and order of one ingredient in a machine. */
export default function StockInEditPage() {
  const { id, record: stock, gate } = useRecordFromRoute(MachineStockInDocument, STOCK_PARAM, (data) => data.machineStockIn, 'network-only');
  const [update] = useMutation(UpdateMachineStockInDocument, { refetchQueries: STOCK_QUERIES });
  if (!stock) return gate;
  const back = machineUrl(stock.machineId);
  const unit = stock.ingredient.unit.name.toLowerCase();
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Machine', value: `${stock.machine.vmcNo} ${stock.machine.name}` },
          { label: 'Ingredient', value: `${stock.ingredient.name} (${unit})` },
        ]}
      />
      <ResourceForm
        schema={machineStockInUpdateSchema}
        defaultValues={{ currentStock: stock.currentStock, minStock: stock.minStock, maxStock: stock.maxStock, orderNr: stock.orderNr, important: stock.important }}
        successMessage="Stock in saved."
        cancelTo={back}
        onSubmit={async (input) => {
          const result = await update({ variables: { id, input, expectedUpdatedTime: stock.updatedTime } });
          return { error: result.error, next: back };
        }}
      >
        <StockFields kind="in" unit={unit} adding={false} />
      </ResourceForm>
    </Stack>
  );
}
