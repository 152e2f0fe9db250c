import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Stack } from '@mui/material';
import { formatWholeUnits, refillShopTaskFormSchema } from '@back-office/domain';
import { FullPageSpinner } from '../../base/guards';
import { DetailView } from '../../components/DetailView';
import { NumberInput, TextInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { UploadInput } from '../../components/UploadInput';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { FillTable } from '../machine-stock/FillTable';
import { linesToSend } from '../shop-hubs/stock-fill-lines';
import { withValues } from '../tasks/task-parts';
import { SHOP_TASK_PARAM, shopTasks } from './links';
import { RefillShopTaskDocument, ShopTaskDocument, ShopTaskStocksDocument } from './shop-tasks.generated';

/**
 * Refill Outlet Task: the assignee finishes a started task by filling the outlet's stock (units in
 * and out per row, as its Fill Stock In/Out page does), with a note and a photo of the work.
 */
export default function RefillShopTaskPage() {
  const { id, record: task, gate } = useRecordFromRoute(ShopTaskDocument, SHOP_TASK_PARAM, (data) => data.shopTask, 'network-only');
  const { data } = useQuery(ShopTaskStocksDocument, { variables: { id }, skip: !task, fetchPolicy: 'network-only' });
  const [refill] = useMutation(RefillShopTaskDocument, { refetchQueries: ['ShopTasksPage'] });
  if (!task) return gate;
  if (!task.allowedActions.includes('finish')) {
    return <Alert severity="info">Only the assignee refills a started task; this one is {task.state.toLowerCase()}.</Alert>;
  }
  if (!data) return <FullPageSpinner />;
  const rows = data.shopTask?.stocks ?? [];
  const back = shopTasks.url(id);
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <DetailView items={withValues([{ label: 'Title', value: task.title }, { label: 'Outlet', value: task.shopHub?.name }, { label: 'Note', value: task.note }])} />
      <ResourceForm
        schema={refillShopTaskFormSchema}
        defaultValues={{ fills: rows.map((row) => ({ stockId: row.id, stockIn: null, stockOut: null })), note: task.note ?? null, image: '', optionalImage: null }}
        successMessage={`Finished: ${task.title}.`}
        cancelTo={back}
        onSubmit={async ({ fills, note, image, optionalImage }) => {
          const sent = linesToSend(fills);
          const result = await refill({ variables: { id, input: { fills: sent.inputs, note, image, optionalImage } } });
          return { error: result.error, next: back, fieldOf: sent.fieldOf('fills') };
        }}
      >
        {rows.length === 0 ? (
          <Alert severity="info">This outlet keeps no stock to fill.</Alert>
        ) : (
          <FillTable
            caption="Outlet stock"
            headers={['Item', 'Current stock', 'Max stock', 'In', 'Out']}
            rows={rows.map((row, index) => ({
              key: row.id,
              cells: [
                row.low ? `${row.itemName} (low)` : row.itemName,
                formatWholeUnits(row.currentStock, row.unit),
                formatWholeUnits(row.maxStock, row.unit),
                <NumberInput key="in" name={`fills.${index}.stockIn`} label={`${row.itemName} in`} hideLabel />,
                <NumberInput key="out" name={`fills.${index}.stockOut`} label={`${row.itemName} out`} hideLabel />,
              ],
            }))}
          />
        )}
        <TextInput name="note" label="Note" multiline emptyAsNull />
        <UploadInput name="image" label="Photo" accept="IMAGE" capture="environment" required helperText="A photo of the finished work, taken with the camera." />
        <UploadInput name="optionalImage" label="Another photo" accept="IMAGE" capture="environment" />
      </ResourceForm>
    </Stack>
  );
}
