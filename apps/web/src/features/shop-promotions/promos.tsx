import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  CUSTOMER_RULE_TYPES,
  DAYS,
  DISCOUNT_LEVELS,
  DISCOUNT_UNITS,
  ITEM_RULES,
  LAST_ORDER_UNITS,
  SHOP_ORDER_TYPES,
  SHOP_PAYMENT_METHODS,
  formatRupiah,
  labelOf,
  shopPromoSchema,
  shopPromoUpdateSchema,
  type CustomerRuleInput,
  type ShopPromoKind,
} from '@back-office/domain';
import { Alert, Box, Button, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { DetailView, formatValue } from '../../components/DetailView';
import { UploadInput } from '../../components/UploadInput';
import { FieldArrayTable } from '../../components/form/FieldArrayTable';
import { MultiSelectInput } from '../../components/form/MultiSelectInput';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { MoneyInput, NumberInput, SelectInput, SwitchInput, TextInput, toDateTimeLocal } from '../../components/form/fields';
import { ReportButton } from '../../components/list/ReportButton';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { shopMenuPromos, shopProductPromos } from './routes';
import {
  CalculateShopPosOrderDocument,
  CreateShopPromoDocument,
  ShopPromoCheckChoicesDocument,
  ShopPromoChoicesDocument,
  ShopPromoDocument,
  ShopPromoReportDocument,
  ShopPromosPageDocument,
  UpdateShopPromoDocument,
  type ShopPromoFieldsFragment,
} from './shop-promotions.generated';

/*
 * The shop promo pages, once for each kind: MENU promos (/shop-promotion/promo) name outlet menus in
 * their item groups, PRODUCT promos (/shop-product-promotion/promo) vending shop products.
 */

type Row = ShopPromoFieldsFragment;
export const options = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'discountLevel', headerName: 'Level', width: 100, valueGetter: (_value, row) => labelOf(row.discountLevel) },
  {
    field: 'discountAmount',
    headerName: 'Discount',
    width: 150,
    sortable: false,
    valueGetter: (_value, row) => (row.itemRule ? `${labelOf(row.itemRule)} items` : row.unit === 'PERCENTAGE' ? `${row.discountAmount}%` : formatRupiah(row.discountAmount)),
  },
  { field: 'startDate', headerName: 'Start', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'endDate', headerName: 'End', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  numberColumn<Row>({ field: 'usedQuantity', headerName: 'Used' }),
  { field: 'active', headerName: 'Active', width: 90, valueGetter: (_value, row) => (row.active ? 'Yes' : 'No') },
];

/** The lists' default order and page size, which their downloads read the address with. */
export const LIST_DEFAULTS = { sort: { field: 'id', direction: 'DESC' as const }, size: 20 };

