import { useMutation, useQuery } from '@apollo/client/react';
import { shopMembershipQualificationDurationSchema, shopMembershipSchema, shopMembershipUpdateSchema } from '@back-office/domain';
import { Box, Button, Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailView } from '../../components/DetailView';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { NumberInput, SwitchInput, TextInput } from '../../components/form/fields';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import {
  CreateShopMembershipDocument,
  LowerShopMembershipDocument,
  RaiseShopMembershipDocument,
  ShopMembershipDocument,
  ShopMembershipQualificationDurationDocument,
  ShopMembershipsPageDocument,
  UpdateShopMembershipDocument,
  UpdateShopMembershipQualificationDurationDocument,
  type ShopMembershipFieldsFragment,
} from './shop-memberships.generated';
import { QUALIFICATION_DURATION_EDIT, shopMemberships } from './links';

type Row = ShopMembershipFieldsFragment;

/** A level's colour as a swatch beside its code (or the level's name), so the colour is seen and read. */
export function ColorSwatch({ color, label }: { color: string; label?: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }} />
      {label ?? color.toUpperCase()}
    </Box>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const columns: GridColDef<Row>[] = [
  { field: 'levelName', headerName: 'Level Name', flex: 1, minWidth: 140 },
  { field: 'color', headerName: 'Colour', width: 130, renderCell: ({ row }) => <ColorSwatch color={row.color} /> },
  numberColumn<Row>({ field: 'obtainQualification', headerName: 'Obtain Qualification' }),
  numberColumn<Row>({ field: 'retainQualification', headerName: 'Retain Qualification' }),
  { field: 'isPrivilegeVisible', headerName: 'Privilege Visible', width: 130, valueGetter: (_value, row) => yesNo(row.isPrivilegeVisible) },
  { field: 'isActive', headerName: 'Active', width: 90, valueGetter: (_value, row) => yesNo(row.isActive) },
];

const filterFields: FilterField[] = [
  { field: 'levelName', label: 'Level Name', kind: 'text' },
  { field: 'obtainQualification', label: 'Obtain Qualification', kind: 'int' },
  { field: 'retainQualification', label: 'Retain Qualification', kind: 'int' },
  { field: 'isActive', label: 'Active', kind: 'boolean' },
];

/** The qualification period above the levels: what obtaining and retaining count within. */
function QualificationDuration() {
  const { user } = useCurrentUser();
  const { data } = useQuery(ShopMembershipQualificationDurationDocument);
  const months = data?.shopMembershipQualificationDuration?.months;
  return (
    <Paper component="section" aria-label="Qualification Duration" sx={{ p: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography sx={{ flexGrow: 1 }}>
        Qualification duration: <strong>{months === undefined ? '…' : `${months} ${months === 1 ? 'month' : 'months'}`}</strong>. Customers obtain and retain a level by the items they buy within one period.
      </Typography>
      {hasAuthority(user, 'UPDATE_SHOP_MEMBERSHIP') && (
        <Button component={Link} to={QUALIFICATION_DURATION_EDIT}>
          Edit Qualification Duration
        </Button>
      )}
    </Paper>
  );
}

function ListPage() {
  return (
    <>
      <QualificationDuration />
      <ResourceList
        query={ShopMembershipsPageDocument}
        selectPage={(data) => data.shopMemberships}
        columns={columns}
        filterFields={filterFields}
        searchFields={['levelName']}
        defaultSort={{ field: 'priority', direction: 'ASC' }}
        exportFileName="membership"
        rowLink={(row) => shopMemberships.url(row.id)}
        moves={{ raise: RaiseShopMembershipDocument, lower: LowerShopMembershipDocument, label: (row) => row.levelName, authority: 'UPDATE_SHOP_MEMBERSHIP' }}
        actions={<AddRecordButton to={shopMemberships.addUrl} label="Add Shop Membership" authority="CREATE_SHOP_MEMBERSHIP" />}
      />
    </>
  );
}

function MembershipForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
}) {
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Membership saved." cancelTo={props.cancelTo}>
      <TextInput name="levelName" label="Level Name" required />
      <TextInput name="color" label="Colour" type="color" required />
      <NumberInput name="obtainQualification" label="Obtain Qualification" required helperText="Items a customer buys within one qualification period to obtain this level." />
      <NumberInput name="retainQualification" label="Retain Qualification" required helperText="Items bought in each following period to keep it." />
      <TextInput name="privilege" label="Privilege" emptyAsNull multiline />
      <SwitchInput name="isPrivilegeVisible" label="Privilege Visible" />
      <SwitchInput name="isActive" label="Active" />
    </ResourceForm>
  );
}

