import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, Typography } from '@mui/material';
import { userCompanyMappingSchema, userShopHubMappingSchema, userShopMerchantMappingSchema, userShopPartnerMappingSchema } from '@back-office/domain';
import { Link } from 'react-router';
import type { z } from 'zod';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { users } from '../users/links';
import { RecordPicker } from './MachinePicker';
import { RECORD_MAPPINGS, recordMappingEditUrl, userMappingUrl, type RecordMappingKind } from './links';
import {
  CompanyMappingChoicesDocument,
  ShopHubMappingChoicesDocument,
  ShopMerchantMappingChoicesDocument,
  ShopPartnerMappingChoicesDocument,
  UpdateUserCompanyDocument,
  UpdateUserShopHubDocument,
  UpdateUserShopMerchantDocument,
  UpdateUserShopPartnerDocument,
  UserCompanyMappingDocument,
  UserMappingUserDocument,
  UserShopHubMappingDocument,
  UserShopMerchantMappingDocument,
  UserShopPartnerMappingDocument,
  type UserShopHubMappingQuery,
  type ShopHubMappingChoicesQuery,
} from './user-mappings.generated';

/*
 * The outlet (store), merchant, partner and company mappings: the same section on the mapping page
 * and the same edit page, told apart by their words, schema and documents.
 */

type MappedRecord = ShopHubMappingChoicesQuery['choices'][number];

interface RecordMapping {
  /** The section's heading and the picker's label. */
  heading: string;
  one: string;
  many: string;
  /** The form's field: the shared schema's one key. */
  field: string;
  schema: z.ZodType<Record<string, number[]>, Record<string, number[]>>;
  mapping: TypedDocumentNode<UserShopHubMappingQuery, { id: number }>;
  choices: TypedDocumentNode<ShopHubMappingChoicesQuery, Record<string, never>>;
  update: TypedDocumentNode<unknown, { userId: number; ids: number[] }>;
}

const MAPPINGS: Record<RecordMappingKind, RecordMapping> = {
  store: {
    heading: 'Outlets',
    one: 'outlet',
    many: 'outlets',
    field: 'hubIds',
    schema: userShopHubMappingSchema,
    mapping: UserShopHubMappingDocument,
    choices: ShopHubMappingChoicesDocument,
    update: UpdateUserShopHubDocument,
  },
  merchant: {
    heading: 'Merchants',
    one: 'merchant',
    many: 'merchants',
    field: 'merchantIds',
    schema: userShopMerchantMappingSchema,
    mapping: UserShopMerchantMappingDocument,
    choices: ShopMerchantMappingChoicesDocument,
    update: UpdateUserShopMerchantDocument,
  },
  partner: {
    heading: 'Partners',
    one: 'partner',
    many: 'partners',
    field: 'shopPartnerIds',
    schema: userShopPartnerMappingSchema,
    mapping: UserShopPartnerMappingDocument,
    choices: ShopPartnerMappingChoicesDocument,
    update: UpdateUserShopPartnerDocument,
  },
  company: {
    heading: 'Companies',
    one: 'company',
    many: 'companies',
    field: 'companyIds',
    schema: userCompanyMappingSchema,
    mapping: UserCompanyMappingDocument,
    choices: CompanyMappingChoicesDocument,
    update: UpdateUserCompanyDocument,
  },
};

const describe = (record: MappedRecord) => record.label;
const missing = (id: number): MappedRecord => ({ id, label: `#${id}`, active: true });

/** The section of the mapping page: the records the user is limited to, with its Edit. */
export function RecordMappingSection({ kind, userId }: { kind: RecordMappingKind; userId: number }) {
  const { user: me } = useCurrentUser();
  const mapping = MAPPINGS[kind];
  const { data, error } = useQuery(mapping.mapping, { variables: { id: userId }, fetchPolicy: 'cache-and-network' });
  const records = data?.user?.records;
  if (error && !records) return <Alert severity="error">The {mapping.one} mapping could not be loaded.</Alert>;
  const editLabel = `Edit ${mapping.one} mapping`;
  return (
    <DetailTable
      title={mapping.heading}
      rows={records ?? []}
      actions={
        hasAuthority(me, `UPDATE_${RECORD_MAPPINGS[kind].authority}`) && (
          <Button component={Link} to={recordMappingEditUrl(userId, kind)} size="small" variant="outlined" startIcon={<EditIcon />} aria-label={editLabel}>
            Edit
          </Button>
        )
      }
      before={
        records && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {records.length === 0
              ? `Not limited by ${mapping.one}: the user sees every ${mapping.one} their role allows.`
              : `The user sees and changes only ${records.length === 1 ? `this ${mapping.one}` : `these ${records.length} ${mapping.many}`} and what belongs to ${records.length === 1 ? 'it' : 'them'}.`}
          </Typography>
        )
      }
      emptyText={records ? `No ${mapping.one} mapped.` : 'Loading…'}
      columns={[
        { header: 'Name', value: (record) => record.label },
        { header: 'Active', value: (record) => record.active, format: 'boolean' },
      ]}
    />
  );
}

/** Edit Store (Merchant, Partner, Company) Mapping: the records the user is limited to, picked from those the editor may hand out. */
function RecordMappingEditPage({ kind }: { kind: RecordMappingKind }) {
  const { user: me } = useCurrentUser();
  const mapping = MAPPINGS[kind];
  const mayView = hasAuthority(me, `VIEW_${RECORD_MAPPINGS[kind].authority}`);
  const { id, record: user, gate } = useRecordFromRoute(UserMappingUserDocument, users.param, (data) => data.user);
  const current = useQuery(mapping.mapping, { variables: { id }, skip: !user || !mayView, fetchPolicy: 'network-only' });
  const choices = useQuery(mapping.choices, { fetchPolicy: 'network-only' });
  const [update] = useMutation(mapping.update, { refetchQueries: [mapping.mapping] });
  if (!user) return gate;
  if (!current.data?.user && mayView) return current.error ? <Alert severity="error">The {mapping.one} mapping could not be loaded.</Alert> : null;
  if (!choices.data) return choices.error ? <Alert severity="error">The {mapping.many} to choose from could not be loaded.</Alert> : null;
  const known = choices.data.choices;
  return (
    <ResourceForm
      schema={mapping.schema}
      defaultValues={{ [mapping.field]: current.data?.user?.ids ?? [] }}
      successMessage={`${mapping.one[0]!.toUpperCase()}${mapping.one.slice(1)} mapping saved.`}
      cancelTo={userMappingUrl(id)}
      onSubmit={async (values) => {
        const result = await update({ variables: { userId: id, ids: values[mapping.field] ?? [] } });
        return { error: result.error, next: userMappingUrl(id) };
      }}
    >
      <Typography>
        {mapping.heading} <strong>{user.name}</strong> ({user.username}) sees and changes, with what belongs to them. Leave it empty and the user sees every {mapping.one}{' '}
        their role allows.
      </Typography>
      <RecordPicker
        name={mapping.field}
        label={mapping.heading}
        choices={known}
        helperText={`${known.length} ${known.length === 1 ? mapping.one : mapping.many} to choose from.`}
        describe={describe}
        chip={describe}
        missing={missing}
        placeholder="Type part of a name"
        noneText={`No ${mapping.one} matches.`}
      />
    </ResourceForm>
  );
}

export const editPages: Record<RecordMappingKind, () => React.JSX.Element> = {
  store: () => <RecordMappingEditPage kind="store" />,
  merchant: () => <RecordMappingEditPage kind="merchant" />,
  partner: () => <RecordMappingEditPage kind="partner" />,
  company: () => <RecordMappingEditPage kind="company" />,
};