const filterFields: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'discountLevel', label: 'Level', kind: 'enum', options: options(DISCOUNT_LEVELS) },
  { field: 'startDate', label: 'Start', kind: 'date' },
  { field: 'endDate', label: 'End', kind: 'date' },
  { field: 'usedQuantity', label: 'Used', kind: 'int' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

/** What the form holds as the API takes it: instants as ISO text, without the parts only POS promos have. */
export function toInput<Values extends { startDate?: Date; endDate?: Date; customerRule?: CustomerRuleInput | null; allowedPaymentMethods?: unknown; hubIds?: unknown }>(values: Values) {
  const { allowedPaymentMethods: _payments, hubIds: _hubs, customerRule, ...rest } = values;
  const iso = (instant: Date | null | undefined) => instant?.toISOString() ?? null;
  const registration = customerRule?.registration ? { startDate: iso(customerRule.registration.startDate), endDate: iso(customerRule.registration.endDate) } : null;
  return { ...rest, customerRule: customerRule ? { ...customerRule, registration } : customerRule, startDate: values.startDate?.toISOString(), endDate: values.endDate?.toISOString() };
}

export function promoPages(kind: ShopPromoKind) {
  const resource = kind === 'MENU' ? shopMenuPromos : shopProductPromos;
  const kindFilters = [{ field: 'kind', type: 'EQUAL' as const, values: [kind] }];

  function ListPage() {
    return (
      <ResourceList
        query={ShopPromosPageDocument}
        selectPage={(data) => data.shopPromos}
        columns={columns}
        filterFields={filterFields}
        fixedFilters={kindFilters}
        searchFields={['name']}
        defaultSort={LIST_DEFAULTS.sort}
        exportFileName={kind === 'MENU' ? 'shop-promo' : 'shop-product-promo'}
        rowLink={(row) => resource.url(row.id)}
        actions={
          <>
            <ReportButton
              query={ShopPromoReportDocument}
              selectAddress={(data) => data.shopPromoReport}
              title="Every promo matching the filters, with its rules, as CSV"
              filterFields={filterFields}
              defaults={LIST_DEFAULTS}
              searchFields={['name']}
              fixedFilters={kindFilters}
            />
            <AddRecordButton to={resource.addUrl} label={`Add ${resource.title}`} authority="CREATE_SHOP_PROMO" />
          </>
        }
      />
    );
  }

  function PromoForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
    schema: Schema;
    defaultValues: DefaultValues<z.input<Schema>>;
    onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
    cancelTo: string;
  }) {
    const { data } = useQuery(ShopPromoChoicesDocument);
    const goods = (kind === 'MENU' ? data?.shopMenusAll : data?.shopProductsAll) ?? [];
    const goodsOptions = goods.map((item) => ({ value: item.id, label: item.name }));
    const memberships = (data?.shopMembershipsAll ?? []).map((level) => ({ value: level.id, label: level.levelName }));
    return (
      <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Promo saved." cancelTo={props.cancelTo}>
        <PromoRuleInputs
          goods={{ label: kind === 'MENU' ? 'Menus' : 'Products', options: goodsOptions }}
          memberships={memberships}
          picture={<UploadInput name="imageUrl" label="Image" accept="IMAGE" helperText="A PNG, JPEG, WebP or GIF picture." />}
          flag={<SwitchInput name="qrPromo" label="QR Promo" />}
          level={<SelectInput name="discountLevel" label="Discount Level" required options={options(DISCOUNT_LEVELS)} />}
        />
      </ResourceForm>
    );
  }

  function AddPage() {
    const [create] = useMutation(CreateShopPromoDocument, { refetchQueries: ['ShopPromosPage'] });
    return (
      <PromoForm
        schema={shopPromoSchema}
        defaultValues={{
          kind,
          name: '',
          description: null,
          imageUrl: null,
          startDate: '',
          endDate: '',
          active: true,
          qrPromo: false,
          discountLevel: 'ORDER',
          discountAmount: 0,
          unit: 'PERCENTAGE',
          itemRule: null,
          itemGroups: [],
          minimumItem: null,
          minimumAmount: null,
          allowedOrderTypes: [],
          schedules: [],
          customerRule: { type: 'ALL_CUSTOMERS', membershipIds: [], numberOfOrders: null, totalOrderAmount: null },
          usageLimitPerCustomer: null,
          maximumDiscountAmount: null,
          totalQuantity: null,
        }}
        cancelTo={resource.listUrl}
        onSubmit={async (values) => {
          const input = toInput(values);
          const result = await create({ variables: { input } });
          const id = result.data?.createShopPromo?.id;
          return { error: result.error, next: id ? resource.url(id) : resource.listUrl };
        }}
      />
    );
  }

  function EditPage() {
    const { id, record, gate } = useRecordFromRoute(ShopPromoDocument, resource.param, (data) => data.shopPromo, 'network-only');
    const [update] = useMutation(UpdateShopPromoDocument, { refetchQueries: ['ShopPromosPage'] });
    if (!record) return gate;
    return (
      <PromoForm
        schema={shopPromoUpdateSchema}
        defaultValues={{
          name: record.name,
          description: record.description,
          imageUrl: record.imageUrl,
          startDate: toDateTimeLocal(record.startDate),
          endDate: toDateTimeLocal(record.endDate),
          active: record.active,
          qrPromo: record.qrPromo,
          discountLevel: record.discountLevel,
          discountAmount: record.discountAmount,
          unit: record.unit,
          itemRule: record.itemRule,
          itemGroups: record.itemGroups.map(({ menuIds, discountAmount, unit }) => ({ menuIds, discountAmount, unit })),
          minimumItem: record.minimumItem,
          minimumAmount: record.minimumAmount,
          allowedOrderTypes: record.allowedOrderTypes,
          schedules: record.schedules.map(({ day, startHour, endHour }) => ({ day, startHour, endHour })),
          customerRule: record.customerRule
            ? {
                type: record.customerRule.type,
                registration: record.customerRule.registration
                  ? { startDate: toDateTimeLocal(record.customerRule.registration.startDate) || null, endDate: toDateTimeLocal(record.customerRule.registration.endDate) || null }
                  : null,
                membershipIds: record.customerRule.membershipIds,
                numberOfOrders: record.customerRule.numberOfOrders,
                totalOrderAmount: record.customerRule.totalOrderAmount,
                lastOrder: record.customerRule.lastOrder ? { numberOfUnit: record.customerRule.lastOrder.numberOfUnit, unit: record.customerRule.lastOrder.unit } : null,
              }
            : { type: 'ALL_CUSTOMERS', membershipIds: [], numberOfOrders: null, totalOrderAmount: null },
          usageLimitPerCustomer: record.usageLimitPerCustomer,
          maximumDiscountAmount: record.maximumDiscountAmount,
          totalQuantity: record.totalQuantity,
        }}
        cancelTo={resource.url(id)}
        onSubmit={async (values) => {
          const input = toInput(values);
          const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
          return { error: result.error, next: resource.url(id) };
        }}
      />
    );
  }

  function DetailPage() {
    const { id, record, gate } = useRecordFromRoute(ShopPromoDocument, resource.param, (data) => data.shopPromo);
    const { data } = useQuery(ShopPromoChoicesDocument);
    if (!record) return gate;
    const goods = new Map(((kind === 'MENU' ? data?.shopMenusAll : data?.shopProductsAll) ?? []).map((item) => [item.id, item.name]));
    const amount = (value: number, unit: string) => (unit === 'PERCENTAGE' ? `${value}%` : formatRupiah(value));
    return (
      <Stack spacing={2}>
        <DetailView
          actions={<DetailActions back={resource.listUrl} edit={resource.editUrl(id)} authority="UPDATE_SHOP_PROMO" />}
          items={[
            { label: 'Name', value: record.name },
            { label: 'Description', value: record.description },
            { label: 'Start', value: record.startDate, format: 'datetime' },
            { label: 'End', value: record.endDate, format: 'datetime' },
            { label: 'Active', value: record.active, format: 'boolean' },
            { label: 'QR Promo', value: record.qrPromo, format: 'boolean' },
            { label: 'Discount Level', value: labelOf(record.discountLevel) },
            { label: 'Discount', value: record.itemRule ? 'By its item groups' : amount(record.discountAmount, record.unit) },
            { label: 'Item Rule', value: record.itemRule ? labelOf(record.itemRule) : 'None (the whole order)' },
            {
              label: 'Item Groups',
              value: record.itemGroups.map((group) => `${group.menuIds.map((menuId) => goods.get(menuId) ?? `#${menuId}`).join(', ')}: ${amount(group.discountAmount, group.unit)}`).join('; ') || null,
            },
            { label: 'Minimum Item', value: record.minimumItem, format: 'number' },
            { label: 'Minimum Amount', value: record.minimumAmount != null ? formatRupiah(record.minimumAmount) : null },
            { label: 'Allowed Order Types', value: record.allowedOrderTypes.map(labelOf).join(', ') || 'All' },
            { label: 'Schedules', value: record.schedules.map((schedule) => `${labelOf(schedule.day)} ${schedule.startHour}:00–${schedule.endHour}:00`).join(', ') || 'Always' },
            { label: 'Customers', value: record.customerRule ? labelOf(record.customerRule.type) : 'All customers' },
            { label: 'Usage Limit per Customer', value: record.usageLimitPerCustomer, format: 'number' },
            { label: 'Maximum Discount Amount', value: record.maximumDiscountAmount != null ? formatRupiah(record.maximumDiscountAmount) : null },
            { label: 'Total Quantity', value: record.totalQuantity, format: 'number' },
            { label: 'Used Quantity', value: record.usedQuantity, format: 'number' },
          ]}
        />
        {kind === 'MENU' && <CheckPrice menus={[...goods].map(([value, label]) => ({ value, label }))} />}
      </Stack>
    );
  }

  return { ListPage, AddPage, EditPage, DetailPage };
}

