import { useMutation } from '@apollo/client/react';
import { shopHubStockUpdateSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { DetailView } from '../../components/DetailView';
import { NumberInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ShopHubStockDocument, UpdateShopHubStockDocument } from './shop-hubs.generated';
import { SHOP_HUB_STOCK_PARAM, shopHubs } from './links';

/** Changes the count and bounds of one item of an outlet's stock. */
export default function ShopHubStockEditPage() {
  const { id, record: stock, gate } = useRecordFromRoute(ShopHubStockDocument, SHOP_HUB_STOCK_PARAM, (data) => data.shopHubStock, 'network-only');
  const [update] = useMutation(UpdateShopHubStockDocument, { refetchQueries: ['ShopHubStocks'] });
  if (!stock) return gate;
  const back = shopHubs.url(stock.shopHub.id);
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Outlet', value: `${stock.shopHub.hubNo} ${stock.shopHub.name}` },
          { label: stock.ingredientId ? 'Ingredient' : 'Packaging', value: stock.itemName },
          { label: 'Unit', value: stock.unit },
        ]}
      />
      <ResourceForm
        schema={shopHubStockUpdateSchema}
        defaultValues={{ currentStock: stock.currentStock, minStock: stock.minStock, maxStock: stock.maxStock }}
        successMessage="Stock saved."
        cancelTo={back}
        onSubmit={async (input) => {
          const result = await update({ variables: { id, input, expectedUpdatedTime: stock.updatedTime } });
          return { error: result.error, next: back };
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberInput name="currentStock" label={`Current stock (${stock.unit})`} required />
          <NumberInput name="minStock" label={`Min stock (${stock.unit})`} required />
          <NumberInput name="maxStock" label={`Max stock (${stock.unit})`} required />
        </Stack>
      </ResourceForm>
    </Stack>
  );
}
