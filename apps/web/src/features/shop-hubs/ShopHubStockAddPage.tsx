import { useMutation, useQuery } from '@apollo/client/react';
import { shopHubStockSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailView } from '../../components/DetailView';
import { NumberInput, SelectInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { CreateShopHubStockDocument, ShopHubDocument, ShopHubStockCandidatesDocument } from './shop-hubs.generated';
import { SHOP_HUB_PARAM, shopHubs } from './links';

/** Puts an ingredient or a packaging in an outlet's stock. */
export default function ShopHubStockAddPage() {
  const { user } = useCurrentUser();
  const { id: shopHubId, record: hub, gate } = useRecordFromRoute(ShopHubDocument, SHOP_HUB_PARAM, (data) => data.shopHub);
  const withIngredients = hasAuthority(user, 'VIEW_INGREDIENT');
  const withPackagings = hasAuthority(user, 'VIEW_PACKAGING');
  const { data } = useQuery(ShopHubStockCandidatesDocument, { variables: { shopHubId, withIngredients, withPackagings }, skip: !hub, fetchPolicy: 'network-only' });
  const [create] = useMutation(CreateShopHubStockDocument, { refetchQueries: ['ShopHubStocks'] });
  if (!hub) return gate;
  const back = shopHubs.url(shopHubId);
  const optionsOf = (rows: { id: number; name: string }[] | null | undefined) => (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  return (
    <Stack spacing={2}>
      <DetailView items={[{ label: 'Outlet', value: `${hub.hubNo} ${hub.name}` }]} />
      <ResourceForm
        schema={shopHubStockSchema}
        defaultValues={{ shopHubId, ingredientId: null, packagingId: null, currentStock: undefined, minStock: undefined, maxStock: undefined }}
        successMessage="Stock added."
        cancelTo={back}
        onSubmit={async (input) => {
          const result = await create({ variables: { input } });
          return { error: result.error, next: back };
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectInput name="ingredientId" label="Ingredient" options={optionsOf(data?.ingredientsNotInShopHub)} allowEmpty helperText="An ingredient, or else a packaging." />
          <SelectInput name="packagingId" label="Packaging" options={optionsOf(data?.packagingsNotInShopHub)} allowEmpty />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberInput name="currentStock" label="Current stock" required />
          <NumberInput name="minStock" label="Min stock" required />
          <NumberInput name="maxStock" label="Max stock" required />
        </Stack>
      </ResourceForm>
    </Stack>
  );
}