function AddPage() {
  const [create] = useMutation(CreateShopMembershipDocument, { refetchQueries: ['ShopMembershipsPage'] });
  return (
    <MembershipForm
      schema={shopMembershipSchema}
      defaultValues={{ levelName: '', color: '#cd7f32', obtainQualification: 0, retainQualification: 0, privilege: null, isPrivilegeVisible: true, isActive: true }}
      cancelTo={shopMemberships.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        const id = result.data?.createShopMembership?.id;
        return { error: result.error, next: id ? shopMemberships.url(id) : shopMemberships.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(ShopMembershipDocument, shopMemberships.param, (data) => data.shopMembership, 'network-only');
  const [update] = useMutation(UpdateShopMembershipDocument, { refetchQueries: ['ShopMembershipsPage'] });
  if (!record) return gate;
  return (
    <MembershipForm
      schema={shopMembershipUpdateSchema}
      defaultValues={{
        levelName: record.levelName,
        color: record.color.toLowerCase(),
        obtainQualification: record.obtainQualification,
        retainQualification: record.retainQualification,
        privilege: record.privilege,
        isPrivilegeVisible: record.isPrivilegeVisible,
        isActive: record.isActive,
      }}
      cancelTo={shopMemberships.url(id)}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: shopMemberships.url(id) };
      }}
    />
  );
}

function DetailPage() {
  const { id, record, gate } = useRecordFromRoute(ShopMembershipDocument, shopMemberships.param, (data) => data.shopMembership);
  if (!record) return gate;
  return (
    <DetailView
      actions={<DetailActions back={shopMemberships.listUrl} edit={shopMemberships.editUrl(id)} authority="UPDATE_SHOP_MEMBERSHIP" />}
      items={[
        { label: 'Level Name', value: record.levelName },
        { label: 'Colour', value: record.color, render: <ColorSwatch color={record.color} /> },
        { label: 'Obtain Qualification', value: record.obtainQualification, format: 'number' },
        { label: 'Retain Qualification', value: record.retainQualification, format: 'number' },
        { label: 'Privilege', value: record.privilege },
        { label: 'Privilege Visible', value: record.isPrivilegeVisible, format: 'boolean' },
        { label: 'Active', value: record.isActive, format: 'boolean' },
        { label: 'Created', value: record.createdTime, format: 'datetime' },
        { label: 'Updated', value: record.updatedTime, format: 'datetime' },
      ]}
    />
  );
}

export function QualificationDurationEditPage() {
  const { data } = useQuery(ShopMembershipQualificationDurationDocument, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateShopMembershipQualificationDurationDocument, { refetchQueries: ['ShopMembershipQualificationDuration'] });
  const duration = data?.shopMembershipQualificationDuration;
  if (!duration) return null;
  return (
    <ResourceForm
      schema={shopMembershipQualificationDurationSchema}
      defaultValues={{ months: duration.months }}
      successMessage="Qualification duration saved."
      cancelTo={shopMemberships.listUrl}
      onSubmit={async (input) => {
        const result = await update({ variables: { input, expectedUpdatedTime: duration.updatedTime } });
        return { error: result.error, next: shopMemberships.listUrl };
      }}
    >
      <NumberInput name="months" label="Qualification Duration (months)" required helperText="Customers obtain and retain a level by the items they buy within one period." />
    </ResourceForm>
  );
}

export const membershipPages = { ListPage, AddPage, EditPage, DetailPage };
