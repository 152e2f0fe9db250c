import { FormHelperText, Stack, Typography } from '@mui/material';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { FieldArrayTable } from '../../components/form/FieldArrayTable';
import { MoneyInput, NumberInput, SwitchInput, TextInput } from '../../components/form/fields';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';

interface ProductFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** productSchema to add (with the recipe), productUpdateSchema to edit. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  /** A new product is made with its recipe; an existing one's recipe is edited line by line on its page. */
  withRecipe: boolean;
}

/** The product form of the add and the edit page. */
export function ProductForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, cancelTo, withRecipe }: ProductFormProps<Schema>) {
  return (
    <ResourceForm schema={schema} defaultValues={defaultValues} onSubmit={onSubmit} successMessage="Menu saved." cancelTo={cancelTo}>
      <TextInput name="name" label="Name" required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyInput name="cogs" label="Cogs" required helperText="What one cup costs to make." />
        <NumberInput name="weight" label="Weight (g)" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="minDuration" label="Min Duration (s)" required helperText="Seconds a cup takes to brew, at least." />
        <NumberInput name="maxDuration" label="Max Duration (s)" required helperText="At most; more than the minimum." />
      </Stack>
      <Stack direction="row" spacing={4}>
        <SwitchInput name="containCoffee" label="Contains Coffee" />
        <SwitchInput name="active" label="Active" />
      </Stack>
      {withRecipe ? <RecipeInputs /> : <RecipeNote />}
    </ResourceForm>
  );
}

function RecipeInputs() {
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        Recipe
      </Typography>
      <FieldArrayTable
        name="ingredients"
        rowLabel="Ingredient"
        emptyText="No ingredients yet. An active product needs at least one."
        newRow={() => ({ ingredientId: null, amount: null, fastCode: null })}
        columns={[
          {
            header: 'Ingredient',
            required: true,
            cell: ({ path, label }) => <ReferenceSelect name={path('ingredientId')} label={label} hideLabel required list="ingredientsAll" authority="VIEW_INGREDIENT" plural="ingredients" />,
          },
          { header: 'Amount', required: true, width: 160, cell: ({ path, label }) => <NumberInput name={path('amount')} label={label} hideLabel /> },
          { header: 'Fast Code', width: 140, cell: ({ path, label }) => <TextInput name={path('fastCode')} label={label} hideLabel emptyAsNull /> },
        ]}
      />
      <FormHelperText>Amounts are in each ingredient’s unit, per cup.</FormHelperText>
    </Stack>
  );
}

/** On the edit page the recipe is not in the form; a refusal about it (activating without one) is shown here. */
function RecipeNote() {
  const { errors } = useFormState({ name: 'ingredients' });
  const message = (errors.ingredients as { message?: string } | undefined)?.message;
  return message ? (
    <FormHelperText error>Recipe: {message} Add its ingredients on the product’s page before activating it.</FormHelperText>
  ) : (
    <FormHelperText>The recipe is edited on the product’s page.</FormHelperText>
  );
}
