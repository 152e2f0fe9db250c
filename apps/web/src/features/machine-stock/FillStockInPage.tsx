import { useMutation, useQuery } from '@apollo/client/react';
import { formatNumber, stockInFillFormSchema } from '@back-office/domain';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { FullPageSpinner } from '../../base/guards';
import { DetailView } from '../../components/DetailView';
import { NumberInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MACHINE_PARAM, machineUrl } from '../machines/links';
import { FillMachineStockInDocument, MachineHeaderDocument, MachineStockDocument, type MachineStockInFieldsFragment } from './machine-stock.generated';
import { FillTable } from './FillTable';
import { Level, STOCK_QUERIES } from './MachineStockSections';

/**
 * A refill of the machine's canisters: the level of each ingredient after the fill (a row left as it
 * was is not sent), and the pieces of its stock out used for it (packs poured in, test cups).
 */
export default function FillStockInPage() {
  const { id: machineId, record: machine, gate } = useRecordFromRoute(MachineHeaderDocument, MACHINE_PARAM, (data) => data.machine);
  const { data } = useQuery(MachineStockDocument, { variables: { machineId }, skip: !machine, fetchPolicy: 'network-only' });
  const [fill] = useMutation(FillMachineStockInDocument, { refetchQueries: STOCK_QUERIES, awaitRefetchQueries: true });
  if (!machine) return gate;
  if (!data) return <FullPageSpinner />;
  const back = machineUrl(machineId);
  const ins = data.machineStockInsByMachine ?? [];
  const outs = (data.machineStockOutsByMachine ?? []).filter((row) => !row.infinite);
  if (ins.length === 0) return <Alert severity="info">This machine has no stock in to fill yet.</Alert>;
  return (
    <Stack spacing={2}>
      <DetailView items={[{ label: 'Machine', value: `${machine.vmcNo} ${machine.name}` }]} />
      <ResourceForm
        schema={stockInFillFormSchema}
        defaultValues={{
          levels: ins.map((row) => ({ ingredientId: row.ingredient.id, currentStock: row.currentStock, maxStock: row.maxStock, unit: row.ingredient.unit.name.toLowerCase() })),
          used: outs.map((row) => ({ packagingId: row.packaging.id, quantity: null })),
        }}
        successMessage="Stock in filled."
        cancelTo={back}
        onSubmit={async ({ levels, used }) => {
          const stockOutsConsumed = used.flatMap((item) => (item.quantity ? [{ packagingId: item.packagingId, quantity: item.quantity }] : []));
          const changed = levels.filter((level, index) => level.currentStock !== ins[index]!.currentStock);
          // Pieces used with no level changed still count: they go with the first ingredient.
          const lines = changed.length > 0 ? changed : stockOutsConsumed.length > 0 ? [levels[0]!] : [];
          if (lines.length === 0) return { next: back };
          const inputs = lines.map((level, index) => ({ machineId, ingredientId: level.ingredientId, currentStock: level.currentStock, stockOutsConsumed: index === 0 ? stockOutsConsumed : [] }));
          const result = await fill({ variables: { inputs } });
          return { error: result.error, next: back };
        }}
      >
        <FillToMaximum rows={ins} />
        <FillTable
          caption="Stock in"
          headers={['Ingredient', 'Current stock', 'Max stock', 'New level']}
          rows={ins.map((row, index) => ({
            key: row.id,
            cells: [
              row.ingredient.name,
              <Level key="level" value={formatNumber(row.currentStock)} unit={row.ingredient.unit.name.toLowerCase()} low={row.low} />,
              formatNumber(row.maxStock, 0),
              <NumberInput key="input" name={`levels.${index}.currentStock`} label={`New level of ${row.ingredient.name}`} hideLabel required />,
            ],
          }))}
        />
        {outs.length > 0 && (
          <FillTable
            caption="Stock out used"
            headers={['Packaging', 'In the machine', 'Used']}
            rows={outs.map((row, index) => ({
              key: row.id,
              cells: [row.packaging.name, formatNumber(row.currentStock, 0), <NumberInput key="input" name={`used.${index}.quantity`} label={`${row.packaging.name} used`} hideLabel />],
            }))}
          />
        )}
      </ResourceForm>
    </Stack>
  );
}

/** Sets every new level to its maximum: what a full refill does. */
function FillToMaximum({ rows }: { rows: MachineStockInFieldsFragment[] }) {
  const { setValue } = useFormContext();
  return (
    <Box>
      <Button variant="outlined" size="small" onClick={() => rows.forEach((row, index) => setValue(`levels.${index}.currentStock`, row.maxStock, { shouldDirty: true }))}>
        Fill all to maximum
      </Button>
    </Box>
  );
}
