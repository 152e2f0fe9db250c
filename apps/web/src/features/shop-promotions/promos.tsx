import { useMutation, useQuery } from '@apollo/client/react';
import {
  formatRupiah,
  shopPromoSchema,
  shopPromoUpdateSchema,
  type ShopPromoKind,
  discountLevelLabels,
  labelledOptions,
  customerRuleTypeLabels,
  dayLabels,
  itemRuleLabels,
  labelIn,
  shopOrderTypeLabels,
} from '@back-office/domain';
import { Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { DetailView, formatValue } from '../../components/DetailView';
import { UploadInput } from '../../components/UploadInput';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { SelectInput, SwitchInput, toDateTimeLocal } from '../../components/form/fields';
import { ReportButton } from '../../components/list/ReportButton';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { CheckPrice } from './check-price';
import { LIST_DEFAULTS, PromoRuleInputs, promoAmount, promoDiscountText, toInput } from './promo-rule-inputs';
import { shopMenuPromos, shopProductPromos } from './links';
import { CreateShopPromoDocument, ShopPromoChoicesDocument, ShopPromoDocument, ShopPromoReportDocument, ShopPromosPageDocument, UpdateShopPromoDocument, type ShopPromoFieldsFragment } from './shop-promotions.generated';

/*
 * The shop promo pages, once for each kind: MENU promos (/shop-promotion/promo) name outlet menus in
 * their item groups, PRODUCT promos (/shop-product-promotion/promo) vending shop products.
 */

type Row = ShopPromoFieldsFragment;

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'discountLevel', headerName: 'Level', width: 100, valueGetter: (_value, row) => labelIn(discountLevelLabels, row.discountLevel) },
  {
    field: 'discountAmount',
    headerName: 'Discount',
    width: 150,
    sortable: false,
    valueGetter: (_value, row) => promoDiscountText(row),
  },
  { field: 'startDate', headerName: 'Start', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'endDate', headerName: 'End', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  numberColumn<Row>({ field: 'usedQuantity', headerName: 'Used' }),
  { field: 'active', headerName: 'Active', width: 90, valueGetter: (_value, row) => (row.active ? 'Yes' : 'No') },
];


const filterFields: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'discountLevel', label: 'Level', kind: 'enum', options: labelledOptions(discountLevelLabels) },
  { field: 'startDate', label: 'Start', kind: 'date' },
  { field: 'endDate', label: 'End', kind: 'date' },
  { field: 'usedQuantity', label: 'Used', kind: 'int' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];


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
          level={<SelectInput name="discountLevel" label="Discount Level" required options={labelledOptions(discountLevelLabels)} />}
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
            { label: 'Discount Level', value: labelIn(discountLevelLabels, record.discountLevel) },
            { label: 'Discount', value: record.itemRule ? 'By its item groups' : promoAmount(record.discountAmount, record.unit) },
            { label: 'Item Rule', value: record.itemRule ? labelIn(itemRuleLabels, record.itemRule) : 'None (the whole order)' },
            {
              label: 'Item Groups',
              value: record.itemGroups.map((group) => `${group.menuIds.map((menuId) => goods.get(menuId) ?? `#${menuId}`).join(', ')}: ${promoAmount(group.discountAmount, group.unit)}`).join('; ') || null,
            },
            { label: 'Minimum Item', value: record.minimumItem, format: 'number' },
            { label: 'Minimum Amount', value: record.minimumAmount != null ? formatRupiah(record.minimumAmount) : null },
            { label: 'Allowed Order Types', value: record.allowedOrderTypes.map((type) => labelIn(shopOrderTypeLabels, type)).join(', ') || 'All' },
            { label: 'Schedules', value: record.schedules.map((schedule) => `${labelIn(dayLabels, schedule.day)} ${schedule.startHour}:00–${schedule.endHour}:00`).join(', ') || 'Always' },
            { label: 'Customers', value: record.customerRule ? labelIn(customerRuleTypeLabels, record.customerRule.type) : 'All customers' },
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

