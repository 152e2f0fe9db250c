import { useMutation, useQuery } from '@apollo/client/react';
import {
  formatRupiah,
  shopPosPromoSchema,
  shopPosPromoUpdateSchema,
  discountUnitLabels,
  shopPaymentMethodLabels,
  labelledOptions,
  customerRuleTypeLabels,
  dayLabels,
  itemRuleLabels,
  labelIn,
  shopOrderTypeLabels,
} from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { DetailView, formatValue } from '../../components/DetailView';
import { MultiSelectInput } from '../../components/form/MultiSelectInput';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { toDateTimeLocal } from '../../components/form/fields';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { LIST_DEFAULTS, PromoRuleInputs, promoAmount, promoDiscountText, toInput } from './promo-rule-inputs';
import { ReportButton } from '../../components/list/ReportButton';
import { shopPosPromos } from './links';
import { CreateShopPosPromoDocument, ShopPosPromoDocument, ShopPosPromoReportDocument, ShopPosPromosPageDocument, UpdateShopPosPromoDocument, type ShopPosPromoFieldsFragment } from './shop-pos-promos.generated';
import { ShopPromoCheckChoicesDocument, ShopPromoChoicesDocument } from './shop-promotions.generated';

/* The point of sale's promos (listed at /shop-pos-promotion, each under /shop-pos-promotion/promo): the shared promo rules at order level, for one POS partner, its payment methods and outlets. */

type Row = ShopPosPromoFieldsFragment;

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'partner', headerName: 'Partner', width: 160, sortable: false, valueGetter: (_value, row) => row.partner?.name },
  { field: 'discountAmount', headerName: 'Discount', width: 140, valueGetter: (_value, row) => promoDiscountText(row) },
  { field: 'startDate', headerName: 'Start', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'endDate', headerName: 'End', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  numberColumn<Row>({ field: 'usedQuantity', headerName: 'Used' }),
  { field: 'active', headerName: 'Active', width: 90, valueGetter: (_value, row) => (row.active ? 'Yes' : 'No') },
];

const filterFields: FilterField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'unit', label: 'Unit', kind: 'enum', options: labelledOptions(discountUnitLabels) },
  { field: 'startDate', label: 'Start', kind: 'date' },
  { field: 'endDate', label: 'End', kind: 'date' },
  { field: 'usedQuantity', label: 'Used', kind: 'int' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

function ListPage() {
  return (
    <ResourceList
      query={ShopPosPromosPageDocument}
      selectPage={(data) => data.shopPosPromos}
      columns={columns}
      filterFields={filterFields}
      searchFields={['name']}
      defaultSort={LIST_DEFAULTS.sort}
      exportFileName="shop-pos-promo"
      rowLink={(row) => shopPosPromos.url(row.id)}
      actions={
        <>
          <ReportButton
            query={ShopPosPromoReportDocument}
            selectAddress={(data) => data.shopPosPromoReport}
            title="Every POS promo matching the filters, with its partner, payment methods, outlets and rules, as CSV"
            filterFields={filterFields}
            defaults={LIST_DEFAULTS}
            searchFields={['name']}
          />
          <AddRecordButton to={shopPosPromos.addUrl} label="Add Shop POS Promo" authority="CREATE_SHOP_POS_PROMO" />
        </>
      }
    />
  );
}

/** The form values as the API takes them: the rules' with the partner, payment methods and outlets. */
const toPosInput = <Values extends Parameters<typeof toInput>[0] & { allowedPaymentMethods?: unknown; hubIds?: unknown }>(values: Values) => ({
  ...toInput(values),
  allowedPaymentMethods: values.allowedPaymentMethods,
  hubIds: values.hubIds,
});

function PosPromoForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  partner?: { id: number; name: string } | null;
}) {
  const { data } = useQuery(ShopPromoChoicesDocument);
  const { data: outlets } = useQuery(ShopPromoCheckChoicesDocument);
  const menus = (data?.shopMenusAll ?? []).map((item) => ({ value: item.id, label: item.name }));
  const memberships = (data?.shopMembershipsAll ?? []).map((level) => ({ value: level.id, label: level.levelName }));
  const hubs = (outlets?.shopHubsAll ?? []).map((hub) => ({ value: hub.id, label: hub.name }));
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Promo saved." cancelTo={props.cancelTo}>
      <PromoRuleInputs
        goods={{ label: 'Menus', options: menus }}
        memberships={memberships}
        picture={<ReferenceSelect name="partnerId" label="Partner" required list="shopPosPartnersAll" authority="VIEW_SHOP_POS_PARTNER" plural="POS partners" current={props.partner} />}
        more={
          <>
            <MultiSelectInput name="allowedPaymentMethods" label="Allowed Payment Methods" options={labelledOptions(shopPaymentMethodLabels)} helperText="None chosen: every payment method." />
            <MultiSelectInput name="hubIds" label="Outlets" options={hubs} helperText="None chosen: every outlet." />
          </>
        }
      />
    </ResourceForm>
  );
}

const emptyRules = {
  name: '',
  description: null,
  startDate: '',
  endDate: '',
  active: true,
  discountAmount: 0,
  unit: 'PERCENTAGE',
  itemRule: null,
  itemGroups: [],
  minimumItem: null,
  minimumAmount: null,
  allowedOrderTypes: [],
  allowedPaymentMethods: [],
  hubIds: [],
  schedules: [],
  customerRule: { type: 'ALL_CUSTOMERS', membershipIds: [], numberOfOrders: null, totalOrderAmount: null },
  usageLimitPerCustomer: null,
  maximumDiscountAmount: null,
  totalQuantity: null,
} as const;

