import { useMutation } from '@apollo/client/react';
import { Typography } from '@mui/material';
import { shopVariantSchema, shopVariantUpdateSchema } from '@back-office/domain';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailView, formatValue } from '../../components/DetailView';
import { FieldArrayTable } from '../../components/form/FieldArrayTable';
import { SwitchInput, TextInput } from '../../components/form/fields';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { ResourceList } from '../../components/list';
import { AddRecordButton, DetailActions, NamedRecordInputs, namedRecordColumns, namedRecordDetailItems, namedRecordFilterFields } from '../../components/records/named-record';
import { confirmRemovedRows } from '../../components/records/deactivation';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { shopVariants as resource } from './links';
import {
  CreateShopVariantDocument,
  LowerShopVariantDocument,
  RaiseShopVariantDocument,
  ShopVariantDocument,
  ShopVariantsPageDocument,
  UpdateShopVariantDocument,
  type ShopVariantFieldsFragment,
} from './shop-catalogue.generated';

/* Variants (Size, Temperature): a name and its units, each perhaps a vending product, in priority order. */

type Variant = ShopVariantFieldsFragment;

const unitsText = (variant: Variant) => variant.units.map((unit) => (unit.product ? `${unit.name} (${unit.product.name})` : unit.name)).join(', ');
const COMBINED = 'Unit Product Replaces Menu Product';

const columns = namedRecordColumns<Variant>([
  { field: 'units', headerName: 'Units', flex: 2, minWidth: 220, sortable: false, valueGetter: (_, row) => unitsText(row) },
  { field: 'productIdCombinedInShopOrderMenu', headerName: COMBINED, width: 150, valueFormatter: (value: boolean) => formatValue(value, 'boolean') },
]);
const filterFields = namedRecordFilterFields([{ field: 'productIdCombinedInShopOrderMenu', label: COMBINED, kind: 'boolean' }]);

function ListPage() {
  return (
    <ResourceList
      query={ShopVariantsPageDocument}
      selectPage={(data) => data.shopVariants}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'priority', direction: 'ASC' }}
      exportFileName="shop-variants"
      rowLink={(row) => resource.url(row.id)}
      moves={{ raise: RaiseShopVariantDocument, lower: LowerShopVariantDocument, label: (row) => row.name, authority: 'UPDATE_SHOP_VARIANT' }}
      actions={<AddRecordButton to={resource.addUrl} label="Add Shop Variant" authority="CREATE_SHOP_VARIANT" />}
    />
  );
}

function VariantForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  confirm?: (values: z.output<Schema>) => Promise<boolean>;
  cancelTo: string;
  current?: Variant['units'];
}) {
  const { current, ...form } = props;
  return (
    <ResourceForm {...form} successMessage="Shop Variant saved.">
      <NamedRecordInputs>
        <SwitchInput name="productIdCombinedInShopOrderMenu" label="On an order, the unit's product replaces the menu's product" />
      </NamedRecordInputs>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        Units
      </Typography>
      <FieldArrayTable
        name="units"
        rowLabel="Unit"
        columns={[
          { header: 'Name', required: true, cell: (row) => <TextInput name={row.path('name')} label={row.label} hideLabel /> },
          {
            header: 'Product',
            width: 260,
            cell: (row) => (
              <ReferenceSelect
                name={row.path('productId')}
                label={row.label}
                hideLabel
                list="productsAll"
                authority="VIEW_PRODUCT"
                plural="products"
                current={current?.[row.index]?.product}
              />
            ),
          },
        ]}
        newRow={() => ({ name: '', productId: null })}
        emptyText="No units yet."
      />
    </ResourceForm>
  );
}

function AddPage() {
  const [create] = useMutation(CreateShopVariantDocument);
  return (
    <VariantForm
      schema={shopVariantSchema}
      defaultValues={{ name: '', description: null, active: true, productIdCombinedInShopOrderMenu: false, units: [{ name: '', productId: null }] }}
      cancelTo={resource.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        const id = result.data?.createShopVariant?.id;
        return { error: result.error, next: id ? resource.url(id) : resource.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(ShopVariantDocument, resource.param, (data) => data.shopVariant, 'network-only');
  const [update] = useMutation(UpdateShopVariantDocument);
  const [ask, confirmDialog] = useConfirm();
  if (!record) return gate;
  return (
    <>
      <VariantForm
        schema={shopVariantUpdateSchema}
        current={record.units}
        defaultValues={{
          name: record.name,
          description: record.description,
          active: record.active,
          productIdCombinedInShopOrderMenu: record.productIdCombinedInShopOrderMenu,
          units: record.units.map(({ id: unitId, name, productId }) => ({ id: unitId, name, productId })),
        }}
        cancelTo={resource.url(id)}
        // The list sent is the whole list: a row taken out removes that unit.
        confirm={(values) => confirmRemovedRows(ask, record.units, values.units, 'unit', 'Menus stop offering them.')}
        onSubmit={async (input) => {
          const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
          return { error: result.error, next: resource.url(id) };
        }}
      />
      {confirmDialog}
    </>
  );
}

function DetailPage() {
  const { id, record, gate } = useRecordFromRoute(ShopVariantDocument, resource.param, (data) => data.shopVariant);
  if (!record) return gate;
  return (
    <DetailView
      actions={<DetailActions back={resource.listUrl} edit={resource.editUrl(id)} authority="UPDATE_SHOP_VARIANT" />}
      items={namedRecordDetailItems(record, [
        { label: 'Units', value: unitsText(record) },
        { label: COMBINED, value: record.productIdCombinedInShopOrderMenu, format: 'boolean' },
      ])}
    />
  );
}

export const variantPages = { ListPage, AddPage, EditPage, DetailPage };
