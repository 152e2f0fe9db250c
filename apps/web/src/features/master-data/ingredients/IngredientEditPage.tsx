import { useMutation } from '@apollo/client/react';
import { ingredientUpdateSchema } from '@back-office/domain';
import { useRecordFromRoute } from '../../../components/useRecordFromRoute';
import { IngredientDocument, UpdateIngredientDocument } from './ingredients.generated';
import { IngredientForm } from './IngredientForm';
import { ingredients } from '../links';

export default function IngredientEditPage() {
  const { id, record: ingredient, gate } = useRecordFromRoute(IngredientDocument, 'ingredientId', (data) => data.ingredient, 'network-only');
  const [updateIngredient] = useMutation(UpdateIngredientDocument);
  if (!ingredient) return gate;
  return (
    <IngredientForm
      schema={ingredientUpdateSchema}
      unit={ingredient.unit}
      defaultValues={{
        name: ingredient.name,
        unitId: ingredient.unitId,
        orderNr: ingredient.orderNr,
        remark: ingredient.remark,
        packagingQuantity: ingredient.packagingQuantity,
        active: ingredient.active,
      }}
      onSubmit={async (input) => {
        const result = await updateIngredient({ variables: { id, input, expectedUpdatedTime: ingredient.updatedTime } });
        return { error: result.error, next: ingredients.listUrl };
      }}
    />
  );
}
