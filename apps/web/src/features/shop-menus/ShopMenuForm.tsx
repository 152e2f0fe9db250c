import { Stack, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { formatRupiah } from '@back-office/domain';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { UploadInput } from '../../components/UploadInput';
import { FieldArrayTable } from '../../components/form/FieldArrayTable';
import { MultiSelectInput } from '../../components/form/MultiSelectInput';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { MoneyInput, SelectInput, SwitchInput, TextInput } from '../../components/form/fields';
import { ShopMenuCustomizationChoicesDocument, ShopMenuToppingChoicesDocument, ShopMenuVariantChoicesDocument } from './shop-menu-choices.generated';

interface ShopMenuFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** shopMenuSchema to add, shopMenuUpdateSchema to edit. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  /** The records the menu refers to now, shown even when they became inactive. */
  current?: { merchant?: { id: number; name: string } | null; product?: { id: number; name: string } | null };
}

const extra = (price: number) => (price ? ` (+${formatRupiah(price)})` : '');

/** The choices of toppings, customization items and sizes; an inactive one stays offered while the menu has it. */
function useChoices(chosen: { toppingIds: readonly number[]; customizationItemIds: readonly number[] }) {
  const { user } = useCurrentUser();
  const toppings = useQuery(ShopMenuToppingChoicesDocument, { skip: !hasAuthority(user, 'VIEW_SHOP_TOPPING') });
  const variants = useQuery(ShopMenuVariantChoicesDocument, { skip: !hasAuthority(user, 'VIEW_SHOP_VARIANT') });
  const customizations = useQuery(ShopMenuCustomizationChoicesDocument, { skip: !hasAuthority(user, 'VIEW_SHOP_MENU_CUSTOMIZATION') });
  return {
    toppings: (toppings.data?.shopToppingsAll ?? [])
      .filter((topping) => topping.active || chosen.toppingIds.includes(topping.id))
      .map((topping) => ({ value: topping.id, label: `${topping.name}${extra(topping.price)}` })),
    customizationItems: (customizations.data?.shopMenuCustomizationsAll ?? [])
      .filter((customization) => customization.active || customization.items.some((item) => chosen.customizationItemIds.includes(item.id)))
      .flatMap((customization) => customization.items.map((item) => ({ value: item.id, label: `${customization.name}: ${item.name}${extra(item.price)}` }))),
    variantUnits: (variants.data?.shopVariantsAll ?? []).flatMap((variant) => variant.units.map((unit) => ({ value: unit.id, label: `${variant.name}: ${unit.name}` }))),
  };
}

/** The shop menu form of the add and the edit page: the menu, its picture, and what it comes with. */
export function ShopMenuForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, cancelTo, current }: ShopMenuFormProps<Schema>) {
  const initial = defaultValues as { toppingIds?: number[]; customizationItemIds?: number[] };
  const choices = useChoices({ toppingIds: initial.toppingIds ?? [], customizationItemIds: initial.customizationItemIds ?? [] });
  return (
    <ResourceForm schema={schema} defaultValues={defaultValues} onSubmit={onSubmit} successMessage="Shop menu saved." cancelTo={cancelTo}>
      <ReferenceSelect name="merchantId" label="Merchant" required list="shopMerchantsAll" authority="VIEW_SHOP_MERCHANT" plural="merchants" current={current?.merchant} />
      <TextInput name="name" label="Name" required />
      <TextInput name="description" label="Description" multiline emptyAsNull />
      <UploadInput name="imageUrl" label="Image" accept="IMAGE" helperText="A PNG, JPEG, WebP or GIF picture of up to 50 MB, best square." />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyInput name="price" label="Price" required helperText="Outlets may set their own." />
        <MoneyInput name="cogs" label="Cogs" required helperText="What one costs to make." />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ReferenceSelect name="menuSubcategoryId" label="Subcategory" list="shopMenuSubcategoriesAll" authority="VIEW_SHOP_MENU_SUBCATEGORY" plural="subcategories" />
        <ReferenceSelect name="displayCategoryId" label="Display Category" list="shopMenuDisplayCategoriesAll" authority="VIEW_SHOP_MENU_DISPLAY_CATEGORY" plural="display categories" />
      </Stack>
      <ReferenceSelect name="productId" label="Vending Product" list="productsAll" authority="VIEW_PRODUCT" plural="products" current={current?.product} />
      <SwitchInput name="active" label="Active" />
      <MultiSelectInput name="toppingIds" label="Toppings" options={choices.toppings} helperText="What a customer may add on top." />
      <MultiSelectInput name="customizationItemIds" label="Customizations" options={choices.customizationItems} helperText="The sugar, ice and other choices offered." />
      <Stack spacing={1}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          Sizes
        </Typography>
        <FieldArrayTable
          name="variantUnits"
          rowLabel="Size"
          emptyText="One size only: the menu's own price and cogs. A size's price and cogs are added to the menu's."
          newRow={() => ({ variantUnitId: null, price: null, cogs: null })}
          columns={[
            { header: 'Variant Unit', required: true, cell: ({ path, label }) => <SelectInput name={path('variantUnitId')} label={label} hideLabel required options={choices.variantUnits} /> },
            { header: 'Extra Price', required: true, width: 180, cell: ({ path, label }) => <MoneyInput name={path('price')} label={label} hideLabel /> },
            { header: 'Extra Cogs', required: true, width: 180, cell: ({ path, label }) => <MoneyInput name={path('cogs')} label={label} hideLabel /> },
          ]}
        />
      </Stack>
    </ResourceForm>
  );
}
