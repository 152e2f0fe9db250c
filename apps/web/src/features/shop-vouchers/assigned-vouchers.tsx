import { useMutation } from '@apollo/client/react';
import { formatRupiah, discountLevelLabels, labelIn, voucherTypeLabels } from '@back-office/domain';
import { Alert, Button, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailView, formatValue } from '../../components/DetailView';
import { ResourceList, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { AssignPage } from './assign-page';
import { voucherSections, type PromotionSection } from './links';
import {
  ActivateShopAssignedVoucherDocument,
  DeactivateShopAssignedVoucherDocument,
  ShopAssignedVoucherDocument,
  ShopAssignedVouchersPageDocument,
  type ShopAssignedVouchersPageQuery,
} from './shop-vouchers.generated';

/*
 * Assigned vouchers: a voucher code given to a customer. The list turns them off and on (after
 * asking) and searches them by customer (name or phone number) or code; the add page (assign-page.tsx)
 * gives a code to chosen customers or to a membership level's customers.
 */

type Assigned = NonNullable<ShopAssignedVouchersPageQuery['shopAssignedVouchers']>['results'][number];

/** Turns one assigned voucher off or on, after asking. */
function ActiveToggle({ row }: { row: Pick<Assigned, 'id' | 'active' | 'code' | 'shopCustomer'> }) {
  const { user } = useCurrentUser();
  const [ask, confirmDialog] = useConfirm();
  const options = { refetchQueries: ['ShopAssignedVouchersPage', 'ShopAssignedVoucher'] };
  const [activate, activating] = useMutation(ActivateShopAssignedVoucherDocument, options);
  const [deactivate, deactivating] = useMutation(DeactivateShopAssignedVoucherDocument, options);
  if (!hasAuthority(user, 'UPDATE_SHOP_ASSIGNED_VOUCHER')) return null;
  const who = `${row.code.name} of ${row.shopCustomer?.name ?? 'this customer'}`;
  const turn = async () => {
    const yes = await ask(
      row.active
        ? { title: 'Deactivate voucher', text: `Deactivate voucher ${who}? The customer cannot use it until it is activated again.`, confirmLabel: 'Deactivate' }
        : { title: 'Activate voucher', text: `Activate voucher ${who}? The customer can use it again.`, confirmLabel: 'Activate' },
    );
    if (yes) await (row.active ? deactivate : activate)({ variables: { id: row.id } });
  };
  return (
    <>
      <Button size="small" variant="outlined" color={row.active ? 'error' : 'primary'} disabled={activating.loading || deactivating.loading} onClick={() => void turn()}>
        {row.active ? 'Deactivate' : 'Activate'}
      </Button>
      {confirmDialog}
    </>
  );
}

const columns: GridColDef<Assigned>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => row.shopCustomer?.name ?? '' },
  { field: 'code', headerName: 'Code', width: 150, sortable: false, valueGetter: (_value, row) => row.code.name },
  { field: 'voucher', headerName: 'Voucher', flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => row.code.setting.name },
  { field: 'claimedDate', headerName: 'Claimed', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'usedDate', headerName: 'Used', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'discountUsed', headerName: 'Discount Used', width: 140, valueGetter: (_value, row) => formatRupiah(row.discountUsed) },
  { field: 'active', headerName: 'Active', width: 90, valueGetter: (_value, row) => (row.active ? 'Yes' : 'No') },
  { field: 'actions', headerName: 'Action', width: 130, sortable: false, renderCell: ({ row }) => <ActiveToggle row={row} /> },
];

/** The quick search: the customer's name or phone number, or the code. */
const SEARCH_FIELDS = ['shopCustomer', 'shopCustomerPhoneNo', 'code'];

