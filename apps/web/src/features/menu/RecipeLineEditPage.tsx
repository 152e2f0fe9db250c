import { useMutation } from '@apollo/client/react';
import { ingredientInProductUpdateSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { DetailView } from '../../components/DetailView';
import { NumberInput, TextInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { RecipeLineDocument, UpdateRecipeLineDocument } from './products.generated';
import { products } from './links';

/** Changes how much of one ingredient a product's cup takes, and its fast code. */
export default function RecipeLineEditPage() {
  const { id, record: line, gate } = useRecordFromRoute(RecipeLineDocument, 'ingredientInProductId', (data) => data.ingredientInProduct, 'network-only');
  const [updateLine] = useMutation(UpdateRecipeLineDocument, { refetchQueries: ['Recipe'] });
  if (!line) return gate;
  const back = products.url(line.productId);
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Menu', value: line.product.name },
          { label: 'Ingredient', value: `${line.ingredient.name} (${line.ingredient.unit.name.toLowerCase()})` },
        ]}
      />
      <ResourceForm
        schema={ingredientInProductUpdateSchema}
        defaultValues={{ amount: line.amount, fastCode: line.fastCode }}
        successMessage="Recipe saved."
        cancelTo={back}
        onSubmit={async (input) => {
          const result = await updateLine({ variables: { id, input, expectedUpdatedTime: line.updatedTime } });
          return { error: result.error, next: back };
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberInput name="amount" label="Amount" required helperText="In the ingredient’s unit, per cup." />
          <TextInput name="fastCode" label="Fast Code" emptyAsNull />
        </Stack>
      </ResourceForm>
    </Stack>
  );
}
