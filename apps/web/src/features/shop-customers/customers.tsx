import { useMutation, useQuery } from '@apollo/client/react';
import { SHOP_CUSTOMER_STATUSES, shopCustomerStatusLabel, shopCustomerUpdateSchema, genderLabels, labelledOptions, labelIn } from '@back-office/domain';
import { Link as MuiLink, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link } from 'react-router';
import { DetailTable } from '../../components/DetailTable';
import { DetailView, formatValue } from '../../components/DetailView';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SelectInput } from '../../components/form/fields';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import { ReportButton } from '../../components/list/ReportButton';
import { DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ColorSwatch } from '../shop-memberships/memberships';
import { CustomerOrders, CustomerVouchers } from './customer-activity';
import {
  ShopCustomerDocument,
  ShopCustomerMembershipChoicesDocument,
  ShopCustomerReportDocument,
  ShopCustomersPageDocument,
  UpdateShopCustomerDocument,
  type ShopCustomerRowFieldsFragment,
} from './shop-customers.generated';
import { shopCustomers } from './links';

type Row = ShopCustomerRowFieldsFragment;

const DEFAULTS = { size: 20, sort: { field: 'dateCreated', direction: 'DESC' as const } };
const SEARCH_FIELDS = ['name', 'phoneNo'];
const statusOptions = SHOP_CUSTOMER_STATUSES.map((status) => ({ value: status, label: shopCustomerStatusLabel(status) }));

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'phoneNo', headerName: 'Phone No', width: 140 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180 },
  { field: 'membership', headerName: 'Membership', width: 120, valueGetter: (_value, row) => row.customerMembership.membership?.levelName ?? 'None' },
  numberColumn<Row>({ field: 'totalItem', headerName: 'Total Item', valueGetter: (_value, row) => row.customerMembership.totalItem }),
  { field: 'status', headerName: 'Status', width: 100, valueGetter: (_value, row) => shopCustomerStatusLabel(row.status) },
  { field: 'gender', headerName: 'Gender', width: 90, valueGetter: (_value, row) => labelIn(genderLabels, row.gender) },
  { field: 'referralCode', headerName: 'Referral Code', width: 120 },
  { field: 'dateCreated', headerName: 'Date Created', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
];

/** The levels as choices: the list's filter and the edit form's select. */
function useMembershipChoices() {
  const { data } = useQuery(ShopCustomerMembershipChoicesDocument);
  return data?.shopMembershipsAll ?? [];
}

export function ListPage() {
  const levels = useMembershipChoices();
  const filterFields: FilterField[] = [
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'phoneNo', label: 'Phone No', kind: 'text' },
    { field: 'email', label: 'Email', kind: 'text' },
    { field: 'membershipId', label: 'Membership', kind: 'int', options: levels.map((level) => ({ value: String(level.id), label: level.levelName })) },
    { field: 'status', label: 'Status', kind: 'int', options: statusOptions.map((option) => ({ value: String(option.value), label: option.label })) },
    { field: 'gender', label: 'Gender', kind: 'enum', options: labelledOptions(genderLabels) },
    { field: 'referralCode', label: 'Referral Code', kind: 'text' },
    { field: 'totalItem', label: 'Total Item', kind: 'int' },
    { field: 'dateCreated', label: 'Date Created', kind: 'date' },
  ];
  return (
    <ResourceList
      query={ShopCustomersPageDocument}
      selectPage={(data) => data.shopCustomers}
      columns={columns}
      filterFields={filterFields}
      searchFields={SEARCH_FIELDS}
      defaultSort={DEFAULTS.sort}
      defaultSize={DEFAULTS.size}
      exportFileName="shop-customers"
      rowLink={(row) => shopCustomers.url(row.id)}
      actions={
        <ReportButton
          query={ShopCustomerReportDocument}
          selectAddress={(data) => data.shopCustomerReport}
          title="Every customer matching the filters, with their personal data, as CSV"
          filterFields={filterFields}
          defaults={DEFAULTS}
          searchFields={SEARCH_FIELDS}
        />
      }
    />
  );
}

export function DetailPage() {
  const { id, record, gate } = useRecordFromRoute(ShopCustomerDocument, shopCustomers.param, (data) => data.shopCustomer);
  if (!record) return gate;
  const { membership, totalItem, totalItemCurrentPeriod } = record.customerMembership;
  return (
    <Stack spacing={2}>
      <DetailView
        actions={<DetailActions back={shopCustomers.listUrl} edit={shopCustomers.editUrl(id)} authority="UPDATE_SHOP_CUSTOMER" />}
        items={[
          { label: 'Name', value: record.name },
          { label: 'Phone No', value: record.phoneNo },
          { label: 'Email', value: record.email },
          { label: 'Status', value: shopCustomerStatusLabel(record.status) },
          { label: 'Gender', value: labelIn(genderLabels, record.gender) },
          { label: 'Birthdate', value: record.birthdate, format: 'date' },
          { label: 'Membership', value: membership?.levelName, render: membership ? <ColorSwatch color={membership.color} label={membership.levelName} /> : 'None' },
          { label: 'Total Item', value: totalItem, format: 'number' },
          { label: 'Total Item Current Period', value: totalItemCurrentPeriod, format: 'number' },
          { label: 'Referral Code', value: record.referralCode },
          {
            label: 'Referred By',
            value: record.referredBy?.name,
            render: record.referredBy ? (
              <MuiLink component={Link} to={shopCustomers.url(record.referredBy.id)}>
                {record.referredBy.name}
              </MuiLink>
            ) : undefined,
          },
          { label: 'Referral Count', value: record.referralCount, format: 'number' },
          { label: 'Date Created', value: record.dateCreated, format: 'datetime' },
        ]}
      />
      <DetailTable
        title="Addresses"
        rows={record.customerAddresses ?? []}
        emptyText="No addresses."
        columns={[
          { header: 'Name', value: (row) => row.name },
          { header: 'Address', value: (row) => [row.address1, row.address2].filter(Boolean).join(', ') },
          { header: 'City', value: (row) => row.city },
          { header: 'Contact Person', value: (row) => [row.contactPersonName, row.contactPersonPhoneNo].filter(Boolean).join(', ') },
          { header: 'Note', value: (row) => row.note },
        ]}
      />
      <CustomerOrders customerId={id} />
      <CustomerVouchers customerId={id} name={record.name} />
    </Stack>
  );
}

export function EditPage() {
  const { id, record, gate } = useRecordFromRoute(ShopCustomerDocument, shopCustomers.param, (data) => data.shopCustomer, 'network-only');
  const levels = useMembershipChoices();
  const [update] = useMutation(UpdateShopCustomerDocument, { refetchQueries: ['ShopCustomersPage'] });
  if (!record) return gate;
  const current = record.customerMembership.membership;
  const options = levels.filter((level) => level.isActive || level.id === current?.id).map((level) => ({ value: level.id, label: level.levelName }));
  return (
    <ResourceForm
      schema={shopCustomerUpdateSchema}
      defaultValues={{ membershipId: record.customerMembership.membershipId, status: record.status }}
      successMessage="Customer saved."
      cancelTo={shopCustomers.url(id)}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: shopCustomers.url(id) };
      }}
    >
      <SelectInput name="membershipId" label="Membership" options={options} allowEmpty helperText={`${record.name}'s membership level; None takes them out of every level.`} />
      <SelectInput name="status" label="Status" required options={statusOptions} />
    </ResourceForm>
  );
}
