import { useMutation, useQuery } from '@apollo/client/react';
import { AUTOMATIC_VOUCHER_TRIGGERS, type AutomaticVoucherTrigger, formatRupiah, labelOf } from '@back-office/domain';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailView, formatValue } from '../../components/DetailView';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { shopAutomaticVouchers, shopVoucherCodes, shopVouchers } from './routes';
import {
  AssignShopVoucherToMembershipDocument,
  ShopAssignedVouchersPageDocument,
  ShopVoucherCodeDocument,
  ShopVoucherCodesPageDocument,
  ShopVoucherMembershipsDocument,
  ShopVoucherSettingDocument,
  ShopVoucherSettingsPageDocument,
  UpdateShopAutomaticVoucherCodeTriggerDocument,
  type ShopAssignedVouchersPageQuery,
  type ShopVoucherCodeFieldsFragment,
  type ShopVoucherSettingFieldsFragment,
} from './shop-vouchers.generated';

/*
 * The voucher pages: voucher settings with their codes, and each code with the customers it is
 * assigned to and the action that assigns it to a membership level's customers.
 */

const options = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));
const amount = (value: number, unit: string) => (unit === 'PERCENTAGE' ? `${value}%` : formatRupiah(value));

const settingColumns: GridColDef<ShopVoucherSettingFieldsFragment>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'type', headerName: 'Type', width: 110, valueGetter: (_value, row) => labelOf(row.type) },
  { field: 'discountLevel', headerName: 'Level', width: 100, sortable: false, valueGetter: (_value, row) => labelOf(row.discountLevel) },
  { field: 'discountAmount', headerName: 'Discount', width: 130, sortable: false, valueGetter: (_value, row) => amount(row.discountAmount, row.unit) },
  { field: 'startDate', headerName: 'Start', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'endDate', headerName: 'End', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'active', headerName: 'Active', width: 90, valueGetter: (_value, row) => (row.active ? 'Yes' : 'No') },
];

const settingFilters: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'startDate', label: 'Start', kind: 'date' },
  { field: 'endDate', label: 'End', kind: 'date' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

function settingPages(type: 'MANUAL' | 'AUTOMATIC') {
  const resource = type === 'MANUAL' ? shopVouchers : shopAutomaticVouchers;
  const ListPage = () => (
    <ResourceList
      query={ShopVoucherSettingsPageDocument}
      selectPage={(data) => data.shopVoucherSettings}
      columns={settingColumns}
      filterFields={settingFilters}
      searchFields={['name']}
      defaultSort={{ field: 'id', direction: 'DESC' }}
      fixedFilters={[{ field: 'type', type: 'EQUAL' as const, values: [type] }]}
      exportFileName={type === 'MANUAL' ? 'vouchers' : 'automatic-vouchers'}
      rowLink={(row) => resource.url(row.id)}
    />
  );
  const DetailPage = () => <SettingDetail param={resource.param} />;
  return { ListPage, DetailPage };
}

export const { ListPage: VoucherListPage, DetailPage: VoucherDetailPage } = settingPages('MANUAL');
export const { ListPage: AutomaticVoucherListPage, DetailPage: AutomaticVoucherDetailPage } = settingPages('AUTOMATIC');

const codeColumns: GridColDef<ShopVoucherCodeFieldsFragment>[] = [
  { field: 'name', headerName: 'Code', flex: 1, minWidth: 140 },
  { field: 'settingName', headerName: 'Voucher', flex: 1, minWidth: 160, valueGetter: (_value, row) => row.setting.name },
  { field: 'trigger', headerName: 'Trigger', width: 140, valueGetter: (_value, row) => labelOf(row.trigger) },
  numberColumn<ShopVoucherCodeFieldsFragment>({ field: 'totalQuantity', headerName: 'Total Quantity' }),
  numberColumn<ShopVoucherCodeFieldsFragment>({ field: 'usedQuantity', headerName: 'Used Quantity' }),
  numberColumn<ShopVoucherCodeFieldsFragment>({ field: 'assignedCount', headerName: 'Assigned', sortable: false }),
];

const codeFilters: FilterField[] = [
  { field: 'name', label: 'Code', kind: 'text' },
  { field: 'settingName', label: 'Voucher', kind: 'text' },
  { field: 'trigger', label: 'Trigger', kind: 'enum', options: options(AUTOMATIC_VOUCHER_TRIGGERS) },
  { field: 'usedQuantity', label: 'Used Quantity', kind: 'int' },
];

function CodeList({ settingId }: { settingId?: number }) {
  return (
    <ResourceList
      query={ShopVoucherCodesPageDocument}
      selectPage={(data) => data.shopVoucherCodes}
      columns={codeColumns}
      filterFields={codeFilters}
      fixedFilters={settingId ? [{ field: 'shopVoucherSettingId', type: 'EQUAL' as const, values: [String(settingId)] }] : undefined}
      searchFields={['name']}
      defaultSort={{ field: 'id', direction: 'DESC' }}
      exportFileName="voucher-codes"
      rowLink={(row) => shopVoucherCodes.url(row.id)}
    />
  );
}

export function VoucherCodeListPage() {
  return <CodeList />;
}

function SettingDetail({ param }: { param: string }) {
  const { record, gate } = useRecordFromRoute(ShopVoucherSettingDocument, param, (data) => data.shopVoucherSetting);
  if (!record) return gate;
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Name', value: record.name },
          { label: 'Type', value: labelOf(record.type) },
          { label: 'Title', value: record.title },
          { label: 'Description', value: record.description },
          { label: 'Start', value: record.startDate, format: 'datetime' },
          { label: 'End', value: record.endDate, format: 'datetime' },
          { label: 'Active', value: record.active, format: 'boolean' },
          { label: 'Visible', value: record.visible, format: 'boolean' },
          { label: 'Discount Level', value: labelOf(record.discountLevel) },
          { label: 'Discount', value: amount(record.discountAmount, record.unit) },
          { label: 'Maximum Discount Amount', value: record.maximumDiscountAmount != null ? formatRupiah(record.maximumDiscountAmount) : null },
          { label: 'Usage Limit per Customer', value: record.usageLimitPerCustomer, format: 'number' },
          { label: 'Bulk', value: record.bulk, format: 'boolean' },
          { label: 'Code Prefix', value: record.codePrefix },
          { label: 'Number of Voucher', value: record.numberOfVoucher, format: 'number' },
          { label: 'Used Quantity', value: record.usedQuantity, format: 'number' },
        ]}
      />
      <Typography variant="h6" component="h2">
        Codes
      </Typography>
      <CodeList settingId={record.id} />
    </Stack>
  );
}

