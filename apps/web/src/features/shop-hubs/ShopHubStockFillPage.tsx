import { useMutation, useQuery } from '@apollo/client/react';
import { formatWholeUnits, shopHubStockFillFormSchema } from '@back-office/domain';
import { Alert, Stack } from '@mui/material';
import { FullPageSpinner } from '../../base/guards';
import { DetailView } from '../../components/DetailView';
import { NumberInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { FillTable } from '../machine-stock/FillTable';
import { linesToSend } from './stock-fill-lines';
import { FillShopHubStockDocument, ShopHubDocument, ShopHubStocksDocument } from './shop-hubs.generated';
import { SHOP_HUB_PARAM, shopHubs } from './links';

/** A delivery to an outlet and what it used: whole units in and out per item, as machines are filled. */
export default function ShopHubStockFillPage() {
  const { id: shopHubId, record: hub, gate } = useRecordFromRoute(ShopHubDocument, SHOP_HUB_PARAM, (data) => data.shopHub);
  const { data } = useQuery(ShopHubStocksDocument, { variables: { shopHubId }, skip: !hub, fetchPolicy: 'network-only' });
  const [fill] = useMutation(FillShopHubStockDocument, { refetchQueries: ['ShopHubStocks'], awaitRefetchQueries: true });
  if (!hub) return gate;
  if (!data) return <FullPageSpinner />;
  const back = shopHubs.url(shopHubId);
  const rows = data.shopHubStocksByShopHubId ?? [];
  if (rows.length === 0) return <Alert severity="info">This outlet keeps no stock to fill yet.</Alert>;
  return (
    <Stack spacing={2}>
      <DetailView items={[{ label: 'Outlet', value: `${hub.hubNo} ${hub.name}` }]} />
      <ResourceForm
        schema={shopHubStockFillFormSchema}
        defaultValues={{ fills: rows.map((row) => ({ stockId: row.id, stockIn: null, stockOut: null })) }}
        successMessage="Stock filled."
        cancelTo={back}
        onSubmit={async ({ fills }) => {
          const sent = linesToSend(fills);
          if (sent.inputs.length === 0) return { next: back };
          const result = await fill({ variables: { shopHubId, inputs: sent.inputs } });
          return { error: result.error, next: back, fieldOf: sent.fieldOf('inputs') };
        }}
      >
        <FillTable
          caption="Stock"
          headers={['Item', 'Current stock', 'Max stock', 'In', 'Out']}
          rows={rows.map((row, index) => ({
            key: row.id,
            cells: [
              row.itemName,
              formatWholeUnits(row.currentStock, row.unit),
              formatWholeUnits(row.maxStock, row.unit),
              <NumberInput key="in" name={`fills.${index}.stockIn`} label={`${row.itemName} in`} hideLabel />,
              <NumberInput key="out" name={`fills.${index}.stockOut`} label={`${row.itemName} out`} hideLabel />,
            ],
          }))}
        />
      </ResourceForm>
    </Stack>
  );
}
