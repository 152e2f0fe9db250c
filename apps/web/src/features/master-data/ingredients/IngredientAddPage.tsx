import { useMutation } from '@apollo/client/react';
import { ingredientSchema } from '@back-office/domain';
import { CreateIngredientDocument } from './ingredients.generated';
import { IngredientForm } from './IngredientForm';
import { ingredients } from '../links';

export default function IngredientAddPage() {
  const [createIngredient] = useMutation(CreateIngredientDocument);
  return (
    <IngredientForm
      schema={ingredientSchema}
      defaultValues={{ name: '', unitId: undefined, orderNr: null, remark: null, packagingQuantity: null, active: true }}
      onSubmit={async (input) => {
        const result = await createIngredient({ variables: { input } });
        return { error: result.error, next: ingredients.listUrl };
      }}
    />
  );
}
