import { Stack } from '@mui/material';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ResourceForm, type SubmitOutcome } from '../../../components/form/ResourceForm';
import { NumberInput, SwitchInput, TextInput } from '../../../components/form/fields';
import { ReferenceSelect, type ReferenceRecord } from '../../../components/form/ReferenceSelect';
import { ingredients } from '../links';

interface IngredientFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** ingredientSchema to add, ingredientUpdateSchema to edit. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  /** The edited ingredient's unit, offered even when inactive or not in a list the user may read. */
  unit?: ReferenceRecord | null;
}

/** The ingredient form of the add and the edit page. */
export function IngredientForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, unit }: IngredientFormProps<Schema>) {
  return (
    <ResourceForm schema={schema} defaultValues={defaultValues} onSubmit={onSubmit} successMessage="Ingredient saved." cancelTo={ingredients.listUrl}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="name" label="Name" required />
        <ReferenceSelect name="unitId" label="Unit" required list="unitsAll" authority="VIEW_UNIT" plural="units" current={unit} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="packagingQuantity" label="Packaging Quantity" helperText="How much of the unit one package holds, e.g. 1000 g of beans per bag." />
        <NumberInput name="orderNr" label="Order Nr" helperText="Position in stock lists; left empty, the ingredient goes last." />
      </Stack>
      <TextInput name="remark" label="Remark" emptyAsNull multiline />
      <SwitchInput name="active" label="Active" />
    </ResourceForm>
  );
}
