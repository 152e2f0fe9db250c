import { useMutation } from '@apollo/client/react';
import { Typography } from '@mui/material';
import { formatRupiah, shopMenuCustomizationSchema, shopMenuCustomizationUpdateSchema } from '@back-office/domain';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailView } from '../../components/DetailView';
import { FieldArrayTable } from '../../components/form/FieldArrayTable';
import { MoneyInput, TextInput } from '../../components/form/fields';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { ResourceList } from '../../components/list';
import { AddRecordButton, DetailActions, NamedRecordInputs, namedRecordColumns, namedRecordDetailItems, namedRecordFilterFields } from '../../components/records/named-record';
import { confirmDeactivation, confirmRemovedRows } from '../../components/records/deactivation';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { shopMenuCustomizations as resource } from './links';
import {
  CreateShopMenuCustomizationDocument,
  ShopMenuCustomizationDocument,
  ShopMenuCustomizationsPageDocument,
  UpdateShopMenuCustomizationDocument,
  type ShopMenuCustomizationFieldsFragment,
} from './shop-catalogue.generated';

/* Customizations (sugar level, ice level): a name and its items, each with what it adds to the price, in the order customers see them. */

type Customization = ShopMenuCustomizationFieldsFragment;

const itemsText = (customization: Customization) => customization.items.map((item) => (item.price ? `${item.name} (+${formatRupiah(item.price)})` : item.name)).join(', ');

const columns = namedRecordColumns<Customization>([{ field: 'items', headerName: 'Items', flex: 2, minWidth: 220, sortable: false, valueGetter: (_, row) => itemsText(row) }]);

function ListPage() {
  return (
    <ResourceList
      query={ShopMenuCustomizationsPageDocument}
      selectPage={(data) => data.shopMenuCustomizations}
      columns={columns}
      filterFields={namedRecordFilterFields()}
      defaultSort={{ field: 'name', direction: 'ASC' }}
      exportFileName="shop-menu-customizations"
      rowLink={(row) => resource.url(row.id)}
      actions={<AddRecordButton to={resource.addUrl} label="Add Shop Menu Customization" authority="CREATE_SHOP_MENU_CUSTOMIZATION" />}
    />
  );
}

function CustomizationForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  confirm?: (values: z.output<Schema>) => Promise<boolean>;
  cancelTo: string;
}) {
  return (
    <ResourceForm {...props} successMessage="Shop Menu Customization saved.">
      <NamedRecordInputs />
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        Items
      </Typography>
      <FieldArrayTable
        name="items"
        rowLabel="Item"
        columns={[
          { header: 'Name', required: true, cell: (row) => <TextInput name={row.path('name')} label={row.label} hideLabel /> },
          { header: 'Price (Rp)', required: true, width: 180, cell: (row) => <MoneyInput name={row.path('price')} label={row.label} hideLabel /> },
        ]}
        newRow={() => ({ name: '', price: 0 })}
        emptyText="No items yet. Customers see the items in this order."
      />
    </ResourceForm>
  );
}

function AddPage() {
  const [create] = useMutation(CreateShopMenuCustomizationDocument);
  return (
    <CustomizationForm
      schema={shopMenuCustomizationSchema}
      defaultValues={{ name: '', description: null, active: true, items: [{ name: '', price: 0 }] }}
      cancelTo={resource.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        const id = result.data?.createShopMenuCustomization?.id;
        return { error: result.error, next: id ? resource.url(id) : resource.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(ShopMenuCustomizationDocument, resource.param, (data) => data.shopMenuCustomization, 'network-only');
  const [update] = useMutation(UpdateShopMenuCustomizationDocument);
  const [ask, confirmDialog] = useConfirm();
  if (!record) return gate;
  return (
    <>
      <CustomizationForm
        schema={shopMenuCustomizationUpdateSchema}
        defaultValues={{ name: record.name, description: record.description, active: record.active, items: record.items.map(({ id: itemId, name, price }) => ({ id: itemId, name, price })) }}
        cancelTo={resource.url(id)}
        // The list sent is the whole list: a row taken out removes that item.
        confirm={async (values) => {
          if (!(await confirmDeactivation(ask, record, 'customization')(values))) return false;
          return confirmRemovedRows(ask, record.items, values.items, 'item', 'Menus stop offering them.');
        }}
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
  const { id, record, gate } = useRecordFromRoute(ShopMenuCustomizationDocument, resource.param, (data) => data.shopMenuCustomization);
  if (!record) return gate;
  return (
    <DetailView
      actions={<DetailActions back={resource.listUrl} edit={resource.editUrl(id)} authority="UPDATE_SHOP_MENU_CUSTOMIZATION" />}
      items={namedRecordDetailItems(record, [{ label: 'Items', value: itemsText(record) }])}
    />
  );
}

export const customizationPages = { ListPage, AddPage, EditPage, DetailPage };
