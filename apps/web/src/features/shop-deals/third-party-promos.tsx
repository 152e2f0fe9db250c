import { useMutation } from '@apollo/client/react';
import { shopThirdPartyPromoSchema, shopThirdPartyPromoUpdateSchema } from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import type { ComponentType } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { formatValue, DetailView } from '../../components/DetailView';
import { UploadInput } from '../../components/UploadInput';
import { DateTimeInput } from '../../components/form/DateTimeInput';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { SwitchInput, TextInput, toDateTimeLocal } from '../../components/form/fields';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ShopImage } from '../shop-menus/ShopImage';
import {
  CreateShopThirdPartyPromoDocument,
  LowerShopThirdPartyPromoDocument,
  RaiseShopThirdPartyPromoDocument,
  ShopThirdPartyPromoDocument,
  ShopThirdPartyPromosPageDocument,
  UpdateShopThirdPartyPromoDocument,
  type ShopThirdPartyPromoFieldsFragment,
} from './shop-deals.generated';
import { shopProductThirdPartyPromos, shopThirdPartyPromos } from './links';

type Row = ShopThirdPartyPromoFieldsFragment;

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'url', headerName: 'URL', flex: 1, minWidth: 180 },
  { field: 'startAt', headerName: 'Start', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'endAt', headerName: 'End', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  numberColumn<Row>({ field: 'impression', headerName: 'Impression' }),
  numberColumn<Row>({ field: 'click', headerName: 'Click' }),
  { field: 'active', headerName: 'Active', width: 90, valueGetter: (_value, row) => (row.active ? 'Yes' : 'No') },
];

const filterFields: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'url', label: 'URL', kind: 'text' },
  { field: 'startAt', label: 'Start', kind: 'date' },
  { field: 'endAt', label: 'End', kind: 'date' },
  { field: 'impression', label: 'Impression', kind: 'int' },
  { field: 'click', label: 'Click', kind: 'int' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

function PromoForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
}) {
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Third-party promo saved." cancelTo={props.cancelTo}>
      <TextInput name="name" label="Name" required />
      <UploadInput name="imageUrl" label="Image" accept="IMAGE" required helperText="The banner: a PNG, JPEG, WebP or GIF picture." />
      <TextInput name="url" label="URL" required helperText="The https address the banner opens." />
      <DateTimeInput name="startAt" label="Start" required />
      <DateTimeInput name="endAt" label="End" required />
      <SwitchInput name="active" label="Active" />
    </ResourceForm>
  );
}

const period = (input: { startAt?: Date; endAt?: Date }) => ({ startAt: input.startAt?.toISOString(), endAt: input.endAt?.toISOString() });

const made = new Map<string, { ListPage: ComponentType; AddPage: ComponentType; EditPage: ComponentType; DetailPage: ComponentType }>();

/** The third-party promo pages of one promotion section: the same promos, linking within the section. */
export function thirdPartyPromoPages(section: 'shop' | 'product') {
  if (made.has(section)) return made.get(section)!;
  const resource = section === 'shop' ? shopThirdPartyPromos : shopProductThirdPartyPromos;

  function ListPage() {
    return (
      <ResourceList
        query={ShopThirdPartyPromosPageDocument}
        selectPage={(data) => data.shopThirdPartyPromos}
        columns={columns}
        filterFields={filterFields}
        searchFields={['name', 'url']}
        defaultSort={{ field: 'priority', direction: 'ASC' }}
        exportFileName="third-party-promo"
        rowLink={(row) => resource.url(row.id)}
        moves={{ raise: RaiseShopThirdPartyPromoDocument, lower: LowerShopThirdPartyPromoDocument, label: (row) => row.name, authority: 'UPDATE_SHOP_THIRD_PARTY_PROMO' }}
        actions={<AddRecordButton to={resource.addUrl} label={`Add ${resource.title}`} authority="CREATE_SHOP_THIRD_PARTY_PROMO" />}
      />
    );
  }

  function AddPage() {
    const [create] = useMutation(CreateShopThirdPartyPromoDocument, { refetchQueries: ['ShopThirdPartyPromosPage'] });
    return (
      <PromoForm
        schema={shopThirdPartyPromoSchema}
        defaultValues={{ name: '', imageUrl: '', url: 'https://', startAt: '', endAt: '', active: true }}
        cancelTo={resource.listUrl}
        onSubmit={async (input) => {
          const result = await create({ variables: { input: { ...input, startAt: input.startAt.toISOString(), endAt: input.endAt.toISOString() } } });
          const id = result.data?.createShopThirdPartyPromo?.id;
          return { error: result.error, next: id ? resource.url(id) : resource.listUrl };
        }}
      />
    );
  }

  function EditPage() {
    const { id, record, gate } = useRecordFromRoute(ShopThirdPartyPromoDocument, resource.param, (data) => data.shopThirdPartyPromo, 'network-only');
    const [update] = useMutation(UpdateShopThirdPartyPromoDocument, { refetchQueries: ['ShopThirdPartyPromosPage'] });
    if (!record) return gate;
    return (
      <PromoForm
        schema={shopThirdPartyPromoUpdateSchema}
        defaultValues={{ name: record.name, imageUrl: record.imageUrl, url: record.url, startAt: toDateTimeLocal(record.startAt), endAt: toDateTimeLocal(record.endAt), active: record.active }}
        cancelTo={resource.url(id)}
        onSubmit={async (input) => {
          const result = await update({ variables: { id, input: { ...input, ...period(input) }, expectedUpdatedTime: record.updatedTime } });
          return { error: result.error, next: resource.url(id) };
        }}
      />
    );
  }

  function DetailPage() {
    const { id, record, gate } = useRecordFromRoute(ShopThirdPartyPromoDocument, resource.param, (data) => data.shopThirdPartyPromo);
    if (!record) return gate;
    return (
      <DetailView
        actions={<DetailActions back={resource.listUrl} edit={resource.editUrl(id)} authority="UPDATE_SHOP_THIRD_PARTY_PROMO" />}
        items={[
          { label: 'Name', value: record.name },
          { label: 'Image', value: record.imageUrl, render: <ShopImage address={record.imageUrl} alt={`Banner of ${record.name}`} /> },
          { label: 'URL', value: record.url },
          { label: 'Start', value: record.startAt, format: 'datetime' },
          { label: 'End', value: record.endAt, format: 'datetime' },
          { label: 'Impression', value: record.impression, format: 'number' },
          { label: 'Click', value: record.click, format: 'number' },
          { label: 'Active', value: record.active, format: 'boolean' },
        ]}
      />
    );
  }

  made.set(section, { ListPage, AddPage, EditPage, DetailPage });
  return made.get(section)!;
}