/** A POS order tried against the running promos: what each line costs and why each promo gave or did not give a discount. */
function CheckPrice({ menus }: { menus: { value: number; label: string }[] }) {
  const { data } = useQuery(ShopPromoCheckChoicesDocument);
  const [hubId, setHubId] = useState('');
  const [type, setType] = useState<string>('DINE_IN');
  const [paymentMethod, setPaymentMethod] = useState<string>('CASH');
  const [menuId, setMenuId] = useState('');
  const [lines, setLines] = useState<{ menuId: number; amount: number }[]>([]);
  const [calculate, { data: result, error, loading }] = useLazyQuery(CalculateShopPosOrderDocument, { fetchPolicy: 'network-only' });
  const nameOf = (id: number) => menus.find((menu) => menu.value === id)?.label ?? `#${id}`;
  const select = (label: string, value: string, onChange: (value: string) => void, choices: { value: number | string; label: string }[]) => (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 180 }}>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={String(choice.value)}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const answer = result?.calculateShopPosOrder;
  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 2 }}>
        Check Price
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {select('Outlet', hubId, setHubId, (data?.shopHubsAll ?? []).map((hub) => ({ value: hub.id, label: hub.name })))}
        {select('Order Type', type, setType, options(SHOP_ORDER_TYPES))}
        {select('Payment Method', paymentMethod, setPaymentMethod, options(SHOP_PAYMENT_METHODS))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        {select('Menu', menuId, setMenuId, menus)}
        <Button
          variant="outlined"
          disabled={!menuId}
          onClick={() => {
            const id = Number(menuId);
            setLines((current) => (current.some((line) => line.menuId === id) ? current.map((line) => (line.menuId === id ? { ...line, amount: line.amount + 1 } : line)) : [...current, { menuId: id, amount: 1 }]));
          }}
        >
          Add Menu
        </Button>
        <Button variant="outlined" disabled={lines.length === 0} onClick={() => setLines([])}>
          Clear
        </Button>
      </Stack>
      {lines.length > 0 && <Typography sx={{ mb: 2 }}>{lines.map((line) => `${line.amount} × ${nameOf(line.menuId)}`).join(', ')}</Typography>}
      <Button
        variant="contained"
        disabled={!hubId || lines.length === 0 || loading}
        onClick={() => void calculate({ variables: { input: { hubId: Number(hubId), type: type as never, paymentMethod: paymentMethod as never, items: lines } } })}
      >
        Check Price
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      )}
      {answer && (
        <Box sx={{ mt: 2 }}>
          <Table size="small" aria-label="Priced lines">
            <TableHead>
              <TableRow>
                <TableCell>Menu</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell align="right">Discount</TableCell>
                <TableCell align="right">After Discount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.items.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right">{line.amount}</TableCell>
                  <TableCell align="right">{formatRupiah(line.totalPrice)}</TableCell>
                  <TableCell align="right">{formatRupiah(line.itemDiscount + line.orderDiscount)}</TableCell>
                  <TableCell align="right">{formatRupiah(line.totalPriceAfterDiscount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography sx={{ mt: 2 }}>
            Total {formatRupiah(answer.totalItemPrice)}, discount {formatRupiah(answer.totalDiscount)}, paid {formatRupiah(answer.paidAmount)}.
          </Typography>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Applied promos
          </Typography>
          <ul aria-label="Applied promos">
            {answer.appliedPromos.length === 0 && <li>None.</li>}
            {answer.appliedPromos.map((promo) => (
              <li key={`${promo.kind}-${promo.shopPromoId}`}>
                {promo.name} ({labelOf(promo.kind)}): {formatRupiah(promo.discountUsed)}
              </li>
            ))}
          </ul>
          <Typography variant="subtitle2">Refused promos</Typography>
          <ul aria-label="Refused promos">
            {answer.refusedPromos.length === 0 && <li>None.</li>}
            {answer.refusedPromos.map((promo) => (
              <li key={`${promo.kind}-${promo.shopPromoId}`}>
                {promo.name} ({labelOf(promo.kind)}): {promo.message}
              </li>
            ))}
          </ul>
        </Box>
      )}
    </Paper>
  );
}