function AddPage() {
  const [create] = useMutation(CreateShopPosPromoDocument, { refetchQueries: ['ShopPosPromosPage'] });
  return (
    <PosPromoForm
      schema={shopPosPromoSchema}
      defaultValues={{ ...emptyRules, partnerId: undefined } as never}
      cancelTo={shopPosPromos.listUrl}
      onSubmit={async (values) => {
        const result = await create({ variables: { input: toPosInput(values) as never } });
        const id = result.data?.createShopPosPromo?.id;
        return { error: result.error, next: id ? shopPosPromos.url(id) : shopPosPromos.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(ShopPosPromoDocument, shopPosPromos.param, (data) => data.shopPosPromo, 'network-only');
  const [update] = useMutation(UpdateShopPosPromoDocument, { refetchQueries: ['ShopPosPromosPage'] });
  if (!record) return gate;
  return (
    <PosPromoForm
      schema={shopPosPromoUpdateSchema}
      partner={record.partner}
      defaultValues={{
        name: record.name,
        description: record.description,
        partnerId: record.partnerId,
        startDate: toDateTimeLocal(record.startDate),
        endDate: toDateTimeLocal(record.endDate),
        active: record.active,
        discountAmount: record.discountAmount,
        unit: record.unit,
        itemRule: record.itemRule,
        itemGroups: record.itemGroups.map(({ menuIds, discountAmount, unit }) => ({ menuIds, discountAmount, unit })),
        minimumItem: record.minimumItem,
        minimumAmount: record.minimumAmount,
        allowedOrderTypes: record.allowedOrderTypes,
        allowedPaymentMethods: record.allowedPaymentMethods,
        hubIds: record.hubIds,
        schedules: record.schedules.map(({ day, startHour, endHour }) => ({ day, startHour, endHour })),
        customerRule: record.customerRule
          ? { type: record.customerRule.type, membershipIds: record.customerRule.membershipIds, numberOfOrders: record.customerRule.numberOfOrders, totalOrderAmount: record.customerRule.totalOrderAmount }
          : emptyRules.customerRule,
        usageLimitPerCustomer: record.usageLimitPerCustomer,
        maximumDiscountAmount: record.maximumDiscountAmount,
        totalQuantity: record.totalQuantity,
      } as never}
      cancelTo={shopPosPromos.url(id)}
      onSubmit={async (values) => {
        const result = await update({ variables: { id, input: toPosInput(values) as never, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: shopPosPromos.url(id) };
      }}
    />
  );
}

function DetailPage() {
  const { id, record, gate } = useRecordFromRoute(ShopPosPromoDocument, shopPosPromos.param, (data) => data.shopPosPromo);
  const { data } = useQuery(ShopPromoChoicesDocument);
  const { data: outlets } = useQuery(ShopPromoCheckChoicesDocument);
  if (!record) return gate;
  const menus = new Map((data?.shopMenusAll ?? []).map((item) => [item.id, item.name]));
  const hubs = new Map((outlets?.shopHubsAll ?? []).map((hub) => [hub.id, hub.name]));
  return (
    <DetailView
      actions={<DetailActions back={shopPosPromos.listUrl} edit={shopPosPromos.editUrl(id)} authority="UPDATE_SHOP_POS_PROMO" />}
      items={[
        { label: 'Name', value: record.name },
        { label: 'Description', value: record.description },
        { label: 'Partner', value: record.partner?.name },
        { label: 'Start', value: record.startDate, format: 'datetime' },
        { label: 'End', value: record.endDate, format: 'datetime' },
        { label: 'Active', value: record.active, format: 'boolean' },
        { label: 'Discount', value: record.itemRule ? 'By its item groups' : promoAmount(record.discountAmount, record.unit) },
        { label: 'Item Rule', value: record.itemRule ? labelIn(itemRuleLabels, record.itemRule) : 'None (the whole order)' },
        {
          label: 'Item Groups',
          value: record.itemGroups.map((group) => `${group.menuIds.map((menuId) => menus.get(menuId) ?? `#${menuId}`).join(', ')}: ${promoAmount(group.discountAmount, group.unit)}`).join('; ') || null,
        },
        { label: 'Minimum Item', value: record.minimumItem, format: 'number' },
        { label: 'Minimum Amount', value: record.minimumAmount != null ? formatRupiah(record.minimumAmount) : null },
        { label: 'Allowed Order Types', value: record.allowedOrderTypes.map((type) => labelIn(shopOrderTypeLabels, type)).join(', ') || 'All' },
        { label: 'Allowed Payment Methods', value: record.allowedPaymentMethods.map((method) => labelIn(shopPaymentMethodLabels, method)).join(', ') || 'All' },
        { label: 'Outlets', value: record.hubIds.map((hubId) => hubs.get(hubId) ?? `#${hubId}`).join(', ') || 'All' },
        { label: 'Schedules', value: record.schedules.map((schedule) => `${labelIn(dayLabels, schedule.day)} ${schedule.startHour}:00–${schedule.endHour}:00`).join(', ') || 'Always' },
        { label: 'Customers', value: record.customerRule ? labelIn(customerRuleTypeLabels, record.customerRule.type) : 'All customers' },
        { label: 'Usage Limit per Customer', value: record.usageLimitPerCustomer, format: 'number' },
        { label: 'Maximum Discount Amount', value: record.maximumDiscountAmount != null ? formatRupiah(record.maximumDiscountAmount) : null },
        { label: 'Total Quantity', value: record.totalQuantity, format: 'number' },
        { label: 'Used Quantity', value: record.usedQuantity, format: 'number' },
      ]}
    />
  );
}

export const posPromoPages = { ListPage, AddPage, EditPage, DetailPage };