const filterFields: FilterField[] = [
  { field: 'shopCustomer', label: 'Customer', kind: 'text' },
  { field: 'shopCustomerPhoneNo', label: 'Phone No', kind: 'text' },
  { field: 'code', label: 'Code', kind: 'text' },
  { field: 'claimedDate', label: 'Claimed', kind: 'date' },
  { field: 'usedDate', label: 'Used', kind: 'date' },
  { field: 'discountUsed', label: 'Discount Used', kind: 'int' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

/** The assigned vouchers, of one code or of all, each with its Activate or Deactivate button. */
export function AssignedVoucherList({ codeId, actions, section = 'shop' }: { codeId?: number; actions?: ReactNode; section?: PromotionSection }) {
  return (
    <ResourceList
      rowLink={(row) => voucherSections[section].assignedVouchers.url(row.id)}
      query={ShopAssignedVouchersPageDocument}
      selectPage={(data) => data.shopAssignedVouchers}
      columns={columns}
      filterFields={filterFields}
      fixedFilters={codeId ? [{ field: 'shopVoucherCodeId', type: 'EQUAL' as const, values: [String(codeId)] }] : undefined}
      searchFields={SEARCH_FIELDS}
      defaultSort={{ field: 'id', direction: 'DESC' }}
      exportFileName="assigned-vouchers"
      actions={actions}
      emptyText="No voucher is assigned yet."
    />
  );
}

/** One assigned voucher: its customer, its code and the voucher's own fields, with its switch. */
function DetailPage({ section }: { section: PromotionSection }) {
  const resource = voucherSections[section].assignedVouchers;
  const { id, record, gate } = useRecordFromRoute(ShopAssignedVoucherDocument, resource.param, (data) => data.shopAssignedVoucher);
  if (!record) return gate;
  const setting = record.code.setting;
  const discount = setting.unit === 'PERCENTAGE' ? `${setting.discountAmount}%` : formatRupiah(setting.discountAmount ?? 0);
  return (
    <DetailView
      actions={
        <>
          <DetailActions back={resource.listUrl} edit={resource.editUrl(id)} authority="UPDATE_SHOP_ASSIGNED_VOUCHER" />
          <ActiveToggle row={record} />
        </>
      }
      items={[
        { label: 'Customer', value: record.shopCustomer?.name ?? null },
        { label: 'Code', value: record.code.name },
        { label: 'Voucher', value: setting.name },
        { label: 'Title', value: setting.title },
        { label: 'Type', value: labelIn(voucherTypeLabels, setting.type) },
        { label: 'Discount', value: `${discount} of the ${labelIn(discountLevelLabels, setting.discountLevel).toLowerCase()}` },
        { label: 'Start', value: setting.startDate, format: 'datetime' },
        { label: 'End', value: setting.endDate, format: 'datetime' },
        { label: 'Assigned', value: record.createdTime, format: 'datetime' },
        { label: 'Claimed', value: record.claimedDate, format: 'datetime' },
        { label: 'Used', value: record.usedDate, format: 'datetime' },
        { label: 'Discount Used', value: record.discountUsed, format: 'rupiah' },
        { label: 'Active', value: record.active, format: 'boolean' },
      ]}
    />
  );
}

/** What an assigned voucher's edit changes: whether the customer may use it (the spec's activate and deactivate). */
function EditPage({ section }: { section: PromotionSection }) {
  const resource = voucherSections[section].assignedVouchers;
  const navigate = useNavigate();
  const { id, record, gate } = useRecordFromRoute(ShopAssignedVoucherDocument, resource.param, (data) => data.shopAssignedVoucher, 'network-only');
  const [active, setActive] = useState<boolean | null>(null);
  const options = { refetchQueries: ['ShopAssignedVouchersPage', 'ShopAssignedVoucher'] };
  const [activate, activating] = useMutation(ActivateShopAssignedVoucherDocument, options);
  const [deactivate, deactivating] = useMutation(DeactivateShopAssignedVoucherDocument, options);
  const [failure, setFailure] = useState<string | null>(null);
  if (!record) return gate;
  const wanted = active ?? record.active;
  const save = async () => {
    setFailure(null);
    if (wanted !== record.active) {
      const result = await (wanted ? activate : deactivate)({ variables: { id } });
      if (result.error) return setFailure(result.error.message);
    }
    await navigate(resource.url(id));
  };
  return (
    <Paper component="form" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }} onSubmit={(event) => (event.preventDefault(), void save())}>
      <Typography sx={{ mb: 2 }}>
        Voucher {record.code.name} of {record.shopCustomer?.name ?? 'this customer'}
      </Typography>
      <FormControlLabel control={<Switch checked={wanted} onChange={(event) => setActive(event.target.checked)} />} label="Active" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        While it is not active, the customer cannot use it.
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={activating.loading || deactivating.loading}>
          Save
        </Button>
        <Button component={RouterLink} to={resource.url(id)}>
          Cancel
        </Button>
      </Stack>
    </Paper>
  );
}

const made = new Map<PromotionSection, { ListPage: ComponentType; AddPage: ComponentType; DetailPage: ComponentType; EditPage: ComponentType }>();

/** The assigned vouchers' pages of one promotion section. */
export function assignedVoucherPages(section: PromotionSection) {
  if (!made.has(section)) {
    const resource = voucherSections[section].assignedVouchers;
    made.set(section, {
      ListPage: () => <AssignedVoucherList section={section} actions={<AddRecordButton to={resource.addUrl} label={`Add ${resource.title}`} authority="CREATE_SHOP_ASSIGNED_VOUCHER" />} />,
      AddPage: () => <AssignPage section={section} />,
      DetailPage: () => <DetailPage section={section} />,
      EditPage: () => <EditPage section={section} />,
    });
  }
  return made.get(section)!;
}