/**
 * The inputs of the promo rules every kind of promo shares (packages/domain shop-promotions.ts); each
 * kind puts its own inputs in the slots: a picture or partner at the top, a flag beside Active, the
 * level in the discount row, and more choices after the order types.
 */
export function PromoRuleInputs(props: {
  goods: { label: string; options: { value: number; label: string }[] };
  memberships: { value: number; label: string }[];
  picture?: ReactNode;
  flag?: ReactNode;
  level?: ReactNode;
  more?: ReactNode;
}) {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <TextInput name="description" label="Description" multiline emptyAsNull />
      {props.picture}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="startDate" label="Start" type="datetime-local" required />
        <TextInput name="endDate" label="End" type="datetime-local" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SwitchInput name="active" label="Active" />
        {props.flag}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {props.level}
        <NumberInput name="discountAmount" label="Discount Amount" required helperText="Percent or rupiah; item promos use their groups’ amounts." />
        <SelectInput name="unit" label="Unit" required options={options(DISCOUNT_UNITS)} />
      </Stack>
      <SelectInput name="itemRule" label="Item Rule" options={options(ITEM_RULES)} allowEmpty emptyLabel="None (the whole order)" />
      <Typography variant="subtitle2">Item Groups</Typography>
      <FieldArrayTable
        name="itemGroups"
        rowLabel="Item Group"
        emptyText="No item groups: the promo discounts the whole order."
        newRow={() => ({ menuIds: [], discountAmount: 0, unit: 'NOMINAL' })}
        columns={[
          { header: props.goods.label, required: true, width: 320, cell: (row) => <MultiSelectInput name={row.path('menuIds')} label={row.label} options={props.goods.options} /> },
          { header: 'Discount Amount', required: true, cell: (row) => <NumberInput name={row.path('discountAmount')} label={row.label} hideLabel /> },
          { header: 'Unit', required: true, cell: (row) => <SelectInput name={row.path('unit')} label={row.label} hideLabel options={options(DISCOUNT_UNITS)} /> },
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="minimumItem" label="Minimum Item" />
        <MoneyInput name="minimumAmount" label="Minimum Amount" />
      </Stack>
      <MultiSelectInput name="allowedOrderTypes" label="Allowed Order Types" options={options(SHOP_ORDER_TYPES)} helperText="None chosen: every order type." />
      {props.more}
      <Typography variant="subtitle2">Schedules (the outlet’s time)</Typography>
      <FieldArrayTable
        name="schedules"
        rowLabel="Schedule"
        emptyText="No schedules: the promo runs all day, every day."
        newRow={() => ({ day: 'MONDAY', startHour: 0, endHour: 24 })}
        columns={[
          { header: 'Day', required: true, cell: (row) => <SelectInput name={row.path('day')} label={row.label} hideLabel options={options(DAYS)} /> },
          { header: 'Start Hour', required: true, cell: (row) => <NumberInput name={row.path('startHour')} label={row.label} hideLabel /> },
          { header: 'End Hour', required: true, cell: (row) => <NumberInput name={row.path('endHour')} label={row.label} hideLabel /> },
        ]}
      />
      <Typography variant="subtitle2">Customer Rule</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput name="customerRule.type" label="Customers" required options={options(CUSTOMER_RULE_TYPES)} />
        <MultiSelectInput name="customerRule.membershipIds" label="Memberships" options={props.memberships} helperText="Registered customers only; none chosen: any." />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="customerRule.registration.startDate" label="Registered From" type="datetime-local" emptyAsNull />
        <TextInput name="customerRule.registration.endDate" label="Registered Until" type="datetime-local" emptyAsNull />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="customerRule.numberOfOrders" label="Number of Orders" />
        <MoneyInput name="customerRule.totalOrderAmount" label="Total Order Amount" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="customerRule.lastOrder.numberOfUnit" label="Last Order Within" />
        <SelectInput name="customerRule.lastOrder.unit" label="Last Order Unit" options={options(LAST_ORDER_UNITS)} allowEmpty />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="usageLimitPerCustomer" label="Usage Limit per Customer" />
        <MoneyInput name="maximumDiscountAmount" label="Maximum Discount Amount" />
        <NumberInput name="totalQuantity" label="Total Quantity" />
      </Stack>
    </>
  );
}
