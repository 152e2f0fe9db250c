import { Stack } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { UploadInput } from '../../components/UploadInput';
import { MultiSelectInput } from '../../components/form/MultiSelectInput';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { MoneyInput, SwitchInput, TextInput } from '../../components/form/fields';
import { ShopProductDisplayChoicesDocument } from './shop-products.generated';

interface ShopProductFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** shopProductSchema to add, shopProductUpdateSchema to edit. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  /** The vending product it sells now, shown even when it became inactive. */
  currentProduct?: { id: number; name: string; active: boolean } | null;
}

/** The shop product form of the add and the edit page. */
export function ShopProductForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, cancelTo, currentProduct }: ShopProductFormProps<Schema>) {
  const { user } = useCurrentUser();
  const displays = useQuery(ShopProductDisplayChoicesDocument, { skip: !hasAuthority(user, 'VIEW_MACHINE_TYPE_DISPLAY') });
  const chosen = ((defaultValues as { machineTypeDisplayIds?: number[] }).machineTypeDisplayIds ?? []) as number[];
  const options = (displays.data?.machineTypeDisplaysAll ?? [])
    .filter((display) => display.active || chosen.includes(display.id))
    .map((display) => ({ value: display.id, label: display.name }));
  return (
    <ResourceForm schema={schema} defaultValues={defaultValues} onSubmit={onSubmit} successMessage="Shop product saved." cancelTo={cancelTo}>
      <ReferenceSelect name="productId" label="Vending Product" required list="productsAll" authority="VIEW_PRODUCT" plural="products" current={currentProduct} />
      <TextInput name="name" label="Name" required helperText="Its name in the shop." />
      <TextInput name="description" label="Description" multiline emptyAsNull />
      <UploadInput name="imageUrl" label="Image" accept="IMAGE" helperText="A PNG, JPEG, WebP or GIF picture of up to 50 MB, best square." />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyInput name="price" label="Price" required />
        <ReferenceSelect name="displayCategoryId" label="Display Category" list="shopProductDisplayCategoriesAll" authority="VIEW_SHOP_PRODUCT_DISPLAY_CATEGORY" plural="product display categories" />
      </Stack>
      <MultiSelectInput name="machineTypeDisplayIds" label="Machine Type Displays" options={options} helperText="The machine-type displays where the shop offers it for pick-up." />
      <SwitchInput name="active" label="Active" />
    </ResourceForm>
  );
}
