import { useMutation, useQuery } from '@apollo/client/react';
import { shopMembershipPromoSchema, shopMembershipPromoUpdateSchema } from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { formatValue, DetailView } from '../../components/DetailView';
import { DateTimeInput } from '../../components/form/DateTimeInput';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { SelectInput, SwitchInput, TextInput, toDateTimeLocal } from '../../components/form/fields';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import {
  CreateShopMembershipPromoDocument,
  ShopMembershipPromoChoicesDocument,
  ShopMembershipPromoDocument,
  ShopMembershipPromosPageDocument,
  UpdateShopMembershipPromoDocument,
  type ShopMembershipPromoFieldsFragment,
} from './shop-memberships.generated';
import { shopMembershipPromos } from './links';

type Row = ShopMembershipPromoFieldsFragment;

const columns: GridColDef<Row>[] = [
  { field: 'referralName', headerName: 'Referral Name', flex: 1, minWidth: 140 },
  { field: 'membership', headerName: 'Membership', width: 130, valueGetter: (_value, row) => row.membership.levelName },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180, sortable: false },
  { field: 'startAt', headerName: 'Start', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'endAt', headerName: 'End', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  numberColumn<Row>({ field: 'totalUsed', headerName: 'Total Used' }),
  { field: 'isActive', headerName: 'Active', width: 90, valueGetter: (_value, row) => (row.isActive ? 'Yes' : 'No') },
];

const filterFields: FilterField[] = [
  { field: 'referralName', label: 'Referral Name', kind: 'text' },
  { field: 'membership', label: 'Membership', kind: 'text' },
  { field: 'startAt', label: 'Start', kind: 'date' },
  { field: 'endAt', label: 'End', kind: 'date' },
  { field: 'totalUsed', label: 'Total Used', kind: 'int' },
  { field: 'isActive', label: 'Active', kind: 'boolean' },
];

function ListPage() {
  return (
    <ResourceList
      query={ShopMembershipPromosPageDocument}
      selectPage={(data) => data.shopMembershipPromos}
      columns={columns}
      filterFields={filterFields}
      searchFields={['referralName', 'description']}
      defaultSort={{ field: 'startAt', direction: 'DESC' }}
      exportFileName="membership-promo"
      rowLink={(row) => shopMembershipPromos.url(row.id)}
      actions={<AddRecordButton to={shopMembershipPromos.addUrl} label="Add Shop Membership Promo" authority="CREATE_SHOP_MEMBERSHIP_PROMO" />}
    />
  );
}

function PromoForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  current?: { id: number; levelName: string };
}) {
  const { data } = useQuery(ShopMembershipPromoChoicesDocument);
  const levels = (data?.shopMembershipsAll ?? []).filter((level) => level.isActive || level.id === props.current?.id);
  const options = levels.map((level) => ({ value: level.id, label: level.levelName }));
  if (props.current && !options.some((option) => option.value === props.current!.id)) options.push({ value: props.current.id, label: props.current.levelName });
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Membership promo saved." cancelTo={props.cancelTo}>
      <TextInput name="referralName" label="Referral Name" required helperText="The name in the sign-up link that gives the promo; unique." />
      <SelectInput name="membershipId" label="Membership" required options={options} />
      <TextInput name="description" label="Description" emptyAsNull multiline />
      <DateTimeInput name="startAt" label="Start" required />
      <DateTimeInput name="endAt" label="End" required />
      <SwitchInput name="isActive" label="Active" />
    </ResourceForm>
  );
}

function AddPage() {
  const [create] = useMutation(CreateShopMembershipPromoDocument, { refetchQueries: ['ShopMembershipPromosPage'] });
  return (
    <PromoForm
      schema={shopMembershipPromoSchema}
      defaultValues={{ referralName: '', membershipId: undefined, description: null, startAt: '', endAt: '', isActive: true }}
      cancelTo={shopMembershipPromos.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input: { ...input, startAt: input.startAt.toISOString(), endAt: input.endAt.toISOString() } } });
        const id = result.data?.createShopMembershipPromo?.id;
        return { error: result.error, next: id ? shopMembershipPromos.url(id) : shopMembershipPromos.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(ShopMembershipPromoDocument, shopMembershipPromos.param, (data) => data.shopMembershipPromo, 'network-only');
  const [update] = useMutation(UpdateShopMembershipPromoDocument, { refetchQueries: ['ShopMembershipPromosPage'] });
  if (!record) return gate;
  return (
    <PromoForm
      schema={shopMembershipPromoUpdateSchema}
      current={record.membership}
      defaultValues={{
        referralName: record.referralName,
        membershipId: record.membershipId,
        description: record.description,
        startAt: toDateTimeLocal(record.startAt),
        endAt: toDateTimeLocal(record.endAt),
        isActive: record.isActive,
      }}
      cancelTo={shopMembershipPromos.url(id)}
      onSubmit={async (input) => {
        const period = { startAt: input.startAt?.toISOString(), endAt: input.endAt?.toISOString() };
        const result = await update({ variables: { id, input: { ...input, ...period }, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: shopMembershipPromos.url(id) };
      }}
    />
  );
}

function DetailPage() {
  const { id, record, gate } = useRecordFromRoute(ShopMembershipPromoDocument, shopMembershipPromos.param, (data) => data.shopMembershipPromo);
  if (!record) return gate;
  return (
    <DetailView
      actions={<DetailActions back={shopMembershipPromos.listUrl} edit={shopMembershipPromos.editUrl(id)} authority="UPDATE_SHOP_MEMBERSHIP_PROMO" />}
      items={[
        { label: 'Referral Name', value: record.referralName },
        { label: 'Membership', value: record.membership.levelName },
        { label: 'Description', value: record.description },
        { label: 'Start', value: record.startAt, format: 'datetime' },
        { label: 'End', value: record.endAt, format: 'datetime' },
        { label: 'Total Used', value: record.totalUsed, format: 'number' },
        { label: 'Active', value: record.isActive, format: 'boolean' },
      ]}
    />
  );
}

export const membershipPromoPages = { ListPage, AddPage, EditPage, DetailPage };