type Assigned = NonNullable<ShopAssignedVouchersPageQuery['shopAssignedVouchers']>['results'][number];

const assignedColumns: GridColDef<Assigned>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, sortable: false, valueGetter: (_value, row) => row.shopCustomer?.name ?? '' },
  { field: 'claimedDate', headerName: 'Claimed', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'usedDate', headerName: 'Used', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'discountUsed', headerName: 'Discount Used', width: 140, valueGetter: (_value, row) => formatRupiah(row.discountUsed) },
  { field: 'active', headerName: 'Active', width: 90, valueGetter: (_value, row) => (row.active ? 'Yes' : 'No') },
];

const assignedFilters: FilterField[] = [
  { field: 'claimedDate', label: 'Claimed', kind: 'date' },
  { field: 'usedDate', label: 'Used', kind: 'date' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

/** Changes what gives customers an automatic voucher's code. */
function ChangeTrigger({ codeId, trigger }: { codeId: number; trigger: string }) {
  const [update, { loading, error }] = useMutation(UpdateShopAutomaticVoucherCodeTriggerDocument);
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <TextField
        select
        size="small"
        label="Trigger"
        value={trigger}
        disabled={loading}
        onChange={(event) => void update({ variables: { id: codeId, trigger: event.target.value as AutomaticVoucherTrigger } })}
        sx={{ minWidth: 220 }}
      >
        {options(AUTOMATIC_VOUCHER_TRIGGERS).map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      )}
    </Paper>
  );
}

/** Assigns the code to every customer of the chosen membership level, after confirming. */
function AssignToMembership({ codeId, codeName }: { codeId: number; codeName: string }) {
  const { data } = useQuery(ShopVoucherMembershipsDocument);
  const [membershipId, setMembershipId] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [ask, confirmDialog] = useConfirm();
  const [assign, { loading, error }] = useMutation(AssignShopVoucherToMembershipDocument, { refetchQueries: ['ShopAssignedVouchersPage', 'ShopVoucherCode'] });
  const levels = data?.shopMembershipsAll ?? [];
  const level = levels.find((item) => String(item.id) === membershipId);
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 2 }}>
        Assign to a membership’s customers
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select size="small" label="Membership" value={membershipId} onChange={(event) => setMembershipId(event.target.value)} sx={{ minWidth: 220 }}>
          {levels.map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {item.levelName}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={!level || loading}
          onClick={async () => {
            if (!level) return;
            const yes = await ask({ title: 'Assign voucher', text: `Give code ${codeName} to every ${level.levelName} customer? Customers who already hold it keep theirs.`, confirmLabel: 'Assign' });
            if (!yes) return;
            const result = await assign({ variables: { shopVoucherCodeId: codeId, membershipId: level.id } });
            if (result.data) setDone(`Assigned to ${result.data.createShopAssignedVouchersForMembership} more customers.`);
          }}
        >
          Assign
        </Button>
      </Stack>
      {done && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {done}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      )}
      {confirmDialog}
    </Paper>
  );
}

export function VoucherCodeDetailPage() {
  const { id, record, gate } = useRecordFromRoute(ShopVoucherCodeDocument, shopVoucherCodes.param, (data) => data.shopVoucherCode);
  if (!record) return gate;
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Code', value: record.name },
          { label: 'Voucher', value: record.setting.name },
          { label: 'Trigger', value: record.trigger ? labelOf(record.trigger) : null },
          { label: 'Total Quantity', value: record.totalQuantity, format: 'number' },
          { label: 'Used Quantity', value: record.usedQuantity, format: 'number' },
          { label: 'Assigned', value: record.assignedCount, format: 'number' },
        ]}
      />
      {record.trigger && <ChangeTrigger codeId={id} trigger={record.trigger} />}
      <AssignToMembership codeId={id} codeName={record.name} />
      <Typography variant="h6" component="h2">
        Assigned Vouchers
      </Typography>
      <ResourceList
        query={ShopAssignedVouchersPageDocument}
        selectPage={(data) => data.shopAssignedVouchers}
        columns={assignedColumns}
        filterFields={assignedFilters}
        fixedFilters={[{ field: 'shopVoucherCodeId', type: 'EQUAL' as const, values: [String(id)] }]}
        searchFields={[]}
        defaultSort={{ field: 'id', direction: 'DESC' }}
        exportFileName={`assigned-vouchers-${record.name}`}
      />
    </Stack>
  );
}

