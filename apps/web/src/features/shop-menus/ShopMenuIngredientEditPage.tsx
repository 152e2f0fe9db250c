import { useMutation } from '@apollo/client/react';
import { shopMenuIngredientUpdateSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { DetailView } from '../../components/DetailView';
import { NumberInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ShopMenuIngredientDocument, UpdateShopMenuIngredientDocument } from './shop-menus.generated';
import { shopMenus } from './links';

/** Changes how much of one ingredient a shop menu uses. */
export default function ShopMenuIngredientEditPage() {
  const { id, record: line, gate } = useRecordFromRoute(ShopMenuIngredientDocument, 'ingredientId', (data) => data.shopMenuIngredient, 'network-only');
  const [updateLine] = useMutation(UpdateShopMenuIngredientDocument, { refetchQueries: ['ShopMenuIngredients'] });
  if (!line) return gate;
  const back = shopMenus.url(line.menuId);
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Shop Menu', value: line.menu.name },
          { label: 'Ingredient', value: `${line.ingredient.name} (${line.ingredient.unit.name.toLowerCase()})` },
        ]}
      />
      <ResourceForm
        schema={shopMenuIngredientUpdateSchema}
        defaultValues={{ amount: line.amount }}
        successMessage="Ingredient saved."
        cancelTo={back}
        onSubmit={async (input) => {
          const result = await updateLine({ variables: { id, input, expectedUpdatedTime: line.updatedTime } });
          return { error: result.error, next: back };
        }}
      >
        <NumberInput name="amount" label="Amount" required helperText="In the ingredient’s unit, per menu." />
      </ResourceForm>
    </Stack>
  );
}
