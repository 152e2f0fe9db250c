import { useMutation, useQuery } from '@apollo/client/react';
import { formatNumber, stockOutFillFormSchema } from '@back-office/domain';
import { Alert, Stack } from '@mui/material';
import { FullPageSpinner } from '../../base/guards';
import { DetailView } from '../../components/DetailView';
import { NumberInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MACHINE_PARAM, machineUrl } from '../machines/links';
import { FillMachineStockOutDocument, MachineHeaderDocument, MachineStockOutsDocument } from './machine-stock.generated';
import { FillTable } from './FillTable';
import { Level, STOCK_QUERIES } from './MachineStockSections';

/** A refill of the machine's packaging: pieces added per packaging, and any taken back out (expired or damaged). */
export default function FillStockOutPage() {
  const { id: machineId, record: machine, gate } = useRecordFromRoute(MachineHeaderDocument, MACHINE_PARAM, (data) => data.machine);
  const { data } = useQuery(MachineStockOutsDocument, { variables: { machineId }, skip: !machine, fetchPolicy: 'network-only' });
  const [fill] = useMutation(FillMachineStockOutDocument, { refetchQueries: STOCK_QUERIES, awaitRefetchQueries: true });
  if (!machine) return gate;
  if (!data) return <FullPageSpinner />;
  const back = machineUrl(machineId);
  const outs = (data.machineStockOutsByMachine ?? []).filter((row) => !row.infinite);
  if (outs.length === 0) return <Alert severity="info">This machine has no finite stock out to fill.</Alert>;
  return (
    <Stack spacing={2}>
      <DetailView items={[{ label: 'Machine', value: `${machine.vmcNo} ${machine.name}` }]} />
      <ResourceForm
        schema={stockOutFillFormSchema}
        defaultValues={{ fills: outs.map((row) => ({ packagingId: row.packaging.id, additionalStock: null, returnQuantity: null, room: row.maxStock - row.currentStock })) }}
        successMessage="Stock out filled."
        cancelTo={back}
        onSubmit={async ({ fills }) => {
          const inputs = fills
            .filter((line) => line.additionalStock || line.returnQuantity)
            .map((line) => ({ machineId, packagingId: line.packagingId, additionalStock: line.additionalStock ?? 0, returnQuantity: line.returnQuantity }));
          if (inputs.length === 0) return { next: back };
          const result = await fill({ variables: { inputs } });
          return { error: result.error, next: back };
        }}
      >
        <FillTable
          caption="Stock out"
          headers={['Packaging', 'Current stock', 'Max stock', 'Added', 'Taken back']}
          rows={outs.map((row, index) => ({
            key: row.id,
            cells: [
              row.packaging.name,
              <Level key="level" value={formatNumber(row.currentStock, 0)} low={row.low} />,
              formatNumber(row.maxStock, 0),
              <NumberInput key="added" name={`fills.${index}.additionalStock`} label={`${row.packaging.name} added`} hideLabel />,
              <NumberInput key="back" name={`fills.${index}.returnQuantity`} label={`${row.packaging.name} taken back`} hideLabel />,
            ],
          }))}
        />
      </ResourceForm>
    </Stack>
  );
}
