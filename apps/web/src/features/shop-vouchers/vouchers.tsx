import { useMutation } from '@apollo/client/react';
import {
  type AutomaticVoucherTrigger,
  formatRupiah,
  automaticVoucherTriggerLabels,
  labelledOptions,
  discountLevelLabels,
  labelIn,
  voucherTypeLabels,
} from '@back-office/domain';
import { Alert, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { ComponentType } from 'react';
import { DetailView, formatValue } from '../../components/DetailView';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { AssignedVoucherList } from './assigned-vouchers';
import { shopVoucherCodes, voucherSections, type PromotionSection } from './links';
import {
  ShopVoucherCodeDocument,
  ShopVoucherCodesPageDocument,
  ShopVoucherSettingDocument,
  ShopVoucherSettingsPageDocument,
  UpdateShopAutomaticVoucherCodeTriggerDocument,
  type ShopVoucherCodeFieldsFragment,
  type ShopVoucherSettingFieldsFragment,
} from './shop-vouchers.generated';

/*
 * The voucher pages: voucher settings with their codes, and each code with the customers it is
 * assigned to (assigned-vouchers.tsx gives it to a membership's customers).
 */

const amount = (value: number, unit: string) => (unit === 'PERCENTAGE' ? `${value}%` : formatRupiah(value));

const settingColumns: GridColDef<ShopVoucherSettingFieldsFragment>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'type', headerName: 'Type', width: 110, valueGetter: (_value, row) => labelIn(voucherTypeLabels, row.type) },
  { field: 'discountLevel', headerName: 'Level', width: 100, sortable: false, valueGetter: (_value, row) => labelIn(discountLevelLabels, row.discountLevel) },
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

const made = new Map<string, { ListPage: ComponentType; DetailPage: ComponentType }>();

/** The list and detail pages of manual or automatic vouchers in one promotion section (made once, so React keeps them). */
export function settingPages(type: 'MANUAL' | 'AUTOMATIC', section: PromotionSection) {
  const key = `${type}:${section}`;
  if (made.has(key)) return made.get(key)!;
  const resources = voucherSections[section];
  const resource = type === 'MANUAL' ? resources.vouchers : resources.automaticVouchers;
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
      actions={<AddRecordButton to={resource.addUrl} label={`Add ${resource.title}`} authority="CREATE_SHOP_VOUCHER_SETTING" />}
    />
  );
  const DetailPage = () => <SettingDetail param={resource.param} listUrl={resource.listUrl} editUrl={resource.editUrl} />;
  made.set(key, { ListPage, DetailPage });
  return { ListPage, DetailPage };
}

const codeColumns: GridColDef<ShopVoucherCodeFieldsFragment>[] = [
  { field: 'name', headerName: 'Code', flex: 1, minWidth: 140 },
  { field: 'settingName', headerName: 'Voucher', flex: 1, minWidth: 160, valueGetter: (_value, row) => row.setting.name },
  { field: 'trigger', headerName: 'Trigger', width: 140, valueGetter: (_value, row) => labelIn(automaticVoucherTriggerLabels, row.trigger) },
  numberColumn<ShopVoucherCodeFieldsFragment>({ field: 'totalQuantity', headerName: 'Total Quantity' }),
  numberColumn<ShopVoucherCodeFieldsFragment>({ field: 'usedQuantity', headerName: 'Used Quantity' }),
  numberColumn<ShopVoucherCodeFieldsFragment>({ field: 'assignedCount', headerName: 'Assigned', sortable: false }),
];

const codeFilters: FilterField[] = [
  { field: 'name', label: 'Code', kind: 'text' },
  { field: 'settingName', label: 'Voucher', kind: 'text' },
  { field: 'trigger', label: 'Trigger', kind: 'enum', options: labelledOptions(automaticVoucherTriggerLabels) },
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

function SettingDetail({ param, listUrl, editUrl }: { param: string; listUrl: string; editUrl: (id: number) => string }) {
  const { id, record, gate } = useRecordFromRoute(ShopVoucherSettingDocument, param, (data) => data.shopVoucherSetting);
  if (!record) return gate;
  return (
    <Stack spacing={2}>
      <DetailView
        actions={<DetailActions back={listUrl} edit={editUrl(id)} authority="UPDATE_SHOP_VOUCHER_SETTING" />}
        items={[
          { label: 'Name', value: record.name },
          { label: 'Type', value: labelIn(voucherTypeLabels, record.type) },
          { label: 'Title', value: record.title },
          { label: 'Description', value: record.description },
          { label: 'Start', value: record.startDate, format: 'datetime' },
          { label: 'End', value: record.endDate, format: 'datetime' },
          { label: 'Active', value: record.active, format: 'boolean' },
          { label: 'Visible', value: record.visible, format: 'boolean' },
          { label: 'Assigned to User', value: record.assignedToUser, format: 'boolean' },
          { label: 'QR Promo', value: record.qrPromo, format: 'boolean' },
          { label: 'Duration in Days', value: record.durationInDays, format: 'number' },
          { label: 'Discount Level', value: labelIn(discountLevelLabels, record.discountLevel) },
          { label: 'Discount', value: amount(record.discountAmount, record.unit) },
          { label: 'Maximum Discount Amount', value: record.maximumDiscountAmount != null ? formatRupiah(record.maximumDiscountAmount) : null },
          { label: 'Usage Limit per Customer', value: record.usageLimitPerCustomer, format: 'number' },
          { label: 'Quantity per Customer', value: record.quantityPerCustomer, format: 'number' },
          { label: 'Applied to Variant', value: record.appliedToVariant, format: 'boolean' },
          { label: 'Applied to Topping', value: record.appliedToTopping, format: 'boolean' },
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
        {labelledOptions(automaticVoucherTriggerLabels).map((choice) => (
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

export function VoucherCodeDetailPage() {
  const { id, record, gate } = useRecordFromRoute(ShopVoucherCodeDocument, shopVoucherCodes.param, (data) => data.shopVoucherCode);
  if (!record) return gate;
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Code', value: record.name },
          { label: 'Voucher', value: record.setting.name },
          { label: 'Trigger', value: record.trigger ? labelIn(automaticVoucherTriggerLabels, record.trigger) : null },
          { label: 'Total Quantity', value: record.totalQuantity, format: 'number' },
          { label: 'Used Quantity', value: record.usedQuantity, format: 'number' },
          { label: 'Assigned', value: record.assignedCount, format: 'number' },
        ]}
      />
      {record.trigger && <ChangeTrigger codeId={id} trigger={record.trigger} />}
      <Typography variant="h6" component="h2">
        Assigned Vouchers
      </Typography>
      <AssignedVoucherList codeId={id} actions={<AddRecordButton to={`${voucherSections.shop.assignedVouchers.addUrl}?code=${encodeURIComponent(record.name)}`} label="Assign to Customers" authority="CREATE_SHOP_ASSIGNED_VOUCHER" />} />
    </Stack>
  );
}
